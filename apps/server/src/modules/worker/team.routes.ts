import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows } from '../../platform/crud.js';
import { defineRoute, zDate, zId } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { audit } from '../../platform/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { streamExcel } from '../../platform/excel.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { registerSeed } from '../system/bootstrap.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { project } from '../base/base.tables.js';
import { companySpecialist, specialist, transition, worker, workerTeam } from './worker.tables.js';
import { moveToTeam, workerResource } from './worker.routes.js';
import { nameOutputs, withWorkerNames } from './worker.service.js';
import { checkTarget, claimForTransfer, finishTransfer } from './transfer-flow.js';

registerMenuSeeds([
  { code: 'worker_team', name: 'Teams', parent: 'worker', path: '/worker/team', source: 'cluster', sort: 20 },
  ...crudButtons('worker_team', 'team'),
  { code: 'specialist', name: 'Specialists', parent: 'worker', path: '/worker/specialist', source: 'tool', sort: 21 },
  ...crudButtons('specialist', 'specialist'),
  { code: 'worker_transition', name: 'Project transfers', parent: 'worker', path: '/worker/transition', source: 'swap', sort: 22 },
  ...crudButtons('worker_transition', 'project transfer'),
]);

const base = '/api/mcc-worker';
const tags = ['worker_team'];
const teamPerms = { view: 'worker_team_view', add: 'worker_team_add', edit: 'worker_team_edit', delete: 'worker_team_delete' };

export default async function teamRoutes(app: FastifyInstance): Promise<void> {
  const teams = defineResource(app, {
    name: 'worker_team',
    prefix: `${base}/team`,
    table: workerTeam,
    permissions: teamPerms,
    routes: { page: 'page', list: 'teamListAll', detail: 'detail', save: 'addTeam', update: 'update', submit: false, remove: false },
    outputExtend: { ...nameOutputs, memberCount: z.number().optional() },
    filters: { projectId: filters.id(workerTeam.projectId), teamName: filters.like(workerTeam.teamName), specialistId: filters.id(workerTeam.specialistId), ids: filters.inIds(workerTeam.id) },
    sortable: { teamName: workerTeam.teamName, createTime: workerTeam.createTime },
    defaultOrder: [asc(workerTeam.teamName), asc(workerTeam.id)],
    hooks: {
      beforeWrite: async (tx, ctx, values) => {
        if (values.supervisorId) {
          const [sup] = await tx.select({ isSupervisor: worker.isSupervisor }).from(worker).where(and(liveRows(worker, ctx.auth), eq(worker.id, values.supervisorId as string)));
          if (!sup) throw notFound('supervisor');
          if (sup.isSupervisor !== 1) throw conflict('supervisorId: this worker is not a supervisor');
        }
      },
      present: async (db, ctx, rows) => {
        const ids = rows.map((r) => r.id as string);
        const counts = ids.length
          ? await db.select({ teamId: worker.teamId, n: count() }).from(worker).where(and(liveRows(worker, ctx.auth), inArray(worker.teamId, ids))).groupBy(worker.teamId)
          : [];
        const byTeam = new Map(counts.map((c) => [c.teamId, Number(c.n)]));
        return (await withWorkerNames(db, rows)).map((r) => ({ ...r, memberCount: byTeam.get(r.id as string) ?? 0 }));
      },
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/team/delTeam`,
    permission: teamPerms.delete,
    summary: 'Removes teams (ids); a team that still has members is refused (409)',
    tags,
    input: z.object({ ids: idList }),
    output: z.null(),
    handler: async ({ ids }, ctx) => {
      const [busy] = await ctx.db.select({ n: count() }).from(worker).where(and(liveRows(worker, ctx.auth), inArray(worker.teamId, ids)));
      if (Number(busy.n) > 0) throw conflict('ids: remove the members of the team first');
      await teams.remove(ctx, ids);
      return null;
    },
  });

  workerResource.view({ url: `${base}/team/teamWorkerList`, permission: 'authenticated', summary: 'Members of a team (teamId)', tags, input: { teamId: zId }, size: -1 });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/team/teamWorkerList2`,
    permission: 'authenticated',
    summary: 'Teams of a project with their members (the worker selector project tree)',
    tags,
    input: z.object({ projectId: zId }),
    output: z.array(z.object({ id: z.string(), teamName: z.string(), workers: z.array(workerResource.record) })),
    handler: async ({ projectId }, ctx) => {
      const list = await teams.all(ctx.db, ctx, { projectId });
      const ws = await workerResource.all(ctx.db, ctx, { projectId, status: 1 });
      return list.map((t) => ({ id: t.id as string, teamName: t.teamName as string, workers: ws.filter((w) => w.teamId === t.id) })) as never;
    },
  });
  workerResource.view({
    url: `${base}/team/teamLeaderList`,
    permission: 'authenticated',
    summary: 'Supervisors (isSupervisor 1) who can lead teams, optionally of one project (projectId, nameOrNo)',
    tags,
    size: -1,
    answer: 'records',
    preset: () => ({ isSupervisor: 1, status: 1 }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/team/teamChangeProject`,
    permission: teamPerms.edit,
    summary: 'Moves a team and all its members to another project (recorded as completed project transfers)',
    tags,
    input: z.object({ teamId: zId, projectId: zId }),
    output: z.number(),
    handler: async ({ teamId, projectId }, ctx) =>
      ctx.db.transaction(async (tx) => {
        await teams.getById(tx, ctx.auth, teamId);
        const [p] = await tx.select({ id: project.id }).from(project).where(and(liveRows(project, ctx.auth), eq(project.id, projectId)));
        if (!p) throw notFound('project');
        await tx.update(workerTeam).set({ projectId, updateUser: ctx.auth.userId, version: sql`${workerTeam.version} + 1` }).where(eq(workerTeam.id, teamId));
        const ids = (await tx.select({ id: worker.id }).from(worker).where(and(liveRows(worker, ctx.auth), eq(worker.teamId, teamId)))).map((w) => w.id);
        return ids.length ? moveToTeam({ ...ctx, db: tx }, ids, teamId) : 0;
      }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/team/teamChangeSpecialist`,
    permission: teamPerms.edit,
    summary: "Changes a team's specialist trade; its members follow",
    tags,
    input: z.object({ teamId: zId, specialistId: zId }),
    output: teams.record,
    handler: async ({ teamId, specialistId }, ctx) => {
      const saved = await ctx.db.transaction(async (tx) => {
        const [s] = await tx.select({ id: specialist.id }).from(specialist).where(and(liveRows(specialist, ctx.auth), eq(specialist.id, specialistId)));
        if (!s) throw notFound('specialist');
        const row = await teams.save({ ...ctx, db: tx }, { id: teamId, specialistId });
        await tx.update(worker).set({ specialistId }).where(and(liveRows(worker, ctx.auth), eq(worker.teamId, teamId)));
        return row;
      });
      return (await withWorkerNames(ctx.db, [saved]))[0] as never;
    },
  });

  // ---- team members ----
  defineRoute(app, {
    method: 'POST',
    url: `${base}/teammember/addTeamMembers`,
    permission: teamPerms.edit,
    summary: 'Adds workers (workerIds) to a team (teamId); workers in transfer are refused',
    tags,
    input: z.object({ teamId: zId, workerIds: idList }),
    output: z.number(),
    handler: ({ teamId, workerIds }, ctx) => moveToTeam(ctx, workerIds, teamId),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/teammember/remove`,
    permission: teamPerms.edit,
    summary: 'Takes workers (ids) out of their team; they stay on their project',
    tags,
    input: z.object({ ids: idList }),
    output: z.number(),
    handler: async ({ ids }, ctx) =>
      ctx.db.transaction(async (tx) => {
        const rows = await tx.update(worker).set({ teamId: null, updateUser: ctx.auth.userId }).where(and(workerResource.scope(ctx.auth), inArray(worker.id, ids))).returning({ id: worker.id });
        if (rows.length === 0) throw notFound('worker');
        await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'worker', recordId: rows.map((r) => r.id), changes: { teamId: { to: null } } });
        return rows.length;
      }),
  });

  // ---- specialists and company specialists ----
  const specPerms = { view: 'authenticated', add: 'specialist_add', edit: 'specialist_edit', delete: 'specialist_delete' };
  defineResource(app, {
    name: 'specialist',
    prefix: `${base}/specialist`,
    table: specialist,
    permissions: specPerms,
    routes: { page: 'page', list: 'list', detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' },
    filters: { specialistName: filters.like(specialist.specialistName) },
    defaultOrder: [asc(specialist.sort), asc(specialist.specialistName)],
    unique: [{ fields: ['specialistCode'], message: 'specialistCode: a specialist with this code already exists' }],
  });
  defineResource(app, {
    name: 'company_specialist',
    prefix: `${base}/companyspecialist`,
    table: companySpecialist,
    permissions: specPerms,
    routes: { page: 'page', list: 'list', detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' },
    outputExtend: nameOutputs,
    filters: { companyName: filters.like(companySpecialist.companyName), specialistId: filters.id(companySpecialist.specialistId) },
    references: { specialistId: { table: specialist, what: 'specialist' } },
    hooks: { present: (db, _ctx, rows) => withWorkerNames(db, rows) },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/project/listTeam`,
    permission: 'authenticated',
    summary: 'Projects with their teams (the project tree of the worker and team selectors)',
    tags,
    output: z.array(z.object({ id: z.string(), projectName: z.string(), teams: z.array(z.object({ id: z.string(), teamName: z.string(), projectId: z.string().nullable() })) })),
    handler: async (_q, ctx) => {
      const ps = await ctx.db.select({ id: project.id, projectName: project.projectName }).from(project).where(liveRows(project, ctx.auth)).orderBy(asc(project.projectName));
      const ts = await ctx.db.select({ id: workerTeam.id, teamName: workerTeam.teamName, projectId: workerTeam.projectId }).from(workerTeam).where(liveRows(workerTeam, ctx.auth)).orderBy(asc(workerTeam.teamName));
      return ps.map((p) => ({ ...p, teams: ts.filter((t) => t.projectId === p.id) }));
    },
  });

  // ---- project transfers: pending ones put the worker "in transfer" ----
  const trPerms = { view: 'worker_transition_view', add: 'worker_transition_add', edit: 'worker_transition_edit', delete: 'worker_transition_delete' };
  const tr = defineResource(app, {
    name: 'worker_transition',
    prefix: `${base}/processsimplifytransition`,
    table: transition,
    permissions: trPerms,
    routes: { page: 'page', list: false, detail: 'detail', save: 'save', update: false, submit: false, remove: false },
    omitInput: ['transitionStatus', 'sourceProjectId', 'sourceTeamId'],
    inputExtend: { transitionDate: zDate, transitionType: z.coerce.number().int().min(1).max(2).default(1) },
    outputExtend: { employmentCode: z.string().optional(), name: z.string().optional(), sourceProjectName: z.string().nullable().optional(), targetProjectName: z.string().nullable().optional() },
    filters: {
      workerId: filters.id(transition.workerId),
      transitionStatus: filters.int(transition.transitionStatus),
      targetProjectId: filters.id(transition.targetProjectId),
      sourceProjectId: filters.id(transition.sourceProjectId),
      transitionDateStart: filters.from(transition.transitionDate),
      transitionDateEnd: filters.to(transition.transitionDate),
    },
    hooks: {
      beforeWrite: async (tx, ctx, values) => {
        await workerResource.getById(tx, ctx.auth, values.workerId as string);
        if (!values.targetProjectId) throw badRequest('targetProjectId: is required');
        await checkTarget(tx, ctx.auth.tenantId, values.targetProjectId as string, values.targetTeamId as string | null);
        Object.assign(values, await claimForTransfer(tx, ctx.auth.tenantId, values.workerId as string));
        delete values.employmentCode;
      },
      present: async (db, ctx, rows) => {
        const wids = [...new Set(rows.map((r) => r.workerId as string))];
        const ws = wids.length ? await db.select({ id: worker.id, employmentCode: worker.employmentCode, name: worker.name }).from(worker).where(inArray(worker.id, wids)) : [];
        const pids = [...new Set(rows.flatMap((r) => [r.sourceProjectId, r.targetProjectId]).filter((v): v is string => typeof v === 'string'))];
        const ps = pids.length ? await db.select({ id: project.id, name: project.projectName }).from(project).where(inArray(project.id, pids)) : [];
        const wm = new Map(ws.map((w) => [w.id, w]));
        const pm = new Map(ps.map((p) => [p.id, p.name]));
        return rows.map((r) => ({
          ...r,
          employmentCode: wm.get(r.workerId as string)?.employmentCode,
          name: wm.get(r.workerId as string)?.name,
          sourceProjectName: pm.get(r.sourceProjectId as string) ?? null,
          targetProjectName: pm.get(r.targetProjectId as string) ?? null,
        }));
      },
    },
  });
  const finish = (url: string, summary: string, done: boolean) =>
    defineRoute(app, {
      method: 'POST',
      url: `${base}/processsimplifytransition/${url}`,
      permission: trPerms.edit,
      summary,
      tags: ['worker_transition'],
      input: z.object({ id: zId }),
      output: tr.record,
      handler: async ({ id }, ctx) => {
        const row = await ctx.db.transaction(async (tx) => finishTransfer(tx, ctx.auth, (await tr.getById(tx, ctx.auth, id)) as never, done));
        return row as never;
      },
    });
  finish('complete', 'Completes a transfer: the worker moves to the target project and team and is no longer in transfer', true);
  finish('cancel', 'Cancels a transfer: the worker stays and is no longer in transfer', false);
  defineRoute(app, {
    method: 'GET',
    url: `${base}/processsimplifytransition/excel`,
    permission: trPerms.view,
    summary: 'Exports project transfers (.xlsx, streamed)',
    tags: ['worker_transition'],
    input: tr.listInput.omit({ current: true, size: true }),
    raw: true,
    handler: (q, ctx) =>
      streamExcel(ctx.reply, {
        fileName: 'project-transfers.xlsx',
        sheetName: 'Transfers',
        columns: [
          { header: 'Employment Code', key: 'employmentCode' },
          { header: 'Name', key: 'name', width: 24 },
          { header: 'Type', key: 'transitionType', value: (r) => (r.transitionType === 1 ? 'Project' : 'Team') },
          { header: 'From Project', key: 'sourceProjectName', width: 20 },
          { header: 'To Project', key: 'targetProjectName', width: 20 },
          { header: 'Date', key: 'transitionDate' },
          { header: 'Status', key: 'transitionStatus', value: (r) => ['In transfer', 'Done', 'Cancelled'][r.transitionStatus as number] },
          { header: 'Remark', key: 'remark', width: 30 },
        ],
        rows: tr.exportRows(ctx, q),
      }),
  });
}

/** A starting set of specialist trades (construction); edited ones are kept. */
registerSeed('worker-specialists', async (db) => {
  const [any] = await db.select({ id: specialist.id }).from(specialist).where(eq(specialist.tenantId, DEFAULT_TENANT)).limit(1);
  if (any) return;
  const trades = ['Rebar', 'Formwork', 'Concreting', 'Scaffolding', 'Electrical', 'Plumbing', 'M&E', 'Painting', 'Tiling', 'Welding', 'Carpentry', 'General labour'];
  await db.insert(specialist).values(trades.map((t, i) => ({ specialistName: t, specialistCode: t.toLowerCase().replace(/[^a-z]+/g, '_'), sort: i + 1 })));
});
