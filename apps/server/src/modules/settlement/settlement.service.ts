import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/crud.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { project } from '../base/base.tables.js';
import { dictBiz } from '../system/system.tables.js';
import { specialist, worker, workerEmployment, workerTeam } from '../worker/worker.tables.js';
import { summarize } from '../attendance/attendance.service.js';
import { salarySettlement, salarySettlementRow } from './settlement.tables.js';
import { DEFAULT_OVERTIME_RATE, fromCents, hourlyRateCents, settlementTotals, timesCents, toCents } from './settlement.rules.js';

export type SettlementRow = typeof salarySettlement.$inferSelect;
type Tenant = Pick<AuthContext, 'tenantId'>;

/** settlementStatus values. */
export const DRAFT = 0;
export const SENT = 1;
export const APPROVED = 2;
export const RETURNED = 3;

export const ITEM_DICT = 'salary_settlement_item';
/** Keys of the generated settlement rows; the derived fields of the settlement read them. */
export const ROW = { hours: 'totalHours', overtime: 'overtimeHours', meal: 'mealAllowance', bonus: 'achievementBonus' } as const;
const ROW_NAMES: Record<string, string> = { totalHours: 'Total hours', overtimeHours: 'Overtime hours', mealAllowance: 'Meal allowance', achievementBonus: 'Achievement bonus' };

export interface RowInput {
  item: string;
  itemName?: string;
  amount: string;
  attendance?: string | null;
}
export interface ItemInput {
  item: string;
  salary: string;
}

/** Salary item key -> name (the tenant's salary_settlement_item dictionary). */
export async function itemDictionary(db: Db, tenant: Tenant): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: dictBiz.dictKey, value: dictBiz.dictValue })
    .from(dictBiz)
    .where(and(eq(dictBiz.tenantId, tenant.tenantId), eq(dictBiz.isDeleted, 0), eq(dictBiz.code, ITEM_DICT), sql`${dictBiz.parentId} <> 0`))
    .orderBy(asc(dictBiz.sort), asc(dictBiz.id));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Refuses changes to a sent or approved settlement (409 naming why). */
export function assertEditable(s: Pick<SettlementRow, 'settlementStatus'>): void {
  if (s.settlementStatus === SENT) throw conflict('This settlement has been sent for approval and cannot be changed');
  if (s.settlementStatus === APPROVED) throw conflict('This settlement has been approved and cannot be changed');
}

/** The worker a settlement is for, with the names the settlement view shows. */
export async function workerInfo(db: Db, tenant: Tenant, workerId: string) {
  const [w] = await db
    .select({
      workerId: worker.id,
      name: worker.name,
      employmentCode: worker.employmentCode,
      projectName: project.projectName,
      teamName: workerTeam.teamName,
      specialistId: worker.specialistId,
      specialistName: specialist.specialistName,
      entryDate: worker.entryDate,
    })
    .from(worker)
    .leftJoin(project, eq(project.id, worker.projectId))
    .leftJoin(workerTeam, eq(workerTeam.id, worker.teamId))
    .leftJoin(specialist, eq(specialist.id, worker.specialistId))
    .where(and(liveRows(worker, tenant), eq(worker.id, workerId)))
    .limit(1);
  if (!w) throw badRequest('workerId: no such worker');
  return w;
}

/** Settle amount of a row: amount x attendance, or the amount itself when there is no attendance. */
const settleOf = (r: RowInput) => fromCents(timesCents(toCents(r.amount), r.attendance ?? null));

/** The settlement's derived money fields and totals from its rows and items. */
export function derive(rows: readonly (RowInput & { settleAmount: string })[], items: readonly ItemInput[]) {
  const row = (key: string) => rows.find((r) => r.item === key);
  return {
    overtimeWorkAllowance: row(ROW.overtime)?.amount ?? '0.00',
    totalOvertimePay: row(ROW.overtime)?.settleAmount ?? '0.00',
    mealAllowance: row(ROW.meal)?.settleAmount ?? '0.00',
    additional: row(ROW.bonus)?.settleAmount ?? '0.00',
    ...settlementTotals(rows, items.map((i) => ({ salary: i.salary }))),
  };
}

/**
 * Computes a settlement for a worker leaving on `resignDate`: attendance of that month up to the
 * last working day (earlier months were paid by the monthly payroll), the hourly rate (basic hour
 * wage, else 12 x monthly / (52 x 44)), overtime at the employment's rate (default 1.5x), meal
 * allowance per attendance day, and an achievement bonus row HR fills in.
 */
export async function computeSettlement(db: Db, tenant: Tenant, workerId: string, resignDate: string) {
  const info = await workerInfo(db, tenant, workerId);
  if (info.entryDate && resignDate < info.entryDate) throw badRequest(`resignDate: must not be before the entry date ${info.entryDate}`);
  const [emp] = await db.select().from(workerEmployment).where(and(liveRows(workerEmployment, tenant), eq(workerEmployment.workerId, workerId))).limit(1);
  const hourly = hourlyRateCents(emp?.basicHourWage, emp?.basicMonthlySalary);
  if (hourly <= 0) throw badRequest('workerId: the worker has no basic hour wage or monthly salary in the employment terms');
  const otRate = timesCents(hourly, emp?.overtimeRate ?? DEFAULT_OVERTIME_RATE);
  const periodStart = `${resignDate.slice(0, 7)}-01`;
  const sum = (await summarize(db, tenant, 'workerId', [workerId], periodStart, resignDate)).get(workerId) ?? { attendanceDays: 0, totalHours: '0.00', overtimeHours: '0.00' };
  const rowInputs: RowInput[] = [
    { item: ROW.hours, amount: fromCents(hourly), attendance: sum.totalHours },
    { item: ROW.overtime, amount: fromCents(otRate), attendance: sum.overtimeHours },
    ...(toCents(emp?.mealAllowance) > 0 ? [{ item: ROW.meal, amount: fromCents(toCents(emp!.mealAllowance)), attendance: String(sum.attendanceDays) }] : []),
    { item: ROW.bonus, amount: '0.00', attendance: null },
  ];
  const rows = rowInputs.map((r) => ({ ...r, itemName: ROW_NAMES[r.item], settleAmount: settleOf(r) }));
  return {
    info,
    fields: {
      workerId,
      resignDate,
      periodStart,
      totalAttendanceDays: String(sum.attendanceDays),
      totalHours: sum.totalHours,
      totalOt: sum.overtimeHours,
      basicHourWage: emp?.basicHourWage ?? null,
      basicMonthlySalary: emp?.basicMonthlySalary ?? null,
      ...derive(rows, []),
    },
    rows,
  };
}

export async function findSettlement(db: Db, tenant: Tenant, id: string, lock = false): Promise<SettlementRow> {
  const q = db.select().from(salarySettlement).where(and(liveRows(salarySettlement, tenant), eq(salarySettlement.id, id))).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Salary settlement');
  return row;
}

export async function rowsOf(db: Db, tenant: Tenant, settlementId: string) {
  return db
    .select()
    .from(salarySettlementRow)
    .where(and(liveRows(salarySettlementRow, tenant), eq(salarySettlementRow.settlementId, settlementId)))
    .orderBy(asc(salarySettlementRow.kind), asc(salarySettlementRow.sort), asc(salarySettlementRow.id));
}

/** Replaces the rows and items of a settlement (soft-deleting the old ones) and returns the derived fields. */
export async function writeRows(
  tx: Db,
  auth: Pick<AuthContext, 'tenantId' | 'userId'>,
  settlementId: string,
  rows: readonly (RowInput & { settleAmount: string; itemName: string })[],
  items: readonly (ItemInput & { itemName: string })[],
) {
  await tx.update(salarySettlementRow).set({ isDeleted: 1, updateUser: auth.userId }).where(and(liveRows(salarySettlementRow, auth), eq(salarySettlementRow.settlementId, settlementId)));
  const values = [
    ...rows.map((r, n) => ({ kind: 1, item: r.item, itemName: r.itemName, amount: r.amount, attendance: r.attendance ?? null, settleAmount: r.settleAmount, sort: n })),
    ...items.filter((i) => toCents(i.salary) !== 0).map((i, n) => ({ kind: 2, item: i.item, itemName: i.itemName, amount: null, attendance: null, settleAmount: fromCents(toCents(i.salary)), sort: n })),
  ];
  if (values.length) await tx.insert(salarySettlementRow).values(values.map((v) => ({ ...v, tenantId: auth.tenantId, settlementId, createUser: auth.userId, updateUser: auth.userId })));
}

/** Rows as the client sends them -> checked rows with names and settle amounts (400 naming the row). */
export function normalizeRows(rows: readonly RowInput[]) {
  const seen = new Set<string>();
  return rows.map((r, n) => {
    if (seen.has(r.item)) throw badRequest(`rows.${n}.item: the item '${r.item}' appears twice`);
    seen.add(r.item);
    const itemName = r.itemName?.trim() || ROW_NAMES[r.item];
    if (!itemName) throw badRequest(`rows.${n}.itemName: is required for the item '${r.item}'`);
    return { ...r, amount: fromCents(toCents(r.amount)), attendance: r.attendance === null || r.attendance === undefined ? null : fromCents(toCents(r.attendance)), itemName, settleAmount: settleOf(r) };
  });
}

export function normalizeItems(items: readonly ItemInput[], dict: Record<string, string>) {
  const seen = new Set<string>();
  return items.map((i, n) => {
    if (!(i.item in dict)) throw badRequest(`items.${n}.item: '${i.item}' is not a salary settlement item`);
    if (seen.has(i.item)) throw badRequest(`items.${n}.item: the item '${i.item}' appears twice`);
    seen.add(i.item);
    return { ...i, salary: fromCents(toCents(i.salary)), itemName: dict[i.item] };
  });
}

/** The settlement as the view reads it: fields, worker, rows, items, the item map, and non-zero item fields. */
export async function present(db: Db, tenant: Tenant, s: SettlementRow) {
  const [info, rows, map] = await Promise.all([workerInfo(db, tenant, s.workerId).catch(() => null), rowsOf(db, tenant, s.id), itemDictionary(db, tenant)]);
  const settlementRows = rows.filter((r) => r.kind === 1).map(({ id, item, itemName, amount, attendance, settleAmount }) => ({ id, item, itemName, amount, attendance, settleAmount }));
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

/** Worker names and codes for list rows. */
export async function withWorkers<T extends { workerId: string }>(db: Db, tenant: Tenant, rows: T[]) {
  const ids = [...new Set(rows.map((r) => r.workerId))];
  const ws = ids.length ? await db.select({ id: worker.id, name: worker.name, code: worker.employmentCode }).from(worker).where(and(eq(worker.tenantId, tenant.tenantId), inArray(worker.id, ids))) : [];
  const byId = new Map(ws.map((w) => [w.id, w]));
  return rows.map((r) => ({ ...r, name: byId.get(r.workerId)?.name ?? null, employmentCode: byId.get(r.workerId)?.code ?? null }));
}

/** The settlement of a worker shown by `detail?workerId=`: the latest one. */
export async function latestOfWorker(db: Db, tenant: Tenant, workerId: string): Promise<SettlementRow> {
  const [row] = await db
    .select()
    .from(salarySettlement)
    .where(and(liveRows(salarySettlement, tenant), eq(salarySettlement.workerId, workerId)))
    .orderBy(desc(salarySettlement.createTime), desc(salarySettlement.id))
    .limit(1);
  if (!row) throw notFound('Salary settlement');
  return row;
}

export const stamp = (auth: Pick<AuthContext, 'userId'>) => ({ updateUser: auth.userId, updateTime: formatDateTime(new Date()), version: sql`${salarySettlement.version} + 1` });
