import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { claimableState, type outbox, type sysJob } from './db/platform.tables.js';
import { addSeconds, formatDateTime } from './util.js';

/*
 * Deferred work with one claim protocol for the outbox and for jobs. A worker claims due rows in a
 * short transaction (SELECT ... FOR UPDATE SKIP LOCKED, then marks them `running` with a lease and
 * counts the attempt), commits, and only then does the slow part (sending mail, running a handler).
 * Concurrent workers (threads of one process or N processes on one PostgreSQL) never claim the same
 * row; a worker that dies mid-way leaves its rows to be reclaimed when the lease ends.
 */

/** A queue table: the outbox or the job table (same state, attempts and due-time columns). */
type QueueTable = typeof outbox | typeof sysJob;
type QueueRow<T extends QueueTable> = T['$inferSelect'];

/** How long a claimed row stays with its worker before another may reclaim it. */
export const CLAIM_LEASE_SECONDS = 300;

/** Delay before attempt n+1 after n failed ones: 30 s, 1 min, 2 min, ... at most 1 hour. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

/** Claims up to `limit` due rows for this worker; the answer carries the attempt number being made. */
export async function claimDue<T extends QueueTable>(db: Db, table: T, now: Date, limit: number): Promise<QueueRow<T>[]> {
  const t = table as typeof outbox;
  const at = formatDateTime(now);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(t)
      // the states written out, not as parameters, so the planner sees they match the due index (platform.tables.ts)
      .where(and(claimableState, lte(t.nextAttemptTime, at)))
      .orderBy(t.nextAttemptTime, t.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(t)
      .set({ state: 'running', attempts: sql`${t.attempts} + 1`, nextAttemptTime: formatDateTime(addSeconds(now, CLAIM_LEASE_SECONDS)) })
      .where(
        inArray(
          t.id,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((r) => ({ ...r, attempts: r.attempts + 1 })) as QueueRow<T>[];
  });
}

/** Records the end of a claimed row: `done` values on success, or the error with a retry (or `failed` after `maxAttempts`). */
export async function settle<T extends QueueTable>(
  db: Db,
  table: T,
  row: { id: string; attempts: number },
  outcome: { done: Partial<QueueRow<T>> } | { error: unknown; maxAttempts: number; now: Date },
): Promise<'done' | 'retry' | 'failed'> {
  const t = table as typeof outbox;
  if ('done' in outcome) {
    await db
      .update(t)
      .set(outcome.done as never)
      .where(and(eq(t.id, row.id), eq(t.state, 'running')));
    return 'done';
  }
  const message = (outcome.error instanceof Error ? outcome.error.message : String(outcome.error)).slice(0, 2000) || 'unknown error';
  const giveUp = row.attempts >= outcome.maxAttempts;
  await db
    .update(t)
    .set({ state: giveUp ? 'failed' : 'pending', lastError: message, nextAttemptTime: formatDateTime(addSeconds(outcome.now, backoffSeconds(row.attempts))) })
    .where(and(eq(t.id, row.id), eq(t.state, 'running')));
  return giveUp ? 'failed' : 'retry';
}

export interface DrainOptions {
  /** The clock (tests move it forward to reach retries). */
  now?: Date;
  /** Rows claimed per batch. */
  batch?: number;
  /** Stop after this many batches (a worker tick yields to the next one). */
  maxBatches?: number;
}

/**
 * The drain loop shared by the outbox and jobs: claim a batch, process each row after the claim
 * commits, record success (`done` values) or the error (retry with backoff, `failed` at the limit).
 * Answers how many rows ended with each label.
 */
export async function drainQueue<T extends QueueTable, L extends string>(
  app: FastifyInstance,
  table: T,
  options: DrainOptions,
  what: string,
  process: (row: QueueRow<T>) => Promise<{ label: L; done: Partial<QueueRow<T>> }>,
  maxAttempts: (row: QueueRow<T>) => number,
): Promise<Record<L | 'retried' | 'failed', number>> {
  const counts = { retried: 0, failed: 0 } as Record<L | 'retried' | 'failed', number>;
  for (let batch = 0; batch < (options.maxBatches ?? 20); batch++) {
    const now = options.now ?? new Date();
    const rows = await claimDue(app.db, table, now, options.batch ?? 10);
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        const { label, done } = await process(row);
        await settle(app.db, table, row, { done });
        counts[label] = (counts[label] ?? 0) + 1;
      } catch (error) {
        app.log.warn({ err: error, id: row.id, attempt: row.attempts }, `${what} failed`);
        const r = await settle(app.db, table, row, { error, maxAttempts: maxAttempts(row), now });
        counts[r === 'failed' ? 'failed' : 'retried']++;
      }
    }
  }
  return counts;
}
