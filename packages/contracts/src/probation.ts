import { crud } from './permissions.js';

/*
 * Probation and contract renewal (server modules/probation, web modules/probation): the states of a
 * probation record, the results of the confirmation assessment (form 5), the renewal states of a
 * contract term, and the menu and button codes of their screens.
 */

/** States of a probation record (`staff_positive_record.record_status`). */
export const PROBATION_STATUS = { ON_PROBATION: 0, ASSESSING: 1, CONFIRMED: 2, NOT_PASSED: 3, CLOSED: 4 } as const;
export type ProbationStatus = (typeof PROBATION_STATUS)[keyof typeof PROBATION_STATUS];
/** The states of an open record: a staff has at most one record in them. */
export const OPEN_PROBATION_STATUSES: readonly ProbationStatus[] = [PROBATION_STATUS.ON_PROBATION, PROBATION_STATUS.ASSESSING];
export const PROBATION_STATUS_LABELS: Record<ProbationStatus, string> = { 0: 'On probation', 1: 'Assessing', 2: 'Confirmed', 3: 'Not passed', 4: 'Closed' };

/** Results of a confirmation assessment (form 5 field `result`). */
export const ASSESSMENT_RESULT = { CONFIRM: 1, EXTEND: 2, TERMINATE: 3 } as const;
export type AssessmentResult = (typeof ASSESSMENT_RESULT)[keyof typeof ASSESSMENT_RESULT];
export const ASSESSMENT_RESULT_LABELS: Record<AssessmentResult, string> = { 1: 'Confirm', 2: 'Extend probation', 3: 'Terminate' };

/** Renewal states of a staff's contract term (`staff_contract_term.renewal_status`). */
export const RENEWAL_STATUS = { PENDING: 0, RENEWED: 1, NOT_RENEWED: 2 } as const;
export type RenewalStatus = (typeof RENEWAL_STATUS)[keyof typeof RENEWAL_STATUS];
export const RENEWAL_STATUS_LABELS: Record<RenewalStatus, string> = { 0: 'Pending', 1: 'Renewed', 2: 'Not renewed' };

/** The Probation menu group. */
export const PROBATION_MENU = 'probationMenu';
/** Probation staff: no add button (records are created by HR's first action); assess and notify are its own. */
export const PROBATION_PERMISSIONS = {
  menu: 'probation',
  view: 'probation_view',
  edit: 'probation_edit',
  delete: 'probation_delete',
  assess: 'probation_assess',
  notify: 'probation_notify',
  export: 'probation_export',
} as const;
export const RENEWAL_PERMISSIONS = { ...crud('renewal'), export: 'renewal_export' } as const;
/** The read-only assessed-staff summary (also opened from the staff page). */
export const ASSESSED_STAFF_PERMISSIONS = { menu: 'assessedStaff', view: 'assessedStaff_view' } as const;
