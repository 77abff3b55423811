import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { bigId, businessColumns, dateTime } from '../../platform/db/columns.js';
import { nextId } from '../../platform/db/ids.js';

/**
 * An administrator's webhook endpoint: where the tenant's events go (`events`, a comma list of
 * WEBHOOK_EVENTS) and the secret their HMAC signature is made with. The secret is shown once, when it
 * is generated or rotated; no read answers it.
 */
export const webhookEndpoint = pgTable(
  'sys_webhook_endpoint',
  {
    ...businessColumns(),
    name: varchar('name', { length: 100 }),
    url: varchar('url', { length: 1000 }).notNull(),
    events: varchar('events', { length: 1000 }).notNull(),
    enabled: smallint('enabled').notNull().default(1),
    secret: varchar('secret', { length: 100 }).notNull(),
  },
  (t) => [index('sys_webhook_endpoint_tenant_idx').on(t.tenantId)],
);

/** One attempt to deliver one event to one endpoint (the outbox row carries the event; this logs each try). */
export const webhookDelivery = pgTable(
  'sys_webhook_delivery',
  {
    id: bigId('id').primaryKey().$defaultFn(nextId),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    endpointId: bigId('endpoint_id').notNull(),
    outboxId: bigId('outbox_id').notNull(),
    eventId: varchar('event_id', { length: 40 }).notNull(),
    event: varchar('event', { length: 40 }).notNull(),
    attempt: integer('attempt').notNull(),
    /** HTTP status of the answer; null when none came (refused, timed out). */
    statusCode: integer('status_code'),
    success: smallint('success').notNull(),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createTime: dateTime('create_time').notNull(),
  },
  (t) => [index('sys_webhook_delivery_endpoint_idx').on(t.tenantId, t.endpointId, t.createTime)],
);
