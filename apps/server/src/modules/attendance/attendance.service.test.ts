import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendanceSource, DayType } from '@hr/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { makeStaff, makeWorker } from '../leave/leave.fixtures.js';
import {
  attendanceRecords,
  attendanceSchemes,
  checkedDay,
  confirmMonth,
  importAttendance,
  overtimePeriods,
  removeRecords,
  saveRecord,
  writeAttendance,
} from './attendance.service.js';
import { personSummary } from './attendance.queries.js';

// The attendance rules on a database without HTTP: which scheme computes a day, the writer every
// import and request uses, monthly confirmation, overtime (the HTTP contract is attendance.test.ts).
let t: TestApp;
let ctx: ServiceContext;
let shift: string;
let dayWorker: string;

async function xlsx(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Attendance');
  ws.addRow(['Employment Code', 'Date', 'Clock In', 'Clock Out', 'Remark']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const recordsOf = async (workerId: string) =>
  (await attendanceRecords.all(t.db, ctx, { workerId })).map((r) => [r.attendanceDate, r.hours, r.overtimeHours, r.source]);

beforeAll(async () => {
  t = await createTestApp();
  ctx = await t.serviceContext(await t.login());
  shift = await makeWorker(t.db, { name: 'Short Shift' });
  dayWorker = await makeWorker(t.db, { name: 'Day Worker' });
  await attendanceSchemes.save(ctx, {
    schemeName: 'Short days',
    workTime: '08:00',
    offTime: '16:00',
    workingHours: '7.5',
    noonBreakHours: '0.5',
    newDayStartTime: '04:00',
    workerIds: shift,
    status: 1,
  });
});
afterAll(async () => t?.close());

describe('attendance service', () => {
  it("computes a day by the person's scheme, else the default rules; holidays of the default holiday scheme", async () => {
    expect(await checkedDay(t.db, ctx.auth, { workerId: shift }, { clockInTime: '2026-03-02 08:00:00', clockOutTime: '2026-03-02 17:00:00' })).toMatchObject({
      attendanceDate: '2026-03-02',
      dayType: DayType.WORKING,
      hours: '7.50',
      overtimeHours: '1.00',
    });
    expect(
      await checkedDay(t.db, ctx.auth, { workerId: dayWorker }, { clockInTime: '2026-03-02 08:00:00', clockOutTime: '2026-03-02 17:00:00' }),
    ).toMatchObject({ hours: '8.00', overtimeHours: '0.00', schemeId: null });
    // Good Friday 2026 is in the seeded Singapore scheme; a clock-in before 04:00 belongs to the day before
    expect(
      await checkedDay(t.db, ctx.auth, { workerId: dayWorker }, { clockInTime: '2026-04-03 08:00:00', clockOutTime: '2026-04-03 12:00:00' }),
    ).toMatchObject({ dayType: DayType.PUBLIC_HOLIDAY, hours: '0.00', overtimeHours: '4.00' });
    expect(
      await checkedDay(t.db, ctx.auth, { workerId: dayWorker }, { clockInTime: '2026-03-04 02:00:00', clockOutTime: '2026-03-04 06:00:00' }),
    ).toMatchObject({ attendanceDate: '2026-03-03' });
    await expect(
      checkedDay(t.db, ctx.auth, { workerId: dayWorker }, { clockInTime: '2026-03-02 08:00:00', clockOutTime: '2026-03-02 07:00:00' }),
    ).rejects.toThrow(/clockOutTime/);
  });

  it('writes one record a person and day: a later write (import, manual request) replaces it', async () => {
    await writeAttendance(t.db, ctx.auth, {
      kind: 'day',
      person: { workerId: dayWorker },
      day: { attendanceDate: '2026-05-04', clockInTime: '2026-05-04 08:00:00', clockOutTime: '2026-05-04 18:00:00', source: AttendanceSource.IMPORT },
    });
    await writeAttendance(t.db, ctx.auth, {
      kind: 'day',
      person: { workerId: dayWorker },
      day: {
        attendanceDate: '2026-05-04',
        clockInTime: '2026-05-04 08:00:00',
        clockOutTime: '2026-05-04 16:00:00',
        source: AttendanceSource.MANUAL,
        processId: '1',
      },
    });
    expect(await recordsOf(dayWorker)).toEqual([['2026-05-04', '7.00', '0.00', AttendanceSource.MANUAL]]);
  });

  it('imports all rows or none, naming each bad row', async () => {
    const bad = await xlsx([
      ['NOPE', '2026-05-05', '08:00', '17:00'],
      ['NOPE', '2026-05-05', '08:00', '17:00'],
    ]);
    await expect(importAttendance(ctx, bad)).rejects.toMatchObject({
      data: {
        errors: [
          { row: 2, column: 'Employment Code' },
          { row: 3, column: 'Employment Code' },
          { row: 3, column: 'Date' },
        ],
      },
    });
  });

  it('once a month is confirmed, no writer changes its days; it is confirmed only once', async () => {
    await confirmMonth(ctx, '2026-05');
    await expect(confirmMonth(ctx, '2026-05')).rejects.toThrow('Attendance of 2026-05 has already been confirmed');
    const refused = 'Attendance of 2026-05 has been confirmed and cannot be changed';
    await expect(
      writeAttendance(t.db, ctx.auth, {
        kind: 'day',
        person: { workerId: dayWorker },
        day: { attendanceDate: '2026-05-06', clockInTime: '2026-05-06 08:00:00', clockOutTime: null, source: AttendanceSource.IMPORT },
      }),
    ).rejects.toThrow(refused);
    await expect(saveRecord(ctx, { workerId: shift, clockInTime: '2026-05-07 08:00:00' })).rejects.toThrow(refused);
    const [may4] = await attendanceRecords.all(t.db, ctx, { workerId: dayWorker, month: '2026-05' });
    await expect(removeRecords(ctx, [String(may4.id)])).rejects.toThrow(refused);
  });

  it('checks overtime periods; a day counts the larger of clock and approved overtime', async () => {
    expect(() => overtimePeriods([{ startTime: '2026-06-01 18:00', endTime: '2026-06-01 17:00' }])).toThrow('ot.0.endTime: must be after the start time');
    expect(() =>
      overtimePeriods([
        { startTime: '2026-06-01 18:00', endTime: '2026-06-01 20:00' },
        { startTime: '2026-06-01 19:00', endTime: '2026-06-01 21:00' },
      ]),
    ).toThrow('ot.1.startTime: overlaps another overtime period');
    const staffId = await makeStaff(t.db);
    await writeAttendance(t.db, ctx.auth, {
      kind: 'day',
      person: { staffId },
      day: { attendanceDate: '2026-06-03', clockInTime: '2026-06-03 08:00:00', clockOutTime: '2026-06-03 18:00:00', source: AttendanceSource.IMPORT },
    });
    await writeAttendance(t.db, ctx.auth, {
      kind: 'overtime',
      staffId,
      periods: overtimePeriods([
        { startTime: '2026-06-03 18:00', endTime: '2026-06-03 20:30' },
        { startTime: '2026-06-04 18:00', endTime: '2026-06-04 19:00' },
      ]),
      processId: '1',
    });
    // 1 hour by the clock on the 3rd, 2.5 approved: 2.5; the 4th has no record but its approved hour counts
    expect(await personSummary(t.db, ctx.auth, { staffId, dateFrom: '2026-06-01', dateTo: '2026-06-30' })).toEqual({
      attendanceDays: 1,
      totalHours: '8.00',
      overtimeHours: '3.50',
    });
  });
});
