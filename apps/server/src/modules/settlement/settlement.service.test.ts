import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendanceSource, SettlementStatus } from '@hr/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { workerEmployment } from '../worker/worker.tables.js';
import { makeWorker } from '../leave/leave.fixtures.js';
import { writeAttendance } from '../attendance/attendance.service.js';
import {
  computeSettlement,
  followApproval,
  generateSettlement,
  removeSettlements,
  sendSettlement,
  settlementDetail,
  updateSettlement,
} from './settlement.service.js';
import { writeSettlement } from './settlement.writer.js';

// The settlement calculation and its states, on a database without HTTP (the contract is settlement.test.ts).
let t: TestApp;
let ctx: ServiceContext;
let hourly: string;
let monthly: string;
const day = (workerId: string, date: string, from: string, to: string) =>
  writeAttendance(t.db, ctx.auth, {
    kind: 'day',
    person: { workerId },
    day: { attendanceDate: date, clockInTime: `${date} ${from}:00`, clockOutTime: `${date} ${to}:00`, source: AttendanceSource.IMPORT },
  });

beforeAll(async () => {
  t = await createTestApp();
  ctx = await t.serviceContext(await t.login());
  hourly = await makeWorker(t.db, { name: 'Hour Rated' });
  monthly = await makeWorker(t.db, { name: 'Month Rated' });
  await t.db.insert(workerEmployment).values([
    { tenantId: '000000', workerId: hourly, basicHourWage: '10.00', overtimeRate: '2', mealAllowance: '6.00' },
    { tenantId: '000000', workerId: monthly, basicMonthlySalary: '2288.00' },
  ]);
  await day(hourly, '2026-07-06', '08:00', '18:00'); // 8 + 1 overtime
  await day(hourly, '2026-07-07', '08:00', '17:00'); // 8
  await day(hourly, '2026-07-20', '08:00', '17:00'); // after the last working day
  await day(monthly, '2026-07-06', '08:00', '17:00');
});
afterAll(async () => t?.close());

describe('settlement service', () => {
  it('counts the month of the last working day up to that day, at the hour wage, the overtime rate and a meal a day', async () => {
    const c = await computeSettlement(t.db, ctx.auth, hourly, '2026-07-15');
    expect(c.rows.map((r) => [r.item, r.amount, r.attendance, r.settleAmount])).toEqual([
      ['totalHours', '10.00', '16.00', '160.00'],
      ['overtimeHours', '20.00', '1.00', '20.00'],
      ['mealAllowance', '6.00', '2', '12.00'],
      ['achievementBonus', '0.00', null, '0.00'],
    ]);
    expect(c.fields).toMatchObject({ periodStart: '2026-07-01', totalAttendanceDays: '2', grossWages: '192.00', nettSalary: '192.00' });
    // monthly-rated: 12 x 2288 / (52 x 44) = 12.00 an hour, 1.5x overtime; no meal allowance row
    const m = await computeSettlement(t.db, ctx.auth, monthly, '2026-07-31');
    expect(m.rows.map((r) => [r.item, r.amount])).toEqual([
      ['totalHours', '12.00'],
      ['overtimeHours', '18.00'],
      ['achievementBonus', '0.00'],
    ]);
    await expect(computeSettlement(t.db, ctx.auth, hourly, '2017-12-31')).rejects.toThrow(/resignDate: must not be before the entry date/);
  });

  it('moves draft -> sent -> returned -> sent -> approved; only drafts and returned ones change; approved ones are final', async () => {
    const draft = await generateSettlement(ctx, hourly, '2026-07-15');
    expect(draft.settlementStatus).toBe(SettlementStatus.DRAFT);
    await updateSettlement(ctx, { id: draft.id, additional: '50' });
    const sent = await sendSettlement(ctx, draft.id);
    expect(sent).toMatchObject({ settlementStatus: SettlementStatus.SENT, additional: '50.00' });
    await expect(updateSettlement(ctx, { id: draft.id, additional: '1' })).rejects.toThrow('This settlement has been sent for approval and cannot be changed');
    await expect(generateSettlement(ctx, hourly, '2026-07-15')).rejects.toThrow(/sent for approval/);

    await followApproval(t.db, ctx.auth, sent.processInstanceId!, false);
    expect((await updateSettlement(ctx, { id: draft.id, additional: '60' })).settlementStatus).toBe(SettlementStatus.RETURNED);
    // regenerating a returned settlement keeps HR's bonus and makes it a draft again
    expect(await generateSettlement(ctx, hourly, '2026-07-15')).toMatchObject({ id: draft.id, settlementStatus: SettlementStatus.DRAFT, additional: '60.00' });

    const resent = await sendSettlement(ctx, draft.id);
    await followApproval(t.db, ctx.auth, resent.processInstanceId!, true);
    expect((await settlementDetail(ctx, { id: draft.id })).settlementStatus).toBe(SettlementStatus.APPROVED);
    await expect(updateSettlement(ctx, { id: draft.id, additional: '1' })).rejects.toThrow('This settlement has been approved and cannot be changed');
    // no writer moves an approved settlement, not even a late outcome of its request
    await followApproval(t.db, ctx.auth, resent.processInstanceId!, false);
    expect((await settlementDetail(ctx, { id: draft.id })).settlementStatus).toBe(SettlementStatus.APPROVED);
    await expect(removeSettlements(ctx, [draft.id])).rejects.toThrow('This settlement has been approved and cannot be changed');
    await expect(writeSettlement(t.db, ctx.auth, { kind: 'change', id: draft.id, fields: { remark: 'late' } })).rejects.toThrow(
      'This settlement has been approved and cannot be changed',
    );
    const next = await generateSettlement(ctx, hourly, '2026-07-16');
    expect(next.id).not.toBe(draft.id);
    expect((await settlementDetail(ctx, { workerId: hourly })).id).toBe(next.id);
  });
});
