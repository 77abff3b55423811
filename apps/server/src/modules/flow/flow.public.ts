import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { nameOf } from '../../platform/names.js';
import { flowInstance } from './flow.tables.js';
import type { InstanceRow } from './flow.queries.js';

/*
 * What other modules read of requests (process instances) beside their own records: flow's queries, so no
 * other module imports flow.tables. Starting and acting on requests: flow.service.ts.
 */

type Tenant = Pick<AuthContext, 'tenantId'>;

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
