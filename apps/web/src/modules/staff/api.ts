import type { StaffDuplicateCheck } from '@hr/contracts';
import { api } from '../../app/http/api';
import { http } from '../../app/http/client';
import { bladeResource } from '../../shared/crud/resource';

/** Every staff call of the web app, named by what it does (the pages import them). */

export const STAFF_BASE = '/api/mcc-staff/staff';

/** The staff calls of the list and of the profile's edit form. */
export const staffResource = bladeResource(STAFF_BASE, { save: 'addStaff', update: 'update' });
/** A staff member's profile: record, leave, documents, requests, history. */
export const staffProfile = (id: string) => api.get(`${STAFF_BASE}/profile`, { id });
/** Moves a staff member (quit, rejoin...): `move` is the move's call under the staff base. */
export const moveStaff = (move: string, id: string) => http.post(`${STAFF_BASE}/${move}`, { id });
/** Whether another staff member already has this staff number, mobile or e-mail. */
export const isTaken = (verifyType: StaffDuplicateCheck, value: string, id: string | undefined) =>
  api.get(`${STAFF_BASE}/verifyRepeat`, { verifyType, value, id }, { quiet: true });
/** One sub-record set of the staff file (`path` under /api/mcc-staff: education, work history...). */
export const staffSubRecords = (path: string) => bladeResource(`/api/mcc-staff/${path}`, { save: 'save', update: 'update' });

/** The department-report page's address, department and employment codes, and a fresh short-lived token. */
export interface ReportTarget {
  url: string;
  deptCode: string;
  employmentCode: string;
  token: string;
}
export const departmentReport = {
  /** Whether the company has set a report address (parameter project.report.url). */
  available: () => http.get<{ available: boolean }>(`${STAFF_BASE}/projectReport/available`, undefined, { quiet: true }).then((r) => r.available),
  target: () => http.get<ReportTarget>(`${STAFF_BASE}/projectReport`, undefined, { quiet: true }),
};
