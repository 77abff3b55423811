import { CLAIM_STATUS, STAFF_BENEFIT_PERMISSIONS, type BenefitBalance } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { permits } from '../../platform/auth/permissions.js';
import { audit } from '../../platform/audit.js';
import { badRequest, notFound } from '../../platform/errors.js';
import {
  balancesOfStaff,
  benefitTypes,
  clearStaffLevels,
  currentYear,
  insertClaim,
  insertStaffLevels,
  isVisibleStaff,
  lockClaimsOf,
  money,
  replaceLevels,
  setBenefitTypeStatus,
  settleClaims,
  visibleEmployedStaff,
} from './benefit.queries.js';
import type { LevelAmounts } from './benefit.schema.js';

/*
 * The rules of benefits: HR's changes to types and staff levels (one transaction with its audit row
 * each), who may read whose balances, and what a claim (a reimbursement naming a benefit) may take.
 */

/** Replaces a benefit's yearly amounts per level; answers the benefit as the lists show it. */
export async function updateLevels(ctx: ServiceContext, v: { benefitId: string; levels: LevelAmounts }) {
  await ctx.db.transaction(async (tx) => {
    await benefitTypes.getById(tx, ctx.auth, v.benefitId);
    await replaceLevels(tx, ctx.auth, v.benefitId, v.levels);
    await audit(tx, ctx.auth, ctx.req, { action: 'updateList', resource: 'benefitType', recordId: v.benefitId, changes: { levels: { to: v.levels } } });
  });
  return benefitTypes.detail(ctx, v.benefitId);
}

/** Enables (1) or disables (0) benefit types; disabled ones cannot be claimed. Answers how many changed. */
export function setBenefitStatus(ctx: ServiceContext, ids: string[], status: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const changed = await setBenefitTypeStatus(tx, ctx.auth, ids, status);
    if (changed.length === 0) throw notFound('benefitType');
    await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'benefitType', recordId: changed, changes: { status: { to: status } } });
    return changed.length;
  });
}

/** Sets (or with an empty level clears) the benefit level of employed staff the caller may see; all or none. */
export function setStaffLevel(ctx: ServiceContext, staffIds: string[], level: string | null | undefined): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const visible = await visibleEmployedStaff(tx, ctx.auth, staffIds);
    if (visible.length !== new Set(staffIds).size) throw badRequest('staffIds: no such employed staff');
    await clearStaffLevels(tx, ctx.auth, staffIds);
    if (level) await insertStaffLevels(tx, ctx.auth, visible, level);
    await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'staffBenefitLevel', recordId: visible, changes: { level: { to: level || null } } });
    return visible.length;
  });
}

/** A staff's benefits of a year: the caller's own, or another staff's with staffBenefit_view within the data scope (else 404). */
export async function benefitList(ctx: ServiceContext, q: { staffId?: string; year?: number }): Promise<BenefitBalance[]> {
  const staffId = q.staffId ?? ctx.auth.staffId;
  if (!staffId) return [];
  if (staffId !== ctx.auth.staffId && !(permits(ctx.auth, STAFF_BENEFIT_PERMISSIONS.view) && (await isVisibleStaff(ctx.db, ctx.auth, staffId))))
    throw notFound('staff');
  return balancesOfStaff(ctx.db, ctx.auth, staffId, q.year ?? currentYear());
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
 * claims are locked first so two requests cannot both take the last of it.
 */
export async function claimStarted(tx: Db, e: ClaimEvent): Promise<void> {
  const benefitId = e.values.benefitId ? String(e.values.benefitId) : '';
  if (!benefitId) return;
  const staffId = e.values.staffId ? String(e.values.staffId) : '';
  if (!/^\d{1,19}$/.test(staffId)) throw badRequest('staffId: required for a benefit claim');
  if (!/^\d{1,19}$/.test(benefitId)) throw badRequest('benefitId: no such benefit');
  const amount = money(e.values.amount);
  if (!(amount > 0)) throw badRequest('amount: must be more than 0');
  await lockClaimsOf(tx, e, staffId);
  const year = currentYear();
  const [balance] = await balancesOfStaff(tx, e, staffId, year, [benefitId]);
  if (!balance) throw badRequest('benefitId: no such benefit');
  if (amount > balance.remaining) throw badRequest(`amount: Cannot exceed the remaining benefit (${balance.remaining.toFixed(2)})`);
  await insertClaim(tx, {
    tenantId: e.tenantId,
    createUser: e.initiator,
    updateUser: e.initiator,
    staffId,
    benefitId,
    year,
    amount: amount.toFixed(2),
    processId: e.processId,
    claimStatus: CLAIM_STATUS.PENDING,
  });
}

/** The request ended: approved claims are used; otherwise the held amount is released. */
export async function claimEnded(tx: Db, e: ClaimEvent, approved: boolean): Promise<void> {
  await settleClaims(tx, e.processId, approved ? CLAIM_STATUS.APPROVED : CLAIM_STATUS.RELEASED);
}
