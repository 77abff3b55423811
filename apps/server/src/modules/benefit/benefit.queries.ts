import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BENEFIT_TYPE_STATUS, CLAIM_STATUS, type BenefitBalance } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { dataScopeCondition } from '../../platform/auth/permissions.js';
import { nextId } from '../../platform/db/ids.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { pagedRows } from '../../platform/excel.js';
import { limitOffset, toPage } from '../../platform/http/paging.js';
import { defineRepository, filters } from '../../platform/repository.js';
import { formatDateTime } from '../../platform/util.js';
import { deptNameOf } from '../system/system.public.js';
import { staffPeople, staffPeopleNameOrNo } from '../staff/staff.public.js';
import { EMPLOYED } from '../staff/staff.service.js';
import { processInstanceIdOf } from '../flow/flow.public.js';
import { benefitClaim, benefitLevelAmount, benefitType, staffBenefitLevel } from './benefit.tables.js';
import { benefitTypeInput, levelsOutput, type LevelAmounts, type StaffBenefitQuery, type StaffLevelQuery } from './benefit.schema.js';

/*
 * Benefit types (a repository whose records carry their amounts per level), the staff's levels, and the
 * balances of a year: entitled by level, used by approved claims, held by running claims.
 */

type Row = Record<string, unknown>;

export const currentYear = (now = new Date()) => Number(formatDateTime(now).slice(0, 4));
/** Dollars rounded to the cent. */
export const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;
/** Claims that take from the remaining benefit: a running request holds its amount until it ends. */
const HOLDING = [CLAIM_STATUS.PENDING, CLAIM_STATUS.APPROVED];

/** A benefit's amounts per level, by benefit. */
async function levelsOf(db: Db, tenant: Tenant, benefitIds: string[]) {
  if (benefitIds.length === 0) return new Map<string, { level: string; amount: number }[]>();
  const rows = await db
    .select()
    .from(benefitLevelAmount)
    .where(and(eq(benefitLevelAmount.tenantId, tenant.tenantId), eq(benefitLevelAmount.isDeleted, 0), inArray(benefitLevelAmount.benefitId, benefitIds)))
    .orderBy(asc(benefitLevelAmount.level));
  const out = new Map<string, { level: string; amount: number }[]>();
  for (const r of rows) out.set(r.benefitId, [...(out.get(r.benefitId) ?? []), { level: r.level, amount: Number(r.amount) }]);
  return out;
}

/** Replaces a benefit's amounts per level (one level once), inside the caller's transaction. */
export async function replaceLevels(tx: Db, auth: AuthContext, benefitId: string, levels: LevelAmounts): Promise<void> {
  const seen = new Set<string>();
  for (const l of levels) {
    if (seen.has(l.level)) throw badRequest(`levels: Duplicate item! (${l.level})`);
    seen.add(l.level);
  }
  const now = formatDateTime(new Date());
  await tx
    .update(benefitLevelAmount)
    .set({ isDeleted: 1, updateUser: auth.userId, updateTime: now })
    .where(and(eq(benefitLevelAmount.tenantId, auth.tenantId), eq(benefitLevelAmount.benefitId, benefitId), eq(benefitLevelAmount.isDeleted, 0)));
  if (levels.length) {
    await tx
      .insert(benefitLevelAmount)
      .values(
        levels.map((l) => ({
          tenantId: auth.tenantId,
          createUser: auth.userId,
          createDept: auth.deptIds[0] ?? null,
          updateUser: auth.userId,
          benefitId,
          level: l.level,
          amount: l.amount.toFixed(2),
        })),
      );
  }
}

/** Benefit types with their yearly amounts per staff level (`levels` on save, submit and in every answer). */
export const benefitTypes = defineRepository({
  name: 'benefitType',
  table: benefitType,
  inputExtend: benefitTypeInput,
  outputExtend: { levels: levelsOutput.optional() },
  filters: {
    ids: filters.inIds(benefitType.id),
    benefitName: filters.like(benefitType.benefitName),
    benefitCode: filters.like(benefitType.benefitCode),
    status: filters.int(benefitType.status),
  },
  sortable: { benefitCode: benefitType.benefitCode, benefitName: benefitType.benefitName, createTime: benefitType.createTime },
  defaultOrder: [asc(benefitType.benefitCode), asc(benefitType.id)],
  unique: [{ fields: ['benefitCode'], message: 'benefitCode: this code is already used by another benefit' }],
  hooks: {
    // the amounts per level are written with the type: a new type takes its id here so they can name it
    beforeWrite: async (tx, ctx, values, existing) => {
      const levels = values.levels as LevelAmounts | undefined;
      delete values.levels;
      if (levels) await replaceLevels(tx, ctx.auth, (existing?.id as string | undefined) ?? (values.id = nextId()), levels);
    },
    beforeRemove: async (tx, ctx, ids) => {
      const [used] = await tx
        .select({ n: count() })
        .from(benefitClaim)
        .where(and(eq(benefitClaim.tenantId, ctx.auth.tenantId), inArray(benefitClaim.benefitId, ids), eq(benefitClaim.claimStatus, CLAIM_STATUS.PENDING)));
      if (Number(used.n) > 0) throw badRequest('ids: a benefit with running claims cannot be removed');
    },
    present: async (db, ctx, rows) => {
      const levels = await levelsOf(
        db,
        ctx.auth,
        rows.map((r) => r.id as string),
      );
      return rows.map((r) => ({ ...r, levels: levels.get(r.id as string) ?? [] }));
    },
  },
});

/**
 * A staff's benefits of a year: each active benefit's amount for the staff's level (0 without a
 * level or without an amount for it), what approved claims used, what running claims hold, and
 * what remains (entitled - used - pending).
 */
export async function balancesOf(db: Db, tenant: Tenant, staffIds: string[], year: number, benefitIds?: string[]): Promise<Map<string, BenefitBalance[]>> {
  const out = new Map<string, BenefitBalance[]>();
  if (staffIds.length === 0) return out;
  // one after the other: `db` may be a transaction (a claim's check), whose one connection runs one statement at a time
  const types = await db
    .select()
    .from(benefitType)
    .where(
      and(
        eq(benefitType.tenantId, tenant.tenantId),
        eq(benefitType.isDeleted, 0),
        eq(benefitType.status, BENEFIT_TYPE_STATUS.ACTIVE),
        benefitIds ? inArray(benefitType.id, benefitIds) : undefined,
      ),
    )
    .orderBy(benefitType.benefitCode);
  const levels = await db
    .select()
    .from(staffBenefitLevel)
    .where(and(eq(staffBenefitLevel.tenantId, tenant.tenantId), eq(staffBenefitLevel.isDeleted, 0), inArray(staffBenefitLevel.staffId, staffIds)));
  const amounts = await db
    .select()
    .from(benefitLevelAmount)
    .where(and(eq(benefitLevelAmount.tenantId, tenant.tenantId), eq(benefitLevelAmount.isDeleted, 0)));
  const claims = await db
    .select({
      staffId: benefitClaim.staffId,
      benefitId: benefitClaim.benefitId,
      claimStatus: benefitClaim.claimStatus,
      total: sql<string>`sum(${benefitClaim.amount})`,
    })
    .from(benefitClaim)
    .where(
      and(
        eq(benefitClaim.tenantId, tenant.tenantId),
        eq(benefitClaim.isDeleted, 0),
        eq(benefitClaim.year, year),
        inArray(benefitClaim.staffId, staffIds),
        inArray(benefitClaim.claimStatus, HOLDING),
      ),
    )
    .groupBy(benefitClaim.staffId, benefitClaim.benefitId, benefitClaim.claimStatus);
  const levelOf = new Map(levels.map((l) => [l.staffId, l.level]));
  const amountOf = new Map(amounts.map((a) => [`${a.benefitId}:${a.level}`, money(a.amount)]));
  const claimed = new Map(claims.map((c) => [`${c.staffId}:${c.benefitId}:${c.claimStatus}`, money(c.total)]));
  for (const staffId of staffIds) {
    const level = levelOf.get(staffId) ?? null;
    out.set(
      staffId,
      types.map((t) => {
        const entitled = level ? (amountOf.get(`${t.id}:${level}`) ?? 0) : 0;
        const used = claimed.get(`${staffId}:${t.id}:${CLAIM_STATUS.APPROVED}`) ?? 0;
        const pending = claimed.get(`${staffId}:${t.id}:${CLAIM_STATUS.PENDING}`) ?? 0;
        return {
          benefitId: t.id,
          benefitName: t.benefitName,
          benefitCode: t.benefitCode,
          level,
          entitled,
          used,
          pending,
          remaining: money(entitled - used - pending),
        };
      }),
    );
  }
  return out;
}

/** One staff's balances of a year. */
export const balancesOfStaff = async (db: Db, tenant: Tenant, staffId: string, year: number, benefitIds?: string[]) =>
  (await balancesOf(db, tenant, [staffId], year, benefitIds)).get(staffId) ?? [];

/** Locks a staff's claims (their level row) so two requests cannot both take the last of a benefit. */
export async function lockClaimsOf(tx: Db, tenant: Tenant, staffId: string): Promise<void> {
  await tx
    .select({ id: staffBenefitLevel.id })
    .from(staffBenefitLevel)
    .where(and(eq(staffBenefitLevel.tenantId, tenant.tenantId), eq(staffBenefitLevel.staffId, staffId), eq(staffBenefitLevel.isDeleted, 0)))
    .for('update');
}

// ---------------------------------------------------------------------------------------------
// Staff levels and balances

/** The staff rows the caller may see under the `staffBenefit` data scope (the staff's department or account). */
const staffScope = (auth: AuthContext): SQL | undefined =>
  dataScopeCondition(auth, 'staffBenefit', { dept: staffPeople.deptId, user: staffPeople.userId, dept_id: staffPeople.deptId, user_id: staffPeople.userId });

/** Employed staff the caller may see, with the lists' filters. */
const staffWhere = (auth: AuthContext, q: Partial<StaffLevelQuery>) =>
  and(
    eq(staffPeople.tenantId, auth.tenantId),
    eq(staffPeople.isDeleted, 0),
    inArray(staffPeople.status, EMPLOYED),
    staffScope(auth),
    staffPeopleNameOrNo(q.nameOrNo),
    q.deptId ? eq(staffPeople.deptId, q.deptId) : undefined,
    q.staffId ? eq(staffPeople.id, q.staffId) : undefined,
    q.level ? eq(staffBenefitLevel.level, q.level) : undefined,
  );

/** Which of these staff the caller may see (employed, in the data scope). */
export async function visibleEmployedStaff(db: Db, auth: AuthContext, staffIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: staffPeople.id })
    .from(staffPeople)
    .where(and(staffWhere(auth, {}), inArray(staffPeople.id, staffIds)));
  return rows.map((r) => r.id);
}

/** Whether the caller may see a staff's benefits (the data scope, whatever the staff's status). */
export async function isVisibleStaff(db: Db, auth: AuthContext, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffPeople.id })
    .from(staffPeople)
    .where(and(eq(staffPeople.tenantId, auth.tenantId), eq(staffPeople.isDeleted, 0), eq(staffPeople.id, staffId), staffScope(auth)));
  return Boolean(row);
}

export async function staffLevelPage(db: Db, auth: AuthContext, q: StaffLevelQuery) {
  const where = staffWhere(auth, q);
  const joinLevel = and(eq(staffBenefitLevel.staffId, staffPeople.id), eq(staffBenefitLevel.isDeleted, 0));
  const { limit, offset } = limitOffset(q);
  const rowsQ = db
    .select({
      staffId: staffPeople.id,
      staffNo: staffPeople.staffNo,
      enName: staffPeople.enName,
      deptId: staffPeople.deptId,
      deptName: deptNameOf(staffPeople.deptId),
      level: staffBenefitLevel.level,
    })
    .from(staffPeople)
    .leftJoin(staffBenefitLevel, joinLevel)
    .where(where)
    .orderBy(asc(staffPeople.staffNo), asc(staffPeople.id))
    .offset(offset);
  const [rows, [{ total }]] = await Promise.all([
    limit ? rowsQ.limit(limit) : rowsQ,
    db.select({ total: count() }).from(staffPeople).leftJoin(staffBenefitLevel, joinLevel).where(where),
  ]);
  return toPage(rows, Number(total), q);
}

/** Employed staff with their level, and the totals and per-benefit balances of a year. */
export async function staffBenefitPage(db: Db, auth: AuthContext, q: StaffBenefitQuery) {
  const page = await staffLevelPage(db, auth, q);
  const year = q.year ?? currentYear();
  const balances = await balancesOf(
    db,
    auth,
    page.records.map((r) => r.staffId),
    year,
  );
  const sum = (list: BenefitBalance[], k: 'entitled' | 'used' | 'pending' | 'remaining') => money(list.reduce((a, b) => a + b[k], 0));
  return {
    ...page,
    records: page.records.map((r) => {
      const benefits = balances.get(r.staffId) ?? [];
      return {
        ...r,
        year,
        entitled: sum(benefits, 'entitled'),
        used: sum(benefits, 'used'),
        pending: sum(benefits, 'pending'),
        remaining: sum(benefits, 'remaining'),
        benefits,
      };
    }),
  };
}

/** The staff benefits export: one row per staff and benefit, 500 staff a read. */
export async function* staffBenefitRows(db: Db, auth: AuthContext, q: StaffBenefitQuery): AsyncGenerator<Row> {
  for await (const r of pagedRows(
    (offset, limit) => staffBenefitPage(db, auth, { ...q, current: offset / limit + 1, size: limit }).then((p) => p.records),
    500,
  )) {
    for (const b of r.benefits) yield { ...r, ...b };
  }
}

/** A staff's balances and claims of a year (benefitId narrows the claims); 404 outside the caller's staff. */
export async function staffBenefitDetail(db: Db, auth: AuthContext, q: { staffId: string; benefitId?: string; year?: number }) {
  const s = (await staffLevelPage(db, auth, { current: 1, size: 1, staffId: q.staffId, deptId: undefined })).records[0];
  if (!s) throw notFound('staff');
  const year = q.year ?? currentYear();
  const claims = await db
    .select({
      id: benefitClaim.id,
      benefitId: benefitClaim.benefitId,
      benefitName: benefitType.benefitName,
      year: benefitClaim.year,
      amount: sql<number>`${benefitClaim.amount}::float8`,
      claimStatus: benefitClaim.claimStatus,
      processId: benefitClaim.processId,
      processInstanceId: processInstanceIdOf(benefitClaim.processId),
      createTime: benefitClaim.createTime,
    })
    .from(benefitClaim)
    .leftJoin(benefitType, eq(benefitType.id, benefitClaim.benefitId))
    .where(
      and(
        eq(benefitClaim.tenantId, auth.tenantId),
        eq(benefitClaim.isDeleted, 0),
        eq(benefitClaim.staffId, q.staffId),
        eq(benefitClaim.year, year),
        q.benefitId ? eq(benefitClaim.benefitId, q.benefitId) : undefined,
      ),
    )
    .orderBy(desc(benefitClaim.createTime), desc(benefitClaim.id));
  const benefits = await balancesOfStaff(db, auth, s.staffId, year);
  return {
    staffId: s.staffId,
    staffNo: s.staffNo,
    enName: s.enName,
    level: s.level,
    year,
    benefits,
    claims: claims.map((c) => ({ ...c, amount: Number(c.amount) })),
  };
}

/** Enables or disables the benefit types among `ids` the caller may see; answers their ids. */
export async function setBenefitTypeStatus(db: Db, auth: AuthContext, ids: string[], status: number): Promise<string[]> {
  const rows = await db
    .update(benefitType)
    .set({ status, updateUser: auth.userId, updateTime: formatDateTime(new Date()) })
    .where(and(benefitTypes.scope(auth), inArray(benefitType.id, ids)))
    .returning({ id: benefitType.id });
  return rows.map((r) => r.id);
}

/** Clears the benefit level of the staff `staffIds` (soft-deletes their rows). */
export async function clearStaffLevels(db: Db, auth: AuthContext, staffIds: string[]): Promise<void> {
  await db
    .update(staffBenefitLevel)
    .set({ isDeleted: 1, updateUser: auth.userId, updateTime: formatDateTime(new Date()) })
    .where(and(eq(staffBenefitLevel.tenantId, auth.tenantId), inArray(staffBenefitLevel.staffId, staffIds), eq(staffBenefitLevel.isDeleted, 0)));
}

/** Gives the staff `staffIds` a benefit level. */
export async function insertStaffLevels(db: Db, auth: AuthContext, staffIds: string[], level: string): Promise<void> {
  await db
    .insert(staffBenefitLevel)
    .values(
      staffIds.map((staffId) => ({
        tenantId: auth.tenantId,
        createUser: auth.userId,
        createDept: auth.deptIds[0] ?? null,
        updateUser: auth.userId,
        staffId,
        level,
      })),
    );
}

/** Holds a claim's amount (pending until its request ends). */
export async function insertClaim(db: Db, values: typeof benefitClaim.$inferInsert): Promise<void> {
  await db.insert(benefitClaim).values(values);
}

/** Settles a request's pending claims: used when approved, released otherwise. */
export async function settleClaims(db: Db, processId: string, claimStatus: (typeof benefitClaim.$inferInsert)['claimStatus']): Promise<void> {
  await db
    .update(benefitClaim)
    .set({ claimStatus, updateTime: formatDateTime(new Date()) })
    .where(and(eq(benefitClaim.processId, processId), eq(benefitClaim.claimStatus, CLAIM_STATUS.PENDING)));
}
