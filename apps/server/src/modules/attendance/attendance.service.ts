import { and, asc, between, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { worker } from '../worker/worker.tables.js';
import { attendanceConfirm, attendanceOvertime, attendanceRecord, attendanceScheme, holiday, holidayScheme } from './attendance.tables.js';
import { addDays, attendanceDateOf, dayHours, dayTypeOf, DEFAULT_RULES, type SchemeRules } from './attendance.rules.js';
import { toCents, fromCents } from '../settlement/settlement.rules.js';

type Tenant = Pick<AuthContext, 'tenantId'>;
export type Person = { workerId: string; staffId?: undefined } | { staffId: string; workerId?: undefined };
type SchemeRow = typeof attendanceScheme.$inferSelect;

const live = <T extends { tenantId: never; isDeleted: never }>(t: T, tenantId: string): SQL =>
  and(eq(t.tenantId as never, tenantId), eq(t.isDeleted as never, 0))!;

/** `YYYY-MM` of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** Refuses a change to a day of a confirmed month (409 naming the month). */
export async function assertMonthOpen(db: Db, tenant: Tenant, dates: readonly string[]): Promise<void> {
  const months = [...new Set(dates.map(monthOf))];
  if (!months.length) return;
  const [hit] = await db
    .select({ month: attendanceConfirm.month })
    .from(attendanceConfirm)
    .where(and(live(attendanceConfirm as never, tenant.tenantId), inArray(attendanceConfirm.month, months)))
    .limit(1);
  if (hit) throw conflict(`Attendance of ${hit.month} has been confirmed and cannot be changed`);
}

/**
 * The started attendance scheme of a person: the one naming the worker, else the one naming the
 * worker's project; null when none does (the default rules apply).
 */
export async function schemeOf(db: Db, tenant: Tenant, person: Person): Promise<SchemeRow | null> {
  const schemes = await db
    .select()
    .from(attendanceScheme)
    .where(and(live(attendanceScheme as never, tenant.tenantId), eq(attendanceScheme.status, 1)))
    .orderBy(asc(attendanceScheme.createTime), asc(attendanceScheme.id));
  if (!person.workerId) return null;
  const byWorker = schemes.find((s) => splitIds(s.workerIds).includes(person.workerId!));
  if (byWorker) return byWorker;
  const [w] = await db.select({ projectId: worker.projectId }).from(worker).where(and(live(worker as never, tenant.tenantId), eq(worker.id, person.workerId))).limit(1);
  return (w?.projectId && schemes.find((s) => splitIds(s.projectIds).includes(w.projectId!))) || null;
}

export const rulesOf = (s: SchemeRow | null): SchemeRules =>
  s ? { workingHours: Number(s.workingHours), noonBreakHours: Number(s.noonBreakHours), newDayStartTime: s.newDayStartTime } : DEFAULT_RULES;

/** Holidays (date -> isLeave) of a holiday scheme, or of the tenant's first enabled scheme when none is given. */
export async function holidaysOf(db: Db, tenant: Tenant, holidaySchemeId: string | null | undefined, from: string, to: string): Promise<Map<string, number>> {
  let schemeId = holidaySchemeId ?? null;
  if (!schemeId) {
    const [first] = await db
      .select({ id: holidayScheme.id })
      .from(holidayScheme)
      .where(and(live(holidayScheme as never, tenant.tenantId), eq(holidayScheme.status, 1)))
      .orderBy(asc(holidayScheme.createTime), asc(holidayScheme.id))
      .limit(1);
    schemeId = first?.id ?? null;
  }
  if (!schemeId) return new Map();
  const rows = await db
    .select({ date: holiday.date, isLeave: holiday.isLeave })
    .from(holiday)
    .where(and(live(holiday as never, tenant.tenantId), eq(holiday.schemeId, schemeId), between(holiday.date, from, to)));
  return new Map(rows.map((r) => [r.date, r.isLeave]));
}

export interface DayInput {
  clockInTime: string;
  clockOutTime: string | null;
  /** Given by manual entries; otherwise derived from the clock-in and the scheme's new-day start. */
  attendanceDate?: string;
}

/** The computed columns of one day: its date, day type, normal and overtime hours, scheme. */
export async function computeDay(db: Db, tenant: Tenant, person: Person, day: DayInput) {
  const scheme = await schemeOf(db, tenant, person);
  const rules = rulesOf(scheme);
  const attendanceDate = day.attendanceDate ?? attendanceDateOf(day.clockInTime, rules);
  const holidays = await holidaysOf(db, tenant, scheme?.holidaySchemeId, attendanceDate, attendanceDate);
  const dayType = dayTypeOf(attendanceDate, holidays);
  try {
    return { attendanceDate, dayType, schemeId: scheme?.id ?? null, ...dayHours(day.clockInTime, day.clockOutTime, rules, dayType) };
  } catch (e) {
    if (e instanceof RangeError) throw badRequest(e.message);
    throw e;
  }
}

export interface WriteDay extends DayInput {
  remark?: string | null;
  source: number;
  processId?: string | null;
}

/**
 * Writes (inserts or replaces) the record of a person's day: manual attendance and imports replace
 * what the clock recorded. Refuses days of confirmed months.
 */
export async function upsertDay(tx: Db, auth: Pick<AuthContext, 'tenantId' | 'userId' | 'deptIds'>, person: Person, day: WriteDay): Promise<void> {
  const computed = await computeDay(tx, auth, person, day);
  await assertMonthOpen(tx, auth, [computed.attendanceDate]);
  const personCond = person.workerId ? eq(attendanceRecord.workerId, person.workerId) : eq(attendanceRecord.staffId, person.staffId!);
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
    .set({ ...values, updateUser: auth.userId, updateTime: formatDateTime(new Date()), version: sql`${attendanceRecord.version} + 1` })
    .where(and(live(attendanceRecord as never, auth.tenantId), personCond, eq(attendanceRecord.attendanceDate, computed.attendanceDate)))
    .returning({ id: attendanceRecord.id });
  if (updated.length) return;
  await tx.insert(attendanceRecord).values({
    ...values,
    tenantId: auth.tenantId,
    workerId: person.workerId ?? null,
    staffId: person.staffId ?? null,
    attendanceDate: computed.attendanceDate,
    createUser: auth.userId,
    createDept: auth.deptIds[0] ?? null,
    updateUser: auth.userId,
  });
}

export interface Summary {
  attendanceDays: number;
  /** Normal hours (2 decimals). */
  totalHours: string;
  overtimeHours: string;
}

const emptySummary = (): { days: number; hours: number; ot: number } => ({ days: 0, hours: 0, ot: 0 });

/**
 * Attendance of people between two dates (inclusive): days with any hours, normal hours, and
 * overtime hours. A day's overtime is the larger of what the clock shows and the approved overtime
 * requests of that day, so an approved request counts and the same hour never counts twice.
 */
export async function summarize(db: Db, tenant: Tenant, key: 'workerId' | 'staffId', ids: readonly string[] | null, from: string, to: string): Promise<Map<string, Summary>> {
  const col = key === 'workerId' ? attendanceRecord.workerId : attendanceRecord.staffId;
  const otCol = key === 'workerId' ? attendanceOvertime.workerId : attendanceOvertime.staffId;
  const records = await db
    .select({ person: col, date: attendanceRecord.attendanceDate, hours: attendanceRecord.hours, ot: attendanceRecord.overtimeHours })
    .from(attendanceRecord)
    .where(and(live(attendanceRecord as never, tenant.tenantId), isNotNull(col), ids ? inArray(col, [...ids]) : undefined, between(attendanceRecord.attendanceDate, from, to)));
  const overtime = await db
    .select({ person: otCol, date: attendanceOvertime.overtimeDate, hours: sql<string>`sum(${attendanceOvertime.hours})` })
    .from(attendanceOvertime)
    .where(and(live(attendanceOvertime as never, tenant.tenantId), isNotNull(otCol), ids ? inArray(otCol, [...ids]) : undefined, between(attendanceOvertime.overtimeDate, from, to)))
    .groupBy(otCol, attendanceOvertime.overtimeDate);
  const approved = new Map(overtime.map((o) => [`${o.person}|${o.date}`, toCents(o.hours)]));
  const acc = new Map<string, { days: number; hours: number; ot: number }>();
  for (const r of records) {
    const a = acc.get(r.person!) ?? emptySummary();
    const hours = toCents(r.hours);
    const ot = Math.max(toCents(r.ot), approved.get(`${r.person}|${r.date}`) ?? 0);
    approved.delete(`${r.person}|${r.date}`);
    if (hours + ot > 0) a.days += 1;
    a.hours += hours;
    a.ot += ot;
    acc.set(r.person!, a);
  }
  for (const [k, cents] of approved) {
    const person = k.split('|')[0];
    const a = acc.get(person) ?? emptySummary();
    a.ot += cents;
    acc.set(person, a);
  }
  return new Map([...acc].map(([p, a]) => [p, { attendanceDays: a.days, totalHours: fromCents(a.hours), overtimeHours: fromCents(a.ot) }]));
}

/** First and last day of a `YYYY-MM` month. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const next = new Date(Date.parse(`${from}T00:00:00Z`));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}
