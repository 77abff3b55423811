import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { DataScopeType } from '../../platform/auth/permissions.js';
import { makeDept, makeRole, makeUser, PASSWORD } from '../flow/flow.fixtures.js';
import { giveCredit, leaveTypeId, makeStaff, makeWorker, workdays } from './leave.fixtures.js';
import { vacationCredit } from './leave.tables.js';
import { worker, workerTeam } from '../worker/worker.tables.js';
import { project } from '../base/base.tables.js';
import { nextId } from '../../platform/db/ids.js';

let t: TestApp;
let hr: Session;
let employee: Session;
let leader: Session;
let rookie: Session;
let plain: Session;
const ids: Record<string, string> = {};
const HR_CODES = [
  'vacation_info_view',
  'vacation_info_add',
  'vacation_info_edit',
  'vacation_info_delete',
  'vacation_rule_view',
  'vacation_rule_edit',
  'vacation_rule_delete',
  'vacation_credit_view',
  'vacation_credit_add',
  'vacation_credit_edit',
  'vacation_credit_delete',
  'leave_record_view',
  'leave_record_add',
  'leave_record_edit',
  'leave_record_delete',
  'leave_record_export',
  'worker_leave_view',
  'worker_leave_add',
  'worker_leave_delete',
  'worker_leave_export',
  'leave_calendar',
  'flow_file_for_others',
];
const later = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
const PS = '/api/mcc-staff/processfield';
const CREDIT = '/api/mcc-staff/vacationCreditDetail';
const LR = '/api/mcc-staff/leaverecord';
const WV = '/api/mcc-worker/vacation';

// `days` working days from the first working day `from` days ahead (the server counts the days from the dates)
const leaveMap = (from: number, days: number, extra: Record<string, unknown> = {}) => ({
  staffId: ids.staff,
  vacationInfoId: ids.annual,
  leaveUnit: 1,
  leaveStartTime: `${workdays(from, days).start} 09:00:00`,
  leaveEndTime: `${workdays(from, days).end} 18:00:00`,
  leaveDays: days,
  isLeave: 0,
  leaveReason: 'Family trip',
  ...extra,
});
const start = (s: Session, formId: string, map: Record<string, unknown>) => t.post(s, `${PS}/startProcess`, { formId, map });
async function decide(s: Session, processInstanceId: string, flag: 'ok' | 'reject') {
  const todo = (await t.get(s, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as { taskId: string; processInstanceId: string }[];
  const task = todo.find((x) => x.processInstanceId === processInstanceId)!;
  expect(task).toBeDefined();
  return t.post(s, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag });
}
const balance = async (creditId: string) => (await t.db.select().from(vacationCredit).where(eq(vacationCredit.id, creditId)))[0];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const staffRole = await makeRole(db, 'staff');
  ids.leader = await makeUser(db, 'leader', { roleIds: [staffRole] });
  ids.sales = await makeDept(db, 'Sales', ids.leader);
  ids.ops = await makeDept(db, 'Ops', ids.leader);
  ids.employee = await makeUser(db, 'employee', { roleIds: [staffRole], deptId: ids.sales });
  ids.rookieUser = await makeUser(db, 'rookie', { roleIds: [staffRole], deptId: ids.sales });
  ids.plainUser = await makeUser(db, 'plain', { roleIds: [staffRole], deptId: ids.ops });
  ids.staff = await makeStaff(db, { userId: ids.employee, deptId: ids.sales, entryDate: '2021-03-01', sex: 1, name: 'Eddie Employee', staffNo: 'E100' });
  ids.rookie = await makeStaff(db, { userId: ids.rookieUser, deptId: ids.sales, status: 0, entryDate: later(-200), name: 'Rita Rookie', staffNo: 'E200' });
  ids.plain = await makeStaff(db, { userId: ids.plainUser, deptId: ids.ops, name: 'Paul Plain', staffNo: 'E300' });
  // a site worker with an account in the leader's department (HR files for him)
  ids.workerUser = await makeUser(db, 'wang', { roleIds: [staffRole], deptId: ids.sales });
  ids.worker = await makeWorker(db, { name: 'Wang Worker', userId: ids.workerUser });
  ids.annual = await leaveTypeId(db, 1, 'annual');
  ids.sick = await leaveTypeId(db, 1, 'sick');
  ids.unpaid = await leaveTypeId(db, 1, 'unpaid');
  ids.maternity = await leaveTypeId(db, 1, 'maternity');
  ids.workerAnnual = await leaveTypeId(db, 2, 'annual');
  hr = await signInWith(t, { account: 'hr.leave', codes: HR_CODES });
  [employee, leader, rookie, plain] = await Promise.all(['employee', 'leader', 'rookie', 'plain'].map((a) => t.login(a, PASSWORD)));
});
afterAll(async () => t?.close());

describe('leave types and rules', () => {
  it('starts every tenant with the Singapore types; the form list follows the caller', async () => {
    const page = await t.get(hr, '/api/mcc-base/baseVacationInfo/page', { userType: 1, size: 50 });
    const names = page.data.records.map((r: { type: string }) => r.type);
    expect(names).toEqual(expect.arrayContaining(['annual', 'sick', 'hospitalisation', 'childcare', 'maternity', 'paternity', 'compassionate', 'unpaid']));
    expect(page.data.records.find((r: { type: string }) => r.type === 'unpaid')).toMatchObject({ haveSalary: 0, day: 0 });
    expect((await t.post(hr, '/api/mcc-base/baseVacationInfo/initialize')).data).toBe(0);
    expect((await t.get(employee, '/api/mcc-base/baseVacationInfo/page')).status).toBe(403);
    // a confirmed male staff: staff types, but not maternity
    const mine = (await t.get(employee, '/api/mcc-base/baseVacationInfo/list')).data.map((r: { type: string }) => r.type);
    expect(mine).toContain('annual');
    expect(mine).not.toContain('maternity');
    expect(mine).not.toContain('homeLeave');
    // probationary staff (status 0) see only the types flagged leaveType 1
    const probation = (await t.get(rookie, '/api/mcc-base/baseVacationInfo/list')).data as { leaveType: number; type: string }[];
    expect(probation.length).toBeGreaterThan(0);
    expect(probation.every((r) => r.leaveType === 1)).toBe(true);
    expect(probation.map((r) => r.type)).not.toContain('annual');
    // choosing a worker on form 29 lists worker types
    const forWorker = (await t.get(employee, '/api/mcc-base/baseVacationInfo/list', { workerId: ids.worker })).data.map(
      (r: { userType: number }) => r.userType,
    );
    expect(new Set(forWorker)).toEqual(new Set([2]));
    const detail = await t.get(employee, '/api/mcc-base/baseVacationInfo/vacationDetail', { id: ids.annual });
    expect(detail.data).toMatchObject({ name: 'Annual leave', rule: { basis: 'service' } });
    expect(detail.data.values[0]).toMatchObject({ minValue: 0, maxValue: 1, day: 7 });
  });

  it('saves and removes types with checks naming the field', async () => {
    const ok = await t.post(hr, '/api/mcc-base/baseVacationInfo/vacationSave', {
      name: 'Study leave',
      type: 'study',
      day: 5,
      minDay: 1,
      maxDay: 5,
      haveSalary: 1,
      adjust: 1,
      userType: 1,
      leaveType: 0,
    });
    expect(ok.code).toBe(200);
    const dup = await t.post(hr, '/api/mcc-base/baseVacationInfo/vacationSave', {
      name: 'Study 2',
      type: 'study',
      day: 5,
      minDay: 1,
      haveSalary: 1,
      adjust: 1,
      userType: 1,
      leaveType: 0,
    });
    expect(dup.status).toBe(409);
    expect(dup.msg).toContain('type');
    const bad = await t.post(hr, '/api/mcc-base/baseVacationInfo/vacationSave', {
      name: 'Odd',
      type: 'odd',
      day: 5,
      minDay: 3,
      maxDay: 2,
      haveSalary: 1,
      adjust: 1,
      userType: 1,
      leaveType: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('maxDay');
    expect(
      (
        await t.post(hr, '/api/mcc-base/baseVacationInfo/vacationSave', {
          name: 'Odd',
          type: 'odd',
          day: 0.3,
          minDay: 1,
          haveSalary: 1,
          adjust: 1,
          userType: 1,
          leaveType: 0,
        })
      ).msg,
    ).toContain('day');
    expect(
      (
        await t.post(employee, '/api/mcc-base/baseVacationInfo/vacationSave', {
          name: 'Mine',
          type: 'mine',
          day: 1,
          minDay: 1,
          haveSalary: 1,
          adjust: 1,
          userType: 1,
          leaveType: 0,
        })
      ).status,
    ).toBe(403);
    expect((await t.post(hr, '/api/mcc-base/baseVacationInfo/vacationRemove', { ids: ok.data.id })).code).toBe(200);
    expect((await t.get(hr, '/api/mcc-base/baseVacationInfo/detail', { id: ok.data.id })).status).toBe(404);
  });

  it('keeps service tiers per type; balances are generated from them', async () => {
    const overlap = await t.post(hr, '/api/mcc-base/basevacationrulevalue/saveOrUpdateList', {
      vacationInfoId: ids.sick,
      basis: 'service',
      values: [
        { minValue: 0, maxValue: 3, day: 14 },
        { minValue: 2, day: 18 },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.msg).toContain('values.1.minValue');
    const saved = await t.post(hr, '/api/mcc-base/basevacationrulevalue/saveOrUpdateList', {
      vacationInfoId: ids.sick,
      basis: 'service',
      name: 'Sick by service',
      values: [
        { minValue: 0, maxValue: 3, day: 14 },
        { minValue: 3, maxValue: null, day: 18 },
      ],
    });
    expect(saved.data.values.map((v: { day: number }) => v.day)).toEqual([14, 18]);
    expect((await t.get(hr, '/api/mcc-base/basevacationrulevalue/getVacationRule', { vacationInfoId: ids.sick })).data.rule.name).toBe('Sick by service');
    const list = await t.get(hr, '/api/mcc-base/basevacationrule/ruleList');
    expect(list.data.find((r: { vacationInfoId: string }) => r.vacationInfoId === ids.sick)).toMatchObject({
      vacationName: 'Sick / outpatient leave',
      values: [{ day: 14 }, { day: 18 }],
    });
    expect((await t.get(hr, '/api/mcc-base/basevacationrule/page')).data.total).toBeGreaterThanOrEqual(2);
    expect(
      (await t.post(employee, '/api/mcc-base/basevacationrulevalue/saveOrUpdateList', { vacationInfoId: ids.sick, values: [{ minValue: 0, day: 1 }] })).status,
    ).toBe(403);

    const year = new Date().getFullYear() + 2;
    const n = await t.post(hr, `${CREDIT}/generate`, { year, userType: 1 });
    expect(n.data).toBeGreaterThan(0);
    expect((await t.post(hr, `${CREDIT}/generate`, { year, userType: 1 })).data).toBe(0);
    const mine = await t.get(hr, `${CREDIT}/search`, { personId: ids.staff, validOn: `${year}-06-01`, size: 50 });
    const byType = Object.fromEntries(mine.data.records.map((r: { vacationName: string; days: number }) => [r.vacationName, r.days]));
    // service since March 2021: the annual tier for its years, sick at 18 (3+ years), no maternity for a man
    const years = year - 2021 - 1;
    expect(byType['Annual leave']).toBe(Math.min(14, 7 + years));
    expect(byType['Sick / outpatient leave']).toBe(18);
    expect(byType['Maternity leave']).toBeUndefined();
    const ruleId = (await t.get(hr, '/api/mcc-base/basevacationrulevalue/getVacationRule', { vacationInfoId: ids.sick })).data.rule.id;
    expect((await t.post(hr, '/api/mcc-base/basevacationrulevalue/removeRule', { ids: ruleId })).code).toBe(200);
    expect((await t.get(hr, '/api/mcc-base/basevacationrulevalue/getVacationRule', { vacationInfoId: ids.sick })).data).toEqual({ rule: null, values: [] });
  });
});

describe('balances', () => {
  it('HR gives and adjusts balances; never below what is taken', async () => {
    const given = await t.post(hr, `${CREDIT}/update`, {
      userType: 1,
      personId: ids.staff,
      vacationInfoId: ids.annual,
      startDate: later(-30),
      expireDate: later(300),
      days: 5,
    });
    expect(given.code).toBe(200);
    expect(given.data).toMatchObject({ days: 5, remainingDays: 5, personName: 'Eddie Employee', personNo: 'E100', vacationName: 'Annual leave' });
    ids.credit = given.data.id;
    const clash = await t.post(hr, `${CREDIT}/update`, {
      userType: 1,
      personId: ids.staff,
      vacationInfoId: ids.annual,
      startDate: later(-10),
      expireDate: later(10),
      days: 5,
    });
    expect(clash.status).toBe(409);
    const backwards = await t.post(hr, `${CREDIT}/update`, {
      userType: 1,
      personId: ids.staff,
      vacationInfoId: ids.annual,
      startDate: later(10),
      expireDate: later(1),
      days: 5,
    });
    expect(backwards.msg).toContain('expireDate');
    const wrongSide = await t.post(hr, `${CREDIT}/update`, {
      userType: 1,
      personId: ids.staff,
      vacationInfoId: ids.workerAnnual,
      startDate: later(-1),
      expireDate: later(1),
      days: 5,
    });
    expect(wrongSide.status).toBe(400);
    expect(wrongSide.msg).toContain('vacationInfoId');
    expect(
      (
        await t.post(employee, `${CREDIT}/update`, {
          id: ids.credit,
          userType: 1,
          personId: ids.staff,
          vacationInfoId: ids.annual,
          startDate: later(-30),
          expireDate: later(300),
          days: 50,
        })
      ).status,
    ).toBe(403);
    const found = await t.get(hr, `${CREDIT}/search`, { nameOrNo: 'eddie', vacationInfoId: ids.annual, validOn: later(0) });
    expect(found.data.records.map((r: { id: string }) => r.id)).toEqual([ids.credit]);
    expect((await t.get(employee, `${CREDIT}/search`)).status).toBe(403);
    const mine = await t.get(employee, `${CREDIT}/mine`);
    expect(mine.data.find((r: { id: string }) => r.id === ids.credit)).toMatchObject({ remainingDays: 5 });
    // unpaid leave is not adjusted by hand
    const unpaid = await t.post(hr, `${CREDIT}/update`, {
      userType: 1,
      personId: ids.staff,
      vacationInfoId: ids.unpaid,
      startDate: later(-1),
      expireDate: later(30),
      days: 0,
    });
    expect(
      (
        await t.post(hr, `${CREDIT}/update`, {
          id: unpaid.data.id,
          userType: 1,
          personId: ids.staff,
          vacationInfoId: ids.unpaid,
          startDate: later(-1),
          expireDate: later(30),
          days: 3,
        })
      ).msg,
    ).toContain('days');
    expect((await t.post(hr, `${CREDIT}/remove`, { ids: unpaid.data.id })).code).toBe(200);
  });
});

describe('leave requests', () => {
  it('refuses requests with the hints of the spec, naming the field', async () => {
    const more = await start(employee, '2', leaveMap(2, 6));
    expect(more.status).toBe(400);
    expect(more.msg).toBe('leaveDays: Cannot exceed the remaining leave days');
    const noCredit = await start(employee, '2', leaveMap(2, 1, { vacationInfoId: ids.sick }));
    expect(noCredit.msg).toBe('leaveDays: Cannot exceed the remaining leave days');
    const maxed = await start(employee, '2', leaveMap(2, 31, { vacationInfoId: ids.unpaid }));
    expect(maxed.msg).toBe('leaveDays: The maximum leave days cannot be exceeded');
    const zero = await t.post(hr, `${LR}/save`, { ...leaveMap(2, 1), leaveDays: 0 });
    expect(zero.msg).toBe('leaveDays: Leave days cannot be less than or equal to 0');
    const tooMany = await start(employee, '2', leaveMap(2, 1, { leaveDays: 3 }));
    expect(tooMany.msg).toContain('leaveDays');
    const probation = await start(rookie, '2', { ...leaveMap(2, 1), staffId: ids.rookie });
    expect(probation.status).toBe(400);
    expect(probation.msg).toContain('vacationInfoId: this leave type is not open to staff on probation');
    const maternity = await start(employee, '2', leaveMap(2, 1, { vacationInfoId: ids.maternity }));
    expect(maternity.msg).toContain('vacationInfoId');
    const nobody = await start(employee, '2', { ...leaveMap(2, 1), staffId: '123' });
    expect(nobody.msg).toContain('staffId');
    // nothing was written
    expect((await t.get(employee, `${LR}/page`)).data.total).toBe(0);
  });

  it('names the field by its label in words: the spec hint on the leave form, required fields and impossible dates on leaverecord/save', async () => {
    const zeroForm = await start(employee, '2', leaveMap(2, 1, { leaveDays: 0 }));
    expect(zeroForm.status).toBe(400);
    expect(zeroForm.msg).toBe('leaveDays: Leave days cannot be less than or equal to 0');
    const { leaveDays: _days, ...noDays } = leaveMap(2, 1);
    expect((await start(employee, '2', noDays)).msg).toBe('leaveDays: Leave days is required');
    const missing = await t.post(hr, `${LR}/save`, { staffId: ids.staff, leaveStartTime: later(2) });
    expect(missing.status).toBe(400);
    expect(missing.msg).toContain('vacationInfoId: Vacation type is required');
    expect(missing.msg).toContain('leaveDays: Leave days is required');
    expect(missing.msg).not.toMatch(/Invalid input|NaN|expected/);
    const badDate = await t.post(hr, `${LR}/save`, { ...leaveMap(2, 1), leaveStartTime: '2026-02-31 09:00:00' });
    expect(badDate.status).toBe(400);
    expect(badDate.msg).toBe('leaveStartTime: Leave start time is not a valid date');
    const badFormDate = await start(employee, '2', leaveMap(2, 1, { leaveStartTime: '7410-81-47 09:00:00' }));
    expect(badFormDate.status).toBe(400);
    expect(badFormDate.msg).toBe('leaveStartTime: Leave start time is not a valid date');
  });

  it('a request is Pending, holds its days, and Approved deducts them; overlapping leave is refused', async () => {
    const started = await start(employee, '2', leaveMap(3, 2));
    expect(started.code).toBe(200);
    let c = await balance(ids.credit);
    expect([c.pendingDays, c.usedDays]).toEqual([2, 0]);
    const mine = await t.get(employee, `${LR}/page`);
    expect(mine.data.records[0]).toMatchObject({
      leaveStatus: 0,
      leaveDays: 2,
      vacationName: 'Annual leave',
      staffNo: 'E100',
      staffName: 'Eddie Employee',
      processInstanceId: started.data.processInstanceId,
    });
    const overlap = await start(employee, '2', leaveMap(4, 1));
    expect(overlap.msg).toBe('leaveStartTime: Leave already exists');
    // the pending days count: 5 - 2 leaves 3
    expect((await start(employee, '2', leaveMap(10, 4))).msg).toBe('leaveDays: Cannot exceed the remaining leave days');
    expect((await decide(leader, started.data.processInstanceId, 'ok')).data.flowStatus).toBe('approved');
    c = await balance(ids.credit);
    expect([c.pendingDays, c.usedDays]).toEqual([0, 2]);
    const rec = (await t.get(employee, `${LR}/page`)).data.records[0];
    expect(rec.leaveStatus).toBe(1);
    ids.approvedRecord = rec.id;
    expect((await t.get(employee, `${CREDIT}/mine`)).data.find((r: { id: string }) => r.id === ids.credit).remainingDays).toBe(3);
  });

  it('rejected and recalled requests give their days back', async () => {
    const a = (await start(employee, '2', leaveMap(20, 1))).data;
    const b = (await start(employee, '2', leaveMap(30, 1))).data;
    expect((await balance(ids.credit)).pendingDays).toBe(2);
    await decide(leader, a.processInstanceId, 'reject');
    await t.post(employee, `${PS}/recall`, { id: b.id });
    const c = await balance(ids.credit);
    expect([c.pendingDays, c.usedDays]).toEqual([0, 2]);
    const statuses = (await t.get(employee, `${LR}/page`, { size: 10 })).data.records.map((r: { leaveStatus: number }) => r.leaveStatus);
    expect(statuses).toEqual(expect.arrayContaining([2, 4, 1]));
    // the same dates may be asked again after a rejection
    const again = await start(employee, '2', leaveMap(20, 1));
    expect(again.code).toBe(200);
    await t.post(employee, '/api/mcc-base/base-flow-task/cancelProcess', { processInstanceId: again.data.processInstanceId });
    expect((await t.get(employee, `${LR}/page`, { leaveStatus: 5 })).data.total).toBe(1);
  });

  it('an approved cancel-leave request marks the leave cancel leave and gives the days back', async () => {
    const wrong = await start(employee, '9', { staffId: ids.staff, leaveRecordId: '1', reason: 'x' });
    expect(wrong.msg).toContain('leaveRecordId');
    const req = await start(employee, '9', { staffId: ids.staff, leaveRecordId: ids.approvedRecord, reason: 'Trip cancelled' });
    expect(req.code).toBe(200);
    const twice = await start(employee, '9', { staffId: ids.staff, leaveRecordId: ids.approvedRecord, reason: 'Again' });
    expect(twice.msg).toContain('already pending');
    await decide(leader, req.data.processInstanceId, 'ok');
    const rec = (await t.get(employee, `${LR}/detail`, { id: ids.approvedRecord })).data;
    expect(rec.leaveStatus).toBe(3);
    expect((await balance(ids.credit)).usedDays).toBe(0);
    expect((await start(employee, '9', { staffId: ids.staff, leaveRecordId: ids.approvedRecord, reason: 'x' })).msg).toContain('only approved leave');
  });

  it('worker leave (form 29) spends the worker balance', async () => {
    const creditId = await giveCredit(t.db, 2, ids.worker, ids.workerAnnual, 3);
    // site workers rest on Sundays only: their two days are counted on that calendar
    const dates = workdays(5, 2, [0]);
    const map = {
      ...leaveMap(5, 2),
      leaveStartTime: `${dates.start} 09:00:00`,
      leaveEndTime: `${dates.end} 18:00:00`,
      staffId: undefined,
      workerId: ids.worker,
      vacationInfoId: ids.workerAnnual,
      tickets: '9001',
    };
    expect((await t.post(hr, '/api/mcc-worker/processfield/startProcess', { formId: '29', map: { ...map, vacationInfoId: ids.annual } })).msg).toContain(
      'vacationInfoId: this leave type is for staff',
    );
    // only HR (or the worker's supervisor) files in a worker's name
    expect((await t.post(employee, '/api/mcc-worker/processfield/startProcess', { formId: '29', map })).status).toBe(403);
    const started = await t.post(hr, '/api/mcc-worker/processfield/startProcess', { formId: '29', map });
    expect(started.code).toBe(200);
    await decide(leader, started.data.processInstanceId, 'ok');
    expect((await balance(creditId)).usedDays).toBe(2);
    const days = await t.get(hr, `${WV}/haveWorkerDays`, { workerId: ids.worker, vacationInfoId: ids.workerAnnual });
    expect(days.data).toMatchObject({ tracked: true, days: 3, usedDays: 2, remainingDays: 1 });
    expect((await t.get(employee, `${WV}/haveWorkerDays`, { workerId: ids.worker, vacationInfoId: ids.workerAnnual })).status).toBe(404);
    const all = await t.get(hr, `${WV}/detail1`, { workerId: ids.worker });
    expect(all.data.find((b: { vacationInfoId: string }) => b.vacationInfoId === ids.workerAnnual).remainingDays).toBe(1);
    const history = await t.get(hr, `${WV}/myLeaveByWorkerId`, { workerId: ids.worker });
    expect(history.data.total).toBe(1);
    expect(history.data.leaveRecords[0]).toMatchObject({ staffName: 'Wang Worker', leaveStatus: 1, ticketIds: '9001' });
    // the leader reads the history through the request
    const viaRequest = await t.get(leader, `${WV}/page1`, { processInstanceId: started.data.processInstanceId });
    expect(viaRequest.data.total).toBe(1);
    expect((await t.get(plain, `${WV}/page1`, { processInstanceId: started.data.processInstanceId })).status).toBe(404);
    expect((await t.get(hr, `${WV}/vacationListAll`)).data.every((v: { type: string }) => v.type !== 'maternity')).toBe(true);
  });
});

describe('leave records', () => {
  it('shows each user what they may see: HR all, the approver through the request, others their own', async () => {
    const p = (await start(plain, '2', { ...leaveMap(40, 1), staffId: ids.plain, vacationInfoId: ids.unpaid })).data;
    expect((await t.get(hr, `${LR}/page`, { size: 50 })).data.total).toBe(5);
    const own = (await t.get(plain, `${LR}/page`)).data.records;
    expect(own.map((r: { staffId: string }) => r.staffId)).toEqual([ids.plain]);
    // the leader's own leave list is empty, but the request shows the applicant's history
    expect((await t.get(leader, `${LR}/page`)).data.total).toBe(0);
    const history = await t.get(leader, `${LR}/page`, { processInstanceId: p.processInstanceId });
    expect(history.data.records.map((r: { staffName: string }) => r.staffName)).toEqual(['Paul Plain']);
    expect((await t.get(employee, `${LR}/page`, { processInstanceId: p.processInstanceId })).status).toBe(404);
    expect((await t.get(employee, `${LR}/detail`, { id: own[0].id })).status).toBe(404);
    expect((await t.get(hr, `${LR}/detail`, { id: own[0].id })).data.staffNo).toBe('E300');
    // an "own department" scope on leave records
    const salesHr = await signInWith(t, {
      account: 'hr.sales',
      codes: ['leave_record_view'],
      deptId: ids.sales,
      dataScopes: [{ resourceCode: 'leave_record', scopeType: DataScopeType.OWN_DEPT }],
    });
    const scoped = (await t.get(salesHr, `${LR}/page`, { size: 100 })).data.records as { deptId: string }[];
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.every((r) => r.deptId === ids.sales)).toBe(true);
    expect((await t.get(hr, `${LR}/page`, { nameOrNo: 'E300' })).data.total).toBe(1);
  });

  it('HR records, changes, exports and removes leave directly', async () => {
    const saved = await t.post(hr, `${LR}/save`, {
      staffId: ids.staff,
      vacationInfoId: ids.annual,
      leaveUnit: 0.5,
      leavePeriod: 'PM',
      leaveDays: 0.5,
      leaveStartTime: `${later(60)} 14:00:00`,
      leaveReason: 'Dentist',
    });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ leaveStatus: 1, leaveEndTime: `${later(60)} 18:00:00` });
    expect((await balance(ids.credit)).usedDays).toBe(0.5);
    expect(
      (
        await t.post(employee, `${LR}/save`, {
          staffId: ids.staff,
          vacationInfoId: ids.annual,
          leaveDays: 1,
          leaveStartTime: later(70),
          leaveEndTime: later(70),
        })
      ).status,
    ).toBe(403);
    const changed = await t.post(hr, `${LR}/update`, {
      id: saved.data.id,
      leaveUnit: 1,
      leavePeriod: null,
      leaveDays: 2,
      leaveStartTime: `${later(61)} 09:00:00`,
      leaveEndTime: `${later(62)} 18:00:00`,
    });
    expect(changed.code).toBe(200);
    expect((await balance(ids.credit)).usedDays).toBe(2);
    const tooMuch = await t.post(hr, `${LR}/update`, { id: saved.data.id, leaveDays: 9, leaveEndTime: `${later(70)} 18:00:00` });
    expect(tooMuch.msg).toBe('leaveDays: Cannot exceed the remaining leave days');
    expect((await balance(ids.credit)).usedDays).toBe(2);
    const fromRequest = (await t.get(hr, `${LR}/page`, { staffId: ids.plain })).data.records[0];
    expect((await t.post(hr, `${LR}/update`, { id: fromRequest.id, leaveReason: 'x' })).status).toBe(409);
    expect((await t.post(hr, `${LR}/remove`, { ids: fromRequest.id })).status).toBe(409);

    const xlsx = await t.app.inject({ method: 'GET', url: `${LR}/excel?staffId=${ids.staff}`, headers: hr.headers });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.app.inject({ method: 'GET', url: `${LR}/excel`, headers: employee.headers })).statusCode).toBe(403);

    expect((await t.post(hr, `${LR}/remove`, { ids: saved.data.id })).code).toBe(200);
    expect((await balance(ids.credit)).usedDays).toBe(0);
    expect((await t.get(hr, `${LR}/detail`, { id: saved.data.id })).status).toBe(404);
  });

  it('records worker leave and exports it; the calendar shows approved and pending leave', async () => {
    const w = await t.post(hr, `${WV}/submit`, {
      workerId: ids.worker,
      vacationInfoId: ids.workerAnnual,
      leaveDays: 1,
      leaveStartTime: `${later(80)} 08:00`,
      leaveEndTime: `${later(80)} 17:00`,
    });
    expect(w.code).toBe(200);
    expect(
      (
        await t.post(hr, `${WV}/submit`, {
          workerId: ids.worker,
          vacationInfoId: ids.workerAnnual,
          leaveDays: 1,
          leaveStartTime: `${later(81)} 08:00`,
          leaveEndTime: `${later(81)} 17:00`,
        })
      ).msg,
    ).toBe('leaveDays: Cannot exceed the remaining leave days');
    expect((await t.get(hr, `${WV}/detail`, { id: w.data.id })).data.workerId).toBe(ids.worker);
    expect((await t.get(hr, `${LR}/detail`, { id: w.data.id })).status).toBe(404);
    const page = await t.get(hr, `${WV}/page1`, { workerId: ids.worker });
    expect(page.data.total).toBe(2);
    const xlsx = await t.app.inject({ method: 'GET', url: `${WV}/leaveRecordExcel`, headers: hr.headers });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const cal = await t.get(hr, `${LR}/calendar`, { start: later(75), end: later(85) });
    expect(cal.data.entries.map((r: { id: string }) => r.id)).toContain(w.data.id);
    expect(cal.data.entries.every((r: { leaveStatus: number }) => r.leaveStatus === 0 || r.leaveStatus === 1)).toBe(true);
    expect((await t.get(hr, `${LR}/calendar`, { start: later(10), end: later(1) })).msg).toContain('end');
    expect((await t.get(employee, `${LR}/calendar`, { start: later(75), end: later(85) })).status).toBe(403);
    expect((await t.post(hr, `${WV}/remove`, { ids: w.data.id })).code).toBe(200);
    expect((await t.get(hr, `${WV}/haveWorkerDays`, { workerId: ids.worker, vacationInfoId: ids.workerAnnual })).data.remainingDays).toBe(1);
  });
});

describe("requests in one's own name", () => {
  it("a plain employee cannot file leave in a colleague's name; the server takes the applicant from the session", async () => {
    const before = await balance(ids.credit);
    const forColleague = await start(plain, '2', leaveMap(50, 1));
    expect(forColleague.status).toBe(403);
    expect(forColleague.msg).toBe('staffId: you may file this request only in your own name');
    // the colleague's balance is not held
    expect((await balance(ids.credit)).pendingDays).toBe(before.pendingDays);
    // without an applicant the request is the caller's own
    const own = await start(plain, '2', { ...leaveMap(50, 1), staffId: undefined, vacationInfoId: ids.unpaid });
    expect(own.code).toBe(200);
    expect(own.data.map.staffId).toBe(ids.plain);
    await t.post(plain, `${PS}/recall`, { id: own.data.id });
  });

  it("HR files in an employee's name: the task goes to the employee's approver and the employee can recall or cancel it", async () => {
    const filed = await start(hr, '2', leaveMap(52, 1));
    expect(filed.code).toBe(200);
    expect(filed.data.initiatorName).toBe('Employee');
    // the employee's department leader approves it (HR has no department leader)
    const todo = (await t.get(leader, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as { processInstanceId: string }[];
    expect(todo.map((r) => r.processInstanceId)).toContain(filed.data.processInstanceId);
    // it is the employee's request: listed as theirs, and they may recall it; HR can still read it
    expect((await t.get(employee, `${PS}/mySend`, { size: -1 })).data.records.map((r: { id: string }) => r.id)).toContain(filed.data.id);
    const detail = (await t.get(employee, `${PS}/detail`, { id: filed.data.id })).data;
    expect(detail).toMatchObject({ canRecall: true, canCancel: true });
    expect((await t.get(hr, `${PS}/detail`, { id: filed.data.id })).code).toBe(200);
    expect((await t.post(employee, `${PS}/recall`, { id: filed.data.id })).data.flowStatus).toBe('recalled');
    const again = await start(hr, '2', leaveMap(52, 1));
    expect((await t.post(employee, '/api/mcc-base/base-flow-task/cancelProcess', { processInstanceId: again.data.processInstanceId })).data.flowStatus).toBe(
      'cancelled',
    );
    expect((await balance(ids.credit)).pendingDays).toBe(0);
  });

  it("a supervisor files for his own team's workers, not for others", async () => {
    const foremanUser = await makeUser(t.db, 'foreman', { deptId: ids.sales });
    const foremanWorker = await makeWorker(t.db, { name: 'Fahmi Foreman', userId: foremanUser });
    const [team] = await t.db.insert(workerTeam).values({ teamName: 'Formwork', supervisorId: foremanWorker }).returning();
    const member = await makeWorker(t.db, { name: 'Tariq Team' });
    await t.db.update(worker).set({ teamId: team.id }).where(eq(worker.id, member));
    await giveCredit(t.db, 2, member, ids.workerAnnual, 5);
    const foreman = await t.login('foreman', PASSWORD);
    const map = (workerId: string) => ({ ...leaveMap(60, 1), staffId: undefined, workerId, vacationInfoId: ids.workerAnnual, tickets: '9001' });
    const forMember = await t.post(foreman, '/api/mcc-worker/processfield/startProcess', { formId: '29', map: map(member) });
    expect(forMember.code).toBe(200);
    // the member has no account: the foreman stays the initiator and may recall it
    expect((await t.post(foreman, `${PS}/recall`, { id: forMember.data.id })).data.flowStatus).toBe('recalled');
    const forOther = await t.post(foreman, '/api/mcc-worker/processfield/startProcess', { formId: '29', map: map(ids.worker) });
    expect([forOther.status, forOther.msg]).toEqual([403, 'workerId: you may file this request only in your own name']);
    // with a second team, his applicant selector offers both teams' workers and himself, nobody else
    const [second] = await t.db.insert(workerTeam).values({ teamName: 'Rebar', supervisorId: foremanWorker }).returning();
    const other = await makeWorker(t.db, { name: 'Rizal Rebar' });
    await t.db.update(worker).set({ teamId: second.id }).where(eq(worker.id, other));
    const offered = await t.get(foreman, '/api/blade-flow/applicant/worker-list', { size: 20 });
    expect((offered.data.records as { name: string }[]).map((r) => r.name).sort()).toEqual(['Fahmi Foreman', 'Rizal Rebar', 'Tariq Team']);
  });

  it("the grant to file for others reaches the workers of the holder's data scope only, for the request and its leave check", async () => {
    const site = nextId();
    await t.db.insert(project).values({ id: site, projectName: 'Tuas wharf', projectCode: 'TW1' });
    const ours = await makeWorker(t.db, { name: 'Ismail Ours' });
    await t.db.update(worker).set({ projectId: site }).where(eq(worker.id, ours));
    await giveCredit(t.db, 2, ours, ids.workerAnnual, 5);
    const scoped = await signInWith(t, {
      account: 'site.scoped',
      codes: ['flow_file_for_others'],
      dataScopes: [{ resourceCode: 'worker', scopeType: DataScopeType.CUSTOM, scopeColumn: 'project_id', scopeValue: site }],
    });
    const map = (workerId: string) => ({ ...leaveMap(70, 1), staffId: undefined, workerId, vacationInfoId: ids.workerAnnual, tickets: '9001' });
    const forOurs = await t.post(scoped, '/api/mcc-worker/processfield/startProcess', { formId: '29', map: map(ours) });
    expect(forOurs.code).toBe(200);
    const elsewhere = await t.post(scoped, '/api/mcc-worker/processfield/startProcess', { formId: '29', map: map(ids.worker) });
    expect([elsewhere.status, elsewhere.msg]).toEqual([403, 'workerId: you may file requests only for the workers of your data scope']);
    for (const missing of ['9000000000000000042', 'not-a-worker']) {
      const none = await t.post(scoped, '/api/mcc-worker/processfield/startProcess', { formId: '29', map: map(missing) });
      expect([none.status, none.msg]).toEqual([400, 'workerId: no such worker']);
    }
    // the form's leave check before submitting follows the same rule
    const span = workdays(80, 1);
    const check = (personId: string) =>
      t.get(scoped, '/api/blade-desk/leaveCheck', {
        userType: 2,
        personId,
        vacationInfoId: ids.workerAnnual,
        start: `${span.start} 08:00:00`,
        end: `${span.end} 17:00:00`,
        unit: 1,
      });
    expect((await check(ours)).code).toBe(200);
    expect((await check(ids.worker)).status).toBe(403);
    // the applicant field's selector offers exactly those workers
    const offered = await t.get(scoped, '/api/blade-flow/applicant/worker-list', { current: 1, size: 20 });
    expect((offered.data.records as { id: string; name: string }[]).map((r) => r.name)).toEqual(['Ismail Ours']);
    expect(offered.data.total).toBe(1);
    // its project tree holds the teams of those workers only; the directory's tree holds every site
    const [crew] = await t.db.insert(workerTeam).values({ teamName: 'Wharf crew', projectId: site }).returning();
    await t.db.update(worker).set({ teamId: crew.id }).where(eq(worker.id, ours));
    const depot = nextId();
    await t.db.insert(project).values({ id: depot, projectName: 'Jurong depot', projectCode: 'JD1' });
    const [elsewhereTeam] = await t.db.insert(workerTeam).values({ teamName: 'Depot crew', projectId: depot }).returning();
    await t.db.update(worker).set({ teamId: elsewhereTeam.id }).where(eq(worker.id, ids.worker));
    const tree = (await t.get(scoped, '/api/blade-flow/applicant/worker-teams')).data as { projectName: string; teams: { teamName: string }[] }[];
    expect(tree.map((p) => [p.projectName, p.teams.map((x) => x.teamName)])).toEqual([['Tuas wharf', ['Wharf crew']]]);
    const everyTeam = (await t.get(scoped, '/api/mcc-worker/project/listTeam')).data as { teams: { teamName: string }[] }[];
    expect(everyTeam.flatMap((p) => p.teams.map((x) => x.teamName))).toEqual(expect.arrayContaining(['Wharf crew', 'Depot crew']));
    // the worker directory follows the same configured scope (issue 35), and the whole company with worker_pick_all
    const directory = await t.get(scoped, '/api/mcc-worker/info/siteAllList', { current: 1, size: -1 });
    expect((directory.data.records as { id: string }[]).map((r) => r.id)).toEqual([ours]);
    const picker = await signInWith(t, {
      account: 'site.picker',
      codes: ['flow_file_for_others', 'worker_pick_all'],
      dataScopes: [{ resourceCode: 'worker', scopeType: DataScopeType.CUSTOM, scopeColumn: 'project_id', scopeValue: site }],
    });
    const everyone = await t.get(picker, '/api/mcc-worker/info/siteAllList', { current: 1, size: -1 });
    expect((everyone.data.records as { id: string }[]).map((r) => r.id)).toEqual(expect.arrayContaining([ours, ids.worker]));
    // without the grant: nobody else (an account with no worker record of its own is offered no one)
    const plain = await signInWith(t, { account: 'site.plain', codes: [] });
    expect((await t.get(plain, '/api/blade-flow/applicant/worker-teams')).data).toEqual([]);
    expect((await t.get(plain, '/api/blade-flow/applicant/worker-list', {})).data.total).toBe(0);
    expect((await t.get(plain, '/api/blade-flow/applicant/staff-list', {})).data).toEqual([]);
    // bad input is a 400 that names the field
    const tooLong = await t.get(scoped, '/api/blade-flow/applicant/worker-list', { nameOrNo: 'x'.repeat(101) });
    expect([tooLong.status, tooLong.msg]).toEqual([400, expect.stringMatching(/^nameOrNo: /)]);
  });
});
