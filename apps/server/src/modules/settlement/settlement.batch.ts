import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServiceContext } from '../../platform/http/route.js';
import {
  advanceBatch,
  batchCancelled,
  batchFields,
  batchMonth,
  cancelBatch,
  claimBatch,
  finishBatch,
  ownBatch,
  presentBatch,
  startBatch,
  type BatchResult,
  type BatchRow,
  type JobInfo,
} from '../../platform/jobs.js';
import { zOptionalId } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { conflict } from '../../platform/errors.js';
import { attendedBetween } from '../attendance/attendance.public.js';
import { EMPTY_SUMMARY, monthRange, summarize } from '../attendance/attendance.queries.js';
import { scopedWorkerIds } from '../worker/worker.public.js';
import { employmentsOf, settledInPeriod, settlements, workerInfos } from './settlement.queries.js';
import { settlementOf } from './settlement.service.js';
import { createSettlements } from './settlement.writer.js';

/*
 * A month's settlements as one background job (sys_job 'settlement.month', progress and cancel as every
 * batch: platform/jobs.ts). The request picks the workers with attendance in the month that the caller's
 * settlement data scope shows (optionally of one project) and schedules the job. The job goes through them
 * in chunks, each chunk one transaction of a few set-based statements: the workers with their employment
 * terms, the month's attendance and overtime summed per worker (one GROUP BY), the workers already settled
 * in the month, then all new settlements and all their rows in two multi-row inserts, and the progress.
 * Each settlement is computed by the single call's rules (settlementOf) with the month's last day as the
 * last working day. A worker whose month already has a settlement (any state: a sent or approved one is
 * never touched) is skipped; the unique index on (tenant, worker, month) of open settlements keeps a chunk
 * that runs twice from writing a second one. A job that dies mid-way is claimed again when its lease ends
 * and carries on after the last chunk that committed.
 */

export const SETTLEMENT_JOB = 'settlement.month';
const KIND = 'settlements';
/** Workers per chunk (one transaction; 500 settlements of up to four rows stay well inside one statement's parameters). */
export const CHUNK = 500;
/** Failures kept with their reasons (the counts are complete). */
const MAX_FAILURES = 100;
const MAX_ATTEMPTS = 5;

export const monthInput = z.object({ month: batchMonth, projectId: zOptionalId });
const failure = z.object({ id: z.string(), name: z.string().nullable(), reason: z.string() });
export const monthOutput = z.object({
  ...batchFields,
  result: z.object({ created: z.number(), skipped: z.number(), failed: z.number(), failures: z.array(failure) }),
});

const EMPTY: BatchResult = { created: 0, skipped: 0, failed: 0, failures: [] };
const present = (b: BatchRow) => ({ ...presentBatch(b), result: b.result ?? EMPTY });

/** Starts the settlement generation of a month: the workers with attendance in it the caller's scope shows (409 when there are none). */
export async function startMonthSettlement(ctx: ServiceContext, v: z.output<typeof monthInput>) {
  const { from, to } = monthRange(v.month);
  const ids = await scopedWorkerIds(ctx.db, ctx.auth, [settlements.name], {
    projectId: v.projectId,
    where: (workerId) => attendedBetween(ctx.auth, workerId, from, to),
  });
  if (!ids.length) throw conflict(`No worker has attendance in ${v.month}`);
  return present(await startBatch(ctx.db, ctx.auth, SETTLEMENT_JOB, { kind: KIND, period: v.month, itemIds: ids, result: EMPTY }));
}

export const monthSettlement = async (ctx: ServiceContext, id: string) => present(await ownBatch(ctx.db, ctx.auth, KIND, id));
export const cancelMonthSettlement = async (ctx: ServiceContext, id: string) => present(await cancelBatch(ctx.db, ctx.auth, KIND, id));

/** Settles one chunk of workers in its own transaction, counting the batch's progress in the same one. */
async function settleChunk(app: FastifyInstance, b: BatchRow, ids: readonly string[], result: BatchResult): Promise<BatchResult> {
  const by = { tenantId: b.tenantId, userId: b.createUser ?? '0', deptIds: b.createDept ? [b.createDept] : [], account: 'settlement-batch' };
  const { from, to } = monthRange(b.period);
  return app.db.transaction(async (tx) => {
    // one after the other: a transaction is one connection, which runs one statement at a time (pg queued them, and
    // warns that a query sent while another runs will be refused from pg 9)
    const infos = await workerInfos(tx, by, ids);
    const emps = await employmentsOf(tx, by, ids);
    const sums = await summarize(tx, by, 'workerId', ids, from, to);
    const settled = await settledInPeriod(tx, by, ids, from);
    const infoOf = new Map(infos.map((w) => [w.workerId, w]));
    const next = { ...result, failures: [...result.failures] };
    const fail = (id: string, name: string | null, reason: string) => {
      next.failed += 1;
      if (next.failures.length < MAX_FAILURES) next.failures.push({ id, name, reason });
    };
    const news = [];
    for (const id of ids) {
      const info = infoOf.get(id);
      if (!info) fail(id, null, 'workerId: no such worker');
      else if (settled.has(id)) next.skipped += 1;
      else {
        try {
          const c = settlementOf(info, emps.get(id), sums.get(id) ?? EMPTY_SUMMARY, to);
          news.push({ fields: c.fields, rows: c.rows });
        } catch (e) {
          fail(id, info.name, (e as Error).message);
        }
      }
    }
    const created = await createSettlements(tx, by, news);
    next.created += created.length;
    next.skipped += news.length - created.length;
    if (created.length) await audit(tx, by, undefined, { action: 'generate', resource: settlements.name, recordId: created.map((c) => c.id) });
    await advanceBatch(tx, b.id, b.done + ids.length, next);
    return next;
  });
}

/**
 * Runs a claimed batch from where it stands (`done`), a chunk at a time, stopping when it is cancelled;
 * `chunks` limits how many chunks this call runs (the tests' crash: the batch is left running).
 */
export async function runChunks(app: FastifyInstance, batch: BatchRow, options: { chunk?: number; chunks?: number } = {}): Promise<BatchRow> {
  const size = options.chunk ?? CHUNK;
  const b = { ...batch };
  let result = b.result ?? EMPTY;
  for (let n = 0; b.done < b.total && (options.chunks === undefined || n < options.chunks); n++) {
    if (await batchCancelled(app.db, b.id)) return b;
    result = await settleChunk(app, b, b.itemIds.slice(b.done, b.done + size), result);
    b.done = Math.min(b.total, b.done + size);
    b.result = result;
  }
  if (b.done >= b.total) await finishBatch(app.db, b.id, { state: 'done' });
  return b;
}

/** The job's handler: resumes the batch after its last committed chunk; failed for good after its last attempt. */
export async function runMonthSettlement(app: FastifyInstance, payload: unknown, job: JobInfo): Promise<void> {
  const b = await claimBatch(app.db, payload);
  if (!b) return;
  try {
    await runChunks(app, b);
  } catch (e) {
    if (job.attempts >= MAX_ATTEMPTS) await finishBatch(app.db, b.id, { state: 'failed', error: e });
    throw e;
  }
}

export const settlementJobs = { [SETTLEMENT_JOB]: { run: runMonthSettlement, maxAttempts: MAX_ATTEMPTS } };
