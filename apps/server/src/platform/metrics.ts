import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, count, gt, or, sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { CLAIMABLE_STATES, claimableState, outbox, sysJob } from './db/platform.tables.js';

/** The outbox's channels (outbox.ts `Channel`), each with a series even at zero. */
const OUTBOX_CHANNELS = ['email', 'sms', 'message', 'webhook'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in the Prometheus text format (prom-client): request rate and latency per route, the
 * job queue and outbox backlogs, the database pool and the process. One registry per app, so two apps in
 * one process (tests) never mix their figures. Readable by an administrator's session or with
 * `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets 401. The text passes `promtool check metrics`
 * (operations.test.ts). Failed (waiting for a retry) and dead (given up) outbox rows are counted by channel.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // gauges prom-client names like counters, which `promtool check metrics` refuses; the same figures stay by type
  // in nodejs_active_handles, nodejs_active_requests and nodejs_active_resources
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const backlog = new Gauge({
    name: 'queue_backlog',
    help: 'Rows waiting or running in the background queues',
    labelNames: ['queue', 'state'],
    registers: [registry],
  });
  const outboxFailed = new Gauge({
    name: 'outbox_failed_messages',
    help: 'Outbox messages whose last attempt failed, waiting for their retry, by channel',
    labelNames: ['channel'],
    registers: [registry],
  });
  const outboxDead = new Gauge({
    name: 'outbox_dead_messages',
    help: 'Outbox messages given up after their last attempt (state failed, kept until RETENTION_DAYS), by channel',
    labelNames: ['channel'],
    registers: [registry],
  });
  const pool = new Gauge({ name: 'db_pool_connections', help: 'PostgreSQL pool connections by state', labelNames: ['state'], registers: [registry] });

  // each route's series, looked up once (prom-client hashes the labels of every inc and observe it is given)
  const series = new Map<string, { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof latency.labels> }>();
  app.addHook('onResponse', (req, reply, done) => {
    // unmatched paths share one label so scanners cannot grow the series without bound
    const route = req.routeOptions.url ?? 'unmatched';
    const key = `${req.method} ${reply.statusCode} ${route}`;
    let s = series.get(key);
    if (!s)
      series.set(
        key,
        (s = { count: requests.labels({ method: req.method, route, status: reply.statusCode }), time: latency.labels({ method: req.method, route }) }),
      );
    s.count.inc();
    s.time.observe(reply.elapsedTime / 1000);
    done();
  });

  const readGauges = async () => {
    // the claimable rows, read off the queues' due index (platform.tables.ts)
    const [jobs, messages] = await Promise.all(
      [sysJob, outbox].map((t) => app.db.select({ state: t.state, n: count() }).from(t).where(claimableState).groupBy(t.state)),
    );
    for (const [queue, rows] of [
      ['jobs', jobs],
      ['outbox', messages],
    ] as const) {
      for (const state of CLAIMABLE_STATES) backlog.set({ queue, state }, Number(rows.find((r) => r.state === state)?.n ?? 0));
    }
    // failed: waiting for a retry after a failed attempt; dead: given up (both read off the (state, due time) index)
    const troubled = await app.db
      .select({ channel: outbox.channel, dead: sql<number>`count(*) filter (where ${outbox.state} = 'failed')`.mapWith(Number), n: count() })
      .from(outbox)
      .where(or(sql`${outbox.state} = 'failed'`, and(sql`${outbox.state} = 'pending'`, gt(outbox.attempts, 0))))
      .groupBy(outbox.channel);
    for (const channel of new Set([...OUTBOX_CHANNELS, ...troubled.map((r) => r.channel)])) {
      const row = troubled.find((r) => r.channel === channel);
      outboxDead.set({ channel }, row?.dead ?? 0);
      outboxFailed.set({ channel }, row ? row.n - row.dead : 0);
    }
    const pg = app.database.pool;
    if (pg) {
      pool.set({ state: 'total' }, pg.totalCount);
      pool.set({ state: 'idle' }, pg.idleCount);
      pool.set({ state: 'waiting' }, pg.waitingCount);
    }
  };

  app.get('/metrics', { config: { permission: 'public' }, schema: { hide: true } }, async (req, reply) => {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const byToken = Boolean(app.config.metricsToken && bearer && timingSafeEqual(digest(bearer), digest(app.config.metricsToken)));
    if (!byToken && !req.auth?.isAdmin) return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
    await readGauges();
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
