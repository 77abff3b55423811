import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters } from '../../platform/crud.js';
import { defineRoute, zOptionalId } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { tableRecordSchema } from '../../platform/db/zod.js';
import { badRequest } from '../../platform/errors.js';
import { bumpPermVersion } from '../../platform/auth/permissions.js';
import { asTreeNode, assertValidParent, toForest, treeNodeSchema, treeSchema } from '../../platform/tree.js';
import { crudButtons, registerMenuSeeds } from './menu-seeds.js';
import { menu } from './system.tables.js';
import { grantedKeys } from './role.service.js';
import { BUTTON, grantTree, hasChildMenus, MENU, userButtons, userRoutes } from './menu.service.js';

registerMenuSeeds([
  { code: 'menu', name: 'Menus', parent: 'system', path: '/system/menu', source: 'menu', sort: 3 },
  ...crudButtons('menu', 'menu'),
]);

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
const menuTree = treeSchema('MenuTree', { ...tableRecordSchema(menu).shape, parentName: z.string() });
const idsTriple = z.object({ menu: z.array(z.string()), dataScope: z.array(z.string()), apiScope: z.array(z.string()) });
const smallint = (allowed: number[], what: string) =>
  z.coerce.number().int().refine((v) => allowed.includes(v), `must be ${what}`).optional();

/**
 * Menus and buttons `/api/blade-system/menu/...` (shared by all tenants, like BladeX): administration
 * (list, menu-list, tree, detail, submit, remove) and what the signed-in user sees (routes, buttons,
 * top-menu), plus the trees of the role grant dialog (grant-tree, role-tree-keys).
 */
export default async function menuRoutes(app: FastifyInstance): Promise<void> {
  const menus = defineResource(app, {
    name: 'menu',
    prefix: '/api/blade-system/menu',
    table: menu,
    global: true,
    permissions: 'menu',
    routes: { page: false, list: false, detail: 'detail', submit: 'submit', remove: 'remove' },
    filters: { code: filters.like(menu.code), name: filters.like(menu.name), alias: filters.like(menu.alias), category: filters.int(menu.category) },
    sortable: { sort: menu.sort, code: menu.code, name: menu.name, createTime: menu.createTime },
    defaultOrder: [asc(menu.sort), asc(menu.id)],
    inputExtend: {
      code: z.coerce.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters').regex(/^[\w.:-]+$/, 'may contain letters, digits and _ . : - only'),
      category: smallint([MENU, BUTTON], '1 (menu) or 2 (button)'),
      action: smallint([0, 1, 2], '0 (toolbar), 1 (row) or 2 (both)'),
      isOpen: smallint([0, 1], '0 or 1'),
    },
    unique: [{ fields: ['code'], message: 'code: a menu with this code already exists' }],
    hooks: {
      beforeWrite: async (tx, _ctx, values, existing) => {
        const parentId = (values.parentId ?? existing?.parentId) as string | undefined;
        const live = eq(menu.isDeleted, 0);
        await assertValidParent(tx, menu, live, (existing?.id as string) ?? null, parentId, 'menu');
        if (parentId && parentId !== '0') {
          const [parent] = await tx.select({ category: menu.category }).from(menu).where(and(live, eq(menu.id, parentId)));
          if (parent?.category === BUTTON) throw badRequest('parentId: a button cannot hold menus or buttons');
        }
      },
      // codes are permissions, and menus are shared: every tenant's cache must reload
      afterWrite: (tx) => bumpPermVersion(tx),
      beforeRemove: async (tx, _ctx, ids) => {
        if (await hasChildMenus(tx, ids)) throw badRequest('The menu has child menus or buttons; remove them first');
        await bumpPermVersion(tx);
      },
    },
  });

  const listInput = z.object({ code: z.string().max(100).optional(), name: z.string().max(100).optional(), alias: z.string().max(100).optional() });
  for (const [url, category, summary] of [
    ['/api/blade-system/menu/list', undefined, 'Menus and buttons as a tree of records (code, name, alias filters)'],
    ['/api/blade-system/menu/menu-list', MENU, 'Menus only (no buttons) as a tree of records'],
  ] as const) {
    defineRoute(app, {
      method: 'GET',
      url,
      permission: 'menu_view',
      summary,
      tags: ['menu'],
      input: listInput,
      output: z.array(menuTree),
      handler: async (q, ctx) => {
        const rows = (await menus.page(ctx.db, ctx, { current: 1, size: -1, ...q, category })).records as { id: string; parentId: string; name: string }[];
        const nameOf = new Map(rows.map((r) => [r.id, r.name]));
        return toForest(rows.map((r) => ({ ...r, parentName: nameOf.get(r.parentId) ?? '' })));
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-system/menu/tree',
    permission: ['menu_view', 'role_grant'],
    summary: 'Menus (no buttons) as a selector tree; with parentId only what lies below it',
    tags: ['menu'],
    input: z.object({ parentId: zOptionalId }),
    output: z.array(treeNodeSchema),
    handler: async ({ parentId }, ctx) => {
      const rows = (await menus.page(ctx.db, ctx, { current: 1, size: -1, category: MENU })).records as { id: string; parentId: string; name: string }[];
      const forest = toForest(rows.map((r) => asTreeNode({ ...r, title: r.name })));
      if (!parentId || parentId === '0') return forest;
      const find = (nodes: typeof forest): typeof forest | undefined => {
        for (const n of nodes) {
          if (n.id === parentId) return n.children ?? [];
          const hit = n.children && find(n.children);
          if (hit) return hit;
        }
        return undefined;
      };
      return find(forest) ?? [];
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-system/menu/routes',
    permission: 'authenticated',
    summary: "The signed-in user's menu tree (granted menus, sorted); with topMenuId only the menus below that top menu",
    tags: ['menu'],
    input: z.object({ topMenuId: zOptionalId }),
    output: z.array(routeNode),
    handler: ({ topMenuId }, { db, auth }) => userRoutes(db, auth, topMenuId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-system/menu/buttons',
    permission: 'authenticated',
    summary: "The signed-in user's granted buttons, under the menus that hold them",
    tags: ['menu'],
    output: z.array(routeNode),
    handler: (_i, { db, auth }) => userButtons(db, auth),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-system/menu/top-menu',
    permission: 'authenticated',
    summary: "The signed-in user's top-level menus",
    tags: ['menu'],
    output: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), source: nullableText, path: nullableText, sort: z.number() })),
    handler: async (_i, { db, auth }) => (await userRoutes(db, auth)).map(({ id, code, name, source, path, sort }) => ({ id, code, name, source, path, sort })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-system/menu/grant-tree',
    permission: 'role_grant',
    summary: 'The grant dialog trees {menu, dataScope, apiScope} of what the caller may grant',
    tags: ['menu'],
    output: z.object({ menu: z.array(treeNodeSchema), dataScope: z.array(treeNodeSchema), apiScope: z.array(treeNodeSchema) }),
    handler: (_i, { db, auth }) => grantTree(db, auth),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/blade-system/menu/role-tree-keys',
    permission: ['role_grant', 'role_view'],
    summary: 'What roles are granted: {menu, dataScope, apiScope} id lists (roleIds=1,2)',
    tags: ['menu'],
    input: z.object({ roleIds: idList }),
    output: idsTriple,
    handler: ({ roleIds }, { db, auth }) => grantedKeys(db, auth, roleIds),
  });
}
