import { eq } from 'drizzle-orm';
import { DataScopeType } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { bumpPermVersion, SCOPE_API, SCOPE_DATA } from '../../platform/auth/permissions.js';
import { badRequest } from '../../platform/errors.js';
import { menu } from './system.tables.js';
import { removeScopeGrants } from './system.store.js';
import { assertIdsExist } from './references.js';

export type ScopeKind = 'data' | 'api';

/** Before a scope is written: a custom data scope lists its departments; the menu it belongs to exists. */
export async function prepareScopeWrite(tx: Db, kind: ScopeKind, values: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void> {
  const merged = { ...(existing ?? {}), ...values };
  if (kind === 'data' && merged.scopeType === DataScopeType.CUSTOM && !/^\d{1,19}(,\d{1,19})*$/.test(String(merged.scopeValue ?? ''))) {
    throw badRequest('scopeValue: a custom data scope needs a comma list of department ids');
  }
  if (values.menuId !== undefined) await assertIdsExist(tx, menu, eq(menu.isDeleted, 0), [values.menuId as string], 'menuId', 'menu');
}

/** Removing a scope removes its grants; every process sees it at its next request. */
export async function prepareScopeRemoval(tx: Db, kind: ScopeKind, ids: string[]): Promise<void> {
  await removeScopeGrants(tx, kind === 'data' ? SCOPE_DATA : SCOPE_API, ids);
  await bumpPermVersion(tx);
}
