import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigId, dateTime } from '../../platform/db/columns.js';
import { nextId } from '../../platform/db/ids.js';

/**
 * A user's secret calendar feed address. Only the SHA-256 of the token is kept (the address is shown
 * once); a revoked row stays (revoke_time set) so the token can never work again.
 */
export const calendarFeed = pgTable(
  'sys_calendar_feed',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    userId: bigId('user_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The token's first characters, so the user can tell which address is active. */
    tokenHint: varchar('token_hint', { length: 8 }).notNull(),
    createTime: dateTime('create_time').notNull(),
    lastUsedTime: dateTime('last_used_time'),
    revokeTime: dateTime('revoke_time'),
  },
  (t) => [uniqueIndex('sys_calendar_feed_token_uq').on(t.tokenHash), index('sys_calendar_feed_user_idx').on(t.tenantId, t.userId)],
);
