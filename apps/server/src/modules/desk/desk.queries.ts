import { and, desc, eq, sql } from 'drizzle-orm';
import { FLOW_STATUS, TASK_STATUS, UserType } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/repository.js';
import { holidaySchemeNamed } from '../attendance/attendance.public.js';
import { schemeOf } from '../attendance/attendance.queries.js';
import { flowInstance, flowTask } from '../flow/flow.tables.js';

/*
 * The self-service desk's reads: each scoped to the caller (the person and user of the token), never to
 * an id from the request.
 */

type Tenant = Pick<AuthContext, 'tenantId'>;

/** The caller's balances and leave: leave's queries (leave.public.ts). */
export { balancesOn, leaveBetween } from '../leave/leave.public.js';

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

/** The holiday scheme of a person: a worker's attendance scheme names it; otherwise the tenant's first enabled scheme. */
export async function holidaySchemeOf(db: Db, auth: Tenant, person: DeskPerson | null): Promise<{ id: string; title: string } | null> {
  const named = person?.userType === UserType.WORKER ? (await schemeOf(db, auth, { workerId: person.id }))?.holidaySchemeId : null;
  return holidaySchemeNamed(db, auth, named);
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
export { startableForms } from '../form/form.public.js';
