import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SettlementStatus } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import {
  advanceBatch,
  batchCancelled,
  batchFields,
  batchMonth,
  batchRef,
  cancelBatch,
  claimBatch,
  finishBatch,
  ownBatch,
  presentBatch,
  startBatch,
  type BatchRow,
  type JobInfo,
} from '../../platform/jobs.js';
import { conflict } from '../../platform/errors.js';
import { documentWords, requestWords, safeFileName } from '../../platform/pdf.js';
import { LANGUAGES, type Language } from '../../platform/i18n/index.js';
import { approvedSettlementIds, findSettlement, monthBounds, monthStatusCounts, presentSettlement } from '../settlement/settlement.queries.js';
import { linkFor, storeFile } from '../resource/attach.service.js';
import { drawPayslip } from './documents.service.js';

/*
 * A month's payslips as one background job: the request picks the approved settlements of the month the
 * caller's data scope shows and schedules one job (sys_job 'documents.payslips'). The job draws each
 * payslip, streams it into a ZIP (yazl) written to a temporary file, counts its progress in its batch
 * (platform/jobs.ts: the progress and cancel every batch shares) and keeps the finished ZIP as an
 * attachment of the caller. A cancelled batch stops before its next payslip.
 */

export const PAYSLIP_JOB = 'documents.payslips';
const KIND = 'payslips';
export const batchInput = z.object({ month: batchMonth });
export { batchRef };
export const batchOutput = z.object({ ...batchFields, fileLink: z.string().nullable() });

const PROGRESS_EVERY = 5;

const present = (app: FastifyInstance, b: BatchRow) => ({ ...presentBatch(b), fileLink: b.state === 'done' && b.attachId ? linkFor(app, b.attachId) : null });

/** Starts the payslips of a month: the approved settlements (last working day in the month) the caller sees; 409 when there are none. */
export async function startPayslipBatch(ctx: ServiceContext, v: z.output<typeof batchInput>) {
  const ids = await approvedSettlementIds(ctx.db, ctx.auth, ...monthBounds(v.month));
  if (!ids.length) throw conflict(`There is no approved settlement in ${v.month}`);
  // the payslips are drawn in the language of who started the batch, kept with its job
  return present(
    ctx.app,
    await startBatch(ctx.db, ctx.auth, PAYSLIP_JOB, { kind: KIND, period: v.month, itemIds: ids, language: requestWords(ctx.req).language }),
  );
}

/** What a month's payslips would cover: its approved settlements, and those still waiting or in draft. */
export const payslipMonth = (ctx: ServiceContext, month: string) => monthStatusCounts(ctx.db, ctx.auth, month);
export const payslipMonthOutput = z.object({ month: z.string(), approved: z.number(), waiting: z.number(), drafts: z.number() });

export const payslipBatch = async (ctx: ServiceContext, id: string) => present(ctx.app, await ownBatch(ctx.db, ctx.auth, KIND, id));

/** Stops a batch that has not finished (409 once it has). */
export const cancelPayslipBatch = async (ctx: ServiceContext, id: string) => present(ctx.app, await cancelBatch(ctx.db, ctx.auth, KIND, id));

/** Draws every payslip of a batch into one ZIP (the job's handler). */
export async function runPayslipBatch(app: FastifyInstance, payload: unknown, _job: JobInfo): Promise<void> {
  const b = await claimBatch(app.db, payload);
  if (!b) return;
  const tenant = { tenantId: b.tenantId };
  const asked = (payload as { language?: unknown } | null)?.language;
  const words = documentWords(LANGUAGES.find((l): l is Language => l === asked) ?? 'en');
  const dir = await mkdtemp(join(tmpdir(), 'payslips-'));
  const path = join(dir, 'payslips.zip');
  try {
    const { default: yazl } = await import('yazl');
    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(path));
    const names = new Set<string>();
    let done = 0;
    for (const id of b.itemIds) {
      if (done % PROGRESS_EVERY === 0 && (await batchCancelled(app.db, b.id))) {
        zip.end();
        await written;
        return;
      }
      const s = await findSettlement(app.db, tenant, id).catch(() => null);
      if (s && s.settlementStatus === SettlementStatus.APPROVED) {
        const file = await drawPayslip({ db: app.db, config: app.config }, tenant, await presentSettlement(app.db, tenant, s), words);
        let name = safeFileName(file.fileName);
        for (let n = 2; names.has(name); n++) name = safeFileName(`${file.fileName} (${n})`);
        names.add(name);
        zip.addBuffer(file.pdf, name, { compress: false });
      }
      done++;
      if (done % PROGRESS_EVERY === 0 || done === b.total) await advanceBatch(app.db, b.id, done);
    }
    zip.end();
    await written;
    const owner = { tenantId: b.tenantId, userId: b.createUser ?? '0', deptIds: b.createDept ? [b.createDept] : [], account: 'payslips' };
    const stored = await storeFile(
      { db: app.db, app, req: undefined, auth: owner },
      { content: await readFile(path), originalName: `${words.t('Payslips {month}', { month: b.period })}.zip`, mimetype: 'application/zip' },
    );
    await finishBatch(app.db, b.id, { state: 'done', set: { done, attachId: stored.attachId } });
  } catch (e) {
    await finishBatch(app.db, b.id, { state: 'failed', error: e });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
