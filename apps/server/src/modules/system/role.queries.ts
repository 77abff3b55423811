import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { bumpPermVersion, SCOPE_API, SCOPE_DATA } from '../../platform/auth/permissions.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { defineRepository, filters, liveRows } from '../../platform/repository.js';
import { asTreeNode, toForest } from '../../platform/tree.js';
import { menu, role, roleMenu, roleScope, user } from './system.tables.js';
import { prepareRoleRemoval, prepareRoleWrite } from './role.service.js';

/** Roles: a tree per tenant, alias unique. Any change that can alter what someone may do bumps the tenant's permission version. */
export const roles = defineRepository({
  name: 'role',
  table: role,
  filters: { roleName: filters.like(role.roleName), roleAlias: filters.like(role.roleAlias) },
  sortable: { sort: role.sort, roleName: role.roleName, roleAlias: role.roleAlias, createTime: role.createTime },
  defaultOrder: [asc(role.sort), asc(role.id)],
  unique: [{ fields: ['roleAlias'], message: 'roleAlias: a role with this alias already exists' }],
  hooks: {
    beforeWrite: (tx, { auth }, values, existing) => prepareRoleWrite(tx, auth, values, existing),
    afterWrite: (tx, { auth }) => bumpPermVersion(tx, auth),
    beforeRemove: (tx, { auth }, ids) => prepareRoleRemoval(tx, auth, ids),
  },
});

/**
 * Users holding the live role of the tenant with this alias (`anyAlias`: any alias of the array `alias`): the
 * role's id among the user's comma list of role ids, found through the list's GIN index (`sys_user_role_ids_idx`)
 * rather than by testing every user.
 */
export const holdsRole = (tenantId: string | SQLWrapper, alias: string | SQLWrapper, anyAlias = false): SQL =>
  sql`string_to_array(${user.roleId}, ',') && array(select r.id::text from ${role} r where r.tenant_id = ${tenantId} and r.role_alias = ${anyAlias ? sql`any(${alias})` : alias} and r.is_deleted = 0)`;

type RoleRow = { id: string; parentId: string; roleName: string };

/** The roles matching the search as a tree of records, each with its parent's name. */
export async function roleForest(ctx: ServiceContext, q: { roleName?: string; roleAlias?: string }) {
  const rows = (await roles.all(ctx.db, ctx, q)) as RoleRow[];
  const nameOf = new Map(rows.map((r) => [r.id, r.roleName]));
  return toForest(rows.map((r) => ({ ...r, parentName: nameOf.get(r.parentId) ?? '' })));
}

/** The role selector tree; tenant mode is off, so another tenant's id answers nothing. */
export async function roleNodeTree(ctx: ServiceContext, tenantId: string | undefined) {
  if (tenantId && tenantId !== ctx.auth.tenantId) return [];
  const rows = (await roles.all(ctx.db, ctx)) as RoleRow[];
  return toForest(rows.map((r) => asTreeNode({ ...r, title: r.roleName })));
}

/** What `roleIds` are granted: `{menu, dataScope, apiScope}` id lists (the grant dialog's checked keys). */
export async function grantedKeys(db: Db, auth: AuthContext, roleIds: string[]) {
  const own = await db
    .select({ id: role.id })
    .from(role)
    .where(and(liveRows(role, auth), inArray(role.id, roleIds)));
  const ids = own.map((r) => r.id);
  if (ids.length === 0) return { menu: [], dataScope: [], apiScope: [] };
  const [menus, scopes] = await Promise.all([
    db
      .selectDistinct({ id: roleMenu.menuId })
      .from(roleMenu)
      .innerJoin(menu, and(eq(menu.id, roleMenu.menuId), eq(menu.isDeleted, 0)))
      .where(inArray(roleMenu.roleId, ids)),
    db.selectDistinct({ id: roleScope.scopeId, category: roleScope.scopeCategory }).from(roleScope).where(inArray(roleScope.roleId, ids)),
  ]);
  return {
    menu: menus.map((m) => m.id),
    dataScope: scopes.filter((s) => s.category === SCOPE_DATA).map((s) => s.id),
    apiScope: scopes.filter((s) => s.category === SCOPE_API).map((s) => s.id),
  };
}
