import { UserType } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { defineRepository } from '../../platform/repository.js';
import { audit } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { formatDateTime, today as todayDate } from '../../platform/util.js';
import { DEFAULT_ANNUAL_TIERS, DEFAULT_VACATION_TYPES } from './leave-defaults.js';
import { checkTiers, ineligibility } from './leave.rules.js';
import { findPerson } from './leave.queries.js';
import {
  insertRule,
  insertRuleValues,
  insertVacationTypes,
  removeRuleValues,
  ruleTiers,
  typesOfSide,
  updateRule,
  vacationRules,
  vacationTypeKeys,
  vacationTypeOptions,
} from './vacation.queries.js';
import { withLeaveTypeNames } from './leave.i18n.js';
import type { Tenant } from '../../platform/auth/context.js';

/** Leave types: a type's maximum days and ages must not be below its minimums. */
export const vacationTypes = defineRepository({
  ...vacationTypeOptions,
  hooks: {
    present: (_db, ctx, rows) => withLeaveTypeNames(ctx, rows, 'name', 'type'),
    beforeWrite: (_tx, _ctx, v, existing) => {
      const m = { ...(existing ?? {}), ...v } as Record<string, number | null>;
      if (m.maxDay !== null && m.maxDay !== undefined && m.maxDay > 0 && m.maxDay < (m.minDay ?? 0))
        throw badRequest('maxDay: must not be less than the minimum days');
      if (m.minAge !== null && m.maxAge !== null && m.minAge !== undefined && m.maxAge !== undefined && m.maxAge < m.minAge)
        throw badRequest('maxAge: must not be less than the minimum age');
    },
  },
});

/** Adds the default types (and the annual-leave service rule) a tenant lacks; answers how many types were added. */
export async function initializeTypes(tx: Db, forTenant: Tenant, userId: string | null): Promise<number> {
  const have = new Set(await vacationTypeKeys(tx, { tenantId: forTenant.tenantId }));
  const missing = DEFAULT_VACATION_TYPES.filter((t) => !have.has(`${t.userType}:${t.type}`));
  if (missing.length === 0) return 0;
  const rows = await insertVacationTypes(
    tx,
    missing.map((t) => ({ ...t, tenantId: forTenant.tenantId, createUser: userId, updateUser: userId })),
  );
  for (const annual of rows.filter((r) => r.type === 'annual')) {
    const ruleId = await insertRule(tx, {
      tenantId: forTenant.tenantId,
      vacationInfoId: annual.id,
      basis: 'service',
      name: 'Years of service',
      createUser: userId,
    });
    await insertRuleValues(
      tx,
      DEFAULT_ANNUAL_TIERS.map((v) => ({ ...v, tenantId: forTenant.tenantId, ruleId, vacationInfoId: annual.id, createUser: userId })),
    );
  }
  return rows.length;
}

/** The defaults the caller's tenant lacks, audited; answers how many types were added. */
export function initializeTenantTypes(ctx: ServiceContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const n = await initializeTypes(tx, ctx.auth, ctx.auth.userId);
    await audit(tx, ctx.auth, ctx.req, { action: 'create', resource: vacationTypes.name, recordId: 'initialize', changes: { added: n } });
    return n;
  });
}

/**
 * The types a leave form offers: for a chosen staff (staffId) or worker (workerId) those they may take
 * today; otherwise by the caller (workers see worker types; staff on probation only leaveType 1).
 */
export async function typesForForm(ctx: ServiceContext, q: { userType?: number; staffId?: string; workerId?: string }) {
  const today = todayDate();
  const { db, auth } = ctx;
  const person = q.workerId
    ? await findPerson(db, auth, UserType.WORKER, q.workerId)
    : q.staffId
      ? await findPerson(db, auth, UserType.STAFF, q.staffId)
      : auth.workerId
        ? await findPerson(db, auth, UserType.WORKER, auth.workerId)
        : auth.staffId && q.userType !== UserType.WORKER
          ? await findPerson(db, auth, UserType.STAFF, auth.staffId)
          : null;
  const rows = await typesOfSide(db, auth, person?.userType ?? q.userType ?? UserType.STAFF);
  return withLeaveTypeNames(ctx, person ? rows.filter((t) => ineligibility(t, person, today) === null) : rows, 'name', 'type');
}

/** One type with its rule and tiers. */
export async function typeWithRule(ctx: ServiceContext, id: string) {
  const type = await vacationTypes.getById(ctx.db, ctx.auth, id);
  return { ...type, ...(await ruleTiers(ctx.db, ctx.auth, id)) };
}

/** The rule of a type the caller may read, with its tiers (rule null when it has none). */
export async function ruleOfType(ctx: ServiceContext, vacationInfoId: string) {
  await vacationTypes.getById(ctx.db, ctx.auth, vacationInfoId);
  return ruleTiers(ctx.db, ctx.auth, vacationInfoId);
}

export interface RuleInput {
  vacationInfoId: string;
  basis: 'service' | 'age';
  name?: string;
  values: { minValue: number; maxValue?: number | null; day: number }[];
}

/** Sets the rule of a type: its basis and tiers (replacing the previous tiers). */
export async function setRule(ctx: ServiceContext, q: RuleInput) {
  checkTiers(q.values);
  return ctx.db.transaction(async (tx) => {
    await vacationTypes.getById(tx, ctx.auth, q.vacationInfoId);
    const { rule } = await ruleTiers(tx, ctx.auth, q.vacationInfoId);
    const now = formatDateTime(new Date());
    const ruleId = rule
      ? await updateRule(tx, rule.id, { basis: q.basis, name: q.name ?? rule.name, updateUser: ctx.auth.userId, updateTime: now })
      : await insertRule(tx, {
          tenantId: ctx.auth.tenantId,
          vacationInfoId: q.vacationInfoId,
          basis: q.basis,
          name: q.name ?? null,
          createUser: ctx.auth.userId,
          createDept: ctx.auth.deptIds[0] ?? null,
        });
    await removeRuleValues(tx, ctx.auth, [ruleId]);
    await insertRuleValues(
      tx,
      q.values.map((v) => ({
        tenantId: ctx.auth.tenantId,
        ruleId,
        vacationInfoId: q.vacationInfoId,
        minValue: v.minValue,
        maxValue: v.maxValue ?? null,
        day: v.day,
        createUser: ctx.auth.userId,
      })),
    );
    await audit(tx, ctx.auth, ctx.req, {
      action: rule ? 'update' : 'create',
      resource: vacationRules.name,
      recordId: ruleId,
      changes: { basis: q.basis, values: q.values },
    });
    return ruleTiers(tx, ctx.auth, q.vacationInfoId);
  });
}

/** Removes rules with their tiers: the types go back to their fixed days. */
export async function removeRules(ctx: ServiceContext, ids: string[]): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    await removeRuleValues(tx, ctx.auth, ids);
    await vacationRules.remove({ ...ctx, db: tx }, ids);
  });
  return null;
}
