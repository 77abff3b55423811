import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { SeedRun } from '../module.js';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { user } from '../../platform/auth/identity.tables.js';
import { type PastDelivery, recordPastDeliveries, recordPastEndpoint } from '../webhook/webhook.public.js';

/** Attempts of past events: each event with its attempts (status code or none, milliseconds, error). */
const HISTORY: readonly PastDelivery[] = [
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
];

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
  const payrollUrl = 'https://payroll.straitsbuild.test/hooks/hr';
  const payrollId = await recordPastEndpoint(
    db,
    { tenantId: DEFAULT_TENANT },
    // its address is the demo company's own, which no network resolves: off, so the demo's first boot
    // delivers nothing and logs no failure; its history shows what deliveries look like
    { name: 'Payroll sync', url: payrollUrl, events: 'staff.joined,staff.quit,request.approved,worker.roomMoved', enabled: 0, by },
    4320,
  );
  await recordPastEndpoint(
    db,
    { tenantId: DEFAULT_TENANT },
    { name: 'Site operations chat', url: 'https://chat.straitsbuild.test/incoming/site-ops', events: 'worker.projectMoved,worker.roomMoved', enabled: 0, by },
    4000,
  );
  await recordPastDeliveries(db, { tenantId: DEFAULT_TENANT }, { id: payrollId, url: payrollUrl }, HISTORY);
}

export const seedDemoFeedsOnFirstBoot: SeedRun = async (db, app, firstBoot) => {
  if (firstBoot && app.config.demoData) await seedDemoFeeds(db, app);
};
