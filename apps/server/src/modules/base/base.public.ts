import { and, asc, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { Tenant } from '../../platform/auth/context.js';
import { nameOf, type NameSource } from '../../platform/names.js';
import { liveRows } from '../../platform/repository.js';
import { project } from './base.tables.js';

/*
 * What other modules read of the base data (projects): base's queries, so no other module imports base.tables.
 */

/** Projects named by id, for `lookupNames`, `joinedNames` and profiles' histories. */
export const projectNames: NameSource = { table: project, id: project.id, name: project.projectName, tenant: project.tenantId };

/** The project `key` points at, as a repository's reference (`references: { projectId: projectReference('project') }`). */
export const projectReference = (what: string) => ({ table: project, what });

/** The name of the project `key` points at, a scalar subquery beside a query's columns (null when none). */
export const projectNameOf = (key: AnyColumn | SQL) => nameOf(projectNames, key);
/** The company (a department id) of the project `key` points at (null when none). */
export const projectCompanyOf = (key: AnyColumn | SQL) => nameOf({ table: project, id: project.id, name: project.companyId }, key);

/** The company (a department id) of the tenant's project, or null. */
export async function projectCompanyId(db: Db, auth: Tenant, id: string): Promise<string | null> {
  const [p] = await db
    .select({ companyId: project.companyId })
    .from(project)
    .where(and(eq(project.tenantId, auth.tenantId), eq(project.id, id)))
    .limit(1);
  return p?.companyId ?? null;
}

/** Whether the project is a live one of the tenant. */
export async function projectExists(db: Db, auth: Tenant, id: string): Promise<boolean> {
  const [p] = await db
    .select({ id: project.id })
    .from(project)
    .where(and(liveRows(project, auth), eq(project.id, id)));
  return Boolean(p);
}

/** The names of the tenant's projects among `ids`, by id. */
export async function projectNamesIn(db: Db, auth: Tenant, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: project.id, name: project.projectName })
    .from(project)
    .where(and(eq(project.tenantId, auth.tenantId), inArray(project.id, ids)));
  return new Map(rows.map((p) => [p.id, p.name]));
}

/** The tenant's live projects (those among `ids` when given), by name. */
export function projectList(db: Db, auth: Tenant, ids?: string[]) {
  return db
    .select({ id: project.id, projectName: project.projectName })
    .from(project)
    .where(and(liveRows(project, auth), ids ? inArray(project.id, ids) : undefined))
    .orderBy(asc(project.projectName));
}

/** The tenant's projects by lower-cased code (imports name projects by code). */
export async function projectIdsByCode(db: Db, auth: Tenant): Promise<Map<string, string>> {
  const rows = await db.select({ id: project.id, code: project.projectCode }).from(project).where(liveRows(project, auth));
  return new Map(rows.map((p) => [p.code.toLowerCase(), p.id]));
}
