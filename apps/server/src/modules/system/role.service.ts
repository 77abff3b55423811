import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { ADMIN_ALIAS, type AuthContext } from '../../platform/auth/context.js';
import { bumpPermVersion, commaList, inIds, SCOPE_API, SCOPE_DATA } from '../../platform/auth/permissions.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { liveRows } from '../../platform/repository.js';
import { assertValidParent } from '../../platform/tree.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { apiScope, dataScope, menu, role, roleMenu, roleScope, user } from './system.tables.js';
import { assertIdsExist } from './references.js';

export interface GrantInput {
  roleIds: string[];
  menuIds: string[];
  dataScopeIds: string[];
  apiScopeIds: string[];
}

/** The caller's live roles among `ids`; all must exist (404 otherwise). */
async function tenantRoles(tx: Db, auth: AuthContext, ids: string[]) {
  const rows = await tx
    .select({ id: role.id, alias: role.roleAlias })
    .from(role)
    .where(and(liveRows(role, auth), inArray(role.id, ids)));
  if (rows.length !== ids.length) throw notFound('role');
  return rows;
}

/**
 * Replaces the menu, data-scope and API-scope grants of `roleIds` in one transaction and bumps the
 * tenant's permission version, so the next request of any affected user, in any process, sees them.
 * A non-administrator can grant only menus they hold, and never to the administrator role.
 */
export async function grantRoles(ctx: ServiceContext, input: GrantInput): Promise<void> {
  const { auth } = ctx;
  const g = { ...input, roleIds: [...new Set(input.roleIds)] };
  await ctx.db.transaction(async (tx) => {
    const roles = await tenantRoles(tx, auth, g.roleIds);
    await assertIdsExist(tx, menu, eq(menu.isDeleted, 0), g.menuIds, 'menuIds', 'menu');
    await assertIdsExist(tx, dataScope, eq(dataScope.isDeleted, 0), g.dataScopeIds, 'dataScopeIds', 'data scope');
    await assertIdsExist(tx, apiScope, eq(apiScope.isDeleted, 0), g.apiScopeIds, 'apiScopeIds', 'API scope');
    if (!auth.isAdmin) {
      if (roles.some((r) => r.alias === ADMIN_ALIAS)) throw forbidden('Only an administrator may change the grants of the administrator role');
      const codes = g.menuIds.length ? await tx.select({ code: menu.code }).from(menu).where(inArray(menu.id, g.menuIds)) : [];
      if (codes.some((c) => !auth.permissions.has(c.code))) throw forbidden('You can only grant menus and buttons you hold yourself');
    }
    await tx.delete(roleMenu).where(inArray(roleMenu.roleId, g.roleIds));
    await tx.delete(roleScope).where(inArray(roleScope.roleId, g.roleIds));
    const menuRows = g.roleIds.flatMap((roleId) => g.menuIds.map((menuId) => ({ roleId, menuId })));
    const scopeRows = g.roleIds.flatMap((roleId) => [
      ...g.dataScopeIds.map((scopeId) => ({ roleId, scopeId, scopeCategory: SCOPE_DATA })),
      ...g.apiScopeIds.map((scopeId) => ({ roleId, scopeId, scopeCategory: SCOPE_API })),
    ]);
    if (menuRows.length) await tx.insert(roleMenu).values(menuRows);
    if (scopeRows.length) await tx.insert(roleScope).values(scopeRows);
    await bumpPermVersion(tx, auth.tenantId);
    await audit(tx, auth, ctx.req, {
      action: 'grant',
      resource: 'role',
      recordId: g.roleIds,
      changes: { menuIds: g.menuIds, dataScopeIds: g.dataScopeIds, apiScopeIds: g.apiScopeIds },
    });
  });
}

/** The administrator role keeps its alias, and only administrators create or change administrator roles. */
export function assertAliasChange(auth: AuthContext, values: Record<string, unknown>, existing: Record<string, unknown> | null): void {
  const touchesAdmin = values.roleAlias === ADMIN_ALIAS || existing?.roleAlias === ADMIN_ALIAS;
  if (touchesAdmin && !auth.isAdmin) throw forbidden('Only an administrator may change administrator roles');
  if (existing?.roleAlias === ADMIN_ALIAS && values.roleAlias !== undefined && values.roleAlias !== ADMIN_ALIAS) {
    throw badRequest('roleAlias: the alias of the administrator role cannot be changed');
  }
}

/** Before a role is written: the alias rules, and a parent that exists and is not inside the role's own subtree. */
export async function prepareRoleWrite(tx: Db, auth: AuthContext, values: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void> {
  assertAliasChange(auth, values, existing);
  const parentId = (values.parentId ?? existing?.parentId) as string | undefined;
  await assertValidParent(tx, role, liveRows(role, auth), (existing?.id as string) ?? null, parentId, 'role');
}

/** A role may be removed only when no user holds it and it has no child roles; its grants go with it. */
export async function prepareRoleRemoval(tx: Db, auth: AuthContext, ids: string[]): Promise<void> {
  const own = (
    await tx
      .select({ id: role.id })
      .from(role)
      .where(and(liveRows(role, auth), inArray(role.id, ids)))
  ).map((r) => r.id);
  if (own.length === 0) return; // the removal itself answers 404
  const [child] = await tx
    .select({ name: role.roleName })
    .from(role)
    .where(and(liveRows(role, auth), inArray(role.parentId, own), notInArray(role.id, own)))
    .limit(1);
  if (child) throw badRequest(`The role has child roles (${child.name}); remove them first`);
  const [holder] = await tx
    .select({ account: user.account })
    .from(user)
    .where(and(liveRows(user, auth), inIds(commaList(user.roleId), own)))
    .limit(1);
  if (holder) throw badRequest(`The role is still assigned to users (${holder.account}); change their roles first`);
  await tx.delete(roleMenu).where(inArray(roleMenu.roleId, own));
  await tx.delete(roleScope).where(inArray(roleScope.roleId, own));
  await bumpPermVersion(tx, auth.tenantId);
}
