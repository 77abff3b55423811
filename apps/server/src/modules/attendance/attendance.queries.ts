import { and, asc, between, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fromCents, SchemeStatus, toCents } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { filters, liveRows, type Filter, type RepositoryOptions } from '../../platform/repository.js';
import { zDate, zDateTime, zOptionalId } from '../../platform/http/route.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { notFound } from '../../platform/errors.js';
import { user } from '../../platform/auth/identity.tables.js';
import { liveWorker, workerCodesAndNames, workerIdOfUser, workerIdsByCode, workerIdsOf, workerReference, workersWithPlaces } from '../worker/worker.public.js';
import { workers } from '../worker/worker.queries.js';
import { staffs } from '../staff/staff.queries.js';
import { attendanceConfirm, attendanceOvertime, attendanceRecord, attendanceScheme, holiday, holidayScheme } from './attendance.tables.js';
import { addDays } from './attendance.rules.js';
import { hhmm, zMonth } from './attendance.schema.js';

/** Whose attendance a record is: a worker's or a staff member's. */
export type Person = { workerId: string; staffId?: undefined } | { staffId: string; workerId?: undefined };
type SchemeRow = typeof attendanceScheme.$inferSelect;

const hoursNumber = (max: number) => z.coerce.number('must be a number').min(0, 'must be 0 or more').max(max, `must be at most ${max}`).transform(String);
const idCsv = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : (v ?? '')),
  z
    .string()
    .max(20_000)
    .regex(/^(\d{1,19}(,\d{1,19})*)?$/, 'must be a comma list of ids'),
);

/** Holiday schemes (the removal rules: attendance.service). */
export const holidaySchemeOptions = {
  name: 'holiday_scheme',
  table: holidayScheme,
  filters: { title: filters.like(holidayScheme.title), status: filters.int(holidayScheme.status) },
  inputExtend: {
    title: z.string().trim().min(1, 'is required').max(100),
    status: z.coerce.number().int().min(0).max(1, 'must be 1 (enabled) or 0 (disabled)').optional(),
  },
  unique: [{ fields: ['title'], message: 'A holiday scheme with this title already exists' }],
} satisfies RepositoryOptions<typeof holidayScheme>;

/** The holidays of a scheme (the weekday is derived on write: attendance.service). */
export const holidayOptions = {
  name: 'holiday',
  table: holiday,
  filters: {
    schemeId: filters.id(holiday.schemeId),
    year: {
      schema: z.coerce.number().int().min(1900).max(2999).optional(),
      where: (v: number | undefined) => (v ? sql`extract(year from ${holiday.date}) = ${v}` : undefined),
    },
    name: filters.like(holiday.name),
  },
  sortable: { date: holiday.date },
  defaultOrder: [asc(holiday.date)],
  omitInput: ['week'],
  inputExtend: {
    date: zDate,
    name: z.string().trim().min(1, 'is required').max(100),
    isLeave: z.coerce.number().int().min(0).max(1, 'must be 1 (day off) or 0 (working day)').optional(),
  },
  unique: [{ fields: ['schemeId', 'date'], message: 'The scheme already has a holiday on this date' }],
  references: { schemeId: { table: holidayScheme, what: 'holiday scheme' } },
} satisfies RepositoryOptions<typeof holiday>;

/** Attendance schemes (the shift rule: attendance.service). */
export const attendanceSchemeOptions = {
  name: 'attendance_scheme',
  table: attendanceScheme,
  filters: { schemeName: filters.like(attendanceScheme.schemeName), status: filters.int(attendanceScheme.status) },
  inputExtend: {
    schemeName: z.string().trim().min(1, 'is required').max(100),
    workTime: hhmm,
    offTime: hhmm,
    newDayStartTime: hhmm.optional(),
    workingHours: hoursNumber(24).optional(),
    noonBreakHours: hoursNumber(8).optional(),
    status: z.coerce.number().int().min(0).max(1, 'must be 1 (start) or 0 (close)').optional(),
    isAcross: z.coerce.number().int().min(0).max(1, 'must be 1 (night shift) or 0 (day shift)').optional(),
    isIbeacon: z.coerce.number().int().min(0).max(1).optional(),
    clockCardType: z.coerce.number().int().min(1).max(3, 'must be 1 (address), 2 (IP) or 3 (iBeacon)').optional(),
    clockCardRadius: z.coerce.number().int().min(0).max(100_000).nullable().optional(),
    workerIds: idCsv.optional(),
    projectIds: idCsv.optional(),
  },
  references: { holidaySchemeId: { table: holidayScheme, what: 'holiday scheme' } },
  unique: [{ fields: ['schemeName'], message: 'An attendance scheme with this name already exists' }],
} satisfies RepositoryOptions<typeof attendanceScheme>;

const workersWhere = (of: 'teamId' | 'projectId'): Filter => ({
  schema: zOptionalId,
  where: (v: string | undefined, auth) =>
    v ? inArray(attendanceRecord.workerId, workerIdsOf(auth, of === 'teamId' ? { teamId: v } : { projectId: v })) : undefined,
});

/** The data-scope resource of attendance (records, sums, summaries). */
const ATTENDANCE = 'attendance_record';

/** Daily records, presented with the worker's name and code (the write rules: attendance.service). */
export const attendanceRecordOptions = {
  name: ATTENDANCE,
  table: attendanceRecord,
  filters: {
    workerId: filters.id(attendanceRecord.workerId),
    staffId: filters.id(attendanceRecord.staffId),
    teamId: workersWhere('teamId'),
    projectId: workersWhere('projectId'),
    month: {
      schema: zMonth.optional().or(z.literal('').transform(() => undefined)),
      where: (v: string | undefined) => (v ? sql`to_char(${attendanceRecord.attendanceDate}, 'YYYY-MM') = ${v}` : undefined),
    },
    dateFrom: filters.from(attendanceRecord.attendanceDate),
    dateTo: filters.to(attendanceRecord.attendanceDate),
  },
  sortable: { attendanceDate: attendanceRecord.attendanceDate, createTime: attendanceRecord.createTime },
  defaultOrder: [desc(attendanceRecord.attendanceDate), desc(attendanceRecord.id)],
  omitInput: ['hours', 'overtimeHours', 'dayType', 'schemeId', 'processId', 'attendanceDate', 'source'],
  inputExtend: { clockInTime: zDateTime, clockOutTime: z.preprocess((v) => (v === '' ? null : v), zDateTime.nullable().optional()) },
  outputExtend: { workerName: z.string().nullable().optional(), employmentCode: z.string().nullable().optional() },
  references: { workerId: workerReference('worker') },
  // a day of attendance follows its worker (or staff member): their scopes and this resource's, on their columns
  owners: [
    { column: attendanceRecord.workerId, repository: workers },
    { column: attendanceRecord.staffId, repository: staffs },
  ],
  hooks: {
    present: async (db, ctx, rows) => {
      const ids = [...new Set(rows.map((r) => r.workerId).filter(Boolean) as string[])];
      if (!ids.length) return rows;
      const byId = await workerCodesAndNames(db, ctx.auth, ids);
      return rows.map((r) => ({
        ...r,
        workerName: byId.get(r.workerId as string)?.name ?? null,
        employmentCode: byId.get(r.workerId as string)?.code ?? null,
      }));
    },
  },
} satisfies RepositoryOptions<typeof attendanceRecord>;

/** The confirmed months page (pageRoute options but the call's own). */
export const confirmedMonthsPage = {
  table: attendanceConfirm,
  record: z.object({ id: z.string(), month: z.string(), confirmTime: z.string(), remark: z.string().nullable() }),
  base: (auth: AuthContext) => liveRows(attendanceConfirm, auth),
  filters: { month: filters.equals(attendanceConfirm.month) },
  sortable: { month: attendanceConfirm.month },
  defaultOrder: [desc(attendanceConfirm.month)],
};

/** Every enabled holiday scheme (id, title, remark) for selects. */
export function enabledHolidaySchemes(db: Db, auth: Tenant) {
  return db
    .select({ id: holidayScheme.id, title: holidayScheme.title, remark: holidayScheme.remark })
    .from(holidayScheme)
    .where(and(liveRows(holidayScheme, auth), eq(holidayScheme.status, SchemeStatus.ON)))
    .orderBy(asc(holidayScheme.createTime), asc(holidayScheme.id));
}

/** The days of a holiday scheme between two dates: days off (isLeave 1) and replacement working days (0). */
export function holidaysBetween(db: Db, auth: Tenant, schemeId: string, from: string, to: string) {
  return db
    .select({ date: holiday.date, name: holiday.name, isLeave: holiday.isLeave })
    .from(holiday)
    .where(and(liveRows(holiday, auth), eq(holiday.schemeId, schemeId), between(holiday.date, from, to)))
    .orderBy(asc(holiday.date));
}

/** The name of an attendance scheme using one of the holiday schemes, if any. */
export async function schemeUsingHolidays(db: Db, auth: Tenant, holidaySchemeIds: string[]): Promise<string | null> {
  const [used] = await db
    .select({ name: attendanceScheme.schemeName })
    .from(attendanceScheme)
    .where(and(liveRows(attendanceScheme, auth), inArray(attendanceScheme.holidaySchemeId, holidaySchemeIds)))
    .limit(1);
  return used?.name ?? null;
}

/** The first of these months that has been confirmed, or null. */
export async function confirmedMonthAmong(db: Db, tenant: Tenant, months: readonly string[]): Promise<string | null> {
  if (!months.length) return null;
  const [hit] = await db
    .select({ month: attendanceConfirm.month })
    .from(attendanceConfirm)
    .where(and(liveRows(attendanceConfirm, tenant), inArray(attendanceConfirm.month, [...months])))
    .limit(1);
  return hit?.month ?? null;
}

/** Every confirmed month of the tenant. */
export async function confirmedMonths(db: Db, tenant: Tenant): Promise<Set<string>> {
  return new Set((await db.select({ m: attendanceConfirm.month }).from(attendanceConfirm).where(liveRows(attendanceConfirm, tenant))).map((r) => r.m));
}

/** Worker ids by employment code (the codes that name a live worker). */
export async function workersByCode(db: Db, tenant: Tenant, codes: string[]): Promise<Map<string, string>> {
  return workerIdsByCode(db, tenant, codes);
}

/** The person's own worker record, else their staff record; null for an account with neither. */
export async function personOfUser(db: Db, tenant: Tenant, userId: string): Promise<Person | null> {
  const workerId = await workerIdOfUser(db, tenant, userId);
  if (workerId) return { workerId };
  const [u] = await db.select({ staffId: user.staffId }).from(user).where(eq(user.id, userId)).limit(1);
  return u?.staffId ? { staffId: u.staffId } : null;
}

const personIs = (person: Person) => (person.workerId ? eq(attendanceRecord.workerId, person.workerId) : eq(attendanceRecord.staffId, person.staffId!));

/** The id of the person's record of a day other than `exceptId`, if any. */
export async function recordOfDay(db: Db, tenant: Tenant, person: Person, date: string, exceptId?: string): Promise<string | null> {
  const [hit] = await db
    .select({ id: attendanceRecord.id })
    .from(attendanceRecord)
    .where(
      and(
        liveRows(attendanceRecord, tenant),
        personIs(person),
        eq(attendanceRecord.attendanceDate, date),
        exceptId ? ne(attendanceRecord.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return hit?.id ?? null;
}

/** The days of records (to check their months before a removal). */
export async function recordDates(db: Db, tenant: Tenant, ids: string[]): Promise<string[]> {
  return (
    await db
      .select({ d: attendanceRecord.attendanceDate })
      .from(attendanceRecord)
      .where(and(liveRows(attendanceRecord, tenant), inArray(attendanceRecord.id, ids)))
  ).map((r) => r.d);
}

/**
 * The started attendance scheme of a person: the one naming the worker, else the one naming the
 * worker's project; null when none does (the default rules apply).
 */
export async function schemeOf(db: Db, tenant: Tenant, person: Person): Promise<SchemeRow | null> {
  const schemes = await db
    .select()
    .from(attendanceScheme)
    .where(and(liveRows(attendanceScheme, tenant), eq(attendanceScheme.status, SchemeStatus.ON)))
    .orderBy(asc(attendanceScheme.createTime), asc(attendanceScheme.id));
  if (!person.workerId) return null;
  const byWorker = schemes.find((s) => splitIds(s.workerIds).includes(person.workerId!));
  if (byWorker) return byWorker;
  const w = await liveWorker(db, tenant, person.workerId);
  return (w?.projectId && schemes.find((s) => splitIds(s.projectIds).includes(w.projectId!))) || null;
}

/** Holidays (date -> isLeave) of a holiday scheme, or of the tenant's first enabled scheme when none is given. */
export async function holidaysOf(db: Db, tenant: Tenant, holidaySchemeId: string | null | undefined, from: string, to: string): Promise<Map<string, number>> {
  const schemeId = holidaySchemeId ?? (await enabledHolidaySchemes(db, tenant).limit(1))[0]?.id ?? null;
  if (!schemeId) return new Map();
  const rows = await db
    .select({ date: holiday.date, isLeave: holiday.isLeave })
    .from(holiday)
    .where(and(liveRows(holiday, tenant), eq(holiday.schemeId, schemeId), between(holiday.date, from, to)));
  return new Map(rows.map((r) => [r.date, r.isLeave]));
}

export interface Summary {
  attendanceDays: number;
  /** Normal hours (2 decimals). */
  totalHours: string;
  overtimeHours: string;
}
export const EMPTY_SUMMARY: Summary = { attendanceDays: 0, totalHours: '0.00', overtimeHours: '0.00' };

/**
 * Attendance of people between two dates (inclusive): days with any hours, normal hours, and
 * overtime hours. A day's overtime is the larger of what the clock shows and the approved overtime
 * requests of that day, so an approved request counts and the same hour never counts twice. One
 * statement for any number of people: the day records and the approved overtime summed per day are
 * joined on (person, day) and grouped per person, both read through their (tenant, person, date) indexes.
 */
export async function summarize(
  db: Db,
  tenant: Tenant,
  key: 'workerId' | 'staffId',
  ids: readonly string[] | null,
  from: string,
  to: string,
): Promise<Map<string, Summary>> {
  if (ids && !ids.length) return new Map();
  const col = key === 'workerId' ? attendanceRecord.workerId : attendanceRecord.staffId;
  const otCol = key === 'workerId' ? attendanceOvertime.workerId : attendanceOvertime.staffId;
  const result = (await db.execute(sql`
    with r as (
      select ${col} as p, ${attendanceRecord.attendanceDate} as d, ${attendanceRecord.hours} as hours, ${attendanceRecord.overtimeHours} as ot
      from ${attendanceRecord}
      where ${and(liveRows(attendanceRecord, tenant), isNotNull(col), ids ? inArray(col, [...ids]) : undefined, between(attendanceRecord.attendanceDate, from, to))}
    ), o as (
      select ${otCol} as p, ${attendanceOvertime.overtimeDate} as d, sum(${attendanceOvertime.hours}) as h
      from ${attendanceOvertime}
      where ${and(liveRows(attendanceOvertime, tenant), isNotNull(otCol), ids ? inArray(otCol, [...ids]) : undefined, between(attendanceOvertime.overtimeDate, from, to))}
      group by 1, 2
    )
    select coalesce(r.p, o.p)::text as person,
      (count(*) filter (where r.p is not null and r.hours + greatest(r.ot, coalesce(o.h, 0)) > 0))::int as days,
      coalesce(sum(r.hours), 0)::text as hours,
      coalesce(sum(greatest(coalesce(r.ot, 0), coalesce(o.h, 0))), 0)::text as ot
    from r full join o on o.p = r.p and o.d = r.d
    group by 1`)) as unknown as { rows: { person: string; days: number | string; hours: string; ot: string }[] };
  return new Map(
    result.rows.map((r) => [r.person, { attendanceDays: Number(r.days), totalHours: fromCents(toCents(r.hours)), overtimeHours: fromCents(toCents(r.ot)) }]),
  );
}

/** First and last day of a `YYYY-MM` month. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const next = new Date(Date.parse(`${from}T00:00:00Z`));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

export interface Period {
  month?: string;
  dateFrom?: string;
  dateTo?: string;
}
const rangeOf = (v: Period) => (v.month ? monthRange(v.month) : { from: v.dateFrom!, to: v.dateTo! });

/** Workers the caller's attendance scopes show (with team and project names) of a project, team (0 = no team) or one worker, by employment code. */
function workerRows(db: Db, auth: AuthContext, q: { projectId?: string; teamId?: string; workerId?: string }) {
  return workersWithPlaces(db, auth, [ATTENDANCE], q);
}

/** Attendance of a period summed per team (workers without a team under "No team"), by team name. */
export async function sumByTeam(db: Db, auth: AuthContext, q: Period & { projectId?: string }) {
  const { from, to } = rangeOf(q);
  const ws = await workerRows(db, auth, q);
  const sums = await summarize(db, auth, 'workerId', null, from, to);
  const teams = new Map<
    string,
    { teamId: string; teamName: string; projectId: string | null; projectName: string | null; workerCount: number; days: number; hours: number; ot: number }
  >();
  for (const w of ws) {
    const s = sums.get(w.workerId);
    if (!s) continue;
    const key = w.teamId ?? '0';
    const t = teams.get(key) ?? {
      teamId: key,
      teamName: w.teamName ?? 'No team',
      projectId: w.projectId,
      projectName: w.projectName,
      workerCount: 0,
      days: 0,
      hours: 0,
      ot: 0,
    };
    t.workerCount += 1;
    t.days += s.attendanceDays;
    t.hours += Math.round(Number(s.totalHours) * 100);
    t.ot += Math.round(Number(s.overtimeHours) * 100);
    teams.set(key, t);
  }
  return [...teams.values()]
    .sort((a, b) => a.teamName.localeCompare(b.teamName))
    .map(({ days, hours, ot, ...t }) => ({ ...t, attendanceDays: days, totalHours: (hours / 100).toFixed(2), overtimeHours: (ot / 100).toFixed(2) }));
}

/** Attendance of a period per worker of a project, team or one worker. */
export async function sumByWorker(db: Db, auth: AuthContext, q: Period & { projectId?: string; teamId?: string; workerId?: string }) {
  const { from, to } = rangeOf(q);
  const ws = await workerRows(db, auth, q);
  const sums = await summarize(
    db,
    auth,
    'workerId',
    ws.map((w) => w.workerId),
    from,
    to,
  );
  return ws.map((w) => ({
    workerId: w.workerId,
    name: w.name,
    employmentCode: w.employmentCode,
    teamName: w.teamName,
    projectName: w.projectName,
    ...(sums.get(w.workerId) ?? EMPTY_SUMMARY),
  }));
}

/** One person's attendance between two dates (a person outside the caller's attendance scopes is a 404). */
export async function personSummary(db: Db, auth: AuthContext, q: { workerId?: string; staffId?: string; dateFrom: string; dateTo: string }): Promise<Summary> {
  const key = q.workerId ? 'workerId' : 'staffId';
  const id = (q.workerId ?? q.staffId)!;
  const owner = q.workerId ? workers : staffs;
  const [visible] = await db
    .select({ id: owner.table.id })
    .from(owner.table)
    .where(and(owner.scope(auth, [ATTENDANCE]), eq(owner.table.id, id)))
    .limit(1);
  if (!visible) throw notFound(q.workerId ? 'Worker' : 'Staff');
  return (await summarize(db, auth, key, [id], q.dateFrom, q.dateTo)).get(id) ?? EMPTY_SUMMARY;
}

/** Removes the live holidays of the holiday schemes `schemeIds`. */
export async function removeHolidaysOfSchemes(db: Db, auth: Tenant, schemeIds: string[]): Promise<void> {
  await db
    .update(holiday)
    .set({ isDeleted: 1 })
    .where(and(liveRows(holiday, auth), inArray(holiday.schemeId, schemeIds)));
}

/** Records a month's confirmation; answers its row. */
export async function insertMonthConfirmation(db: Db, auth: AuthContext, month: string, remark: string | null) {
  const [row] = await db
    .insert(attendanceConfirm)
    .values({
      tenantId: auth.tenantId,
      month,
      remark,
      confirmTime: formatDateTime(new Date()),
      createUser: auth.userId,
      createDept: auth.deptIds[0] ?? null,
      updateUser: auth.userId,
    })
    .returning();
  return row;
}
