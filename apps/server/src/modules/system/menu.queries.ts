import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ButtonAction, MenuCategory } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { bumpPermVersion } from '../../platform/auth/permissions.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { defineRepository, filters } from '../../platform/repository.js';
import { asTreeNode, toForest, type TreeNode } from '../../platform/tree.js';
import { apiScope, dataScope, menu, roleMenu } from './system.tables.js';
import { prepareMenuRemoval, prepareMenuWrite } from './menu.service.js';
import { menuName, requestLanguage } from '../../platform/i18n/index.js';

/** Names menus and buttons in the caller's language: a seeded name by its code, a name an administrator typed as typed. */
export type MenuNamer = <T extends { code: string; name: string }>(m: T) => T;

export function menuNamer(ctx: Pick<ServiceContext, 'app' | 'req'>): MenuNamer {
  const lang = requestLanguage(ctx.req);
  if (lang === 'en') return (m) => m;
  const seeds = new Map(ctx.app.modules.menus.map((s) => [s.code, s]));
  return (m) => ({ ...m, name: menuName(lang, m.code, m.name, seeds.get(m.code)) });
}
const asIs: MenuNamer = (m) => m;

export type MenuRow = typeof menu.$inferSelect;
const { MENU, BUTTON } = MenuCategory;

const smallint = (allowed: number[], what: string) =>
  z.coerce
    .number()
    .int()
    .refine((v) => allowed.includes(v), `must be ${what}`)
    .optional();

/**
 * Menus and buttons, shared by all tenants like BladeX. Codes are permissions, so every write bumps
 * every tenant's permission version.
 */
export const menus = defineRepository({
  name: 'menu',
  table: menu,
  global: true,
  filters: { code: filters.like(menu.code), name: filters.like(menu.name), alias: filters.like(menu.alias), category: filters.int(menu.category) },
  sortable: { sort: menu.sort, code: menu.code, name: menu.name, createTime: menu.createTime },
  defaultOrder: [asc(menu.sort), asc(menu.id)],
  inputExtend: {
    code: z.coerce
      .string()
      .trim()
      .min(1, 'is required')
      .max(100, 'must be at most 100 characters')
      .regex(/^[\w.:-]+$/, 'may contain letters, digits and _ . : - only'),
    category: smallint(Object.values(MenuCategory), '1 (menu) or 2 (button)'),
    action: smallint(Object.values(ButtonAction), '0 (toolbar), 1 (row) or 2 (both)'),
    isOpen: smallint([0, 1], '0 or 1'),
  },
  unique: [{ fields: ['code'], message: 'code: a menu with this code already exists' }],
  hooks: {
    beforeWrite: (tx, _ctx, values, existing) => prepareMenuWrite(tx, values, existing),
    afterWrite: (tx) => bumpPermVersion(tx),
    beforeRemove: (tx, _ctx, ids) => prepareMenuRemoval(tx, ids),
  },
});

type MenuRecord = { id: string; parentId: string; name: string; code: string };

/** Menus (with buttons, or only category `category`) matching the search, as a tree of records with their parents' names. */
export async function menuForest(ctx: ServiceContext, q: { code?: string; name?: string; alias?: string }, category: number | undefined) {
  const named = menuNamer(ctx);
  const rows = ((await menus.all(ctx.db, ctx, { ...q, category })) as (MenuRecord & { code: string })[]).map(named);
  const nameOf = new Map(rows.map((r) => [r.id, r.name]));
  return toForest(rows.map((r) => ({ ...r, parentName: nameOf.get(r.parentId) ?? '' })));
}

/** The menus (no buttons) as a selector tree; with `parentId` only what lies below that menu. */
export async function menuNodeTree(ctx: ServiceContext, parentId: string | undefined) {
  const rows = ((await menus.all(ctx.db, ctx, { category: MENU })) as MenuRecord[]).map(menuNamer(ctx));
  const forest = toForest(rows.map((r) => asTreeNode({ ...r, title: r.name })));
  if (!parentId || parentId === '0') return forest;
  type Node = TreeNode<ReturnType<typeof asTreeNode>>;
  const below = (nodes: Node[]): Node[] | undefined => {
    for (const n of nodes) {
      if (n.id === parentId) return n.children ?? [];
      const hit = n.children && below(n.children);
      if (hit) return hit;
    }
    return undefined;
  };
  return below(forest) ?? [];
}

/** Every live menu and button, in display order (the table is small: hundreds of rows). */
export function liveMenus(db: Db): Promise<MenuRow[]> {
  return db.select().from(menu).where(eq(menu.isDeleted, 0)).orderBy(asc(menu.sort), asc(menu.id));
}

/** Ids of the menus and buttons granted to the caller's roles; `null` for administrators (everything). */
export async function grantedMenuIds(db: Db, auth: AuthContext): Promise<Set<string> | null> {
  if (auth.isAdmin) return null;
  if (auth.roleIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: roleMenu.menuId }).from(roleMenu).where(inArray(roleMenu.roleId, auth.roleIds));
  return new Set(rows.map((r) => r.id));
}

/** `ids` and all their ancestors among `all` (a granted page shows under its parent menus). */
function withAncestors(all: MenuRow[], ids: Iterable<string>): Set<string> {
  const byId = new Map(all.map((m) => [m.id, m]));
  const out = new Set<string>();
  for (const id of ids) {
    let m = byId.get(id);
    while (m && !out.has(m.id)) {
      out.add(m.id);
      m = byId.get(m.parentId);
    }
  }
  return out;
}

/** The menus and buttons the caller may see: granted ones plus their ancestors; all for administrators. */
export async function visibleMenus(db: Db, auth: AuthContext): Promise<MenuRow[]> {
  const [all, granted] = await Promise.all([liveMenus(db), grantedMenuIds(db, auth)]);
  if (!granted) return all;
  const keep = withAncestors(all, granted);
  return all.filter((m) => keep.has(m.id));
}

/** The fields of a route or button node (seed: the web shell builds its side menu from them). */
export const routeFields = (m: MenuRow) => ({
  id: m.id,
  parentId: m.parentId,
  code: m.code,
  name: m.name,
  alias: m.alias,
  path: m.path,
  source: m.source,
  sort: m.sort,
  category: m.category,
  action: m.action,
  isOpen: m.isOpen,
});

/** The signed-in user's menu tree (category 1), optionally only what lies below the top menu `topMenuId`. */
export async function userRoutes(db: Db, auth: AuthContext, topMenuId?: string, named: MenuNamer = asIs) {
  const nodes = (await visibleMenus(db, auth)).filter((m) => m.category === MENU).map((m) => named(routeFields(m)));
  if (!topMenuId) return toForest(nodes);
  const below = new Set([topMenuId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const n of nodes) {
      if (!below.has(n.id) && below.has(n.parentId)) {
        below.add(n.id);
        grew = true;
      }
    }
  }
  return toForest(nodes.filter((n) => n.id !== topMenuId && below.has(n.id)));
}

/** The signed-in user's top-level menus. */
export const topMenus = async (db: Db, auth: AuthContext, named: MenuNamer = asIs) =>
  (await userRoutes(db, auth, undefined, named)).map(({ id, code, name, source, path, sort }) => ({ id, code, name, source, path, sort }));

/** BladeX `buttons`: the granted buttons under the granted menus that hold them, as a tree. */
export async function userButtons(db: Db, auth: AuthContext, named: MenuNamer = asIs) {
  const [all, granted] = await Promise.all([liveMenus(db), grantedMenuIds(db, auth)]);
  const mine = granted ? all.filter((m) => granted.has(m.id)) : all;
  const buttonParents = new Set(mine.filter((m) => m.category === BUTTON).map((m) => m.parentId));
  return toForest(mine.filter((m) => m.category === BUTTON || buttonParents.has(m.id)).map((m) => named(routeFields(m))));
}

/** Data or API scopes as leaves under the menus they belong to (the grant dialog). */
function scopeTree(visibleRows: MenuRow[], scopes: { id: string; menuId: string; scopeName: string }[]) {
  const visible = new Set(visibleRows.map((m) => m.id));
  const mine = scopes.filter((s) => visible.has(s.menuId));
  const keep = withAncestors(
    visibleRows,
    mine.map((s) => s.menuId),
  );
  return toForest([
    ...visibleRows.filter((m) => keep.has(m.id)).map((m) => asTreeNode({ ...m, title: m.name })),
    ...mine.map((s) => asTreeNode({ id: s.id, parentId: s.menuId, title: s.scopeName })),
  ]);
}

/** `{menu, dataScope, apiScope}` trees of what the caller may grant (administrators: everything). */
export async function grantTree(db: Db, auth: AuthContext, named: MenuNamer = asIs) {
  const visible = (await visibleMenus(db, auth)).map(named);
  const scopeCols = (t: typeof dataScope | typeof apiScope) => ({ id: t.id, menuId: t.menuId, scopeName: t.scopeName });
  const [dataScopes, apiScopes] = await Promise.all([
    db.select(scopeCols(dataScope)).from(dataScope).where(eq(dataScope.isDeleted, 0)).orderBy(asc(dataScope.id)),
    db.select(scopeCols(apiScope)).from(apiScope).where(eq(apiScope.isDeleted, 0)).orderBy(asc(apiScope.id)),
  ]);
  return {
    menu: toForest(visible.map((m) => asTreeNode({ ...m, title: m.name }))),
    dataScope: scopeTree(visible, dataScopes),
    apiScope: scopeTree(visible, apiScopes),
  };
}
