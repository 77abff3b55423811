import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { BASIC, createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { lastCodeTo, lastMessageTo } from '../../../test/users.js';
import { salarySettlement } from '../settlement/settlement.tables.js';
import { user } from '../../platform/auth/identity.tables.js';
import { authOtp } from '../../platform/db/platform.tables.js';
import { closePdfWorkers } from '../../platform/pdf.js';
import { outbox } from '../../platform/db/platform.tables.js';
import { makeDept, makeRole, makeUser, PASSWORD } from '../flow/flow.fixtures.js';

/*
 * Issue 33 section 3: the workforce's languages. The languages offered are listed without signing in; a worker's
 * choice is kept with his account, and his SMS and his payslip (read back with poppler's pdftotext, in its script)
 * follow it; `lang=` asks for another.
 */

const W = '/api/mcc-worker';
const SELF = `${W}/self`;
const PHONE = '+65 81220001';
let t: TestApp;
let admin: Session;
let worker = '';
let slip = '';
let session: Session;

const token = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/blade-auth/oauth/token', headers: { authorization: BASIC, 'tenant-id': '000000' }, payload });

/** Asks for a sign-in code (from a page in `pageLanguage`) and answers the SMS he received. */
async function requestCode(pageLanguage = 'en') {
  await t.db.delete(authOtp);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/mcc-open/openLogin/sendLoginSms',
    headers: { authorization: BASIC, 'blade-language': pageLanguage },
    payload: { phone: PHONE, tenantId: '000000' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return (await lastMessageTo(t, admin, PHONE))!;
}

async function signIn(): Promise<Session> {
  await requestCode();
  const res = await token({ grant_type: 'sms', phone: PHONE, verifyCode: await lastCodeTo(t, admin, PHONE), tenantId: '000000' });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return {
    token: body.access_token,
    refreshToken: body.refresh_token,
    userId: body.user_id,
    headers: { 'blade-auth': `bearer ${body.access_token}`, authorization: BASIC },
  };
}

/** The text of a PDF as pdftotext reads it, whitespace collapsed. */
const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
const fontsOf = (pdf: Buffer) => execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');

async function payslip(who: Session, url: string, query: Record<string, string> = {}, language = 'en') {
  const res = await t.app.inject({ method: 'GET', url, query: { id: slip, ...query }, headers: { ...who.headers, 'blade-language': language } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.rawPayload;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const projectId = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'LANG-1', projectName: 'Language site' })).data.id as string;
  const added = await t.post(admin, `${W}/info/addWorker`, {
    employmentCode: 'LW01',
    name: 'Murugan Selvam',
    projectId,
    entryDate: '2025-01-06',
    mobileCode: '+65',
    mobile: '81220001',
    wpExpiryDate: '2099-12-31',
    passportExpiryDate: '2099-06-30',
  });
  expect(added.status, added.msg).toBe(200);
  worker = added.data.id;
  const emp = await t.get(admin, `${W}/employment/detail`, { workerId: worker });
  await t.post(admin, `${W}/employment/update1`, { id: emp.data.id, basicHourWage: 10 });
  slip = (await t.post(admin, `${W}/workersalarysettlement/generate`, { workerId: worker, resignDate: '2026-05-15' })).data.id;
  await t.db.update(salarySettlement).set({ settlementStatus: 2 }).where(eq(salarySettlement.id, slip));
  expect((await t.post(admin, `${W}/info/selfAccess`, { ids: worker, enabled: 1 })).code).toBe(200);
  session = await signIn();
}, 120_000);
afterAll(async () => {
  await closePdfWorkers();
  await t?.close();
});

describe('the languages offered', () => {
  it('are listed without signing in, each named in its own script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blade-system/languages', headers: { authorization: BASIC } });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { code: string; name: string }[];
    expect(list.slice(0, 6)).toEqual([
      { code: 'en', name: 'English' },
      { code: 'zh', name: '中文' },
      { code: 'ms', name: 'Bahasa Melayu' },
      { code: 'ta', name: 'தமிழ்' },
      { code: 'bn', name: 'বাংলা' },
      { code: 'my', name: 'မြန်မာ' },
    ]);
    expect(list.map((l) => l.code)).toEqual(expect.arrayContaining(['de', 'fr', 'pt']));
  });
});

describe("a worker's language", () => {
  it('is kept with his account from his phone; a language not offered is a 400 naming the field', async () => {
    const bad = await t.post(session, `${SELF}/language`, { language: 'xx' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('language');
    expect((await t.post(session, `${SELF}/language`, { language: 'ta' })).data).toEqual({ language: 'ta' });
    const [row] = await t.db.select({ language: user.language }).from(user).where(eq(user.workerId, worker));
    expect(row!.language).toBe('ta');
    // the next sign-in answers it, so a new phone takes it up
    const again = await token({ grant_type: 'sms', phone: PHONE, verifyCode: await lastCodeTo(t, admin, PHONE).catch(() => ''), tenantId: '000000' });
    expect(again.statusCode).toBe(400); // the code was spent: ask a new one
    await requestCode();
    const fresh = await token({ grant_type: 'sms', phone: PHONE, verifyCode: await lastCodeTo(t, admin, PHONE), tenantId: '000000' });
    expect(fresh.json().language).toBe('ta');
  });

  it('words his sign-in SMS, whatever the language of the page that asked for it', async () => {
    await t.post(session, `${SELF}/language`, { language: 'ta' });
    const ta = await requestCode('en');
    expect(ta.body).toMatch(/^உங்கள் உள்நுழைவுக் குறியீடு \d{6}\. இது 5 நிமிடங்களில் காலாவதியாகும்\./);
    expect(ta.subject).toBe('உங்கள் உள்நுழைவுக் குறியீடு');
    await t.post(session, `${SELF}/language`, { language: 'my' });
    expect((await requestCode('en')).body).toContain('ဝင်ရောက်ရန်ကုဒ်');
    await t.post(session, `${SELF}/language`, { language: 'bn' });
    expect((await requestCode('en')).body).toContain('সাইন-ইন কোড');
    await t.post(session, `${SELF}/language`, { language: 'ms' });
    expect((await requestCode('en')).body).toContain('Kod log masuk anda ialah');
    // no choice kept: the page's language
    await t.db.update(user).set({ language: null }).where(eq(user.workerId, worker));
    expect((await requestCode('bn')).body).toContain('সাইন-ইন কোড');
    expect((await requestCode('en')).body).toMatch(/^Your sign-in code is \d{6}\./);
  });

  it('words his payslip in its script, with a font covering it: his account language, or the lang asked for', async () => {
    await t.post(session, `${SELF}/language`, { language: 'ta' });
    const ta = await payslip(session, `${SELF}/payslip`);
    expect(textOf(ta)).toContain('விரிவான சம்பளச் சீட்டு');
    expect(textOf(ta)).toContain('நிகரச் சம்பளம்');
    expect(fontsOf(ta)).toMatch(/NotoSansTamil/);
    expect(ta.toString('latin1')).toMatch(/\/Lang \(ta\)/);

    const bn = await payslip(session, `${SELF}/payslip`, { lang: 'bn' });
    expect(textOf(bn)).toContain('বিস্তারিত বেতন স্লিপ');
    expect(textOf(bn)).toContain('নিট বেতন');
    expect(fontsOf(bn)).toMatch(/NotoSansBengali/);

    const my = await payslip(session, `${SELF}/payslip`, { lang: 'my' });
    expect(textOf(my)).toContain('အသေးစိတ် လစာစလစ်');
    expect(textOf(my)).toContain('အသားတင် လစာ');
    expect(fontsOf(my)).toMatch(/NotoSansMyanmar/);

    const ms = await payslip(session, `${SELF}/payslip`, { lang: 'ms' });
    expect(textOf(ms)).toContain('Slip gaji terperinci');
    expect(textOf(ms)).toContain('Gaji bersih');

    const bad = await t.app.inject({ method: 'GET', url: `${SELF}/payslip`, query: { id: slip, lang: 'xx' }, headers: session.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('lang');
  });

  it("HR's payslip follows lang, else the worker's own language", async () => {
    await t.post(session, `${SELF}/language`, { language: 'bn' });
    const url = `${W}/workersalarysettlement/payslip`;
    expect(textOf(await payslip(admin, url))).toContain('বিস্তারিত বেতন স্লিপ');
    expect(textOf(await payslip(admin, url, { lang: 'en' }))).toContain('Itemised payslip');
  });

  it("a supervisor's choice is kept with his account too", async () => {
    expect((await t.post(admin, '/api/blade-system/user/language', { language: 'my' })).data).toEqual({ language: 'my' });
    const [row] = await t.db.select({ language: user.language }).from(user).where(eq(user.id, admin.userId!));
    expect(row!.language).toBe('my');
    expect((await t.post(admin, '/api/blade-system/user/language', { language: 'klingon' })).status).toBe(400);
    // also before a first password change (the initial password asks for one before anything else)
    const fresh = await makeUser(t.db, 'talangnew', {});
    await t.db.update(user).set({ isInitialPassword: 1 }).where(eq(user.id, fresh));
    const newcomer = await t.login('talangnew', PASSWORD);
    expect((await t.get(newcomer, '/api/blade-system/clock')).status).toBe(403);
    expect((await t.post(newcomer, '/api/blade-system/user/language', { language: 'bn' })).data).toEqual({ language: 'bn' });
    await t.post(admin, '/api/blade-system/user/language', { language: 'en' });
  });

  it("words a supervisor's approval e-mail in the language kept with his account", async () => {
    const role = await makeRole(t.db, 'staff');
    const leaderId = await makeUser(t.db, 'talead', { roleIds: [role] });
    await t.db.update(user).set({ email: 'talead@example.test', language: 'ta' }).where(eq(user.id, leaderId));
    const dept = await makeDept(t.db, 'Tamil site office', leaderId);
    await makeUser(t.db, 'taclerk', { roleIds: [role], deptId: dept });
    const clerk = await t.login('taclerk', PASSWORD);
    const started = await t.post(clerk, '/api/mcc-staff/processfield/startProcess', { formId: '18', map: { subject: 'Desk', content: 'A standing desk' } });
    expect(started.code, started.msg).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'talead@example.test')).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.subject).toMatch(/^ஒப்புதலுக்கு: /);
    expect(mail!.body).toContain('சமர்ப்பித்தார்; நிலை: ஒப்புதல் அளிப்பவர்');
    expect(mail!.body).toMatch(/ஒப்புதல் அளிக்க: \S*\/mail-action\?token=/);
    expect(mail!.body).toContain('நாட்களில் காலாவதியாகும்.');
  });
});
