import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('API_DOCS: the API documentation is for signed-in users in production unless API_DOCS=public', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocsPublic).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'public' }).apiDocsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocsPublic).toBe(true);
  });

  it('WEBHOOK_ALLOWED_HOSTS: host names, addresses and CIDRs, comma or space separated; anything else stops the start', () => {
    expect(loadConfig({}).webhookAllowedHosts).toEqual([]);
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'hooks.corp.internal, 10.1.0.0/16 127.0.0.1,[::1] fd00::/8' }).webhookAllowedHosts).toEqual([
      'hooks.corp.internal',
      '10.1.0.0/16',
      '127.0.0.1',
      '[::1]',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: '10.0.0.0/99' })).toThrow(/WEBHOOK_ALLOWED_HOSTS .* got 10\.0\.0\.0\/99/);
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'http://hooks.example.com/x' })).toThrow(/WEBHOOK_ALLOWED_HOSTS/);
  });
});
