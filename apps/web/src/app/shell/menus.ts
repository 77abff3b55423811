import type { MenuItem, Tag } from '../session/session';

/** Menu paths that are web addresses or html pages open inside the iframe page. */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(path) || /^\/?[\w\-./]+\.html?(?:[?#]\S*)?$/i.test(path);
}

/**
 * The menu entry of the user whose address an /iframe page may frame (`src`); none for any other
 * address, which the page refuses (no foreign page in the app's frame with a title of the link's choosing).
 */
export function framedMenu(menus: MenuItem[], src: string): MenuItem | undefined {
  if (!isExternalPath(src)) return undefined;
  for (const item of menus) {
    if (item.path === src && !item.children?.length) return item;
    const below = item.children ? framedMenu(item.children, src) : undefined;
    if (below) return below;
  }
  return undefined;
}

/** Where clicking a menu item goes inside the app. */
export function menuTarget(item: MenuItem): string {
  if (isExternalPath(item.path)) return `/iframe?${new URLSearchParams({ src: item.path, name: item.name })}`;
  return item.path.startsWith('/') ? item.path : `/${item.path}`;
}

/** The chain of menu items from the root to the one whose target is `target`. */
export function menuTrail(menus: MenuItem[], target: string): MenuItem[] {
  for (const item of menus) {
    if (menuTarget(item) === target) return [item];
    const below = item.children ? menuTrail(item.children, target) : [];
    if (below.length) return [item, ...below];
  }
  return [];
}

/**
 * Which tab an address belongs to: one tab per page, keyed by its path and the query parameters that name
 * a different record on it (the route's `tagParams`: the request of /flow/detail, the framed page of
 * /iframe). Every other parameter is the page's view state (the leave calendar's date and view, a list's
 * tab): moving within the page updates its tab instead of opening another.
 */
export function tagKeyOf(pathname: string, search: string, tagParams: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams(tagParams.flatMap((name) => params.getAll(name).map((value) => [name, value] as [string, string])));
  return kept.size ? `${pathname}?${kept}` : pathname;
}

const keyOf = (tag: Tag) => tag.key ?? tag.path;

/** Adds a tag for the page just opened, or points its tag at the address now open (one tab per page). */
export function withTag(tags: Tag[], tag: Tag): Tag[] {
  return tags.some((existing) => keyOf(existing) === keyOf(tag)) ? tags.map((t) => (keyOf(t) === keyOf(tag) ? tag : t)) : [...tags, tag];
}

/** Closes a tag (by its key) unless it is the last one (seed 001 section 2); answers the tags and where to go next. */
export function withoutTag(tags: Tag[], key: string, activeKey: string): { tags: Tag[]; next?: string } {
  if (tags.length <= 1) return { tags };
  const index = tags.findIndex((tag) => keyOf(tag) === key);
  if (index < 0) return { tags };
  const rest = tags.filter((tag) => keyOf(tag) !== key);
  const next = key === activeKey ? rest[Math.min(index, rest.length - 1)].path : undefined;
  return { tags: rest, next };
}

/** The first menu item (depth first) whose path is `path`. */
export function findMenuByPath(menus: MenuItem[], path: string): MenuItem | undefined {
  for (const item of menus) {
    if (item.path === path) return item;
    const found = item.children && findMenuByPath(item.children, path);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether the shell refuses the page: it needs a menu (`required`, from the route) and the user's menu
 * tree, once read, does not hold it. Until the tree arrives nothing is refused.
 */
export function isRefused(menus: MenuItem[], menusLoaded: boolean | undefined, required: string | undefined): boolean {
  return Boolean(menusLoaded && required && !findMenuByPath(menus, required));
}

/** Every page of the menu tree (depth first) with its target and the names of the groups above it. */
export function menuLeaves(menus: MenuItem[], groups: string[] = []): Array<{ name: string; target: string; groups: string[] }> {
  return menus.flatMap((item) =>
    item.children?.length ? menuLeaves(item.children, [...groups, item.name]) : [{ name: item.name, target: menuTarget(item), groups }],
  );
}

/** The pages whose name holds every word typed (any case, any order), at most `limit` of them. */
export function searchPages(leaves: ReturnType<typeof menuLeaves>, text: string, limit = 20) {
  const words = text.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return leaves.filter((leaf) => words.every((word) => leaf.name.toLocaleLowerCase().includes(word))).slice(0, limit);
}
