import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { SeedRun } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { outbox } from '../../platform/db/platform.tables.js';
import { nextId } from '../../platform/db/ids.js';
import { formatDateTime } from '../../platform/util.js';
import { user } from '../../platform/auth/identity.tables.js';
import { webhookDelivery, webhookEndpoint } from '../webhook/webhook.tables.js';
import { newWebhookSecret } from '../webhook/webhook.send.js';

const at = (minutesAgo: number) => formatDateTime(new Date(Date.now() - minutesAgo * 60_000));

/** Attempts of past events: each event with its attempts (status code or none, milliseconds, error). */
const HISTORY = [
  { event: 'staff.joined', ago: 2880, attempts: [{ status: 200, ms: 184 }] },
  {
    event: 'request.approved',
    ago: 1440,
    attempts: [
      { status: 503, ms: 2210, error: 'HTTP 503: Service Unavailable' },
      { status: null, ms: 10000, error: 'no answer within 10 s' },
      { status: 200, ms: 241 },
    ],
  },
  { event: 'worker.roomMoved', ago: 300, attempts: [{ status: 200, ms: 96 }] },
  { event: 'staff.quit', ago: 45, attempts: [{ status: 200, ms: 133 }] },
] as const;

/**
 * System > Webhooks of the demo company (DEMO_DATA=1, first boot): the payroll system's endpoint with a
 * few days of deliveries (one event needed three attempts) and the site chat's; both are off until given a real address.
 */
export async function seedDemoFeeds(db: Db, _app: FastifyInstance): Promise<void> {
  const [admin] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT), eq(user.account, 'admin')))
    .limit(1);
  const by = admin?.id ?? null;
  const [payroll] = await db
    .insert(webhookEndpoint)
    .values({
      name: 'Payroll sync',
      url: 'https://payroll.straitsbuild.test/hooks/hr',
      events: 'staff.joined,staff.quit,request.approved,worker.roomMoved',
      // its address is the demo company's own, which no network resolves: off, so the demo's first boot
      // delivers nothing and logs no failure; its history shows what deliveries look like
      enabled: 0,
      secret: newWebhookSecret(),
      createUser: by,
      updateUser: by,
      createTime: at(4320),
    })
    .returning({ id: webhookEndpoint.id });
  await db
    .insert(webhookEndpoint)
    .values({
      name: 'Site operations chat',
      url: 'https://chat.straitsbuild.test/incoming/site-ops',
      events: 'worker.projectMoved,worker.roomMoved',
      enabled: 0,
      secret: newWebhookSecret(),
      createUser: by,
      updateUser: by,
      createTime: at(4000),
    });
  for (const h of HISTORY) {
    const eventId = nextId();
    const body = JSON.stringify({ id: eventId, event: h.event, occurredAt: new Date(Date.now() - h.ago * 60_000).toISOString(), data: {} });
    const outboxId = nextId();
    const last = h.ago - 1;
    await db
      .insert(outbox)
      .values({
        id: outboxId,
        tenantId: DEFAULT_TENANT,
        channel: 'webhook',
        recipient: 'https://payroll.straitsbuild.test/hooks/hr',
        subject: h.event,
        body,
        payload: { endpointId: payroll.id, eventId, event: h.event },
        state: 'sent',
        attempts: h.attempts.length,
        createTime: at(h.ago),
        nextAttemptTime: at(last),
        sentTime: at(last),
      });
    await db
      .insert(webhookDelivery)
      .values(
        h.attempts.map((a, i) => ({
          tenantId: DEFAULT_TENANT,
          endpointId: payroll.id,
          outboxId,
          eventId,
          event: h.event,
          attempt: i + 1,
          statusCode: a.status,
          success: a.status === 200 ? 1 : 0,
          durationMs: a.ms,
          error: 'error' in a ? a.error : null,
          createTime: at(h.ago - i * 2),
        })),
      );
  }
}

export const seedDemoFeedsOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoFeeds(db, app);
};
