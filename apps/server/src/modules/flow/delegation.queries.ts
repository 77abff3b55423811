import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { TASK_STATUS } from '@hr/contracts';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { user } from '../../platform/auth/identity.tables.js';
import type { Db } from '../../platform/db/client.js';
import { instantParam } from '../../platform/db/columns.js';
import { users } from '../system/user.queries.js';
import { flowActivity, flowDelegation, flowInstance, flowTask } from './flow.tables.js';

/** The data functions of out-of-office (delegation.service.ts): delegations and moving open tasks. */

export type DelegationRow = typeof flowDelegation.$inferSelect;
type DelegationValues = Pick<typeof flowDelegation.$inferInsert, 'userId' | 'delegateUserId' | 'startTime' | 'endTime' | 'formIds'>;

/** The users of the caller's tenant the caller's data scope on users shows (HR's "in scope"). */
const usersInScope = (auth: AuthContext) => sql`${flowDelegation.userId} in (select ${user.id} from ${user} where ${users.scope(auth)})`;

/** Whether the caller's data scope on users shows the user `id`. */
export async function userInScope(db: Db, auth: AuthContext, id: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(users.scope(auth), eq(user.id, id)))
    .limit(1);
  return Boolean(seen);
}

/** Whether `id` is a live user of the tenant. */
export async function tenantUserExists(db: Db, auth: Tenant, id: string): Promise<boolean> {
  const [u] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, id), eq(user.tenantId, auth.tenantId), eq(user.isDeleted, 0)))
    .limit(1);
  return Boolean(u);
}

/** The tenant's live delegations whose periods overlap [start, end] (who for whom, which forms). */
export async function delegationsOverlapping(db: Db, auth: Tenant, start: string, end: string) {
  return db
    .select({ id: flowDelegation.id, from: flowDelegation.userId, to: flowDelegation.delegateUserId, formIds: flowDelegation.formIds })
    .from(flowDelegation)
    .where(
      and(
        eq(flowDelegation.tenantId, auth.tenantId),
        eq(flowDelegation.isDeleted, 0),
        sql`${flowDelegation.startTime} <= ${instantParam(end)} and ${flowDelegation.endTime} >= ${instantParam(start)}`,
      ),
    );
}

/** Writes a live delegation of `owner` (one more version); answers it, or undefined when there is no such delegation. */
export async function updateDelegation(
  db: Db,
  auth: AuthContext,
  id: string,
  values: DelegationValues,
  updateTime: string,
): Promise<DelegationRow | undefined> {
  const [row] = await db
    .update(flowDelegation)
    .set({ ...values, updateUser: auth.userId, updateTime, version: sql`${flowDelegation.version} + 1` })
    .where(
      and(eq(flowDelegation.id, id), eq(flowDelegation.tenantId, auth.tenantId), eq(flowDelegation.isDeleted, 0), eq(flowDelegation.userId, values.userId)),
    )
    .returning();
  return row;
}

/** Stores a delegation; answers it. */
export async function insertDelegation(db: Db, auth: AuthContext, values: DelegationValues): Promise<DelegationRow> {
  const [row] = await db
    .insert(flowDelegation)
    .values({ ...values, tenantId: auth.tenantId, createUser: auth.userId, createDept: auth.deptIds[0] ?? null, updateUser: auth.userId })
    .returning();
  return row;
}

/** A page of delegations (newest first): the caller's, or with `others` everyone's in scope (or one person's). */
export async function delegationPage(db: Db, auth: AuthContext, o: { others: boolean; userId?: string; limit?: number; offset: number }) {
  const where = and(
    eq(flowDelegation.tenantId, auth.tenantId),
    eq(flowDelegation.isDeleted, 0),
    o.others ? usersInScope(auth) : eq(flowDelegation.userId, auth.userId),
    o.others && o.userId ? eq(flowDelegation.userId, o.userId) : undefined,
  );
  const rowsQ = db.select().from(flowDelegation).where(where).orderBy(desc(flowDelegation.startTime), desc(flowDelegation.id)).offset(o.offset);
  const [rows, [{ total }]] = await Promise.all([o.limit ? rowsQ.limit(o.limit) : rowsQ, db.select({ total: count() }).from(flowDelegation).where(where)]);
  return { rows, total: Number(total) };
}

/** Removes the delegations among `ids` the caller may remove (theirs, or with `others` those in scope); answers their ids. */
export async function removeDelegationRows(db: Db, auth: AuthContext, ids: string[], others: boolean, updateTime: string): Promise<string[]> {
  const mine = and(
    eq(flowDelegation.tenantId, auth.tenantId),
    eq(flowDelegation.isDeleted, 0),
    inArray(flowDelegation.id, ids),
    others ? usersInScope(auth) : eq(flowDelegation.userId, auth.userId),
  );
  const removed = await db.update(flowDelegation).set({ isDeleted: 1, updateUser: auth.userId, updateTime }).where(mine).returning({ id: flowDelegation.id });
  return removed.map((r) => r.id);
}

/** The request of the tenant's task `taskId`. */
export async function instanceIdOfTask(db: Db, auth: Tenant, taskId: string): Promise<string> {
  const [pre] = await db
    .select({ instanceId: flowTask.instanceId })
    .from(flowTask)
    .where(and(eq(flowTask.id, taskId), eq(flowTask.tenantId, auth.tenantId)))
    .limit(1);
  return pre.instanceId;
}

/** Gives an open task (and its activity) a new assignee. */
export async function setTaskAssignee(
  db: Db,
  taskId: string,
  a: { assignee: string; assigneeName: string | null; onBehalfOf: string | null; onBehalfOfName: string | null },
): Promise<void> {
  await db
    .update(flowTask)
    .set({ assignee: a.assignee, assigneeName: a.assigneeName, onBehalfOf: a.onBehalfOf, version: sql`${flowTask.version} + 1` })
    .where(and(eq(flowTask.id, taskId), eq(flowTask.taskStatus, TASK_STATUS.open)));
  await db.update(flowActivity).set(a).where(eq(flowActivity.taskId, taskId));
}

/** The open tasks of `userId`, oldest first, with their forms. */
export const openTasksOf = (db: Db, auth: Tenant, userId: string) =>
  db
    .select({ id: flowTask.id, formId: flowInstance.formId, formName: flowInstance.formName })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(and(eq(flowTask.tenantId, auth.tenantId), eq(flowTask.assignee, userId), eq(flowTask.taskStatus, TASK_STATUS.open)))
    .orderBy(flowTask.createTime, flowTask.id);
