/** Which CRUD buttons show (seed 001 section 6): visible by default, hidden by an option or a missing permission. */
export type CrudButton = 'add' | 'edit' | 'view' | 'delete';

export interface ButtonRules {
  /** Page options, e.g. `{ edit: false }` for a read-only page. */
  options?: Partial<Record<CrudButton, boolean>>;
  /** Permission code prefix: `user` means user_add, user_edit, user_view, user_delete. */
  permissionPrefix?: string;
  permissions: readonly string[];
}

export function permissionCode(prefix: string, button: CrudButton): string {
  return `${prefix}_${button}`;
}

export function isButtonVisible(button: CrudButton, { options, permissionPrefix, permissions }: ButtonRules): boolean {
  if (options?.[button] === false) return false;
  if (permissionPrefix && !permissions.includes(permissionCode(permissionPrefix, button))) return false;
  return true;
}

/** Generic permission check for other buttons (e.g. user_reset). */
export function hasPermission(code: string | undefined, permissions: readonly string[]): boolean {
  return !code || permissions.includes(code);
}

/** Rows ranked 1 to 3 across all pages are highlighted in the index column. */
export function rankOf(indexOnPage: number, current: number, size: number): number {
  return (current - 1) * size + indexOnPage + 1;
}

export const PAGE_SIZES = [10, 20, 30, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;
export const DRAWER_WIDTH = 500;
/** The read-only view's description list sets two values to a line. */
export const VIEW_DRAWER_WIDTH = 760;
export const DRAWER_Z_INDEX = 1032;
