import { and, asc, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { WORKER_STATUS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { nameOf, type NameSource } from '../../platform/names.js';
import { z } from 'zod';
import { containsAny, filterConditions, filters, liveRows, selectPage, type Filter } from '../../platform/repository.js';
import { orderBy, toPage, type PageQuery } from '../../platform/http/paging.js';
import { formatDateTime } from '../../platform/util.js';
import { specialist, worker, workerEmployment, workerTeam } from './worker.tables.js';
import { withWorkerNames, workers } from './worker.queries.js';
import { projectNameOf } from '../base/base.public.js';

/*
 * What other modules read and write of workers: worker's queries, so no other module imports worker.tables.
 */

const qb = new QueryBuilder();

/** A worker row. */
export type WorkerRecord = typeof worker.$inferSelect;

/** Workers named by id, for `lookupNames` (the printed form's worker fields). */
export const workerNames: NameSource = { table: worker, id: worker.id, name: worker.name, tenant: worker.tenantId };

/** The worker `key` points at, as a repository's reference (`references: { workerId: workerReference('worker') }`). */
export const workerReference = (what: string) => ({ table: worker, what });

/** A live worker of the tenant, or null. */
export async function liveWorker(db: Db, auth: Tenant, id: string): Promise<WorkerRecord | null> {
  const [w] = await db
    .select()
    .from(worker)
    .where(and(liveRows(worker, auth), eq(worker.id, id)))
    .limit(1);
  return w ?? null;
}

/** Whether the worker is a live one of the tenant. */
export async function workerExists(db: Db, auth: Tenant, id: string): Promise<boolean> {
  const [w] = await db
    .select({ id: worker.id })
    .from(worker)
    .where(and(liveRows(worker, auth), eq(worker.id, id)))
    .limit(1);
  return Boolean(w);
}

/** Whether the worker is one the caller's data scopes of workers (and of `resources`) show. */
export async function workerInScope(db: Db, auth: AuthContext, resources: string[], id: string): Promise<boolean> {
  const [w] = await db
    .select({ id: worker.id })
    .from(worker)
    .where(and(workers.scope(auth, resources), eq(worker.id, id)))
    .limit(1);
  return Boolean(w);
}

/** The ids of the tenant's active workers. */
export async function activeWorkerIds(db: Db, auth: Tenant): Promise<string[]> {
  const rows = await db
    .select({ id: worker.id })
    .from(worker)
    .where(and(liveRows(worker, auth), eq(worker.status, 1)));
  return rows.map((r) => r.id);
}

/**
 * The ids of the tenant's live workers of a team or a project, or whose name or employment code contains a text, as a
 * subquery (a filter's `in (...)`); with
 * `removed`, of removed workers too (records kept of them, such as leave, still count).
 */
export const workerIdsOf = (auth: Tenant, of: { teamId: string } | { projectId: string } | { nameOrCode: string }, removed = false) =>
  qb
    .select({ id: worker.id })
    .from(worker)
    .where(
      and(
        removed ? eq(worker.tenantId, auth.tenantId) : liveRows(worker, auth),
        'teamId' in of
          ? eq(worker.teamId, of.teamId)
          : 'projectId' in of
            ? eq(worker.projectId, of.projectId)
            : containsAny([worker.name, worker.employmentCode], of.nameOrCode),
      ),
    );

/** The team id of the worker `key` points at, a scalar subquery beside a query's columns (null when none). */
export const workerTeamIdOf = (key: AnyColumn | SQL) => nameOf({ table: worker, id: worker.id, name: worker.teamId }, key);
/** The team name of the worker `key` points at (null when none). */
export const workerTeamNameOf = (key: AnyColumn | SQL) =>
  sql<
    string | null
  >`(select ${workerTeam.teamName} from ${workerTeam} where ${workerTeam.id} = (select ${worker.teamId} from ${worker} where ${worker.id} = ${key}))`;

/** The name and employment code of the tenant's workers among `ids`, by id. */
export async function workerCodesAndNames(db: Db, auth: Tenant, ids: string[]): Promise<Map<string, { name: string; code: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: worker.id, name: worker.name, code: worker.employmentCode })
    .from(worker)
    .where(and(eq(worker.tenantId, auth.tenantId), inArray(worker.id, ids)));
  return new Map(rows.map((w) => [w.id, { name: w.name, code: w.code }]));
}

/** Worker ids by employment code (the codes that name a live worker). */
export async function workerIdsByCode(db: Db, auth: Tenant, codes: string[]): Promise<Map<string, string>> {
  const ws = codes.length
    ? await db
        .select({ id: worker.id, code: worker.employmentCode })
        .from(worker)
        .where(and(liveRows(worker, auth), inArray(worker.employmentCode, codes)))
    : [];
  return new Map(ws.map((w) => [w.code, w.id]));
}

/** The workers of the teams a worker (a team lead) supervises, as a condition on the worker table; undefined for a caller who is no worker. */
export function ledByWorker(auth: Pick<AuthContext, 'tenantId' | 'workerId'>): SQL | undefined {
  if (!auth.workerId) return undefined;
  return sql`${worker.teamId} in (select ${workerTeam.id} from ${workerTeam} where ${workerTeam.supervisorId} = ${auth.workerId}
    and ${workerTeam.tenantId} = ${auth.tenantId} and ${workerTeam.isDeleted} = 0)`;
}

/** Active workers of the user's worker data scope whose work permit or passport expires in the window (days, both included). */
export function documentExpiries(db: Db, auth: AuthContext, w: { from: string; to: string }) {
  const inWindow = (col: typeof worker.wpExpiryDate | typeof worker.passportExpiryDate) => and(gte(col, w.from), lte(col, w.to));
  return db
    .select({
      id: worker.id,
      name: worker.name,
      employmentCode: worker.employmentCode,
      wpExpiryDate: worker.wpExpiryDate,
      passportExpiryDate: worker.passportExpiryDate,
      updateTime: worker.updateTime,
    })
    .from(worker)
    .where(and(workers.scope(auth), eq(worker.status, WORKER_STATUS.ACTIVE), or(inWindow(worker.wpExpiryDate), inWindow(worker.passportExpiryDate))))
    .orderBy(asc(worker.id))
    .limit(5000);
}

/** The worker's row, locked for the transaction (a document renewal); undefined when there is none. */
export async function lockWorker(tx: Db, id: string): Promise<WorkerRecord | undefined> {
  const [w] = await tx.select().from(worker).where(eq(worker.id, id)).for('update');
  return w;
}

/** The document fields a renewal changes on the worker. */
export type WorkerDocumentKey = 'wpNumber' | 'wpExpiryDate' | 'passportNumber' | 'passportExpiryDate';

/** Writes a renewed document's number and expiry date on the worker (the caller holds its lock). */
export async function renewWorkerDocument(tx: Db, auth: Pick<AuthContext, 'userId'>, id: string, values: Partial<Record<WorkerDocumentKey, string>>) {
  await tx
    .update(worker)
    .set({ ...values, updateUser: auth.userId, updateTime: formatDateTime(new Date()), version: sql`${worker.version} + 1` })
    .where(eq(worker.id, id));
}

/** The live worker record of a user account, or null. */
export async function workerIdOfUser(db: Db, auth: Tenant, userId: string): Promise<string | null> {
  const [w] = await db
    .select({ id: worker.id })
    .from(worker)
    .where(and(liveRows(worker, auth), eq(worker.userId, userId)))
    .limit(1);
  return w?.id ?? null;
}

/**
 * Workers the caller's data scopes of workers (and of `resources`) show, with team and project names, of a
 * project, team (`'0'`: no team) or one worker, by employment code.
 */
export function workersWithPlaces(db: Db, auth: AuthContext, resources: string[], q: { projectId?: string; teamId?: string; workerId?: string }) {
  return db
    .select({
      workerId: worker.id,
      name: worker.name,
      employmentCode: worker.employmentCode,
      teamId: worker.teamId,
      teamName: workerTeam.teamName,
      projectId: worker.projectId,
      projectName: projectNameOf(worker.projectId),
    })
    .from(worker)
    .leftJoin(workerTeam, eq(workerTeam.id, worker.teamId))
    .where(
      and(
        workers.scope(auth, resources),
        q.projectId ? eq(worker.projectId, q.projectId) : undefined,
        q.teamId ? (q.teamId === '0' ? sql`${worker.teamId} is null` : eq(worker.teamId, q.teamId)) : undefined,
        q.workerId ? eq(worker.id, q.workerId) : undefined,
      ),
    )
    .orderBy(asc(worker.employmentCode));
}

/** Locks the tenant's live workers among `ids` (in id order, so two batches never deadlock) and answers them. */
export function lockLiveWorkers(tx: Db, auth: Tenant, ids: string[]) {
  return tx
    .select({ id: worker.id, employmentCode: worker.employmentCode, status: worker.status })
    .from(worker)
    .where(and(liveRows(worker, auth), inArray(worker.id, ids)))
    .orderBy(asc(worker.id))
    .for('update');
}

/** Writes dormitory, blk and room on the tenant's workers (null when they moved out). */
export async function setWorkerPlaces(
  tx: Db,
  auth: Pick<AuthContext, 'tenantId' | 'userId'>,
  ids: string[],
  place: { dormitory: string; blk: string; room: string } | null,
): Promise<void> {
  await tx
    .update(worker)
    .set({
      dormitory: place?.dormitory ?? null,
      blk: place?.blk ?? null,
      room: place?.room ?? null,
      updateUser: auth.userId,
      updateTime: formatDateTime(new Date()),
      version: sql`${worker.version} + 1`,
    })
    .where(and(eq(worker.tenantId, auth.tenantId), inArray(worker.id, ids)));
}

/** The worker's own card: name, employment code, project and team, permit and passport expiry, room; null when gone. */
export async function ownWorkerCard(db: Db, tenant: Tenant, workerId: string) {
  const [row] = await db
    .select({
      id: worker.id,
      name: worker.name,
      employmentCode: worker.employmentCode,
      projectId: worker.projectId,
      teamId: worker.teamId,
      specialistId: worker.specialistId,
      tradeId: worker.tradeId,
      wpNumber: worker.wpNumber,
      wpExpiryDate: worker.wpExpiryDate,
      passportExpiryDate: worker.passportExpiryDate,
      dormitory: worker.dormitory,
      blk: worker.blk,
      room: worker.room,
      mobileCode: worker.mobileCode,
      mobile: worker.mobile,
      status: worker.status,
    })
    .from(worker)
    .where(and(liveRows(worker, tenant), eq(worker.id, workerId)))
    .limit(1);
  if (!row) return null;
  const [named] = await withWorkerNames(db, [row]);
  return named as typeof row & { projectName?: string | null; teamName?: string | null; specialistName?: string | null; tradeName?: string | null };
}

/** The tenant's live workers among `ids` (whole rows). */
export async function liveWorkersIn(db: Db, auth: Tenant, ids: string[]): Promise<WorkerRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(worker)
    .where(and(liveRows(worker, auth), inArray(worker.id, ids)));
}

/** The teams among `ids` (id and name). */
export async function teamNamesIn(db: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  return db.select({ id: workerTeam.id, name: workerTeam.teamName }).from(workerTeam).where(inArray(workerTeam.id, ids));
}

/** Workers among `ids`, removed ones too (for history lists): id, employment code, name, project, FIN and work permit. */
export async function workerSummariesIn(db: Db, ids: string[]) {
  return db
    .select({
      id: worker.id,
      employmentCode: worker.employmentCode,
      name: worker.name,
      projectId: worker.projectId,
      finNo: worker.finNo,
      wpNumber: worker.wpNumber,
    })
    .from(worker)
    .where(inArray(worker.id, ids));
}

/** The filters of a list of active workers: name or number, project, team. */
export const activeWorkerFilters: Record<string, Filter> = {
  nameOrNo: { schema: z.string().max(100).optional(), where: (v: string | undefined) => containsAny([worker.name, worker.employmentCode, worker.finNo], v) },
  projectId: filters.id(worker.projectId),
  teamId: filters.id(worker.teamId),
};

/**
 * A page of the active workers the caller may see (the worker data scope and those of `resources`) that meet the
 * caller's condition on the worker's id (`where`, e.g. "has no current stay"), with the list's filters; by
 * employment code, with their project and team names.
 */
export async function activeWorkersPage(
  db: Db,
  auth: AuthContext,
  resources: string[],
  q: PageQuery & Record<string, unknown>,
  where: (workerId: AnyColumn) => SQL,
) {
  const condition = and(
    workers.scope(auth, resources),
    eq(worker.status, WORKER_STATUS.ACTIVE),
    where(worker.id),
    ...filterConditions(activeWorkerFilters, q, auth),
  );
  const { records, total } = await selectPage(
    db,
    worker,
    condition,
    q,
    orderBy(q, { employmentCode: worker.employmentCode, name: worker.name }, [asc(worker.employmentCode), asc(worker.id)]),
  );
  return toPage(await withWorkerNames(db, records), total, q);
}

/**
 * The ids of the workers the caller may see (the worker data scope and those of `resources`), of one project when
 * given, that meet the caller's condition on the worker's id; in id order.
 */
export async function scopedWorkerIds(
  db: Db,
  auth: AuthContext,
  resources: string[],
  o: { projectId?: string | null; where: (workerId: AnyColumn) => SQL },
): Promise<string[]> {
  const rows = await db
    .select({ id: worker.id })
    .from(worker)
    .where(and(workers.scope(auth, resources), o.projectId ? eq(worker.projectId, o.projectId) : undefined, o.where(worker.id)))
    .orderBy(asc(worker.id));
  return rows.map((r) => r.id);
}

/** The columns of workers other modules' statements join, filter, group and show by. */
const peopleColumns = () => ({
  id: worker.id,
  tenantId: worker.tenantId,
  isDeleted: worker.isDeleted,
  status: worker.status,
  name: worker.name,
  employmentCode: worker.employmentCode,
  projectId: worker.projectId,
  teamId: worker.teamId,
  dormitory: worker.dormitory,
  nationality: worker.nationality,
  wpNumber: worker.wpNumber,
  wpExpiryDate: worker.wpExpiryDate,
  passportNumber: worker.passportNumber,
  passportExpiryDate: worker.passportExpiryDate,
});

/**
 * Workers as other modules' statements join them (a settlement's worker and project), removed ones too: a read-only
 * subquery; PostgreSQL flattens it into the caller's statement, so it costs what a join of the table costs. The
 * caller filters and scopes it.
 */
export const workerPeople = qb.select(peopleColumns()).from(worker).as('worker_people');

/**
 * The workers the caller's worker data scope (and those of `resources`) shows (live), as a read-only subquery with
 * the columns of `workerPeople`, which a statistic groups by (the dashboard's headcounts, the compliance centre's
 * expiries): the owner's scope stays applied inside it.
 */
export const workersInScope = (auth: AuthContext, resources: string[] = []) =>
  qb.select(peopleColumns()).from(worker).where(workers.scope(auth, resources)).as('scoped_workers');

/** The name of the team `key` points at, a scalar subquery (a statistic grouped by team names each group once). */
export const teamNameOf = (key: AnyColumn | SQL) => nameOf({ table: workerTeam, id: workerTeam.id, name: workerTeam.teamName }, key);

/** Whether the worker `workerId` points at has a name, employment code or FIN containing `text` (an `exists` condition; none without text). */
export const workerNamedLike = (workerId: AnyColumn | SQL, text: string | undefined): SQL | undefined =>
  text
    ? sql`exists (select 1 from ${worker} where ${worker.id} = ${workerId} and ${containsAny([worker.name, worker.employmentCode, worker.finNo], text)})`
    : undefined;

/** The e-mail and mobile of the supervisor (a live worker) of the tenant's live team `teamId`; undefined when none. */
export async function teamSupervisorContact(db: Db, tenant: Tenant, teamId: string) {
  const [s] = await db
    .select({ email: worker.email, mobileCode: worker.mobileCode, mobile: worker.mobile })
    .from(workerTeam)
    .innerJoin(worker, and(eq(worker.id, workerTeam.supervisorId), eq(worker.isDeleted, 0)))
    .where(and(eq(workerTeam.tenantId, tenant.tenantId), eq(workerTeam.id, teamId), eq(workerTeam.isDeleted, 0)));
  return s;
}

/** The tenant's live workers among `ids` with the names a settlement shows: project, team and specialist (id and name), entry date. */
export function workersWithNames(db: Db, tenant: Tenant, ids: readonly string[]) {
  return db
    .select({
      workerId: worker.id,
      name: worker.name,
      employmentCode: worker.employmentCode,
      projectName: projectNameOf(worker.projectId),
      teamName: workerTeam.teamName,
      specialistId: worker.specialistId,
      specialistName: specialist.specialistName,
      entryDate: worker.entryDate,
    })
    .from(worker)
    .leftJoin(workerTeam, eq(workerTeam.id, worker.teamId))
    .leftJoin(specialist, eq(specialist.id, worker.specialistId))
    .where(and(liveRows(worker, tenant), inArray(worker.id, [...ids])));
}

/** A worker's employment terms (wages, overtime rate, meal allowance). */
export type WorkerEmployment = typeof workerEmployment.$inferSelect;

/** Employment terms by worker, of the tenant's workers among `ids`: the first of each worker's. */
export async function employmentTermsOf(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, WorkerEmployment>> {
  const rows = await db
    .select()
    .from(workerEmployment)
    .where(and(liveRows(workerEmployment, tenant), inArray(workerEmployment.workerId, [...ids])))
    .orderBy(asc(workerEmployment.id));
  const byWorker = new Map<string, WorkerEmployment>();
  for (const r of rows) if (!byWorker.has(r.workerId)) byWorker.set(r.workerId, r);
  return byWorker;
}

/** A worker's employment code beside another module's columns (the row `key` points at; null when none). */
export const workerCodeOf = (key: AnyColumn | SQL) => nameOf({ table: worker, id: worker.id, name: worker.employmentCode }, key);
/** A worker's name beside another module's columns. */
export const workerNameOf = (key: AnyColumn | SQL) => nameOf(workerNames, key);

/**
 * Whether the worker `workerId` points at is live (not removed) and, given a text, his name, employment code or FIN
 * contains it: an `exists` condition for another module's statement (a room's current occupants, a stay search).
 */
export const isLiveWorker = (workerId: AnyColumn | SQL, text?: string): SQL => {
  const named = text ? containsAny([worker.name, worker.employmentCode, worker.finNo], text) : undefined;
  return sql`exists (select 1 from ${worker} where ${worker.id} = ${workerId} and ${worker.isDeleted} = 0${named ? sql` and ${named}` : sql``})`;
};
