import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { DataScopeType } from '../../platform/auth/permissions.js';
import { nextId } from '../../platform/db/ids.js';
import { makeDept, makeUser } from '../flow/flow.fixtures.js';
import { worker, workerTeam } from '../worker/worker.tables.js';
import { leaveTypeId, makeStaff, makeWorker } from './leave.fixtures.js';
import { leaveRecord } from './leave.tables.js';
import { eq } from 'drizzle-orm';

const CAL = '/api/mcc-staff/leaverecord/calendar';
let t: TestApp;
let hr: Session;
let salesHr: Session;
let nobody: Session;
const ids: Record<string, string> = {};

type Entry = { id: string; personName: string; leaveStatus: number; deptName: string | null; teamName: string | null; vacationName: string; leaveDays: number };
type Calendar = {
  entries: Entry[];
  days: { date: string; approved: number; pending: number }[];
  holidays: { date: string; name: string; isLeave: number }[];
  restDays: number[];
};

/** A leave written straight to the table (the calendar only reads). */
async function leave(o: {
  userType?: 1 | 2;
  personId: string;
  name: string;
  deptId?: string;
  typeId: string;
  start: string;
  end: string;
  days: number;
  status: number;
}) {
  const id = nextId();
  await t.db
    .insert(leaveRecord)
    .values({
      id,
      userType: o.userType ?? 1,
      staffId: o.userType === 2 ? null : o.personId,
      workerId: o.userType === 2 ? o.personId : null,
      deptId: o.deptId ?? null,
      staffName: o.name,
      vacationInfoId: o.typeId,
      vacationName: 'Annual Leave',
      leaveDays: o.days,
      leaveStartTime: `${o.start} 09:00:00`,
      leaveEndTime: `${o.end} 18:00:00`,
      leaveStatus: o.status,
    });
  return id;
}
const read = async (s: Session, q: Record<string, string | number>) => {
  const res = await t.get(s, CAL, q);
  if (res.status !== 200) throw new Error(`${res.status} ${res.msg}`);
  return res.data as Calendar;
};

beforeAll(async () => {
  t = await createTestApp();
  const leader = await makeUser(t.db, 'cal.leader');
  ids.sales = await makeDept(t.db, 'Calendar Sales', leader);
  ids.ops = await makeDept(t.db, 'Calendar Ops', leader);
  const annual = await leaveTypeId(t.db, 1, 'annual');
  ids.sick = await leaveTypeId(t.db, 1, 'sick');
  const sarah = await makeStaff(t.db, { deptId: ids.sales, name: 'Sarah Sales' });
  const olga = await makeStaff(t.db, { deptId: ids.ops, name: 'Olga Ops' });
  ids.team = nextId();
  await t.db.insert(workerTeam).values({ id: ids.team, teamName: 'Rebar A' });
  const wally = await makeWorker(t.db, { name: 'Wally Worker' });
  ids.project = nextId();
  await t.db.update(worker).set({ teamId: ids.team, projectId: ids.project }).where(eq(worker.id, wally));
  // National Day (observed) is Monday 10 August 2026
  ids.sarahApproved = await leave({
    personId: sarah,
    name: 'Sarah Sales',
    deptId: ids.sales,
    typeId: annual,
    start: '2026-08-11',
    end: '2026-08-12',
    days: 2,
    status: 1,
  });
  ids.sarahPending = await leave({
    personId: sarah,
    name: 'Sarah Sales',
    deptId: ids.sales,
    typeId: ids.sick,
    start: '2026-08-14',
    end: '2026-08-14',
    days: 1,
    status: 0,
  });
  ids.olgaApproved = await leave({
    personId: olga,
    name: 'Olga Ops',
    deptId: ids.ops,
    typeId: annual,
    start: '2026-08-12',
    end: '2026-08-13',
    days: 2,
    status: 1,
  });
  ids.olgaRejected = await leave({
    personId: olga,
    name: 'Olga Ops',
    deptId: ids.ops,
    typeId: annual,
    start: '2026-08-17',
    end: '2026-08-17',
    days: 1,
    status: 2,
  });
  ids.wally = await leave({
    userType: 2,
    personId: wally,
    name: 'Wally Worker',
    typeId: await leaveTypeId(t.db, 2, 'annual'),
    start: '2026-08-12',
    end: '2026-08-12',
    days: 1,
    status: 1,
  });
  hr = await signInWith(t, { account: 'cal.hr', codes: ['leave_calendar'] });
  salesHr = await signInWith(t, {
    account: 'cal.sales',
    codes: ['leave_calendar'],
    deptId: ids.sales,
    dataScopes: [{ resourceCode: 'leave_record', scopeType: DataScopeType.OWN_DEPT }],
  });
  nobody = await signInWith(t, { account: 'cal.nobody', codes: [] });
});
afterAll(async () => t?.close());

describe('the leave calendar read', () => {
  it('answers approved and pending leave with department and team, people away per day, holidays and rest days', async () => {
    const cal = await read(hr, { start: '2026-08-10', end: '2026-08-16' });
    const byId = new Map(cal.entries.map((e) => [e.id, e]));
    expect([...byId.keys()].sort()).toEqual([ids.sarahApproved, ids.sarahPending, ids.olgaApproved, ids.wally].sort());
    expect(byId.get(ids.sarahPending)).toMatchObject({ personName: 'Sarah Sales', leaveStatus: 0, deptName: 'Calendar Sales', leaveDays: 1 });
    expect(byId.get(ids.wally)).toMatchObject({ teamName: 'Rebar A', leaveStatus: 1 });
    // counted per day in SQL: the 12th has Sarah, Olga and Wally approved; the 14th Sarah pending
    expect(cal.days).toEqual([
      { date: '2026-08-11', approved: 1, pending: 0 },
      { date: '2026-08-12', approved: 3, pending: 0 },
      { date: '2026-08-13', approved: 1, pending: 0 },
      { date: '2026-08-14', approved: 0, pending: 1 },
    ]);
    expect(cal.holidays).toEqual([{ date: '2026-08-10', name: 'National Day (observed)', isLeave: 1 }]);
    expect(cal.restDays).toEqual([0, 6]);
  });

  it("keeps to the caller's leave data scope: an own-department user does not see another department's leave", async () => {
    const cal = await read(salesHr, { start: '2026-08-10', end: '2026-08-16' });
    expect(cal.entries.map((e) => e.id).sort()).toEqual([ids.sarahApproved, ids.sarahPending].sort());
    expect(cal.entries.some((e) => e.personName === 'Olga Ops')).toBe(false);
    expect(cal.days.find((d) => d.date === '2026-08-12')).toEqual({ date: '2026-08-12', approved: 1, pending: 0 });
    // asking for the other department by filter does not widen the scope
    expect((await read(salesHr, { start: '2026-08-10', end: '2026-08-16', deptId: ids.ops })).entries).toEqual([]);
  });

  it('filters by department, project, team, leave type and status', async () => {
    const range = { start: '2026-08-01', end: '2026-08-31' };
    expect((await read(hr, { ...range, deptId: ids.ops })).entries.map((e) => e.id)).toEqual([ids.olgaApproved]);
    expect((await read(hr, { ...range, teamId: ids.team })).entries.map((e) => e.id)).toEqual([ids.wally]);
    expect((await read(hr, { ...range, projectId: ids.project })).entries.map((e) => e.id)).toEqual([ids.wally]);
    expect((await read(hr, { ...range, projectId: nextId() })).entries).toEqual([]);
    expect((await read(hr, { ...range, vacationInfoId: ids.sick })).entries.map((e) => e.id)).toEqual([ids.sarahPending]);
    const pending = await read(hr, { ...range, leaveStatus: 0 });
    expect(pending.entries.map((e) => e.id)).toEqual([ids.sarahPending]);
    expect(pending.days).toEqual([{ date: '2026-08-14', approved: 0, pending: 1 }]);
  });

  it('validates the range with a 400 naming the field, and needs the calendar grant', async () => {
    const reversed = await t.get(hr, CAL, { start: '2026-08-10', end: '2026-08-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.msg).toContain('end');
    const tooLong = await t.get(hr, CAL, { start: '2026-01-01', end: '2027-03-01' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.msg).toContain('end: at most 370 days');
    const notADate = await t.get(hr, CAL, { start: '2026-02-30', end: '2026-03-01' });
    expect(notADate.status).toBe(400);
    expect(notADate.msg).toContain('start');
    expect((await t.get(hr, CAL, { end: '2026-03-01' })).msg).toContain('start');
    expect((await t.get(nobody, CAL, { start: '2026-08-10', end: '2026-08-16' })).status).toBe(403);
  });
});
