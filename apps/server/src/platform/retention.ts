import type { FastifyInstance } from 'fastify';
import { and, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db/client.js';
import { authAttempt, authCaptcha, authOtp, authSession, authUsedToken, outbox, sysJob } from './db/platform.tables.js';
import { jobBatch } from './jobs.js';
import { addSeconds, formatDateTime } from './util.js';

/*
 * Retention (RETENTION_DAYS, default 90): rows that only record what is over are deleted that many days after it
 * ended, so mail bodies with reset links, one-time codes and dead sessions do not stay for ever. The audit log is
 * kept. The background worker's `platform.retention` sweep runs it at most once an hour in each worker process, a
 * few hundred rows a statement (short transactions, no long lock on a busy table); several workers at once only
 * share the work.
 */

/** Rows deleted by one statement. */
export const RETENTION_BATCH = 500;
/** Statements per table and run: a backlog (the first run on an old install) is worked off over the next runs. */
const MAX_BATCHES = 20;
const RUN_EVERY_MS = 60 * 60_000;

interface Rule {
  name: string;
  table: PgTable;
  /** The primary key the batch is chosen by. */
  key: PgColumn;
  /** Whether a row is over and ended before `cutoff` (a timestamp text). */
  expired: (cutoff: string) => SQL | undefined;
}

const FINISHED_OUTBOX = ['sent', 'dev', 'dropped', 'failed'];
const FINISHED_JOB = ['done', 'failed', 'cancelled'];

const RULES: Rule[] = [
  {
    name: 'outbox',
    table: outbox,
    key: outbox.id,
    expired: (c) => and(inArray(outbox.state, FINISHED_OUTBOX), sql`coalesce(${outbox.sentTime}, ${outbox.nextAttemptTime}) < ${c}::timestamp`),
  },
  {
    name: 'jobs',
    table: sysJob,
    key: sysJob.id,
    expired: (c) => and(inArray(sysJob.state, FINISHED_JOB), sql`coalesce(${sysJob.finishTime}, ${sysJob.nextAttemptTime}) < ${c}::timestamp`),
  },
  {
    name: 'batches',
    table: jobBatch,
    key: jobBatch.id,
    expired: (c) => and(inArray(jobBatch.state, FINISHED_JOB), sql`coalesce(${jobBatch.finishTime}, ${jobBatch.createTime}) < ${c}::timestamp`),
  },
  {
    name: 'sessions',
    table: authSession,
    key: authSession.id,
    expired: (c) => or(lt(authSession.expireTime, c), and(isNotNull(authSession.revokedTime), lt(authSession.revokedTime, c))),
  },
  {
    name: 'sign-in attempts',
    table: authAttempt,
    key: authAttempt.key,
    expired: (c) => and(lt(authAttempt.windowStart, c), or(isNull(authAttempt.lockedUntil), lt(authAttempt.lockedUntil, c))),
  },
  { name: 'codes', table: authOtp, key: authOtp.id, expired: (c) => lt(authOtp.expireTime, c) },
  { name: 'captchas', table: authCaptcha, key: authCaptcha.key, expired: (c) => lt(authCaptcha.expireTime, c) },
  { name: 'used tokens', table: authUsedToken, key: authUsedToken.key, expired: (c) => lt(authUsedToken.expireTime, c) },
];

/** Deletes what ended more than `days` before `now`, in batches; answers how many rows of each kind went. */
export async function purgeExpired(db: Db, days: number, now = new Date(), maxBatches = MAX_BATCHES): Promise<Record<string, number>> {
  const cutoff = formatDateTime(addSeconds(now, -days * 24 * 3600));
  const gone: Record<string, number> = {};
  for (const rule of RULES) {
    gone[rule.name] = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const chosen = db.select({ key: rule.key }).from(rule.table).where(rule.expired(cutoff)).limit(RETENTION_BATCH);
      const rows = await db.delete(rule.table).where(inArray(rule.key, chosen)).returning({ key: rule.key });
      gone[rule.name] += rows.length;
      if (rows.length < RETENTION_BATCH) break;
    }
  }
  return gone;
}

const lastRun = new WeakMap<FastifyInstance, number>();

/** The `platform.retention` sweep (app.ts installs it): purgeExpired at most once an hour per process. */
export async function retentionSweep(app: FastifyInstance): Promise<void> {
  if (Date.now() - (lastRun.get(app) ?? 0) < RUN_EVERY_MS) return;
  lastRun.set(app, Date.now());
  const gone = await purgeExpired(app.db, app.config.retentionDays);
  if (Object.values(gone).some((n) => n > 0)) app.log.info({ gone, days: app.config.retentionDays }, 'retention: old rows deleted');
}
