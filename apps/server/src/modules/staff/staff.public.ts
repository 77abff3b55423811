import { and, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { nameOf, type NameSource } from '../../platform/names.js';
import { containsAny, liveRows } from '../../platform/repository.js';
import { staff } from './staff.tables.js';
import { staffs } from './staff.queries.js';

/*
 * What other modules read of staff records: staff's queries, so no other module imports staff.tables.
 */

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

/**
 * Staff as other modules' lists join them (benefit's levels, probation's records and renewals): a read-only subquery of the columns they may filter,
 * scope and show by; PostgreSQL flattens it into the caller's statement, so it costs what a join of the table costs.
 * The caller applies its own data scope to `deptId` and `userId`.
 */
export const staffPeople = new QueryBuilder()
  .select({
    id: staff.id,
    tenantId: staff.tenantId,
    isDeleted: staff.isDeleted,
    status: staff.status,
    deptId: staff.deptId,
    userId: staff.userId,
    staffNo: staff.staffNo,
    enName: staff.enName,
    jobTitleName: staff.jobTitleName,
    email: staff.email,
    mobile: staff.mobile,
    entryDate: staff.entryDate,
    confirmationDate: staff.confirmationDate,
    firstApprover: staff.firstApprover,
    createTime: staff.createTime,
  })
  .from(staff)
  .as('staff_people');

/** Staff of `staffPeople` whose name or staff number contains `text` (no condition without text). */
export const staffPeopleNameOrNo = (text: string | undefined): SQL | undefined => containsAny([staffPeople.enName, staffPeople.staffNo], text);

/**
 * The staff the caller's staff data scope shows (live), as a read-only subquery a statistic groups by its own
 * columns (the dashboard's headcounts): the owner's scope stays applied inside it, and PostgreSQL flattens it into
 * the caller's statement.
 */
export const staffInScope = (auth: AuthContext) =>
  new QueryBuilder()
    .select({ id: staff.id, status: staff.status, deptId: staff.deptId, nationality: staff.nationality })
    .from(staff)
    .where(staffs.scope(auth))
    .as('scoped_staff');

/** A staff member's number beside another module's columns (the row `key` points at; null when none). */
export const staffNoOf = (key: AnyColumn | SQL) => nameOf({ table: staff, id: staff.id, name: staff.staffNo }, key);
/** A staff member's English name beside another module's columns. */
export const staffNameOf = (key: AnyColumn | SQL) => nameOf(staffNames, key);
