import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows } from '../../platform/crud.js';
import { defineRoute, zId, zOptionalId } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { audit } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_TENANT } from '../../platform/auth/context.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { registerSeed } from '../system/bootstrap.js';
import { vacationInfo, vacationRule, vacationRuleValue } from './leave.tables.js';
import { DEFAULT_ANNUAL_TIERS, DEFAULT_VACATION_TYPES } from './leave-defaults.js';
import { USER_STAFF, USER_WORKER, findPerson, ineligibility, ruleTiers } from './leave.service.js';

registerMenuSeeds([
  { code: 'leave', name: 'Leave', path: '/leave', source: 'calendar', sort: 30 },
  { code: 'vacation_info', name: 'Leave types', parent: 'leave', path: '/leave/vacationInfo', source: 'tags', sort: 1 },
  ...crudButtons('vacation_info', 'leave type'),
  { code: 'vacation_rule', name: 'Entitlement rules', parent: 'leave', path: '/leave/vacationRule', source: 'ordered-list', sort: 2 },
  ...crudButtons('vacation_rule', 'entitlement rule'),
]);

const tags = ['leave'];
const BASE = '/api/mcc-base';
const days = z.coerce.number().min(0).max(366).multipleOf(0.5);
const optionalInt = (min: number, max: number) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(min).max(max).optional());
const typeInput = {
  day: days,
  minDay: days.refine((v) => v > 0, 'must be more than 0'),
  maxDay: z.preprocess((v) => (v === '' ? null : v), days.nullable().optional()),
  haveSalary: z.coerce.number().int().min(0).max(1),
  sex: z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), z.coerce.number().int().min(1).max(2).nullable().optional()),
  minAge: optionalInt(0, 100),
  maxAge: optionalInt(0, 100),
  minService: optionalInt(0, 600),
  adjust: z.coerce.number().int().min(0).max(1),
  userType: z.coerce.number().int().min(1).max(2),
  leaveType: z.coerce.number().int().min(0).max(1),
  type: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_-]{0,29}$/, 'must be a short code of letters and digits'),
};

/** Adds the default types (and the annual-leave service rule) a tenant lacks; answers how many types were added. */
export async function initializeTypes(tx: Db, tenantId: string, userId: string | null): Promise<number> {
  const existing = await tx.select({ userType: vacationInfo.userType, type: vacationInfo.type }).from(vacationInfo).where(liveRows(vacationInfo, { tenantId }));
  const have = new Set(existing.map((e) => `${e.userType}:${e.type}`));
  const missing = DEFAULT_VACATION_TYPES.filter((t) => !have.has(`${t.userType}:${t.type}`));
  if (missing.length === 0) return 0;
  const rows = await tx.insert(vacationInfo).values(missing.map((t) => ({ ...t, tenantId, createUser: userId, updateUser: userId }))).returning();
  for (const annual of rows.filter((r) => r.type === 'annual')) {
    const [rule] = await tx.insert(vacationRule).values({ tenantId, vacationInfoId: annual.id, basis: 'service', name: 'Years of service', createUser: userId }).returning();
    await tx.insert(vacationRuleValue).values(DEFAULT_ANNUAL_TIERS.map((v) => ({ ...v, tenantId, ruleId: rule.id, vacationInfoId: annual.id, createUser: userId })));
  }
  return rows.length;
}

// every install starts with the Singapore defaults in its first tenant
registerSeed('leave-types', async (db) => {
  await db.transaction((tx) => initializeTypes(tx, DEFAULT_TENANT, null));
});

const tierSchema = z.object({ minValue: z.coerce.number().int().min(0).max(100), maxValue: optionalInt(1, 100).nullable(), day: days });

/** Tiers must not overlap and each must end after it starts (messages name the row). */
export function checkTiers(values: z.output<typeof tierSchema>[]): void {
  const sorted = values.map((v, i) => ({ ...v, i })).sort((a, b) => a.minValue - b.minValue);
  for (const [k, v] of sorted.entries()) {
    if (v.maxValue !== null && v.maxValue !== undefined && v.maxValue <= v.minValue) throw badRequest(`values.${v.i}.maxValue: must be more than ${v.minValue}`);
    const next = sorted[k + 1];
    if (next && (v.maxValue === null || v.maxValue === undefined || v.maxValue > next.minValue)) throw badRequest(`values.${next.i}.minValue: overlaps another tier`);
  }
}

export default async function vacationRoutes(app: FastifyInstance): Promise<void> {
  const types = defineResource(app, {
    name: 'vacation_info',
    prefix: `${BASE}/baseVacationInfo`,
    table: vacationInfo,
    permissions: 'vacation_info',
    routes: { page: 'page', list: false, detail: 'detail', submit: 'vacationSave', remove: 'vacationRemove' },
    inputExtend: typeInput,
    filters: { name: filters.like(vacationInfo.name), userType: filters.int(vacationInfo.userType), type: filters.equals(vacationInfo.type) },
    sortable: { sort: vacationInfo.sort, name: vacationInfo.name },
    defaultOrder: [asc(vacationInfo.userType), asc(vacationInfo.sort), asc(vacationInfo.id)],
    unique: [{ fields: ['userType', 'type'], message: 'type: this code is already used by another leave type' }],
    hooks: {
      beforeWrite: (_tx, _ctx, v, existing) => {
        const m = { ...(existing ?? {}), ...v } as Record<string, number | null>;
        if (m.maxDay !== null && m.maxDay !== undefined && m.maxDay > 0 && m.maxDay < (m.minDay ?? 0)) throw badRequest('maxDay: must not be less than the minimum days');
        if (m.minAge !== null && m.maxAge !== null && m.minAge !== undefined && m.maxAge !== undefined && m.maxAge < m.minAge) throw badRequest('maxAge: must not be less than the minimum age');
      },
    },
  });

  const listRecord = types.record.pick({ id: true, name: true, type: true, day: true, minDay: true, maxDay: true, haveSalary: true, userType: true, leaveType: true, adjust: true });
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/baseVacationInfo/list`,
    permission: 'authenticated',
    summary: "Leave types the leave forms offer: for a staff (staffId) or worker (workerId) those they may take; otherwise by the caller (workers see worker types; staff on probation only leaveType 1); userType picks a side",
    tags,
    input: z.object({ userType: optionalInt(1, 2), staffId: zOptionalId, workerId: zOptionalId }),
    output: z.array(listRecord),
    handler: async (q, ctx) => {
      const today = formatDateTime(new Date()).slice(0, 10);
      const person = q.workerId
        ? await findPerson(ctx.db, ctx.auth, USER_WORKER, q.workerId)
        : q.staffId
          ? await findPerson(ctx.db, ctx.auth, USER_STAFF, q.staffId)
          : ctx.auth.workerId
            ? await findPerson(ctx.db, ctx.auth, USER_WORKER, ctx.auth.workerId)
            : ctx.auth.staffId && q.userType !== USER_WORKER
              ? await findPerson(ctx.db, ctx.auth, USER_STAFF, ctx.auth.staffId)
              : null;
      const userType = person?.userType ?? q.userType ?? USER_STAFF;
      const rows = await ctx.db.select().from(vacationInfo).where(and(liveRows(vacationInfo, ctx.auth), eq(vacationInfo.userType, userType))).orderBy(asc(vacationInfo.sort), asc(vacationInfo.id));
      // a chosen person sees what they may take; the caller's own probation narrows to leaveType 1
      return (person ? rows.filter((t) => ineligibility(t, person, today) === null) : rows) as never;
    },
  });

  const ruleValueRecord = z.object({ id: z.string(), minValue: z.number(), maxValue: z.number().nullable(), day: z.number() });
  const ruleAnswer = z.object({ rule: z.object({ id: z.string(), vacationInfoId: z.string(), basis: z.string(), name: z.string().nullable() }).nullable(), values: z.array(ruleValueRecord) });
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/baseVacationInfo/vacationDetail`,
    permission: 'authenticated',
    summary: 'One leave type with its entitlement rule tiers (id)',
    tags,
    input: z.object({ id: zId }),
    output: types.record.extend(ruleAnswer.shape),
    handler: async ({ id }, ctx) => {
      const t = await types.getById(ctx.db, ctx.auth, id);
      return { ...t, ...(await ruleTiers(ctx.db, ctx.auth, id)) } as never;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/baseVacationInfo/initialize`,
    permission: 'vacation_info_add',
    summary: "Adds the default Singapore leave types (and the annual-leave service tiers) the caller's tenant lacks; answers how many were added",
    tags,
    output: z.number(),
    handler: (_q, ctx) =>
      ctx.db.transaction(async (tx) => {
        const n = await initializeTypes(tx, ctx.auth.tenantId, ctx.auth.userId);
        await audit(tx, ctx.auth, ctx.req, { action: 'create', resource: 'vacation_info', recordId: 'initialize', changes: { added: n } });
        return n;
      }),
  });

  // Entitlement rules: one per type (basis service or age), tiers in rule values.
  const rules = defineResource(app, {
    name: 'vacation_rule',
    prefix: `${BASE}/basevacationrule`,
    table: vacationRule,
    permissions: 'vacation_rule',
    routes: { page: 'page', list: false, detail: 'detail', submit: false, remove: false },
    filters: { vacationInfoId: filters.id(vacationRule.vacationInfoId) },
    outputExtend: { vacationName: z.string().optional(), values: z.array(ruleValueRecord).optional() },
    hooks: {
      present: async (db, ctx, rows) => {
        const ids = rows.map((r) => r.id as string);
        const typeIds = rows.map((r) => r.vacationInfoId as string);
        const [vals, names] = ids.length
          ? await Promise.all([
              db.select().from(vacationRuleValue).where(and(liveRows(vacationRuleValue, ctx.auth), inArray(vacationRuleValue.ruleId, ids))).orderBy(asc(vacationRuleValue.minValue)),
              db.select({ id: vacationInfo.id, name: vacationInfo.name }).from(vacationInfo).where(inArray(vacationInfo.id, typeIds)),
            ])
          : [[], []];
        const nameOf = new Map(names.map((n) => [n.id, n.name]));
        return rows.map((r) => ({ ...r, vacationName: nameOf.get(r.vacationInfoId as string) ?? '', values: vals.filter((v) => v.ruleId === r.id) }));
      },
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/basevacationrule/ruleList`,
    permission: 'vacation_rule_view',
    summary: 'Every entitlement rule with its tiers and leave type name',
    tags,
    input: z.object({ vacationInfoId: zOptionalId }),
    output: z.array(rules.record),
    handler: async (q, ctx) => (await rules.page(ctx.db, ctx, { current: 1, size: -1, vacationInfoId: q.vacationInfoId } as never)).records as never,
  });
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/basevacationrulevalue/getVacationRule`,
    permission: ['vacation_rule_view', 'vacation_info_view'],
    summary: 'The rule of one leave type and its tiers (vacationInfoId); rule null when the type has none',
    tags,
    input: z.object({ vacationInfoId: zId }),
    output: ruleAnswer,
    handler: async ({ vacationInfoId }, ctx) => {
      await types.getById(ctx.db, ctx.auth, vacationInfoId);
      return (await ruleTiers(ctx.db, ctx.auth, vacationInfoId)) as never;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/basevacationrulevalue/saveOrUpdateList`,
    permission: 'vacation_rule_edit',
    summary: 'Sets the rule of a leave type: basis (service | age) and its tiers (replacing the previous tiers)',
    tags,
    input: z.object({ vacationInfoId: zId, basis: z.enum(['service', 'age']).default('service'), name: z.string().trim().max(100).optional(), values: z.array(tierSchema).min(1).max(50) }),
    output: ruleAnswer,
    handler: async (q, ctx) => {
      checkTiers(q.values);
      return ctx.db.transaction(async (tx) => {
        await types.getById(tx, ctx.auth, q.vacationInfoId);
        const { rule } = await ruleTiers(tx, ctx.auth, q.vacationInfoId);
        const now = formatDateTime(new Date());
        const ruleId = rule
          ? (await tx.update(vacationRule).set({ basis: q.basis, name: q.name ?? rule.name, updateUser: ctx.auth.userId, updateTime: now }).where(eq(vacationRule.id, rule.id)).returning())[0].id
          : (await tx.insert(vacationRule).values({ tenantId: ctx.auth.tenantId, vacationInfoId: q.vacationInfoId, basis: q.basis, name: q.name ?? null, createUser: ctx.auth.userId, createDept: ctx.auth.deptIds[0] ?? null }).returning())[0].id;
        await tx.update(vacationRuleValue).set({ isDeleted: 1, updateTime: now }).where(and(liveRows(vacationRuleValue, ctx.auth), eq(vacationRuleValue.ruleId, ruleId)));
        await tx.insert(vacationRuleValue).values(q.values.map((v) => ({ tenantId: ctx.auth.tenantId, ruleId, vacationInfoId: q.vacationInfoId, minValue: v.minValue, maxValue: v.maxValue ?? null, day: v.day, createUser: ctx.auth.userId })));
        await audit(tx, ctx.auth, ctx.req, { action: rule ? 'update' : 'create', resource: 'vacation_rule', recordId: ruleId, changes: { basis: q.basis, values: q.values } });
        return (await ruleTiers(tx, ctx.auth, q.vacationInfoId)) as never;
      });
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/basevacationrulevalue/removeRule`,
    permission: 'vacation_rule_delete',
    summary: 'Removes rules (ids) with their tiers: the types go back to their fixed days',
    tags,
    input: z.object({ ids: idList }),
    output: z.null(),
    handler: async ({ ids }, ctx) => {
      await ctx.db.transaction(async (tx) => {
        const now = formatDateTime(new Date());
        await tx.update(vacationRuleValue).set({ isDeleted: 1, updateTime: now }).where(and(liveRows(vacationRuleValue, ctx.auth), inArray(vacationRuleValue.ruleId, ids)));
        await rules.remove({ ...ctx, db: tx }, ids);
      });
      return null;
    },
  });
}
