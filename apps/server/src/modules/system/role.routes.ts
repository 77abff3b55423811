import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows } from '../../platform/crud.js';
import { defineRoute } from '../../platform/http/route.js';
import { tableRecordSchema } from '../../platform/db/zod.js';
import { idList, optionalIdList } from '../../platform/http/paging.js';
import { bumpPermVersion } from '../../platform/auth/permissions.js';
import { asTreeNode, assertValidParent, toForest, treeNodeSchema, treeSchema } from '../../platform/tree.js';
import { crudButtons, registerMenuSeeds } from './menu-seeds.js';
import { role } from './system.tables.js';
import { assertAliasChange, grantRoles, prepareRoleRemoval } from './role.service.js';

const roleTree = treeSchema('RoleTree', { ...tableRecordSchema(role).shape, parentName: z.string() });

registerMenuSeeds([
  { code: 'role', name: 'Roles', parent: 'system', path: '/system/role', source: 'team', sort: 2 },
  ...crudButtons('role', 'role'),
  { code: 'role_grant', name: 'Grant permissions', alias: 'grant', parent: 'role', category: 2, action: 1, sort: 5 },
]);

/**
 * Roles `/api/blade-system/role/{list,tree,roleTree,detail,submit,remove,grant}`: a tree per tenant,
 * alias unique. Any change that can alter what someone may do bumps the tenant's permission version.
 */
export default async function roleRoutes(app: FastifyInstance): Promise<void> {
  const roles = defineResource(app, {
    name: 'role',
    prefix: '/api/blade-system/role',
    table: role,
    permissions: 'role',
    routes: { page: false, list: false, detail: 'detail', submit: 'submit', remove: 'remove' },
    filters: { roleName: filters.like(role.roleName), roleAlias: filters.like(role.roleAlias) },
    sortable: { sort: role.sort, roleName: role.roleName, roleAlias: role.roleAlias, createTime: role.createTime },
    defaultOrder: [asc(role.sort), asc(role.id)],
    unique: [{ fields: ['roleAlias'], message: 'roleAlias: a role with this alias already exists' }],
    hooks: {
      beforeWrite: async (tx, { auth }, values, existing) => {
        assertAliasChange(auth, values, existing);
        const parentId = (values.parentId ?? existing?.parentId) as string | undefined;
        await assertValidParent(tx, role, liveRows(role, auth), (existing?.id as string) ?? null, parentId, 'role');
      },
      afterWrite: (tx, { auth }) => bumpPermVersion(tx, auth.tenantId),
      beforeRemove: (tx, { auth }, ids) => prepareRoleRemoval(tx, auth, ids),
    },
  });

  const listInput = z.object({ roleName: z.string().max(64).optional(), roleAlias: z.string().max(64).optional() });
  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-system/role/list',
    permission: 'role_view',
    summary: 'Roles as a tree of records (roleName, roleAlias filters)',
    tags: ['role'],
    input: listInput,
    output: z.array(roleTree),
    handler: async (q, ctx) => {
      const rows = (await roles.page(ctx.db, ctx, { current: 1, size: -1, ...q })).records as { id: string; parentId: string; roleName: string }[];
      const nameOf = new Map(rows.map((r) => [r.id, r.roleName]));
      return toForest(rows.map((r) => ({ ...r, parentName: nameOf.get(r.parentId) ?? '' })));
    },
  });

  // The role selector of the user form and the role admin page; tenant mode is off, so another tenant's id answers nothing.
  for (const url of ['/api/blade-system/role/tree', '/api/blade-system/role/roleTree']) {
    defineRoute(app, {
      method: 'GET',
      url,
      permission: ['role_view', 'user_view'],
      summary: 'Roles as a selector tree {id, parentId, title, key, value, children}, optionally filtered by tenantId',
      tags: ['role'],
      input: z.object({ tenantId: z.string().max(12).optional() }),
      output: z.array(treeNodeSchema),
      handler: async ({ tenantId }, ctx) => {
        if (tenantId && tenantId !== ctx.auth.tenantId) return [];
        const rows = (await roles.page(ctx.db, ctx, { current: 1, size: -1 })).records as { id: string; parentId: string; roleName: string }[];
        return toForest(rows.map((r) => asTreeNode({ ...r, title: r.roleName })));
      },
    });
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/blade-system/role/grant',
    permission: 'role_grant',
    summary: 'Replace the menu, data-scope and API-scope grants of roles (roleIds, menuIds, dataScopeIds, apiScopeIds)',
    tags: ['role'],
    input: z.object({ roleIds: idList, menuIds: optionalIdList, dataScopeIds: optionalIdList, apiScopeIds: optionalIdList }),
    output: z.null(),
    handler: async (g, ctx) => {
      await grantRoles(ctx, g);
      return null;
    },
  });
}
