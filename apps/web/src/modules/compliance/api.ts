import type { ComplianceDoc, DocumentRenewal } from '@hr/contracts';
import { http } from '../../app/http/client';
import type { ExpiryGroup, ExpiryRow } from '../dashboard/api';

export const COMPLIANCE = '/api/mcc-worker';

export const renewalsOf = (workerId: string) => http.get<DocumentRenewal[]>(`${COMPLIANCE}/compliance/renewals`, { workerId });

export interface RenewalInput {
  workerId: string;
  docType: ComplianceDoc;
  newNumber: string;
  newExpiryDate: string;
  attachId?: string;
  remark?: string;
}

/** One call: the history row and the worker's new number and expiry date (the server checks the dates). */
export const recordRenewal = (input: RenewalInput) => http.post<DocumentRenewal>(`${COMPLIANCE}/compliance/renew`, { ...input });

export const markDeclared = (ids: string[]) => http.post<{ declared: number }>(`${COMPLIANCE}/addressDeclaration/declare`, { ids: ids.join(',') });

/** Active workers whose permit or passport has expired or falls due within 30, 60 and 90 days, per group (one grouped query). */
export const expirySummary = (docType: ComplianceDoc, groupBy: ExpiryGroup) =>
  http.get<ExpiryRow[]>(`${COMPLIANCE}/compliance/expirySummary`, { docType, groupBy });
