import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { FLOW_STATUS, LeaveStatus, SchemeStatus, TASK_STATUS, UserType } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/repository.js';
import { vacationCredit, vacationInfo, leaveRecord } from '../leave/leave.tables.js';
import { holidayScheme } from '../attendance/attendance.tables.js';
import { schemeOf } from '../attendance/attendance.queries.js';
import { flowInstance, flowTask } from '../flow/flow.tables.js';
import { templateForm } from '../form/form.tables.js';

/*
 * The self-service desk's reads: each scoped to the caller (the person and user of the token), never to
 * an id from the request.
 */

type Tenant = Pick<AuthContext, 'tenantId'>;

/** The caller as a person who takes leave: their staff record, else their worker record. */
export interface DeskPerson {
  userType: number;
  id: string;
}

export function personOfCaller(auth: Pick<AuthContext, 'staffId' | 'workerId'>): DeskPerson | null {
  if (auth.staffId) return { userType: UserType.STAFF, id: auth.staffId };
  if (auth.workerId) return { userType: UserType.WORKER, id: auth.workerId };
  return null;
}

/** The person's balances valid on a date, one row per leave type (several balance periods covering it add up). */
export async function balancesOn(db: Db, auth: Tenant, person: DeskPerson, on: string) {
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
    .where(and(liveRows(vacationCredit, auth), eq(vacationCredit.userType, person.userType), eq(vacationCredit.personId, person.id), lte(vacationCredit.startDate, on), gte(vacationCredit.expireDate, on)))
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
export async function leaveBetween(db: Db, auth: Tenant, person: DeskPerson, from: string, to: string) {
  const personCol = person.userType === UserType.WORKER ? leaveRecord.workerId : leaveRecord.staffId;
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
        liveRows(leaveRecord, auth),
        eq(leaveRecord.userType, person.userType),
        eq(personCol, person.id),
        inArray(leaveRecord.leaveStatus, [LeaveStatus.APPROVED, LeaveStatus.PENDING]),
        sql`${leaveRecord.leaveEndTime} >= ${`${from} 00:00:00`}`,
        sql`${leaveRecord.leaveStartTime} <= ${`${to} 23:59:59`}`,
      ),
    )
    .orderBy(asc(leaveRecord.leaveStartTime))
    .limit(50);
}

/** The holiday scheme of a person: a worker's attendance scheme names it; otherwise the tenant's first enabled scheme. */
export async function holidaySchemeOf(db: Db, auth: Tenant, person: DeskPerson | null): Promise<{ id: string; title: string } | null> {
  const named = person?.userType === UserType.WORKER ? (await schemeOf(db, auth, { workerId: person.id }))?.holidaySchemeId : null;
  const [scheme] = await db
    .select({ id: holidayScheme.id, title: holidayScheme.title })
    .from(holidayScheme)
    .where(and(liveRows(holidayScheme, auth), named ? eq(holidayScheme.id, named) : eq(holidayScheme.status, SchemeStatus.ON)))
    .orderBy(asc(holidayScheme.createTime), asc(holidayScheme.id))
    .limit(1);
  return scheme ?? null;
}

/** The caller's requests still running, newest first, with their open steps' names and approvers (one grouped query). */
export async function openRequestsOf(db: Db, auth: Pick<AuthContext, 'tenantId' | 'userId'>, limit = 20) {
  const rows = await db
    .select({
      processId: flowInstance.id,
      processInstanceId: flowInstance.processInstanceId,
      formId: flowInstance.formId,
      formName: flowInstance.formName,
      processKey: flowInstance.processKey,
      requestNo: flowInstance.requestNo,
      category: flowInstance.category,
      startTime: flowInstance.startTime,
      steps: sql<string | null>`string_agg(distinct ${flowTask.name}, ', ')`,
      approvers: sql<string | null>`string_agg(distinct ${flowTask.assigneeName}, ', ')`,
    })
    .from(flowInstance)
    .leftJoin(flowTask, and(eq(flowTask.instanceId, flowInstance.id), eq(flowTask.taskStatus, TASK_STATUS.open)))
    .where(and(liveRows(flowInstance, auth), eq(flowInstance.createUser, auth.userId), eq(flowInstance.flowStatus, FLOW_STATUS.running)))
    .groupBy(flowInstance.id)
    .orderBy(desc(flowInstance.startTime), desc(flowInstance.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, steps: r.steps ?? '', approvers: r.approvers ?? '' }));
}

/** The forms the caller may start by hand (their "who may start" roles empty or shared), in the designer's order. */
export function startableForms(db: Db, auth: Pick<AuthContext, 'tenantId' | 'roleIds'>) {
  const roles = auth.roleIds.length ? auth.roleIds : ['0'];
  return db
    .select({ id: templateForm.id, formName: templateForm.formName, processKey: templateForm.processKey, category: templateForm.category, description: templateForm.description, routerName: templateForm.routerName })
    .from(templateForm)
    .where(and(liveRows(templateForm, auth), sql`(${templateForm.startRoles} = '' or string_to_array(${templateForm.startRoles}, ',') && string_to_array(${roles.join(',')}::text, ','))`))
    .orderBy(asc(templateForm.category), asc(templateForm.sort), asc(templateForm.id));
}
