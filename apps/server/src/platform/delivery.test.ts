import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../test/helpers.js';

// A built web app as the web build leaves it: an asset with its brotli and gzip copies.
const dist = mkdtempSync(join(tmpdir(), 'hr-dist-'));
const script = 'console.log("a hashed asset");'.repeat(100);
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>HR</title>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp({ webDist: dist, metricsToken: 'scrape-token' });
  admin = await t.login();
});
afterAll(async () => t?.close());

describe('delivery', () => {
  it('serves hashed assets precompressed and cached for a year, the page itself revalidated', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBeLessThan(script.length / 10);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const page = await t.app.inject({ method: 'GET', url: '/staff' });
    expect(page.body).toContain('<title>HR</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends a hashed script without the headers only a page obeys, and the page with all of them', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers.vary).toBe('accept-encoding');
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'etag']) expect(asset.headers[name]).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/staff' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
  });

  it('answers /metrics to an administrator or the metrics token only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    await t.get(admin, '/api/blade-system/post/page');
    const byToken = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-token' } });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.body).toMatch(/http_requests_total\{method="GET",route="\/api\/blade-system\/post\/page",status="200"\} 1/);
    expect(byToken.body).toMatch(/queue_backlog\{queue="outbox",state="pending"\} \d+/);
    const bySession = await t.app.inject({ method: 'GET', url: '/metrics', headers: admin.headers });
    expect(bySession.statusCode).toBe(200);
    expect(bySession.body).toContain('http_request_duration_seconds_bucket');
  });
});
