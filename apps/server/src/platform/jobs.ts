import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from './db/client.js';
import type { AuthContext } from './auth/context.js';
import { sysJob } from './db/platform.tables.js';
import { bigId, businessColumns, dateTime } from './db/columns.js';
import { drainQueue, type DrainOptions } from './queue.js';
import { conflict, notFound } from './errors.js';
import { liveRows } from './repository.js';
import { formatDateTime } from './util.js';
import { DEFAULT_TENANT } from './auth/context.js';

// Jobs: named handlers run at a given time (escalation timers, reminders, clean-ups), claimed through
// the queue protocol of queue.ts; sweeps: work every background tick runs (overdue escalation, notices).

export interface JobInfo {
  id: string;
  name: string;
  tenantId: string;
  key: string | null;
  attempts: number;
}

export type JobHandler = (app: FastifyInstance, payload: unknown, job: JobInfo) => Promise<void>;
export interface JobKind {
  run: JobHandler;
  /** After this many failed attempts the job is `failed` (default 5). */
  maxAttempts?: number;
}
/** A sweep must be safe to run in several processes at once. */
export type Sweep = (app: FastifyInstance) => Promise<unknown>;

/** The job kinds and sweeps of one app, contributed by its modules (modules/module.ts). */
export class JobRegistry {
  private readonly kinds = new Map<string, JobKind>();
  private readonly sweepList = new Map<string, Sweep>();

  addKind(name: string, kind: JobKind): void {
    if (this.kinds.has(name)) throw new Error(`job kind '${name}' is registered twice`);
    this.kinds.set(name, kind);
  }

  addSweep(name: string, sweep: Sweep): void {
    if (this.sweepList.has(name)) throw new Error(`sweep '${name}' is registered twice`);
    this.sweepList.set(name, sweep);
    // a daily sweep brings the job kind its day's job runs as (dailySweep)
    const daily = (sweep as { dailyJob?: [string, JobKind] }).dailyJob;
    if (daily) this.addKind(daily[0], daily[1]);
  }

  kind(name: string): JobKind | undefined {
    return this.kinds.get(name);
  }

  get sweeps(): ReadonlyMap<string, Sweep> {
    return this.sweepList;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRegistry;
  }
}

/**
 * Schedules a job inside the caller's transaction: it runs only if that transaction commits.
 * `key` lets the module cancel it later (cancelJobs).
 */
export async function schedule(tx: Db, name: string, runAt: Date, payload: unknown = null, options: { key?: string; tenantId?: string } = {}): Promise<string> {
  const [row] = await tx
    .insert(sysJob)
    .values({
      name,
      key: options.key ?? null,
      tenantId: options.tenantId ?? '000000',
      payload: payload as never,
      createTime: formatDateTime(new Date()),
      nextAttemptTime: formatDateTime(runAt),
    })
    .returning({ id: sysJob.id });
  return row.id;
}

/**
 * A daily sweep (README "Time zone"): `run` once per company day, from the company's reminder hour
 * (`company.reminderHour`, default 8) on the system tenant's clock, exactly once across processes. Every tick
 * (which runs in the company zone, worker.ts) checks the hour; the first process past it claims the day: under a
 * transaction-level advisory lock of the sweep it schedules a job `daily:<name>` keyed by the day unless the day's
 * job exists. The queue then runs that job once (SKIP LOCKED claim, retried on failure like every job). A process
 * started later the same day finds the day's job and does nothing. JobRegistry.addSweep registers the job kind.
 */
export function dailySweep(name: string, run: (app: FastifyInstance) => Promise<unknown>): Sweep {
  const kind = `daily:${name}`;
  const claimed = new WeakMap<FastifyInstance, string>();
  const sweep: Sweep = async (app) => {
    const now = formatDateTime(new Date());
    const day = now.slice(0, 10);
    if (claimed.get(app) === day) return;
    if (Number(now.slice(11, 13)) < (await app.companyReminderHour(DEFAULT_TENANT))) return;
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}))`);
      const [done] = await tx
        .select({ id: sysJob.id })
        .from(sysJob)
        .where(and(eq(sysJob.name, kind), eq(sysJob.key, day)))
        .limit(1);
      if (!done) await schedule(tx, kind, new Date(), null, { key: day });
    });
    claimed.set(app, day);
  };
  const job: JobKind = { run: async (app) => void (await run(app)), maxAttempts: 5 };
  return Object.assign(sweep, { dailyJob: [kind, job] as [string, JobKind] });
}

/** Cancels the pending jobs of one name and key (a job already running finishes). Answers how many. */
export async function cancelJobs(tx: Db, name: string, key: string): Promise<number> {
  const rows = await tx
    .update(sysJob)
    .set({ state: 'cancelled', finishTime: formatDateTime(new Date()) })
    .where(and(eq(sysJob.name, name), eq(sysJob.key, key), eq(sysJob.state, 'pending')))
    .returning({ id: sysJob.id });
  return rows.length;
}

/** Runs every due job once: claimed with SKIP LOCKED, handlers run after the claim commits. */
export async function drainJobs(app: FastifyInstance, options: DrainOptions = {}): Promise<{ done: number; retried: number; failed: number }> {
  const counts = await drainQueue(
    app,
    sysJob,
    options,
    'job',
    async (row) => {
      const kind = app.jobs.kind(row.name);
      if (!kind) throw new Error(`no handler registered for job '${row.name}'`);
      await kind.run(app, row.payload, { id: row.id, name: row.name, tenantId: row.tenantId, key: row.key, attempts: row.attempts });
      return { label: 'done' as const, done: { state: 'done', finishTime: formatDateTime(new Date()), lastError: null } };
    },
    (row) => (app.jobs.kind(row.name) ? (app.jobs.kind(row.name)!.maxAttempts ?? 5) : 1),
  );
  return { done: counts.done ?? 0, retried: counts.retried, failed: counts.failed };
}

/*
 * Batches: one background job over a list chosen when it was asked for (the caller's data scope applied
 * then), with the progress, cancel and outcome every such job shares. The request stores the item ids,
 * schedules one job and answers the batch; the job counts `done` (and, for jobs that write, its outcome
 * in `result`) as it goes and checks for a cancel between its steps; the caller polls the batch. Used by
 * the payslips of a month (documents) and the settlement generation of a month (settlement).
 */

/** Outcome counters of a batch that writes: items created, skipped (already there) and failed (with why). */
export interface BatchResult {
  created: number;
  skipped: number;
  failed: number;
  /** The first failures, each with the item and the reason. */
  failures: { id: string; name: string | null; reason: string }[];
}

/**
 * One batch job (table `doc_batch`, named when payslips were its only kind): `kind` 'payslips' or
 * 'settlements', `period` the month, `itemIds` the items chosen when it was asked for, `done` how many are
 * through, `state` 'pending', 'running', 'done', 'failed' or 'cancelled'.
 */
export const jobBatch = pgTable(
  'doc_batch',
  {
    ...businessColumns(),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The month (YYYY-MM). */
    period: varchar('period', { length: 7 }).notNull(),
    /** The item ids, in order. */
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    state: varchar('state', { length: 20 }).notNull().default('pending'),
    /** The file the batch produced (sys_attach id), if any. */
    attachId: bigId('attach_id'),
    /** What a writing batch did so far (created, skipped, failed with reasons). */
    result: jsonb('result').$type<BatchResult>(),
    error: varchar('error', { length: 500 }),
    finishTime: dateTime('finish_time'),
  },
  (t) => [index('doc_batch_user_idx').on(t.tenantId, t.createUser)],
);
export type BatchRow = typeof jobBatch.$inferSelect;
export const BATCH_FINISHED = ['done', 'failed', 'cancelled'] as const;
const UNFINISHED = ['pending', 'running'];

export const batchRef = z.object({ id: z.string().regex(/^\d{1,19}$/, 'must be an id') });
export const batchMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM');
/** What every batch answers; kinds add their own fields. */
export const batchFields = {
  id: z.string(),
  period: z.string(),
  total: z.number(),
  done: z.number(),
  state: z.string(),
  error: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
};
export const presentBatch = (b: BatchRow) => ({
  id: b.id,
  period: b.period,
  total: b.total,
  done: b.done,
  state: b.state,
  error: b.error,
  createTime: b.createTime,
  finishTime: b.finishTime,
});

/**
 * Records a batch of the caller's items and schedules its job (`name`), in one transaction. `language`
 * (the caller's) travels in the job's payload, so what the job writes is in the language of who started it.
 */
export function startBatch(
  db: Db,
  auth: Pick<AuthContext, 'tenantId' | 'userId' | 'deptIds'>,
  name: string,
  v: { kind: string; period: string; itemIds: string[]; result?: BatchResult; language?: string },
): Promise<BatchRow> {
  return db.transaction(async (tx) => {
    const [b] = await tx
      .insert(jobBatch)
      .values({
        tenantId: auth.tenantId,
        createUser: auth.userId,
        createDept: auth.deptIds[0] ?? null,
        kind: v.kind,
        period: v.period,
        itemIds: v.itemIds,
        total: v.itemIds.length,
        result: v.result ?? null,
      })
      .returning();
    await schedule(tx, name, new Date(), { batchId: b!.id, ...(v.language ? { language: v.language } : {}) }, { key: b!.id, tenantId: auth.tenantId });
    return b!;
  });
}

/** One of the caller's own batches of a kind (404 for anyone else's). */
export async function ownBatch(db: Db, auth: Pick<AuthContext, 'tenantId' | 'userId'>, kind: string, id: string): Promise<BatchRow> {
  const [b] = await db
    .select()
    .from(jobBatch)
    .where(and(liveRows(jobBatch, auth), eq(jobBatch.kind, kind), eq(jobBatch.id, id), eq(jobBatch.createUser, auth.userId)))
    .limit(1);
  if (!b) throw notFound('Batch');
  return b;
}

/** Stops one of the caller's batches that has not finished (409 once it has); the job sees it before its next step. */
export async function cancelBatch(db: Db, auth: Pick<AuthContext, 'tenantId' | 'userId'>, kind: string, id: string): Promise<BatchRow> {
  const b = await ownBatch(db, auth, kind, id);
  const [saved] = await db
    .update(jobBatch)
    .set({ state: 'cancelled', finishTime: formatDateTime(new Date()) })
    .where(and(eq(jobBatch.id, b.id), inArray(jobBatch.state, UNFINISHED)))
    .returning();
  if (!saved) throw conflict(`The batch is already ${b.state}`);
  return saved;
}

/** The batch a job's payload names, marked running; null when it is gone or finished (cancelled before it ran). */
export async function claimBatch(db: Db, payload: unknown): Promise<BatchRow | null> {
  const id = String((payload as { batchId?: string } | null)?.batchId ?? '');
  if (!/^\d{1,19}$/.test(id)) return null;
  const [b] = await db
    .update(jobBatch)
    .set({ state: 'running' })
    .where(and(eq(jobBatch.id, id), inArray(jobBatch.state, UNFINISHED)))
    .returning();
  return b ?? null;
}

/** Whether the batch was cancelled meanwhile (its job stops before the next step). */
export async function batchCancelled(db: Db, id: string): Promise<boolean> {
  const [b] = await db.select({ state: jobBatch.state }).from(jobBatch).where(eq(jobBatch.id, id)).limit(1);
  return !b || b.state === 'cancelled';
}

/** Ends a running batch: done (with what else it records) or failed with the error. A cancelled one stays cancelled. */
export async function finishBatch(db: Db, id: string, end: { state: 'done'; set?: Partial<BatchRow> } | { state: 'failed'; error: unknown }): Promise<void> {
  const set =
    end.state === 'done'
      ? { ...end.set, state: 'done' }
      : { state: 'failed', error: (end.error instanceof Error ? end.error.message : String(end.error)).slice(0, 500) };
  await db
    .update(jobBatch)
    .set({ ...set, finishTime: formatDateTime(new Date()) })
    .where(and(eq(jobBatch.id, id), eq(jobBatch.state, 'running')));
}

/** Counts progress of a running batch (inside the step's own transaction, so progress and work commit together). */
export async function advanceBatch(tx: Db, id: string, done: number, result?: BatchResult): Promise<void> {
  await tx
    .update(jobBatch)
    .set({ done, ...(result ? { result } : {}) })
    .where(eq(jobBatch.id, id));
}
