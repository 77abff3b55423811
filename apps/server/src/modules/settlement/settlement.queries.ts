import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { SettlementStatus } from '@hr/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { containsAny, defineRepository, filters, liveRows } from '../../platform/repository.js';
import { limitOffset, toPage, type PageQuery } from '../../platform/http/paging.js';
import { notFound, badRequest } from '../../platform/errors.js';
import { businessDictItems } from '../system/system.public.js';
import { isApproverOfRequest, myOpenTasksOf } from '../flow/flow.public.js';
import { employmentTermsOf, workerCodesAndNames, workerIdsOf, workerPeople, workersWithNames, type WorkerEmployment } from '../worker/worker.public.js';
import { workers } from '../worker/worker.queries.js';
import { salarySettlement, salarySettlementRow } from './settlement.tables.js';

export type SettlementRow = typeof salarySettlement.$inferSelect;

/** The process key of form 37 (seed 000 section 9: process type 37). */
export const SETTLEMENT_KEY = 'salarySettlement';
export const ITEM_DICT = 'salary_settlement_item';
/** Worker names and codes for list rows. */
export async function withWorkers<T extends { workerId: string }>(db: Db, tenant: Tenant, rows: T[]) {
  const byId = await workerCodesAndNames(db, tenant, [...new Set(rows.map((r) => r.workerId))]);
  return rows.map((r) => ({ ...r, name: byId.get(r.workerId)?.name ?? null, employmentCode: byId.get(r.workerId)?.code ?? null }));
}

/** The settlements list: by worker (name or employment code) and status, with the worker's name and code. */
export const settlements = defineRepository({
  name: 'salary_settlement',
  table: salarySettlement,
  filters: {
    workerId: filters.id(salarySettlement.workerId),
    settlementStatus: filters.int(salarySettlement.settlementStatus),
    name: {
      schema: z.string().max(100).optional(),
      where: (v: string | undefined, auth) => (v ? inArray(salarySettlement.workerId, workerIdsOf(auth, { nameOrCode: v })) : undefined),
    },
  },
  sortable: { createTime: salarySettlement.createTime, resignDate: salarySettlement.resignDate },
  outputExtend: { name: z.string().nullable().optional(), employmentCode: z.string().nullable().optional() },
  // pay data follows its worker: the worker's scopes and this resource's, on the worker's department and project
  owners: [{ column: salarySettlement.workerId, repository: workers }],
  hooks: { present: (db, ctx, rows) => withWorkers(db, ctx.auth, rows as never) as never },
});

/** Salary item key -> name (the tenant's salary_settlement_item dictionary). */
export function itemDictionary(db: Db, tenant: Tenant): Promise<Record<string, string>> {
  return businessDictItems(db, tenant, ITEM_DICT);
}

/** The workers settlements are for, with the names the settlement view shows (the live ones of `ids`). */
export const workerInfos = workersWithNames;
export type WorkerInfo = Awaited<ReturnType<typeof workerInfos>>[number];

/** The worker a settlement is for, with the names the settlement view shows. */
export async function workerInfo(db: Db, tenant: Tenant, workerId: string): Promise<WorkerInfo> {
  const [w] = await workerInfos(db, tenant, [workerId]);
  if (!w) throw badRequest('workerId: no such worker');
  return w;
}

export type Employment = WorkerEmployment;
/** Employment terms (wages, overtime rate, meal allowance) by worker: the first of each worker's. */
export const employmentsOf = employmentTermsOf;

/** A worker's employment terms (wages, overtime rate, meal allowance), if any. */
export async function employmentOf(db: Db, tenant: Tenant, workerId: string): Promise<Employment | null> {
  return (await employmentsOf(db, tenant, [workerId])).get(workerId) ?? null;
}

/** Of these workers, those with a live settlement whose period starts on `periodStart` (any state). */
export async function settledInPeriod(db: Db, tenant: Tenant, ids: readonly string[], periodStart: string): Promise<Set<string>> {
  const rows = await db
    .select({ workerId: salarySettlement.workerId })
    .from(salarySettlement)
    .where(and(liveRows(salarySettlement, tenant), inArray(salarySettlement.workerId, [...ids]), eq(salarySettlement.periodStart, periodStart)));
  return new Set(rows.map((r) => r.workerId));
}

export async function findSettlement(db: Db, tenant: Tenant, id: string, lock = false): Promise<SettlementRow> {
  const q = db
    .select()
    .from(salarySettlement)
    .where(and(liveRows(salarySettlement, tenant), eq(salarySettlement.id, id)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Salary settlement');
  return row;
}

/** A worker's latest settlement (locked when asked), or null. */
export async function latestOfWorker(db: Db, tenant: Tenant, workerId: string, lock = false): Promise<SettlementRow | null> {
  const q = db
    .select()
    .from(salarySettlement)
    .where(and(liveRows(salarySettlement, tenant), eq(salarySettlement.workerId, workerId)))
    .orderBy(desc(salarySettlement.createTime), desc(salarySettlement.id))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Settlements by id, locked for the caller's transaction. */
export function lockSettlements(tx: Db, tenant: Tenant, ids: string[]): Promise<SettlementRow[]> {
  return tx
    .select()
    .from(salarySettlement)
    .where(and(liveRows(salarySettlement, tenant), inArray(salarySettlement.id, ids)))
    .for('update');
}

export async function rowsOf(db: Db, tenant: Tenant, settlementId: string) {
  return db
    .select()
    .from(salarySettlementRow)
    .where(and(liveRows(salarySettlementRow, tenant), eq(salarySettlementRow.settlementId, settlementId)))
    .orderBy(asc(salarySettlementRow.kind), asc(salarySettlementRow.sort), asc(salarySettlementRow.id));
}

/** The settlement as the view reads it: fields, worker, rows, items, the item map, and non-zero item fields. */
export async function presentSettlement(db: Db, tenant: Tenant, s: SettlementRow) {
  // one after the other: `db` may be a transaction, whose one connection runs one statement at a time
  const info = await workerInfo(db, tenant, s.workerId).catch(() => null);
  const rows = await rowsOf(db, tenant, s.id);
  const map = await itemDictionary(db, tenant);
  const settlementRows = rows
    .filter((r) => r.kind === 1)
    .map(({ id, item, itemName, amount, attendance, settleAmount }) => ({ id, item, itemName, amount, attendance, settleAmount }));
  const items = rows.filter((r) => r.kind === 2).map(({ id, item, itemName, settleAmount }) => ({ id, item, itemName, salary: settleAmount }));
  return {
    ...Object.fromEntries(items.map((i) => [i.item, i.salary])),
    ...s,
    name: info?.name ?? null,
    employmentCode: info?.employmentCode ?? null,
    projectName: info?.projectName ?? null,
    teamName: info?.teamName ?? null,
    specialistId: info?.specialistId ?? null,
    specialistName: info?.specialistName ?? null,
    rows: settlementRows,
    items,
    map,
  };
}

/** Whether the user is (or was) an approver of the settlement's request. */
export async function isApproverOf(db: Db, userId: string, s: SettlementRow): Promise<boolean> {
  if (!s.processInstanceId) return false;
  return isApproverOfRequest(db, s, s.processInstanceId, userId);
}

/** The settlements whose approval waits on the caller (open form-37 tasks), newest task first, with the task. */
export async function awaitingMyApproval(db: Db, auth: AuthContext, q: PageQuery & { name?: string }) {
  const mine = myOpenTasksOf(auth, SETTLEMENT_KEY);
  const where = and(liveRows(salarySettlement, auth), q.name ? containsAny([workerPeople.name, workerPeople.employmentCode], q.name) : undefined);
  const { limit, offset } = limitOffset(q);
  // the page and its count read the same rows: the caller's open settlement tasks joined to their settlements
  const onSettlement = eq(salarySettlement.processInstanceId, mine.processInstanceId);
  const onWorker = eq(workerPeople.id, salarySettlement.workerId);
  const rowsQ = db
    .select({
      s: salarySettlement,
      name: workerPeople.name,
      employmentCode: workerPeople.employmentCode,
      taskId: mine.taskId,
      taskName: mine.taskName,
      taskVersion: mine.taskVersion,
      initiatorName: mine.initiatorName,
    })
    .from(mine)
    .innerJoin(salarySettlement, onSettlement)
    .leftJoin(workerPeople, onWorker)
    .where(where)
    .orderBy(desc(mine.taskCreateTime), desc(mine.taskId))
    .offset(offset);
  const countQ = db.select({ total: count() }).from(mine).innerJoin(salarySettlement, onSettlement).leftJoin(workerPeople, onWorker).where(where);
  const [rows, [{ total }]] = await Promise.all([limit ? rowsQ.limit(limit) : rowsQ, countQ]);
  return toPage(
    rows.map((r) => ({
      ...r.s,
      name: r.name,
      employmentCode: r.employmentCode,
      taskId: r.taskId,
      taskName: r.taskName,
      taskVersion: r.taskVersion,
      initiatorName: r.initiatorName,
    })),
    Number(total),
    q,
  );
}

/** Days of a month as `YYYY-MM-01` and its last day. */
export function monthBounds(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number);
  return [`${month}-01`, `${month}-${String(new Date(Date.UTC(y!, m!, 0)).getUTCDate()).padStart(2, '0')}`];
}

/**
 * A month's settlements (last working day in the month) the caller sees, counted by status in one grouped query:
 * approved ones have payslips; sent ones wait for the director; drafts and returned ones are still with HR.
 */
export async function monthStatusCounts(db: Db, auth: AuthContext, month: string) {
  const [from, to] = monthBounds(month);
  const rows = await db
    .select({ status: salarySettlement.settlementStatus, n: sql<number>`count(*)::int` })
    .from(salarySettlement)
    .where(and(settlements.scope(auth), sql`${salarySettlement.resignDate} between ${from} and ${to}`))
    .groupBy(salarySettlement.settlementStatus);
  const of = (...statuses: number[]) => rows.filter((r) => statuses.includes(Number(r.status))).reduce((n, r) => n + Number(r.n), 0);
  return { month, approved: of(SettlementStatus.APPROVED), waiting: of(SettlementStatus.SENT), drafts: of(SettlementStatus.DRAFT, SettlementStatus.RETURNED) };
}

/** The ids of the approved settlements the caller sees whose last working day is within the days (both included), by that day. */
export async function approvedSettlementIds(db: Db, auth: AuthContext, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ id: salarySettlement.id })
    .from(salarySettlement)
    .where(
      and(
        settlements.scope(auth),
        eq(salarySettlement.settlementStatus, SettlementStatus.APPROVED),
        gte(salarySettlement.resignDate, from),
        lte(salarySettlement.resignDate, to),
      ),
    )
    .orderBy(asc(salarySettlement.resignDate), asc(salarySettlement.id));
  return rows.map((r) => r.id);
}
