import { z } from 'zod';
import { SystemPermissions } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { route } from '../../platform/http/route.js';
import { idList, optionalIdList } from '../../platform/http/paging.js';
import { treeNodeSchema, treeSchema } from '../../platform/tree.js';
import { roleForest, roleNodeTree, roles } from './role.queries.js';
import { grantRoles } from './role.service.js';

const permissions = SystemPermissions.role;
const tags = ['role'];
const roleTree = treeSchema('RoleTree', { ...roles.record.shape, parentName: z.string() });

/** Roles `/api/blade-system/role/{list,tree,roleTree,detail,submit,remove,grant}`. */
export const roleRoutes = [
  ...crudRoutes(roles, { prefix: '/api/blade-system/role', permissions, routes: { page: false, list: false } }),
  route({
    method: 'GET',
    url: '/api/blade-system/role/list',
    permission: permissions.view,
    summary: 'Roles as a tree of records (roleName, roleAlias filters)',
    tags,
    input: z.object({ roleName: z.string().max(64).optional(), roleAlias: z.string().max(64).optional() }),
    output: z.array(roleTree),
    handler: (q, ctx) => roleForest(ctx, q),
  }),
  // the role selector of the user form and the role admin page
  ...['/api/blade-system/role/tree', '/api/blade-system/role/roleTree'].map((url) =>
    route({
      method: 'GET',
      url,
      permission: [permissions.view, SystemPermissions.user.view],
      summary: 'Roles as a selector tree {id, parentId, title, key, value, children}, optionally filtered by tenantId',
      tags,
      input: z.object({ tenantId: z.string().max(12).optional() }),
      output: z.array(treeNodeSchema),
      handler: ({ tenantId }, ctx) => roleNodeTree(ctx, tenantId),
    }),
  ),
  route({
    method: 'POST',
    url: '/api/blade-system/role/grant',
    permission: permissions.grant,
    summary: 'Replace the menu, data-scope and API-scope grants of roles (roleIds, menuIds, dataScopeIds, apiScopeIds)',
    tags,
    input: z.object({ roleIds: idList, menuIds: optionalIdList, dataScopeIds: optionalIdList, apiScopeIds: optionalIdList }),
    output: z.null(),
    handler: (g, ctx) => grantRoles(ctx, g).then(() => null),
  }),
];
