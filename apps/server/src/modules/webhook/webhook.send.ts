import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { WEBHOOK_HEADERS } from '@hr/contracts';
import type { OutboxProvider } from '../../platform/outbox.js';
import { formatDateTime } from '../../platform/util.js';
import { webhookDelivery, webhookEndpoint } from './webhook.tables.js';
import type { WebhookPayload } from './webhook.publish.js';

/** How long a receiver has to answer one delivery. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A fresh endpoint secret (shown once). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** The signature header's value: `sha256=` + hex HMAC-SHA256 of `<timestamp>.<body>` with the secret. */
export const signWebhook = (secret: string, timestamp: string, body: string) => `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

const errorText = (e: unknown): string => {
  if (!(e instanceof Error)) return String(e);
  const cause = (e as Error & { cause?: unknown }).cause;
  if (e.name === 'TimeoutError') return `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  return cause instanceof Error ? `${e.message}: ${cause.message}` : e.message;
};

/**
 * The `webhook` channel of the outbox: posts the event's body to its endpoint, signed with the
 * endpoint's current secret and a fresh timestamp, and logs the attempt (status code, duration,
 * error) whatever happens. A 2xx answer is success; anything else throws, so the outbox retries with
 * backoff until WEBHOOK_MAX_ATTEMPTS. An endpoint disabled or removed since the event, or of another
 * tenant than the row, gets nothing (the row ends `dropped`). Redirects are not followed.
 */
export function webhookProvider(app: FastifyInstance): OutboxProvider {
  return {
    async send(m) {
      const p = m.payload as WebhookPayload;
      const [ep] = await app.db
        .select()
        .from(webhookEndpoint)
        .where(and(eq(webhookEndpoint.id, p.endpointId), eq(webhookEndpoint.tenantId, m.tenantId), eq(webhookEndpoint.isDeleted, 0)))
        .limit(1);
      if (!ep || ep.enabled !== 1) return 'dropped';
      const timestamp = String(Math.floor(Date.now() / 1000));
      const started = performance.now();
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        const res = await fetch(ep.url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'hr-platform-webhooks',
            [WEBHOOK_HEADERS.signature]: signWebhook(ep.secret, timestamp, m.body),
            [WEBHOOK_HEADERS.timestamp]: timestamp,
            [WEBHOOK_HEADERS.eventId]: p.eventId,
            [WEBHOOK_HEADERS.event]: p.event,
          },
          body: m.body,
        });
        statusCode = res.status;
        const text = await res.text().catch(() => '');
        if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}${text ? `: ${text.slice(0, 300)}` : ''}`;
      } catch (e) {
        error = errorText(e).slice(0, 1000);
      }
      await app.db.insert(webhookDelivery).values({
        tenantId: m.tenantId,
        endpointId: ep.id,
        outboxId: m.id,
        eventId: p.eventId,
        event: p.event,
        attempt: m.attempts,
        statusCode,
        success: error ? 0 : 1,
        durationMs: Math.round(performance.now() - started),
        error,
        createTime: formatDateTime(new Date()),
      });
      if (error) throw new Error(error);
    },
  };
}
