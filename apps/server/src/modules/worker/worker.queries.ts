import { and, asc, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import { WORKER_STATUS, addDays } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { companyTodaySql } from '../../platform/db/columns.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { conflict, notFound } from '../../platform/errors.js';
import { formatDateTime, today as todayDate } from '../../platform/util.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { containsAny, defineRepository, filters, liveRows, type Filter } from '../../platform/repository.js';
import { joinedNames } from '../../platform/names.js';
import { postNames, trades } from '../system/system.public.js';
import { projectIdsByCode as tenantProjectIdsByCode, projectNames } from '../base/base.public.js';
import { dropUnseenFields, maskRows, WAGE_FIELDS } from '../staff/staff.rules.js';
import { specialist, transition, worker, workerEmployment, workerTeam } from './worker.tables.js';
import { employmentRules, workerRules } from './worker.schema.js';
import { DIRECTORY_FIELDS } from '../directories.js';
import { closeWorkerAccess, followWorker } from './worker-account.js';

type Row = Record<string, unknown>;

/** A worker's project, team, trade and specialist names (also on team rows, which carry projectId). */
const workerNames = joinedNames(worker, {
  projectName: { from: 'projectId', source: projectNames },
  teamName: { from: 'teamId', source: { table: workerTeam, id: workerTeam.id, name: workerTeam.teamName } },
  tradeName: { from: 'tradeId', source: postNames },
  specialistName: { from: 'specialistId', source: { table: specialist, id: specialist.id, name: specialist.specialistName } },
});

/**
 * The compliance centre's flag: a worker whose work permit has expired may not work (lists, selectors, profile).
 * Set on the rows themselves, which every caller has just read (an export presents 200,000 of them).
 */
function withPermitFlag(rows: Row[]): Row[] {
  const today = todayDate();
  for (const r of rows) if ('wpExpiryDate' in r) r.permitExpired = typeof r.wpExpiryDate === 'string' && r.wpExpiryDate < today;
  return rows;
}

/** Adds projectName, teamName, tradeName and specialistName (and the permit flag) to worker (or team) rows, in one statement. */
export async function withWorkerNames(db: Db, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  return withPermitFlag(await workerNames.present(db, rows));
}

/** The fields withWorkerNames adds. */
export const nameOutputs = {
  projectName: z.string().nullable().optional(),
  teamName: z.string().nullable().optional(),
  tradeName: z.string().nullable().optional(),
  specialistName: z.string().nullable().optional(),
  /** The work permit's expiry date is past (worker rows only). */
  permitExpired: z.boolean().optional(),
};

/** `N` days: rows whose date is already past or falls within the next N days (null dates never match). */
const expiringWithin = (...columns: AnyColumn[]): Filter => ({
  schema: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(3650).optional()),
  where: (n: number | undefined) =>
    n === undefined
      ? undefined
      : sql`(${sql.join(
          columns.map((c) => sql`${c} <= ${companyTodaySql} + ${n}::int`),
          sql` or `,
        )})`,
});

const nameOrNo: Filter = {
  schema: z.string().max(100).optional(),
  where: (v: string | undefined) => containsAny([worker.name, worker.employmentCode, worker.finNo], v),
};

/** Site workers; a new worker gets its (empty) employment terms, a worker's team decides its project. */
export const workers = defineRepository({
  name: 'worker',
  table: worker,
  // dormitory, blk and room follow the worker's room in modules/housing (assign, move, check out)
  omitInput: ['userId', 'teamMemberStatus', 'dormitory', 'blk', 'room'],
  inputExtend: workerRules,
  outputExtend: nameOutputs,
  filters: {
    nameOrNo,
    /** Name or employment code (the directory's search: no document numbers). */
    nameOrCode: { schema: z.string().max(100).optional(), where: (v: string | undefined) => containsAny([worker.name, worker.employmentCode], v) },
    name: filters.like(worker.name),
    employmentCode: filters.like(worker.employmentCode),
    ids: filters.inIds(worker.id),
    projectId: filters.id(worker.projectId),
    teamId: filters.id(worker.teamId),
    tradeId: filters.id(worker.tradeId),
    nationality: filters.equals(worker.nationality),
    status: filters.int(worker.status),
    isSupervisor: filters.int(worker.isSupervisor),
    teamMemberStatus: filters.int(worker.teamMemberStatus),
    /** Work permit expired or expiring within N days. */
    wpExpiringWithin: expiringWithin(worker.wpExpiryDate),
    passportExpiringWithin: expiringWithin(worker.passportExpiryDate),
    /** Either document expired or expiring within N days. */
    expiringWithin: expiringWithin(worker.wpExpiryDate, worker.passportExpiryDate),
    entryDateStart: filters.from(worker.entryDate),
    // a dashboard tile's rows: documents expiring between two dates, workers of a dormitory
    wpExpiryDate_start: filters.from(worker.wpExpiryDate),
    wpExpiryDate_end: filters.to(worker.wpExpiryDate),
    passportExpiryDate_start: filters.from(worker.passportExpiryDate),
    passportExpiryDate_end: filters.to(worker.passportExpiryDate),
    dormitory: filters.equals(worker.dormitory),
    noTeam: { schema: z.coerce.number().int().min(0).max(1).optional(), where: (v: number | undefined) => (v === 1 ? isNull(worker.teamId) : undefined) },
  },
  sortable: {
    employmentCode: worker.employmentCode,
    name: worker.name,
    wpExpiryDate: worker.wpExpiryDate,
    passportExpiryDate: worker.passportExpiryDate,
    entryDate: worker.entryDate,
    createTime: worker.createTime,
  },
  defaultOrder: [asc(worker.employmentCode), asc(worker.id)],
  // a worker belongs to the department that registered it (create_dept) and to its project and team
  dataScope: { project_id: worker.projectId, team_id: worker.teamId },
  // the worker selector's directory (modules/directories.ts): names, numbers and org units only
  directory: DIRECTORY_FIELDS.worker,
  // the selector flags a worker whose work permit has expired (the compliance centre)
  directoryFlags: { permitExpired: sql`${worker.wpExpiryDate} < ${companyTodaySql}` },
  unique: [{ fields: ['employmentCode'], message: 'employmentCode: a worker with this employment code already exists' }],
  hooks: {
    beforeWrite: async (tx, ctx, values) => {
      if (values.teamId) {
        const [team] = await tx
          .select()
          .from(workerTeam)
          .where(and(liveRows(workerTeam, ctx.auth), eq(workerTeam.id, values.teamId as string)));
        if (!team) throw conflict('teamId: no such team');
        values.projectId = team.projectId;
      }
    },
    afterWrite: async (tx, ctx, saved, existing) => {
      if (!existing) await tx.insert(workerEmployment).values({ tenantId: ctx.auth.tenantId, workerId: saved.id as string, createUser: ctx.auth.userId });
      // the self-service account follows the record; a worker who has left loses it
      else await followWorker(tx, ctx.auth, saved);
    },
    beforeRemove: (tx, ctx, ids) => closeWorkerAccess(tx, ctx.auth, ids, 'worker_removed'),
    present: (_db, _ctx, rows) => withPermitFlag(rows),
  },
  names: workerNames,
});

/** Employment terms, one row per worker (created with the worker). */
export const employments = defineRepository({
  name: 'worker_employment',
  table: workerEmployment,
  omitInput: ['workerId'],
  inputExtend: employmentRules,
  // wages are salary data: shown and written only with staff_sensitive (the client saw masks otherwise)
  hooks: {
    beforeWrite: (_tx, ctx, values) => dropUnseenFields(ctx.auth, values, WAGE_FIELDS),
    present: (_db, ctx, rows) => maskRows(ctx.auth, rows, WAGE_FIELDS),
  },
});

/** The employment terms of a worker the caller may see (by the worker's id or the terms' own id), wages masked as the caller sees them. */
export async function employmentOf(ctx: ServiceContext, q: { workerId?: string; id?: string }): Promise<Row> {
  if (q.id) return maskRows(ctx.auth, [await employments.getById(ctx.db, ctx.auth, q.id)], WAGE_FIELDS)[0];
  await workers.getById(ctx.db, ctx.auth, q.workerId!);
  const [row] = await ctx.db
    .select()
    .from(workerEmployment)
    .where(and(employments.scope(ctx.auth), eq(workerEmployment.workerId, q.workerId!)));
  if (!row) throw notFound('worker_employment');
  return maskRows(ctx.auth, [row], WAGE_FIELDS)[0];
}

/** Positions (trades): posts of category 4. */
export function positions(ctx: ServiceContext) {
  return trades(ctx.db, ctx.auth);
}

/** The tenant's projects by lower-cased code (worker imports name projects by code). */
export async function projectIdsByCode(ctx: ServiceContext): Promise<Map<string, string>> {
  return tenantProjectIdsByCode(ctx.db, ctx.auth);
}

/** Which of the employment codes live workers of the tenant already use. */
export async function takenEmploymentCodes(ctx: ServiceContext, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await ctx.db
    .select({ c: worker.employmentCode })
    .from(worker)
    .where(and(liveRows(worker, ctx.auth), inArray(worker.employmentCode, codes)));
  return new Set(rows.map((r) => r.c));
}

/** The worker directory's search: `nameOrNo` matches the name or employment code there (never a document number). */
/** The search a worker directory read takes beside its filters (`nameOrNo`: name or employment code). */
export const directoryInput = { nameOrNo: z.string().max(100).optional() };
export const directorySearch = (q: Row) => ({ nameOrNo: undefined, nameOrCode: q.nameOrNo });
/** The worker selector's search: active workers unless a status is asked for; `excludeSupervisor` leaves supervisors out. */
export const selectableWorkers = (q: Row) => ({
  ...directorySearch(q),
  status: q.status ?? WORKER_STATUS.ACTIVE,
  isSupervisor: q.excludeSupervisor === 1 ? 0 : q.isSupervisor,
});
/** Workers who joined in the last `days` days. */
export const joinedWithin = (q: Row) => ({ entryDateStart: addDays(todayDate(), -(q.days as number)) });
/** Active workers without a team (to add to one). */
export const activeWithoutTeam = () => ({ noTeam: 1, status: WORKER_STATUS.ACTIVE });
/** Active supervisors, who can lead teams. */
export const activeSupervisors = () => ({ isSupervisor: 1, status: WORKER_STATUS.ACTIVE });

// The data functions of the worker module's services (moves between teams, transfers); the rules stay in the services.

type TransitionInsert = typeof transition.$inferInsert;

/** A live team of the tenant, or undefined. */
export async function teamRow(db: Db, auth: Tenant, teamId: string) {
  const [team] = await db
    .select()
    .from(workerTeam)
    .where(and(liveRows(workerTeam, auth), eq(workerTeam.id, teamId)));
  return team;
}

/** A live team's project id (null when it has none), or undefined when there is no such team. */
export async function teamProjectId(db: Db, auth: Tenant, teamId: string): Promise<{ projectId: string | null } | undefined> {
  const [t] = await db
    .select({ projectId: workerTeam.projectId })
    .from(workerTeam)
    .where(and(liveRows(workerTeam, auth), eq(workerTeam.id, teamId)));
  return t;
}

/** Moves a team to another project. */
export async function setTeamProject(db: Db, auth: AuthContext, teamId: string, projectId: string): Promise<void> {
  await db
    .update(workerTeam)
    .set({ projectId, updateUser: auth.userId, version: sql`${workerTeam.version} + 1` })
    .where(eq(workerTeam.id, teamId));
}

/** The ids of a team's live workers. */
export async function teamMemberIds(db: Db, auth: Tenant, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ id: worker.id })
    .from(worker)
    .where(and(liveRows(worker, auth), eq(worker.teamId, teamId)));
  return rows.map((w) => w.id);
}

/** Whether a live specialist trade of the tenant has this id. */
export async function specialistExists(db: Db, auth: Tenant, specialistId: string): Promise<boolean> {
  const [s] = await db
    .select({ id: specialist.id })
    .from(specialist)
    .where(and(liveRows(specialist, auth), eq(specialist.id, specialistId)));
  return Boolean(s);
}

/** Gives a team's live workers a specialist trade. */
export async function setTeamMembersSpecialist(db: Db, auth: Tenant, teamId: string, specialistId: string): Promise<void> {
  await db
    .update(worker)
    .set({ specialistId })
    .where(and(liveRows(worker, auth), eq(worker.teamId, teamId)));
}

/** Takes the workers among `ids` the caller may see out of their team; answers their ids. */
export async function clearTeamOf(db: Db, auth: AuthContext, ids: string[]): Promise<string[]> {
  const rows = await db
    .update(worker)
    .set({ teamId: null, updateUser: auth.userId })
    .where(and(workers.scope(auth), inArray(worker.id, ids)))
    .returning({ id: worker.id });
  return rows.map((r) => r.id);
}

/** The workers among `ids` the caller may see (whole rows). */
export async function scopedWorkerRows(db: Db, auth: AuthContext, ids: string[]) {
  return db
    .select()
    .from(worker)
    .where(and(workers.scope(auth), inArray(worker.id, ids)));
}

/** Places the workers `ids` in a team and its project. */
export async function placeWorkers(db: Db, auth: AuthContext, ids: string[], teamId: string, projectId: string | null): Promise<void> {
  await db
    .update(worker)
    .set({ teamId, projectId, updateUser: auth.userId, version: sql`${worker.version} + 1` })
    .where(inArray(worker.id, ids));
}

/** A live worker of the tenant, locked for the transaction, or undefined. */
export async function lockWorker(db: Db, auth: Tenant, workerId: string) {
  const [w] = await db
    .select()
    .from(worker)
    .where(and(liveRows(worker, auth), eq(worker.id, workerId)))
    .for('update');
  return w;
}

/** Sets a worker's transfer status and, when given, their project and team. */
export async function setWorkerPlacement(
  db: Db,
  workerId: string,
  values: { teamMemberStatus: number; projectId?: string | null; teamId?: string | null },
): Promise<void> {
  await db.update(worker).set(values).where(eq(worker.id, workerId));
}

/** Records transfers (moves between projects or teams). */
export async function insertTransitions(db: Db, rows: TransitionInsert[]): Promise<void> {
  if (rows.length) await db.insert(transition).values(rows);
}

/** Records one transfer and answers its row. */
export async function insertTransition(db: Db, values: TransitionInsert) {
  const [row] = await db.insert(transition).values(values).returning();
  return row;
}

/** Sets a transfer's status; answers its row. */
export async function setTransitionStatus(db: Db, auth: Pick<AuthContext, 'userId'>, id: string, transitionStatus: number) {
  const [saved] = await db
    .update(transition)
    .set({ transitionStatus, updateUser: auth.userId, updateTime: formatDateTime(new Date()) })
    .where(eq(transition.id, id))
    .returning();
  return saved;
}
