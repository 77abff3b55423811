import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { instantParam } from '../../platform/db/columns.js';
import {
  EMPLOYED_STAFF_STATUSES,
  FLOW_STATUS,
  LeaveStatus,
  OVERDUE_TASK_DAYS,
  PROBATION_STATUS,
  RENEWAL_STATUS,
  SettlementStatus,
  TASK_STATUS,
  WORKER_STATUS,
  type ComplianceDoc,
} from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { dataScopeCondition } from '../../platform/auth/permissions.js';
import { liveRows } from '../../platform/repository.js';
import { deptNameOf } from '../system/system.public.js';
import { projectNameOf } from '../base/base.public.js';
import { staff } from '../staff/staff.tables.js';
import { staffs } from '../staff/staff.queries.js';
import { worker } from '../worker/worker.tables.js';
import { workers } from '../worker/worker.queries.js';
import { expirySummary, todayOf, addDays, type SummaryGroup } from '../compliance/compliance.queries.js';
import { probationStaffQuery, renewalQuery } from '../probation/probation.queries.js';
import { positiveRecord, contractTerm } from '../probation/probation.tables.js';
import { dwellBuilding, dwellPlot, dwellRoom, dwellRoomRef } from '../housing/housing.tables.js';
import { buildings } from '../housing/housing.queries.js';
import { leaveRecord } from '../leave/leave.tables.js';
import { leaveRecords } from '../leave/leave.queries.js';
import { flowInstance, flowTask } from '../flow/flow.tables.js';
import { salarySettlement } from '../settlement/settlement.tables.js';
import { settlements } from '../settlement/settlement.queries.js';

/*
 * The role dashboards' statistics (issue 11 section 3). Each is ONE grouped statement with the caller's
 * data scopes in its WHERE clause, built as a drizzle query: the service awaits them side by side, the
 * benchmark (bench/dashboard.ts) runs the same SQL (`toSQL()`) through plain pg to compare.
 */

/** A built statement: awaitable, and its SQL readable. */
export interface Statement {
  toSQL(): { sql: string; params: unknown[] };
  then: PromiseLike<unknown>['then'];
}

export interface Caller {
  db: Db;
  auth: AuthContext;
}

/** The `process` data scope on the requests (by the initiator's department and account), as the audit list applies it. */
const processScope = (auth: AuthContext) => dataScopeCondition(auth, 'process', { dept: flowInstance.createDept, user: flowInstance.createUser });

const int = (expr: SQL) => sql<number>`(${expr})::int`;
const countIf = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;

/** Monday and Sunday of the week of a day (`YYYY-MM-DD`). */
export function weekOf(day: string): { start: string; end: string } {
  const dow = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(day, -dow);
  return { start, end: addDays(start, 6) };
}

// ---------------------------------------------------------------------------------------------
// HR

/** Employed staff per department (the staff data scope). */
export const headcountByDept = ({ db, auth }: Caller) =>
  db
    .select({ id: sql<string | null>`${staff.deptId}::text`, name: deptNameOf(staff.deptId), count: int(sql`count(*)`) })
    .from(staff)
    .where(and(staffs.scope(auth), inArray(staff.status, EMPLOYED_STAFF_STATUSES)))
    .groupBy(staff.deptId)
    .orderBy(desc(sql`count(*)`), asc(staff.deptId));

/** Active workers per project (the worker data scope). */
export const headcountByProject = ({ db, auth }: Caller) =>
  db
    .select({ id: sql<string | null>`${worker.projectId}::text`, name: projectNameOf(worker.projectId), count: int(sql`count(*)`) })
    .from(worker)
    .where(and(workers.scope(auth), eq(worker.status, WORKER_STATUS.ACTIVE)))
    .groupBy(worker.projectId)
    .orderBy(desc(sql`count(*)`), asc(worker.projectId));

/** Employed staff and active workers per nationality (each under its own data scope), in one statement. */
export function headcountByNationality({ db, auth }: Caller) {
  const people = db
    .select({ nationality: staff.nationality, isStaff: sql<number>`1`.as('is_staff') })
    .from(staff)
    .where(and(staffs.scope(auth), inArray(staff.status, EMPLOYED_STAFF_STATUSES)))
    .unionAll(
      db
        .select({ nationality: worker.nationality, isStaff: sql<number>`0`.as('is_staff') })
        .from(worker)
        .where(and(workers.scope(auth), eq(worker.status, WORKER_STATUS.ACTIVE))),
    )
    .as('people');
  return db
    .select({
      nationality: people.nationality,
      staff: countIf(sql`${people.isStaff} = 1`),
      workers: countIf(sql`${people.isStaff} = 0`),
      count: int(sql`count(*)`),
    })
    .from(people)
    .groupBy(people.nationality)
    .orderBy(desc(sql`count(*)`), asc(people.nationality));
}

/** Work permits or passports expired and due in 30, 60, 90 days, per project, team or dormitory (the compliance centre's summary). */
export const documentExpiries = (caller: Caller, doc: ComplianceDoc, groupBy: SummaryGroup) => expirySummary(caller, doc, groupBy);

/**
 * Staff on probation: overdue (end passed, not assessed), ending in 30, 60, 90 days, being assessed (the
 * probation scope). Boxed: the probation months are read first, and a bare query would run when awaited.
 */
export async function probationsDue({ db, auth }: Caller) {
  const { end, from, select } = await probationStaffQuery(db, auth, {});
  const onProbation = sql`coalesce(${positiveRecord.recordStatus}, 0) = ${PROBATION_STATUS.ON_PROBATION}`;
  const within = (days: number) => countIf(sql`${onProbation} and ${end} >= ${from} and ${end} <= ${addDays(from, days)}`);
  const query = select({
    overdue: countIf(sql`${onProbation} and ${end} < ${from}`),
    due30: within(30),
    due60: within(60),
    due90: within(90),
    assessing: countIf(sql`${positiveRecord.recordStatus} = ${PROBATION_STATUS.ASSESSING}`),
  }) as unknown as Statement & PromiseLike<{ overdue: number; due30: number; due60: number; due90: number; assessing: number }[]>;
  return { query };
}

/** Contracts pending renewal: expired, ending in 30, 60, 90 days (the probation scope). */
export function renewalsDue({ db, auth }: Caller) {
  const { from, select } = renewalQuery(db, auth, {});
  const pending = sql`${contractTerm.renewalStatus} = ${RENEWAL_STATUS.PENDING}`;
  const within = (days: number) =>
    countIf(sql`${pending} and ${contractTerm.contractEndDate} >= ${from} and ${contractTerm.contractEndDate} <= ${addDays(from, days)}`);
  return select({
    expired: countIf(sql`${pending} and ${contractTerm.contractEndDate} < ${from}`),
    due30: within(30),
    due60: within(60),
    due90: within(90),
  }) as unknown as Statement & PromiseLike<{ expired: number; due30: number; due60: number; due90: number }[]>;
}

/** Beds, occupied and free per building of the dormitories the caller may see (current stays: not checked out). */
export function dormitoryOccupancy({ db, auth }: Caller) {
  const stays = db
    .select({ roomId: dwellRoomRef.roomId, occupied: sql<number>`count(*)`.as('occupied') })
    .from(dwellRoomRef)
    .where(and(liveRows(dwellRoomRef, auth), isNull(dwellRoomRef.checkOutDate)))
    .groupBy(dwellRoomRef.roomId)
    .as('stays');
  const beds = sql`coalesce(sum(${dwellRoom.capacity}), 0)`;
  const occupied = sql`coalesce(sum(${stays.occupied}), 0)`;
  return db
    .select({
      id: sql<string>`${dwellBuilding.id}::text`,
      name: sql<string>`max(${dwellPlot.plotName}) || ' Blk ' || max(${dwellBuilding.blkNo})`,
      beds: int(beds),
      occupied: int(occupied),
      free: int(sql`greatest(${beds} - ${occupied}, 0)`),
    })
    .from(dwellBuilding)
    .innerJoin(dwellPlot, eq(dwellPlot.id, dwellBuilding.plotId))
    .leftJoin(dwellRoom, and(eq(dwellRoom.buildingId, dwellBuilding.id), eq(dwellRoom.isDeleted, 0)))
    .leftJoin(stays, eq(stays.roomId, dwellRoom.id))
    .where(buildings.scope(auth))
    .groupBy(dwellBuilding.id)
    .orderBy(asc(sql`max(${dwellPlot.plotName})`), asc(sql`max(${dwellBuilding.blkNo})`));
}

/** Approved leave overlapping this week (Monday to Sunday), with whether it covers today (the leave scope; at most 200). */
export function onLeaveThisWeek({ db, auth }: Caller, today = todayOf()) {
  const week = weekOf(today);
  return db
    .select({
      id: leaveRecord.id,
      userType: leaveRecord.userType,
      name: leaveRecord.staffName,
      deptName: deptNameOf(leaveRecord.deptId),
      vacationName: leaveRecord.vacationName,
      leaveStartTime: leaveRecord.leaveStartTime,
      leaveEndTime: leaveRecord.leaveEndTime,
      leaveDays: leaveRecord.leaveDays,
      today: sql<boolean>`(${leaveRecord.leaveStartTime} <= ${instantParam(`${today} 23:59:59`)} and ${leaveRecord.leaveEndTime} >= ${instantParam(`${today} 00:00:00`)})`,
    })
    .from(leaveRecord)
    .where(
      and(
        leaveRecords.scope(auth),
        eq(leaveRecord.leaveStatus, LeaveStatus.APPROVED),
        sql`${leaveRecord.leaveStartTime} <= ${instantParam(`${week.end} 23:59:59`)}`,
        sql`${leaveRecord.leaveEndTime} >= ${instantParam(`${week.start} 00:00:00`)}`,
      ),
    )
    .orderBy(asc(leaveRecord.leaveStartTime), asc(leaveRecord.id))
    .limit(200);
}

/** Days an open task has waited (fractional). */
const waitedDays = sql`(extract(epoch from (localtimestamp - ${flowTask.createTime})) / 86400.0)`;

/** Open approval tasks of running requests by how long they have waited: under 1 day, 1-3, 3-7, over 7 (the process scope). */
export function approvalsWaitingByAge({ db, auth }: Caller) {
  return db
    .select({
      lt1: countIf(sql`${waitedDays} < 1`),
      d1to3: countIf(sql`${waitedDays} >= 1 and ${waitedDays} < 3`),
      d3to7: countIf(sql`${waitedDays} >= 3 and ${waitedDays} < 7`),
      gt7: countIf(sql`${waitedDays} >= 7`),
    })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(
      and(
        eq(flowTask.tenantId, auth.tenantId),
        eq(flowTask.taskStatus, TASK_STATUS.open),
        liveRows(flowInstance, auth),
        eq(flowInstance.flowStatus, FLOW_STATUS.running),
        processScope(auth),
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Directors and department leaders

/** Settlements sent for approval, per project: how many, gross and nett totals, and how many wait on the caller (the settlement scope). */
export function settlementsToReview({ db, auth }: Caller) {
  const mine = sql`exists (select 1 from ${flowTask} t join ${flowInstance} i on i.id = t.instance_id where t.tenant_id = ${auth.tenantId} and i.process_instance_id = ${salarySettlement.processInstanceId} and t.assignee = ${auth.userId} and t.task_status = 'open')`;
  return db
    .select({
      id: sql<string | null>`${worker.projectId}::text`,
      name: projectNameOf(worker.projectId),
      count: int(sql`count(*)`),
      awaitingMe: countIf(mine),
      grossWages: sql<number>`coalesce(sum(${salarySettlement.grossWages}), 0)::float8`,
      nettSalary: sql<number>`coalesce(sum(${salarySettlement.nettSalary}), 0)::float8`,
    })
    .from(salarySettlement)
    .innerJoin(worker, eq(worker.id, salarySettlement.workerId))
    .where(and(settlements.scope(auth), eq(salarySettlement.settlementStatus, SettlementStatus.SENT)))
    .groupBy(worker.projectId)
    .orderBy(desc(sql`count(*)`), asc(worker.projectId));
}

/** Hours a decided task took, from its creation to the decision. */
const taskHours = sql`(extract(epoch from (${flowTask.endTime} - ${flowTask.createTime})) / 3600.0)`;

/** Median and 90th percentile of the hours each step of each form took, decided within the last `days` days (the process scope). */
export function approvalTimes({ db, auth }: Caller, days = 90) {
  return db
    .select({
      formId: sql<string>`${flowInstance.formId}::text`,
      formName: sql<string>`max(${flowInstance.formName})`,
      step: flowTask.name,
      count: int(sql`count(*)`),
      medianHours: sql<number>`round((percentile_cont(0.5) within group (order by ${taskHours}))::numeric, 1)::float8`,
      p90Hours: sql<number>`round((percentile_cont(0.9) within group (order by ${taskHours}))::numeric, 1)::float8`,
    })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(
      and(
        eq(flowTask.tenantId, auth.tenantId),
        inArray(flowTask.taskStatus, [TASK_STATUS.approved, TASK_STATUS.rejected]),
        sql`${flowTask.endTime} >= current_timestamp - make_interval(days => ${days}::int)`,
        liveRows(flowInstance, auth),
        processScope(auth),
      ),
    )
    .groupBy(flowInstance.formId, flowTask.name)
    .orderBy(desc(sql`percentile_cont(0.9) within group (order by ${taskHours})`), asc(flowTask.name))
    .limit(50);
}

/** Open tasks past their due time (or, without one, older than OVERDUE_TASK_DAYS days) per approver, the longest waiting first (the process scope). */
export function overdueByApprover({ db, auth }: Caller) {
  const overdue = sql`(${flowTask.dueTime} < current_timestamp or (${flowTask.dueTime} is null and ${flowTask.createTime} < current_timestamp - make_interval(days => ${OVERDUE_TASK_DAYS}::int)))`;
  return db
    .select({
      assignee: sql<string>`${flowTask.assignee}::text`,
      assigneeName: sql<string | null>`max(${flowTask.assigneeName})`,
      count: int(sql`count(*)`),
      oldestDays: sql<number>`round(max(${waitedDays})::numeric, 1)::float8`,
    })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(
      and(
        eq(flowTask.tenantId, auth.tenantId),
        eq(flowTask.taskStatus, TASK_STATUS.open),
        liveRows(flowInstance, auth),
        eq(flowInstance.flowStatus, FLOW_STATUS.running),
        processScope(auth),
        overdue,
      ),
    )
    .groupBy(flowTask.assignee)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${waitedDays})`))
    .limit(50);
}
