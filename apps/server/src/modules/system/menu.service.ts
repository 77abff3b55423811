import { eq } from 'drizzle-orm';
import { MenuCategory } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { bumpPermVersion } from '../../platform/auth/permissions.js';
import { badRequest } from '../../platform/errors.js';
import { assertValidParent } from '../../platform/tree.js';
import { menu } from './system.tables.js';
import { childMenuOutside, menuCategory } from './system.store.js';

const live = eq(menu.isDeleted, 0);

/** Before a menu is written: its parent exists, is not inside its own subtree, and is not a button (buttons are leaves). */
export async function prepareMenuWrite(tx: Db, values: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void> {
  const parentId = (values.parentId ?? existing?.parentId) as string | undefined;
  await assertValidParent(tx, menu, live, (existing?.id as string) ?? null, parentId, 'menu');
  if (parentId && parentId !== '0') {
    if ((await menuCategory(tx, parentId)) === MenuCategory.BUTTON) throw badRequest('parentId: a button cannot hold menus or buttons');
  }
}

/** A menu with children that stay is not removed; a removal reaches every tenant's grants at once. */
export async function prepareMenuRemoval(tx: Db, ids: string[]): Promise<void> {
  if (await childMenuOutside(tx, ids)) throw badRequest('The menu has child menus or buttons; remove them first');
  await bumpPermVersion(tx);
}
