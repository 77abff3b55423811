import { http, type Page } from '../../app/http/client';
import type { BenefitBalance } from '@hr/contracts';
export type { BenefitBalance };

export const BENEFIT_BASE = '/api/mcc-staff/baseinfobenefit';
export const STAFF_BENEFIT_BASE = '/api/mcc-staff/staffBenefit';
type Row = Record<string, unknown>;

export interface BenefitClaim {
  id: string;
  benefitName: string | null;
  amount: number;
  claimStatus: string;
  processId: string;
  createTime: string;
}

export const benefitApi = {
  staffPage: (q: Row) => http.get<Page<Row>>(`${STAFF_BENEFIT_BASE}/page`, q),
  staffDetail: (staffId: string, year?: number) => http.get<{ enName: string; year: number; level: string | null; benefits: BenefitBalance[]; claims: BenefitClaim[] }>(`${STAFF_BENEFIT_BASE}/detail`, { staffId, year }),
  setLevel: (staffIds: string[], level: string) => http.post<number>('/api/mcc-staff/staffBenefitLevel/save', { staffIds: staffIds.join(','), level }),
};

/** Totals of balances, rounded to cents. */
export function totalOf(list: BenefitBalance[], key: 'entitled' | 'used' | 'pending' | 'remaining'): number {
  return Math.round(list.reduce((sum, b) => sum + b[key], 0) * 100) / 100;
}
