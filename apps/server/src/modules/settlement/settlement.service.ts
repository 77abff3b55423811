import { SettlementPermissions, SettlementStatus } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Tenant } from '../../platform/auth/context.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { permits } from '../../platform/auth/permissions.js';
import { audit, diff } from '../../platform/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { startProcess } from '../flow/flow.service.js';
import { EMPTY_SUMMARY, summarize, type Summary } from '../attendance/attendance.queries.js';
import { workerInScope } from '../worker/worker.public.js';
import {
  assertEditable,
  DEFAULT_OVERTIME_RATE,
  derive,
  fromCents,
  hourlyRateCents,
  normalizeItems,
  normalizeRows,
  ROW,
  ROW_NAMES,
  settleOf,
  timesCents,
  toCents,
  type ItemInput,
  type RowInput,
} from './settlement.rules.js';
import { writeSettlement } from './settlement.writer.js';
import {
  employmentOf,
  findSettlement,
  type Employment,
  type WorkerInfo,
  isApproverOf,
  itemDictionary,
  latestOfWorker,
  lockSettlements,
  presentSettlement,
  rowsOf,
  settlements,
  workerInfo,
  type SettlementRow,
} from './settlement.queries.js';

/** The form of a salary settlement (seed 000 section 9: process type 37). */
export const SETTLEMENT_FORM_ID = '37';
const DEFAULT_ROUTER = '/worker/salarySettlement/index';

/**
 * Computes a settlement for a worker leaving on `resignDate`: attendance of that month up to the
 * last working day (earlier months were paid by the monthly payroll), the hourly rate (basic hour
 * wage, else 12 x monthly / (52 x 44)), overtime at the employment's rate (default 1.5x), meal
 * allowance per attendance day, and an achievement bonus row HR fills in.
 */
export async function computeSettlement(db: Db, tenant: Tenant, workerId: string, resignDate: string) {
  const info = await workerInfo(db, tenant, workerId);
  checkEntry(info, resignDate);
  const emp = await employmentOf(db, tenant, workerId);
  const sum = (await summarize(db, tenant, 'workerId', [workerId], periodOf(resignDate), resignDate)).get(workerId) ?? EMPTY_SUMMARY;
  return settlementOf(info, emp, sum, resignDate);
}

/** The first day a settlement of this last working day counts attendance from. */
export const periodOf = (resignDate: string) => `${resignDate.slice(0, 7)}-01`;

/** A 400 when the last working day is before the worker's entry date. */
export function checkEntry(info: Pick<WorkerInfo, 'entryDate'>, resignDate: string): void {
  if (info.entryDate && resignDate < info.entryDate) throw badRequest(`resignDate: must not be before the entry date ${info.entryDate}`);
}

/**
 * THE settlement rules (no database): a worker's settlement from its worker, employment terms and
 * attendance summary. The single generate call and the month's generation job both compute through it.
 */
export function settlementOf(info: WorkerInfo, emp: Employment | null | undefined, sum: Summary, resignDate: string) {
  checkEntry(info, resignDate);
  const hourly = hourlyRateCents(emp?.basicHourWage, emp?.basicMonthlySalary);
  if (hourly <= 0) throw badRequest('workerId: the worker has no basic hour wage or monthly salary in the employment terms');
  const otRate = timesCents(hourly, emp?.overtimeRate ?? DEFAULT_OVERTIME_RATE);
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
      workerId: info.workerId,
      resignDate,
      periodStart: periodOf(resignDate),
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

/** A settlement computed for a worker and last working day, not saved (the view's preview). */
export async function previewSettlement(ctx: ServiceContext, workerId: string, resignDate: string) {
  await visibleWorker(ctx, workerId);
  const c = await computeSettlement(ctx.db, ctx.auth, workerId, resignDate);
  return {
    ...c.fields,
    ...c.info,
    settlementStatus: SettlementStatus.DRAFT,
    rows: c.rows.map((r) => ({ ...r, attendance: r.attendance ?? null })),
    items: [],
    map: await itemDictionary(ctx.db, ctx.auth),
  };
}

/** A 400 unless the worker is one the caller's settlement (and worker) data scopes show. */
async function visibleWorker(ctx: ServiceContext, workerId: string): Promise<void> {
  if (!(await workerInScope(ctx.db, ctx.auth, [settlements.name], workerId))) throw badRequest('workerId: no such worker');
}

/** The salary items a settlement has (kind 2 rows), as update and regenerate keep them. */
const itemsOf = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
  rows.filter((r) => r.kind === 2).map((r) => ({ item: r.item, itemName: r.itemName, salary: r.settleAmount }));

/**
 * Generates the settlement of a worker's last working day. The worker's latest settlement, unless
 * approved, is recomputed (HR's bonus and items kept; a sent one is a 409); otherwise a new one starts.
 */
export async function generateSettlement(ctx: ServiceContext, workerId: string, resignDate: string) {
  await visibleWorker(ctx, workerId);
  return ctx.db.transaction(async (tx) => {
    const c = await computeSettlement(tx, ctx.auth, workerId, resignDate);
    const open = await latestOfWorker(tx, ctx.auth, workerId, true);
    let saved: SettlementRow;
    if (open && open.settlementStatus !== SettlementStatus.APPROVED) {
      assertEditable(open);
      const old = await rowsOf(tx, ctx.auth, open.id);
      const bonus = old.find((r) => r.kind === 1 && r.item === ROW.bonus);
      const rows = c.rows.map((r) => (r.item === ROW.bonus && bonus ? { ...r, amount: bonus.amount ?? '0.00', settleAmount: bonus.settleAmount } : r));
      const items = itemsOf(old);
      saved = (await writeSettlement(tx, ctx.auth, {
        kind: 'change',
        id: open.id,
        fields: { ...c.fields, ...derive(rows, items), settlementStatus: SettlementStatus.DRAFT },
        rows,
        items,
      }))!;
      await audit(tx, ctx.auth, ctx.req, { action: 'regenerate', resource: settlements.name, recordId: saved.id, changes: diff(open, saved) });
    } else {
      saved = (await writeSettlement(tx, ctx.auth, { kind: 'create', fields: c.fields, rows: c.rows }))!;
      await audit(tx, ctx.auth, ctx.req, { action: 'create', resource: settlements.name, recordId: saved.id });
    }
    return presentSettlement(tx, ctx.auth, saved);
  });
}

export interface SettlementChange {
  id: string;
  version?: number;
  rows?: RowInput[];
  items?: ItemInput[];
  additional?: string;
  remark?: string | null;
}

/** Changes an unsent settlement: rows and items are replaced whole when sent; `additional` sets the bonus row. */
export function updateSettlement(ctx: ServiceContext, v: SettlementChange) {
  return ctx.db.transaction(async (tx) => {
    const s = await findSettlement(tx, ctx.auth, v.id, true);
    assertEditable(s);
    if (v.version !== undefined && v.version !== s.version) throw conflict();
    const old = await rowsOf(tx, ctx.auth, s.id);
    const dict = await itemDictionary(tx, ctx.auth);
    let rows = normalizeRows(
      v.rows ?? old.filter((r) => r.kind === 1).map((r) => ({ item: r.item, itemName: r.itemName, amount: r.amount ?? '0', attendance: r.attendance })),
    );
    if (v.additional !== undefined) {
      const bonus = { item: ROW.bonus, amount: v.additional, attendance: null };
      rows = normalizeRows(rows.some((r) => r.item === ROW.bonus) ? rows.map((r) => (r.item === ROW.bonus ? bonus : r)) : [...rows, bonus]);
    }
    const items = v.items ? normalizeItems(v.items, dict) : itemsOf(old);
    const saved = (await writeSettlement(tx, ctx.auth, {
      kind: 'change',
      id: s.id,
      fields: { ...derive(rows, items), ...(v.remark !== undefined ? { remark: v.remark } : {}) },
      rows,
      items,
    }))!;
    await audit(tx, ctx.auth, ctx.req, {
      action: 'update',
      resource: settlements.name,
      recordId: s.id,
      changes: { ...diff(s, saved), rows: v.rows ? rows.length : undefined, items: v.items ? items.length : undefined },
    });
    return presentSettlement(tx, ctx.auth, saved);
  });
}

/** Removes unsent settlements with their rows; a sent or approved one is a 409. */
export function removeSettlements(ctx: ServiceContext, ids: string[]): Promise<null> {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockSettlements(tx, ctx.auth, ids);
    if (!rows.length) throw conflict('Salary settlement not found');
    rows.forEach(assertEditable);
    const found = rows.map((r) => r.id);
    await writeSettlement(tx, ctx.auth, { kind: 'remove', ids: found });
    await audit(tx, ctx.auth, ctx.req, { action: 'remove', resource: settlements.name, recordId: found });
    return null;
  });
}

/** Starts the approval of a settlement (form 37) and marks it sent, in one transaction; `router` names the page requests link back to. */
export function sendSettlement(ctx: ServiceContext, id: string, version?: number, router?: string | string[]) {
  return ctx.db.transaction(async (tx) => {
    const s = await findSettlement(tx, ctx.auth, id, true);
    assertEditable(s);
    if (version !== undefined && version !== s.version) throw conflict();
    const map = {
      workerId: s.workerId,
      resignDate: s.resignDate,
      totalHours: Number(s.totalHours),
      totalOt: Number(s.totalOt),
      totalAttendanceDays: Number(s.totalAttendanceDays),
      grossWages: Number(s.grossWages),
      nettSalary: Number(s.nettSalary),
      remark: s.remark ?? undefined,
    };
    const inst = await startProcess(
      { ...ctx, db: tx },
      { formId: SETTLEMENT_FORM_ID, map, category: 2, router: typeof router === 'string' ? router.slice(0, 300) : DEFAULT_ROUTER },
    );
    const saved = (await writeSettlement(tx, ctx.auth, {
      kind: 'send',
      id: s.id,
      processId: inst!.processId as string,
      processInstanceId: inst!.processInstanceId as string,
    }))!;
    await audit(tx, ctx.auth, ctx.req, { action: 'send', resource: settlements.name, recordId: s.id, changes: { processInstanceId: saved.processInstanceId } });
    return presentSettlement(tx, ctx.auth, saved);
  });
}

/** One settlement (id) or a worker's latest (workerId): for holders of the view code, or an approver of its request (by id). */
export async function settlementDetail(ctx: ServiceContext, q: { id?: string; workerId?: string }) {
  const viewer = permits(ctx.auth, SettlementPermissions.settlements.view);
  if (!viewer && !q.id) throw forbidden();
  const s = q.id ? await findSettlement(ctx.db, ctx.auth, q.id) : await latestOfWorker(ctx.db, ctx.auth, q.workerId!);
  if (!s) throw notFound('Salary settlement');
  // viewers read the settlements their data scopes show; an approver of its request reads that one
  if (viewer && (await settlements.findById(ctx.db, ctx.auth, s.id))) return presentSettlement(ctx.db, ctx.auth, s);
  if (!(await isApproverOf(ctx.db, ctx.auth.userId, s))) throw viewer ? notFound('Salary settlement') : forbidden();
  return presentSettlement(ctx.db, ctx.auth, s);
}

/** The settlement follows its approval: approved ends it; a rejected, recalled or cancelled request returns it to HR (only a sent one moves). */
export async function followApproval(tx: Db, forTenant: Tenant, processInstanceId: string, approved: boolean): Promise<void> {
  await writeSettlement(
    tx,
    { tenantId: forTenant.tenantId, userId: '0', deptIds: [] },
    { kind: 'follow', tenantId: forTenant.tenantId, processInstanceId, approved },
  );
}
