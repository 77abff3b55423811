import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { nextId } from '../../platform/db/ids.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import { enqueue } from '../../platform/outbox.js';
import { webhookEndpoint } from './webhook.tables.js';

/** What an outbox row of the `webhook` channel carries besides its body (the JSON that is posted). */
export interface WebhookPayload {
  endpointId: string;
  eventId: string;
  event: WebhookEvent;
}

/**
 * Publishes a business event to the tenant's webhook endpoints that subscribe to it, inside the
 * caller's transaction: one outbox row per enabled endpoint, so the event goes out only if the
 * change commits, and is signed and posted after commit by the outbox worker (webhook.send.ts).
 * All endpoints receive the same event id and body. Answers the event id (null when nobody listens).
 */
// run by every request's start and end: prepared once (platform/db/prepared.ts)
const endpointsQuery = preparedPerDb((db) =>
  db
    .select({ id: webhookEndpoint.id, url: webhookEndpoint.url })
    .from(webhookEndpoint)
    .where(
      and(
        eq(webhookEndpoint.tenantId, sql.placeholder('tenantId')),
        eq(webhookEndpoint.isDeleted, 0),
        eq(webhookEndpoint.enabled, 1),
        sql`${sql.placeholder('event')} = any(string_to_array(${webhookEndpoint.events}, ','))`,
      ),
    )
    .prepare('hr_webhook_endpoints'),
);

export async function publishEvent(tx: Db, tenantId: string, event: WebhookEvent, data: Record<string, unknown>): Promise<string | null> {
  const endpoints = await endpointsQuery(tx).execute({ tenantId, event });
  if (endpoints.length === 0) return null;
  const eventId = nextId();
  const body = JSON.stringify({ id: eventId, event, occurredAt: new Date().toISOString(), data });
  for (const ep of endpoints) {
    const payload: WebhookPayload = { endpointId: ep.id, eventId, event };
    await enqueue(tx, { tenantId, channel: 'webhook', recipient: ep.url, subject: event, body, payload });
  }
  return eventId;
}
