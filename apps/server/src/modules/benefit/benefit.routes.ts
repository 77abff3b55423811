import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters } from '../../platform/crud.js';
import { defineRoute, zId, zOptionalId, type RouteContext } from '../../platform/http/route.js';
import { idList, limitOffset, pageOf, pageQuery, toPage } from '../../platform/http/paging.js';
import { dataScopeCondition, permits } from '../../platform/auth/permissions.js';
import { audit } from '../../platform/audit.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { pagedRows, streamExcel, type ExcelColumn } from '../../platform/excel.js';
import { formatDateTime } from '../../platform/util.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { dept } from '../system/system.tables.js';
import { staff } from '../staff/staff.tables.js';
import { EMPLOYED, staffNameOrNo } from '../staff/staff.service.js';
import { onFlowEvent } from '../flow/hooks.js';
import { flowInstance } from '../flow/flow.tables.js';
import { benefitClaim, benefitLevelAmount, benefitType, staffBenefitLevel } from './benefit.tables.js';
import { balancesOf, claimEnded, claimStarted, currentYear, type BenefitBalance } from './benefit.service.js';

registerMenuSeeds([
  { code: 'benefitMenu', name: 'Benefits', path: '/benefit', source: 'gift', sort: 13 },
  { code: 'benefitType', name: 'Benefit types', parent: 'benefitMenu', path: '/benefit/type', source: 'gift', sort: 1 },
  ...crudButtons('benefitType', 'benefit types'),
  { code: 'benefitType_export', name: 'Export benefit types', alias: 'export', parent: 'benefitType', category: 2, action: 0, sort: 5 },
  { code: 'staffBenefit', name: 'Staff benefits', parent: 'benefitMenu', path: '/benefit/staff', source: 'team', sort: 2 },
  { code: 'staffBenefit_view', name: 'View staff benefits', alias: 'view', parent: 'staffBenefit', category: 2, action: 1, sort: 1 },
  { code: 'staffBenefit_edit', name: 'Set staff benefit levels', alias: 'edit', parent: 'staffBenefit', category: 2, action: 1, sort: 2 },
  { code: 'staffBenefit_export', name: 'Export staff benefits', alias: 'export', parent: 'staffBenefit', category: 2, action: 0, sort: 3 },
]);

// a reimbursement (form 12) naming a benefit takes from the staff's remaining benefit of the year
onFlowEvent('reimbursement', async (tx, inst, event) => {
  const e = { tenantId: inst.tenantId, initiator: inst.initiator, processId: inst.id, values: inst.values };
  if (event === 'started') await claimStarted(tx, e);
  else await claimEnded(tx, e, event === 'approved');
});

type Row = Record<string, unknown>;
const tags = ['benefit'];
const base = '/api/mcc-staff';
const amount = z.coerce.number('must be a number').min(0, 'must be 0 or more').max(99_999_999);
const levelCode = z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters').regex(/^[\w .-]+$/, 'must be letters, digits, spaces, dots or dashes');
const levelsInput = z.array(z.object({ level: levelCode, amount })).max(100);
const levelsOutput = z.array(z.object({ level: z.string(), amount: z.number() }));
const balanceSchema = z.object({ benefitId: z.string(), benefitName: z.string(), benefitCode: z.string(), level: z.string().nullable(), entitled: z.number(), used: z.number(), pending: z.number(), remaining: z.number() });
const yearInput = z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.coerce.number().int().min(2000).max(2100).optional());

/** The staff rows the caller may see under the `staffBenefit` data scope (the staff's department or account). */
const staffScope = (ctx: RouteContext): SQL | undefined => dataScopeCondition(ctx.auth, 'staffBenefit', { dept: staff.deptId, user: staff.userId, dept_id: staff.deptId, user_id: staff.userId });

async function levelsOf(db: RouteContext['db'], tenantId: string, benefitIds: string[]) {
  if (benefitIds.length === 0) return new Map<string, { level: string; amount: number }[]>();
  const rows = await db
    .select()
    .from(benefitLevelAmount)
    .where(and(eq(benefitLevelAmount.tenantId, tenantId), eq(benefitLevelAmount.isDeleted, 0), inArray(benefitLevelAmount.benefitId, benefitIds)))
    .orderBy(asc(benefitLevelAmount.level));
  const out = new Map<string, { level: string; amount: number }[]>();
  for (const r of rows) out.set(r.benefitId, [...(out.get(r.benefitId) ?? []), { level: r.level, amount: Number(r.amount) }]);
  return out;
}

/** Replaces a benefit's amounts per level (one level once), inside the caller's transaction. */
async function replaceLevels(tx: RouteContext['db'], ctx: RouteContext, benefitId: string, levels: z.infer<typeof levelsInput>) {
  const seen = new Set<string>();
  for (const l of levels) {
    if (seen.has(l.level)) throw badRequest(`levels: Duplicate item! (${l.level})`);
    seen.add(l.level);
  }
  const now = formatDateTime(new Date());
  await tx.update(benefitLevelAmount).set({ isDeleted: 1, updateUser: ctx.auth.userId, updateTime: now }).where(and(eq(benefitLevelAmount.tenantId, ctx.auth.tenantId), eq(benefitLevelAmount.benefitId, benefitId), eq(benefitLevelAmount.isDeleted, 0)));
  if (levels.length) {
    await tx.insert(benefitLevelAmount).values(levels.map((l) => ({ tenantId: ctx.auth.tenantId, createUser: ctx.auth.userId, createDept: ctx.auth.deptIds[0] ?? null, updateUser: ctx.auth.userId, benefitId, level: l.level, amount: l.amount.toFixed(2) })));
  }
}

export default async function benefitRoutes(app: FastifyInstance): Promise<void> {
  const levelsOfRequest = new WeakMap<RouteContext, z.infer<typeof levelsInput>>();
  // ---- benefit types (/baseinfobenefit)
  const prefix = `${base}/baseinfobenefit`;
  const res = defineResource(app, {
    name: 'benefitType',
    prefix,
    table: benefitType,
    permissions: 'benefitType',
    routes: { page: 'page', list: false, detail: 'detail', save: 'save', update: 'update', submit: 'submit', remove: 'remove' },
    inputExtend: {
      benefitName: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
      benefitCode: z.string().trim().min(1, 'is required').max(50, 'must be at most 50 characters'),
      status: z.coerce.number().int().min(0).max(1).optional(),
      levels: levelsInput.optional(),
    },
    outputExtend: { levels: levelsOutput.optional() },
    filters: { ids: filters.inIds(benefitType.id), benefitName: filters.like(benefitType.benefitName), benefitCode: filters.like(benefitType.benefitCode), status: filters.int(benefitType.status) },
    sortable: { benefitCode: benefitType.benefitCode, benefitName: benefitType.benefitName, createTime: benefitType.createTime },
    defaultOrder: [asc(benefitType.benefitCode), asc(benefitType.id)],
    unique: [{ fields: ['benefitCode'], message: 'benefitCode: this code is already used by another benefit' }],
    hooks: {
      // the amounts per level travel with the type: held from the check to the write of this request
      beforeWrite: (_tx, ctx, values) => {
        if (values.levels) levelsOfRequest.set(ctx, values.levels as z.infer<typeof levelsInput>);
        delete values.levels;
      },
      afterWrite: async (tx, ctx, saved) => {
        const levels = levelsOfRequest.get(ctx);
        if (levels) await replaceLevels(tx, ctx, saved.id as string, levels);
      },
      beforeRemove: async (tx, ctx, ids) => {
        const [used] = await tx.select({ n: count() }).from(benefitClaim).where(and(eq(benefitClaim.tenantId, ctx.auth.tenantId), inArray(benefitClaim.benefitId, ids), eq(benefitClaim.claimStatus, 'pending')));
        if (Number(used.n) > 0) throw badRequest('ids: a benefit with running claims cannot be removed');
      },
      present: async (db, ctx, rows) => {
        const levels = await levelsOf(db, ctx.auth.tenantId, rows.map((r) => r.id as string));
        return rows.map((r) => ({ ...r, levels: levels.get(r.id as string) ?? [] }));
      },
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${prefix}/updateList`,
    permission: 'benefitType_edit',
    summary: "Replaces a benefit's yearly amounts per staff level (benefitId, levels: [{level, amount}])",
    tags,
    input: z.object({ benefitId: zId, levels: levelsInput }),
    output: res.record,
    handler: async (v, ctx) => {
      await ctx.db.transaction(async (tx) => {
        await res.getById(tx, ctx.auth, v.benefitId);
        await replaceLevels(tx, ctx, v.benefitId, v.levels);
        await audit(tx, ctx.auth, ctx.req, { action: 'updateList', resource: 'benefitType', recordId: v.benefitId, changes: { levels: { to: v.levels } } });
      });
      return (await res.page(ctx.db, ctx, { current: 1, size: 1, ids: [v.benefitId] } as never)).records[0] as never;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${prefix}/benefitUpdate`,
    permission: 'benefitType_edit',
    summary: 'Enables (status 1) or disables (status 0) benefit types (ids); disabled benefits cannot be claimed',
    tags,
    input: z.object({ ids: idList, status: z.coerce.number().int().min(0).max(1) }),
    output: z.number(),
    handler: async ({ ids, status }, ctx) =>
      ctx.db.transaction(async (tx) => {
        const rows = await tx.update(benefitType).set({ status, updateUser: ctx.auth.userId, updateTime: formatDateTime(new Date()) }).where(and(res.scope(ctx.auth), inArray(benefitType.id, ids))).returning({ id: benefitType.id });
        if (rows.length === 0) throw notFound('benefitType');
        await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'benefitType', recordId: rows.map((r) => r.id), changes: { status: { to: status } } });
        return rows.length;
      }),
  });
  const typeColumns: ExcelColumn<Row>[] = [
    { header: 'Code', key: 'benefitCode' },
    { header: 'Benefit', key: 'benefitName', width: 24 },
    { header: 'Description', key: 'description', width: 30 },
    { header: 'Status', key: 'status', value: (r) => (r.status === 1 ? 'Active' : 'Disabled') },
    { header: 'Amounts per level', key: 'levels', width: 40, value: (r) => (r.levels as { level: string; amount: number }[]).map((l) => `${l.level}: ${l.amount.toFixed(2)}`).join('; ') },
  ];
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/export`,
    permission: 'benefitType_export',
    summary: 'Excel export of benefit types with their amounts per level',
    tags,
    input: res.listInput,
    handler: (q, ctx) => streamExcel(ctx.reply, { fileName: 'benefits.xlsx', sheetName: 'Benefits', columns: typeColumns, rows: pagedRows((offset, limit) => res.page(ctx.db, ctx, { ...q, current: offset / limit + 1, size: limit } as never).then((p) => p.records), 1000) }),
  });

  // ---- staff benefit levels
  const levelInput = pageQuery.extend({ nameOrNo: z.string().trim().max(100).optional(), deptId: zOptionalId, level: z.string().trim().max(20).optional(), staffId: zOptionalId });
  const staffWhere = (ctx: RouteContext, q: z.infer<typeof levelInput>) => {
    return and(
      eq(staff.tenantId, ctx.auth.tenantId),
      eq(staff.isDeleted, 0),
      inArray(staff.status, EMPLOYED),
      staffScope(ctx),
      staffNameOrNo(q.nameOrNo),
      q.deptId ? eq(staff.deptId, q.deptId) : undefined,
      q.staffId ? eq(staff.id, q.staffId) : undefined,
      q.level ? eq(staffBenefitLevel.level, q.level) : undefined,
    );
  };
  const staffLevelPage = async (ctx: RouteContext, q: z.infer<typeof levelInput>) => {
    const where = staffWhere(ctx, q);
    const joinLevel = and(eq(staffBenefitLevel.staffId, staff.id), eq(staffBenefitLevel.isDeleted, 0));
    const { limit, offset } = limitOffset(q);
    const rowsQ = ctx.db
      .select({ staffId: staff.id, staffNo: staff.staffNo, enName: staff.enName, deptId: staff.deptId, deptName: dept.deptName, level: staffBenefitLevel.level })
      .from(staff)
      .leftJoin(staffBenefitLevel, joinLevel)
      .leftJoin(dept, eq(dept.id, staff.deptId))
      .where(where)
      .orderBy(asc(staff.staffNo), asc(staff.id))
      .offset(offset);
    const [rows, [{ total }]] = await Promise.all([limit ? rowsQ.limit(limit) : rowsQ, ctx.db.select({ total: count() }).from(staff).leftJoin(staffBenefitLevel, joinLevel).where(where)]);
    return toPage(rows, Number(total), q);
  };
  const staffLevelSchema = z.object({ staffId: z.string(), staffNo: z.string(), enName: z.string(), deptId: z.string().nullable(), deptName: z.string().nullable(), level: z.string().nullable() });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/staffBenefitLevel/getAll`,
    permission: 'staffBenefit_view',
    summary: 'Employed staff with their benefit level (size -1 = all); filters nameOrNo, deptId, level',
    tags,
    input: levelInput.extend({ size: z.coerce.number().int().min(-1).max(10_000).default(-1) }),
    output: pageOf(staffLevelSchema),
    handler: (q, ctx) => staffLevelPage(ctx, q),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/staffBenefitLevel/save`,
    permission: 'staffBenefit_edit',
    summary: 'Sets the benefit level of staff (staffIds=1,2,3; an empty level clears it)',
    tags,
    input: z.object({ staffIds: idList, level: z.union([levelCode, z.literal('')]).nullable().optional() }),
    output: z.number(),
    handler: async ({ staffIds, level }, ctx) =>
      ctx.db.transaction(async (tx) => {
        const visible = await tx.select({ id: staff.id }).from(staff).where(and(staffWhere(ctx, { current: 1, size: -1 } as never), inArray(staff.id, staffIds)));
        if (visible.length !== new Set(staffIds).size) throw badRequest('staffIds: no such employed staff');
        const now = formatDateTime(new Date());
        await tx.update(staffBenefitLevel).set({ isDeleted: 1, updateUser: ctx.auth.userId, updateTime: now }).where(and(eq(staffBenefitLevel.tenantId, ctx.auth.tenantId), inArray(staffBenefitLevel.staffId, staffIds), eq(staffBenefitLevel.isDeleted, 0)));
        if (level) await tx.insert(staffBenefitLevel).values(visible.map((s) => ({ tenantId: ctx.auth.tenantId, createUser: ctx.auth.userId, createDept: ctx.auth.deptIds[0] ?? null, updateUser: ctx.auth.userId, staffId: s.id, level })));
        await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'staffBenefitLevel', recordId: visible.map((s) => s.id), changes: { level: { to: level || null } } });
        return visible.length;
      }),
  });

  // ---- staff benefits (balances and claims)
  const sb = `${base}/staffBenefit`;
  defineRoute(app, {
    method: 'GET',
    url: `${sb}/benefitList`,
    permission: 'authenticated',
    summary: "A staff's benefits of a year with entitled, used, pending and remaining amounts: the caller's own, or staffId with staffBenefit_view",
    tags,
    input: z.object({ staffId: zOptionalId, year: yearInput }),
    output: z.array(balanceSchema),
    handler: async (q, ctx) => {
      const staffId = q.staffId ?? ctx.auth.staffId;
      if (!staffId) return [];
      if (staffId !== ctx.auth.staffId) {
        if (!permits(ctx.auth, 'staffBenefit_view')) throw notFound('staff');
        const [visible] = await ctx.db.select({ id: staff.id }).from(staff).where(and(eq(staff.tenantId, ctx.auth.tenantId), eq(staff.isDeleted, 0), eq(staff.id, staffId), staffScope(ctx)));
        if (!visible) throw notFound('staff');
      }
      return (await balancesOf(ctx.db, ctx.auth.tenantId, [staffId], q.year ?? currentYear())).get(staffId) ?? [];
    },
  });
  const pageInput = levelInput.extend({ year: yearInput });
  const staffBenefitSchema = staffLevelSchema.extend({ year: z.number(), entitled: z.number(), used: z.number(), pending: z.number(), remaining: z.number(), benefits: z.array(balanceSchema) });
  const staffBenefitPage = async (ctx: RouteContext, q: z.infer<typeof pageInput>) => {
    const page = await staffLevelPage(ctx, q);
    const year = q.year ?? currentYear();
    const balances = await balancesOf(ctx.db, ctx.auth.tenantId, page.records.map((r) => r.staffId), year);
    const sum = (list: BenefitBalance[], k: 'entitled' | 'used' | 'pending' | 'remaining') => Math.round(list.reduce((a, b) => a + b[k], 0) * 100) / 100;
    return {
      ...page,
      records: page.records.map((r) => {
        const benefits = balances.get(r.staffId) ?? [];
        return { ...r, year, entitled: sum(benefits, 'entitled'), used: sum(benefits, 'used'), pending: sum(benefits, 'pending'), remaining: sum(benefits, 'remaining'), benefits };
      }),
    };
  };
  defineRoute(app, { method: 'GET', url: `${sb}/page`, permission: 'staffBenefit_view', summary: 'Employed staff with their benefit level and the totals and per-benefit balances of a year', tags, input: pageInput, output: pageOf(staffBenefitSchema), handler: (q, ctx) => staffBenefitPage(ctx, q) });
  const claimSchema = z.object({ id: z.string(), benefitId: z.string(), benefitName: z.string().nullable(), year: z.number(), amount: z.number(), claimStatus: z.string(), processId: z.string(), processInstanceId: z.string().nullable(), createTime: z.string() });
  defineRoute(app, {
    method: 'GET',
    url: `${sb}/detail`,
    permission: 'staffBenefit_view',
    summary: "A staff's balances and claims of a year (benefitId narrows the claims)",
    tags,
    input: z.object({ staffId: zId, benefitId: zOptionalId, year: yearInput }),
    output: z.object({ staffId: z.string(), staffNo: z.string(), enName: z.string(), level: z.string().nullable(), year: z.number(), benefits: z.array(balanceSchema), claims: z.array(claimSchema) }),
    handler: async (q, ctx) => {
      const page = await staffLevelPage(ctx, { current: 1, size: 1, staffId: q.staffId, deptId: undefined });
      const s = page.records[0];
      if (!s) throw notFound('staff');
      const year = q.year ?? currentYear();
      const claims = await ctx.db
        .select({ id: benefitClaim.id, benefitId: benefitClaim.benefitId, benefitName: benefitType.benefitName, year: benefitClaim.year, amount: sql<number>`${benefitClaim.amount}::float8`, claimStatus: benefitClaim.claimStatus, processId: benefitClaim.processId, processInstanceId: flowInstance.processInstanceId, createTime: benefitClaim.createTime })
        .from(benefitClaim)
        .leftJoin(benefitType, eq(benefitType.id, benefitClaim.benefitId))
        .leftJoin(flowInstance, eq(flowInstance.id, benefitClaim.processId))
        .where(and(eq(benefitClaim.tenantId, ctx.auth.tenantId), eq(benefitClaim.isDeleted, 0), eq(benefitClaim.staffId, q.staffId), eq(benefitClaim.year, year), q.benefitId ? eq(benefitClaim.benefitId, q.benefitId) : undefined))
        .orderBy(desc(benefitClaim.createTime), desc(benefitClaim.id));
      return { staffId: s.staffId, staffNo: s.staffNo, enName: s.enName, level: s.level, year, benefits: (await balancesOf(ctx.db, ctx.auth.tenantId, [s.staffId], year)).get(s.staffId) ?? [], claims: claims.map((c) => ({ ...c, amount: Number(c.amount) })) };
    },
  });
  const excelColumns: ExcelColumn<Row>[] = [
    { header: 'Staff No', key: 'staffNo' },
    { header: 'Name', key: 'enName', width: 24 },
    { header: 'Department', key: 'deptName', width: 20 },
    { header: 'Level', key: 'level' },
    { header: 'Benefit', key: 'benefitName', width: 20 },
    { header: 'Entitled', key: 'entitled' },
    { header: 'Used', key: 'used' },
    { header: 'Pending', key: 'pending' },
    { header: 'Remaining', key: 'remaining' },
  ];
  defineRoute(app, {
    method: 'GET',
    url: `${sb}/excel`,
    permission: 'staffBenefit_export',
    summary: 'Excel export: one row per staff and benefit with the year balances',
    tags,
    input: pageInput,
    handler: (q, ctx) =>
      streamExcel(ctx.reply, {
        fileName: 'staff-benefits.xlsx',
        sheetName: 'Staff benefits',
        columns: excelColumns,
        rows: (async function* () {
          for await (const r of pagedRows((offset, limit) => staffBenefitPage(ctx, { ...q, current: offset / limit + 1, size: limit }).then((p) => p.records), 500)) {
            for (const b of r.benefits) yield { ...r, ...b } as Row;
          }
        })(),
      }),
  });
}
