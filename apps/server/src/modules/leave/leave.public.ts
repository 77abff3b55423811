import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { instantParam } from '../../platform/db/columns.js';
import { LeaveStatus, UserType } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { inDeptSubtree, inIds } from '../../platform/auth/permissions.js';
import { liveRows } from '../../platform/repository.js';
import { leaveRecord, vacationCredit, vacationInfo } from './leave.tables.js';
import { activeLeaveOf, leaveRecords } from './leave.queries.js';

/*
 * What other modules read of leave (the calendar's feeds, the self-service desk's balances and leave): leave's own
 * queries, so no other module imports its tables.
 */

/** A leave record as the queries here answer it. */
export type LeaveRecordRow = typeof leaveRecord.$inferSelect;

/** A person who takes leave: a staff (UserType.STAFF) or worker record. */
export interface LeavePerson {
  userType: number;
  id: string;
}

/** Days from and to (`YYYY-MM-DD`), both included. */
export interface LeaveWindow {
  from: string;
  to: string;
}

const overlaps = (w: LeaveWindow) =>
  and(sql`${leaveRecord.leaveStartTime} <= ${instantParam(`${w.to} 23:59:59`)}`, sql`${leaveRecord.leaveEndTime} >= ${instantParam(`${w.from} 00:00:00`)}`);

/** The person's own leave records: by account, or by the staff or worker record the account is linked to. */
const ownLeaveCondition = (auth: AuthContext) =>
  or(
    eq(leaveRecord.personUserId, auth.userId),
    auth.staffId ? and(eq(leaveRecord.userType, UserType.STAFF), eq(leaveRecord.staffId, auth.staffId)) : undefined,
    auth.workerId ? and(eq(leaveRecord.userType, UserType.WORKER), eq(leaveRecord.workerId, auth.workerId)) : undefined,
  )!;

/** The user's own pending and approved leave overlapping the window. */
export function ownLeave(db: Db, auth: AuthContext, w: LeaveWindow) {
  return db
    .select()
    .from(leaveRecord)
    .where(
      and(liveRows(leaveRecord, auth), ownLeaveCondition(auth), inArray(leaveRecord.leaveStatus, [LeaveStatus.PENDING, LeaveStatus.APPROVED]), overlaps(w)),
    )
    .orderBy(asc(leaveRecord.leaveStartTime))
    .limit(2000);
}

/**
 * Approved leave of the user's team: the departments (teams) the user belongs to, and those the user
 * leads with everything under them, AND the user's data scope on leave records (the leave calendar's
 * rule), so a feed never shows leave its owner could not read on the calendar. The user's own leave is
 * left out (ownLeave has it). `led`: the departments the user leads (the caller reads them).
 */
export function teamLeaveOf(db: Db, auth: AuthContext, w: LeaveWindow, led: string[]) {
  const team = or(
    auth.deptIds.length ? inIds(leaveRecord.deptId, auth.deptIds) : undefined,
    led.length ? inDeptSubtree(leaveRecord.deptId, auth.tenantId, led) : undefined,
  )!;
  return db
    .select()
    .from(leaveRecord)
    .where(
      and(leaveRecords.scope(auth), team, sql`not coalesce(${ownLeaveCondition(auth)}, false)`, eq(leaveRecord.leaveStatus, LeaveStatus.APPROVED), overlaps(w)),
    )
    .orderBy(asc(leaveRecord.leaveStartTime))
    .limit(5000);
}

/** The person's balances valid on a date, one row per leave type (several balance periods covering it add up). */
export async function balancesOn(db: Db, auth: Tenant, person: LeavePerson, on: string) {
  const rows = await db
    .select({
      vacationInfoId: vacationCredit.vacationInfoId,
      name: vacationInfo.name,
      entitled: sql<string>`sum(${vacationCredit.days})`,
      used: sql<string>`sum(${vacationCredit.usedDays})`,
      pending: sql<string>`sum(${vacationCredit.pendingDays})`,
      expireDate: sql<string>`min(${vacationCredit.expireDate})`,
    })
    .from(vacationCredit)
    .innerJoin(vacationInfo, and(eq(vacationInfo.id, vacationCredit.vacationInfoId), eq(vacationInfo.isDeleted, 0)))
    .where(
      and(
        liveRows(vacationCredit, auth),
        eq(vacationCredit.userType, person.userType),
        eq(vacationCredit.personId, person.id),
        lte(vacationCredit.startDate, on),
        gte(vacationCredit.expireDate, on),
      ),
    )
    .groupBy(vacationCredit.vacationInfoId, vacationInfo.name, vacationInfo.sort)
    .orderBy(asc(vacationInfo.sort), asc(vacationInfo.name));
  const round = (v: string | number) => Math.round(Number(v) * 10) / 10;
  return rows.map((r) => {
    const entitled = round(r.entitled);
    const used = round(r.used);
    const pending = round(r.pending);
    return { vacationInfoId: r.vacationInfoId, name: r.name, entitled, used, pending, remaining: round(entitled - used - pending), expireDate: r.expireDate };
  });
}

/** The person's approved and pending leave that ends on or after `from` and starts by `to`, earliest first. */
export async function leaveBetween(db: Db, auth: Tenant, person: LeavePerson, from: string, to: string) {
  return db
    .select({
      id: leaveRecord.id,
      vacationName: leaveRecord.vacationName,
      leaveStartTime: leaveRecord.leaveStartTime,
      leaveEndTime: leaveRecord.leaveEndTime,
      leaveDays: leaveRecord.leaveDays,
      leaveStatus: leaveRecord.leaveStatus,
      /** The request it came from (null for HR's direct records). */
      processId: leaveRecord.flowInstanceId,
    })
    .from(leaveRecord)
    .where(
      and(
        activeLeaveOf(auth, person),
        sql`${leaveRecord.leaveEndTime} >= ${instantParam(`${from} 00:00:00`)}`,
        sql`${leaveRecord.leaveStartTime} <= ${instantParam(`${to} 23:59:59`)}`,
      ),
    )
    .orderBy(asc(leaveRecord.leaveStartTime))
    .limit(50);
}

/** The person's leave records of every status (his own history), the latest first. */
export function leaveRecordsOf(db: Db, auth: Tenant, person: LeavePerson, limit: number) {
  const personCol = person.userType === UserType.WORKER ? leaveRecord.workerId : leaveRecord.staffId;
  return db
    .select({
      id: leaveRecord.id,
      vacationName: leaveRecord.vacationName,
      leaveStartTime: leaveRecord.leaveStartTime,
      leaveEndTime: leaveRecord.leaveEndTime,
      leaveDays: leaveRecord.leaveDays,
      leaveStatus: leaveRecord.leaveStatus,
      processId: leaveRecord.flowInstanceId,
    })
    .from(leaveRecord)
    .where(and(liveRows(leaveRecord, auth), eq(leaveRecord.userType, person.userType), eq(personCol, person.id)))
    .orderBy(sql`${leaveRecord.leaveStartTime} desc`, sql`${leaveRecord.id} desc`)
    .limit(limit);
}

/**
 * The leave records the caller's `leave_record` data scope shows (live), as a read-only subquery the caller filters,
 * orders and limits itself (the dashboard's leave this week); PostgreSQL flattens it into the caller's statement.
 */
export const leaveInScope = (auth: AuthContext) =>
  new QueryBuilder()
    .select({
      id: leaveRecord.id,
      userType: leaveRecord.userType,
      staffName: leaveRecord.staffName,
      deptId: leaveRecord.deptId,
      vacationName: leaveRecord.vacationName,
      leaveStartTime: leaveRecord.leaveStartTime,
      leaveEndTime: leaveRecord.leaveEndTime,
      leaveDays: leaveRecord.leaveDays,
      leaveStatus: leaveRecord.leaveStatus,
    })
    .from(leaveRecord)
    .where(leaveRecords.scope(auth))
    .as('scoped_leave');
