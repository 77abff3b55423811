import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WORKER_SELF_FORMS } from '@hr/contracts';
import { BASIC, createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { lastCodeTo, lastMessageTo } from '../../../test/users.js';
import { apiRoutes, fillPath } from '../../../test/route-catalog.js';
import { salarySettlement } from '../settlement/settlement.tables.js';
import { user } from '../../platform/auth/identity.tables.js';
import { authOtp } from '../../platform/db/platform.tables.js';

/*
 * Issue 33 section 1: a worker signs in by SMS code into a session that reaches his own data only; HR turns his
 * access on and off; a worker who leaves loses it.
 */

const W = '/api/mcc-worker';
const SELF = `${W}/self`;
let t: TestApp;
let admin: Session;
let me = '';
let other = '';
let mySlip = '';
let otherSlip = '';
const MY_PHONE = '+65 81110001';

const token = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/blade-auth/oauth/token', headers: { authorization: BASIC, 'tenant-id': '000000' }, payload });

/** Signs in as the worker of `phone` by SMS code, as his phone does. */
async function smsSignIn(phone: string): Promise<Session> {
  // one code a minute per phone: forget the previous ones (a test signs in several times)
  await t.db.delete(authOtp);
  expect((await t.post(null, '/api/mcc-open/openLogin/sendLoginSms', { phone, tenantId: '000000' })).code).toBe(200);
  const res = await token({ grant_type: 'sms', phone, verifyCode: await lastCodeTo(t, admin, phone), tenantId: '000000' });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.user_type).toBe(2);
  return {
    token: body.access_token,
    refreshToken: body.refresh_token,
    userId: body.user_id,
    headers: { 'blade-auth': `bearer ${body.access_token}`, authorization: BASIC },
  };
}

async function addWorker(code: string, name: string, projectId: string, mobile: string) {
  const res = await t.post(admin, `${W}/info/addWorker`, {
    employmentCode: code,
    name,
    projectId,
    entryDate: '2025-01-06',
    mobileCode: '+65',
    mobile,
    wpExpiryDate: '2099-12-31',
    passportExpiryDate: '2099-06-30',
  });
  expect(res.status, res.msg).toBe(200);
  const emp = await t.get(admin, `${W}/employment/detail`, { workerId: res.data.id });
  await t.post(admin, `${W}/employment/update1`, { id: emp.data.id, basicHourWage: 10 });
  return res.data.id as string;
}

async function approvedSettlement(workerId: string) {
  const id = (await t.post(admin, `${W}/workersalarysettlement/generate`, { workerId, resignDate: '2026-05-15' })).data.id as string;
  await t.db.update(salarySettlement).set({ settlementStatus: 2 }).where(eq(salarySettlement.id, id));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const projectId = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'SELF-1', projectName: 'Self site' })).data.id as string;
  me = await addWorker('SW01', 'Self Worker', projectId, '81110001');
  other = await addWorker('SW02', 'Other Worker', projectId, '81110002');
  mySlip = await approvedSettlement(me);
  otherSlip = await approvedSettlement(other);
}, 120_000);
afterAll(async () => t?.close());

describe("a worker's access", () => {
  it('is off until HR turns it on; then he signs in by SMS code, never by password', async () => {
    expect((await t.get(admin, `${W}/info/selfAccess`, { workerId: me })).data).toMatchObject({ enabled: false });
    await t.db.delete(authOtp);
    await t.post(null, '/api/mcc-open/openLogin/sendLoginSms', { phone: MY_PHONE, tenantId: '000000' });
    expect(await lastMessageTo(t, admin, MY_PHONE)).toBeUndefined();

    expect((await t.post(admin, `${W}/info/selfAccess`, { ids: `${me},${other}`, enabled: 1 })).code).toBe(200);
    expect((await t.get(admin, `${W}/info/selfAccess`, { workerId: me })).data).toMatchObject({ enabled: true, phone: MY_PHONE });
    const session = await smsSignIn(MY_PHONE);
    expect((await t.get(session, `${SELF}/profile`)).data).toMatchObject({ name: 'Self Worker', employmentCode: 'SW01', projectName: 'Self site' });
    const [account] = await t.db.select().from(user).where(eq(user.workerId, me));
    const byPassword = await token({ grant_type: 'password', username: account.account, password: account.password, tenantId: '000000' });
    expect(byPassword.statusCode).toBe(400);
  });

  it('refuses a mobile number another account signs in with', async () => {
    const projectId = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'SELF-2', projectName: 'Self site 2' })).data.id as string;
    const twin = await addWorker('SW03', 'Twin Worker', projectId, '81110001');
    const res = await t.post(admin, `${W}/info/selfAccess`, { ids: twin, enabled: 1 });
    expect(res.status).toBe(409);
    expect(res.msg).toMatch(/already used by another account/);
  });
});

describe("a worker's own pages", () => {
  let session: Session;
  beforeAll(async () => {
    session = await smsSignIn(MY_PHONE);
  });

  it('profile: permit and passport expiry with the days left', async () => {
    const p = (await t.get(session, `${SELF}/profile`)).data;
    expect(p).toMatchObject({ wpExpiryDate: '2099-12-31', passportExpiryDate: '2099-06-30' });
    expect(p.wpDaysLeft).toBeGreaterThan(p.passportDaysLeft);
  });

  it("payslips: his own only; another worker's id answers 404", async () => {
    const page = (await t.get(session, `${SELF}/payslips`)).data;
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([mySlip]);
    const pdf = await t.app.inject({ method: 'GET', url: `${SELF}/payslip`, query: { id: mySlip }, headers: session.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const foreign = await t.app.inject({ method: 'GET', url: `${SELF}/payslip`, query: { id: otherSlip }, headers: session.headers });
    expect(foreign.statusCode).toBe(404);
  });

  it('leave balances and records, and the forms he files', async () => {
    expect((await t.get(session, `${SELF}/leave-balances`)).status).toBe(200);
    expect((await t.get(session, `${SELF}/leave-records`)).status).toBe(200);
    const forms = (await t.get(session, `${SELF}/forms`)).data as { formId: string; fields: { fieldName: string; fieldOption: string }[] }[];
    expect(forms.map((f) => f.formId).sort()).toEqual([...WORKER_SELF_FORMS].sort());
    const leave = forms.find((f) => f.formId === '29')!;
    expect(leave.fields.map((f) => f.fieldName)).not.toContain('workerId');
    expect(JSON.parse(leave.fields.find((f) => f.fieldName === 'vacationInfoId')!.fieldOption).dicData).toBeInstanceOf(Array);
  });

  it("files his own request, which his requests list shows with where it waits; another worker's name and a staff form are refused", async () => {
    const start = (map: Record<string, unknown>, formId = '30') => t.post(session, `${W}/processfield/startProcess`, { formId, map });
    const filed = await start({ subject: 'Locker key', content: 'My locker key is lost' });
    expect(filed.status, filed.msg).toBe(200);
    const mine = (await t.get(session, `${SELF}/requests`)).data.records as { processId: string; taskName: string | null; map: Record<string, unknown> }[];
    expect(mine).toHaveLength(1);
    expect(mine[0].map.workerId).toBe(me);
    expect(mine[0].taskName).toBeTruthy();
    const forOther = await start({ workerId: other, subject: 'For him', content: 'x' });
    expect(forOther.status).toBe(403);
    expect(forOther.msg).toMatch(/only in your own name/);
    expect((await start({ staffId: '1', reason: 'x' }, '2')).status).toBe(403);
  });

  it('starts a request sent twice with one idempotency key once (a phone unsure its send arrived)', async () => {
    const send = () =>
      t.post(
        session,
        `${W}/processfield/startProcess`,
        { formId: '42', map: { amount: 200, reason: 'Family at home' } },
        { headers: { 'idempotency-key': 'phone-7f3a' } },
      );
    const first = await send();
    expect(first.status, first.msg).toBe(200);
    const again = await send();
    expect(again.data.processId).toBe(first.data.processId);
    const mine = (await t.get(session, `${SELF}/requests`, { size: 50 })).data.records as { formId: string }[];
    expect(mine.filter((r) => r.formId === '42')).toHaveLength(1);
  });

  it('reaches nothing else: every other route of the catalogue answers 403', async () => {
    const reached: string[] = [];
    for (const route of apiRoutes(t.app).filter((r) => r.permission !== 'public')) {
      if (route.url.endsWith('/oauth/logout')) continue; // ends the session (checked below)
      const res = await t.app.inject({ method: route.method as never, url: fillPath(route.url, () => me), headers: session.headers, query: { id: me } });
      if (res.statusCode !== 403) reached.push(`${route.method} ${route.url}`);
    }
    expect(reached.sort()).toEqual(
      [
        ...['profile', 'payslips', 'payslip', 'leave-balances', 'leave-records', 'leave-check', 'requests', 'forms'].map((p) => `GET ${SELF}/${p}`),
        `POST ${SELF}/upload`,
        `POST ${SELF}/language`,
        `POST ${W}/processfield/startProcess`,
      ].sort(),
    );
    // and staff, administrators included, do not reach his routes
    expect((await t.get(admin, `${SELF}/profile`)).status).toBe(403);
  });

  it('ends when HR turns his access off, and when he leaves', async () => {
    expect((await t.post(admin, `${W}/info/selfAccess`, { ids: me, enabled: 0 })).code).toBe(200);
    expect((await t.get(session, `${SELF}/profile`)).status).toBe(401);
    expect((await t.post(admin, `${W}/info/selfAccess`, { ids: me, enabled: 1 })).code).toBe(200);
    session = await smsSignIn(MY_PHONE);
    expect((await t.get(session, `${SELF}/profile`)).status).toBe(200);
    expect((await t.post(admin, `${W}/info/update1`, { id: me, status: 2 })).code).toBe(200);
    expect((await t.get(session, `${SELF}/profile`)).status).toBe(401);
    expect((await t.get(admin, `${W}/info/selfAccess`, { workerId: me })).data).toMatchObject({ enabled: false });
    const again = await t.post(admin, `${W}/info/selfAccess`, { ids: me, enabled: 1 });
    expect(again.status).toBe(400);
    expect(again.msg).toMatch(/has left/);
  });
});
