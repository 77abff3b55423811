import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { makeDept, makeRole, makeUser, PASSWORD } from '../flow/flow.fixtures.js';
import { giveCredit, leaveTypeId, makeStaff, workdays } from '../leave/leave.fixtures.js';
import { holiday, holidayScheme } from '../attendance/attendance.tables.js';
import { DEFAULT_HOLIDAY_SCHEME } from '../attendance/holiday.seeds.js';

let t: TestApp;
let admin: Session;
let employee: Session;
let leader: Session;
const ids: Record<string, string> = {};
const PS = '/api/mcc-staff/processfield';
const DESK = '/api/blade-desk';

const leave = (from: number, days: number, extra: Record<string, unknown> = {}) => {
  const span = workdays(from, days);
  return {
    vacationInfoId: ids.annual,
    leaveUnit: 1,
    leaveStartTime: `${span.start} 09:00:00`,
    leaveEndTime: `${span.end} 18:00:00`,
    leaveDays: days,
    isLeave: 0,
    leaveReason: 'Family visit',
    ...extra,
  };
};
const start = (s: Session, formId: string, map: Record<string, unknown>) => t.post(s, `${PS}/startProcess`, { formId, map });
async function approve(processInstanceId: string) {
  const todo = (await t.get(leader, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as { taskId: string; processInstanceId: string }[];
  const task = todo.find((x) => x.processInstanceId === processInstanceId)!;
  return t.post(leader, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok' });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  ids.staffRole = await makeRole(t.db, 'desk_staff');
  ids.leader = await makeUser(t.db, 'desk.leader', { roleIds: [ids.staffRole] });
  ids.dept = await makeDept(t.db, 'Desk', ids.leader);
  ids.employee = await makeUser(t.db, 'desk.employee', { roleIds: [ids.staffRole], deptId: ids.dept });
  ids.staff = await makeStaff(t.db, { userId: ids.employee, deptId: ids.dept, entryDate: '2020-01-06', name: 'Dora Desk', staffNo: 'D100' });
  ids.annual = await leaveTypeId(t.db, 1, 'annual');
  ids.credit = await giveCredit(t.db, 1, ids.staff, ids.annual, 14);
  [employee, leader] = await Promise.all([t.login('desk.employee', PASSWORD), t.login('desk.leader', PASSWORD)]);
});
afterAll(async () => t?.close());

describe('self-service home', () => {
  it('shows the balance per type with pending and used days moving as requests run and end', async () => {
    const before = (await t.get(employee, `${DESK}/selfService`)).data;
    expect(before.person).toMatchObject({ name: 'Dora Desk', no: 'D100' });
    expect(before.balances).toEqual([expect.objectContaining({ name: 'Annual leave', entitled: 14, used: 0, pending: 0, remaining: 14 })]);
    expect(before.openRequests).toEqual([]);

    const first = await start(employee, '2', leave(7, 2));
    expect(first.status).toBe(200);
    const second = await start(employee, '2', leave(21, 1));
    expect(second.status).toBe(200);
    const running = (await t.get(employee, `${DESK}/selfService`)).data;
    expect(running.balances[0]).toMatchObject({ entitled: 14, used: 0, pending: 3, remaining: 11 });
    // the current step and its approver, for each running request
    expect(running.openRequests).toHaveLength(2);
    expect(running.openRequests[0]).toMatchObject({ formName: 'Leave application', steps: 'Approver', approvers: 'Desk.leader' });
    // in Chinese the seeded form and step names are Chinese too
    const inChinese = (await t.call(employee, 'GET', `${DESK}/selfService`, undefined, { headers: { 'blade-language': 'zh' } })).data;
    expect(inChinese.openRequests[0]).toMatchObject({ formName: '请假申请', steps: '审批人', approvers: 'Desk.leader' });
    expect(inChinese.balances[0]).toMatchObject({ name: '年假', pending: 3 });

    expect((await approve(first.data.processInstanceId)).status).toBe(200);
    const after = (await t.get(employee, `${DESK}/selfService`)).data;
    expect(after.balances[0]).toMatchObject({ entitled: 14, used: 2, pending: 1, remaining: 11 });
    expect(after.openRequests).toHaveLength(1);
    // leave ahead: the approved one and the pending one, earliest first
    expect(after.upcomingLeave.map((l: { leaveDays: number; leaveStatus: number }) => [l.leaveDays, l.leaveStatus])).toEqual([
      [2, 1],
      [1, 0],
    ]);

    // another person's home is never shown: the leader has no staff record, so no balances
    const other = (await t.get(leader, `${DESK}/selfService`)).data;
    expect(other).toMatchObject({ person: null, balances: [], upcomingLeave: [], openRequests: [] });
  });

  it("lists the public holidays of the user's holiday scheme in the next 60 days", async () => {
    const [scheme] = await t.db
      .select()
      .from(holidayScheme)
      .where(and(eq(holidayScheme.tenantId, '000000'), eq(holidayScheme.title, DEFAULT_HOLIDAY_SCHEME)));
    const inTen = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const inNinety = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(holiday).values([
      { tenantId: '000000', schemeId: scheme.id, name: 'Desk test day', week: 'Mon', date: inTen, isLeave: 1 },
      { tenantId: '000000', schemeId: scheme.id, name: 'Too far ahead', week: 'Mon', date: inNinety, isLeave: 1 },
    ]);
    const home = (await t.get(employee, `${DESK}/selfService`)).data;
    expect(home.holidayScheme).toBe(DEFAULT_HOLIDAY_SCHEME);
    expect(home.holidays).toContainEqual({ date: inTen, name: 'Desk test day' });
    expect(home.holidays.map((h: { name: string }) => h.name)).not.toContain('Too far ahead');
    await t.db.delete(holiday).where(and(eq(holiday.schemeId, scheme.id), eq(holiday.name, 'Desk test day')));
    await t.db.delete(holiday).where(and(eq(holiday.schemeId, scheme.id), eq(holiday.name, 'Too far ahead')));
  });
});

describe('who may start a form', () => {
  it('offers a plain employee only the forms open to him; Dismissal is refused with 403 until the designer opens it to his role', async () => {
    const forms = (await t.get(employee, `${DESK}/startForms`)).data as { id: string; formName: string; description: string }[];
    const names = forms.map((f) => f.formName);
    expect(names).toContain('Leave application');
    expect(names).not.toContain('Dismissal');
    expect(names).not.toContain('Employment application');
    expect(forms.find((f) => f.id === '2')!.description).toMatch(/leave/i);
    expect((await t.get(admin, `${DESK}/startForms`)).data.map((f: { formName: string }) => f.formName)).toContain('Dismissal');

    const dismissal = { staffId: ids.staff, effectiveDate: '2030-01-31', reason: 'Test' };
    const refused = await start(employee, '8', dismissal);
    expect(refused.status).toBe(403);
    expect(refused.msg).toBe("Only Administrator may start 'Dismissal'");
    expect((await t.post(employee, `${PS}/save`, { formId: '8', map: dismissal })).status).toBe(403);

    // the form designer sets who may start it
    const form = (await t.get(admin, '/api/mcc-base/base/templateForm/detail', { id: '8' })).data;
    expect((await t.post(admin, '/api/mcc-base/base/templateForm/submit', { ...form, startRoles: 'not ids' })).msg).toMatch(/^startRoles: must be role ids/);
    const saved = await t.post(admin, '/api/mcc-base/base/templateForm/submit', { ...form, startRoles: `${form.startRoles},${ids.staffRole}` });
    expect(saved.status).toBe(200);
    expect((await t.get(employee, `${DESK}/startForms`)).data.map((f: { formName: string }) => f.formName)).toContain('Dismissal');
    expect((await start(employee, '8', dismissal)).status).not.toBe(403);
  });
});

describe('the leave form: the server counts the days', () => {
  it('refuses a tampered day count, a weekend-only leave, and an overlap; the check says so before submitting', async () => {
    const span = workdays(40, 3);
    const tampered = await start(employee, '2', { ...leave(40, 3), leaveDays: 5 });
    expect(tampered.status).toBe(400);
    expect(tampered.msg).toBe(`leaveDays: the dates from ${span.start} to ${span.end} cover 3 working days, not 5`);

    // a Saturday and a Sunday only
    const saturday = new Date(Date.now() + 50 * 86_400_000);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    const sat = saturday.toISOString().slice(0, 10);
    const sun = new Date(saturday.getTime() + 86_400_000).toISOString().slice(0, 10);
    const weekend = await start(employee, '2', { ...leave(40, 1), leaveStartTime: `${sat} 09:00:00`, leaveEndTime: `${sun} 18:00:00`, leaveDays: 2 });
    expect(weekend.msg).toBe('leaveDays: Leave days cannot be less than or equal to 0 (the dates cover no working day)');

    const check = (await t.get(employee, `${DESK}/leaveCheck`, { start: `${span.start} 09:00:00`, end: `${span.end} 18:00:00`, vacationInfoId: ids.annual }))
      .data;
    expect(check).toMatchObject({ days: 3, overlap: false, remaining: 11 });
    expect((await start(employee, '2', leave(40, 3))).status).toBe(200);
    const again = (await t.get(employee, `${DESK}/leaveCheck`, { start: `${span.start} 09:00:00`, end: `${span.end} 18:00:00`, vacationInfoId: ids.annual }))
      .data;
    expect(again).toMatchObject({ days: 3, overlap: true, remaining: 8 });
    const overlap = await start(employee, '2', leave(40, 1));
    expect(overlap.msg).toBe('leaveStartTime: Leave already exists');
    const tooMuch = await start(employee, '2', leave(70, 9));
    expect(tooMuch.msg).toBe('leaveDays: Cannot exceed the remaining leave days');

    // half a day
    const half = workdays(80, 1);
    const halfCheck = (await t.get(employee, `${DESK}/leaveCheck`, { start: `${half.start} 14:00:00`, unit: 0.5, period: 'PM' })).data;
    expect(halfCheck.days).toBe(0.5);

    // only one's own leave, unless one may file for others
    expect((await t.get(employee, `${DESK}/leaveCheck`, { start: `${span.start} 09:00:00`, end: `${span.end} 18:00:00`, personId: '123' })).status).toBe(403);
  });

  it('counts again on approval: a holiday added since the start refuses the approval', async () => {
    const span = workdays(100, 3);
    const started = await start(employee, '2', leave(100, 3));
    expect(started.status).toBe(200);
    const [scheme] = await t.db
      .select()
      .from(holidayScheme)
      .where(and(eq(holidayScheme.tenantId, '000000'), eq(holidayScheme.title, DEFAULT_HOLIDAY_SCHEME)));
    await t.db.insert(holiday).values({ tenantId: '000000', schemeId: scheme.id, name: 'New holiday', week: 'Mon', date: span.start, isLeave: 1 });
    const refused = await approve(started.data.processInstanceId);
    expect(refused.status).toBe(400);
    expect(refused.msg).toMatch(new RegExp(`^leaveDays: the dates from ${span.start} to ${span.end} now cover 2 working days, not the 3 requested`));
  });
});
