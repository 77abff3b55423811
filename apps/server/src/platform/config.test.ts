import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ConfigError, describeConfig, fastifyTrustProxy, loadConfig, VARIABLES } from './config.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from './paths.js';

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
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: '10.0.0.0/99' })).toThrow(/WEBHOOK_ALLOWED_HOSTS .* got "10\.0\.0\.0\/99"/);
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'http://hooks.example.com/x' })).toThrow(/WEBHOOK_ALLOWED_HOSTS/);
  });

  it('a wrong number, URL, enum or zone stops the start, naming the variable and what it expects', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ LOGIN_IP_LIMIT: 'abc' }, /LOGIN_IP_LIMIT must be a whole number of attempts a minute, at least 1, got "abc"/],
      [{ PORT: '70000' }, /PORT must be a port number \(0 to 65535\), got "70000"/],
      [{ UPLOAD_MAX_MB: '-1' }, /UPLOAD_MAX_MB must be a positive number/],
      [{ PUBLIC_WEB_URL: 'hr.example.com' }, /PUBLIC_WEB_URL must be an http:\/\/ or https:\/\/ URL, got "hr.example.com"/],
      [{ DATABASE_URL: 'mysql://root:hunter2@db/hr' }, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL, got "mysql:\/\/root:\*\*\*@db\/hr"/],
      [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL must be fatal, error, warn, info, debug, trace, silent, got "verbose"/],
      [{ NODE_ENV: 'prod' }, /NODE_ENV must be production, development or test/],
      [{ DEFAULT_TIME_ZONE: 'Asia/Atlantis' }, /DEFAULT_TIME_ZONE must be an IANA time zone/],
      [{ RUN_WORKER: 'maybe' }, /RUN_WORKER must be 1 or 0/],
      [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY must be a hop count/],
      [{ FRAME_ANCESTORS: 'portal.example.com' }, /FRAME_ANCESTORS must be origins/],
      [{ RUN_WORKER: '0', RUN_HTTP: '0' }, /RUN_HTTP and RUN_WORKER must not both be 0/],
    ];
    for (const [env, message] of cases) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    // every wrong variable at once, each on its line; the secret's text never shown
    const err = (() => {
      try {
        loadConfig({ PORT: 'x', JWT_SECRET: 'short', RETENTION_DAYS: '0' });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.problems).toEqual([
      'PORT must be a port number (0 to 65535), got "x"',
      'JWT_SECRET must be a secret of at least 16 characters, got "***"',
      'RETENTION_DAYS must be a whole number of days, at least 1, got "0"',
    ]);
  });

  it('values: defaults, empty as unset, flags, TRUST_PROXY as a hop count or addresses', () => {
    const c = loadConfig({ PORT: '', LOGIN_IP_LIMIT: '20', RUN_WORKER: 'false', RETENTION_DAYS: '30', DB_POOL_MAX: '4' });
    expect([c.port, c.loginIpLimit, c.publicIpLimit, c.backgroundJobs, c.runHttp, c.retentionDays, c.dbPoolMax]).toEqual([8080, 20, 60, false, true, 30, 4]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', 'loopback']);
  });

  it('TRUST_PROXY=1 believes the one proxy in front, not every hop; addresses believe only those proxies', async () => {
    const ipBehind = async (setting: string | undefined, remoteAddress: string) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: setting }).trustProxy) });
      app.get('/ip', async (req) => req.ip);
      const res = await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } });
      await app.close();
      return res.body;
    };
    // a client wrote 6.6.6.6 itself; the proxy at 10.0.0.2 added the address it saw, 203.0.113.7
    expect(await ipBehind(undefined, '10.0.0.2')).toBe('10.0.0.2');
    expect(await ipBehind('1', '10.0.0.2')).toBe('203.0.113.7');
    expect(await ipBehind('10.0.0.0/8', '10.0.0.2')).toBe('203.0.113.7');
    expect(await ipBehind('10.0.0.0/8', '192.0.2.1')).toBe('192.0.2.1');
  });

  it('--check-config prints every variable with the secrets masked', () => {
    const out = describeConfig({
      DATABASE_URL: 'postgres://hr:s3cret@db:5432/hr',
      METRICS_TOKEN: 'tok-123',
      SMTP_URL: 'smtp://mailer:pw@mail:587',
      PORT: '9000',
    });
    expect(out).toContain('PORT=9000\n');
    expect(out).toContain('DATABASE_URL=postgres://hr:***@db:5432/hr');
    expect(out).toContain('SMTP_URL=smtp://mailer:***@mail:587');
    expect(out).toContain('METRICS_TOKEN=***');
    expect(out).toContain('RETENTION_DAYS=90  (default)');
    expect(out).not.toMatch(/s3cret|tok-123|:pw@/);
    expect(out.split('\n')).toHaveLength(Object.keys(VARIABLES).length);
  });

  it('no file of the server reads process.env but config.ts, and the README lists every variable once', () => {
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, e.name);
        if (e.isDirectory()) walk(path);
        else if (/\.ts$/.test(e.name) && !/\.(test|fixture|fixtures)\.ts$/.test(e.name) && readFileSync(path, 'utf8').includes('process.env'))
          readers.push(path);
      }
    };
    walk(join(serverRoot, 'src'));
    expect(readers.map((p) => p.slice(serverRoot.length + 1))).toEqual(['src/platform/config.ts']);
    const readme = readFileSync(join(serverRoot, '..', '..', 'README.md'), 'utf8');
    const rows = readme.split('\n').filter((l) => l.startsWith('| `'));
    const named = rows.flatMap((l) => [...l.split(' | ')[0]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!));
    expect(named.filter((n, i) => named.indexOf(n) !== i)).toEqual([]);
    for (const name of Object.keys(VARIABLES)) expect(named, name).toContain(name);
  });
});
