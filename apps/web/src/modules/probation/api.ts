import { http } from '../../app/http/client';
import type { ProcessRecord } from '../flow/api';
import { api } from '../../app/http/api';

export const PROBATION_BASE = '/api/mcc-staff/positiverecord';
type Row = Record<string, unknown>;

export const probationApi = {
  probationStaff: (q: Row) => api.get(`${PROBATION_BASE}/pageProbationStaff`, q),
  stats: () => api.get(`${PROBATION_BASE}/statisticsProbationStaff`),
  pending: () => api.get(`${PROBATION_BASE}/statisticsPendingForLeaderApproval`),
  confirmed: () => api.get(`${PROBATION_BASE}/statisticsSuccessfulLeaderApproval`),
  assessed: (q: Row) => api.get(`${PROBATION_BASE}/pageConfirmationAssessment`, q),
  detail: (id: string) => api.get(`${PROBATION_BASE}/detail`, { id }),
  /** The form-5 request of a record (the server declares it as an open record: it is a process detail). */
  assessment: (id: string) => api.get(`${PROBATION_BASE}/getConfirmationAssessmentRecord`, { id }) as Promise<ProcessRecord | null>,
  act: (call: string, body: Row) => http.post<Row>(`${PROBATION_BASE}/${call}`, body),
  renewal: (q: Row) => api.get(`${PROBATION_BASE}/pageRenewalContractStaff`, q),
  renewalStats: () => api.get(`${PROBATION_BASE}/statisticsRenewalContractStaff`),
  saveRenewal: (row: Row) => api.post(`${PROBATION_BASE}/saveRenewalContract`, row),
};
