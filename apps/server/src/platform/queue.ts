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

/**
 * The claim that holds a row: it is still running under the attempt this claim counted. A row whose lease ended and
 * that another worker claimed again has a higher attempt number, so only the claim that sent it settles it.
 */
const heldBy = (t: typeof outbox, row: { id: string; attempts: number }) => and(eq(t.id, row.id), eq(t.state, 'running'), eq(t.attempts, row.attempts));

/**
 * Records the end of a claimed row: `done` values on success, or the error with a retry (or `failed` after
 * `maxAttempts`). Answers `lost` when the row is no longer this claim's (its lease ended and another worker took it).
 */
export async function settle<T extends QueueTable>(
  db: Db,
  table: T,
  row: { id: string; attempts: number },
  outcome: { done: Partial<QueueRow<T>> } | { error: unknown; maxAttempts: number; now: Date },
): Promise<'done' | 'retry' | 'failed' | 'lost'> {
  const t = table as typeof outbox;
  if ('done' in outcome) {
    const settled = await db
      .update(t)
      .set(outcome.done as never)
      .where(heldBy(t, row))
      .returning({ id: t.id });
    return settled.length > 0 ? 'done' : 'lost';
  }
  const message = (outcome.error instanceof Error ? outcome.error.message : String(outcome.error)).slice(0, 2000) || 'unknown error';
  const giveUp = row.attempts >= outcome.maxAttempts;
  const settled = await db
    .update(t)
    .set({ state: giveUp ? 'failed' : 'pending', lastError: message, nextAttemptTime: formatDateTime(addSeconds(outcome.now, backoffSeconds(row.attempts))) })
    .where(heldBy(t, row))
    .returning({ id: t.id });
  if (settled.length === 0) return 'lost';
  return giveUp ? 'failed' : 'retry';
}

/** Gives a claimed row back unattempted (due now, its attempt not counted): its claim has no time left to start it. */
export async function release(db: Db, table: QueueTable, row: { id: string; attempts: number }, now: Date): Promise<void> {
  const t = table as typeof outbox;
  await db
    .update(t)
    .set({ state: 'pending', attempts: row.attempts - 1, nextAttemptTime: formatDateTime(now) })
    .where(heldBy(t, row));
}

/**
 * A claimed batch's rows start within this many seconds of the claim, or go back to the queue: a row then has at
 * least the other half of the lease to finish in (the SMTP and SMS calls give up well within it, outbox.ts), so no
 * second worker reclaims a row that is still being sent.
 */
export const START_WITHIN_SECONDS = CLAIM_LEASE_SECONDS / 2;

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
    const startBy = Date.now() + START_WITHIN_SECONDS * 1000;
    for (const row of rows) {
      if (Date.now() > startBy) {
        await release(app.db, table, row, options.now ?? new Date());
        continue;
      }
      try {
        const { label, done } = await process(row);
        if ((await settle(app.db, table, row, { done })) === 'lost')
          app.log.warn({ id: row.id, attempt: row.attempts }, `${what}: the claim's lease ended first`);
        counts[label] = (counts[label] ?? 0) + 1;
      } catch (error) {
        app.log.warn({ err: error, id: row.id, attempt: row.attempts }, `${what} failed`);
        const r = await settle(app.db, table, row, { error, maxAttempts: maxAttempts(row), now });
        if (r === 'failed') counts.failed++;
        else if (r === 'retry') counts.retried++;
      }
    }
  }
  return counts;
}
