import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from './db/client.js';
import { outbox } from './db/platform.tables.js';
import { drainQueue, type DrainOptions } from './queue.js';
import { formatDateTime } from './util.js';

/*
 * Transactional outbox. A module writes the message in the transaction of its business change
 * (`enqueue(tx, ...)`): if the change rolls back, nothing is sent. The worker (platform/worker.ts, or
 * `drainOutbox(app)` in tests) claims due rows with SKIP LOCKED and hands them to the channel's
 * provider after the claim commits; failures are retried with exponential backoff and the error kept.
 * A channel with no provider configured (development) marks its rows `dev` and keeps them, so an
 * administrator can read them (GET /api/blade-system/outbox/page): that is how a person signs in by
 * OTP with no SMS gateway.
 */

export type Channel = 'email' | 'sms' | 'message' | 'webhook';

export interface OutboxMessage {
  id: string;
  tenantId: string;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  payload: unknown;
  /** The attempt being made (1 for the first). */
  attempts: number;
}

/**
 * Sends one message; throws to have it retried. Answering `'dropped'` ends the row without sending
 * (e.g. its webhook endpoint was disabled or removed after the event).
 */
export interface OutboxProvider {
  send(message: OutboxMessage): Promise<void | 'dropped'>;
}

/** After this many failed attempts a row is `failed` (kept, with its last error). */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** Webhook deliveries give up sooner: 6 attempts span about 15 minutes of backoff (30 s, 1, 2, 4, 8 min). */
export const WEBHOOK_MAX_ATTEMPTS = 6;

export interface EnqueueInput {
  channel: Channel;
  recipient: string;
  subject?: string | null;
  body: string;
  payload?: unknown;
  /** Defaults to the default tenant. */
  tenantId?: string;
  /** Not before this time (reminders). */
  sendAt?: Date;
}

/** The outbox row of a message (`enqueue` writes one; a caller batching its writes inserts several at once). */
export function outboxRow(m: EnqueueInput): typeof outbox.$inferInsert {
  return {
    tenantId: m.tenantId ?? '000000',
    channel: m.channel,
    recipient: m.recipient.slice(0, 300),
    subject: m.subject?.slice(0, 300) ?? null,
    body: m.body,
    payload: (m.payload ?? null) as never,
    // app clock, like the worker's claims (not the database's LOCALTIMESTAMP)
    createTime: formatDateTime(new Date()),
    nextAttemptTime: formatDateTime(m.sendAt ?? new Date()),
  };
}

/** Writes a message inside the caller's transaction; it is sent after that transaction commits. */
export async function enqueue(tx: Db, m: EnqueueInput): Promise<string> {
  const [row] = await tx.insert(outbox).values(outboxRow(m)).returning({ id: outbox.id });
  return row.id;
}

/**
 * How long the mail and SMS calls may take, well under the claim's lease (queue.ts CLAIM_LEASE_SECONDS, 300 s; a row
 * starts within its first half): connecting 10 s, the server's greeting 10 s, 20 s of silence at any later step; an
 * SMS request 15 s in all. nodemailer's own defaults (2 minutes to connect, 10 of silence) outlast the lease, after
 * which a second worker would send the same mail again.
 */
export const SEND_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, smsMs: 15_000 } as const;

/** E-mail over SMTP (`SMTP_URL`, e.g. `smtp://user:pass@mail.example.com:587`, `smtps://...`). */
export function smtpProvider(url: string, from: string): OutboxProvider {
  // nodemailer loads with the first message, not at boot
  let transport: Promise<Transporter> | undefined;
  const { connectionTimeout, greetingTimeout, socketTimeout } = SEND_TIMEOUTS;
  return {
    async send(m) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url, connectionTimeout, greetingTimeout, socketTimeout } as Parameters<typeof nodemailer.createTransport>[0]),
      );
      await (await transport).sendMail({ from, to: m.recipient, subject: m.subject ?? '', text: m.body });
    },
  };
}

/**
 * SMS through an HTTP gateway (`SMS_PROVIDER_URL`): POST JSON `{to, text}`; any 2xx is success.
 * Credentials, when the gateway needs them, go in the URL (query or user-info).
 */
export function httpSmsProvider(url: string): OutboxProvider {
  const target = new URL(url);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.username) {
    headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`).toString('base64')}`;
    target.username = '';
    target.password = '';
  }
  return {
    async send(m) {
      const res = await fetch(target, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: m.recipient, text: m.body }),
        signal: AbortSignal.timeout(SEND_TIMEOUTS.smsMs),
      });
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`);
    },
  };
}

const providersByApp = new WeakMap<FastifyInstance, Map<Channel, OutboxProvider | null>>();

function providers(app: FastifyInstance): Map<Channel, OutboxProvider | null> {
  let map = providersByApp.get(app);
  if (!map) {
    map = new Map();
    map.set('email', app.config.smtpUrl ? smtpProvider(app.config.smtpUrl, app.config.mailFrom) : null);
    map.set('sms', app.config.smsProviderUrl ? httpSmsProvider(app.config.smsProviderUrl) : null);
    map.set('message', null);
    map.set('webhook', null);
    providersByApp.set(app, map);
  }
  return map;
}

/** Installs (or, with null, removes) the provider of a channel, e.g. the in-app message store of a later module. */
export function setOutboxProvider(app: FastifyInstance, channel: Channel, provider: OutboxProvider | null): void {
  providers(app).set(channel, provider);
}

/** Sends every due message once (claimed with SKIP LOCKED); answers what happened. */
export async function drainOutbox(
  app: FastifyInstance,
  options: DrainOptions = {},
): Promise<{ sent: number; dev: number; dropped: number; retried: number; failed: number }> {
  const byChannel = providers(app);
  const counts = await drainQueue(
    app,
    outbox,
    options,
    'outbox send',
    async (row) => {
      const provider = byChannel.get(row.channel as Channel);
      if (!provider) return { label: 'dev' as const, done: { state: 'dev', lastError: null } };
      const outcome = await provider.send({ ...row, channel: row.channel as Channel });
      if (outcome === 'dropped') return { label: 'dropped' as const, done: { state: 'dropped', lastError: null } };
      return { label: 'sent' as const, done: { state: 'sent', sentTime: formatDateTime(new Date()), lastError: null } };
    },
    (row) => (row.channel === 'webhook' ? WEBHOOK_MAX_ATTEMPTS : OUTBOX_MAX_ATTEMPTS),
  );
  return { sent: counts.sent ?? 0, dev: counts.dev ?? 0, dropped: counts.dropped ?? 0, retried: counts.retried, failed: counts.failed };
}
