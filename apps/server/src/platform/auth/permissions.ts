import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { apiScope, dataScope, menu, role, roleMenu, roleScope, tenant } from './identity.tables.js';
import { type Tenant, ADMIN_ALIAS, type ApiScopeGrant, type AuthContext, type DataScopeGrant, type RoleSummary } from './context.js';

export interface RoleGrants {
  roleAliases: string[];
  /** The roles themselves (id, name, alias), as all-info answers them. */
  roles: RoleSummary[];
  isAdmin: boolean;
  permissions: Set<string>;
  /** The same codes, sorted once (all-info answers them on every page load). */
  permissionList: readonly string[];
  apiScopes: ApiScopeGrant[];
  dataScopes: DataScopeGrant[];
}

export const SCOPE_DATA = 1;
export const SCOPE_API = 2;

/**
 * Grants of a set of roles, cached per tenant permission version: any grant or role change bumps
 * `sys_tenant.perm_version`, which every request reads with its session, so all processes see it at once.
 */
const cacheByDatabase = new WeakMap<Db, Map<string, RoleGrants>>();

export async function loadRoleGrants(db: Db, tenant: Tenant, roleIds: string[], permVersion: number): Promise<RoleGrants> {
  const { tenantId } = tenant;
  const key = `${tenantId}|${permVersion}|${[...roleIds].sort().join(',')}`;
  // one cache per database: two apps in one process (tests) never read each other's grants
  let cache = cacheByDatabase.get(db);
  if (!cache) cacheByDatabase.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) return hit;
  const ids = roleIds.length ? roleIds : ['0'];
  const roles = await db
    .select({ id: role.id, roleName: role.roleName, roleAlias: role.roleAlias })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), inArray(role.id, ids), eq(role.isDeleted, 0)));
  const roleAliases = roles.map((r) => r.roleAlias);
  const codes = await db
    .selectDistinct({ code: menu.code })
    .from(roleMenu)
    .innerJoin(menu, eq(menu.id, roleMenu.menuId))
    .where(and(inArray(roleMenu.roleId, ids), eq(menu.isDeleted, 0)));
  const scopeRows = await db.select({ category: roleScope.scopeCategory, scopeId: roleScope.scopeId }).from(roleScope).where(inArray(roleScope.roleId, ids));
  const apiIds = scopeRows.filter((r) => r.category === SCOPE_API).map((r) => r.scopeId);
  const dataIds = scopeRows.filter((r) => r.category === SCOPE_DATA).map((r) => r.scopeId);
  const allApi = await db
    .select({ id: apiScope.id, resourceCode: apiScope.resourceCode, scopePath: apiScope.scopePath })
    .from(apiScope)
    .where(eq(apiScope.isDeleted, 0));
  const granted = new Set(apiIds);
  const dataScopes = dataIds.length
    ? await db
        .select({ resourceCode: dataScope.resourceCode, scopeColumn: dataScope.scopeColumn, scopeType: dataScope.scopeType, scopeValue: dataScope.scopeValue })
        .from(dataScope)
        .where(and(inArray(dataScope.id, dataIds), eq(dataScope.isDeleted, 0)))
    : [];
  const permissions = new Set(codes.map((c) => c.code));
  const grants: RoleGrants = {
    roleAliases,
    roles,
    isAdmin: roleAliases.includes(ADMIN_ALIAS),
    permissions,
    permissionList: [...permissions].sort(),
    apiScopes: allApi.map((a) => ({ resourceCode: a.resourceCode, scopePath: a.scopePath, granted: granted.has(a.id) })),
    dataScopes,
  };
  if (cache.size > 5000) cache.clear();
  cache.set(key, grants);
  return grants;
}

/** Whether the caller holds a permission (a code, or any one of a list of codes). */
/**
 * The permission of a worker's own routes (`/api/mcc-worker/self/...`): only a worker's self-service session
 * (AuthContext.workerSession) holds it; staff, administrators included, are refused.
 */
export const WORKER_SELF = 'worker-self';

export function permits(auth: AuthContext, permission: string | readonly string[]): boolean {
  if (permission === WORKER_SELF) return auth.workerSession === true;
  if (permission === 'authenticated' || permission === 'public' || auth.isAdmin) return true;
  return typeof permission === 'string' ? auth.permissions.has(permission) : permission.some((p) => auth.permissions.has(p));
}

/** Matches an API scope path pattern (`/api/blade-user/*`, `/api/x/**`, exact) against a route URL. */
export function scopePathMatches(pattern: string, url: string): boolean {
  const escaped = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*/g, '\u0000')
    .replace(/\*/g, '[^/]*')
    .replaceAll('\u0000', '.*');
  return new RegExp(`^${escaped}$`).test(url);
}

/**
 * API scopes restrict: when some scope's path covers the route, the caller needs one of the covering
 * scopes granted to its roles. Routes no scope covers are governed by their permission code alone.
 */
export function apiScopeAllows(auth: AuthContext, routeUrl: string): boolean {
  if (auth.isAdmin) return true;
  const covering = auth.apiScopes.filter((s) => scopePathMatches(s.scopePath, routeUrl));
  return covering.length === 0 || covering.some((s) => s.granted);
}

/** Data-scope types (BladeX): 1 all, 2 custom dept list, 3 self, 4 own dept, 5 dept and children. */
export const DataScopeType = { ALL: 1, CUSTOM: 2, SELF: 3, OWN_DEPT: 4, DEPT_AND_CHILDREN: 5 } as const;

/**
 * A column holding a BladeX comma list of ids (`sys_user.dept_id` = "1,2"): a row matches when ANY
 * listed id matches. Pass it wherever a data-scope column is expected.
 */
export interface CommaListColumn {
  commaList: AnyColumn;
}
export const commaList = (column: AnyColumn): CommaListColumn => ({ commaList: column });
export type ScopeColumn = AnyColumn | CommaListColumn;
const isCommaList = (c: ScopeColumn): c is CommaListColumn => (c as Partial<CommaListColumn>).commaList !== undefined;

const idValues = (ids: readonly string[]) =>
  sql.join(
    ids.map((d) => sql`${d}`),
    sql`, `,
  );

/** `col` (an id or a comma list of ids) holds one of `ids`. */
export function inIds(col: ScopeColumn, ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`false`;
  return isCommaList(col) ? sql`string_to_array(${col.commaList}, ',') && array[${idValues(ids)}]::text[]` : sql`${col} in (${idValues(ids)})`;
}

/** `col` (an id or a comma list of ids) holds one of the departments `deptIds` or any department below them. */
export function inDeptSubtree(col: ScopeColumn, tenantId: string, deptIds: readonly string[]): SQL {
  if (deptIds.length === 0) return sql`false`;
  const subtree = sql`from sys_dept d where d.tenant_id = ${tenantId} and d.is_deleted = 0 and (d.id in (${idValues(deptIds)}) or ${sql.join(
    deptIds.map((d) => sql`(',' || d.ancestors || ',') like ${`%,${d},%`}`),
    sql` or `,
  )})`;
  return isCommaList(col) ? sql`string_to_array(${col.commaList}, ',') && array(select d.id::text ${subtree})` : sql`${col} in (select d.id ${subtree})`;
}

/**
 * Makes every process see a grant, role, menu or scope change on its next request: the permission
 * cache keys on `sys_tenant.perm_version`. Without a tenant (menus and scopes are shared) all tenants bump.
 * Call it inside the transaction of the change.
 */
export async function bumpPermVersion(db: Db, forTenant?: Tenant): Promise<void> {
  await db
    .update(tenant)
    .set({ permVersion: sql`${tenant.permVersion} + 1` })
    .where(forTenant ? eq(tenant.tenantId, forTenant.tenantId) : undefined);
}

/**
 * The WHERE condition the caller's data scopes impose on a resource. `columns` maps scope column
 * names (`create_dept`, `create_user`, or a resource's own like `dept_id`) to the table's columns
 * (`commaList(col)` for comma-list columns).
 * No scope granted for the resource means no restriction (grants narrow, never widen).
 */
export function dataScopeCondition(
  auth: AuthContext,
  resourceCode: string,
  columns: { dept: ScopeColumn; user: AnyColumn } & Record<string, ScopeColumn>,
): SQL | undefined {
  if (auth.isAdmin) return undefined;
  const scopes = auth.dataScopes.filter((s) => s.resourceCode === resourceCode);
  if (scopes.length === 0) return undefined;
  const parts: SQL[] = [];
  for (const s of scopes) {
    const col = columns[s.scopeColumn] ?? (s.scopeColumn === 'create_user' ? columns.user : columns.dept);
    switch (s.scopeType) {
      case DataScopeType.ALL:
        return undefined;
      case DataScopeType.SELF:
        parts.push(sql`${columns.user} = ${auth.userId}`);
        break;
      case DataScopeType.OWN_DEPT:
        parts.push(inIds(col, auth.deptIds));
        break;
      case DataScopeType.DEPT_AND_CHILDREN:
        parts.push(inDeptSubtree(col, auth.tenantId, auth.deptIds));
        break;
      case DataScopeType.CUSTOM:
        parts.push(
          inIds(
            col,
            (s.scopeValue ?? '')
              .split(',')
              .map((v) => v.trim())
              .filter((v) => /^\d{1,19}$/.test(v)),
          ),
        );
        break;
      default:
        parts.push(sql`false`);
    }
  }
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}
