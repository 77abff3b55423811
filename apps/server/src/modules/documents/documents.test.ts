import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AttendanceSource, displayDateIn } from '@hr/contracts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { nextId } from '../../platform/db/ids.js';
import { dept } from '../system/system.tables.js';
import { interview } from '../recruit/recruit.tables.js';
import { S } from '../recruit/status.js';
import { workerEmployment } from '../worker/worker.tables.js';
import { salarySettlement } from '../settlement/settlement.tables.js';
import { makeWorker } from '../leave/leave.fixtures.js';
import { writeAttendance } from '../attendance/attendance.service.js';
import { moneyText } from './documents.service.js';
import { sha256 } from './signing.service.js';
import { candidatePath } from '../recruit/candidate-links.js';
import { companyToday } from '../system/clock.queries.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';

/** The PDF documents over HTTP, read back with poppler's pdftotext as a person would read them. */

let t: TestApp;
let admin: Session;
let ctx: ServiceContext;
const P = '/api/mcc-staff';
const SETTLEMENT = '/api/mcc-worker/workersalarysettlement';

/** The text of a PDF answer (pdftotext -layout keeps a table row on one line). */
function textOf(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}
async function download(s: Session | null, url: string, query: Record<string, string>, language?: string) {
  const res = await t.app.inject({ method: 'GET', url, query, headers: { ...(s?.headers ?? {}), ...(language ? { 'blade-language': language } : {}) } });
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    disposition: String(res.headers['content-disposition'] ?? ''),
    body: res.rawPayload,
    json: () => res.json(),
  };
}

let company: string;
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
      deptName: 'Straits Build',
      fullName: 'Straits Build Pte Ltd',
      deptCategory: 1,
      uen: '201912345K',
      regAddress: '10 Tuas Avenue 3, Singapore 639413',
    });
});
afterAll(async () => t?.close());

/** An interview put straight into a status with the approved leader values (the moves are tested in recruit). */
async function interviewAt(status: number, name: string, offer: Record<string, unknown> | null, tenantId = '000000') {
  const id = nextId();
  await t.db
    .insert(interview)
    .values({
      id,
      tenantId,
      name,
      email: `${id}@example.com`,
      jobName: 'Site engineer',
      companyId: company,
      status,
      offer,
      offerSendTime: offer ? '2026-08-03 10:00:00' : null,
    });
  return id;
}

describe('offer letter, letter of appointment and key employment terms', () => {
  it('draws the offer letter per offer template with the letterhead, the candidate (Chinese name too) and the dates', async () => {
    const id = await interviewAt(S.LEADER_APPROVED, '陈小明 Tan Xiao Ming', {
      offerTemplate: 'offer_contract',
      commenceDate: '2026-09-01',
      endDate: '2027-08-31',
      contractPeriod: '12 months',
      noticePeriod: '1 month',
    });
    const r = await download(admin, `${P}/offer/pdf`, { interviewId: id });
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/pdf');
    expect(r.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.disposition).toMatch(/^attachment; filename="Offer letter - _+ Tan Xiao Ming\.pdf"; filename\*=UTF-8''Offer%20letter%20-%20%E9%99%88/);
    const text = textOf(r.body);
    for (const s of [
      'Straits Build Pte Ltd',
      'UEN 201912345K',
      '10 Tuas Avenue 3',
      'Offer of contract employment',
      'Dear 陈小明 Tan Xiao Ming,',
      'Site engineer',
      '01 Sep 2026',
      '31 Aug 2027',
      '12 months',
      'Date: 03 Aug 2026',
      'Page 1 of 1',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('Work week basis');

    const intern = await interviewAt(S.OFFER_SENT, 'Nur Aisyah', { offerTemplate: 'offer_Internship', internship: '6 months', commenceDate: '2026-10-05' });
    const it = textOf((await download(admin, `${P}/offer/pdf`, { interviewId: intern })).body);
    expect(it).toContain('Offer of internship');
    expect(it).toContain('Nur Aisyah');
    expect(it).toContain('05 Oct 2026');
  });

  it('draws names in Arabic, Tamil and Burmese with their fonts and reads them back (scripts.test.ts has every script)', async () => {
    for (const name of ['محمد عبد الله', 'முருகன் செல்வம்', 'အောင်ကျော်']) {
      const id = await interviewAt(S.LEADER_APPROVED, name, { offerTemplate: 'offer_parmanent', commenceDate: '2026-09-01' });
      const r = await download(admin, `${P}/offer/pdf`, { interviewId: id });
      expect(r.status).toBe(200);
      // poppler wraps a right-to-left word in U+202B/U+202C and may set a shaped run apart on its line
      expect(
        textOf(r.body)
          .replace(/[\u202a-\u202e]/g, ' ')
          .replace(/\s+/g, ' '),
      ).toContain(name);
    }
  });

  it('answers 409 before the leader approval, 404 for another tenant and 403 without the interview code', async () => {
    const early = await interviewAt(S.PASSED, 'Early Bird', null);
    const r = await download(admin, `${P}/offer/pdf`, { interviewId: early });
    expect(r.status).toBe(409);
    expect(r.json().msg).toMatch(/once the leader approval is approved/);
    const foreign = await interviewAt(S.LEADER_APPROVED, 'Someone Else', { offerTemplate: 'offer_parmanent' }, '000001');
    expect((await download(admin, `${P}/offer/pdf`, { interviewId: foreign })).status).toBe(404);
    expect((await download(admin, `${P}/recruitmentcontract/pdf`, { interviewId: foreign })).status).toBe(404);
    expect((await download(admin, `${P}/offer/pdf`, { interviewId: 'abc' })).json().msg).toMatch(/interviewId/);
    const clerk = await signInWith(t, { account: 'doc-clerk', codes: [] });
    expect((await download(clerk, `${P}/offer/pdf`, { interviewId: early })).status).toBe(403);
    expect((await download(null, `${P}/offer/pdf`, { interviewId: early })).status).toBe(401);
  });

  it('draws the letter of appointment and the key terms from the contract form, signed or not; 409 before the contract', async () => {
    const id = await interviewAt(S.OFFER_CONFIRMED, '李娜 Li Na', { offerTemplate: 'offer_contract', workWeekBasis: '5 days a week', noticePeriod: '1 month' });
    for (const url of [`${P}/recruitmentcontract/pdf`, `${P}/recruitmentcontract/ketPdf`]) {
      const early = await download(admin, url, { interviewId: id });
      expect(early.status).toBe(409);
      expect(early.json().msg).toMatch(/once the contract is created/);
    }
    const saved = await t.post(admin, `${P}/recruitmentcontract/generate`, {
      interviewId: id,
      contractTemplate: 'loa_contract',
      name: '李娜 Li Na',
      email: 'lina@example.com',
      mobile: '+65 8123 4567',
      company: 'Straits Build Pte Ltd',
      nric: 'S8812345A',
      entryDate: '2026-09-01',
      contractCommenceDate: '2026-09-01',
      employmentDuration: 24,
      contractEndDate: '2028-08-31',
      jobName: 'Site engineer',
      basicSalary: 4850.5,
      allowance1: 200,
      deduction1: 50,
      annualDays: 14,
      trial1: -1,
      notice: '1 month',
    });
    expect(saved.code).toBe(200);

    const loa = await download(admin, `${P}/recruitmentcontract/pdf`, { interviewId: id });
    expect(loa.status).toBe(200);
    expect(loa.disposition).toContain("filename*=UTF-8''Letter%20of%20appointment%20-%20%E6%9D%8E");
    const letter = textOf(loa.body);
    for (const s of [
      'Letter of appointment (contract)',
      'Dear 李娜 Li Na,',
      'SGD 4,850.50',
      '01 Sep 2026',
      '31 Aug 2028',
      '24 months',
      'Probation',
      '0 months',
      'UEN 201912345K',
    ])
      expect(letter).toContain(s);
    expect(letter).not.toContain('Signed by');

    const ket = textOf((await download(admin, `${P}/recruitmentcontract/ketPdf`, { interviewId: id })).body);
    for (const s of [
      'Key employment terms',
      'Section A: Details of employment',
      'Straits Build Pte Ltd',
      '李娜 Li Na',
      'S8812345A',
      'Site engineer',
      '01 Sep 2026',
      '24 months',
      '31 Aug 2028',
      '5 days a week',
      'SGD 4,850.50',
      'SGD 200.00',
      'SGD 50.00',
      '14',
      '1 month',
    ])
      expect(ket).toContain(s);

    await t.db.update(interview).set({ status: S.CONTRACT_SIGNED, contractSignTime: '2026-08-20 09:30:00' }).where(eq(interview.id, id));
    expect(textOf((await download(admin, `${P}/recruitmentcontract/pdf`, { interviewId: id })).body)).toContain('Signed by 李娜 Li Na on 20 Aug 2026 09:30');
  });
});

describe('documents in the language of who asks for them', () => {
  it('draws the offer letter and the key terms in Chinese for a Chinese user, in English for an English one', async () => {
    const id = await interviewAt(S.OFFER_CONFIRMED, '陈静 Chen Jing', {
      offerTemplate: 'offer_contract',
      commenceDate: '2026-09-01',
      endDate: '2027-08-31',
      workWeekBasis: '5 days a week',
    });
    const zh = await download(admin, `${P}/offer/pdf`, { interviewId: id }, 'zh');
    expect(zh.status).toBe(200);
    expect(zh.disposition).toContain("filename*=UTF-8''%E5%BD%95%E7%94%A8"); // 录用通知书 - ...
    const offer = textOf(zh.body);
    for (const s of [
      '合同雇佣录用通知',
      '陈静 Chen Jing，您好：',
      '入职日期',
      '2026年9月1日',
      '2027年8月31日',
      '日期：2026年8月3日',
      '接受人',
      '第 1 页，共 1 页',
    ])
      expect(offer).toContain(s);
    for (const s of ['Offer of contract employment', 'Commence date', 'Page 1 of 1', '2026-09-01', 'Sep']) expect(offer).not.toContain(s);
    const en = textOf((await download(admin, `${P}/offer/pdf`, { interviewId: id }, 'en')).body);
    for (const s of ['Offer of contract employment', 'Commence date', '01 Sep 2026', 'Date: 03 Aug 2026', 'Page 1 of 1']) expect(en).toContain(s);
    expect(en).not.toContain('录用');

    const saved = await t.post(admin, `${P}/recruitmentcontract/generate`, {
      interviewId: id,
      contractTemplate: 'loa_contract',
      name: '陈静 Chen Jing',
      email: 'cj@example.com',
      mobile: '+65 8111 2222',
      company: 'Straits Build Pte Ltd',
      nric: 'S8899999C',
      entryDate: '2026-09-01',
      contractCommenceDate: '2026-09-01',
      employmentDuration: 12,
      contractEndDate: '2027-08-31',
      basicSalary: 4000,
      jobName: 'Planner',
      trial1: 3,
    });
    expect(saved.code).toBe(200);
    const ket = textOf((await download(admin, `${P}/recruitmentcontract/ketPdf`, { interviewId: id }, 'zh')).body);
    for (const s of ['主要雇佣条款', 'A 部分：雇佣详情', '雇佣开始日期', '2026年9月1日', '12 个月', '试用期', '3 个月', 'SGD 4,000.00'])
      expect(ket).toContain(s);
    const loa = textOf((await download(admin, `${P}/recruitmentcontract/pdf`, { interviewId: id }, 'zh')).body);
    for (const s of ['聘书（合同）', 'Straits Build Pte Ltd很高兴聘请您担任', '合同结束日期', '2027年8月31日']) expect(loa).toContain(s);
  });
});

describe('payslip of a worker salary settlement', () => {
  let workerId: string;
  let settlementId: string;
  beforeAll(async () => {
    workerId = await makeWorker(t.db, { name: '王强 Wang Qiang' });
    await t.db.insert(workerEmployment).values({ tenantId: '000000', workerId, basicHourWage: '12.50', overtimeRate: '1.5', mealAllowance: '5.00' });
    for (const [date, from, to] of [
      ['2026-07-06', '08:00', '19:00'],
      ['2026-07-07', '08:00', '17:00'],
    ] as const) {
      await writeAttendance(t.db, ctx.auth, {
        kind: 'day',
        person: { workerId },
        day: { attendanceDate: date, clockInTime: `${date} ${from}:00`, clockOutTime: `${date} ${to}:00`, source: AttendanceSource.IMPORT },
      });
    }
    const generated = await t.post(admin, `${SETTLEMENT}/generate`, { workerId, resignDate: '2026-07-15' });
    settlementId = generated.data.id;
    const updated = await t.post(admin, `${SETTLEMENT}/update`, {
      id: settlementId,
      additional: '1000',
      items: [
        { item: 'leavePay', salary: '180.40' },
        { item: 'advance', salary: '-300' },
      ],
    });
    expect(updated.code).toBe(200);
  });

  it('answers 409 until the settlement is approved, then the itemised payslip with gross wages, nett salary, period and payment date', async () => {
    const draft = await download(admin, `${SETTLEMENT}/payslip`, { id: settlementId });
    expect(draft.status).toBe(409);
    expect(draft.json().msg).toMatch(/once the settlement is approved/);
    const sent = await t.post(admin, `${SETTLEMENT}/send`, { id: settlementId });
    expect((await download(admin, `${SETTLEMENT}/payslip`, { id: settlementId })).status).toBe(409);
    const todo = (await t.get(admin, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as {
      taskId: string;
      processInstanceId: string;
      taskVersion: number;
    }[];
    const tk = todo.find((x) => x.processInstanceId === sent.data.processInstanceId)!;
    expect(
      (await t.post(admin, '/api/blade-flow/work/complete-task', { taskId: tk.taskId, flag: 'ok', comment: 'Approved', version: tk.taskVersion })).code,
    ).toBe(200);

    const r = await download(admin, `${SETTLEMENT}/payslip`, { id: settlementId });
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/pdf');
    expect(r.disposition).toContain('Payslip');
    const text = textOf(r.body);
    // paid today on the company's clock (Singapore), not the test machine's UTC date
    const today = displayDateIn(await companyToday(t.app, t.db, { tenantId: DEFAULT_TENANT }), 'en');
    // 16 normal hours at 12.50 (2 hours overtime at 18.75), 2 meals at 5.00, bonus 1000, leave pay 180.40, advance -300
    for (const s of [
      'Itemised payslip',
      '王强 Wang Qiang',
      'Salary period',
      '01 Jul 2026 to 15 Jul 2026',
      `Date of payment`,
      today,
      'SGD 12.50',
      'Overtime hours',
      '2.00 h',
      'SGD 18.75',
      'SGD 37.50',
      'Unused leave pay',
      '180.40',
      'Salary advance deduction',
      '-300.00',
      '1,000.00',
    ])
      expect(text).toContain(s);
    // gross = 200.00 + 37.50 + 10.00 + 1000 + 180.40; nett = gross - 300
    expect(text).toMatch(/Gross wages\s+1,427\.90/);
    expect(text).toMatch(/Nett salary\s+1,127\.90/);
    expect(text).toMatch(/Total hours\s+12\.50\s+16\.00 h\s+200\.00/);
    expect(text).toContain('Page 1 of 1');
  });

  it('draws the payslip in Chinese for a Chinese user: labels, seeded row names and dates', async () => {
    const r = await download(admin, `${SETTLEMENT}/payslip`, { id: settlementId }, 'zh');
    expect(r.status).toBe(200);
    const text = textOf(r.body);
    for (const s of [
      '分项工资单',
      '王强 Wang Qiang',
      '工资周期',
      '2026年7月1日 至 2026年7月15日',
      '最后工作日',
      '发薪日期',
      '加班工时',
      '2.00 小时',
      '应发工资',
      '实发工资',
      '第 1 页，共 1 页',
    ])
      expect(text).toContain(s);
    expect(text).toMatch(/总工时\s+12\.50\s+16\.00 小时\s+200\.00/);
    for (const s of ['Itemised payslip', 'Gross wages', 'Total hours', '2026-07-01']) expect(text).not.toContain(s);
  });

  it('answers 404 for another tenant and 403 without the settlement view code', async () => {
    const clerk = await signInWith(t, { account: 'pay-clerk', codes: [] });
    expect((await download(clerk, `${SETTLEMENT}/payslip`, { id: settlementId })).status).toBe(403);
    const foreign = nextId();
    await t.db
      .insert(salarySettlement)
      .values({ id: foreign, tenantId: '000001', workerId, resignDate: '2026-07-15', periodStart: '2026-07-01', settlementStatus: 2 });
    expect((await download(admin, `${SETTLEMENT}/payslip`, { id: foreign })).status).toBe(404);
    expect((await download(admin, `${SETTLEMENT}/payslip`, { id: '123456789' })).status).toBe(404);
  });
});

/** A 1x1 PNG (the candidate page sends a 300x180 canvas drawn in blue; the server takes any PNG or JPEG). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('signing the letter of appointment with a signature', () => {
  it('keeps the signed PDF with its hash, time, address and browser; the signed document no longer changes', async () => {
    const id = await interviewAt(S.OFFER_CONFIRMED, '张伟 Zhang Wei', { offerTemplate: 'offer_parmanent' });
    const contract = {
      interviewId: id,
      contractTemplate: 'loa_remote',
      name: '张伟 Zhang Wei',
      email: 'zw@example.com',
      mobile: '+65 8000 0000',
      company: 'Straits Build Pte Ltd',
      nric: 'S9011111B',
      idNo: 'E1234567',
      residenceCountry: 'China',
      entryDate: '2026-10-01',
      contractCommenceDate: '2026-10-01',
      basicSalary: 3900,
      jobName: 'Quantity surveyor',
    };
    expect((await t.post(admin, `${P}/recruitmentcontract/generate`, contract)).code).toBe(200);
    const token = new URL(candidatePath(t.app, id, 'contract'), 'http://x').searchParams.get('token')!;
    const sign = (body: Record<string, unknown>) =>
      t.post(null, '/api/mcc-open/recruit/contract/signature', body, { headers: { 'user-agent': 'Candidate browser 1.0' } });
    expect((await sign({ token, signName: '张伟 Zhang Wei', signature: 'data:image/gif;base64,R0lGODlh' })).msg).toMatch(/^signature: must be a PNG or JPEG/);
    expect((await sign({ token, signName: '张伟 Zhang Wei', signature: 'data:image/png;base64,/9j/4AAQSkZJRg==' })).msg).toMatch(
      /^signature: the file is not a PNG image/,
    );
    expect((await sign({ token, signName: 'Someone Else', signature: PNG })).msg).toMatch(/^signName: type your full name/);
    expect((await download(admin, `${P}/recruitmentcontract/signature`, { interviewId: id })).status).toBe(404);

    const signed = await sign({ token, signName: '张伟 Zhang Wei', signature: PNG });
    expect(signed.code).toBe(200);
    expect(signed.data).toMatchObject({ status: S.CONTRACT_SIGNED, signName: '张伟 Zhang Wei' });

    const ev = (await t.get(admin, `${P}/recruitmentcontract/signature`, { interviewId: id })).data;
    expect(ev).toMatchObject({
      signerName: '张伟 Zhang Wei',
      signedTime: signed.data.contractSignTime,
      userAgent: 'Candidate browser 1.0',
      address: '127.0.0.1',
      signature: expect.stringMatching(/^data:image\/png;base64,/),
    });
    // what is kept is the image gate's re-encoded PNG, never the bytes that were sent
    const first = await download(admin, `${P}/recruitmentcontract/pdf`, { interviewId: id });
    expect(sha256(first.body)).toBe(ev.sha256);
    expect(first.disposition).toContain('(signed).pdf');
    const text = textOf(first.body);
    for (const s of [
      '张伟 Zhang Wei',
      'Quantity surveyor',
      'SGD 3,900.00',
      '01 Oct 2026',
      `Signed electronically on ${displayDateIn(signed.data.contractSignTime, 'en', { time: true })}`,
    ])
      expect(text).toContain(s);
    // the kept file is handed out byte for byte; it cannot be signed again nor the contract changed
    expect((await download(admin, `${P}/recruitmentcontract/pdf`, { interviewId: id })).body.equals(first.body)).toBe(true);
    expect((await sign({ token, signName: '张伟 Zhang Wei', signature: PNG })).status).toBe(409);
    expect((await t.post(admin, `${P}/recruitmentcontract/generate`, { ...contract, basicSalary: 9999 })).status).toBe(409);
  });
});

describe('amounts', () => {
  it('groups thousands without float arithmetic', () => {
    expect(moneyText('1234567.5')).toBe('1,234,567.50');
    expect(moneyText('-300')).toBe('-300.00');
    expect(moneyText('0.1')).toBe('0.10');
    expect(moneyText('999')).toBe('999.00');
  });
});
