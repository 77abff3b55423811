import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../test/helpers.js';

// A built web app as the web build leaves it: an asset with its brotli and gzip copies.
const dist = mkdtempSync(join(tmpdir(), 'hr-dist-'));
const script = 'console.log("a hashed asset");'.repeat(100);
mkdirSync(join(dist, 'assets'));
const html = `<!doctype html><title>HR</title>${'<link rel="modulepreload" href="/assets/app-abc123.js">'.repeat(30)}`;
writeFileSync(join(dist, 'index.html'), html);
writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(html));
writeFileSync(join(dist, 'index.html.gz'), gzipSync(html));
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

  describe('compression', () => {
    const call = (url: string, encoding?: string, headers: Record<string, string> = admin.headers) =>
      t.app.inject({ method: 'GET', url, headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

    it('compresses a JSON answer over 1 KB with brotli or gzip, to the same JSON', async () => {
      const plain = await call('/api/blade-system/menu/list');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const json = plain.json();
      expect(json.success).toBe(true);

      const br = await call('/api/blade-system/menu/list', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);

      const gz = await call('/api/blade-system/menu/list', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(json);
    });

    it('leaves an answer under 1 KB, a workbook, a PDF and /metrics as they are', async () => {
      const small = await call('/api/health', 'br, gzip', {});
      expect(small.statusCode).toBe(200);
      expect(small.rawPayload.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toMatchObject({ status: 'up' });

      const xlsx = await call('/api/mcc-staff/staff/staffExcel', 'br, gzip');
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      expect(xlsx.headers['content-encoding']).toBeUndefined();
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

      const pdfBytes = Buffer.from(`%PDF-1.4\n${'% a comment line to pass the threshold\n'.repeat(60)}1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n`);
      const boundary = '----hrcompress';
      const up = await t.app.inject({
        method: 'POST',
        url: '/api/blade-resource/oss/endpoint/put-file-attach',
        headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="offer.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
          pdfBytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(up.statusCode).toBe(200);
      const pdf = await call(`/api/blade-resource/attach/download?id=${up.json().data.attachId}`, 'br, gzip');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-encoding']).toBeUndefined();
      expect(Buffer.compare(pdf.rawPayload, pdfBytes)).toBe(0);

      const metrics = await call('/metrics', 'br, gzip', { authorization: 'Bearer scrape-token' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.headers['content-encoding']).toBeUndefined();
    });

    it('sends the web app its own precompressed copies, never compressed again', async () => {
      const page = await call('/staff', 'br, gzip', {});
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toBe('accept-encoding');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toBe(html);
      const gz = await call('/staff', 'gzip', {});
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(html);
      const asset = await call('/assets/app-abc123.js', 'br', {});
      expect(brotliDecompressSync(asset.rawPayload).toString('utf8')).toBe(script);
    });
  });
});
