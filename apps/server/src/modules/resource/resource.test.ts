import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { nextId } from '../../platform/db/ids.js';
import { role, tenant, user } from '../system/system.tables.js';
import { startFakeS3, type FakeS3 } from './storage/fake-s3.js';

const UPLOAD = '/api/blade-resource/oss/endpoint/put-file-attach';

/** A real 2x2 RGB PNG, built byte by byte (signature, IHDR, IDAT, IEND with their CRCs). */
function pngBytes(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file part. */
function multipart(filename: string, content: Buffer, type: string, field = 'file') {
  const boundary = `----hrtest${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename.replace(/"/g, '%22')}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
let admin: Session;
let clerk: Session;
let other: Session;
let dataDir: string;

async function addUser(tenantId: string, account: string): Promise<void> {
  const roleId = nextId();
  await t.db.insert(role).values({ id: roleId, tenantId, roleName: 'Clerk', roleAlias: 'clerk' });
  await t.db
    .insert(user)
    .values({ tenantId, account, password: await hashPassword('Clerk@12345'), name: account, realName: account, roleId, isInitialPassword: 0 });
}

async function upload(session: Session | null, filename: string, content: Buffer, type: string, url = UPLOAD, field = 'file') {
  const body = multipart(filename, content, type, field);
  const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...(session?.headers ?? {}), ...body.headers } });
  return { status: res.statusCode, ...res.json() };
}

const fileUrl = (link: string) => link;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hr-resource-'));
  t = await createTestApp({ dataDir, uploadMaxBytes: 64 * 1024 });
  admin = await t.login();
  await addUser('000000', 'clerk');
  await t.db.insert(tenant).values({ tenantId: '200002', tenantName: 'Other company' });
  await addUser('200002', 'outsider');
  clerk = await t.login('clerk', 'Clerk@12345');
  other = await t.login('outsider', 'Clerk@12345', '200002');
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('uploads and downloads', () => {
  it('round-trips a PNG: upload, download byte-identical, signed link without a token', async () => {
    const png = pngBytes();
    const up = await upload(clerk, 'staff photo.png', png, 'image/png');
    expect(up.status).toBe(200);
    expect(up.data).toMatchObject({ originalName: 'staff photo.png', domain: '' });
    expect(up.data.attachId).toMatch(/^\d+$/);
    expect(up.data.name).toMatch(/^upload\/\d{8}\/[0-9a-f]{32}\.png$/);
    expect(up.data.link).toMatch(new RegExp(`^/api/blade-resource/file/${up.data.attachId}\\?expires=\\d+&sig=[\\w-]+$`));

    const down = await t.app.inject({ method: 'GET', url: `/api/blade-resource/attach/download?id=${up.data.attachId}`, headers: admin.headers });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.headers['content-disposition']).toContain('attachment; filename="staff photo.png"');
    expect(Buffer.compare(down.rawPayload, png)).toBe(0);

    // an <img> can show it without any header
    const img = await t.app.inject({ method: 'GET', url: fileUrl(up.data.link) });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['content-disposition']).toMatch(/^inline;/);
    expect(Buffer.compare(img.rawPayload, png)).toBe(0);

    // stored under the generated name only
    const [folder] = await readdir(join(dataDir, 'files', 'upload'));
    expect(await readdir(join(dataDir, 'files', 'upload', folder))).toEqual([up.data.name.split('/').pop()]);
  });

  it('refuses expired and tampered links with 403, and signs fresh ones for the tenant', async () => {
    const up = await upload(clerk, 'p.png', pngBytes(), 'image/png');
    const link = new URL(up.data.link, 'http://x');
    const id = up.data.attachId as string;
    const sig = link.searchParams.get('sig')!;
    const expires = Number(link.searchParams.get('expires'));
    const past = Math.floor(Date.now() / 1000) - 10;
    const cases = [
      `/api/blade-resource/file/${id}?expires=${past}&sig=${sig}`,
      `/api/blade-resource/file/${id}?expires=${expires + 3600}&sig=${sig}`,
      `/api/blade-resource/file/${id}?expires=${expires}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
      `/api/blade-resource/file/${BigInt(id) + 1n}?expires=${expires}&sig=${sig}`,
    ];
    for (const url of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().success).toBe(false);
    }
    // the link really expires: one signed 1 hour ago for 1 second is refused
    const { signedLink } = await import('./attach.service.js');
    const old = signedLink(t.app.signingKey, id, 1, Date.now() - 3600_000);
    expect((await t.app.inject({ method: 'GET', url: old })).statusCode).toBe(403);

    const fresh = await t.get(clerk, '/api/blade-resource/attach/link', { id });
    expect(fresh.data.link).toMatch(/sig=/);
    expect((await t.app.inject({ method: 'GET', url: fresh.data.link })).statusCode).toBe(200);
  });

  it('refuses a .png that is really HTML with 400 naming the file, and other mismatches', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const fake = await upload(clerk, 'holiday.png', html, 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.msg).toContain('holiday.png');
    expect(fake.msg).toMatch(/not a PNG image/);

    const asText = await upload(clerk, 'notes.txt', html, 'text/plain');
    expect(asText.status).toBe(400);
    const declaredHtml = await upload(clerk, 'photo.png', pngBytes(), 'text/html');
    expect(declaredHtml.status).toBe(400);
    expect(declaredHtml.msg).toMatch(/declared as "text\/html"/);
    const exe = await upload(clerk, 'tool.exe', Buffer.from('MZ\x90\x00'), 'application/octet-stream');
    expect(exe.status).toBe(400);
    expect(exe.msg).toMatch(/tool\.exe.*not accepted/);
    const svg = await upload(clerk, 'logo.svg', Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml');
    expect(svg.status).toBe(400);
    const empty = await upload(clerk, 'empty.pdf', Buffer.alloc(0), 'application/pdf');
    expect(empty.status).toBe(400);
    expect(empty.msg).toMatch(/empty/);

    const csv = await upload(clerk, 'workers.csv', Buffer.from('name,phone\nAli,+6591234567\n'), 'application/vnd.ms-excel');
    expect(csv.status).toBe(200);
    const pdf = await upload(clerk, 'offer.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n'), 'application/pdf');
    expect(pdf.status).toBe(200);
  });

  it('refuses an oversized file and requests without a file', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(70 * 1024)]);
    const res = await upload(clerk, 'huge.png', big, 'image/png');
    expect(res.status).toBe(400);
    expect(res.msg).toMatch(/huge\.png.*larger than the limit/);

    const wrongField = await upload(clerk, 'p.png', pngBytes(), 'image/png', UPLOAD, 'upload');
    expect(wrongField.status).toBe(400);
    expect(wrongField.msg).toMatch(/field named "file"/);
    const json = await t.post(clerk, UPLOAD, { file: 'not a file' });
    expect(json.status).toBe(400);
    expect(json.msg).toMatch(/^file/);
    // two files, or fields before the file: the first file counts, the request ends cleanly
    const a = multipart('one.png', pngBytes(), 'image/png');
    const boundary = a.headers['content-type'].split('boundary=')[1];
    const twoParts = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="remark"\r\n\r\nhello\r\n`),
      a.payload.subarray(0, a.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="two.png"\r\nContent-Type: image/png\r\n\r\n`),
      pngBytes(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const two = await t.app.inject({ method: 'POST', url: UPLOAD, payload: twoParts, headers: { ...clerk.headers, ...a.headers } });
    expect(two.statusCode).toBe(200);
    expect(two.json().data.originalName).toBe('one.png');
    const broken = await t.app.inject({ method: 'POST', url: UPLOAD, payload: a.payload.subarray(0, 80), headers: { ...clerk.headers, ...a.headers } });
    expect(broken.statusCode).toBe(400);

    const anonymous = await upload(null, 'p.png', pngBytes(), 'image/png');
    expect(anonymous.status).toBe(401);
  });

  it('makes malicious names harmless (put-file-attach2)', async () => {
    const names = ['../../etc/passwd.png', '..\\..\\windows\\win.ini.png', `${'a'.repeat(600)}.png`, 'фото‮gnp.exe‬.png', '员工照片.png'];
    for (const name of names) {
      const up = await upload(clerk, name, pngBytes(), 'image/png', '/api/blade-resource/oss/endpoint/put-file-attach2');
      expect(up.status, name).toBe(200);
      expect(up.data.name).toMatch(/^upload\/\d{8}\/[0-9a-f]{32}\.png$/);
      expect(up.data.originalName).not.toMatch(/[\\/\u202e\u202c]/);
      expect(Array.from(up.data.originalName as string).length).toBeLessThanOrEqual(200);
      const down = await t.app.inject({ method: 'GET', url: `/api/blade-resource/attach/download?id=${up.data.attachId}`, headers: clerk.headers });
      expect(down.statusCode).toBe(200);
      expect(down.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[\x21-\x7e]+$/);
    }
    const unicode = await t.get(admin, '/api/blade-resource/attach/page', { originalName: '员工' });
    expect(unicode.data.records[0].originalName).toBe('员工照片.png');
    expect(await readdir(dataDir)).toEqual(['files']);
  });

  it('serves files only to their tenant', async () => {
    const up = await upload(clerk, 'mine.png', pngBytes(), 'image/png');
    const theirs = await t.app.inject({ method: 'GET', url: `/api/blade-resource/attach/download?id=${up.data.attachId}`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect((await t.get(other, '/api/blade-resource/attach/link', { id: up.data.attachId })).status).toBe(404);
    const noToken = await t.app.inject({ method: 'GET', url: `/api/blade-resource/attach/download?id=${up.data.attachId}` });
    expect(noToken.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/blade-resource/attach/download?id=${up.data.attachId}`, headers: clerk.headers })).statusCode).toBe(
      200,
    );
  });
});

describe('attachments list', () => {
  it('pages, details with fresh links and removes attachments (administrators)', async () => {
    const up = await upload(clerk, 'listed.png', pngBytes(), 'image/png');
    const page = await t.get(admin, '/api/blade-resource/attach/page', { originalName: 'listed' });
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({
      id: up.data.attachId,
      originalName: 'listed.png',
      extension: 'png',
      contentType: 'image/png',
      storage: 'local',
    });
    expect(page.data.records[0].link).toMatch(/sig=/);
    // the owner is named, not only its id
    expect(page.data.records[0].createUserName).toBe('clerk');
    expect((await t.get(clerk, '/api/blade-resource/attach/page')).status).toBe(403);
    expect((await t.get(other, '/api/blade-resource/attach/detail', { id: up.data.attachId })).status).toBe(403);
    const detail = await t.get(admin, '/api/blade-resource/attach/detail', { id: up.data.attachId });
    expect(detail.data.attachSize).toBe(pngBytes().length);
    expect((await t.post(admin, `/api/blade-resource/attach/remove?ids=${up.data.attachId}`)).code).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/blade-resource/attach/download?id=${up.data.attachId}`, headers: admin.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: detail.data.link })).statusCode).toBe(404);
  });
});

describe('object storage configs', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3('hr-bucket');
  });
  afterAll(async () => fake?.close());

  it('keeps the secret write-only, validates categories, and sends uploads to the enabled S3 store', async () => {
    const bad = await t.post(admin, '/api/blade-resource/oss/submit', { ossCode: 'x', category: 'ftp' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/category/);
    const incomplete = await t.post(admin, '/api/blade-resource/oss/submit', { ossCode: 'minio', category: 'minio', endpoint: fake.endpoint });
    expect(incomplete.status).toBe(400);
    expect(incomplete.msg).toMatch(/bucketName, accessKey, secretKey/);
    const badUrl = await t.post(admin, '/api/blade-resource/oss/submit', { ossCode: 'minio', category: 'minio', endpoint: 'javascript:alert(1)' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.msg).toMatch(/endpoint/);

    const secret = 'minio-secret-key-0123456789';
    const saved = await t.post(admin, '/api/blade-resource/oss/submit', {
      ossCode: 'minio',
      category: 'minio',
      endpoint: fake.endpoint,
      bucketName: 'hr-bucket',
      accessKey: 'AKMINIO',
      secretKey: secret,
      status: 2,
    });
    expect(saved.status).toBe(200);
    expect(saved.data.secretKey).toBe('******6789');
    expect(saved.data.status).toBe(1);
    expect((await t.get(admin, '/api/blade-resource/oss/list')).raw.body).not.toContain(secret);
    expect(saved.raw.body).not.toContain(secret);
    const detail = await t.get(admin, '/api/blade-resource/oss/detail', { id: saved.data.id });
    expect(detail.data.secretKey).toBe('******6789');
    // sending the mask back keeps the secret
    const edited = await t.post(admin, '/api/blade-resource/oss/submit', { ...detail.data, remark: 'site photos' });
    expect(edited.status).toBe(200);
    const local = await t.post(admin, '/api/blade-resource/oss/submit', { ossCode: 'disk', category: 'local' });

    expect((await t.post(admin, '/api/blade-resource/oss/enable', { id: saved.data.id })).code).toBe(200);
    const up = await upload(clerk, 'site.png', pngBytes(), 'image/png');
    expect(up.status).toBe(200);
    expect(fake.objects.get(up.data.name)?.body.equals(pngBytes())).toBe(true);
    expect(fake.authorizations.at(-1)).toMatch(/Credential=AKMINIO\//);
    const down = await t.app.inject({ method: 'GET', url: up.data.link });
    expect(down.statusCode).toBe(200);
    expect(Buffer.compare(down.rawPayload, pngBytes())).toBe(0);

    // one in use per tenant: enabling the disk store switches the S3 one off; old files still open
    expect((await t.post(admin, '/api/blade-resource/oss/enable', { id: local.data.id })).code).toBe(200);
    const list = await t.get(admin, '/api/blade-resource/oss/list');
    expect(list.data.filter((r: { status: number }) => r.status === 2).map((r: { id: string }) => r.id)).toEqual([local.data.id]);
    expect((await t.app.inject({ method: 'GET', url: `/api/blade-resource/attach/download?id=${up.data.attachId}`, headers: clerk.headers })).statusCode).toBe(
      200,
    );

    // an unreachable store is a plain 503, not an internal error
    const down503 = await t.post(admin, '/api/blade-resource/oss/submit', {
      ossCode: 'gone',
      category: 's3',
      endpoint: 'http://127.0.0.1:9',
      bucketName: 'b',
      accessKey: 'a',
      secretKey: 'secret-gone',
    });
    await t.post(admin, '/api/blade-resource/oss/enable', { id: down503.data.id });
    const refused = await upload(clerk, 'nowhere.png', pngBytes(), 'image/png');
    expect(refused.status).toBe(503);
    expect(refused.msg).toMatch(/file storage is not available/);
    await t.post(admin, '/api/blade-resource/oss/enable', { id: local.data.id });

    // another tenant neither sees nor enables these configs
    expect((await t.post(other, '/api/blade-resource/oss/enable', { id: saved.data.id })).status).toBe(403);
    expect((await t.get(clerk, '/api/blade-resource/oss/list')).status).toBe(403);
  });

  it('falls back to the S3_* store, then to disk, for a tenant without an enabled config', async () => {
    const { currentStore, storeNamed } = await import('./oss.service.js');
    const withEnv = { ...t.app.config, s3: { endpoint: fake.endpoint, region: 'us-east-1', bucket: 'hr-bucket', accessKey: 'AKENV', secretKey: 'env-secret' } };
    const env = await currentStore(t.db, withEnv, { tenantId: '200002' });
    expect(env).toMatchObject({ storage: 'env', store: { kind: 's3' } });
    await env.store.put('upload/20260101/env.txt', Buffer.from('env'), 'text/plain');
    expect(fake.objects.get('upload/20260101/env.txt')?.body.toString()).toBe('env');
    expect(fake.authorizations.at(-1)).toMatch(/Credential=AKENV\//);
    expect((await currentStore(t.db, t.app.config, { tenantId: '200002' })).storage).toBe('local');
    expect(await storeNamed(t.db, t.app.config, { tenantId: '200002' }, 'env')).toBeNull();
  });
});

describe('file links inside rich text', () => {
  it('renews links this server signed and leaves forged ones alone', async () => {
    const { refreshFileLinks, signedLink } = await import('./attach.service.js');
    const key = t.app.signingKey;
    const old = signedLink(key, '123', 60, Date.now() - 3600_000).replace('&', '&amp;');
    const forged = '/api/blade-resource/file/456?expires=1&amp;sig=forged';
    const html = `<p><img src="${old}"><img src="${forged}"></p>`;
    const fresh = refreshFileLinks(html, key, 3600);
    const renewed = /\/api\/blade-resource\/file\/123\?expires=(\d+)&amp;sig=([\w-]+)/.exec(fresh)!;
    expect(Number(renewed[1])).toBeGreaterThan(Date.now() / 1000 + 3000);
    expect(fresh).toContain(forged);
    const url = `/api/blade-resource/file/123?expires=${renewed[1]}&sig=${renewed[2]}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404); // valid signature, no such file
  });
});
