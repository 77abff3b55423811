import { and, asc, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { Tenant } from '../../platform/auth/context.js';
import { anyOf, preparedPerDb } from '../../platform/db/prepared.js';
import { nameOf, type NameSource } from '../../platform/names.js';
import { liveRows } from '../../platform/repository.js';
import { dept, dict, dictBiz, post, user } from './system.tables.js';

/*
 * What other modules read of system's own tables (departments, positions, dictionaries): system's queries, so no
 * other module imports system.tables. The identity tables (user, role, tenant) are the platform's
 * (platform/auth/identity.tables.ts); modules read those from there.
 */

export { holdsRole } from './role.queries.js';
export { paramNumber, paramText } from './param.queries.js';
export { userDisplayName, userDisplayNames } from './user.queries.js';

/** A department (company, department, section or team) row. */
export type DeptRecord = typeof dept.$inferSelect;

/** Departments (and companies, sections, teams) named by id, for `lookupNames`, `joinedNames` and `nameOf`. */
export const deptNames: NameSource = { table: dept, id: dept.id, name: dept.deptName, tenant: dept.tenantId };
/** Positions (trades of workers) named by id. */
export const postNames: NameSource = { table: post, id: post.id, name: post.postName, tenant: post.tenantId };

/** The department `key` points at, as a repository's reference (`references: { deptId: deptReference('department') }`). */
export const deptReference = (what: string) => ({ table: dept, what });

/** The name of the department `key` points at, a scalar subquery beside a query's columns (null when none). */
export const deptNameOf = (key: AnyColumn | SQL) => nameOf(deptNames, key);
/** The code of the department `key` points at (null when none). */
export const deptCodeOf = (key: AnyColumn | SQL) => nameOf({ table: dept, id: dept.id, name: dept.deptCode }, key);
/** The leader (a user or staff id) of the department `key` points at (null when none). */
export const deptLeaderOf = (key: AnyColumn | SQL) => nameOf({ table: dept, id: dept.id, name: dept.deptLeader }, key);

/**
 * The users (an array of ids) the leader of department `deptId` names (a user, staff or worker id); when it names none,
 * or `userId` is one of them (a leader's own request), its parent department's, up to 20 levels; null when none does
 * (or `when` is false). A scalar subquery for a statement built once: the flow engine's department-leader rule
 * (flow/assignees.ts, prepared `hr_flow_initiator_approvers`) passes its placeholders.
 */
export function deptLeadersUp(p: { when: unknown; deptId: unknown; tenantId: unknown; userId: unknown }): SQL {
  // the users a department's leader names (`d`: the department)
  const leaderIds = sql`array(select u.id from ${user} u where u.tenant_id = d.tenant_id and u.is_deleted = 0 and d.dept_leader in (u.id, u.staff_id, u.worker_id))`;
  return sql`(with recursive chain(parent_id, leaders, depth) as (
      select d.parent_id, ${leaderIds}, 0 from ${dept} d
      where ${p.when}::boolean and d.id = ${p.deptId}::bigint and d.tenant_id = ${p.tenantId} and d.is_deleted = 0 and d.id <> 0
      union all
      select d.parent_id, ${leaderIds}, c.depth + 1 from chain c join ${dept} d on d.id = c.parent_id and d.tenant_id = ${p.tenantId} and d.is_deleted = 0 and d.id <> 0
      where c.depth < 19 and (cardinality(c.leaders) = 0 or ${p.userId}::bigint = any(c.leaders)))
    select c.leaders from chain c where cardinality(c.leaders) > 0 and not (${p.userId}::bigint = any(c.leaders)) limit 1)`;
}

/** The names of departments among `ids` (the token answer's dept_name), in no particular order. */
export async function deptNamesIn(db: Db, auth: Tenant, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: dept.deptName })
    .from(dept)
    .where(and(eq(dept.tenantId, auth.tenantId), inArray(dept.id, ids)));
  return rows.map((r) => r.name);
}

/** The tenant's live departments the user leads. */
export async function deptsLedBy(db: Db, auth: Tenant, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: dept.id })
    .from(dept)
    .where(and(liveRows(dept, auth), eq(dept.deptLeader, userId)));
  return rows.map((d) => d.id);
}

/** Whether the department is a live one of the tenant. */
export async function deptExists(db: Db, auth: Tenant, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: dept.id })
    .from(dept)
    .where(and(eq(dept.id, id), eq(dept.tenantId, auth.tenantId), eq(dept.isDeleted, 0)))
    .limit(1);
  return rows.length > 0;
}

/** The tenant's departments by lower-cased name and code (imports name departments either way). */
export async function deptIdsByNameOrCode(db: Db, auth: Tenant): Promise<Map<string, string>> {
  const depts = await db.select({ id: dept.id, name: dept.deptName, code: dept.deptCode }).from(dept).where(liveRows(dept, auth));
  const byKey = new Map<string, string>();
  for (const d of depts) {
    byKey.set(d.name.toLowerCase(), d.id);
    if (d.code) byKey.set(d.code.toLowerCase(), d.id);
  }
  return byKey;
}

const COMPANY = 1;

/**
 * The company a document is headed by: the named company, else the company above (or at) the named
 * department, else the tenant's first company; null when the tenant has no company record.
 */
export async function companyOf(db: Db, auth: Tenant, hint: { companyId?: string | null; deptId?: string | null }): Promise<DeptRecord | null> {
  const live = liveRows(dept, auth);
  const companyIds: string[] = [];
  if (hint.companyId) companyIds.push(hint.companyId);
  if (hint.deptId) {
    const [d] = await db
      .select({ id: dept.id, ancestors: dept.ancestors })
      .from(dept)
      .where(and(live, eq(dept.id, hint.deptId)))
      .limit(1);
    if (d)
      companyIds.push(
        d.id,
        ...d.ancestors
          .split(',')
          .filter((a) => a && a !== '0')
          .reverse(),
      );
  }
  if (companyIds.length) {
    const found = await db
      .select()
      .from(dept)
      .where(and(live, eq(dept.deptCategory, COMPANY), inArray(dept.id, companyIds)));
    const nearest = companyIds.map((id) => found.find((f) => f.id === id)).find(Boolean);
    if (nearest) return nearest;
  }
  const [first] = await db
    .select()
    .from(dept)
    .where(and(live, eq(dept.deptCategory, COMPANY)))
    .orderBy(asc(dept.sort), asc(dept.id))
    .limit(1);
  return first ?? null;
}

/** The tenant's trades (positions of category 4), in their order. */
export function trades(db: Db, auth: Tenant) {
  return db
    .select({ id: post.id, postCode: post.postCode, postName: post.postName })
    .from(post)
    .where(and(liveRows(post, auth), eq(post.category, 4)))
    .orderBy(asc(post.postSort), asc(post.id));
}

// ---- dictionaries ----------------------------------------------------------------------------------

/** Key -> value of the items of one of the tenant's business dictionaries, in the dictionary's order. */
export async function businessDictItems(db: Db, auth: Tenant, code: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: dictBiz.dictKey, value: dictBiz.dictValue })
    .from(dictBiz)
    .where(and(eq(dictBiz.tenantId, auth.tenantId), eq(dictBiz.isDeleted, 0), eq(dictBiz.code, code), sql`${dictBiz.parentId} <> 0`))
    .orderBy(asc(dictBiz.sort), asc(dictBiz.id));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The labels of the items of dictionaries `codes` (system ones, the tenant's and shared, and the tenant's business ones) by `code:key`. */
export async function dictLabels(db: Db, auth: Tenant, codes: string[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  for (const table of codes.length ? [dict, dictBiz] : []) {
    const rows = await db
      .select({ code: table.code, key: table.dictKey, value: table.dictValue })
      .from(table)
      .where(
        and(inArray(table.code, codes), ne(table.parentId, '0'), eq(table.isDeleted, 0), or(eq(table.tenantId, auth.tenantId), eq(table.tenantId, '000000'))),
      );
    for (const r of rows) labels.set(`${r.code}:${r.key}`, r.value);
  }
  return labels;
}

/** The keys of system dictionaries (the tenant's and the shared ones) and of the tenant's business dictionaries, in one statement a start or save runs. */
const dictKeysQuery = preparedPerDb((db) => {
  const keysOf = (table: typeof dict | typeof dictBiz, tenants: SQL) =>
    db
      .select({ code: table.code, key: table.dictKey })
      .from(table)
      .where(and(anyOf(table.code, 'codes'), ne(table.parentId, '0'), eq(table.isDeleted, 0), tenants));
  return keysOf(dict, or(eq(dict.tenantId, sql.placeholder('tenantId')), eq(dict.tenantId, '000000'))!)
    .unionAll(keysOf(dictBiz, eq(dictBiz.tenantId, sql.placeholder('tenantId'))))
    .prepare('hr_form_dict_keys');
});

/** The item keys of each of the dictionaries `codes` (a form's dictionary fields check their values against them). */
export async function loadDictKeys(db: Db, auth: Tenant, codes: string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (codes.length === 0) return out;
  for (const r of await dictKeysQuery(db).execute({ tenantId: auth.tenantId, codes })) {
    if (!out.has(r.code)) out.set(r.code, new Set());
    out.get(r.code)!.add(r.key);
  }
  return out;
}
