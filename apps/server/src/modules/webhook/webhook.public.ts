import { outbox } from '../../platform/db/platform.tables.js';
import type { Db } from '../../platform/db/client.js';
import { nextId } from '../../platform/db/ids.js';
import { formatDateTime } from '../../platform/util.js';
import { webhookDelivery, webhookEndpoint } from './webhook.tables.js';
import { newWebhookSecret } from './webhook.send.js';
import type { Tenant } from '../../platform/auth/context.js';

/*
 * What other modules may write of the webhook tables: the demo company's (DEMO_DATA=1) endpoints and their
 * past deliveries. Deliveries are logged only by the sender, at the moment it posts; a history dated in the past
 * has no service, so the module writes it here, in the shapes the sender and the outbox write.
 */

/** `minutes` before now as a company wall time. */
const minutesAgo = (minutes: number) => formatDateTime(new Date(Date.now() - minutes * 60_000));

/** An event delivered `ago` minutes back, with each attempt (its status code or none, milliseconds, error). */
export interface PastDelivery {
  event: string;
  ago: number;
  attempts: readonly { status: number | null; ms: number; error?: string }[];
}

/**
 * Records an endpoint created `ago` minutes back with a new secret, as given: without submitWebhook's address
 * check (the demo's addresses are its own, which no network resolves). Answers its id.
 */
export async function recordPastEndpoint(
  db: Db,
  tenant: Tenant,
  values: { name: string; url: string; events: string; enabled: number; by: string | null },
  ago: number,
): Promise<string> {
  const [saved] = await db
    .insert(webhookEndpoint)
    .values({
      tenantId: tenant.tenantId,
      name: values.name,
      url: values.url,
      events: values.events,
      enabled: values.enabled,
      secret: newWebhookSecret(),
      createUser: values.by,
      updateUser: values.by,
      createTime: minutesAgo(ago),
    })
    .returning({ id: webhookEndpoint.id });
  return saved.id;
}

/**
 * Records past deliveries to an endpoint as the outbox and the sender would have: each event's sent outbox row
 * (its last attempt a minute after the event) and one delivery log row per attempt, two minutes apart.
 */
export async function recordPastDeliveries(db: Db, tenant: Tenant, endpoint: { id: string; url: string }, history: readonly PastDelivery[]): Promise<void> {
  for (const h of history) {
    const eventId = nextId();
    const body = JSON.stringify({ id: eventId, event: h.event, occurredAt: new Date(Date.now() - h.ago * 60_000).toISOString(), data: {} });
    const outboxId = nextId();
    const last = h.ago - 1;
    await db
      .insert(outbox)
      .values({
        id: outboxId,
        tenantId: tenant.tenantId,
        channel: 'webhook',
        recipient: endpoint.url,
        subject: h.event,
        body,
        payload: { endpointId: endpoint.id, eventId, event: h.event },
        state: 'sent',
        attempts: h.attempts.length,
        createTime: minutesAgo(h.ago),
        nextAttemptTime: minutesAgo(last),
        sentTime: minutesAgo(last),
      });
    await db
      .insert(webhookDelivery)
      .values(
        h.attempts.map((a, i) => ({
          tenantId: tenant.tenantId,
          endpointId: endpoint.id,
          outboxId,
          eventId,
          event: h.event,
          attempt: i + 1,
          statusCode: a.status,
          success: a.status === 200 ? 1 : 0,
          durationMs: a.ms,
          error: a.error ?? null,
          createTime: minutesAgo(h.ago - i * 2),
        })),
      );
  }
}
