import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import { deptNameOf } from '../system/system.public.js';
import { projectNameOf } from '../base/base.public.js';
import { staffInScope } from '../staff/staff.public.js';
import { workerPeople, workersInScope } from '../worker/worker.public.js';
import { expirySummary, todayOf, addDays, type SummaryGroup } from '../compliance/compliance.queries.js';
import { probationStaffQuery, renewalQuery } from '../probation/probation.queries.js';
import { occupancyByBuilding } from '../housing/housing.queries.js';
import { leaveInScope } from '../leave/leave.public.js';
import { awaitsCaller, tasksInScope } from '../flow/flow.public.js';
import { settlementsInScope } from '../settlement/settlement.public.js';

/*
 * The role dashboards' statistics (issue 11 section 3). Each is ONE grouped statement with the caller's
 * data scopes in its WHERE clause, built as a drizzle query: the service awaits them side by side, the
 * benchmark (bench/dashboard.ts) runs the same SQL (`toSQL()`) through plain pg to compare. The rows come
 * through their owners' doors (docs/ARCHITECTURE.md, "One door"): each owner's subquery of the rows the
 * caller's data scope shows (`staffInScope`, `workersInScope`, `leaveInScope`, `tasksInScope`,
 * `settlementsInScope`), which PostgreSQL flattens into the statement, or the owner's own query.
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
export function headcountByDept({ db, auth }: Caller) {
  const staff = staffInScope(auth);
  return db
    .select({ id: sql<string | null>`${staff.deptId}::text`, name: deptNameOf(staff.deptId), count: int(sql`count(*)`) })
    .from(staff)
    .where(inArray(staff.status, EMPLOYED_STAFF_STATUSES))
    .groupBy(staff.deptId)
    .orderBy(desc(sql`count(*)`), asc(staff.deptId));
}

/** Active workers per project (the worker data scope). */
export function headcountByProject({ db, auth }: Caller) {
  const workers = workersInScope(auth);
  return db
    .select({ id: sql<string | null>`${workers.projectId}::text`, name: projectNameOf(workers.projectId), count: int(sql`count(*)`) })
    .from(workers)
    .where(eq(workers.status, WORKER_STATUS.ACTIVE))
    .groupBy(workers.projectId)
    .orderBy(desc(sql`count(*)`), asc(workers.projectId));
}

/** Employed staff and active workers per nationality (each under its own data scope), in one statement. */
export function headcountByNationality({ db, auth }: Caller) {
  const staff = staffInScope(auth);
  const workers = workersInScope(auth);
  const people = db
    .select({ nationality: staff.nationality, isStaff: sql<number>`1`.as('is_staff') })
    .from(staff)
    .where(inArray(staff.status, EMPLOYED_STAFF_STATUSES))
    .unionAll(
      db
        .select({ nationality: workers.nationality, isStaff: sql<number>`0`.as('is_staff') })
        .from(workers)
        .where(eq(workers.status, WORKER_STATUS.ACTIVE)),
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
  const { end, from, select, recordStatus } = await probationStaffQuery(db, auth, {});
  const onProbation = sql`coalesce(${recordStatus}, 0) = ${PROBATION_STATUS.ON_PROBATION}`;
  const within = (days: number) => countIf(sql`${onProbation} and ${end} >= ${from} and ${end} <= ${addDays(from, days)}`);
  const query = select({
    overdue: countIf(sql`${onProbation} and ${end} < ${from}`),
    due30: within(30),
    due60: within(60),
    due90: within(90),
    assessing: countIf(sql`${recordStatus} = ${PROBATION_STATUS.ASSESSING}`),
  }) as unknown as Statement & PromiseLike<{ overdue: number; due30: number; due60: number; due90: number; assessing: number }[]>;
  return { query };
}

/** Contracts pending renewal: expired, ending in 30, 60, 90 days (the probation scope). */
export function renewalsDue({ db, auth }: Caller) {
  const { from, select, renewalStatus, contractEndDate } = renewalQuery(db, auth, {});
  const pending = sql`${renewalStatus} = ${RENEWAL_STATUS.PENDING}`;
  const within = (days: number) => countIf(sql`${pending} and ${contractEndDate} >= ${from} and ${contractEndDate} <= ${addDays(from, days)}`);
  return select({
    expired: countIf(sql`${pending} and ${contractEndDate} < ${from}`),
    due30: within(30),
    due60: within(60),
    due90: within(90),
  }) as unknown as Statement & PromiseLike<{ expired: number; due30: number; due60: number; due90: number }[]>;
}

/** Beds, occupied and free per building of the dormitories the caller may see (housing's statement). */
export const dormitoryOccupancy = ({ db, auth }: Caller) => occupancyByBuilding(db, auth);

/** Approved leave overlapping this week (Monday to Sunday), with whether it covers today (the leave scope; at most 200). */
export function onLeaveThisWeek({ db, auth }: Caller, today = todayOf()) {
  const week = weekOf(today);
  const leave = leaveInScope(auth);
  return db
    .select({
      id: leave.id,
      userType: leave.userType,
      name: leave.staffName,
      deptName: deptNameOf(leave.deptId),
      vacationName: leave.vacationName,
      leaveStartTime: leave.leaveStartTime,
      leaveEndTime: leave.leaveEndTime,
      leaveDays: leave.leaveDays,
      today: sql<boolean>`(${leave.leaveStartTime} <= ${instantParam(`${today} 23:59:59`)} and ${leave.leaveEndTime} >= ${instantParam(`${today} 00:00:00`)})`,
    })
    .from(leave)
    .where(
      and(
        eq(leave.leaveStatus, LeaveStatus.APPROVED),
        sql`${leave.leaveStartTime} <= ${instantParam(`${week.end} 23:59:59`)}`,
        sql`${leave.leaveEndTime} >= ${instantParam(`${week.start} 00:00:00`)}`,
      ),
    )
    .orderBy(asc(leave.leaveStartTime), asc(leave.id))
    .limit(200);
}

type Tasks = ReturnType<typeof tasksInScope>;
/** Days an open task has waited (fractional). */
const waitedDays = (tasks: Tasks) => sql`(extract(epoch from (localtimestamp - ${tasks.createTime})) / 86400.0)`;

/** Open approval tasks of running requests by how long they have waited: under 1 day, 1-3, 3-7, over 7 (the process scope). */
export function approvalsWaitingByAge({ db, auth }: Caller) {
  const tasks = tasksInScope(auth);
  const waited = waitedDays(tasks);
  return db
    .select({
      lt1: countIf(sql`${waited} < 1`),
      d1to3: countIf(sql`${waited} >= 1 and ${waited} < 3`),
      d3to7: countIf(sql`${waited} >= 3 and ${waited} < 7`),
      gt7: countIf(sql`${waited} >= 7`),
    })
    .from(tasks)
    .where(and(eq(tasks.taskStatus, TASK_STATUS.open), eq(tasks.flowStatus, FLOW_STATUS.running)));
}

// ---------------------------------------------------------------------------------------------
// Directors and department leaders

/** Settlements sent for approval, per project: how many, gross and nett totals, and how many wait on the caller (the settlement scope). */
export function settlementsToReview({ db, auth }: Caller) {
  const settlements = settlementsInScope(auth);
  return db
    .select({
      id: sql<string | null>`${workerPeople.projectId}::text`,
      name: projectNameOf(workerPeople.projectId),
      count: int(sql`count(*)`),
      awaitingMe: countIf(awaitsCaller(auth, settlements.processInstanceId)),
      grossWages: sql<number>`coalesce(sum(${settlements.grossWages}), 0)::float8`,
      nettSalary: sql<number>`coalesce(sum(${settlements.nettSalary}), 0)::float8`,
    })
    .from(settlements)
    .innerJoin(workerPeople, eq(workerPeople.id, settlements.workerId))
    .where(eq(settlements.settlementStatus, SettlementStatus.SENT))
    .groupBy(workerPeople.projectId)
    .orderBy(desc(sql`count(*)`), asc(workerPeople.projectId));
}

/** Hours a decided task took, from its creation to the decision. */
const taskHours = (tasks: Tasks) => sql`(extract(epoch from (${tasks.endTime} - ${tasks.createTime})) / 3600.0)`;

/** Median and 90th percentile of the hours each step of each form took, decided within the last `days` days (the process scope). */
export function approvalTimes({ db, auth }: Caller, days = 90) {
  const tasks = tasksInScope(auth);
  const hours = taskHours(tasks);
  return db
    .select({
      formId: sql<string>`${tasks.formId}::text`,
      formName: sql<string>`max(${tasks.formName})`,
      step: tasks.name,
      count: int(sql`count(*)`),
      medianHours: sql<number>`round((percentile_cont(0.5) within group (order by ${hours}))::numeric, 1)::float8`,
      p90Hours: sql<number>`round((percentile_cont(0.9) within group (order by ${hours}))::numeric, 1)::float8`,
    })
    .from(tasks)
    .where(
      and(
        inArray(tasks.taskStatus, [TASK_STATUS.approved, TASK_STATUS.rejected]),
        sql`${tasks.endTime} >= current_timestamp - make_interval(days => ${days}::int)`,
      ),
    )
    .groupBy(tasks.formId, tasks.name)
    .orderBy(desc(sql`percentile_cont(0.9) within group (order by ${hours})`), asc(tasks.name))
    .limit(50);
}

/** Open tasks past their due time (or, without one, older than OVERDUE_TASK_DAYS days) per approver, the longest waiting first (the process scope). */
export function overdueByApprover({ db, auth }: Caller) {
  const tasks = tasksInScope(auth);
  const waited = waitedDays(tasks);
  const overdue = sql`(${tasks.dueTime} < current_timestamp or (${tasks.dueTime} is null and ${tasks.createTime} < current_timestamp - make_interval(days => ${OVERDUE_TASK_DAYS}::int)))`;
  return db
    .select({
      assignee: sql<string>`${tasks.assignee}::text`,
      assigneeName: sql<string | null>`max(${tasks.assigneeName})`,
      count: int(sql`count(*)`),
      oldestDays: sql<number>`round(max(${waited})::numeric, 1)::float8`,
    })
    .from(tasks)
    .where(and(eq(tasks.taskStatus, TASK_STATUS.open), eq(tasks.flowStatus, FLOW_STATUS.running), overdue))
    .groupBy(tasks.assignee)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${waited})`))
    .limit(50);
}
