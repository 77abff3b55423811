import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { ADMIN_ALIAS, type AuthContext } from '../../platform/auth/context.js';
import { bumpPermVersion, SCOPE_API, SCOPE_DATA } from '../../platform/auth/permissions.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { liveRows } from '../../platform/repository.js';
import { assertValidParent } from '../../platform/tree.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { apiScope, dataScope, menu, role } from './system.tables.js';
import { childRoleOutside, insertRoleGrants, menuCodes, removeRoleGrants, tenantRolesAmong, userHoldingRole } from './system.store.js';
import { assertIdsExist } from './references.js';

export interface GrantInput {
  roleIds: string[];
  menuIds: string[];
  dataScopeIds: string[];
  apiScopeIds: string[];
}

/** The caller's live roles among `ids`; all must exist (404 otherwise). */
async function tenantRoles(tx: Db, auth: AuthContext, ids: string[]) {
  const rows = await tenantRolesAmong(tx, auth, ids);
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
      const codes = await menuCodes(tx, g.menuIds);
      if (codes.some((c) => !auth.permissions.has(c))) throw forbidden('You can only grant menus and buttons you hold yourself');
    }
    await removeRoleGrants(tx, g.roleIds);
    const menuRows = g.roleIds.flatMap((roleId) => g.menuIds.map((menuId) => ({ roleId, menuId })));
    const scopeRows = g.roleIds.flatMap((roleId) => [
      ...g.dataScopeIds.map((scopeId) => ({ roleId, scopeId, scopeCategory: SCOPE_DATA })),
      ...g.apiScopeIds.map((scopeId) => ({ roleId, scopeId, scopeCategory: SCOPE_API })),
    ]);
    await insertRoleGrants(tx, menuRows, scopeRows);
    await bumpPermVersion(tx, auth);
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
  const own = (await tenantRolesAmong(tx, auth, ids)).map((r) => r.id);
  if (own.length === 0) return; // the removal itself answers 404
  const child = await childRoleOutside(tx, auth, own);
  if (child) throw badRequest(`The role has child roles (${child.name}); remove them first`);
  const holder = await userHoldingRole(tx, auth, own);
  if (holder) throw badRequest(`The role is still assigned to users (${holder.account}); change their roles first`);
  await removeRoleGrants(tx, own);
  await bumpPermVersion(tx, auth);
}
