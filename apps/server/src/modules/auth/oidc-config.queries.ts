import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { oidcProvider } from './oidc.tables.js';

export type OidcProviderRow = typeof oidcProvider.$inferSelect;

/** The tenant's live provider row, enabled or not (one per tenant). */
export async function providerOfTenant(db: Db, tenantId: string): Promise<OidcProviderRow | null> {
  const [row] = await db
    .select()
    .from(oidcProvider)
    .where(and(eq(oidcProvider.tenantId, tenantId), eq(oidcProvider.isDeleted, 0)))
    .limit(1);
  return row ?? null;
}
