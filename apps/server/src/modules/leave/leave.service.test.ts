import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LeaveStatus, UserType } from '@hr/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { giveCredit, leaveTypeId, makeStaff } from './leave.fixtures.js';
import { leaveRecord, vacationCredit } from './leave.tables.js';
import { generateCredits, saveCredit } from './credit.service.js';
import { STAFF_LEAVE, removeLeave, settlePending, takeLeave, updateLeave } from './leave.service.js';

// The balance and state rules of leave, called directly on a database (the HTTP contract is leave.test.ts).
let t: TestApp;
let ctx: ServiceContext;
const ids: Record<string, string> = {};
const later = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
const balance = async (creditId: string) => (await t.db.select().from(vacationCredit).where(eq(vacationCredit.id, creditId)))[0];
const leave = (from: number, days: number) => ({
  userType: UserType.STAFF,
  personId: ids.staff,
  vacationInfoId: ids.annual,
  leaveDays: days,
  leaveUnit: 1,
  leaveStartTime: `${later(from)} 09:00:00`,
  leaveEndTime: `${later(from + days - 1)} 18:00:00`,
});

beforeAll(async () => {
  t = await createTestApp();
  ctx = await t.serviceContext(await t.login());
  ids.staff = await makeStaff(t.db, { entryDate: '2021-03-01' });
  ids.annual = await leaveTypeId(t.db, UserType.STAFF, 'annual');
  ids.credit = await giveCredit(t.db, UserType.STAFF, ids.staff, ids.annual, 10);
});
afterAll(async () => t?.close());

describe('leave service', () => {
  it('a request holds its days as pending; approval moves them to used, rejection releases them', async () => {
    const approved = await t.db.transaction((tx) =>
      takeLeave(tx, ctx.auth, leave(10, 2), { status: LeaveStatus.PENDING, flowInstanceId: '9000000000000000001' }),
    );
    const rejected = await t.db.transaction((tx) =>
      takeLeave(tx, ctx.auth, leave(20, 3), { status: LeaveStatus.PENDING, flowInstanceId: '9000000000000000002' }),
    );
    expect(approved.leaveStatus).toBe(LeaveStatus.PENDING);
    expect(await balance(ids.credit)).toMatchObject({ usedDays: 0, pendingDays: 5 });
    await t.db.transaction((tx) => settlePending(tx, '9000000000000000001', LeaveStatus.APPROVED));
    await t.db.transaction((tx) => settlePending(tx, '9000000000000000002', LeaveStatus.REJECTED));
    expect(await balance(ids.credit)).toMatchObject({ usedDays: 2, pendingDays: 0 });
    const [r] = await t.db.select().from(leaveRecord).where(eq(leaveRecord.id, rejected.id));
    expect(r.leaveStatus).toBe(LeaveStatus.REJECTED);
    // settling twice changes nothing
    await t.db.transaction((tx) => settlePending(tx, '9000000000000000001', LeaveStatus.REJECTED));
    expect(await balance(ids.credit)).toMatchObject({ usedDays: 2, pendingDays: 0 });
  });

  it('refuses what the balance cannot cover and leave overlapping held leave', async () => {
    await expect(t.db.transaction((tx) => takeLeave(tx, ctx.auth, leave(40, 9), { status: LeaveStatus.APPROVED }))).rejects.toThrow(
      'leaveDays: Cannot exceed the remaining leave days',
    );
    await expect(t.db.transaction((tx) => takeLeave(tx, ctx.auth, leave(11, 1), { status: LeaveStatus.APPROVED }))).rejects.toThrow(
      'leaveStartTime: Leave already exists',
    );
    // the rejected request's dates are free again
    await t.db.transaction((tx) => takeLeave(tx, ctx.auth, leave(20, 1), { status: LeaveStatus.APPROVED }));
    expect(await balance(ids.credit)).toMatchObject({ usedDays: 3, pendingDays: 0 });
  });

  it("HR's direct leave changes by giving the old days back first; removing it gives them back", async () => {
    const row = await t.db.transaction((tx) => takeLeave(tx, ctx.auth, leave(60, 4), { status: LeaveStatus.APPROVED }));
    expect(await balance(ids.credit)).toMatchObject({ usedDays: 7 });
    // 7 of 10 used: growing this leave from 4 to 7 days fits only because its own 4 come back first
    await updateLeave(ctx, { id: row.id, leaveDays: 7, leaveEndTime: `${later(66)} 18:00:00` });
    expect(await balance(ids.credit)).toMatchObject({ usedDays: 10 });
    await removeLeave(ctx, STAFF_LEAVE, [row.id]);
    expect(await balance(ids.credit)).toMatchObject({ usedDays: 3 });
  });

  it('a balance never goes below the days taken or requested', async () => {
    await expect(
      saveCredit(ctx, {
        id: ids.credit,
        userType: UserType.STAFF,
        personId: ids.staff,
        vacationInfoId: ids.annual,
        startDate: later(-365),
        expireDate: later(540),
        days: 2,
      }),
    ).rejects.toThrow('days: cannot be less than the 3 days already taken or requested');
    expect(
      await saveCredit(ctx, {
        id: ids.credit,
        userType: UserType.STAFF,
        personId: ids.staff,
        vacationInfoId: ids.annual,
        startDate: later(-365),
        expireDate: later(540),
        days: 12,
      }),
    ).toMatchObject({ days: 12, remainingDays: 9 });
  });

  it("generates a year's balances from the service tiers and keeps the ones there", async () => {
    const newcomer = await makeStaff(t.db, { entryDate: '2030-02-01' });
    const created = await t.db.transaction((tx) => generateCredits(tx, ctx.auth, 2031, UserType.STAFF));
    expect(created).toBeGreaterThan(0);
    const annualOf = async (personId: string) =>
      (await t.db.select().from(vacationCredit).where(eq(vacationCredit.personId, personId))).find(
        (c) => c.vacationInfoId === ids.annual && c.startDate === '2031-01-01',
      );
    // 9 whole years of service on 1 January 2031: the 7+ tier; the newcomer has none yet: the first tier
    expect(await annualOf(ids.staff)).toMatchObject({ days: 14, expireDate: '2031-12-31' });
    expect(await annualOf(newcomer)).toMatchObject({ days: 7 });
    expect(await t.db.transaction((tx) => generateCredits(tx, ctx.auth, 2031, UserType.STAFF))).toBe(0);
  });
});
