import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PERMISSIONS as D } from '@hr/contracts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { DataScopeType } from '../../platform/auth/permissions.js';
import { nextId } from '../../platform/db/ids.js';
import { formatDateTime } from '../../platform/util.js';
import { makeDept, makeRole, makeUser, PASSWORD } from '../flow/flow.fixtures.js';
import { giveCredit, leaveTypeId, makeStaff, workdays } from '../leave/leave.fixtures.js';
import { leaveRecord } from '../leave/leave.tables.js';
import { worker } from '../worker/worker.tables.js';
import { flowInstance, flowTask } from '../flow/flow.tables.js';
import { salarySettlement } from '../settlement/settlement.tables.js';
import { weekOf } from './dashboard.queries.js';

/*
 * The role dashboards against known rows: department A and department B each have staff, workers,
 * leave, requests and settlements; a user scoped to department A must never count B's.
 */

let t: TestApp;
let admin: Session;
let scopedA: Session;
const ids: Record<string, string> = {};
const today = formatDateTime(new Date()).slice(0, 10);
const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86400_000).toISOString().slice(0, 10);
const at = (offsetHours: number) => formatDateTime(new Date(Date.now() + offsetHours * 3600_000));
const HR = '/api/blade-dashboard/hr';
const DIR = '/api/blade-dashboard/director';

async function addWorker(name: string, deptId: string, projectId: string, nationality: string, wpDays: number) {
  const id = nextId();
  await t.db
    .insert(worker)
    .values({
      id,
      name,
      employmentCode: `D${id.slice(-8)}`,
      nationality,
      projectId,
      createDept: deptId,
      wpExpiryDate: day(wpDays),
      passportExpiryDate: day(wpDays + 400),
      entryDate: '2024-01-02',
    });
  return id;
}

async function addLeave(o: { staffId: string; name: string; deptId: string; from: number; to: number; status?: number; flowInstanceId?: string }) {
  const id = nextId();
  await t.db
    .insert(leaveRecord)
    .values({
      id,
      userType: 1,
      staffId: o.staffId,
      staffName: o.name,
      deptId: o.deptId,
      vacationInfoId: ids.annual,
      vacationName: 'Annual leave',
      leaveDays: o.to - o.from + 1,
      leaveStartTime: `${day(o.from)} 09:00:00`,
      leaveEndTime: `${day(o.to)} 18:00:00`,
      leaveStatus: o.status ?? 1,
      flowInstanceId: o.flowInstanceId ?? null,
    });
  return id;
}

/** A request of a department with decided steps taking the given hours, and optionally an open step created `openHoursAgo` ago. */
async function addRequest(o: { deptId: string; formName: string; hours: number[]; openHoursAgo?: number; assignee?: string; assigneeName?: string }) {
  const id = nextId();
  await t.db
    .insert(flowInstance)
    .values({
      id,
      processInstanceId: nextId(),
      formId: o.formName.endsWith('A') ? '901' : '902',
      formName: o.formName,
      processKey: 'dashTest',
      flowStatus: 'running',
      createDept: o.deptId,
      createUser: ids.adminUser,
      initiatorName: 'Tester',
    });
  for (const h of o.hours) {
    await t.db
      .insert(flowTask)
      .values({
        tenantId: '000000',
        instanceId: id,
        activationId: nextId(),
        elementId: 'review',
        name: 'Review',
        assignee: ids.adminUser,
        taskStatus: 'approved',
        createTime: at(-200),
        endTime: at(-200 + h),
      });
  }
  if (o.openHoursAgo !== undefined) {
    await t.db
      .insert(flowTask)
      .values({
        tenantId: '000000',
        instanceId: id,
        activationId: nextId(),
        elementId: 'sign',
        name: 'Sign',
        assignee: o.assignee ?? ids.adminUser,
        assigneeName: o.assigneeName ?? 'Admin',
        taskStatus: 'open',
        createTime: at(-o.openHoursAgo),
      });
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  ids.adminUser = admin.userId;
  ids.A = await makeDept(t.db, 'Dept A');
  ids.B = await makeDept(t.db, 'Dept B');
  ids.annual = await leaveTypeId(t.db, 1, 'annual');
  const project = async (code: string) =>
    (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: code, projectName: `Site ${code}` })).data.id as string;
  ids.PA = await project('DPA');
  ids.PB = await project('DPB');
  // staff: two in A (one Malaysian), one in B
  ids.sa1 = await makeStaff(t.db, { deptId: ids.A, name: 'Alice A' });
  ids.sa2 = await makeStaff(t.db, { deptId: ids.A, name: 'Aaron A' });
  ids.sb1 = await makeStaff(t.db, { deptId: ids.B, name: 'Bella B' });
  // workers: A has one expired permit and one due in 20 days (site PA); B one expired (site PB)
  ids.wa1 = await addWorker('Arun', ids.A, ids.PA, 'IN', -5);
  ids.wa2 = await addWorker('Amit', ids.A, ids.PA, 'IN', 20);
  ids.wb1 = await addWorker('Bao', ids.B, ids.PB, 'CN', -3);
  // leave: A's Alice is away today, B's Bella too
  await addLeave({ staffId: ids.sa1, name: 'Alice A', deptId: ids.A, from: 0, to: 0 });
  await addLeave({ staffId: ids.sb1, name: 'Bella B', deptId: ids.B, from: 0, to: 0 });
  // requests: A's form takes 1, 2, 3, 4, 10 hours at its Review step; B's 100 hours; A has a task open 5 days, B one open 8 days
  await addRequest({ deptId: ids.A, formName: 'Dash form A', hours: [1, 2, 3, 4, 10], openHoursAgo: 5 * 24, assigneeName: 'Slow Approver' });
  await addRequest({ deptId: ids.B, formName: 'Dash form B', hours: [100], openHoursAgo: 8 * 24, assigneeName: 'Other Approver' });
  // settlements sent for approval: A's worker 900 nett, B's worker 700 nett
  for (const [w, nett] of [
    [ids.wa1, '900.00'],
    [ids.wb1, '700.00'],
  ] as const) {
    await t.db
      .insert(salarySettlement)
      .values({ workerId: w, resignDate: day(-1), periodStart: day(-30), settlementStatus: 1, grossWages: '1000.00', nettSalary: nett });
  }
  // a dormitory room of 4 beds with A's worker in it
  const plot = (await t.post(admin, '/api/mcc-worker/dwellplot/save', { plotName: 'Dash Lodge' })).data.id;
  const blk = (await t.post(admin, '/api/mcc-worker/dwellbuilding/save', { plotId: plot, blkNo: '12' })).data.id;
  const room = (await t.post(admin, '/api/mcc-worker/dwellroom/save', { buildingId: blk, roomNo: '01-01', floor: '1', capacity: 4 })).data.id;
  expect((await t.post(admin, '/api/mcc-worker/dwellroomref/saveWorker', { roomId: room, workerIds: ids.wa2, date: day(-10) })).status).toBe(200);
  ids.building = blk;
  const scope = (resourceCode: string) => ({ resourceCode, scopeType: DataScopeType.OWN_DEPT });
  scopedA = await signInWith(t, {
    account: 'dash-a',
    deptId: ids.A,
    codes: [D.menu, D.hr, D.director],
    dataScopes: ['staff', 'worker', 'leave_record', 'process', 'probation', 'salary_settlement'].map(scope),
  });
}, 180_000);

afterAll(async () => t?.close());

const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);

describe("HR's dashboard", () => {
  it('counts headcount by department, project and nationality; a dept-A user never counts dept B', async () => {
    const all = (await t.get(admin, HR)).data;
    expect(all.headcountByDept).toEqual(
      expect.arrayContaining([
        { id: ids.A, name: 'Dept A', count: 2 },
        { id: ids.B, name: 'Dept B', count: 1 },
      ]),
    );
    expect(all.headcountByProject).toEqual(
      expect.arrayContaining([
        { id: ids.PA, name: 'Site DPA', count: 2 },
        { id: ids.PB, name: 'Site DPB', count: 1 },
      ]),
    );
    expect(all.headcountByNationality).toEqual(
      expect.arrayContaining([
        { nationality: 'IN', staff: 0, workers: 2, count: 2 },
        { nationality: 'CN', staff: 0, workers: 1, count: 1 },
      ]),
    );

    const a = (await t.get(scopedA, HR)).data;
    expect(a.headcountByDept).toEqual([{ id: ids.A, name: 'Dept A', count: 2 }]);
    expect(a.headcountByProject).toEqual([{ id: ids.PA, name: 'Site DPA', count: 2 }]);
    expect(a.headcountByNationality.find((r: { nationality: string }) => r.nationality === 'CN')).toBeUndefined();
    expect(sum(a.headcountByNationality)).toBe(4);
  });

  it('reports permits expired and due by project, team or dormitory, under the scope', async () => {
    const all = (await t.get(admin, HR)).data;
    expect(all.permits.find((r: { groupId: string }) => r.groupId === ids.PA)).toMatchObject({
      groupName: 'Site DPA',
      expired: 1,
      due30: 1,
      due60: 1,
      due90: 1,
    });
    expect(all.permits.find((r: { groupId: string }) => r.groupId === ids.PB)).toMatchObject({ expired: 1, due30: 0 });
    const a = (await t.get(scopedA, HR, { expiryGroup: 'project' })).data;
    expect(a.permits).toEqual([{ groupId: ids.PA, groupName: 'Site DPA', expired: 1, due30: 1, due60: 1, due90: 1 }]);
    const byDorm = (await t.get(admin, HR, { expiryGroup: 'dormitory' })).data;
    expect(byDorm.expiryGroup).toBe('dormitory');
    expect(byDorm.permits.find((r: { groupName: string }) => r.groupName === 'Dash Lodge')).toMatchObject({ expired: 0, due30: 1 });
    const bad = await t.get(admin, HR, { expiryGroup: 'nationality' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('expiryGroup');
  });

  it('shows dormitory beds per building, who is on leave today, and open approvals by age', async () => {
    const all = (await t.get(admin, HR)).data;
    expect(all.dormitories.find((d: { id: string }) => d.id === ids.building)).toEqual({
      id: ids.building,
      name: 'Dash Lodge Blk 12',
      beds: 4,
      occupied: 1,
      free: 3,
    });
    expect(all.onLeave.map((l: { name: string }) => l.name).sort()).toEqual(['Alice A', 'Bella B']);
    expect(all.onLeaveToday).toBe(2);
    expect(all.approvalsWaiting).toEqual({ lt1: 0, d1to3: 0, d3to7: 1, gt7: 1 });
    const a = (await t.get(scopedA, HR)).data;
    expect(a.onLeave.map((l: { name: string }) => l.name)).toEqual(['Alice A']);
    expect(a.approvalsWaiting).toEqual({ lt1: 0, d1to3: 0, d3to7: 1, gt7: 0 });
  });

  it('is refused to a user without the HR panel button', async () => {
    const other = await signInWith(t, { account: 'dash-none', codes: [D.menu] });
    expect((await t.get(other, HR)).status).toBe(403);
    expect((await t.get(other, DIR)).status).toBe(403);
  });

  it('the week runs Monday to Sunday', () => {
    expect(weekOf('2026-11-26')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });
});

describe("directors' dashboard", () => {
  it('totals settlements to review per project; the scoped user sees only A', async () => {
    const all = (await t.get(admin, DIR)).data;
    expect(all.settlements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ids.PA, count: 1, grossWages: 1000, nettSalary: 900 }),
        expect.objectContaining({ id: ids.PB, count: 1, nettSalary: 700 }),
      ]),
    );
    const a = (await t.get(scopedA, DIR)).data;
    expect(a.settlements).toEqual([{ id: ids.PA, name: 'Site DPA', count: 1, awaitingMe: 0, grossWages: 1000, nettSalary: 900 }]);
  });

  it('gives the median and 90th percentile of each step (percentile_cont), under the scope', async () => {
    const all = (await t.get(admin, DIR)).data;
    expect(all.approvalTimes.find((r: { formName: string }) => r.formName === 'Dash form A')).toMatchObject({
      step: 'Review',
      count: 5,
      medianHours: 3,
      p90Hours: 7.6,
    });
    expect(all.approvalTimes.find((r: { formName: string }) => r.formName === 'Dash form B')).toMatchObject({ count: 1, medianHours: 100, p90Hours: 100 });
    const a = (await t.get(scopedA, DIR)).data;
    expect(a.approvalTimes.map((r: { formName: string }) => r.formName)).toEqual(['Dash form A']);
  });

  it('lists overdue tasks per approver, the scoped user only A', async () => {
    const all = (await t.get(admin, DIR)).data;
    expect(all.overdue).toEqual([expect.objectContaining({ assignee: ids.adminUser, count: 2 })]);
    expect(all.overdue[0].oldestDays).toBeGreaterThanOrEqual(7.9);
    const a = (await t.get(scopedA, DIR)).data;
    expect(a.overdue).toHaveLength(1);
    expect(a.overdue[0]).toMatchObject({ count: 1 });
    expect(a.overdue[0].oldestDays).toBeCloseTo(5, 0);
  });
});

describe('approvers (issue 11 section 2)', () => {
  it("To do shows the request's key values, the requester's department and the wait; the approver sees who else is away", async () => {
    const staffRole = await makeRole(t.db, 'dash-staff');
    ids.leader = await makeUser(t.db, 'dash-leader', { roleIds: [staffRole] });
    ids.sales = await makeDept(t.db, 'Dash Sales', ids.leader);
    ids.ops = await makeDept(t.db, 'Dash Ops', ids.leader);
    const employee = await makeUser(t.db, 'dash-employee', { roleIds: [staffRole], deptId: ids.sales });
    ids.emp = await makeStaff(t.db, { userId: employee, deptId: ids.sales, name: 'Eddie Employee', staffNo: 'DE1' });
    ids.mate = await makeStaff(t.db, { deptId: ids.sales, name: 'Mona Mate', staffNo: 'DE2' });
    ids.far = await makeStaff(t.db, { deptId: ids.ops, name: 'Olga Ops', staffNo: 'DE3' });
    await giveCredit(t.db, 1, ids.emp, ids.annual, 14);
    // three working days in a row (the server counts the days from the dates: no weekend or holiday inside)
    let base = 10;
    while (workdays(base, 3).end !== day(base + 2)) base++;
    await addLeave({ staffId: ids.mate, name: 'Mona Mate', deptId: ids.sales, from: base + 1, to: base + 2 });
    await addLeave({ staffId: ids.mate, name: 'Mona Mate', deptId: ids.sales, from: base + 20, to: base + 21 });
    await addLeave({ staffId: ids.far, name: 'Olga Ops', deptId: ids.ops, from: base + 1, to: base + 1 });
    const emp = await t.login('dash-employee', PASSWORD);
    const leader = await t.login('dash-leader', PASSWORD);
    const started = await t.post(emp, '/api/mcc-staff/processfield/startProcess', {
      formId: '2',
      map: {
        staffId: ids.emp,
        vacationInfoId: ids.annual,
        leaveUnit: 1,
        leaveStartTime: `${day(base)} 09:00:00`,
        leaveEndTime: `${day(base + 2)} 18:00:00`,
        leaveDays: 3,
        isLeave: 0,
        leaveReason: 'Trip',
      },
    });
    expect(started.code, started.msg).toBe(200);
    const todo = (await t.get(leader, '/api/blade-flow/work/todo-list', { size: -1 })).data.records;
    const row = todo.find((r: { processInstanceId: string }) => r.processInstanceId === started.data.processInstanceId);
    expect(row).toMatchObject({
      formName: expect.any(String),
      keyDateFrom: `${day(base)} 09:00:00`,
      keyDateTo: `${day(base + 2)} 18:00:00`,
      keyDays: 3,
      keyAmount: null,
      requesterDeptName: 'Dash Sales',
      initiatorName: 'Dash-employee',
    });
    expect(row.waitingMinutes).toBeGreaterThanOrEqual(0);
    expect(row.waitingMinutes).toBeLessThan(5);

    const absence = await t.get(leader, '/api/blade-flow/leave/teamAbsence', { processInstanceId: started.data.processInstanceId });
    expect(absence.status, absence.msg).toBe(200);
    expect(absence.data).toMatchObject({ groupKind: 'department', groupName: 'Dash Sales', leaveStartTime: `${day(base)} 09:00:00` });
    expect(absence.data.absent.map((a: { name: string; leaveStartTime: string }) => [a.name, a.leaveStartTime])).toEqual([
      ['Mona Mate', `${day(base + 1)} 09:00:00`],
    ]);
    // someone with no part in the request gets nothing
    const outsider = await signInWith(t, { account: 'dash-outsider' });
    expect((await t.get(outsider, '/api/blade-flow/leave/teamAbsence', { processInstanceId: started.data.processInstanceId })).status).toBe(404);
    expect((await t.get(leader, '/api/blade-flow/leave/teamAbsence', { processInstanceId: 'x' })).msg).toContain('processInstanceId');
  });
});
