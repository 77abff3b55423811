import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/context.js';
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
