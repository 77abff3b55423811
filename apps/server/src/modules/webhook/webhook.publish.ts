import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { nextId } from '../../platform/db/ids.js';
import { configRead } from '../../platform/db/feed-cache.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import { enqueue } from '../../platform/outbox.js';
import { webhookEndpoint } from './webhook.tables.js';
import { shownUrl } from './webhook.address.js';
import type { Tenant } from '../../platform/auth/context.js';

/** What an outbox row of the `webhook` channel carries besides its body (the JSON that is posted). */
export interface WebhookPayload {
  endpointId: string;
  eventId: string;
  event: WebhookEvent;
}

// the tenant's enabled endpoints, read by every request's start and end: prepared once (platform/db/prepared.ts) and
// kept in the configuration cache while no endpoint changed (feed-cache.ts)
const endpointsQuery = preparedPerDb((db) =>
  db
    .select({ id: webhookEndpoint.id, url: webhookEndpoint.url, events: webhookEndpoint.events })
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.tenantId, sql.placeholder('tenantId')), eq(webhookEndpoint.isDeleted, 0), eq(webhookEndpoint.enabled, 1)))
    .prepare('hr_webhook_endpoints'),
);

/**
 * Publishes a business event to the tenant's webhook endpoints that subscribe to it, inside the
 * caller's transaction: one outbox row per enabled endpoint, so the event goes out only if the
 * change commits, and is signed and posted after commit by the outbox worker (webhook.send.ts).
 * All endpoints receive the same event id and body. Answers the event id (null when nobody listens).
 */
export async function publishEvent(tx: Db, forTenant: Tenant, event: WebhookEvent, data: Record<string, unknown>): Promise<string | null> {
  const enabled = await configRead(tx, 'webhookEndpoints', forTenant.tenantId, async () =>
    (await endpointsQuery(tx).execute({ tenantId: forTenant.tenantId })).map((e) => ({ id: e.id, url: e.url, events: new Set(e.events.split(',')) })),
  );
  const endpoints = enabled!.filter((e) => e.events.has(event));
  if (endpoints.length === 0) return null;
  const eventId = nextId();
  const body = JSON.stringify({ id: eventId, event, occurredAt: new Date().toISOString(), data });
  for (const ep of endpoints) {
    const payload: WebhookPayload = { endpointId: ep.id, eventId, event };
    await enqueue(tx, { tenantId: forTenant.tenantId, channel: 'webhook', recipient: shownUrl(ep.url), subject: event, body, payload });
  }
  return eventId;
}
