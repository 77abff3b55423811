import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { NameSource } from '../../platform/names.js';
import { liveRows } from '../../platform/repository.js';
import { staff } from './staff.tables.js';

/*
 * What other modules read of staff records: staff's queries, so no other module imports staff.tables.
 */

type Tenant = Pick<AuthContext, 'tenantId'>;

/** A staff row. */
export type StaffRecord = typeof staff.$inferSelect;

/** Staff named by id (their English name), for `lookupNames` (the printed form's staff fields). */
export const staffNames: NameSource = { table: staff, id: staff.id, name: staff.enName, tenant: staff.tenantId };

/** A live staff record of the tenant, or null. */
export async function liveStaff(db: Db, auth: Tenant, id: string): Promise<StaffRecord | null> {
  const [s] = await db
    .select()
    .from(staff)
    .where(and(liveRows(staff, auth), eq(staff.id, id)))
    .limit(1);
  return s ?? null;
}

/** The ids of the tenant's staff in one of `statuses`. */
export async function staffIdsWithStatus(db: Db, auth: Tenant, statuses: number[]): Promise<string[]> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(liveRows(staff, auth), inArray(staff.status, statuses)));
  return rows.map((r) => r.id);
}
