import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { filters } from '../../platform/repository.js';
import { tableRecordSchema } from '../../platform/db/zod.js';
import { outbox } from '../../platform/db/platform.tables.js';

/**
 * The outbox as administrators read it: every mail, SMS and in-app message of the tenant with its
 * state (`dev` rows were kept because no provider is configured: their text, e.g. a sign-in code, is here).
 */
export const outboxListing = {
  table: outbox,
  record: tableRecordSchema(outbox, { omit: ['tenantId'] }),
  base: (auth: AuthContext) => eq(outbox.tenantId, auth.tenantId),
  filters: {
    channel: filters.equals(outbox.channel, z.enum(['email', 'sms', 'message', 'webhook'])),
    recipient: filters.like(outbox.recipient),
    state: filters.equals(outbox.state, z.enum(['pending', 'running', 'sent', 'dev', 'dropped', 'failed'])),
  },
  sortable: { createTime: outbox.createTime, state: outbox.state },
  defaultOrder: [sql`${outbox.createTime} desc`, sql`${outbox.id} desc`],
};

/** The tenant's messages among `ids` (id and state), locked for the transaction. */
export async function lockOutboxRows(db: Db, auth: Tenant, ids: string[]) {
  return db
    .select({ id: outbox.id, state: outbox.state })
    .from(outbox)
    .where(and(eq(outbox.tenantId, auth.tenantId), inArray(outbox.id, ids)))
    .for('update');
}

/** Puts the messages `ids` back in the queue with a fresh attempt count, due at `now`. */
export async function requeueOutbox(db: Db, ids: string[], now: string): Promise<void> {
  await db.update(outbox).set({ state: 'pending', attempts: 0, nextAttemptTime: now }).where(inArray(outbox.id, ids));
}
