import { http, type Page } from '../../app/http/client';
import type { ProcessRecord } from '../flow/api';

export const PROBATION_BASE = '/api/mcc-staff/positiverecord';
type Row = Record<string, unknown>;

export interface ProbationStats {
  total: number;
  endingSoon: number;
  overdue: number;
  assessing: number;
  noticeDays: number;
}
export interface RenewalStats {
  total: number;
  expiringSoon: number;
  expired: number;
  renewed: number;
  noticeDays: number;
}

export const probationApi = {
  probationStaff: (q: Row) => http.get<Page<Row>>(`${PROBATION_BASE}/pageProbationStaff`, q),
  stats: () => http.get<ProbationStats>(`${PROBATION_BASE}/statisticsProbationStaff`),
  pending: () => http.get<number>(`${PROBATION_BASE}/statisticsPendingForLeaderApproval`),
  confirmed: () => http.get<number>(`${PROBATION_BASE}/statisticsSuccessfulLeaderApproval`),
  assessed: (q: Row) => http.get<Page<Row>>(`${PROBATION_BASE}/pageConfirmationAssessment`, q),
  detail: (id: string) => http.get<Row>(`${PROBATION_BASE}/detail`, { id }),
  assessment: (id: string) => http.get<ProcessRecord | null>(`${PROBATION_BASE}/getConfirmationAssessmentRecord`, { id }),
  act: (call: string, body: Row) => http.post<Row>(`${PROBATION_BASE}/${call}`, body),
  renewal: (q: Row) => http.get<Page<Row>>(`${PROBATION_BASE}/pageRenewalContractStaff`, q),
  renewalStats: () => http.get<RenewalStats>(`${PROBATION_BASE}/statisticsRenewalContractStaff`),
  saveRenewal: (row: Row) => http.post<Row>(`${PROBATION_BASE}/saveRenewalContract`, row),
};
