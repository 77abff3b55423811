import type { FastifyInstance } from 'fastify';
import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineRoute, zDate, zId, zOptionalId, type RouteContext } from '../../platform/http/route.js';
import { idList, pageOf, pageQuery } from '../../platform/http/paging.js';
import { pagedRows, streamExcel, type ExcelColumn } from '../../platform/excel.js';
import { liveRows } from '../../platform/crud.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { pageInstances } from '../flow/flow.queries.js';
import { project } from '../base/base.tables.js';
import { worker, workerTeam } from '../worker/worker.tables.js';
import { withWorkerNames } from '../worker/worker.service.js';
import { openTransfer } from '../worker/transfer-flow.js';

/**
 * "CF" (cFactory, DaoChuCF = export CF): a change of factory, i.e. a worker sent to work at another site
 * or a client's factory. It is asked for with the transfer application (form 17, turnSiteApply), whose
 * approval moves the worker (worker/transfer-flow.ts); HR can also send workers at once (cFactory).
 */
registerMenuSeeds([
  { code: 'worker_cfactory', name: 'Site transfers (CF)', parent: 'worker', path: '/worker/cFactory', source: 'export', sort: 23 },
  ...crudButtons('worker_cfactory', 'site transfer').filter((b) => b.alias === 'view' || b.alias === 'add'),
  { code: 'worker_cfactory_export', name: 'Export site transfers', alias: 'export', parent: 'worker_cfactory', category: 2, action: 0, sort: 5 },
]);

type Row = Record<string, unknown>;
const base = '/api/mcc-worker/teammember';
const tags = ['worker_cfactory'];
const FORM = '17';
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

const listInput = pageQuery.extend({
  formId: z.preprocess((v) => (v === '' || v === undefined ? FORM : v), z.coerce.string().refine((v) => v === FORM, 'must be 17 (the transfer application)')),
  flowStatus: z.enum(['running', 'approved', 'rejected', 'recalled', 'cancelled']).optional().or(z.literal('').transform(() => undefined)),
  createTime_start: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().or(z.literal('').transform(() => undefined)),
  createTime_end: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional().or(z.literal('').transform(() => undefined)),
});
const record = z.object({
  processId: z.string(),
  processInstanceId: z.string().nullable(),
  flowStatus: z.string(),
  createTime: z.string(),
  initiatorName: z.string().nullable().optional(),
  workerId: z.string().nullable(),
  employmentCode: z.string().nullable(),
  name: z.string().nullable(),
  finNo: z.string().nullable(),
  nationality: z.string().nullable(),
  wpNumber: z.string().nullable(),
  currentProjectName: z.string().nullable(),
  currentTeamName: z.string().nullable(),
  sourceProjectName: z.string().nullable(),
  targetProjectName: z.string().nullable(),
  targetTeamName: z.string().nullable(),
  transitionDate: z.string().nullable(),
  remark: z.string().nullable(),
});

/** Transfer applications (form 17) the caller may see in the audit list, one row each with the worker and the sites. */
async function pageApplications(ctx: RouteContext, q: z.output<typeof listInput>) {
  const page = await pageInstances(ctx.db, ctx.auth, 'all', { ...q, formId: FORM });
  const maps = page.records.map((r) => (r as { map: Row }).map ?? {});
  const ids = (k: string, from: Row[]) => [...new Set(from.map((m) => text(m[k])).filter((v): v is string => Boolean(v && /^\d{1,19}$/.test(v))))];
  const wids = ids('workerId', maps);
  const ws = wids.length ? await ctx.db.select().from(worker).where(and(liveRows(worker, ctx.auth), inArray(worker.id, wids))) : [];
  const named = new Map((await withWorkerNames(ctx.db, ws as Row[])).map((w) => [w.id as string, w]));
  const pids = ids('p', maps.flatMap((m) => [{ p: m.sourceProjectId }, { p: m.targetProjectId }]));
  const ps = new Map((pids.length ? await ctx.db.select({ id: project.id, name: project.projectName }).from(project).where(inArray(project.id, pids)) : []).map((p) => [p.id, p.name]));
  const tids = ids('targetTeamId', maps);
  const ts = new Map((tids.length ? await ctx.db.select({ id: workerTeam.id, name: workerTeam.teamName }).from(workerTeam).where(inArray(workerTeam.id, tids)) : []).map((t) => [t.id, t.name]));
  const records = page.records.map((r, i) => {
    const m = maps[i];
    const w = named.get(text(m.workerId) ?? '');
    const inst = r as Row;
    return {
      processId: inst.processId as string,
      processInstanceId: (inst.processInstanceId as string) ?? null,
      flowStatus: inst.flowStatus as string,
      createTime: inst.createTime as string,
      initiatorName: (inst.initiatorName as string) ?? null,
      workerId: text(m.workerId),
      employmentCode: (w?.employmentCode as string) ?? null,
      name: (w?.name as string) ?? null,
      finNo: (w?.finNo as string) ?? null,
      nationality: (w?.nationality as string) ?? null,
      wpNumber: (w?.wpNumber as string) ?? null,
      currentProjectName: (w?.projectName as string) ?? null,
      currentTeamName: (w?.teamName as string) ?? null,
      sourceProjectName: ps.get(text(m.sourceProjectId) ?? '') ?? null,
      targetProjectName: ps.get(text(m.targetProjectId) ?? '') ?? null,
      targetTeamName: ts.get(text(m.targetTeamId) ?? '') ?? null,
      transitionDate: text(m.transitionDate),
      remark: text(m.remark),
    };
  });
  return { ...page, records };
}

const STATUS: Record<string, string> = { running: 'In approval', approved: 'Approved', rejected: 'Rejected', recalled: 'Recalled', cancelled: 'Cancelled' };
const applicationColumns: ExcelColumn<Row>[] = [
  { header: 'Process ID', key: 'processId', width: 22 },
  { header: 'Status', key: 'flowStatus', value: (r) => STATUS[r.flowStatus as string] ?? r.flowStatus },
  { header: 'Applied by', key: 'initiatorName', width: 18 },
  { header: 'Applied on', key: 'createTime', width: 20 },
  { header: 'Employment Code', key: 'employmentCode' },
  { header: 'Name', key: 'name', width: 24 },
  { header: 'From Site', key: 'sourceProjectName', width: 20 },
  { header: 'To Site', key: 'targetProjectName', width: 20 },
  { header: 'To Team', key: 'targetTeamName', width: 16 },
  { header: 'Transfer Date', key: 'transitionDate' },
  { header: 'Remark', key: 'remark', width: 30 },
];
const personColumns: ExcelColumn<Row>[] = [
  { header: 'Employment Code', key: 'employmentCode' },
  { header: 'Name', key: 'name', width: 24 },
  { header: 'Nationality', key: 'nationality' },
  { header: 'FIN No', key: 'finNo' },
  { header: 'WP No', key: 'wpNumber' },
  { header: 'Current Site', key: 'currentProjectName', width: 20 },
  { header: 'Current Team', key: 'currentTeamName', width: 16 },
  { header: 'To Site', key: 'targetProjectName', width: 20 },
  { header: 'Transfer Date', key: 'transitionDate' },
  { header: 'Status', key: 'flowStatus', value: (r) => STATUS[r.flowStatus as string] ?? r.flowStatus },
];

export default async function factoryRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: `${base}/cFactoryList`,
    permission: 'worker_cfactory_view',
    summary: 'Site transfers (CF): the transfer applications (form 17) with their worker, from and to site, date and status',
    tags,
    input: listInput,
    output: pageOf(record),
    handler: (q, ctx) => pageApplications(ctx, q),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/cFactory`,
    permission: 'worker_cfactory_add',
    summary: 'Sends workers (workerIds) to another site (targetProjectId, targetTeamId) from transitionDate without an application: opens a pending transfer for each (complete or cancel under project transfers); a worker already in transfer refuses the whole call (409)',
    tags,
    input: z.object({ workerIds: idList, targetProjectId: zId, targetTeamId: zOptionalId, transitionDate: zDate, remark: z.string().trim().max(500, 'must be at most 500 characters').optional() }),
    output: z.number(),
    handler: (v, ctx) =>
      ctx.db.transaction(async (tx) => {
        for (const workerId of [...new Set(v.workerIds)].sort()) await openTransfer(tx, ctx.auth, { ...v, workerId });
        return new Set(v.workerIds).size;
      }),
  });
  const exportOf = (url: string, fileName: string, columns: ExcelColumn<Row>[], summary: string) =>
    defineRoute(app, {
      method: 'GET',
      url: `${base}/${url}`,
      permission: 'worker_cfactory_export',
      summary,
      tags,
      input: listInput.omit({ current: true, size: true }),
      raw: true,
      handler: (q, ctx) =>
        streamExcel(ctx.reply, {
          fileName,
          sheetName: 'Site transfers',
          columns,
          rows: pagedRows((offset, limit) => pageApplications(ctx, { ...q, current: offset / limit + 1, size: limit }).then((p) => p.records as Row[])),
        }),
    });
  exportOf('DaoChuCF', 'site-transfer-applications.xlsx', applicationColumns, 'Exports the transfer applications (formId 17) as .xlsx: one row per application');
  exportOf('DaoChuCFPerson', 'site-transfer-workers.xlsx', personColumns, 'Exports the workers of the transfer applications (formId 17) as .xlsx: identity, work permit, current and target site');
}
