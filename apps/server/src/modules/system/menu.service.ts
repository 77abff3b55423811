import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { asTreeNode, toForest } from '../../platform/tree.js';
import { apiScope, dataScope, menu, roleMenu } from './system.tables.js';

export type MenuRow = typeof menu.$inferSelect;
export const MENU = 1;
export const BUTTON = 2;

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
export async function userRoutes(db: Db, auth: AuthContext, topMenuId?: string) {
  const nodes = (await visibleMenus(db, auth)).filter((m) => m.category === MENU).map(routeFields);
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

/** BladeX `buttons`: the granted buttons under the granted menus that hold them, as a tree. */
export async function userButtons(db: Db, auth: AuthContext) {
  const [all, granted] = await Promise.all([liveMenus(db), grantedMenuIds(db, auth)]);
  const mine = granted ? all.filter((m) => granted.has(m.id)) : all;
  const buttonParents = new Set(mine.filter((m) => m.category === BUTTON).map((m) => m.parentId));
  return toForest(mine.filter((m) => m.category === BUTTON || buttonParents.has(m.id)).map(routeFields));
}

/** Data or API scopes as leaves under the menus they belong to (the grant dialog). */
function scopeTree(menus: MenuRow[], scopes: { id: string; menuId: string; scopeName: string }[]) {
  const visible = new Set(menus.map((m) => m.id));
  const mine = scopes.filter((s) => visible.has(s.menuId));
  const keep = withAncestors(menus, mine.map((s) => s.menuId));
  return toForest([
    ...menus.filter((m) => keep.has(m.id)).map((m) => asTreeNode({ ...m, title: m.name })),
    ...mine.map((s) => asTreeNode({ id: s.id, parentId: s.menuId, title: s.scopeName })),
  ]);
}

/** `{menu, dataScope, apiScope}` trees of what the caller may grant (administrators: everything). */
export async function grantTree(db: Db, auth: AuthContext) {
  const menus = await visibleMenus(db, auth);
  const scopeCols = (t: typeof dataScope | typeof apiScope) => ({ id: t.id, menuId: t.menuId, scopeName: t.scopeName });
  const [dataScopes, apiScopes] = await Promise.all([
    db.select(scopeCols(dataScope)).from(dataScope).where(eq(dataScope.isDeleted, 0)).orderBy(asc(dataScope.id)),
    db.select(scopeCols(apiScope)).from(apiScope).where(eq(apiScope.isDeleted, 0)).orderBy(asc(apiScope.id)),
  ]);
  return {
    menu: toForest(menus.map((m) => asTreeNode({ ...m, title: m.name }))),
    dataScope: scopeTree(menus, dataScopes),
    apiScope: scopeTree(menus, apiScopes),
  };
}

/** Whether menus among `ids` have live children (menus or buttons) that are not removed with them. */
export async function hasChildMenus(db: Db, ids: string[]): Promise<boolean> {
  const [child] = await db
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.isDeleted, 0), inArray(menu.parentId, ids), notInArray(menu.id, ids)))
    .limit(1);
  return Boolean(child);
}
