import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { companyDateOf, instantParam } from '../../platform/db/columns.js';
import { daysBetween, LeaveStatus, UserType } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { badRequest } from '../../platform/errors.js';
import { deptNameOf } from '../system/system.public.js';
import { workerIdsOf, workerTeamNameOf } from '../worker/worker.public.js';
import { requestIdOf, requestNoOf } from '../flow/flow.public.js';
import { enabledHolidaySchemes, holidaysBetween, schemeOf } from '../attendance/attendance.queries.js';
import { leaveRecord } from './leave.tables.js';
import { leaveRecords, REST_DAYS } from './leave.queries.js';
import { withLeaveTypeNames } from './leave.i18n.js';

export interface CalendarQuery {
  start: string;
  end: string;
  deptId?: string;
  teamId?: string;
  /** Workers of this project (their leave). */
  projectId?: string;
  vacationInfoId?: string;
  userType?: number;
  /** Only this status (0 pending, 1 approved); both when omitted. */
  leaveStatus?: number;
}

/** The longest period one read covers (a year and a few days, so any calendar year or 53-week span fits). */
export const MAX_CALENDAR_DAYS = 370;

/**
 * The leave calendar of a period (issue 11 section 3): the approved and pending leave of the caller's
 * leave data scope overlapping it, the number of people away per day (grouped in SQL over the days of
 * the period), and the public holidays and rest days of the caller's holiday scheme.
 */
export async function leaveCalendar(ctx: ServiceContext, q: CalendarQuery) {
  if (q.end < q.start) throw badRequest('end: must not be before the start');
  if (daysBetween(q.start, q.end) + 1 > MAX_CALENDAR_DAYS) throw badRequest(`end: at most ${MAX_CALENDAR_DAYS} days at a time`);
  const { db, auth } = ctx;
  const from = `${q.start} 00:00:00`;
  const to = `${q.end} 23:59:59`;
  const where = and(
    leaveRecords.scope(auth),
    q.leaveStatus === undefined ? inArray(leaveRecord.leaveStatus, [LeaveStatus.PENDING, LeaveStatus.APPROVED]) : eq(leaveRecord.leaveStatus, q.leaveStatus),
    sql`${leaveRecord.leaveStartTime} <= ${instantParam(to)}`,
    sql`${leaveRecord.leaveEndTime} >= ${instantParam(from)}`,
    q.deptId ? eq(leaveRecord.deptId, q.deptId) : undefined,
    q.teamId ? inArray(leaveRecord.workerId, workerIdsOf(auth, { teamId: q.teamId }, true)) : undefined,
    q.projectId ? inArray(leaveRecord.workerId, workerIdsOf(auth, { projectId: q.projectId }, true)) : undefined,
    q.vacationInfoId ? eq(leaveRecord.vacationInfoId, q.vacationInfoId) : undefined,
    q.userType ? eq(leaveRecord.userType, q.userType) : undefined,
  );
  const day = sql`d.day`;
  const [entries, days, holidays] = await Promise.all([
    db
      .select({
        id: leaveRecord.id,
        userType: leaveRecord.userType,
        personId: sql<string>`coalesce(${leaveRecord.staffId}, ${leaveRecord.workerId})::text`,
        personName: leaveRecord.staffName,
        personNo: leaveRecord.staffNo,
        deptName: deptNameOf(leaveRecord.deptId),
        teamName: workerTeamNameOf(leaveRecord.workerId),
        vacationInfoId: leaveRecord.vacationInfoId,
        vacationName: leaveRecord.vacationName,
        leaveStartTime: leaveRecord.leaveStartTime,
        leaveEndTime: leaveRecord.leaveEndTime,
        leaveDays: leaveRecord.leaveDays,
        leaveUnit: leaveRecord.leaveUnit,
        leavePeriod: leaveRecord.leavePeriod,
        leaveStatus: leaveRecord.leaveStatus,
        processId: requestIdOf(leaveRecord.flowInstanceId),
        requestNo: requestNoOf(leaveRecord.flowInstanceId),
      })
      .from(leaveRecord)
      .where(where)
      .orderBy(asc(leaveRecord.staffName), asc(leaveRecord.leaveStartTime), asc(leaveRecord.id))
      .limit(5000),
    // people away per day: each day of the period joined to the leave covering it, counted by status
    db
      .select({
        date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
        approved: sql<number>`count(${leaveRecord.id}) filter (where ${leaveRecord.leaveStatus} = ${LeaveStatus.APPROVED})`.mapWith(Number),
        pending: sql<number>`count(${leaveRecord.id}) filter (where ${leaveRecord.leaveStatus} = ${LeaveStatus.PENDING})`.mapWith(Number),
      })
      .from(sql`generate_series(${q.start}::date, ${q.end}::date, interval '1 day') as d(day)`)
      .innerJoin(leaveRecord, sql`${companyDateOf(leaveRecord.leaveStartTime)} <= ${day} and ${companyDateOf(leaveRecord.leaveEndTime)} >= ${day}`)
      .where(where)
      .groupBy(day)
      .orderBy(day),
    holidaysOfCaller(ctx, q.start, q.end),
  ]);
  return {
    entries: withLeaveTypeNames(ctx, entries, 'vacationName'),
    days,
    holidays,
    restDays: [...(REST_DAYS[auth.workerId && !auth.staffId ? UserType.WORKER : UserType.STAFF] ?? REST_DAYS[UserType.STAFF])],
  };
}

/** The days of the caller's holiday scheme in a period: a worker's attendance scheme names it, else the tenant's first enabled one. */
async function holidaysOfCaller({ db, auth }: ServiceContext, from: string, to: string) {
  const named = auth.workerId && !auth.staffId ? (await schemeOf(db, auth, { workerId: auth.workerId }))?.holidaySchemeId : null;
  const schemeId = named ?? (await enabledHolidaySchemes(db, auth).limit(1))[0]?.id;
  return schemeId ? holidaysBetween(db, auth, schemeId, from, to) : [];
}
