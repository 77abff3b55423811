import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { formatDateTime } from '../../platform/util.js';
import { defineRepository, filters, liveRows, type RepositoryOptions } from '../../platform/repository.js';
import { vacationInfo, vacationRule, vacationRuleValue } from './leave.tables.js';
import type { VacationType } from './leave.rules.js';
import type { Tenant } from '../../platform/auth/context.js';

const days = z.coerce.number().min(0).max(366).multipleOf(0.5);
export const optionalInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

/** Leave types (the type's limits are checked by vacation.service's repository). */
export const vacationTypeOptions = {
  name: 'vacation_info',
  table: vacationInfo,
  inputExtend: {
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
    type: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,29}$/, 'must be a short code of letters and digits'),
  },
  filters: { name: filters.like(vacationInfo.name), userType: filters.int(vacationInfo.userType), type: filters.equals(vacationInfo.type) },
  sortable: { sort: vacationInfo.sort, name: vacationInfo.name },
  defaultOrder: [asc(vacationInfo.userType), asc(vacationInfo.sort), asc(vacationInfo.id)],
  unique: [{ fields: ['userType', 'type'], message: 'type: this code is already used by another leave type' }],
} satisfies RepositoryOptions<typeof vacationInfo>;

export const tierSchema = z.object({ minValue: z.coerce.number().int().min(0).max(100), maxValue: optionalInt(1, 100).nullable(), day: days });
export const ruleValueRecord = z.object({ id: z.string(), minValue: z.number(), maxValue: z.number().nullable(), day: z.number() });

/** Entitlement rules: one per type (basis service or age), tiers in rule values; records carry their tiers and type name. */
export const vacationRules = defineRepository({
  name: 'vacation_rule',
  table: vacationRule,
  filters: { vacationInfoId: filters.id(vacationRule.vacationInfoId) },
  outputExtend: { vacationName: z.string().optional(), values: z.array(ruleValueRecord).optional() },
  hooks: {
    present: async (db, ctx, rows) => {
      const ids = rows.map((r) => r.id as string);
      const typeIds = rows.map((r) => r.vacationInfoId as string);
      const [vals, names] = ids.length
        ? await Promise.all([
            db
              .select()
              .from(vacationRuleValue)
              .where(and(liveRows(vacationRuleValue, ctx.auth), inArray(vacationRuleValue.ruleId, ids)))
              .orderBy(asc(vacationRuleValue.minValue)),
            db.select({ id: vacationInfo.id, name: vacationInfo.name }).from(vacationInfo).where(inArray(vacationInfo.id, typeIds)),
          ])
        : [[], []];
      const nameOf = new Map(names.map((n) => [n.id, n.name]));
      return rows.map((r) => ({ ...r, vacationName: nameOf.get(r.vacationInfoId as string) ?? '', values: vals.filter((v) => v.ruleId === r.id) }));
    },
  },
});

export async function findType(db: Db, auth: Tenant, id: string): Promise<VacationType | null> {
  const [t] = await db
    .select()
    .from(vacationInfo)
    .where(and(liveRows(vacationInfo, auth), eq(vacationInfo.id, id)))
    .limit(1);
  return t ?? null;
}

/** The types of one side (staff or workers) in their order. */
export function typesOfSide(db: Db, auth: Tenant, userType: number): Promise<VacationType[]> {
  return db
    .select()
    .from(vacationInfo)
    .where(and(liveRows(vacationInfo, auth), eq(vacationInfo.userType, userType)))
    .orderBy(asc(vacationInfo.sort), asc(vacationInfo.id));
}

/** Rule tiers of a type, lowest first (empty when it has no rule). */
export async function ruleTiers(db: Db, auth: Tenant, vacationInfoId: string) {
  const [rule] = await db
    .select()
    .from(vacationRule)
    .where(and(liveRows(vacationRule, auth), eq(vacationRule.vacationInfoId, vacationInfoId)))
    .limit(1);
  if (!rule) return { rule: null, values: [] };
  const values = await db
    .select()
    .from(vacationRuleValue)
    .where(and(liveRows(vacationRuleValue, auth), eq(vacationRuleValue.ruleId, rule.id)))
    .orderBy(asc(vacationRuleValue.minValue));
  return { rule, values };
}

/** A type keeps balances when it grants days a year or has a rule. */
export async function tracksBalance(db: Db, auth: Tenant, t: VacationType): Promise<boolean> {
  return t.day > 0 || (await ruleTiers(db, auth, t.id)).values.length > 0;
}

// The data functions of vacation's services (types and rules); the rules of the business stay in the services.

/** The (userType, type) keys of a tenant's live vacation types. */
export async function vacationTypeKeys(db: Db, auth: Tenant): Promise<string[]> {
  const rows = await db.select({ userType: vacationInfo.userType, type: vacationInfo.type }).from(vacationInfo).where(liveRows(vacationInfo, auth));
  return rows.map((e) => `${e.userType}:${e.type}`);
}

/** Stores vacation types; answers their rows. */
export async function insertVacationTypes(db: Db, rows: (typeof vacationInfo.$inferInsert)[]) {
  return db.insert(vacationInfo).values(rows).returning();
}

/** Stores a rule; answers its id. */
export async function insertRule(db: Db, values: typeof vacationRule.$inferInsert): Promise<string> {
  const [rule] = await db.insert(vacationRule).values(values).returning();
  return rule.id;
}

/** Writes a rule's basis and name; answers its id. */
export async function updateRule(db: Db, id: string, fields: Partial<typeof vacationRule.$inferInsert>): Promise<string> {
  const [rule] = await db.update(vacationRule).set(fields).where(eq(vacationRule.id, id)).returning();
  return rule.id;
}

/** Stores a rule's tiers. */
export async function insertRuleValues(db: Db, rows: (typeof vacationRuleValue.$inferInsert)[]): Promise<void> {
  await db.insert(vacationRuleValue).values(rows);
}

/** Removes the live tiers of the rules `ruleIds`. */
export async function removeRuleValues(db: Db, auth: Tenant, ruleIds: string[]): Promise<void> {
  await db
    .update(vacationRuleValue)
    .set({ isDeleted: 1, updateTime: formatDateTime(new Date()) })
    .where(and(liveRows(vacationRuleValue, auth), inArray(vacationRuleValue.ruleId, ruleIds)));
}
