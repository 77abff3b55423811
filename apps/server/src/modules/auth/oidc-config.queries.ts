import { and, eq, lt, sql } from 'drizzle-orm';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { authOidcFlow, authOidcHandoff, oidcProvider } from './oidc.tables.js';

export type OidcProviderRow = typeof oidcProvider.$inferSelect;

/** The tenant's live provider row, enabled or not (one per tenant). */
export async function providerOfTenant(db: Db, forTenant: Tenant): Promise<OidcProviderRow | null> {
  const [row] = await db
    .select()
    .from(oidcProvider)
    .where(and(eq(oidcProvider.tenantId, forTenant.tenantId), eq(oidcProvider.isDeleted, 0)))
    .limit(1);
  return row ?? null;
}

type ProviderValues = Omit<typeof oidcProvider.$inferInsert, 'tenantId'>;

/** Writes the tenant's provider: the existing row (one more version) or a new one; answers the row. */
export async function writeProvider(db: Db, auth: AuthContext, existingId: string | undefined, values: ProviderValues, now: string): Promise<OidcProviderRow> {
  const [row] = existingId
    ? await db
        .update(oidcProvider)
        .set({ ...values, version: sql`${oidcProvider.version} + 1`, updateUser: auth.userId, updateTime: now })
        .where(and(eq(oidcProvider.id, existingId), eq(oidcProvider.tenantId, auth.tenantId)))
        .returning()
    : await db
        .insert(oidcProvider)
        .values({ ...values, tenantId: auth.tenantId, createUser: auth.userId, updateUser: auth.userId, createDept: auth.deptIds[0] ?? null })
        .returning();
  return row;
}

/** Starts a sign-in flow (expired flows are dropped first). */
export async function insertOidcFlow(db: Db, values: typeof authOidcFlow.$inferInsert, now: string): Promise<void> {
  await db.delete(authOidcFlow).where(lt(authOidcFlow.expireTime, now));
  await db.insert(authOidcFlow).values(values);
}

/** Takes (deletes and answers) the flow of a state's hash, or undefined. */
export async function takeOidcFlow(db: Db, key: string) {
  const [flow] = await db.delete(authOidcFlow).where(eq(authOidcFlow.key, key)).returning();
  return flow;
}

/** Stores a handover code's hash for a user (expired ones are dropped first). */
export async function insertHandoff(db: Db, values: typeof authOidcHandoff.$inferInsert, now: string): Promise<void> {
  await db.delete(authOidcHandoff).where(lt(authOidcHandoff.expireTime, now));
  await db.insert(authOidcHandoff).values(values);
}

/** Takes (deletes and answers) the tenant's handover of a code's hash, or undefined. */
export async function takeOidcHandoff(db: Db, auth: Tenant, key: string) {
  const [row] = await db
    .delete(authOidcHandoff)
    .where(and(eq(authOidcHandoff.key, key), eq(authOidcHandoff.tenantId, auth.tenantId)))
    .returning();
  return row;
}
