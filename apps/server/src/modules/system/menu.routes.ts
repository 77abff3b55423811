import { z } from 'zod';
import { MenuCategory, SystemPermissions } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { route, zOptionalId } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { treeNodeSchema, treeSchema } from '../../platform/tree.js';
import { grantTree, menuForest, menuNamer, menuNodeTree, menus, topMenus, userButtons, userRoutes } from './menu.queries.js';
import { grantedKeys } from './role.queries.js';

const permissions = SystemPermissions.menu;
const { grant } = SystemPermissions.role;
const tags = ['menu'];
const nullableText = z.string().nullable();
/** A node of `routes` and `buttons`. */
const routeNode = treeSchema('MenuRouteNode', {
  id: z.string(),
  parentId: z.string(),
  code: z.string(),
  name: z.string(),
  alias: nullableText,
  path: nullableText,
  source: nullableText,
  sort: z.number(),
  category: z.number(),
  action: z.number(),
  isOpen: z.number(),
});
const menuTree = treeSchema('MenuTree', { ...menus.record.shape, parentName: z.string() });
const listInput = z.object({ code: z.string().max(100).optional(), name: z.string().max(100).optional(), alias: z.string().max(100).optional() });
const forestRoute = (url: string, category: number | undefined, summary: string) =>
  route({
    method: 'GET',
    url,
    permission: permissions.view,
    summary,
    tags,
    input: listInput,
    output: z.array(menuTree),
    handler: (q, ctx) => menuForest(ctx, q, category),
  });

/**
 * Menus and buttons `/api/blade-system/menu/...`: administration (list, menu-list, tree, detail,
 * submit, remove), what the signed-in user sees (routes, buttons, top-menu), and the trees of the
 * role grant dialog (grant-tree, role-tree-keys).
 */
export const menuRoutes = [
  ...crudRoutes(menus, { prefix: '/api/blade-system/menu', permissions, routes: { page: false, list: false } }),
  forestRoute('/api/blade-system/menu/list', undefined, 'Menus and buttons as a tree of records (code, name, alias filters)'),
  forestRoute('/api/blade-system/menu/menu-list', MenuCategory.MENU, 'Menus only (no buttons) as a tree of records'),
  route({
    method: 'GET',
    url: '/api/blade-system/menu/tree',
    permission: [permissions.view, grant],
    summary: 'Menus (no buttons) as a selector tree; with parentId only what lies below it',
    tags,
    input: z.object({ parentId: zOptionalId }),
    output: z.array(treeNodeSchema),
    handler: ({ parentId }, ctx) => menuNodeTree(ctx, parentId),
  }),
  route({
    method: 'GET',
    url: '/api/blade-system/menu/routes',
    permission: 'authenticated',
    summary: "The signed-in user's menu tree (granted menus, sorted); with topMenuId only the menus below that top menu",
    tags,
    input: z.object({ topMenuId: zOptionalId }),
    output: z.array(routeNode),
    handler: ({ topMenuId }, ctx) => userRoutes(ctx.db, ctx.auth, topMenuId, menuNamer(ctx)),
  }),
  route({
    method: 'GET',
    url: '/api/blade-system/menu/buttons',
    permission: 'authenticated',
    summary: "The signed-in user's granted buttons, under the menus that hold them",
    tags,
    output: z.array(routeNode),
    handler: (_i, ctx) => userButtons(ctx.db, ctx.auth, menuNamer(ctx)),
  }),
  route({
    method: 'GET',
    url: '/api/blade-system/menu/top-menu',
    permission: 'authenticated',
    summary: "The signed-in user's top-level menus",
    tags,
    output: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), source: nullableText, path: nullableText, sort: z.number() })),
    handler: (_i, ctx) => topMenus(ctx.db, ctx.auth, menuNamer(ctx)),
  }),
  route({
    method: 'GET',
    url: '/api/blade-system/menu/grant-tree',
    permission: grant,
    summary: 'The grant dialog trees {menu, dataScope, apiScope} of what the caller may grant',
    tags,
    output: z.object({ menu: z.array(treeNodeSchema), dataScope: z.array(treeNodeSchema), apiScope: z.array(treeNodeSchema) }),
    handler: (_i, ctx) => grantTree(ctx.db, ctx.auth, menuNamer(ctx)),
  }),
  route({
    method: 'GET',
    url: '/api/blade-system/menu/role-tree-keys',
    permission: [grant, SystemPermissions.role.view],
    summary: 'What roles are granted: {menu, dataScope, apiScope} id lists (roleIds=1,2)',
    tags,
    input: z.object({ roleIds: idList }),
    output: z.object({ menu: z.array(z.string()), dataScope: z.array(z.string()), apiScope: z.array(z.string()) }),
    handler: ({ roleIds }, { db, auth }) => grantedKeys(db, auth, roleIds),
  }),
];
