import { deflateSync, createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, createTestApp, type Session, type TestApp } from './helpers.js';
import { nextId } from '../src/platform/db/ids.js';
import { renderPdf, documentWords, PdfRenderError } from '../src/platform/pdf.js';
import type { SafeImage } from '../src/platform/images.js';
import { storeFile } from '../src/modules/resource/attach.service.js';
import { dept } from '../src/modules/system/system.tables.js';
import { interview } from '../src/modules/recruit/recruit.tables.js';
import { S } from '../src/modules/recruit/status.js';
import { candidatePath } from '../src/modules/recruit/candidate-links.js';

/*
 * Hostile files never stop the service (issue 35, section 1). A corpus of malformed files (cut and corrupt
 * PNG and JPEG, decompression bombs, polyglots, a cut PDF and a cut workbook) goes through every upload,
 * signature and import route: each is a 400 that names the field, in well under a second, and the process
 * serving them is the same one afterwards. The 73-byte PNG stopped the whole process before: pdfkit's PNG
 * decoder throws inside a zlib callback no `try` can catch.
 */

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    let c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function png(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** The probe's file: a 16x16 RGBA PNG whose zlib stream is cut short (73 bytes). */
const cutPng = png(16, 16, deflateSync(Buffer.alloc(16 * 65, 0x5a)).subarray(0, 16));
/** A whole zlib stream of the wrong length: decodes to too few rows. */
const corruptPng = png(64, 64, deflateSync(Buffer.from('these are not the rows of a 64x64 image')));

/** 7000x7000 RGBA of zeros: about 190 KB on the wire, 196 MB once decoded. Deflated row by row, never held whole. */
async function bombPng(): Promise<Buffer> {
  const side = 7000;
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + side * 4);
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  return png(side, side, Buffer.concat(out));
}

let t: TestApp;
let admin: Session;
let corpus: { name: string; file: string; type: string; bytes: Buffer }[];
let goodPng: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  goodPng = await sharp({ create: { width: 300, height: 180, channels: 4, background: { r: 20, g: 40, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
  const goodJpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  // a JPEG whose frame header claims 60000x60000 pixels
  const bombJpeg = Buffer.from(goodJpeg);
  const sof = bombJpeg.indexOf(Buffer.from([0xff, 0xc0]));
  bombJpeg.writeUInt16BE(60000, sof + 5);
  bombJpeg.writeUInt16BE(60000, sof + 7);
  const zipTail = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml'), Buffer.alloc(64, 7)]);
  corpus = [
    { name: 'cut PNG (73 bytes)', file: 'cut.png', type: 'image/png', bytes: cutPng },
    { name: 'corrupt PNG', file: 'corrupt.png', type: 'image/png', bytes: corruptPng },
    { name: 'PNG bomb 7000x7000', file: 'bomb.png', type: 'image/png', bytes: await bombPng() },
    { name: 'cut JPEG', file: 'cut.jpg', type: 'image/jpeg', bytes: goodJpeg.subarray(0, Math.floor(goodJpeg.length / 2)) },
    { name: 'corrupt JPEG', file: 'corrupt.jpg', type: 'image/jpeg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]) },
    { name: 'JPEG bomb 60000x60000', file: 'bomb.jpg', type: 'image/jpeg', bytes: bombJpeg },
    {
      name: 'PNG and HTML polyglot',
      file: 'poly.png',
      type: 'image/png',
      bytes: Buffer.concat([goodPng, Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
    },
    { name: 'PNG and ZIP polyglot', file: 'poly2.png', type: 'image/png', bytes: Buffer.concat([goodPng, zipTail]) },
    {
      name: 'cut PDF',
      file: 'cut.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj << /Type /Pa'),
    },
    { name: 'cut workbook', file: 'cut.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: zipTail },
  ];
  const company = nextId();
  await t.db.insert(dept).values({ id: company, tenantId: '000000', deptName: 'Harbour Works', fullName: 'Harbour Works Pte Ltd', deptCategory: 1 });
  companyId = company;
}, 120_000);
afterAll(async () => t?.close());

let companyId: string;
const boundary = 'hostilecorpusboundary';
function multipart(fileName: string, type: string, bytes: Buffer) {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}
async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

async function interviewAt(status: number) {
  const id = nextId();
  await t.db
    .insert(interview)
    .values({
      id,
      tenantId: '000000',
      name: 'Probe Candidate',
      email: `${id}@example.com`,
      jobName: 'Rigger',
      companyId,
      status,
      offer: { offerTemplate: 'offer_parmanent' },
      offerSendTime: '2026-08-03 10:00:00',
    });
  return id;
}
const tokenOf = (id: string, kind: 'offer' | 'contract') => new URL(candidatePath(t.app, id, kind), 'http://x').searchParams.get('token')!;
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('hostile files never stop the process', () => {
  const pid = process.pid;

  it('refuses every file of the corpus on every upload and import route with a 400 in well under a second', async () => {
    const invitation = new URL(candidatePath(t.app, await interviewAt(S.INVITED), 'invitation'), 'http://x').searchParams.get('token')!;
    const routes = [
      '/api/blade-resource/oss/endpoint/put-file-attach',
      '/api/blade-resource/oss/endpoint/put-file-attach2',
      `/api/mcc-open/recruit/invitation/upload?token=${encodeURIComponent(invitation)}`,
      '/api/mcc-staff/staff/importStaff',
      '/api/mcc-worker/attendance/import',
      '/api/mcc-worker/dwellbuilding/blkExcel2',
      '/api/mcc-worker/dwellroom/unitExcel2',
      '/api/mcc-worker/info/addWorker2',
    ];
    const failures: string[] = [];
    for (const url of routes) {
      const send = (f: (typeof corpus)[number]) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { ...(url.includes('mcc-open') ? { authorization: BASIC } : admin.headers), 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: multipart(f.file, f.type, f.bytes),
        });
      // a route's first call loads its code (the workbook reader, the decoder): timed from the second on, as a
      // service that has been up a while answers; its answer is checked all the same
      const first = await send(corpus[0]!);
      if (first.statusCode !== 400) failures.push(`${url} ${corpus[0]!.name}: ${first.statusCode} on the first call`);
      for (const f of corpus) {
        const { answer: res, ms } = await timed(() => send(f));
        const body = res.json();
        if (res.statusCode !== 400 || !/^file\b/.test(String(body.msg)) || ms > 1000)
          failures.push(`${url} ${f.name}: ${res.statusCode} in ${Math.round(ms)} ms: ${body.msg}`);
      }
    }
    expect(failures).toEqual([]);
    expect(process.pid).toBe(pid);
  });

  it('refuses the corpus on the three signature routes, naming the signature; the process serves on', async () => {
    const images = corpus.filter((f) => f.type.startsWith('image/'));
    const failures: string[] = [];
    for (const f of images) {
      const offer = await interviewAt(S.OFFER_SENT);
      const calls = [
        () => t.post(null, '/api/mcc-open/recruit/offer/signature', { token: tokenOf(offer, 'offer'), signature: dataUrl(f.type, f.bytes) }),
        () =>
          t.post(null, '/api/mcc-open/recruit/contract/signature', {
            token: tokenOf(offer, 'contract'),
            signName: 'Probe Candidate',
            signature: dataUrl(f.type, f.bytes),
          }),
        () => t.post(admin, '/api/mcc-staff/recruitmentcontract/countersign', { interviewId: offer, signature: dataUrl(f.type, f.bytes) }),
      ];
      for (const call of calls) {
        const { answer, ms } = await timed(call);
        if (answer.status !== 400 || !/^signature: /.test(answer.msg) || ms > 1000)
          failures.push(`${f.name}: ${answer.status} in ${Math.round(ms)} ms: ${answer.msg}`);
      }
    }
    expect(failures).toEqual([]);
    // the 73-byte PNG, and the same process answers afterwards
    const id = await interviewAt(S.OFFER_SENT);
    const cut = await t.post(null, '/api/mcc-open/recruit/offer/signature', { token: tokenOf(id, 'offer'), signature: dataUrl('image/png', cutPng) });
    expect(cut.status).toBe(400);
    expect(cut.msg).toBe('signature: the image is damaged or incomplete and cannot be read');
    expect(process.pid).toBe(pid);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // a good signature still signs, and what is kept is the re-encoded image at the pad's size
    const signed = await t.post(null, '/api/mcc-open/recruit/offer/signature', { token: tokenOf(id, 'offer'), signature: dataUrl('image/png', goodPng) });
    expect(signed.code).toBe(200);
  });

  it('refuses the bomb before decoding it: under a second, memory flat', async () => {
    const bomb = corpus.find((f) => f.file === 'bomb.png')!;
    expect(bomb.bytes.length).toBeLessThan(300 * 1024);
    const id = await interviewAt(S.OFFER_SENT);
    const before = process.memoryUsage().rss;
    const { answer, ms } = await timed(() =>
      t.post(null, '/api/mcc-open/recruit/offer/signature', { token: tokenOf(id, 'offer'), signature: dataUrl('image/png', bomb.bytes) }),
    );
    expect(answer.status).toBe(400);
    expect(answer.msg).toBe('signature: the image is 7000x7000 pixels; at most 1200x600 is accepted');
    expect(ms).toBeLessThan(1000);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('checks the company logo through the same gate: too large a logo is a 400 naming it', async () => {
    const wide = await sharp({ create: { width: 2400, height: 100, channels: 3, background: '#1f3b63' } })
      .png()
      .toBuffer();
    const stored = await storeFile(await t.serviceContext(admin), { content: wide, originalName: 'wide-logo.png', mimetype: 'image/png' });
    const row = (await t.get(admin, '/api/blade-system/dept/detail', { id: companyId })).data;
    const res = await t.post(admin, '/api/blade-system/dept/submit', { ...row, logo: stored.attachId });
    expect(res.status).toBe(400);
    expect(res.msg).toBe('logo: the image is 2400x100 pixels; at most 2000x2000 is accepted');
  });

  it('a fault inside the PDF renderer fails that one document; the next one is drawn', async () => {
    const words = documentWords('en');
    // what the gate would have stopped, handed to the renderer as if it had passed: pdfkit's decoder ends its thread
    const unchecked = cutPng as SafeImage;
    await expect(
      renderPdf({ title: 'Probe', words, letterhead: { name: 'Harbour Works' } }, (w) => w.signedLine('Accepted by', 'Probe', unchecked, 'now')),
    ).rejects.toBeInstanceOf(PdfRenderError);
    expect(process.pid).toBe(pid);
    const pdf = await renderPdf({ title: 'After', words, letterhead: { name: 'Harbour Works' } }, (w) => w.paragraph('Still serving'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
