import { and, eq, inArray, sql } from 'drizzle-orm';
import { AttendanceSource } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/repository.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { workerExists } from '../worker/worker.public.js';
import { attendanceOvertime, attendanceRecord } from './attendance.tables.js';
import { attendanceDateOf, dayHours, dayTypeOf, DEFAULT_RULES, type SchemeRules } from './attendance.rules.js';
import { confirmedMonthAmong, holidaysOf, recordOfDay, schemeOf, type Person } from './attendance.queries.js';

/*
 * THE attendance writer: every change of a day's record (HR's entries, imports, manual-attendance
 * requests) and of approved overtime (overtime requests) goes through `writeAttendance`, which takes
 * the months' lock and refuses a day of a confirmed month. No other file writes att_record or
 * att_overtime (test/writers.test.ts scans the sources and fails on a writer that bypasses this one).
 */

export type Writer = Pick<AuthContext, 'tenantId' | 'userId' | 'deptIds'>;
type Row = Record<string, unknown>;

/** `YYYY-MM` of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/**
 * Locks months of the tenant until the transaction ends: writers share the lock, a confirmation takes it
 * alone, so a month cannot be confirmed between a writer's check and its commit (PostgreSQL and PGlite).
 */
export async function lockMonths(tx: Db, tenant: Tenant, months: readonly string[], mode: 'write' | 'confirm'): Promise<void> {
  for (const m of [...new Set(months)].sort()) {
    const key = `att_month:${tenant.tenantId}:${m}`;
    if (mode === 'confirm') await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    else await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${key}))`);
  }
}

/** Refuses a change to a day of a confirmed month (409 naming the month). */
export async function assertMonthOpen(db: Db, tenant: Tenant, dates: readonly string[]): Promise<void> {
  const month = await confirmedMonthAmong(db, tenant, [...new Set(dates.map(monthOf))]);
  if (month) throw conflict(`Attendance of ${month} has been confirmed and cannot be changed`);
}

const rulesOf = (s: Awaited<ReturnType<typeof schemeOf>>): SchemeRules =>
  s ? { workingHours: Number(s.workingHours), noonBreakHours: Number(s.noonBreakHours), newDayStartTime: s.newDayStartTime } : DEFAULT_RULES;

export interface DayInput {
  clockInTime: string;
  clockOutTime: string | null;
  /** Given by manual entries; otherwise derived from the clock-in and the scheme's new-day start. */
  attendanceDate?: string;
}

/**
 * The computed columns of one day of a person (date, day type, normal and overtime hours, scheme);
 * a day of a confirmed month is refused.
 */
export async function checkedDay(db: Db, tenant: Tenant, person: Person, day: DayInput) {
  const scheme = await schemeOf(db, tenant, person);
  const rules = rulesOf(scheme);
  const attendanceDate = day.attendanceDate ?? attendanceDateOf(day.clockInTime, rules);
  const holidays = await holidaysOf(db, tenant, scheme?.holidaySchemeId, attendanceDate, attendanceDate);
  const dayType = dayTypeOf(attendanceDate, holidays);
  let hours: ReturnType<typeof dayHours>;
  try {
    hours = dayHours(day.clockInTime, day.clockOutTime, rules, dayType);
  } catch (e) {
    if (e instanceof RangeError) throw badRequest(e.message);
    throw e;
  }
  await assertMonthOpen(db, tenant, [attendanceDate]);
  return { attendanceDate, dayType, schemeId: scheme?.id ?? null, ...hours };
}

export interface WriteDay extends DayInput {
  remark?: string | null;
  source: AttendanceSource;
  processId?: string | null;
}

export interface OvertimePeriod {
  startTime: string;
  endTime: string;
  hours: string;
  day: string;
}

/** What a writer changes. */
export type AttendanceChange =
  /** Imports and manual-attendance requests: the person's day is inserted or replaced. */
  | { kind: 'day'; person: Person; day: WriteDay }
  /** HR's entry of a record: `existing` is the record being edited (read within the caller's scope), else a new one. */
  | { kind: 'entry'; values: Row; existing: Row | null; version?: number | null }
  /** Removal of records (read within the caller's scope). */
  | { kind: 'remove'; records: readonly Row[] }
  /** Approved overtime of a staff member (overtime requests). */
  | { kind: 'overtime'; staffId: string; periods: readonly OvertimePeriod[]; processId: string };

const personCond = (person: Person) => (person.workerId ? eq(attendanceRecord.workerId, person.workerId) : eq(attendanceRecord.staffId, person.staffId!));
const stamp = (by: Writer) => ({ updateUser: by.userId, updateTime: formatDateTime(new Date()) });
const created = (by: Writer) => ({ tenantId: by.tenantId, createUser: by.userId, createDept: by.deptIds[0] ?? null, updateUser: by.userId });

/** The days a change touches (before and after), whose months must be open. */
function daysOf(change: AttendanceChange): string[] {
  switch (change.kind) {
    case 'day':
      return change.day.attendanceDate ? [change.day.attendanceDate] : [];
    case 'entry':
      // moving a record out of a confirmed month changes that month too
      return change.existing ? [String(change.existing.attendanceDate)] : [];
    case 'remove':
      return change.records.map((r) => String(r.attendanceDate));
    case 'overtime':
      return change.periods.map((p) => p.day);
  }
}

/**
 * THE attendance writer (see the file comment): locks the months touched, refuses confirmed ones
 * (409 "Attendance of YYYY-MM has been confirmed and cannot be changed"), then writes. Answers the
 * saved record of an entry.
 */
export async function writeAttendance(tx: Db, by: Writer, change: AttendanceChange): Promise<Row | null> {
  const known = daysOf(change);
  await lockMonths(tx, by, known.map(monthOf), 'write');
  await assertMonthOpen(tx, by, known);
  switch (change.kind) {
    case 'day':
      await writeDay(tx, by, change.person, change.day);
      return null;
    case 'entry':
      return writeEntry(tx, by, change.values, change.existing, change.version);
    case 'remove':
      if (change.records.length) {
        await tx
          .update(attendanceRecord)
          .set({ isDeleted: 1, ...stamp(by) })
          .where(
            and(
              liveRows(attendanceRecord, by),
              inArray(
                attendanceRecord.id,
                change.records.map((r) => String(r.id)),
              ),
            ),
          );
      }
      return null;
    case 'overtime':
      for (const p of change.periods) {
        await tx
          .insert(attendanceOvertime)
          .values({
            ...created(by),
            staffId: change.staffId,
            overtimeDate: p.day,
            startTime: p.startTime,
            endTime: p.endTime,
            hours: p.hours,
            processId: change.processId,
          });
      }
      return null;
  }
}

/** The computed day, its month locked and checked (a derived date is known only once computed). */
async function lockedDay(tx: Db, by: Writer, person: Person, day: DayInput) {
  if (!day.attendanceDate) {
    const probe = await checkedDay(tx, by, person, day);
    await lockMonths(tx, by, [monthOf(probe.attendanceDate)], 'write');
  }
  return checkedDay(tx, by, person, day);
}

async function writeDay(tx: Db, by: Writer, person: Person, day: WriteDay): Promise<void> {
  const computed = await lockedDay(tx, by, person, day);
  const values = {
    clockInTime: day.clockInTime,
    clockOutTime: day.clockOutTime,
    remark: day.remark ?? null,
    source: day.source,
    processId: day.processId ?? null,
    hours: computed.hours,
    overtimeHours: computed.overtimeHours,
    dayType: computed.dayType,
    schemeId: computed.schemeId,
  };
  const updated = await tx
    .update(attendanceRecord)
    .set({ ...values, ...stamp(by), version: sql`${attendanceRecord.version} + 1` })
    .where(and(liveRows(attendanceRecord, by), personCond(person), eq(attendanceRecord.attendanceDate, computed.attendanceDate)))
    .returning({ id: attendanceRecord.id });
  if (updated.length) return;
  await tx
    .insert(attendanceRecord)
    .values({ ...values, ...created(by), workerId: person.workerId ?? null, staffId: person.staffId ?? null, attendanceDate: computed.attendanceDate });
}

/** HR's entry of a day: one person, one record a day; the computed columns come from checkedDay. */
async function writeEntry(tx: Db, by: Writer, values: Row, existing: Row | null, version?: number | null): Promise<Row> {
  const m = { ...(existing ?? {}), ...values };
  if (!m.workerId && !m.staffId) throw badRequest('workerId: is required');
  if (m.workerId && m.staffId) throw badRequest('staffId: give a worker or a staff member, not both');
  if (values.workerId && !(await workerExists(tx, by, String(values.workerId)))) throw badRequest('workerId: no such worker');
  if (!m.clockInTime) throw badRequest('clockInTime: is required');
  const person = (m.workerId ? { workerId: String(m.workerId) } : { staffId: String(m.staffId) }) as Person;
  const day = await lockedDay(tx, by, person, { clockInTime: String(m.clockInTime), clockOutTime: (m.clockOutTime as string | null) ?? null });
  if (await recordOfDay(tx, by, person, day.attendanceDate, existing ? String(existing.id) : undefined))
    throw conflict(`clockInTime: there is already a record for ${day.attendanceDate}; edit that one`);
  const columns = {
    workerId: (m.workerId as string | null) ?? null,
    staffId: (m.staffId as string | null) ?? null,
    clockInTime: String(m.clockInTime),
    clockOutTime: (m.clockOutTime as string | null) ?? null,
    remark: (m.remark as string | null) ?? null,
    attendanceDate: day.attendanceDate,
    dayType: day.dayType,
    hours: day.hours,
    overtimeHours: day.overtimeHours,
    schemeId: day.schemeId,
  };
  if (existing) {
    const [row] = await tx
      .update(attendanceRecord)
      .set({ ...columns, ...stamp(by), version: sql`${attendanceRecord.version} + 1` })
      .where(and(liveRows(attendanceRecord, by), eq(attendanceRecord.id, String(existing.id)), version ? eq(attendanceRecord.version, version) : undefined))
      .returning();
    if (!row) throw conflict();
    return row as Row;
  }
  const [row] = await tx
    .insert(attendanceRecord)
    .values({ ...columns, ...created(by), source: AttendanceSource.HR_ENTRY })
    .returning();
  return row as Row;
}
