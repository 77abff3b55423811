/**
 * Menus and buttons every install has. Modules list their own (`menus` of modules/module.ts);
 * bootstrap inserts any code that is missing at every boot, so new features appear on old installs.
 */
export interface MenuSeed {
  code: string;
  name: string;
  /** Parent menu code; omitted for top-level menus. */
  parent?: string;
  path?: string;
  source?: string;
  sort?: number;
  /** 1 menu, 2 button. */
  category?: 1 | 2;
  alias?: string;
  /** Button placement: 0 toolbar, 1 row, 2 both. */
  action?: 0 | 1 | 2;
  /**
   * A page added to a running product: when first seeded it is also granted to every role that holds this code
   * (the Compliance page to whoever may view workers), so its users find it without an administrator's grant.
   */
  grantWith?: string;
}

/** The four standard buttons of a CRUD menu: `<code>_view/_add/_edit/_delete`. */
export function crudButtons(menuCode: string, label: string): MenuSeed[] {
  return [
    { code: `${menuCode}_view`, name: `View ${label}`, alias: 'view', parent: menuCode, category: 2, action: 1, sort: 1 },
    { code: `${menuCode}_add`, name: `Add ${label}`, alias: 'add', parent: menuCode, category: 2, action: 0, sort: 2 },
    { code: `${menuCode}_edit`, name: `Edit ${label}`, alias: 'edit', parent: menuCode, category: 2, action: 1, sort: 3 },
    { code: `${menuCode}_delete`, name: `Delete ${label}`, alias: 'delete', parent: menuCode, category: 2, action: 2, sort: 4 },
  ];
}
