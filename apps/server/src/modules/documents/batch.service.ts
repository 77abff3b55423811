import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import yazl from 'yazl';
import { SettlementStatus } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import type { JobInfo } from '../../platform/jobs.js';
import { schedule } from '../../platform/jobs.js';
import { conflict, notFound } from '../../platform/errors.js';
import { liveRows } from '../../platform/repository.js';
import { formatDateTime } from '../../platform/util.js';
import { safeFileName } from '../../platform/pdf.js';
import { salarySettlement } from '../settlement/settlement.tables.js';
import { findSettlement, presentSettlement, settlements } from '../settlement/settlement.queries.js';
import { linkFor, storeFile } from '../resource/attach.service.js';
import { docBatch } from './signing.tables.js';
import { drawPayslip } from './documents.service.js';

/*
 * A month's payslips as one background job: the request picks the approved settlements of the month the
 * caller's data scope shows and schedules one job (sys_job 'documents.payslips'). The job draws each
 * payslip, streams it into a ZIP (yazl) written to a temporary file, counts its progress in doc_batch and
 * keeps the finished ZIP as an attachment of the caller. A cancelled batch stops before its next payslip.
 */

export const PAYSLIP_JOB = 'documents.payslips';
export const batchInput = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM') });
export const batchRef = z.object({ id: z.string().regex(/^\d{1,19}$/, 'must be an id') });
export const batchOutput = z.object({ id: z.string(), period: z.string(), total: z.number(), done: z.number(), state: z.string(), error: z.string().nullable(), createTime: z.string(), finishTime: z.string().nullable(), fileLink: z.string().nullable() });

type BatchRow = typeof docBatch.$inferSelect;
const PROGRESS_EVERY = 5;

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
};

function present(app: FastifyInstance, b: BatchRow) {
  return { id: b.id, period: b.period, total: b.total, done: b.done, state: b.state, error: b.error, createTime: b.createTime, finishTime: b.finishTime, fileLink: b.state === 'done' && b.attachId ? linkFor(app, b.attachId) : null };
}

/** Starts the payslips of a month: the approved settlements (last working day in the month) the caller sees; 409 when there are none. */
export async function startPayslipBatch(ctx: ServiceContext, v: z.output<typeof batchInput>) {
  const rows = await ctx.db
    .select({ id: salarySettlement.id })
    .from(salarySettlement)
    .where(and(settlements.scope(ctx.auth), eq(salarySettlement.settlementStatus, SettlementStatus.APPROVED), gte(salarySettlement.resignDate, `${v.month}-01`), lte(salarySettlement.resignDate, lastDay(v.month))))
    .orderBy(asc(salarySettlement.resignDate), asc(salarySettlement.id));
  if (!rows.length) throw conflict(`There is no approved settlement in ${v.month}`);
  return ctx.db.transaction(async (tx) => {
    const [b] = await tx
      .insert(docBatch)
      .values({ tenantId: ctx.auth.tenantId, createUser: ctx.auth.userId, createDept: ctx.auth.deptIds[0] ?? null, kind: 'payslips', period: v.month, itemIds: rows.map((r) => r.id), total: rows.length })
      .returning();
    await schedule(tx, PAYSLIP_JOB, new Date(), { batchId: b!.id }, { key: b!.id, tenantId: ctx.auth.tenantId });
    return present(ctx.app, b!);
  });
}

/** One of the caller's own batches (404 for anyone else's). */
async function ownBatch(ctx: ServiceContext, id: string): Promise<BatchRow> {
  const [b] = await ctx.db.select().from(docBatch).where(and(liveRows(docBatch, ctx.auth), eq(docBatch.id, id), eq(docBatch.createUser, ctx.auth.userId))).limit(1);
  if (!b) throw notFound('Batch');
  return b;
}

export const payslipBatch = async (ctx: ServiceContext, id: string) => present(ctx.app, await ownBatch(ctx, id));

/** Stops a batch that has not finished (409 once it has). */
export async function cancelPayslipBatch(ctx: ServiceContext, id: string) {
  const b = await ownBatch(ctx, id);
  const [saved] = await ctx.db
    .update(docBatch)
    .set({ state: 'cancelled', finishTime: formatDateTime(new Date()) })
    .where(and(eq(docBatch.id, b.id), inArray(docBatch.state, ['pending', 'running'])))
    .returning();
  if (!saved) throw conflict(`The batch is already ${b.state}`);
  return present(ctx.app, saved);
}

const stateOf = async (app: FastifyInstance, id: string) => (await app.db.select({ state: docBatch.state }).from(docBatch).where(eq(docBatch.id, id)).limit(1))[0]?.state;

/** Draws every payslip of a batch into one ZIP (the job's handler). */
export async function runPayslipBatch(app: FastifyInstance, payload: unknown, _job: JobInfo): Promise<void> {
  const batchId = String((payload as { batchId?: string } | null)?.batchId ?? '');
  const [b] = await app.db.select().from(docBatch).where(eq(docBatch.id, batchId)).limit(1);
  if (!b || b.state !== 'pending') return;
  await app.db.update(docBatch).set({ state: 'running' }).where(eq(docBatch.id, b.id));
  const tenant = { tenantId: b.tenantId };
  const dir = await mkdtemp(join(tmpdir(), 'payslips-'));
  const path = join(dir, 'payslips.zip');
  try {
    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(path));
    const names = new Set<string>();
    let done = 0;
    for (const id of b.itemIds) {
      if (done % PROGRESS_EVERY === 0 && (await stateOf(app, b.id)) === 'cancelled') {
        zip.end();
        await written;
        return;
      }
      const s = await findSettlement(app.db, tenant, id).catch(() => null);
      if (s && s.settlementStatus === SettlementStatus.APPROVED) {
        const file = await drawPayslip({ db: app.db, config: app.config }, tenant, await presentSettlement(app.db, tenant, s));
        let name = safeFileName(file.fileName);
        for (let n = 2; names.has(name); n++) name = safeFileName(`${file.fileName} (${n})`);
        names.add(name);
        zip.addBuffer(file.pdf, name, { compress: false });
      }
      done++;
      if (done % PROGRESS_EVERY === 0 || done === b.total) await app.db.update(docBatch).set({ done }).where(eq(docBatch.id, b.id));
    }
    zip.end();
    await written;
    const owner = { tenantId: b.tenantId, userId: b.createUser ?? '0', deptIds: b.createDept ? [b.createDept] : [], account: 'payslips' };
    const stored = await storeFile({ db: app.db, app, req: undefined, auth: owner }, { content: await readFile(path), originalName: `Payslips ${b.period}.zip`, mimetype: 'application/zip' });
    await app.db.update(docBatch).set({ state: 'done', done, attachId: stored.attachId, finishTime: formatDateTime(new Date()) }).where(and(eq(docBatch.id, b.id), eq(docBatch.state, 'running')));
  } catch (e) {
    await app.db.update(docBatch).set({ state: 'failed', error: String((e as Error).message ?? e).slice(0, 500), finishTime: formatDateTime(new Date()) }).where(eq(docBatch.id, b.id));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
