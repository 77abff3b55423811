import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows } from '../../platform/crud.js';
import { defineRoute, zDate, zId, zOptionalId } from '../../platform/http/route.js';
import { idList, limitOffset, pageOf, pageQuery, toPage } from '../../platform/http/paging.js';
import { conflict, forbidden } from '../../platform/errors.js';
import { permits } from '../../platform/auth/permissions.js';
import type { Db } from '../../platform/db/client.js';
import { audit, diff } from '../../platform/audit.js';
import { formatDateTime } from '../../platform/util.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { onFlowEvent } from '../flow/hooks.js';
import { startProcess } from '../flow/flow.service.js';
import { flowInstance, flowTask } from '../flow/flow.tables.js';
import { worker } from '../worker/worker.tables.js';
import { salarySettlement, salarySettlementRow } from './settlement.tables.js';
import * as svc from './settlement.service.js';

registerMenuSeeds([
  { code: 'salary_settlement', name: 'Salary settlement', path: '/worker/salarySettlement', source: 'money', sort: 12 },
  ...crudButtons('salary_settlement', 'salary settlement'),
  { code: 'salary_settlement_send', name: 'Send for approval', alias: 'send', parent: 'salary_settlement', category: 2, action: 1, sort: 5 },
  { code: 'director_examine', name: 'Director review', path: '/directorExamine', source: 'audit', sort: 14 },
]);

const base = '/api/mcc-worker/workersalarysettlement';
const tags = ['salary_settlement'];
/** The form of a salary settlement (seed 000 section 9: process type 37). */
export const SETTLEMENT_FORM_ID = '37';
const SETTLEMENT_KEY = 'salarySettlement';

const money = (max = 9_999_999) =>
  z.union([z.string(), z.number()], 'must be a number').transform((v, c) => {
    const s = String(v).trim();
    if (!/^-?\d+(\.\d+)?$/.test(s) || Math.abs(Number(s)) > max) {
      c.addIssue({ code: 'custom', message: `must be a number between -${max} and ${max}` });
      return z.NEVER;
    }
    return s;
  });
const quantity = money(10_000).refine((v) => Number(v) >= 0, 'must be 0 or more');
const rowInput = z.object({ item: z.string().trim().min(1, 'is required').max(50), itemName: z.string().trim().max(100).optional(), amount: money(), attendance: quantity.nullable().optional() });
const itemInput = z.object({ item: z.string().trim().min(1, 'is required').max(50), salary: money() });
const version = z.coerce.number().int().min(1).optional();

const rowOut = z.object({ id: z.string(), item: z.string(), itemName: z.string(), amount: z.string().nullable(), attendance: z.string().nullable(), settleAmount: z.string() });
const itemOut = z.object({ id: z.string(), item: z.string(), itemName: z.string(), salary: z.string() });
const money$ = z.string();
const settlementFields = {
  workerId: z.string(),
  resignDate: z.string(),
  periodStart: z.string(),
  totalAttendanceDays: money$,
  totalHours: money$,
  totalOt: money$,
  basicHourWage: z.string().nullable(),
  basicMonthlySalary: z.string().nullable(),
  overtimeWorkAllowance: money$,
  totalOvertimePay: money$,
  mealAllowance: money$,
  additional: money$,
  grossWages: money$,
  nettSalary: money$,
};
const workerFields = {
  name: z.string().nullable(),
  employmentCode: z.string().nullable(),
  projectName: z.string().nullable().optional(),
  teamName: z.string().nullable().optional(),
  specialistId: z.string().nullable().optional(),
  specialistName: z.string().nullable().optional(),
};
const detailOut = z
  .object({
    id: z.string().optional(),
    version: z.number().optional(),
    settlementStatus: z.number(),
    processId: z.string().nullable().optional(),
    processInstanceId: z.string().nullable().optional(),
    sendTime: z.string().nullable().optional(),
    remark: z.string().nullable().optional(),
    createTime: z.string().optional(),
    ...settlementFields,
    ...workerFields,
    rows: z.array(rowOut.partial({ id: true })),
    items: z.array(itemOut),
    map: z.record(z.string(), z.string()),
  })
  .catchall(z.unknown());

/** Whether the user is (or was) an approver of the settlement's request: approvers read what they approve. */
async function approverOf(db: Db, userId: string, s: svc.SettlementRow): Promise<boolean> {
  if (!s.processInstanceId) return false;
  const [hit] = await db
    .select({ id: flowTask.id })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(and(eq(flowInstance.tenantId, s.tenantId), eq(flowInstance.processInstanceId, s.processInstanceId), eq(flowTask.assignee, userId)))
    .limit(1);
  return Boolean(hit);
}

export default async function settlementRoutes(app: FastifyInstance) {
  defineResource(app, {
    name: 'salary_settlement',
    prefix: base,
    table: salarySettlement,
    permissions: 'salary_settlement',
    routes: { page: 'page', list: false, detail: false, submit: false, remove: false },
    filters: {
      workerId: filters.id(salarySettlement.workerId),
      settlementStatus: filters.int(salarySettlement.settlementStatus),
      name: {
        schema: z.string().max(100).optional(),
        where: (v: string | undefined, auth) =>
          v
            ? inArray(
                salarySettlement.workerId,
                app.db.select({ id: worker.id }).from(worker).where(and(liveRows(worker, auth), or(filters.like(worker.name).where(v as never, auth), filters.like(worker.employmentCode).where(v as never, auth)))),
              )
            : undefined,
      },
    },
    sortable: { createTime: salarySettlement.createTime, resignDate: salarySettlement.resignDate },
    outputExtend: { name: z.string().nullable().optional(), employmentCode: z.string().nullable().optional() },
    hooks: { present: (db, ctx, rows) => svc.withWorkers(db, ctx.auth, rows as never) as never },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/getSalarySettlementDict`,
    permission: 'authenticated',
    summary: 'Salary settlement items: item key -> name (dictionary salary_settlement_item)',
    tags,
    output: z.record(z.string(), z.string()),
    handler: (_q, ctx) => svc.itemDictionary(ctx.db, ctx.auth),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail`,
    permission: 'authenticated',
    summary: 'One settlement (id), or the latest of a worker (workerId), with its worker, rows, items and item map (salary_settlement_view, or an approver of its request)',
    tags,
    input: z.object({ id: zOptionalId, workerId: zOptionalId }).refine((v) => v.id || v.workerId, { message: 'id or workerId is required', path: ['id'] }),
    output: detailOut,
    handler: async (q, ctx) => {
      const viewer = permits(ctx.auth, 'salary_settlement_view');
      if (!viewer && !q.id) throw forbidden();
      const s = q.id ? await svc.findSettlement(ctx.db, ctx.auth, q.id) : await svc.latestOfWorker(ctx.db, ctx.auth, q.workerId!);
      if (!viewer && !(await approverOf(ctx.db, ctx.auth.userId, s))) throw forbidden();
      return svc.present(ctx.db, ctx.auth, s);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/getSalarySettlement`,
    permission: 'salary_settlement_view',
    summary: "A settlement computed for a worker and last working day, not saved (the view's preview before generate)",
    tags,
    input: z.object({ workerId: zId, resignDate: zDate }),
    output: detailOut,
    handler: async (q, ctx) => {
      const c = await svc.computeSettlement(ctx.db, ctx.auth, q.workerId, q.resignDate);
      return { ...c.fields, ...c.info, settlementStatus: svc.DRAFT, rows: c.rows.map((r) => ({ ...r, attendance: r.attendance ?? null })), items: [], map: await svc.itemDictionary(ctx.db, ctx.auth) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/generate`,
    permission: 'salary_settlement_add',
    summary: "Generates the settlement of a worker's last working day from attendance and wage; regenerating recomputes an unsent one (a sent one is a 409)",
    tags,
    input: z.object({ workerId: zId, resignDate: zDate }),
    output: detailOut,
    handler: async (q, ctx) =>
      ctx.db.transaction(async (tx) => {
        const c = await svc.computeSettlement(tx, ctx.auth, q.workerId, q.resignDate);
        const [open] = await tx
          .select()
          .from(salarySettlement)
          .where(and(liveRows(salarySettlement, ctx.auth), eq(salarySettlement.workerId, q.workerId)))
          .orderBy(desc(salarySettlement.createTime), desc(salarySettlement.id))
          .limit(1)
          .for('update');
        let saved: svc.SettlementRow;
        if (open && open.settlementStatus !== svc.APPROVED) {
          svc.assertEditable(open);
          // keep HR's salary items and bonus; attendance and rates are recomputed
          const old = await svc.rowsOf(tx, ctx.auth, open.id);
          const bonus = old.find((r) => r.kind === 1 && r.item === svc.ROW.bonus);
          const rows = c.rows.map((r) => (r.item === svc.ROW.bonus && bonus ? { ...r, amount: bonus.amount ?? '0.00', settleAmount: bonus.settleAmount } : r));
          const items = old.filter((r) => r.kind === 2).map((r) => ({ item: r.item, itemName: r.itemName, salary: r.settleAmount }));
          [saved] = await tx
            .update(salarySettlement)
            .set({ ...c.fields, ...svc.derive(rows, items), settlementStatus: svc.DRAFT, ...svc.stamp(ctx.auth) })
            .where(eq(salarySettlement.id, open.id))
            .returning();
          await svc.writeRows(tx, ctx.auth, saved.id, rows, items);
          await audit(tx, ctx.auth, ctx.req, { action: 'regenerate', resource: 'salary_settlement', recordId: saved.id, changes: diff(open, saved) });
        } else {
          [saved] = await tx
            .insert(salarySettlement)
            .values({ ...c.fields, tenantId: ctx.auth.tenantId, createUser: ctx.auth.userId, createDept: ctx.auth.deptIds[0] ?? null, updateUser: ctx.auth.userId })
            .returning();
          await svc.writeRows(tx, ctx.auth, saved.id, c.rows, []);
          await audit(tx, ctx.auth, ctx.req, { action: 'create', resource: 'salary_settlement', recordId: saved.id });
        }
        return svc.present(tx, ctx.auth, saved);
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/update`,
    permission: 'salary_settlement_edit',
    summary: 'Changes an unsent settlement: its settlement rows (item, amount, attendance; settle = amount x attendance), salary items (item, salary; 0 removes), bonus, remark. Sent or approved: 409',
    tags,
    input: z.object({
      id: zId,
      version,
      rows: z.array(rowInput).max(50).optional(),
      items: z.array(itemInput).max(50).optional(),
      additional: money().optional(),
      remark: z.string().max(1000).nullable().optional(),
    }),
    output: detailOut,
    handler: async (v, ctx) =>
      ctx.db.transaction(async (tx) => {
        const s = await svc.findSettlement(tx, ctx.auth, v.id, true);
        svc.assertEditable(s);
        if (v.version !== undefined && v.version !== s.version) throw conflict();
        const old = await svc.rowsOf(tx, ctx.auth, s.id);
        const dict = await svc.itemDictionary(tx, ctx.auth);
        let rows = v.rows
          ? svc.normalizeRows(v.rows)
          : svc.normalizeRows(old.filter((r) => r.kind === 1).map((r) => ({ item: r.item, itemName: r.itemName, amount: r.amount ?? '0', attendance: r.attendance })));
        if (v.additional !== undefined) {
          const bonus = { item: svc.ROW.bonus, amount: v.additional, attendance: null };
          rows = svc.normalizeRows(rows.some((r) => r.item === svc.ROW.bonus) ? rows.map((r) => (r.item === svc.ROW.bonus ? bonus : r)) : [...rows, bonus]);
        }
        const items = v.items ? svc.normalizeItems(v.items, dict) : old.filter((r) => r.kind === 2).map((r) => ({ item: r.item, itemName: r.itemName, salary: r.settleAmount }));
        const [saved] = await tx
          .update(salarySettlement)
          .set({ ...svc.derive(rows, items), ...(v.remark !== undefined ? { remark: v.remark } : {}), ...svc.stamp(ctx.auth) })
          .where(eq(salarySettlement.id, s.id))
          .returning();
        await svc.writeRows(tx, ctx.auth, s.id, rows, items);
        await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'salary_settlement', recordId: s.id, changes: { ...diff(s, saved), rows: v.rows ? rows.length : undefined, items: v.items ? items.length : undefined } });
        return svc.present(tx, ctx.auth, saved);
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/removeSalarySettlement`,
    permission: 'salary_settlement_delete',
    summary: 'Removes unsent settlements (ids=1,2,3); a sent or approved one is a 409',
    tags,
    input: z.object({ ids: idList }),
    output: z.null(),
    handler: async ({ ids }, ctx) =>
      ctx.db.transaction(async (tx) => {
        const rows = await tx.select().from(salarySettlement).where(and(liveRows(salarySettlement, ctx.auth), inArray(salarySettlement.id, ids))).for('update');
        if (!rows.length) throw conflict('Salary settlement not found');
        rows.forEach(svc.assertEditable);
        const found = rows.map((r) => r.id);
        await tx.update(salarySettlement).set({ isDeleted: 1, updateUser: ctx.auth.userId, updateTime: formatDateTime(new Date()) }).where(inArray(salarySettlement.id, found));
        await tx.update(salarySettlementRow).set({ isDeleted: 1 }).where(and(liveRows(salarySettlementRow, ctx.auth), inArray(salarySettlementRow.settlementId, found)));
        await audit(tx, ctx.auth, ctx.req, { action: 'remove', resource: 'salary_settlement', recordId: found });
        return null;
      }),
  });

  /** Starts the approval of a settlement (form 37) and marks it sent: one transaction. */
  const send = (ctx: Parameters<Parameters<typeof defineRoute>[1]['handler']>[1], id: string, ver?: number) =>
    ctx.db.transaction(async (tx) => {
      const s = await svc.findSettlement(tx, ctx.auth, id, true);
      svc.assertEditable(s);
      if (ver !== undefined && ver !== s.version) throw conflict();
      const map = { workerId: s.workerId, resignDate: s.resignDate, totalHours: Number(s.totalHours), totalOt: Number(s.totalOt), totalAttendanceDays: Number(s.totalAttendanceDays), grossWages: Number(s.grossWages), nettSalary: Number(s.nettSalary), remark: s.remark ?? undefined };
      const router = typeof ctx.req.headers.router === 'string' ? ctx.req.headers.router.slice(0, 300) : '/worker/salarySettlement/index';
      const inst = await startProcess(tx, ctx.auth, { formId: SETTLEMENT_FORM_ID, map, category: 2, router });
      const [saved] = await tx
        .update(salarySettlement)
        .set({ settlementStatus: svc.SENT, processId: inst.processId as string, processInstanceId: inst.processInstanceId as string, sendTime: formatDateTime(new Date()), ...svc.stamp(ctx.auth) })
        .where(eq(salarySettlement.id, s.id))
        .returning();
      await audit(tx, ctx.auth, ctx.req, { action: 'send', resource: 'salary_settlement', recordId: s.id, changes: { processInstanceId: saved.processInstanceId } });
      return svc.present(tx, ctx.auth, saved);
    });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/send`,
    permission: 'salary_settlement_send',
    summary: 'Sends a settlement into approval (form 37); from then on it cannot be changed (409)',
    tags,
    input: z.object({ id: zId, version }),
    output: detailOut,
    handler: (v, ctx) => send(ctx, v.id, v.version),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/mcc-worker/processfield/startSalarySettlementProcess',
    permission: 'salary_settlement_send',
    summary: 'Starts the salary settlement process (form 37) for a settlement (id or settlementId); the router header names the page',
    tags,
    headers: z.object({ router: z.string().max(300).optional() }),
    input: z.object({ id: zOptionalId, settlementId: zOptionalId, version }).refine((v) => v.id || v.settlementId, { message: 'settlementId is required', path: ['settlementId'] }),
    output: detailOut,
    handler: (v, ctx) => send(ctx, (v.settlementId ?? v.id)!, v.version),
  });

  // the director's review list: settlements whose approval waits on the caller
  const reviewRow = z.object({
    id: z.string(),
    ...settlementFields,
    settlementStatus: z.number(),
    name: z.string().nullable(),
    employmentCode: z.string().nullable(),
    processId: z.string().nullable(),
    processInstanceId: z.string().nullable(),
    sendTime: z.string().nullable(),
    taskId: z.string(),
    taskName: z.string(),
    taskVersion: z.number(),
    initiatorName: z.string().nullable(),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/directorExamine`,
    permission: 'authenticated',
    summary: 'Settlements waiting for my approval (open tasks of salary settlement requests assigned to me)',
    tags,
    input: pageQuery.extend({ name: z.string().max(100).optional() }),
    output: pageOf(reviewRow),
    handler: async (q, ctx) => {
      const where = and(
        eq(flowTask.tenantId, ctx.auth.tenantId),
        eq(flowTask.assignee, ctx.auth.userId),
        eq(flowTask.taskStatus, 'open'),
        eq(flowInstance.processKey, SETTLEMENT_KEY),
        liveRows(salarySettlement, ctx.auth),
        q.name ? or(filters.like(worker.name).where(q.name as never, ctx.auth), filters.like(worker.employmentCode).where(q.name as never, ctx.auth)) : undefined,
      );
      const fromJoin = () =>
        ctx.db
          .select({ s: salarySettlement, name: worker.name, employmentCode: worker.employmentCode, taskId: flowTask.id, taskName: flowTask.name, taskVersion: flowTask.version, initiatorName: flowInstance.initiatorName })
          .from(flowTask)
          .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
          .innerJoin(salarySettlement, eq(salarySettlement.processInstanceId, flowInstance.processInstanceId))
          .leftJoin(worker, eq(worker.id, salarySettlement.workerId))
          .where(where);
      const all = await fromJoin().orderBy(desc(flowTask.createTime), desc(flowTask.id));
      const { limit, offset } = limitOffset(q);
      const slice = limit ? all.slice(offset, offset + limit) : all.slice(offset);
      return toPage(
        slice.map((r) => ({ ...r.s, name: r.name, employmentCode: r.employmentCode, taskId: r.taskId, taskName: r.taskName, taskVersion: r.taskVersion, initiatorName: r.initiatorName })),
        all.length,
        q,
      );
    },
  });
}

// The settlement follows its approval: approved ends it; a rejected, recalled or cancelled request returns it to HR.
onFlowEvent(SETTLEMENT_KEY, async (tx, instance, event) => {
  if (event === 'started') return;
  const status = event === 'approved' ? svc.APPROVED : svc.RETURNED;
  await tx
    .update(salarySettlement)
    .set({ settlementStatus: status, updateTime: formatDateTime(new Date()) })
    .where(and(eq(salarySettlement.tenantId, instance.tenantId), eq(salarySettlement.processInstanceId, instance.processInstanceId), eq(salarySettlement.isDeleted, 0)));
});
