import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { FLOW_STATUS, TASK_STATUS } from '@hr/contracts';
import { liveRows } from '../../platform/repository.js';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { nameOf } from '../../platform/names.js';
import { dataScopeCondition } from '../../platform/auth/permissions.js';
import { flowInstance, flowTask } from './flow.tables.js';
import type { InstanceRow } from './flow.queries.js';

/*
 * What other modules read of requests (process instances) beside their own records: flow's queries, so no
 * other module imports flow.tables. Starting and acting on requests: flow.service.ts.
 */

/** The id of the request `key` points at, a scalar subquery beside a query's columns (null when there is no such request). */
export const requestIdOf = (key: AnyColumn | SQL) => nameOf({ table: flowInstance, id: flowInstance.id, name: flowInstance.id }, key);
/** The request number of the request `key` points at (null when none). */
export const requestNoOf = (key: AnyColumn | SQL) => nameOf({ table: flowInstance, id: flowInstance.id, name: flowInstance.requestNo }, key);
/** The engine's process instance id of the request `key` points at (null when none). */
export const processInstanceIdOf = (key: AnyColumn | SQL) => nameOf({ table: flowInstance, id: flowInstance.id, name: flowInstance.processInstanceId }, key);

/** The tenant's request by id, or null. */
export async function requestById(db: Db, auth: Tenant, id: string): Promise<InstanceRow | null> {
  const [inst] = await db
    .select()
    .from(flowInstance)
    .where(and(eq(flowInstance.tenantId, auth.tenantId), eq(flowInstance.id, id)));
  return inst ?? null;
}

/** When a request ended (its approval), or null. */
export async function requestEndTime(db: Db, auth: Tenant, processInstanceId: string | null): Promise<string | null> {
  if (!processInstanceId) return null;
  const [i] = await db
    .select({ endTime: flowInstance.endTime })
    .from(flowInstance)
    .where(and(eq(flowInstance.tenantId, auth.tenantId), eq(flowInstance.processInstanceId, processInstanceId)))
    .limit(1);
  return i?.endTime ?? null;
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

/** Whether the user is (or was) an approver of the tenant's request `processInstanceId`. */
export async function isApproverOfRequest(db: Db, auth: Tenant, processInstanceId: string, userId: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: flowTask.id })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(and(eq(flowInstance.tenantId, auth.tenantId), eq(flowInstance.processInstanceId, processInstanceId), eq(flowTask.assignee, userId)))
    .limit(1);
  return Boolean(hit);
}

/**
 * The caller's open tasks of the requests of one process, as a subquery the caller joins its own rows to (by
 * `processInstanceId`) with its own filters and scope: task id, name, version and creation, the request's
 * initiator. PostgreSQL flattens it into the caller's statement.
 */
export const myOpenTasksOf = (auth: Pick<AuthContext, 'tenantId' | 'userId'>, processKey: string) =>
  new QueryBuilder()
    .select({
      taskId: flowTask.id,
      taskName: flowTask.name,
      taskVersion: flowTask.version,
      taskCreateTime: flowTask.createTime,
      processInstanceId: flowInstance.processInstanceId,
      initiatorName: flowInstance.initiatorName,
    })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(
      and(eq(flowTask.tenantId, auth.tenantId), eq(flowTask.assignee, auth.userId), eq(flowTask.taskStatus, 'open'), eq(flowInstance.processKey, processKey)),
    )
    .as('my_open_tasks');

/**
 * The tasks of the live requests the caller's `process` data scope shows (by the request's initiator's department
 * and account, as the audit list applies it), with their request's state and form, as a read-only subquery a
 * statistic filters and groups itself (the dashboard's approvals by age, approval times, overdue tasks); PostgreSQL
 * flattens it into the caller's statement.
 */
export const tasksInScope = (auth: AuthContext) =>
  new QueryBuilder()
    .select({
      taskStatus: flowTask.taskStatus,
      name: flowTask.name,
      assignee: flowTask.assignee,
      assigneeName: flowTask.assigneeName,
      createTime: flowTask.createTime,
      dueTime: flowTask.dueTime,
      endTime: flowTask.endTime,
      flowStatus: flowInstance.flowStatus,
      formId: flowInstance.formId,
      formName: flowInstance.formName,
    })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(
      and(
        eq(flowTask.tenantId, auth.tenantId),
        liveRows(flowInstance, auth),
        dataScopeCondition(auth, 'process', { dept: flowInstance.createDept, user: flowInstance.createUser }),
      ),
    )
    .as('scoped_tasks');

/** Whether the caller holds an open task of the request `processInstanceId` points at (an `exists` condition for the caller's statement). */
export const awaitsCaller = (auth: Pick<AuthContext, 'tenantId' | 'userId'>, processInstanceId: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${flowTask} t join ${flowInstance} i on i.id = t.instance_id where t.tenant_id = ${auth.tenantId}
    and i.process_instance_id = ${processInstanceId} and t.assignee = ${auth.userId} and t.task_status = 'open')`;
