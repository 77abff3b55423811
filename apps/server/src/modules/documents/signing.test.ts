import { displayDateIn } from '@hr/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { nextId } from '../../platform/db/ids.js';
import { drainJobs } from '../../platform/jobs.js';
import { dept } from '../system/system.tables.js';
import { interview } from '../recruit/recruit.tables.js';
import { S } from '../recruit/status.js';
import { candidatePath } from '../recruit/candidate-links.js';
import { salarySettlement } from '../settlement/settlement.tables.js';
import { workerEmployment } from '../worker/worker.tables.js';
import { makeWorker } from '../leave/leave.fixtures.js';
import { storeFile } from '../resource/attach.service.js';
import { sha256 } from './signing.service.js';
import { docBatch } from './signing.tables.js';

/** Signing the offer and the contract, HR's countersignature, the printable pages as PDF and the month's payslips as one ZIP. */

let t: TestApp;
let admin: Session;
let ctx: ServiceContext;
let company: string;
const P = '/api/mcc-staff';
const BATCH = '/api/mcc-worker/workersalarysettlement/payslipBatch';
/** A 1x1 PNG (the pages send the 300x180 canvas drawn in blue; the server takes any PNG or JPEG). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
/** How many images a PDF draws (poppler's pdfimages; an image's alpha mask is not counted). */
function imagesIn(pdf: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), 'pdfimg-'));
  writeFileSync(join(dir, 'a.pdf'), pdf);
  const rows = execFileSync('pdfimages', ['-list', join(dir, 'a.pdf')])
    .toString()
    .trim()
    .split('\n')
    .slice(2);
  return rows.filter((r) => r.trim().split(/\s+/)[2] === 'image').length;
}
async function download(s: Session | null, url: string, query: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url, query, headers: s?.headers ?? {} });
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    disposition: String(res.headers['content-disposition'] ?? ''),
    body: res.rawPayload,
    json: () => res.json(),
  };
}
/** A signed file link opened as the browser would (no session). */
async function openLink(link: string) {
  const res = await t.app.inject({ method: 'GET', url: link });
  return { status: res.statusCode, body: res.rawPayload };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  ctx = await t.serviceContext(admin);
  company = nextId();
  await t.db
    .insert(dept)
    .values({
      id: company,
      tenantId: '000000',
      deptName: 'Harbour Works',
      fullName: 'Harbour Works Pte Ltd',
      deptCategory: 1,
      uen: '202012345M',
      regAddress: '1 Harbourfront Walk, Singapore 098585',
    });
});
afterAll(async () => t?.close());

async function interviewAt(status: number, name: string, offer: Record<string, unknown> | null) {
  const id = nextId();
  await t.db
    .insert(interview)
    .values({
      id,
      tenantId: '000000',
      name,
      email: `${id}@example.com`,
      jobName: 'Safety officer',
      companyId: company,
      status,
      offer,
      offerSendTime: offer ? '2026-08-03 10:00:00' : null,
    });
  return id;
}
const tokenOf = (id: string, kind: 'offer' | 'contract') => new URL(candidatePath(t.app, id, kind), 'http://x').searchParams.get('token')!;

describe('the company logo in the letterhead', () => {
  it('keeps a PNG or JPEG logo on the company record and draws it at the head of every document', async () => {
    const id = await interviewAt(S.LEADER_APPROVED, 'Logo Check', { offerTemplate: 'offer_parmanent', commenceDate: '2026-09-01' });
    const before = (await download(admin, `${P}/offer/pdf`, { interviewId: id })).body;
    expect(imagesIn(before)).toBe(0);
    const png = await storeFile(ctx, { content: Buffer.from(PNG.split(',')[1]!, 'base64'), originalName: 'logo.png', mimetype: 'image/png' });
    const text = await storeFile(ctx, { content: Buffer.from('not an image'), originalName: 'logo.txt', mimetype: 'text/plain' });
    const row = (await t.get(admin, '/api/blade-system/dept/detail', { id: company })).data;
    expect((await t.post(admin, '/api/blade-system/dept/submit', { ...row, logo: text.attachId })).msg).toMatch(/^logo: must be a PNG or JPEG image/);
    expect((await t.post(admin, '/api/blade-system/dept/submit', { ...row, logo: '1999999999999999999' })).msg).toMatch(/^logo: unknown attachment/);
    expect((await t.post(admin, '/api/blade-system/dept/submit', { ...row, logo: png.attachId })).code).toBe(200);
    expect((await t.get(admin, '/api/blade-system/dept/detail', { id: company })).data.logoFile).toMatchObject({
      attachId: png.attachId,
      originalName: 'logo.png',
    });
    const after = (await download(admin, `${P}/offer/pdf`, { interviewId: id })).body;
    expect(imagesIn(after)).toBe(1);
    expect(textOf(after)).toContain('Harbour Works Pte Ltd');
  });
});

describe('the candidate signs the offer', () => {
  it('accepts the offer with a signature; the signed letter is kept with its evidence and never changes', async () => {
    const id = await interviewAt(S.OFFER_SENT, '周杰 Zhou Jie', {
      offerTemplate: 'offer_contract',
      commenceDate: '2026-11-02',
      endDate: '2027-11-01',
      contractPeriod: '12 months',
    });
    const sign = (body: Record<string, unknown>) =>
      t.post(null, '/api/mcc-open/recruit/offer/signature', body, { headers: { 'user-agent': 'Phone browser 2.0' } });
    expect((await sign({ token: tokenOf(id, 'contract'), signature: PNG })).status).toBe(403);
    expect((await sign({ token: tokenOf(id, 'offer'), signature: 'data:image/png;base64,AAAA' })).msg).toMatch(/^signature: the file is not a PNG image/);
    const signed = await sign({ token: tokenOf(id, 'offer'), signature: PNG });
    expect(signed.code).toBe(200);
    expect(signed.data.status).toBe(S.OFFER_CONFIRMED);
    const [ev] = (await t.get(admin, `${P}/recruitmentcontract/signatures`, { interviewId: id })).data;
    expect(ev).toMatchObject({
      kind: 'offer',
      signerName: '周杰 Zhou Jie',
      signedTime: signed.data.confirmOfferTime,
      address: '127.0.0.1',
      userAgent: 'Phone browser 2.0',
      signature: expect.stringMatching(/^data:image\/png;base64,/),
    });
    // what is kept is the image gate's re-encoded PNG, never the bytes that were sent
    const pdf = await download(admin, `${P}/offer/pdf`, { interviewId: id });
    expect(pdf.disposition).toContain('(signed).pdf');
    expect(sha256(pdf.body)).toBe(ev.sha256);
    const text = textOf(pdf.body);
    for (const s of [
      '周杰 Zhou Jie',
      '02 Nov 2026',
      '01 Nov 2027',
      '12 months',
      `Signed electronically on ${displayDateIn(signed.data.confirmOfferTime, 'en', { time: true })}`,
    ])
      expect(text).toContain(s);
    expect(imagesIn(pdf.body)).toBe(2); // the company logo and the signature
    // the kept attachment is the same file; a second signature is refused
    const kept = await openLink(ev.fileLink);
    expect(kept.status).toBe(200);
    expect(sha256(kept.body)).toBe(ev.sha256);
    expect((await sign({ token: tokenOf(id, 'offer'), signature: PNG })).status).toBe(409);
  });
});

describe('the contract: the candidate signs, HR countersigns', () => {
  it('keeps the final letter with both signatures as an attachment; no change and no second countersignature', async () => {
    const id = await interviewAt(S.OFFER_CONFIRMED, '林美玲 Lim Mei Ling', { offerTemplate: 'offer_parmanent' });
    const contract = {
      interviewId: id,
      contractTemplate: 'loa_contract',
      name: '林美玲 Lim Mei Ling',
      email: 'mei@example.com',
      mobile: '+65 8111 2222',
      company: 'Harbour Works Pte Ltd',
      nric: 'S9322222C',
      entryDate: '2026-12-01',
      contractCommenceDate: '2026-12-01',
      employmentDuration: 12,
      contractEndDate: '2027-11-30',
      basicSalary: 5200,
      jobName: 'Safety officer',
    };
    expect((await t.post(admin, `${P}/recruitmentcontract/generate`, contract)).code).toBe(200);
    const countersign = () =>
      t.post(admin, `${P}/recruitmentcontract/countersign`, { interviewId: id, signature: PNG }, { headers: { 'user-agent': 'HR desk' } });
    const early = await countersign();
    expect(early.status).toBe(409);
    expect(early.msg).toMatch(/once the candidate has signed/);
    // the uploaded-image alternative: any PNG or JPEG the candidate chooses
    const signed = await t.post(null, '/api/mcc-open/recruit/contract/signature', {
      token: tokenOf(id, 'contract'),
      signName: '林美玲 Lim Mei Ling',
      signature: PNG,
    });
    expect(signed.code).toBe(200);
    const done = await countersign();
    expect(done.code).toBe(200);
    expect(done.data.map((d: { kind: string }) => d.kind)).toEqual(['contract', 'countersign']);
    const final = done.data[1];
    expect(final).toMatchObject({ signerName: expect.any(String), userAgent: 'HR desk', address: '127.0.0.1' });
    const pdf = await download(admin, `${P}/recruitmentcontract/pdf`, { interviewId: id });
    expect(pdf.disposition).toContain('(countersigned).pdf');
    expect(sha256(pdf.body)).toBe(final.sha256);
    expect(sha256((await openLink(final.fileLink)).body)).toBe(final.sha256);
    const text = textOf(pdf.body);
    for (const s of [
      '林美玲 Lim Mei Ling',
      'SGD 5,200.00',
      '01 Dec 2026',
      '30 Nov 2027',
      `Signed electronically on ${displayDateIn(signed.data.contractSignTime, 'en', { time: true })}`,
      'Countersigned electronically on',
    ])
      expect(text).toContain(s);
    expect(imagesIn(pdf.body)).toBe(3); // the company logo and both signatures
    expect((await countersign()).status).toBe(409);
    expect((await t.post(admin, `${P}/recruitmentcontract/generate`, { ...contract, basicSalary: 9000 })).status).toBe(409);
    // the key terms still read from the contract
    expect(textOf((await download(admin, `${P}/recruitmentcontract/ketPdf`, { interviewId: id })).body)).toContain('SGD 5,200.00');
  });

  it('keeps the letter in the language the candidate signed it in, whatever language HR countersigns in', async () => {
    const id = await interviewAt(S.OFFER_CONFIRMED, '何静 Ho Jing', { offerTemplate: 'offer_parmanent' });
    const contract = {
      interviewId: id,
      contractTemplate: 'loa_contract',
      name: '何静 Ho Jing',
      email: 'hj@example.com',
      mobile: '+65 8222 3333',
      company: 'Harbour Works Pte Ltd',
      nric: 'S9433333D',
      entryDate: '2026-12-01',
      contractCommenceDate: '2026-12-01',
      employmentDuration: 12,
      contractEndDate: '2027-11-30',
      basicSalary: 4100,
      jobName: 'Planner',
    };
    expect((await t.post(admin, `${P}/recruitmentcontract/generate`, contract)).code).toBe(200);
    const page = await t.call(null, 'GET', '/api/mcc-open/recruit/contract', { token: tokenOf(id, 'contract') }, { headers: { 'blade-language': 'zh' } });
    expect(page.data.html).toContain('聘书（合同）');
    expect(page.data.html).toContain('2026年12月1日');
    const signed = await t.post(
      null,
      '/api/mcc-open/recruit/contract/signature',
      { token: tokenOf(id, 'contract'), signName: '何静 Ho Jing', signature: PNG },
      { headers: { 'blade-language': 'zh' } },
    );
    expect(signed.code).toBe(200);
    expect(
      (await t.post(admin, `${P}/recruitmentcontract/countersign`, { interviewId: id, signature: PNG }, { headers: { 'blade-language': 'en' } })).code,
    ).toBe(200);
    const text = textOf((await download(admin, `${P}/recruitmentcontract/pdf`, { interviewId: id })).body);
    for (const s of ['聘书（合同）', '2026年12月1日', '电子签署', '电子会签', '第 1 页，共 1 页']) expect(text).toContain(s);
    expect(text).not.toContain('Countersigned electronically');
  });

  it('answers 404 for another tenant and 403 without the interview edit code', async () => {
    const foreign = nextId();
    await t.db.insert(interview).values({ id: foreign, tenantId: '000001', name: 'Elsewhere', email: 'e@example.com', status: S.CONTRACT_SIGNED });
    expect((await t.post(admin, `${P}/recruitmentcontract/countersign`, { interviewId: foreign, signature: PNG })).status).toBe(404);
    expect((await download(admin, `${P}/recruitmentcontract/signatures`, { interviewId: foreign })).status).toBe(404);
    const viewer = await signInWith(t, { account: 'sig-viewer', codes: ['interview_view'] });
    expect((await t.post(viewer, `${P}/recruitmentcontract/countersign`, { interviewId: foreign, signature: PNG })).status).toBe(403);
  });
});

describe('the printable pages as PDF', () => {
  it('draws the interview evaluation once evaluated (409 before, 404 out of scope)', async () => {
    const id = await interviewAt(S.ARRANGED, '黄伟 Wong Wei', null);
    const early = await download(admin, `${P}/interview/evaluationPdf`, { interviewId: id });
    expect(early.status).toBe(409);
    await t.db
      .update(interview)
      .set({
        status: S.EVALUATED,
        result: 1,
        evaluation: 'Strong site experience',
        evaluatorName: 'Grace Ho',
        evaluationTime: '2026-07-01 15:00:00',
        interviewDate: '2026-07-01 10:00:00',
        feedbackScore: '4,3,3,4,4',
      })
      .where(eq(interview.id, id));
    const r = await download(admin, `${P}/interview/evaluationPdf`, { interviewId: id });
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/pdf');
    expect(r.disposition).toContain('Interview%20evaluation');
    const text = textOf(r.body);
    for (const s of [
      'Interview evaluation: 黄伟 Wong Wei',
      'Safety officer',
      '01 Jul 2026',
      'Pass',
      'Strong site experience',
      'Grace Ho',
      'Excellent',
      'Page 1 of 1',
    ])
      expect(text).toContain(s);
    const foreign = nextId();
    await t.db.insert(interview).values({ id: foreign, tenantId: '000001', name: 'Elsewhere', email: 'x@example.com', status: S.EVALUATED, result: 1 });
    expect((await download(admin, `${P}/interview/evaluationPdf`, { interviewId: foreign })).status).toBe(404);
  });

  it('draws a request with its form and history for whoever may read it (404 for others)', async () => {
    const workerId = await makeWorker(t.db, { name: 'Print Worker' });
    await t.db.insert(workerEmployment).values({ tenantId: '000000', workerId, basicHourWage: '11.00' });
    const gen = await t.post(admin, '/api/mcc-worker/workersalarysettlement/generate', { workerId, resignDate: '2026-06-30' });
    expect(gen.code).toBe(200);
    const sent = await t.post(admin, '/api/mcc-worker/workersalarysettlement/send', { id: gen.data.id });
    const list = (await t.get(admin, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as {
      processId: string;
      processInstanceId: string;
      requestNo: string;
    }[];
    const { processId, requestNo } = list.find((x) => x.processInstanceId === sent.data.processInstanceId)!;
    const r = await download(admin, `${P}/processfield/printPdf`, { processId });
    expect(r.status).toBe(200);
    const text = textOf(r.body);
    expect(requestNo).toMatch(/^[A-Z]+-\d{4}-\d+$/);
    for (const s of ['Approval history', requestNo, 'Print Worker']) expect(text).toContain(s);
    const stranger = await signInWith(t, { account: 'print-stranger', codes: [] });
    expect((await download(stranger, `${P}/processfield/printPdf`, { processId })).status).toBe(404);
  });
});

describe("a month's payslips as one job", () => {
  it('draws one PDF per approved settlement of the month into one ZIP, with progress; only the asker sees it', async () => {
    const names = ['Ahmad Bin Ali', '陈大文 Chan Tai Man', 'Kumar Raj'];
    for (const [i, name] of names.entries()) {
      const workerId = await makeWorker(t.db, { name });
      await t.db
        .insert(salarySettlement)
        .values({ tenantId: '000000', workerId, resignDate: `2026-05-${10 + i}`, periodStart: '2026-05-01', settlementStatus: 2 });
    }
    // a draft and another month are left out
    const other = await makeWorker(t.db, { name: 'Draft Only' });
    await t.db
      .insert(salarySettlement)
      .values({ tenantId: '000000', workerId: other, resignDate: '2026-05-20', periodStart: '2026-05-01', settlementStatus: 0 });
    // before drawing, the month says what it covers: three approved, one still a draft; a month with none says so
    expect((await t.get(admin, `${BATCH}/month`, { month: '2026-05' })).data).toEqual({ month: '2026-05', approved: 3, waiting: 0, drafts: 1 });
    expect((await t.get(admin, `${BATCH}/month`, { month: '2025-01' })).data).toMatchObject({ approved: 0, waiting: 0, drafts: 0 });
    expect((await t.get(admin, `${BATCH}/month`, { month: '2026-13' })).status).toBe(400);
    expect((await t.post(admin, BATCH, { month: '2026-13' })).msg).toMatch(/^month: .*must be a month as YYYY-MM/);
    expect((await t.post(admin, BATCH, { month: '2025-01' })).status).toBe(409);
    const started = await t.post(admin, BATCH, { month: '2026-05' });
    expect(started.data).toMatchObject({ period: '2026-05', total: 3, done: 0, state: 'pending', fileLink: null });
    const stranger = await signInWith(t, { account: 'batch-other', codes: ['salary_settlement_view'] });
    expect((await t.get(stranger, `${BATCH}/detail`, { id: started.data.id })).status).toBe(404);
    await drainJobs(t.app);
    const finished = (await t.get(admin, `${BATCH}/detail`, { id: started.data.id })).data;
    expect(finished).toMatchObject({ total: 3, done: 3, state: 'done' });
    const zip = await openLink(finished.fileLink);
    expect(zip.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    writeFileSync(join(dir, 'p.zip'), zip.body);
    execFileSync('unzip', ['-q', join(dir, 'p.zip'), '-d', join(dir, 'out')]);
    const files = readdirSync(join(dir, 'out')).sort();
    expect(files).toHaveLength(3);
    expect(files.every((f) => f.endsWith('.pdf'))).toBe(true);
    const texts = files.map((f) => execFileSync('pdftotext', ['-layout', join(dir, 'out', f), '-']).toString('utf8'));
    for (const [i, name] of names.entries()) expect(texts.some((x) => x.includes(name) && x.includes(`01 May 2026 to ${10 + i} May 2026`))).toBe(true);
    expect((await t.post(admin, `${BATCH}/cancel`, { id: started.data.id })).status).toBe(409);
  });

  it('draws the payslips in the language of who started the batch', async () => {
    const workerId = await makeWorker(t.db, { name: '郑浩 Zheng Hao' });
    await t.db.insert(salarySettlement).values({ tenantId: '000000', workerId, resignDate: '2026-03-12', periodStart: '2026-03-01', settlementStatus: 2 });
    const started = await t.post(admin, BATCH, { month: '2026-03' }, { headers: { 'blade-language': 'zh' } });
    expect(started.code).toBe(200);
    await drainJobs(t.app);
    const finished = (await t.get(admin, `${BATCH}/detail`, { id: started.data.id })).data;
    expect(finished.state).toBe('done');
    const zip = await openLink(finished.fileLink);
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    writeFileSync(join(dir, 'p.zip'), zip.body);
    execFileSync('unzip', ['-q', join(dir, 'p.zip'), '-d', join(dir, 'out')]);
    const [file] = readdirSync(join(dir, 'out'));
    expect(file).toMatch(/^工资单 - /);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'out', file!), '-']).toString('utf8');
    for (const s of ['分项工资单', '郑浩 Zheng Hao', '2026年3月1日 至 2026年3月12日']) expect(text).toContain(s);
  });

  it('stops a cancelled batch before drawing', async () => {
    const workerId = await makeWorker(t.db, { name: 'Cancel Me' });
    await t.db.insert(salarySettlement).values({ tenantId: '000000', workerId, resignDate: '2026-04-10', periodStart: '2026-04-01', settlementStatus: 2 });
    const started = await t.post(admin, BATCH, { month: '2026-04' });
    const cancelled = await t.post(admin, `${BATCH}/cancel`, { id: started.data.id });
    expect(cancelled.data.state).toBe('cancelled');
    await drainJobs(t.app);
    const [row] = await t.db.select().from(docBatch).where(eq(docBatch.id, started.data.id));
    expect(row).toMatchObject({ state: 'cancelled', done: 0, attachId: null });
  });
});
