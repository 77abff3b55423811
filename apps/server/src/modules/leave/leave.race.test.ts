import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, onPostgres, type Session, type TestApp } from '../../../test/helpers.js';
import { makeDept, makeRole, makeUser, PASSWORD } from '../flow/flow.fixtures.js';
import { giveCredit, leaveTypeId, makeStaff, workdays } from './leave.fixtures.js';
import { leaveRecord, vacationCredit } from './leave.tables.js';

// Two leave requests racing for the last days of a balance: the credit row lock lets exactly one pass.
// Meaningful on PostgreSQL (several connections); on the embedded database requests are serialised anyway.
let t: TestApp;
let a: Session;
let b: Session;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const role = await makeRole(t.db, 'staff');
  const leader = await makeUser(t.db, 'leader', { roleIds: [role] });
  const dept = await makeDept(t.db, 'Sales', leader);
  // two sessions of the same employee (phone and laptop) and an HR clerk filing for them
  const user = await makeUser(t.db, 'employee', { roleIds: [role], deptId: dept });
  ids.staff = await makeStaff(t.db, { userId: user, deptId: dept });
  ids.annual = await leaveTypeId(t.db, 1, 'annual');
  ids.credit = await giveCredit(t.db, 1, ids.staff, ids.annual, 3);
  [a, b] = await Promise.all([t.login('employee', PASSWORD), t.login('employee', PASSWORD)]);
});
afterAll(async () => t?.close());

describe(`leave balance race (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('of two requests for the last 3 days, exactly one passes; the balance never goes below zero', async () => {
    for (let round = 0; round < 3; round++) {
      const map = (from: number) => ({
        staffId: ids.staff,
        vacationInfoId: ids.annual,
        leaveUnit: 1,
        leaveStartTime: `${workdays(from, 3).start} 09:00:00`,
        leaveEndTime: `${workdays(from, 3).end} 18:00:00`,
        leaveDays: 3,
        isLeave: 0,
        leaveReason: 'Race',
      });
      const [x, y] = await Promise.all([
        t.post(a, '/api/mcc-staff/processfield/startProcess', { formId: '2', map: map(10 + round * 20) }),
        t.post(b, '/api/mcc-staff/processfield/startProcess', { formId: '2', map: map(15 + round * 20) }),
      ]);
      const codes = [x.code, y.code].sort();
      expect(codes).toEqual([200, 400]);
      expect([x, y].find((r) => r.code === 400)!.msg).toBe('leaveDays: Cannot exceed the remaining leave days');
      const [credit] = await t.db.select().from(vacationCredit).where(eq(vacationCredit.id, ids.credit));
      expect(credit.pendingDays).toBe(3);
      expect(credit.days - credit.usedDays - credit.pendingDays).toBe(0);
      // give the days back for the next round: recall the one that passed
      const passed = [x, y].find((r) => r.code === 200)!;
      expect((await t.post(a, '/api/mcc-staff/processfield/recall', { id: passed.data.id })).code).toBe(200);
    }
    const pending = await t.db.select().from(leaveRecord).where(eq(leaveRecord.leaveStatus, 0));
    expect(pending).toHaveLength(0);
  });
});
