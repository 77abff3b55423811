import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { badRequest } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { benefitClaim, benefitLevelAmount, benefitType, staffBenefitLevel } from './benefit.tables.js';
import type { BenefitBalance } from '@hr/contracts';
export type { BenefitBalance };

export const CLAIM = { PENDING: 'pending', APPROVED: 'approved', RELEASED: 'released' } as const;
/** Claims that take from the remaining benefit: a running request holds its amount until it ends. */
const HOLDING = [CLAIM.PENDING, CLAIM.APPROVED];

export const currentYear = (now = new Date()) => Number(formatDateTime(now).slice(0, 4));
const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;


/**
 * A staff's benefits of a year: each active benefit's amount for the staff's level (0 without a
 * level or without an amount for it), what approved claims used, what running claims hold, and
 * what remains (entitled - used - pending).
 */
export async function balancesOf(db: Db, tenantId: string, staffIds: string[], year: number, benefitIds?: string[]): Promise<Map<string, BenefitBalance[]>> {
  const out = new Map<string, BenefitBalance[]>();
  if (staffIds.length === 0) return out;
  const [types, levels, amounts, claims] = await Promise.all([
    db
      .select()
      .from(benefitType)
      .where(and(eq(benefitType.tenantId, tenantId), eq(benefitType.isDeleted, 0), eq(benefitType.status, 1), benefitIds ? inArray(benefitType.id, benefitIds) : undefined))
      .orderBy(benefitType.benefitCode),
    db.select().from(staffBenefitLevel).where(and(eq(staffBenefitLevel.tenantId, tenantId), eq(staffBenefitLevel.isDeleted, 0), inArray(staffBenefitLevel.staffId, staffIds))),
    db.select().from(benefitLevelAmount).where(and(eq(benefitLevelAmount.tenantId, tenantId), eq(benefitLevelAmount.isDeleted, 0))),
    db
      .select({ staffId: benefitClaim.staffId, benefitId: benefitClaim.benefitId, claimStatus: benefitClaim.claimStatus, total: sql<string>`sum(${benefitClaim.amount})` })
      .from(benefitClaim)
      .where(and(eq(benefitClaim.tenantId, tenantId), eq(benefitClaim.isDeleted, 0), eq(benefitClaim.year, year), inArray(benefitClaim.staffId, staffIds), inArray(benefitClaim.claimStatus, HOLDING)))
      .groupBy(benefitClaim.staffId, benefitClaim.benefitId, benefitClaim.claimStatus),
  ]);
  const levelOf = new Map(levels.map((l) => [l.staffId, l.level]));
  const amountOf = new Map(amounts.map((a) => [`${a.benefitId}:${a.level}`, money(a.amount)]));
  const claimed = new Map(claims.map((c) => [`${c.staffId}:${c.benefitId}:${c.claimStatus}`, money(c.total)]));
  for (const staffId of staffIds) {
    const level = levelOf.get(staffId) ?? null;
    out.set(
      staffId,
      types.map((t) => {
        const entitled = level ? (amountOf.get(`${t.id}:${level}`) ?? 0) : 0;
        const used = claimed.get(`${staffId}:${t.id}:${CLAIM.APPROVED}`) ?? 0;
        const pending = claimed.get(`${staffId}:${t.id}:${CLAIM.PENDING}`) ?? 0;
        return { benefitId: t.id, benefitName: t.benefitName, benefitCode: t.benefitCode, level, entitled, used, pending, remaining: money(entitled - used - pending) };
      }),
    );
  }
  return out;
}

export interface ClaimEvent {
  tenantId: string;
  initiator: string;
  processId: string;
  values: Record<string, unknown>;
}

/**
 * A reimbursement naming a benefit starts: the amount must fit what remains of the staff's benefit
 * this year ("Cannot exceed the remaining benefit"), and is held until the request ends. The staff's
 * claims are locked (their level row) so two requests cannot both take the last of it.
 */
export async function claimStarted(tx: Db, e: ClaimEvent): Promise<void> {
  const benefitId = e.values.benefitId ? String(e.values.benefitId) : '';
  if (!benefitId) return;
  const staffId = e.values.staffId ? String(e.values.staffId) : '';
  if (!/^\d{1,19}$/.test(staffId)) throw badRequest('staffId: required for a benefit claim');
  if (!/^\d{1,19}$/.test(benefitId)) throw badRequest('benefitId: no such benefit');
  const amount = money(e.values.amount);
  if (!(amount > 0)) throw badRequest('amount: must be more than 0');
  await tx.select({ id: staffBenefitLevel.id }).from(staffBenefitLevel).where(and(eq(staffBenefitLevel.tenantId, e.tenantId), eq(staffBenefitLevel.staffId, staffId), eq(staffBenefitLevel.isDeleted, 0))).for('update');
  const year = currentYear();
  const balance = (await balancesOf(tx, e.tenantId, [staffId], year, [benefitId])).get(staffId)?.[0];
  if (!balance) throw badRequest('benefitId: no such benefit');
  if (amount > balance.remaining) throw badRequest(`amount: Cannot exceed the remaining benefit (${balance.remaining.toFixed(2)})`);
  await tx.insert(benefitClaim).values({ tenantId: e.tenantId, createUser: e.initiator, updateUser: e.initiator, staffId, benefitId, year, amount: amount.toFixed(2), processId: e.processId, claimStatus: CLAIM.PENDING });
}

/** The request ended: approved claims are used; otherwise the held amount is released. */
export async function claimEnded(tx: Db, e: ClaimEvent, approved: boolean): Promise<void> {
  await tx
    .update(benefitClaim)
    .set({ claimStatus: approved ? CLAIM.APPROVED : CLAIM.RELEASED, updateTime: formatDateTime(new Date()) })
    .where(and(eq(benefitClaim.processId, e.processId), eq(benefitClaim.claimStatus, CLAIM.PENDING)));
}
