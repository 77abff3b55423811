import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { LeaveStatus, UserType } from '@hr/contracts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { nextId } from '../../platform/db/ids.js';
import { role, tenant, user } from '../system/system.tables.js';
import { makeDept, makeRole, makeUser, PASSWORD } from '../flow/flow.fixtures.js';
import { leaveTypeId, makeStaff } from '../leave/leave.fixtures.js';
import { leaveRecord } from '../leave/leave.tables.js';
import { holiday } from '../attendance/attendance.tables.js';
import { enabledHolidaySchemes } from '../attendance/attendance.queries.js';
import { worker } from '../worker/worker.tables.js';

// Calendar feeds: the address is created, read by a calendar application with no session, parsed with ical.js.
let t: TestApp;
let employee: Session;
let leader: Session;
const ids: Record<string, string> = {};
const later = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
const F = '/api/blade-user/calendarFeed';

interface Parsed {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  allDay: boolean;
}

/** Reads a feed as a calendar application does: no headers at all. */
async function readFeed(url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname });
}

function parse(text: string): Parsed[] {
  const cal = new ICAL.Component(ICAL.parse(text));
  expect(cal.name).toBe('vcalendar');
  expect(cal.getFirstPropertyValue('version')).toBe('2.0');
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, summary: e.summary, description: e.description, start: e.startDate.toString(), end: e.endDate.toString(), allDay: e.startDate.isDate };
  });
}

async function leave(o: {
  staffId: string;
  userId?: string;
  deptId: string;
  name: string;
  type: string;
  from: string;
  to: string;
  days: number;
  status: number;
  half?: 'AM' | 'PM';
  tenantId?: string;
}) {
  const id = nextId();
  await t.db
    .insert(leaveRecord)
    .values({
      id,
      tenantId: o.tenantId ?? '000000',
      userType: UserType.STAFF,
      staffId: o.staffId,
      personUserId: o.userId ?? null,
      deptId: o.deptId,
      staffNo: `N${id.slice(-4)}`,
      staffName: o.name,
      vacationInfoId: ids.annual,
      vacationName: o.type,
      leaveDays: o.days,
      leaveUnit: o.half ? 0.5 : 1,
      leavePeriod: o.half ?? null,
      leaveStartTime: `${o.from} ${o.half === 'PM' ? '14:00:00' : '09:00:00'}`,
      leaveEndTime: `${o.to} ${o.half === 'AM' ? '13:00:00' : '18:00:00'}`,
      leaveStatus: o.status,
    });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  ids.annual = await leaveTypeId(db, 1, 'annual');
  const staffRole = await makeRole(db, 'feed_staff');
  ids.leader = await makeUser(db, 'feed-leader', { roleIds: [staffRole] });
  ids.sales = await makeDept(db, 'Feed sales', ids.leader);
  ids.ops = await makeDept(db, 'Feed ops');
  ids.employee = await makeUser(db, 'feed-employee', { roleIds: [staffRole], deptId: ids.sales });
  ids.staff = await makeStaff(db, { userId: ids.employee, deptId: ids.sales, name: 'Eve Employee' });
  ids.colleague = await makeStaff(db, { deptId: ids.sales, name: '王小明' });
  ids.outsider = await makeStaff(db, { deptId: ids.ops, name: 'Olga Outsider' });

  ids.ownPending = await leave({
    staffId: ids.staff,
    userId: ids.employee,
    deptId: ids.sales,
    name: 'Eve Employee',
    type: 'Annual leave',
    from: later(10),
    to: later(11),
    days: 2,
    status: LeaveStatus.PENDING,
  });
  ids.ownHalf = await leave({
    staffId: ids.staff,
    userId: ids.employee,
    deptId: ids.sales,
    name: 'Eve Employee',
    type: 'Annual leave',
    from: later(20),
    to: later(20),
    days: 0.5,
    status: LeaveStatus.APPROVED,
    half: 'AM',
  });
  ids.ownRejected = await leave({
    staffId: ids.staff,
    userId: ids.employee,
    deptId: ids.sales,
    name: 'Eve Employee',
    type: 'Annual leave',
    from: later(30),
    to: later(30),
    days: 1,
    status: LeaveStatus.REJECTED,
  });
  ids.colleagueLeave = await leave({
    staffId: ids.colleague,
    deptId: ids.sales,
    name: '王小明',
    type: 'Sick, medical; 病假',
    from: later(5),
    to: later(7),
    days: 3,
    status: LeaveStatus.APPROVED,
  });
  ids.colleaguePending = await leave({
    staffId: ids.colleague,
    deptId: ids.sales,
    name: '王小明',
    type: 'Annual leave',
    from: later(40),
    to: later(40),
    days: 1,
    status: LeaveStatus.PENDING,
  });
  ids.outsiderLeave = await leave({
    staffId: ids.outsider,
    deptId: ids.ops,
    name: 'Olga Outsider',
    type: 'Annual leave',
    from: later(5),
    to: later(5),
    days: 1,
    status: LeaveStatus.APPROVED,
  });

  const [scheme] = await enabledHolidaySchemes(db, { tenantId: '000000' }).limit(1);
  expect(scheme).toBeDefined();
  ids.holiday = nextId();
  // the seeded scheme may already have a day there: this one takes its place
  await db
    .update(holiday)
    .set({ isDeleted: 1 })
    .where(and(eq(holiday.schemeId, scheme.id), eq(holiday.date, later(50))));
  const week = new Date(`${later(50)}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  await db.insert(holiday).values({ id: ids.holiday, schemeId: scheme.id, name: '春节 Chinese New Year', week, date: later(50), isLeave: 1 });

  ids.worker = nextId();
  await db
    .insert(worker)
    .values({
      id: ids.worker,
      name: 'Kumar Expiring',
      employmentCode: `WX${ids.worker.slice(-6)}`,
      entryDate: '2020-01-01',
      wpExpiryDate: later(45),
      passportExpiryDate: later(1000),
    });

  employee = await t.login('feed-employee', PASSWORD);
  leader = await t.login('feed-leader', PASSWORD);
}, 120_000);
afterAll(async () => t?.close());

describe('calendar feeds', () => {
  it("serves the employee's own leave (pending marked), the team's approved leave and the public holidays, as valid iCalendar", async () => {
    expect((await t.get(employee, `${F}/detail`)).data).toMatchObject({ active: false, tokenHint: null });
    const created = await t.post(employee, `${F}/create`);
    expect(created.status).toBe(200);
    expect(created.data.url).toMatch(/\/api\/mcc-open\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await t.get(employee, `${F}/detail`)).data).toMatchObject({ active: true, tokenHint: created.data.tokenHint });
    // the token is not kept: only its hash
    const stored = JSON.stringify(await t.db.select().from((await import('./calendar.tables.js')).calendarFeed));
    expect(stored).not.toContain(new URL(created.data.url).pathname.split('/').pop()!.replace('.ics', ''));

    const res = await readFeed(created.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const events = parse(res.body);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const uid = (kind: string, id: string) => `${kind}-${id}@000000.hr-platform`;

    const pending = byUid.get(uid('leave', ids.ownPending))!;
    expect(pending).toMatchObject({ summary: '[Pending] Annual leave (2 days)', allDay: true, start: later(10), end: later(12) });
    expect(pending.description).toContain('Pending approval');
    const half = byUid.get(uid('leave', ids.ownHalf))!;
    // 09:00-13:00 in Singapore (the company's zone), written in UTC
    expect(half).toMatchObject({ summary: 'Annual leave (0.5 days)', allDay: false, start: `${later(20)}T01:00:00Z`, end: `${later(20)}T05:00:00Z` });
    expect(byUid.has(uid('leave', ids.ownRejected))).toBe(false);
    // the colleague's approved leave, the name and the commas/semicolons of the type intact
    expect(byUid.get(uid('leave', ids.colleagueLeave))).toMatchObject({
      summary: '王小明 – Sick, medical; 病假',
      allDay: true,
      start: later(5),
      end: later(8),
    });
    expect(byUid.has(uid('leave', ids.colleaguePending))).toBe(false);
    expect(byUid.has(uid('leave', ids.outsiderLeave))).toBe(false);
    expect(byUid.get(uid('holiday', ids.holiday))).toMatchObject({ summary: '春节 Chinese New Year', allDay: true, start: later(50), end: later(51) });
    // not HR: no document expiries
    expect(events.some((e) => e.uid.startsWith('wp-expiry-'))).toBe(false);
    // escaping as RFC 5545 wants it in the text itself
    expect(res.body).toContain('SUMMARY:王小明 – Sick\\, medical\\; 病假');

    // the same address read again: the same events under the same UIDs
    const again = await readFeed(created.data.url);
    expect(parse(again.body).map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    expect(again.body).toBe(res.body);
    expect((await t.get(employee, `${F}/detail`)).data.lastUsedTime).toEqual(expect.any(String));
  });

  it("the leader sees the department he leads; nobody else's feed shows the employee's pending leave", async () => {
    const created = await t.post(leader, `${F}/create`);
    const events = parse((await readFeed(created.data.url)).body);
    const uids = events.map((e) => e.uid);
    expect(uids).toContain(`leave-${ids.colleagueLeave}@000000.hr-platform`);
    expect(uids).toContain(`leave-${ids.ownHalf}@000000.hr-platform`);
    expect(uids).not.toContain(`leave-${ids.ownPending}@000000.hr-platform`);
    expect(uids).not.toContain(`leave-${ids.outsiderLeave}@000000.hr-platform`);
  });

  it('revoking, or creating a new address, makes the old one a 404 like an unknown token', async () => {
    const first = await t.post(employee, `${F}/create`);
    const second = await t.post(employee, `${F}/create`);
    expect((await readFeed(first.data.url)).statusCode).toBe(404);
    expect((await readFeed(second.data.url)).statusCode).toBe(200);
    expect((await t.post(employee, `${F}/revoke`)).status).toBe(200);
    const revoked = await readFeed(second.data.url);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/mcc-open/calendar/${'x'.repeat(43)}.ics` });
    expect(revoked.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(revoked.body).toBe(unknown.body);
    expect((await t.app.inject({ method: 'GET', url: '/api/mcc-open/calendar/short.ics' })).statusCode).toBe(404);
    expect((await t.get(employee, `${F}/detail`)).data.active).toBe(false);
    expect((await t.post(employee, `${F}/revoke`)).status).toBe(404);
    // the account calls need a session
    expect((await t.post(null, `${F}/create`)).status).toBe(401);
  });

  it("HR's feed adds the permit and passport expiries of the workers in scope; another tenant's data never shows", async () => {
    const hr = await signInWith(t, { account: 'feed-hr', codes: ['worker_doc_renew'] });
    const created = await t.post(hr, `${F}/create`);
    const events = parse((await readFeed(created.data.url)).body);
    const wp = events.find((e) => e.uid === `wp-expiry-${ids.worker}@000000.hr-platform`);
    expect(wp).toMatchObject({ allDay: true, start: later(45), end: later(46) });
    expect(wp!.summary).toContain('Work permit expires: Kumar Expiring');
    // beyond the feed's window
    expect(events.some((e) => e.uid === `passport-expiry-${ids.worker}@000000.hr-platform`)).toBe(false);

    // tenant 300003 with its own administrator, worker and leave
    await t.db.insert(tenant).values({ tenantId: '300003', tenantName: 'Other company' });
    const [otherRole] = await t.db
      .insert(role)
      .values({ tenantId: '300003', roleName: 'Administrator', roleAlias: 'administrator' })
      .returning({ id: role.id });
    await t.db
      .insert(user)
      .values({
        tenantId: '300003',
        account: 'feed-other',
        password: await hashPassword(PASSWORD),
        name: 'Other',
        realName: 'Other',
        roleId: otherRole.id,
        isInitialPassword: 0,
      });
    const otherWorker = nextId();
    await t.db
      .insert(worker)
      .values({ id: otherWorker, tenantId: '300003', name: 'Other Tenant Worker', employmentCode: 'OT1', entryDate: '2020-01-01', wpExpiryDate: later(45) });
    const other = await t.login('feed-other', PASSWORD, '300003');
    const otherFeed = await readFeed((await t.post(other, `${F}/create`)).data.url);
    const otherEvents = parse(otherFeed.body);
    expect(otherEvents.map((e) => e.uid)).toEqual([`wp-expiry-${otherWorker}@300003.hr-platform`]);
    expect(otherFeed.body).not.toContain('000000');
    expect(otherFeed.body).not.toContain('王小明');
    // and ours does not show theirs
    const ours = (await readFeed(created.data.url)).body;
    expect(ours).not.toContain('Other Tenant Worker');
    expect(ours).not.toContain('300003');
  });
});
