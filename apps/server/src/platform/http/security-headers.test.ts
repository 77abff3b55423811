import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';

const dist = mkdtempSync(join(tmpdir(), 'hr-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>HR</title>');

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp({ webDist: dist, frameAncestors: ['https://portal.example.test'] });
  admin = await t.login();
});
afterAll(async () => t?.close());

const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('pages: a CSP without inline script, plugins or <base>, framed only by us and the portal; nosniff; referrer policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/homePage' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://portal.example.test']);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    // the portal may frame the app: no X-Frame-Options to contradict frame-ancestors
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('API answers: nosniff and never cached, refusals too', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/blade-user/all-info', headers: admin.headers }),
      await t.app.inject({ method: 'GET', url: '/api/blade-user/all-info' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('without embedding origins the pages may be framed by the app only', async () => {
    const plain = await createTestApp({ webDist: dist });
    try {
      const page = await plain.app.inject({ method: 'GET', url: '/' });
      expect(directives(page.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await plain.close();
    }
  });
});
