import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { WORKER_STATUS } from '@hr/contracts';
import { zDate, type ServiceContext } from '../../platform/http/route.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { defineRepository, filters, liveRows } from '../../platform/repository.js';
import { projectList, projectNamesIn } from '../base/base.public.js';
import { companySpecialist, specialist, transition, worker, workerTeam } from './worker.tables.js';
import { nameOutputs, withWorkerNames, workers } from './worker.queries.js';
import { checkTarget, claimForTransfer } from './transfer.service.js';

/** Site teams of a project, each led by a supervisor; answered with names and their member count. */
export const teams = defineRepository({
  name: 'worker_team',
  table: workerTeam,
  outputExtend: { ...nameOutputs, memberCount: z.number().optional() },
  filters: {
    projectId: filters.id(workerTeam.projectId),
    teamName: filters.like(workerTeam.teamName),
    specialistId: filters.id(workerTeam.specialistId),
    ids: filters.inIds(workerTeam.id),
  },
  sortable: { teamName: workerTeam.teamName, createTime: workerTeam.createTime },
  defaultOrder: [asc(workerTeam.teamName), asc(workerTeam.id)],
  hooks: {
    beforeWrite: async (tx, ctx, values) => {
      if (values.supervisorId) {
        const [sup] = await tx
          .select({ isSupervisor: worker.isSupervisor })
          .from(worker)
          .where(and(liveRows(worker, ctx.auth), eq(worker.id, values.supervisorId as string)));
        if (!sup) throw notFound('supervisor');
        if (sup.isSupervisor !== 1) throw conflict('supervisorId: this worker is not a supervisor');
      }
    },
    present: async (db, ctx, rows) => {
      const ids = rows.map((r) => r.id as string);
      const counts = ids.length
        ? await db
            .select({ teamId: worker.teamId, n: count() })
            .from(worker)
            .where(and(liveRows(worker, ctx.auth), inArray(worker.teamId, ids)))
            .groupBy(worker.teamId)
        : [];
      const byTeam = new Map(counts.map((c) => [c.teamId, Number(c.n)]));
      return (await withWorkerNames(db, rows)).map((r) => ({ ...r, memberCount: byTeam.get(r.id as string) ?? 0 }));
    },
  },
});

/** How many live workers the teams have. */
export async function memberCount(ctx: ServiceContext, teamIds: string[]): Promise<number> {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(worker)
    .where(and(liveRows(worker, ctx.auth), inArray(worker.teamId, teamIds)));
  return Number(n);
}

/** The teams of a project, each with its active members (the worker selector's project tree). */
export async function teamsWithMembers(ctx: ServiceContext, projectId: string) {
  const list = await teams.all(ctx.db, ctx, { projectId });
  const members = await workers.all(ctx.db, ctx, { projectId, status: WORKER_STATUS.ACTIVE });
  return list.map((t) => ({ id: t.id, teamName: t.teamName, workers: members.filter((w) => w.teamId === t.id) }));
}

/** The project tree of the worker and team selectors: projects with their teams. */
export const projectTree = z.array(
  z.object({ id: z.string(), projectName: z.string(), teams: z.array(z.object({ id: z.string(), teamName: z.string(), projectId: z.string().nullable() })) }),
);

/**
 * Projects with their teams, by name. `workers`: only the teams with a worker it admits, and the projects of those
 * teams (the applicant selector's tree: the workers the caller may file for, not the company's every site).
 */
export async function projectsWithTeams(ctx: ServiceContext, workers?: SQL) {
  const teamsOf = workers ? inArray(workerTeam.id, ctx.db.select({ id: worker.teamId }).from(worker).where(workers)) : undefined;
  const ts = await ctx.db
    .select({ id: workerTeam.id, teamName: workerTeam.teamName, projectId: workerTeam.projectId })
    .from(workerTeam)
    .where(and(liveRows(workerTeam, ctx.auth), teamsOf))
    .orderBy(asc(workerTeam.teamName));
  const ps = await projectList(ctx.db, ctx.auth, workers ? ts.flatMap((t) => (t.projectId ? [t.projectId] : [])) : undefined);
  return ps.map((p) => ({ ...p, teams: ts.filter((t) => t.projectId === p.id) }));
}

export const specialists = defineRepository({
  name: 'specialist',
  table: specialist,
  filters: { specialistName: filters.like(specialist.specialistName) },
  defaultOrder: [asc(specialist.sort), asc(specialist.specialistName)],
  unique: [{ fields: ['specialistCode'], message: 'specialistCode: a specialist with this code already exists' }],
});

/** Subcontractor companies and the specialist trade they supply. */
export const companySpecialists = defineRepository({
  name: 'company_specialist',
  table: companySpecialist,
  outputExtend: nameOutputs,
  filters: { companyName: filters.like(companySpecialist.companyName), specialistId: filters.id(companySpecialist.specialistId) },
  references: { specialistId: { table: specialist, what: 'specialist' } },
  hooks: { present: (db, _ctx, rows) => withWorkerNames(db, rows) },
});

/** Project transfers; one HR opens (save) is pending and puts the worker "in transfer" (transfer.service.ts). */
export const transitions = defineRepository({
  name: 'worker_transition',
  table: transition,
  omitInput: ['transitionStatus', 'sourceProjectId', 'sourceTeamId'],
  inputExtend: { transitionDate: zDate, transitionType: z.coerce.number().int().min(1).max(2).default(1) },
  outputExtend: {
    employmentCode: z.string().optional(),
    name: z.string().optional(),
    sourceProjectName: z.string().nullable().optional(),
    targetProjectName: z.string().nullable().optional(),
  },
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
      await workers.getById(tx, ctx.auth, values.workerId as string);
      if (!values.targetProjectId) throw badRequest('targetProjectId: is required');
      await checkTarget(tx, ctx.auth, values.targetProjectId as string, values.targetTeamId as string | null);
      Object.assign(values, await claimForTransfer(tx, ctx.auth, values.workerId as string));
      delete values.employmentCode;
    },
    present: async (db, ctx, rows) => {
      const wids = [...new Set(rows.map((r) => r.workerId as string))];
      const ws = wids.length
        ? await db.select({ id: worker.id, employmentCode: worker.employmentCode, name: worker.name }).from(worker).where(inArray(worker.id, wids))
        : [];
      const pids = [...new Set(rows.flatMap((r) => [r.sourceProjectId, r.targetProjectId]).filter((v): v is string => typeof v === 'string'))];
      const pm = await projectNamesIn(db, ctx.auth, pids);
      const wm = new Map(ws.map((w) => [w.id, w]));
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
