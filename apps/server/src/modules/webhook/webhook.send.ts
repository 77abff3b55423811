import { createHmac, randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { WEBHOOK_HEADERS } from '@hr/contracts';
import type { OutboxProvider } from '../../platform/outbox.js';
import { formatDateTime } from '../../platform/util.js';
import { webhookDelivery, webhookEndpoint } from './webhook.tables.js';
import type { WebhookPayload } from './webhook.publish.js';
import { addressPolicy, guardedLookup, literalCheck, RefusedTarget } from './webhook.address.js';

/** How long a receiver has to answer one delivery. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A fresh endpoint secret (shown once). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** The signature header's value: `sha256=` + hex HMAC-SHA256 of `<timestamp>.<body>` with the secret. */
export const signWebhook = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** The words a failed attempt is logged with: short and generic, so the log cannot be used to scan ports. */
const reasonOf = (e: unknown, timedOut: boolean): string => {
  if (timedOut) return `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  if (e instanceof RefusedTarget) return e.reason;
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? 'host not found' : 'connection failed';
};

/** An answer's first characters kept in the log (only public or allowed receivers are ever connected to). */
const KEPT_ANSWER = 300;

/** POSTs the body; answers the status and the answer's first characters. */
function post(
  url: URL,
  agents: { http: Agent; https: HttpsAgent },
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<{ status: number; text: string }> {
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(url, { method: 'POST', agent: secure ? agents.https : agents.http, headers, signal }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        if (size < KEPT_ANSWER * 4) chunks.push(c);
        size += c.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, KEPT_ANSWER) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    // however far the exchange got (a body that never ends included)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    req.end(body);
  });
}

/**
 * The `webhook` channel of the outbox: posts the event's body to its endpoint, signed with the
 * endpoint's current secret and a fresh timestamp, and logs the attempt (status code, duration,
 * error) whatever happens. A 2xx answer is success; anything else throws, so the outbox retries with
 * backoff until WEBHOOK_MAX_ATTEMPTS. An endpoint disabled or removed since the event, or of another
 * tenant than the row, gets nothing (the row ends `dropped`). Redirects are not followed. The socket
 * connects only to an address webhook.address.ts lets through (checked at connection time); a refused
 * target is a failed attempt logged with a short reason, retried like any failure.
 */
export function webhookProvider(app: FastifyInstance): OutboxProvider {
  const policy = addressPolicy(app.config);
  // the sockets resolve through the policy: they connect only to addresses it let through
  const lookup = guardedLookup(policy);
  const agents = { http: new Agent({ keepAlive: false, lookup }), https: new HttpsAgent({ keepAlive: false, lookup }) };
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
      const signal = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS);
      try {
        const url = new URL(ep.url);
        literalCheck(url, policy);
        const headers = {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(m.body)),
          'user-agent': 'hr-platform-webhooks',
          [WEBHOOK_HEADERS.signature]: signWebhook(ep.secret, timestamp, m.body),
          [WEBHOOK_HEADERS.timestamp]: timestamp,
          [WEBHOOK_HEADERS.eventId]: p.eventId,
          [WEBHOOK_HEADERS.event]: p.event,
        };
        const res = await post(url, agents, headers, m.body, signal);
        statusCode = res.status;
        if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}${res.text ? `: ${res.text}` : ''}`;
      } catch (e) {
        error = reasonOf(e, signal.aborted);
        // the operator's log keeps the cause; the tenant's delivery log only the short reason
        app.log.info({ err: e, endpointId: ep.id, outboxId: m.id }, `webhook delivery failed: ${error}`);
      }
      await app.db
        .insert(webhookDelivery)
        .values({
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
