import { api, type ApiData } from '../../app/http/api';
import { bladeResource } from '../../shared/crud/resource';
import type { BenefitBalance, ClaimStatus } from '@hr/contracts';
export type { BenefitBalance };

export const BENEFIT_BASE = '/api/mcc-staff/baseinfobenefit';
export const STAFF_BENEFIT_BASE = '/api/mcc-staff/staffBenefit';
type Row = Record<string, unknown>;

type StaffBenefits = ApiData<'/api/mcc-staff/staffBenefit/detail'>;
/** A claim of a staff member's detail (typed from the OpenAPI document), its status one of the contracts'. */
export type BenefitClaim = StaffBenefits['claims'][number] & { claimStatus: ClaimStatus };

export const benefitApi = {
  staffPage: (q: Row) => api.get(`${STAFF_BENEFIT_BASE}/page`, q),
  staffDetail: (staffId: string, year?: number) =>
    api.get(`${STAFF_BENEFIT_BASE}/detail`, { staffId, year }) as Promise<StaffBenefits & { claims: BenefitClaim[] }>,
  setLevel: (staffIds: string[], level: string) => api.post('/api/mcc-staff/staffBenefitLevel/save', { staffIds: staffIds.join(','), level }),
};

/** Totals of balances, rounded to cents. */
export function totalOf(list: BenefitBalance[], key: 'entitled' | 'used' | 'pending' | 'remaining'): number {
  return Math.round(list.reduce((sum, b) => sum + b[key], 0) * 100) / 100;
}

/** Benefit types and their levels. */
export const benefitTypeResource = bladeResource(BENEFIT_BASE);
