import type { ComplianceDoc, DocumentRenewal } from '@hr/contracts';
import { http, type Page } from '../../app/http/client';
import { rowsOf, type CrudResource } from '../../shared/crud/resource';
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

type Row = Record<string, unknown>;
const DECLARATION = `${COMPLIANCE}/addressDeclaration`;
/** Address changes to declare to MOM (read-only list; declaring is `markDeclared`). */
export const declarationResource: CrudResource<Row> = { key: DECLARATION, list: (query) => http.get<Page<Row>>(`${DECLARATION}/page`, query) };

/** The chosen workers whose work permit has expired (the directory's rows of those ids). */
export const permitExpiredAmong = async (workerIds: string[]) =>
  rowsOf(
    await http.get<Page<{ name: string; permitExpired?: boolean }> | { name: string; permitExpired?: boolean }[]>(
      '/api/mcc-worker/info/siteAllList',
      { ids: workerIds.join(','), size: -1 },
      { quiet: true },
    ),
  ).rows.filter((w) => w.permitExpired);
