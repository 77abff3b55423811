import { AttendanceSource } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { defineRepository } from '../../platform/repository.js';
import { audit, diff } from '../../platform/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { parseExcel, rejectImport, type RowError } from '../../platform/excel.js';
import { epochMinutes, minutesOfTime, periodHours, shiftTimes, weekdayOf } from './attendance.rules.js';
import {
  attendanceRecordOptions,
  attendanceSchemeOptions,
  confirmedMonthAmong,
  confirmedMonths,
  holidayOptions,
  holidaySchemeOptions,
  insertMonthConfirmation,
  removeHolidaysOfSchemes,
  schemeUsingHolidays,
  workersByCode,
} from './attendance.queries.js';
import { importColumns, importRow } from './attendance.schema.js';
import { lockMonths, monthOf, writeAttendance, type OvertimePeriod } from './attendance.writer.js';

// the writer's names other modules and tests use
export { assertMonthOpen, checkedDay, monthOf, writeAttendance, type OvertimePeriod } from './attendance.writer.js';

type Row = Record<string, unknown>;

/** Holiday schemes: one used by an attendance scheme stays; removing one removes its holidays. */
export const holidaySchemes = defineRepository({
  ...holidaySchemeOptions,
  hooks: {
    beforeRemove: async (tx, ctx, ids) => {
      const usedBy = await schemeUsingHolidays(tx, ctx.auth, ids);
      if (usedBy) throw conflict(`The holiday scheme is used by the attendance scheme '${usedBy}'`);
      await removeHolidaysOfSchemes(tx, ctx.auth, ids);
    },
  },
});

/** Holidays: the weekday is derived from the date. */
export const holidays = defineRepository({
  ...holidayOptions,
  hooks: {
    beforeWrite: (_tx, _ctx, values) => {
      if (typeof values.date === 'string') values.week = weekdayOf(values.date);
    },
  },
});

/** Attendance schemes: a day shift ends after it starts. */
export const attendanceSchemes = defineRepository({
  ...attendanceSchemeOptions,
  hooks: {
    beforeWrite: (_tx, _ctx, values, existing) => {
      const m = { ...(existing ?? {}), ...values } as Row;
      if (m.workTime && m.offTime && m.isAcross !== 1 && minutesOfTime(String(m.offTime)) <= minutesOfTime(String(m.workTime))) {
        throw badRequest('offTime: must be after workTime for a day shift (choose night shift for one across midnight)');
      }
    },
  },
});

/** Daily records, read through the repository; every change goes through writeAttendance (attendance.writer.ts). */
export const attendanceRecords = defineRepository(attendanceRecordOptions);

/** HR's entry of a record (create, or update by id), through the writer; audited and presented like a repository write. */
export function saveRecord(ctx: ServiceContext, raw: Row): Promise<Row> {
  const { id, version, ...values } = raw as Row & { id?: string | null; version?: number | null };
  return ctx.db.transaction(async (tx) => {
    const existing = id ? await attendanceRecords.getById(tx, ctx.auth, id) : null;
    const saved = (await writeAttendance(tx, ctx.auth, { kind: 'entry', values, existing, version }))!;
    await audit(tx, ctx.auth, ctx.req, {
      action: existing ? 'update' : 'create',
      resource: attendanceRecords.name,
      recordId: String(saved.id),
      changes: diff(existing, saved),
    });
    return (await attendanceRecords.present({ ...ctx, db: tx }, [saved]))[0];
  });
}

/** Removes records the caller may read, through the writer (a confirmed month's records stay). */
export function removeRecords(ctx: ServiceContext, ids: string[]): Promise<null> {
  return ctx.db.transaction(async (tx) => {
    // one after the other: the transaction's one connection runs one statement at a time
    const records: Row[] = [];
    for (const id of ids) {
      const r = await attendanceRecords.findById(tx, ctx.auth, id);
      if (r) records.push(r);
    }
    if (!records.length) throw notFound(attendanceRecords.name);
    await writeAttendance(tx, ctx.auth, { kind: 'remove', records });
    await audit(tx, ctx.auth, ctx.req, { action: 'remove', resource: attendanceRecords.name, recordId: records.map((r) => String(r.id)) });
    return null;
  });
}

/** Confirms a month: its records refuse every change afterwards (no un-confirm); twice is a 409. */
export function confirmMonth(ctx: ServiceContext, month: string, remark?: string) {
  return ctx.db.transaction(async (tx) => {
    await lockMonths(tx, ctx.auth, [month], 'confirm');
    if (await confirmedMonthAmong(tx, ctx.auth, [month])) throw conflict(`Attendance of ${month} has already been confirmed`);
    const row = await insertMonthConfirmation(tx, ctx.auth, month, remark ?? null);
    await audit(tx, ctx.auth, ctx.req, { action: 'confirm', resource: attendanceRecords.name, recordId: row.id, changes: { month } });
    return { id: row.id, month: row.month, confirmTime: row.confirmTime };
  });
}

/**
 * Imports an attendance file (Employment Code, Date, Clock In, Clock Out, Remark): every row is checked
 * first (known worker, once per worker and date, month not confirmed) and either all are written or none.
 */
export async function importAttendance(ctx: ServiceContext, file: Buffer): Promise<{ imported: number }> {
  const { rows, errors } = await parseExcel(file, importColumns, importRow, 10_000);
  const idOf = await workersByCode(ctx.db, ctx.auth, [...new Set(rows.map((r) => r.value.employmentCode))]);
  const problems: RowError[] = [...errors];
  const seen = new Set<string>();
  const confirmed = await confirmedMonths(ctx.db, ctx.auth);
  for (const { row, value } of rows) {
    if (!idOf.has(value.employmentCode)) problems.push({ row, column: 'Employment Code', reason: `no worker with employment code ${value.employmentCode}` });
    const key = `${value.employmentCode}|${value.date}`;
    if (seen.has(key)) problems.push({ row, column: 'Date', reason: 'the same worker and date appear twice in the file' });
    seen.add(key);
    if (confirmed.has(monthOf(value.date)))
      problems.push({ row, column: 'Date', reason: `attendance of ${monthOf(value.date)} has been confirmed and cannot be changed` });
  }
  if (problems.length) rejectImport(problems.sort((a, b) => a.row - b.row));
  await ctx.db.transaction(async (tx) => {
    for (const { value } of rows) {
      const times = shiftTimes(value.date, value.clockIn, value.clockOut);
      const day = {
        attendanceDate: value.date,
        clockInTime: times.clockIn,
        clockOutTime: times.clockOut,
        remark: value.remark,
        source: AttendanceSource.IMPORT,
      };
      await writeAttendance(tx, ctx.auth, { kind: 'day', person: { workerId: idOf.get(value.employmentCode)! }, day });
    }
    await audit(tx, ctx.auth, ctx.req, { action: 'import', resource: attendanceRecords.name, changes: { rows: rows.length } });
  });
  return { imported: rows.length };
}

/** The periods of an overtime request (form 36): each positive and under 24 hours, none overlapping (400 naming the row). */
export function overtimePeriods(rows: readonly Row[]): OvertimePeriod[] {
  const periods = rows.map((r, n) => {
    const startTime = String(r.startTime ?? '');
    const endTime = String(r.endTime ?? '');
    try {
      return { startTime, endTime, hours: periodHours(startTime, endTime), day: startTime.slice(0, 10) };
    } catch (e) {
      throw badRequest(`ot.${n}.${(e as Error).message}`);
    }
  });
  for (let a = 0; a < periods.length; a++)
    for (let b = a + 1; b < periods.length; b++)
      if (epochMinutes(periods[a].startTime) < epochMinutes(periods[b].endTime) && epochMinutes(periods[b].startTime) < epochMinutes(periods[a].endTime))
        throw badRequest(`ot.${b}.startTime: overlaps another overtime period`);
  return periods;
}
