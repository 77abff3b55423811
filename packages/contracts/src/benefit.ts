import { crud } from './permissions.js';

/*
 * Benefits (server modules/benefit, web modules/benefit): benefit type and claim states, the balance
 * shape both sides read, and the menu and button codes of the benefit screens.
 */

/** A benefit type's `status`: disabled types cannot be claimed. */
export const BENEFIT_TYPE_STATUS = { DISABLED: 0, ACTIVE: 1 } as const;
export type BenefitTypeStatus = (typeof BENEFIT_TYPE_STATUS)[keyof typeof BENEFIT_TYPE_STATUS];
export const BENEFIT_TYPE_STATUS_LABELS: Record<BenefitTypeStatus, string> = { 0: 'Disabled', 1: 'Active' };

/** What a claim (a reimbursement naming a benefit) does to the yearly benefit: held while running, used when approved, released otherwise. */
export const CLAIM_STATUS = { PENDING: 'pending', APPROVED: 'approved', RELEASED: 'released' } as const;
export type ClaimStatus = (typeof CLAIM_STATUS)[keyof typeof CLAIM_STATUS];

/** A staff member's benefit of one type in a calendar year (staffBenefit/benefitList): amounts in dollars. */
export interface BenefitBalance {
  benefitId: string;
  benefitName: string;
  benefitCode: string;
  level: string | null;
  entitled: number;
  used: number;
  pending: number;
  remaining: number;
}

/** The Benefits menu group. */
export const BENEFIT_MENU = 'benefitMenu';
export const BENEFIT_TYPE_PERMISSIONS = { ...crud('benefitType'), export: 'benefitType_export' } as const;
/** Staff benefits: levels are set with edit; there is no add or delete. */
export const STAFF_BENEFIT_PERMISSIONS = { menu: 'staffBenefit', view: 'staffBenefit_view', edit: 'staffBenefit_edit', export: 'staffBenefit_export' } as const;
