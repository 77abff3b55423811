import { and, asc, eq, getTableName, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { ADMIN_ALIAS, type AuthContext, type Tenant } from '../../platform/auth/context.js';
import { commaList, inIds } from '../../platform/auth/permissions.js';
import type { Db } from '../../platform/db/client.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import { authSession } from '../../platform/db/platform.tables.js';
import { liveRows } from '../../platform/repository.js';
import { formatDateTime } from '../../platform/util.js';
import { client, dept, deptShareholder, type dict, type dictBiz, menu, role, roleMenu, roleScope, tenant, user } from './system.tables.js';

/**
 * The data functions system's services call: their rules stay in the services. Apart from the `x.queries.ts` files
 * because those files' repositories call the services' hooks (one file would make an import cycle).
 */

type DictTable = typeof dict | typeof dictBiz;

// clients

/** Whether the caller's own session signed in through one of the clients `ids`. */
export async function ownClientAmong(db: Db, auth: AuthContext, ids: string[]): Promise<boolean> {
  const [own] = await db
    .select({ id: client.id })
    .from(client)
    .innerJoin(authSession, eq(authSession.clientId, client.clientId))
    .where(and(eq(authSession.id, auth.sessionId), inArray(client.id, ids), eq(client.isDeleted, 0)))
    .limit(1);
  return Boolean(own);
}

// menus (shared by every tenant)

/** A live menu's category, or undefined. */
export async function menuCategory(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ category: menu.category })
    .from(menu)
    .where(and(eq(menu.isDeleted, 0), eq(menu.id, id)));
  return row?.category;
}

/** A live menu whose parent is among `ids` and which is not itself among them, or undefined. */
export async function childMenuOutside(db: Db, ids: string[]): Promise<{ id: string } | undefined> {
  const [child] = await db
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.isDeleted, 0), inArray(menu.parentId, ids), notInArray(menu.id, ids)))
    .limit(1);
  return child;
}

/** The codes of the menus `ids`. */
export async function menuCodes(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.select({ code: menu.code }).from(menu).where(inArray(menu.id, ids))).map((r) => r.code);
}

// roles and their grants

/** The caller's live roles among `ids` (id and alias). */
export async function tenantRolesAmong(db: Db, auth: AuthContext, ids: string[]) {
  return db
    .select({ id: role.id, alias: role.roleAlias })
    .from(role)
    .where(and(liveRows(role, auth), inArray(role.id, ids)));
}

/** A live role of the caller's tenant whose parent is among `ids` and which is not itself among them. */
export async function childRoleOutside(db: Db, auth: AuthContext, ids: string[]): Promise<{ name: string } | undefined> {
  const [child] = await db
    .select({ name: role.roleName })
    .from(role)
    .where(and(liveRows(role, auth), inArray(role.parentId, ids), notInArray(role.id, ids)))
    .limit(1);
  return child;
}

/** A live user of the caller's tenant holding one of the roles `ids`. */
export async function userHoldingRole(db: Db, auth: AuthContext, ids: string[]): Promise<{ account: string } | undefined> {
  const [holder] = await db
    .select({ account: user.account })
    .from(user)
    .where(and(liveRows(user, auth), inIds(commaList(user.roleId), ids)))
    .limit(1);
  return holder;
}

/** Ids of the tenant's live roles with the administrator alias. */
export async function adminRoleIdsOf(db: Db, auth: Tenant): Promise<string[]> {
  const rows = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, auth.tenantId), eq(role.roleAlias, ADMIN_ALIAS), eq(role.isDeleted, 0)));
  return rows.map((r) => r.id);
}

/** Removes every menu and scope grant of the roles `roleIds`. */
export async function removeRoleGrants(db: Db, roleIds: string[]): Promise<void> {
  await db.delete(roleMenu).where(inArray(roleMenu.roleId, roleIds));
  await db.delete(roleScope).where(inArray(roleScope.roleId, roleIds));
}

/** Adds menu and scope grants. */
export async function insertRoleGrants(db: Db, menuRows: (typeof roleMenu.$inferInsert)[], scopeRows: (typeof roleScope.$inferInsert)[]): Promise<void> {
  if (menuRows.length) await db.insert(roleMenu).values(menuRows);
  if (scopeRows.length) await db.insert(roleScope).values(scopeRows);
}

/** Removes every role's grants of the scopes `scopeIds` of a category (data or API). */
export async function removeScopeGrants(db: Db, scopeCategory: number, scopeIds: string[]): Promise<void> {
  await db.delete(roleScope).where(and(eq(roleScope.scopeCategory, scopeCategory), inArray(roleScope.scopeId, scopeIds)));
}

// users

/** Live users of the caller's tenant among `ids` (id and roles). */
export async function tenantUsersAmong(db: Db, auth: AuthContext, ids: string[]) {
  return db
    .select({ id: user.id, roleId: user.roleId })
    .from(user)
    .where(and(eq(user.tenantId, auth.tenantId), eq(user.isDeleted, 0), inArray(user.id, ids)));
}

/** Sets the users' password hash, flagged as the initial password (the next sign-in forces a change). */
export async function setInitialPassword(db: Db, auth: AuthContext, ids: string[], passwordHash: string): Promise<void> {
  const now = formatDateTime(new Date());
  await db
    .update(user)
    .set({ password: passwordHash, isInitialPassword: 1, passwordTime: now, updateUser: auth.userId, updateTime: now, version: sql`${user.version} + 1` })
    .where(and(eq(user.tenantId, auth.tenantId), inArray(user.id, ids)));
}

/** A live user of the caller's tenant in one of the departments `ids`. */
export async function userInDepts(db: Db, auth: AuthContext, ids: string[]): Promise<{ account: string } | undefined> {
  const [member] = await db
    .select({ account: user.account })
    .from(user)
    .where(and(liveRows(user, auth), sql`(',' || ${user.deptId} || ',') similar to ${`%,(${ids.join('|')}),%`}`))
    .limit(1);
  return member;
}

// departments

/** Every descendant's ancestors swap the old path prefix for the new one. */
export async function replaceAncestorPrefix(db: Db, auth: AuthContext, oldPrefix: string, newPrefix: string): Promise<void> {
  await db
    .update(dept)
    .set({ ancestors: sql`${newPrefix} || substr(${dept.ancestors}, ${oldPrefix.length + 1})`, updateTime: formatDateTime(new Date()) })
    .where(and(liveRows(dept, auth), sql`(${dept.ancestors} = ${oldPrefix} or ${dept.ancestors} like ${`${oldPrefix},%`})`));
}

/** A live department whose parent is among `ids` and which is not itself among them. */
export async function childDeptOutside(db: Db, auth: AuthContext, ids: string[]): Promise<{ name: string } | undefined> {
  const [child] = await db
    .select({ name: dept.deptName })
    .from(dept)
    .where(and(liveRows(dept, auth), inArray(dept.parentId, ids), notInArray(dept.id, ids)))
    .limit(1);
  return child;
}

export interface ShareholderValues {
  name: string;
  contact: string | null;
  stock: string | null;
  email: string | null;
}

/** Soft-deletes a company's shareholders, then inserts `list` in its order. */
export async function replaceShareholderRows(db: Db, auth: AuthContext, deptId: string, list: ShareholderValues[]): Promise<void> {
  await db
    .update(deptShareholder)
    .set({ isDeleted: 1, updateUser: auth.userId, updateTime: formatDateTime(new Date()) })
    .where(and(liveRows(deptShareholder, auth), eq(deptShareholder.deptId, deptId)));
  if (list.length === 0) return;
  await db
    .insert(deptShareholder)
    .values(list.map((s, i) => ({ tenantId: auth.tenantId, deptId, ...s, sort: i + 1, createUser: auth.userId, updateUser: auth.userId })));
}

/** The live shareholders of the departments `deptIds`, in their order. */
export async function shareholderRows(db: Db, auth: AuthContext, deptIds: string[]) {
  return db
    .select({
      id: deptShareholder.id,
      deptId: deptShareholder.deptId,
      name: deptShareholder.name,
      contact: deptShareholder.contact,
      stock: deptShareholder.stock,
      email: deptShareholder.email,
      sort: deptShareholder.sort,
    })
    .from(deptShareholder)
    .where(and(liveRows(deptShareholder, auth), inArray(deptShareholder.deptId, deptIds)))
    .orderBy(asc(deptShareholder.sort));
}

// dictionaries

/** Bumps a tenant's dictionary version (every process's cache sees it at its next lookup). */
export async function bumpDictVersionOf(db: Db, forTenant: Tenant): Promise<void> {
  await db
    .update(tenant)
    .set({ dictVersion: sql`${tenant.dictVersion} + 1` })
    .where(eq(tenant.tenantId, forTenant.tenantId));
}

/** Read on every lookup (the cache's freshness check across processes), so prepared once. */
const dictVersionQuery = preparedPerDb((db) =>
  db
    .select({ v: tenant.dictVersion })
    .from(tenant)
    .where(eq(tenant.tenantId, sql.placeholder('tenantId')))
    .limit(1)
    .prepare('hr_dict_version'),
);

/** A tenant's dictionary version. */
export async function dictVersion(db: Db, forTenant: Tenant): Promise<number> {
  const [row] = await dictVersionQuery(db).execute({ tenantId: forTenant.tenantId });
  return row?.v ?? 0;
}

/** The live, unsealed items of a dictionary of the tenant `owner`, in their order. */
export async function dictItemRows(db: Db, table: DictTable, owner: string, code: string) {
  return db
    .select()
    .from(table)
    .where(and(eq(table.tenantId, owner), eq(table.isDeleted, 0), eq(table.code, code), ne(table.parentId, '0'), eq(table.isSealed, 0)))
    .orderBy(asc(table.sort), asc(table.id));
}

/** Another row in `scope` with this code, parent and key (`id` excluded), or undefined. */
export async function duplicateDictRow(
  db: Db,
  table: DictTable,
  scope: SQL,
  row: { code: string; parentId: string; dictKey: string },
  id: string | null,
): Promise<{ id: string } | undefined> {
  const [dup] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(scope, eq(table.code, row.code), eq(table.parentId, row.parentId), eq(table.dictKey, row.dictKey), id ? sql`${table.id} <> ${id}` : undefined))
    .limit(1);
  return dup;
}

/** Every row below the dictionary `id` takes its code `code`. */
export async function recodeDictSubtree(db: Db, table: DictTable, id: string, code: string): Promise<void> {
  const t = sql.identifier(getTableName(table));
  await db.execute(sql`
      with recursive down(id) as (
        select id from ${t} where parent_id = ${id}
        union all select c.id from ${t} c join down on c.parent_id = down.id
      ) update ${t} set code = ${code} where id in (select id from down)`);
}

/** A live row in `scope` whose parent is among `ids` and which is not itself among them. */
export async function childDictOutside(db: Db, table: DictTable, scope: SQL, ids: string[]): Promise<{ id: string } | undefined> {
  const [child] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(scope, inArray(table.parentId, ids), notInArray(table.id, ids)))
    .limit(1);
  return child;
}

/** The codes of a tenant's live dictionaries (roots). */
export async function dictCodes(db: Db, table: DictTable, tenant: Tenant): Promise<string[]> {
  const { tenantId } = tenant;
  const rows = await db
    .select({ code: table.code })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.parentId, '0'), eq(table.isDeleted, 0)));
  return rows.map((r) => r.code);
}

/** Inserts dictionary rows. */
export async function insertDictRows(db: Db, table: DictTable, rows: (typeof dict.$inferInsert)[]): Promise<void> {
  await db.insert(table).values(rows);
}
