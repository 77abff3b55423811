import type { ComponentType } from 'react';

/**
 * A page reachable from the server's menu tree, by menu path (each module lists its own in `pages.ts`; app/routes.ts
 * composes them). The menu decides what the side menu shows;
 * this table decides which code renders a path. Each page is its own chunk.
 */
export interface PageEntry {
  path: string;
  titleKey: string;
  /** A public variant's menu path: the page is named after that menu (and needs it, see `requiresMenu`). */
  menuPath?: string;
  /**
   * A menu page opens only for users whose menu tree holds its path (else the shell shows 403). False for
   * pages reached from other pages rather than from the menu (details, views, legacy paths).
   */
  requiresMenu?: false;
  /** Query parameters naming a different record (a tab each, see RouteHandle.tagParams). */
  tagParams?: readonly string[];
  /** Where the page's menu is also a group (Workers): the name of the entry that opens the page inside the group. */
  groupEntryKey?: string;
  load: () => Promise<{ default: ComponentType }>;
}
