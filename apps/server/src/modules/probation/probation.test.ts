import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { DataScopeType } from '../../platform/auth/permissions.js';
import { outbox } from '../../platform/db/platform.tables.js';
import { dept, param, user } from '../system/system.tables.js';
import { staff } from '../staff/staff.tables.js';
import { addDays, addMonths, today } from './probation.dates.js';
import { averageScore } from './probation.service.js';
import { runDailyNotices } from './probation.notices.js';
import { probationNotice } from './probation.tables.js';

const P = '/api/mcc-staff/positiverecord';
let t: TestApp;
let admin: Session;
let hr: Session;
let leader: Session;
let nobody: Session;
let otherHr: Session;
const D: Record<string, string> = {};
const S: Record<string, string> = {};

const HR_CODES = [
  'probation_view',
  'probation_edit',
  'probation_delete',
  'probation_assess',
  'probation_notify',
  'probation_export',
  'renewal_view',
  'renewal_add',
  'renewal_edit',
  'renewal_export',
  'assessedStaff_view',
];

async function addStaff(key: string, extra: Record<string, unknown>) {
  const res = await t.post(admin, '/api/mcc-staff/staff/addStaff', {
    staffNo: key,
    enName: `Staff ${key}`,
    email: `${key.toLowerCase()}@example.com`,
    deptId: D.ops,
    ...extra,
  });
  expect(res.code, res.msg).toBe(200);
  S[key] = res.data.id;
  return res.data;
}
const todo = async (s: Session) =>
  (await t.get(s, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as {
    taskId: string;
    taskVersion: number;
    formName: string;
    processId: string;
  }[];
const probationRow = async (s: Session, staffId: string) => (await t.get(s, `${P}/pageProbationStaff`, { staffId })).data.records[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const [ops] = await t.db.insert(dept).values({ deptName: 'Operations', deptCode: 'OPS', parentId: '0', ancestors: '0', deptCategory: 2 }).returning();
  const [fin] = await t.db.insert(dept).values({ deptName: 'Finance', deptCode: 'FIN', parentId: '0', ancestors: '0', deptCategory: 2 }).returning();
  D.ops = ops.id;
  D.fin = fin.id;
  leader = await signInWith(t, { account: 'leader', deptId: D.ops });
  await t.db.update(user).set({ email: 'leader@example.com' }).where(eq(user.id, leader.userId));
  await t.db.update(dept).set({ deptLeader: leader.userId }).where(eq(dept.id, D.ops));
  hr = await signInWith(t, { account: 'hr', codes: HR_CODES });
  nobody = await signInWith(t, { account: 'nobody' });
  otherHr = await signInWith(t, {
    account: 'finhr',
    codes: HR_CODES,
    deptId: D.fin,
    dataScopes: [{ resourceCode: 'probation', scopeType: DataScopeType.OWN_DEPT, scopeColumn: 'dept_id' }],
  });
  await addStaff('P001', { entryDate: '2026-09-01' });
  await addStaff('P002', { entryDate: today() });
  await addStaff('P003', { entryDate: '2026-10-01' });
});
afterAll(async () => t?.close());

describe('dates and scores', () => {
  it('adds months clamping to the month end, and averages rated scores only', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(averageScore({ workQuality: '4', workAttitude: 3, teamwork: 0, learning: '' })).toBe('3.5');
    expect(averageScore({})).toBeNull();
  });
});

describe('staff on probation', () => {
  it('lists every staff on probation with the end date (entry date + 3 months) and days left; statistics count them', async () => {
    const row = await probationRow(hr, S.P001);
    expect(row).toMatchObject({ staffNo: 'P001', probationEndDate: '2026-12-01', recordStatus: 0, recordId: null, extendCount: 0, deptName: 'Operations' });
    expect(row.daysLeft).toBe(Math.round((Date.parse('2026-12-01') - Date.parse(today())) / 86_400_000));
    const all = await t.get(hr, `${P}/pageProbationStaff`, { size: -1 });
    expect(all.data.total).toBe(3);
    expect(all.data.records.map((r: { staffNo: string }) => r.staffNo)).toEqual(['P001', 'P003', 'P002']);
    const stats = await t.get(hr, `${P}/statisticsProbationStaff`);
    expect(stats.data).toMatchObject({ total: 3, assessing: 0, noticeDays: 14 });
  });

  it('needs the probation permission, and the probation data scope narrows the list to the own department', async () => {
    expect((await t.get(nobody, `${P}/pageProbationStaff`)).status).toBe(403);
    expect((await t.post(nobody, `${P}/startConfirmationAssessment`, { staffId: S.P001 })).status).toBe(403);
    expect((await t.get(otherHr, `${P}/pageProbationStaff`)).data.total).toBe(0);
    expect((await t.post(otherHr, `${P}/extendedProbation`, { staffId: S.P001, months: 1 })).status).toBe(400);
  });

  it('extends a probation by months or to a date, creating the record on first use; never backwards', async () => {
    const res = await t.post(hr, `${P}/extendedProbation`, { staffId: S.P003, months: 1, remark: 'More time on site' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      originalEndDate: '2027-01-01',
      probationEndDate: '2027-02-01',
      extendCount: 1,
      extendedMonths: 1,
      recordStatus: 0,
      remark: 'More time on site',
    });
    const back = await t.post(hr, `${P}/extendedProbation`, { id: res.data.id, probationEndDate: '2027-01-15' });
    expect(back.status).toBe(400);
    expect(back.msg).toMatch(/^probationEndDate/);
    expect((await t.post(hr, `${P}/extendedProbation`, { id: res.data.id })).status).toBe(400);
    expect((await probationRow(hr, S.P003)).probationEndDate).toBe('2027-02-01');
  });

  it('closes and removes records; a closed record cannot be extended', async () => {
    const closed = await t.post(hr, `${P}/close`, { staffId: S.P003, remark: 'Transferred' });
    expect(closed.data.recordStatus).toBe(4);
    expect((await t.post(hr, `${P}/extendedProbation`, { id: closed.data.id, months: 1 })).status).toBe(409);
    // the staff is still on probation: a new open record starts from the entry date again
    expect((await probationRow(hr, S.P003)).recordId).toBeNull();
    expect((await t.post(nobody, `${P}/remove`, { ids: closed.data.id })).status).toBe(403);
    expect((await t.post(hr, `${P}/remove`, { ids: closed.data.id })).code).toBe(200);
    expect((await t.get(hr, `${P}/detail`, { id: closed.data.id })).status).toBe(404);
  });
});

describe('confirmation assessment (form 5 through the engine)', () => {
  let recordId: string;
  let processId: string;

  it('HR starts it: the record is assessing and the leader (department leader) has the task', async () => {
    const res = await t.post(hr, `${P}/startConfirmationAssessment`, { staffId: S.P001 });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ recordStatus: 1, leaderName: 'leader' });
    recordId = res.data.id;
    processId = res.data.processId;
    expect((await t.post(hr, `${P}/startConfirmationAssessment`, { id: recordId })).status).toBe(409);
    expect((await t.post(hr, `${P}/remove`, { ids: recordId })).status).toBe(409);
    const tasks = await todo(leader);
    expect(tasks.map((x) => x.formName)).toContain('Confirmation (probation) assessment');
    expect((await t.get(hr, `${P}/statisticsPendingForLeaderApproval`)).data).toBe(1);
    expect((await t.get(hr, `${P}/statisticsProbationStaff`)).data.assessing).toBe(1);
  });

  it('the leader cannot approve without a result; only the current approver saves the assessment', async () => {
    const [task] = await todo(leader);
    const early = await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok', version: task.taskVersion });
    expect(early.status).toBe(400);
    expect(early.msg).toMatch(/^result/);
    expect((await t.post(hr, `${P}/saveConfirmationAssessment`, { id: recordId, map: { result: 1 } })).status).toBe(403);
    const bad = await t.post(leader, `${P}/saveConfirmationAssessment`, { id: recordId, map: { result: 9 } });
    expect(bad.status).toBe(400);
    const saved = await t.post(leader, `${P}/saveConfirmationAssessment`, {
      id: recordId,
      map: { workQuality: 4, workAttitude: 3, teamwork: 4, learning: 3, leaderComment: 'Reliable and quick to learn', result: 1, staffId: S.P002 },
    });
    expect(saved.code, saved.msg).toBe(200);
    const assessment = await t.get(hr, `${P}/getConfirmationAssessmentRecord`, { id: recordId });
    expect(assessment.data.map).toMatchObject({ staffId: S.P001, result: '1', leaderComment: 'Reliable and quick to learn' });
  });

  it('the leader approves, HR approves: the staff is confirmed in the same transaction, the record keeps the result', async () => {
    const [task] = await todo(leader);
    expect(
      (await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok', comment: 'Confirm', version: task.taskVersion })).code,
    ).toBe(200);
    const hrTask = (await todo(admin)).find((x) => x.processId === processId)!;
    const done = await t.post(admin, '/api/blade-flow/work/complete-task', { taskId: hrTask.taskId, flag: 'ok', version: hrTask.taskVersion });
    expect(done.code, done.msg).toBe(200);
    const [s] = await t.db.select().from(staff).where(eq(staff.id, S.P001));
    expect(s).toMatchObject({ status: 1, confirmationDate: today() });
    const rec = await t.get(hr, `${P}/detail`, { id: recordId });
    expect(rec.data).toMatchObject({ recordStatus: 2, result: 1, score: '3.5', leaderComment: 'Reliable and quick to learn', staffStatus: 1 });
    expect((await t.get(hr, `${P}/pageProbationStaff`, { staffId: S.P001 })).data.total).toBe(0);
    expect((await t.get(hr, `${P}/statisticsSuccessfulLeaderApproval`)).data).toBe(1);
  });

  it('the staff sees the own result once it is final (myAssessmentResult, isShowMyAssessmentButton)', async () => {
    const own = await t.loginChangingInitial('P001');
    expect((await t.post(own, '/api/mcc-staff/processfield/isShowMyAssessmentButton')).data).toBe(true);
    const mine = await t.post(own, '/api/mcc-staff/processfield/myAssessmentResult');
    expect(mine.data).toMatchObject({ processKey: 'positive', flowStatus: 'approved', result: 1, score: '3.5' });
    expect(mine.data.map.leaderComment).toBe('Reliable and quick to learn');
    const other = await t.loginChangingInitial('P003');
    expect((await t.post(other, '/api/mcc-staff/processfield/myAssessmentResult')).data).toBeNull();
    expect((await t.post(other, '/api/mcc-staff/processfield/isShowMyAssessmentButton')).data).toBe(false);
    expect((await t.post(admin, '/api/mcc-staff/processfield/isShowMyAssessmentButton')).data).toBe(false);
  });

  it('the assessed-staff table lists it; getByIds, the record export and the pass message', async () => {
    const page = await t.get(hr, `${P}/pageConfirmationAssessment`);
    expect(page.data.records).toHaveLength(1);
    expect(page.data.records[0]).toMatchObject({ staffNo: 'P001', result: 1, recordStatus: 2 });
    const viewer = await signInWith(t, { account: 'viewer', codes: ['assessedStaff_view'] });
    expect((await t.get(viewer, `${P}/pageConfirmationAssessment`)).data.total).toBe(1);
    expect((await t.get(viewer, `${P}/pageProbationStaff`)).status).toBe(403);
    expect((await t.get(hr, `${P}/getByIds`, { ids: recordId })).data).toHaveLength(1);
    const xlsx = await t.get(hr, `${P}/excel`, { result: 1 });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.raw.rawPayload as never);
    expect(wb.worksheets[0].getRow(2).getCell(1).value).toBe('P001');
    const sent = await t.post(hr, `${P}/sendPassMessage`, { id: recordId });
    expect(sent.code, sent.msg).toBe(200);
    expect(sent.data.passMessageTime).toBeTruthy();
    const mail = await t.db.select().from(outbox).where(eq(outbox.recipient, 'p001@example.com'));
    expect(mail[0].subject).toBe('Confirmation of employment');
  });

  it('an extension result moves the end date and puts the staff back on probation; closing a running assessment reopens the record', async () => {
    const started = await t.post(hr, `${P}/startConfirmationAssessment`, { staffId: S.P002 });
    expect(started.code, started.msg).toBe(200);
    const end = started.data.probationEndDate;
    const closed = await t.post(hr, `${P}/closeConfirmationAssessment`, { id: started.data.id, comment: 'Wrong leader' });
    expect(closed.data.recordStatus).toBe(0);
    const again = await t.post(hr, `${P}/startConfirmationAssessment`, { id: started.data.id, leaderId: leader.userId });
    expect(again.data.recordStatus).toBe(1);
    await t.post(leader, `${P}/saveConfirmationAssessment`, { id: started.data.id, map: { result: 2, extendMonths: 2, leaderComment: 'Needs more time' } });
    const [task] = await todo(leader);
    await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok', version: task.taskVersion });
    const hrTask = (await todo(admin)).find((x) => x.processId === again.data.processId)!;
    await t.post(admin, '/api/blade-flow/work/complete-task', { taskId: hrTask.taskId, flag: 'ok', version: hrTask.taskVersion });
    const rec = (await t.get(hr, `${P}/detail`, { id: started.data.id })).data;
    expect(rec).toMatchObject({ recordStatus: 0, probationEndDate: addMonths(end, 2), extendCount: 1, result: 2 });
    const [s] = await t.db.select().from(staff).where(eq(staff.id, S.P002));
    expect(s.status).toBe(0);
  });

  it('a form-5 request for someone not on probation is refused', async () => {
    const res = await t.post(admin, '/api/mcc-staff/processfield/startProcess', {
      formId: '5',
      map: { staffId: S.P001, probationEndDate: '2026-12-01', leaderId: leader.userId },
    });
    expect(res.status).toBe(400);
    expect(res.msg).toMatch(/not on probation/);
  });
});

describe('notices', () => {
  it('sendNotification e-mails the leader; getNotice previews it', async () => {
    const row = await probationRow(hr, S.P003);
    const ext = await t.post(hr, `${P}/extendedProbation`, { staffId: S.P003, months: 1 });
    const notice = await t.get(hr, `${P}/getNotice`, { id: ext.data.id });
    expect(notice.data.recipients).toEqual(['leader@example.com']);
    expect(notice.data.subject).toContain('P003');
    const sent = await t.post(hr, `${P}/sendNotification`, { id: ext.data.id });
    expect(sent.data.notifiedTime).toBeTruthy();
    expect(row.staffNo).toBe('P003');
  });

  it('the daily job mails probation endings and contract expiries within the notice days, once each', async () => {
    await t.db.insert(param).values({ paramName: 'HR mailbox', paramKey: 'probation.notice.email', paramValue: 'hr@example.com' });
    const renewal = await t.post(hr, `${P}/saveRenewalContract`, { staffId: S.P001, contractStartDate: '2025-12-01', contractEndDate: addDays(today(), 10) });
    expect(renewal.code, renewal.msg).toBe(200);
    // P001 confirmed, P002 extended (end in > 14 days), P003 ends 2027-02-01: move the clock to 10 days before that
    const at = new Date(`${addDays('2027-02-01', -10)}T08:00:00Z`);
    const first = await runDailyNotices(t.db, at);
    expect(first.probation).toBe(1);
    const contractFirst = await runDailyNotices(t.db, new Date());
    expect(contractFirst.contract).toBe(1);
    expect(await runDailyNotices(t.db, at)).toEqual({ probation: 0, contract: 0 });
    const notices = await t.db
      .select()
      .from(probationNotice)
      .where(and(eq(probationNotice.staffId, S.P003), eq(probationNotice.kind, 'probationEnding')));
    expect(notices).toHaveLength(1);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, 'hr@example.com'));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [expect.stringContaining('Contract of Staff P001'), expect.stringContaining('Probation of Staff P003')].sort(),
    );
  });
});

describe('contract renewal', () => {
  it('lists tracked contracts soonest first with statistics; renewal status and validation; export', async () => {
    const bad = await t.post(hr, `${P}/saveRenewalContract`, { staffId: S.P002, contractStartDate: '2027-01-01', contractEndDate: '2026-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/^contractEndDate/);
    expect((await t.post(hr, `${P}/saveRenewalContract`, { staffId: S.P002, contractEndDate: addDays(today(), -3) })).code).toBe(200);
    const page = await t.get(hr, `${P}/pageRenewalContractStaff`);
    expect(page.data.records.map((r: { staffNo: string }) => r.staffNo)).toEqual(['P002', 'P001']);
    expect(page.data.records[0].daysLeft).toBe(-3);
    expect((await t.get(hr, `${P}/statisticsRenewalContractStaff`)).data).toMatchObject({ total: 2, expiringSoon: 1, expired: 1, renewed: 0 });
    const renewed = await t.post(hr, `${P}/saveRenewalContract`, { staffId: S.P002, contractEndDate: addDays(today(), 365), renewalStatus: 1 });
    expect(renewed.data).toMatchObject({ renewalStatus: 1, staffNo: 'P002' });
    expect((await t.get(hr, `${P}/pageRenewalContractStaff`, { renewalStatus: 0 })).data.total).toBe(1);
    expect((await t.get(nobody, `${P}/pageRenewalContractStaff`)).status).toBe(403);
    const xlsx = await t.get(hr, `${P}/exportRenewalContractStaff`);
    expect(xlsx.raw.headers['content-type']).toContain('spreadsheetml');
    const probationXlsx = await t.get(hr, `${P}/exportProbationStaff`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(probationXlsx.raw.rawPayload as never);
    expect(wb.worksheets[0].getRow(1).getCell(5).value).toBe('Probation End Date');
  });
});
