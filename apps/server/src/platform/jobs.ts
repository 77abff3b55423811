import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { sysJob } from './db/platform.tables.js';
import { drainQueue, type DrainOptions } from './queue.js';
import { formatDateTime } from './util.js';

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
export async function schedule(
  tx: Db,
  name: string,
  runAt: Date,
  payload: unknown = null,
  options: { key?: string; tenantId?: string } = {},
): Promise<string> {
  const [row] = await tx
    .insert(sysJob)
    .values({ name, key: options.key ?? null, tenantId: options.tenantId ?? '000000', payload: payload as never, createTime: formatDateTime(new Date()), nextAttemptTime: formatDateTime(runAt) })
    .returning({ id: sysJob.id });
  return row.id;
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
