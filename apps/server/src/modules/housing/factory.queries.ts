import type { PageQuery } from '../../platform/http/paging.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { pagedRows } from '../../platform/excel.js';
import { pageInstances } from '../flow/flow.queries.js';
import { projectNamesIn } from '../base/base.public.js';
import { liveWorkersIn, teamNamesIn } from '../worker/worker.public.js';
import { withWorkerNames } from '../worker/worker.service.js';

/**
 * "CF" (cFactory, DaoChuCF = export CF): a change of factory, i.e. a worker sent to work at another site
 * or a client's factory, asked for with the transfer application (form 17, turnSiteApply) whose approval
 * moves the worker (worker/transfer-flow.ts). These are the reads of its list and exports.
 */

type Row = Record<string, unknown>;
/** The transfer application. */
export const TRANSFER_FORM = '17';
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
/** The distinct ids under `key` of the request values (anything that is not an id is ignored). */
const idsOf = (k: string, from: Row[]) => [...new Set(from.map((m) => text(m[k])).filter((v): v is string => Boolean(v && /^\d{1,19}$/.test(v))))];
const namesOf = async (ids: string[], read: (ids: string[]) => Promise<{ id: string; name: string }[]>) =>
  new Map((ids.length ? await read(ids) : []).map((r) => [r.id, r.name]));

/** Transfer applications (form 17) the caller may see in the audit list, one row each with the worker and the sites. */
export async function transferApplications(ctx: ServiceContext, q: PageQuery & Row) {
  const page = await pageInstances(ctx.db, ctx.auth, 'all', { ...q, formId: TRANSFER_FORM });
  const maps = page.records.map((r) => (r as { map: Row }).map ?? {});
  const wids = idsOf('workerId', maps);
  const ws = await liveWorkersIn(ctx.db, ctx.auth, wids);
  const named = new Map((await withWorkerNames(ctx.db, ws as Row[])).map((w) => [w.id as string, w]));
  const projects = await projectNamesIn(
    ctx.db,
    ctx.auth,
    idsOf(
      'p',
      maps.flatMap((m) => [{ p: m.sourceProjectId }, { p: m.targetProjectId }]),
    ),
  );
  const teams = await namesOf(idsOf('targetTeamId', maps), (l) => teamNamesIn(ctx.db, l));
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
      sourceProjectName: projects.get(text(m.sourceProjectId) ?? '') ?? null,
      targetProjectName: projects.get(text(m.targetProjectId) ?? '') ?? null,
      targetTeamName: teams.get(text(m.targetTeamId) ?? '') ?? null,
      transitionDate: text(m.transitionDate),
      remark: text(m.remark),
    };
  });
  return { ...page, records };
}

/** Every transfer application of the filters, a page at a time (the exports). */
export const transferApplicationRows = (ctx: ServiceContext, q: Row) =>
  pagedRows((offset, limit) =>
    transferApplications(ctx, { ...q, current: offset / limit + 1, size: limit } as PageQuery & Row).then((p) => p.records as Row[]),
  );
