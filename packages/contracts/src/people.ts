import { crud } from './permissions.js';

/*
 * Organization and people (server modules base, staff and worker; the web modules of the same names):
 * the status values of staff, workers and project transfers, and the permission codes of their menus.
 */

/** Account statuses of staff (`staff_info.status`, seed 000 section 4, seed 001 section 5). */
export const STAFF_STATUS = { PROBATION: 0, CONFIRMED: 1, QUIT: 2, REJOINED: 3 } as const;
export type StaffStatus = (typeof STAFF_STATUS)[keyof typeof STAFF_STATUS];
/** English names of the staff statuses (exports; the web shows its translations). */
export const STAFF_STATUS_LABELS: Readonly<Record<StaffStatus, string>> = { 0: 'Probation', 1: 'Confirmed', 2: 'Quit', 3: 'Rejoined' };
/** Statuses of staff still employed. */
export const EMPLOYED_STAFF_STATUSES = [STAFF_STATUS.PROBATION, STAFF_STATUS.CONFIRMED, STAFF_STATUS.REJOINED];

/** HR's status moves of a staff (the calls `staff/<move>`): the statuses each starts from and the one it ends in. */
export const STAFF_MOVES = {
  quit: { from: EMPLOYED_STAFF_STATUSES, to: STAFF_STATUS.QUIT },
  employeeRejoining: { from: [STAFF_STATUS.QUIT], to: STAFF_STATUS.REJOINED },
  confirmation: { from: [STAFF_STATUS.PROBATION, STAFF_STATUS.REJOINED], to: STAFF_STATUS.CONFIRMED },
} as const;
export type StaffMove = keyof typeof STAFF_MOVES;

/** What `staff/verifyRepeat` checks (`verifyType`). */
export const STAFF_DUPLICATE_CHECK = { STAFF_NO: 0, MOBILE: 1, EMAIL: 2 } as const;
export type StaffDuplicateCheck = (typeof STAFF_DUPLICATE_CHECK)[keyof typeof STAFF_DUPLICATE_CHECK];

/** A staff's proposed changes to their own record (`staff_update_log.audit_status`). */
export const STAFF_UPDATE_STATUS = { PENDING: 0, ADOPTED: 1, FAILED: 2 } as const;

/** Worker statuses (`worker_info.status`). */
export const WORKER_STATUS = { ACTIVE: 1, LEFT: 2 } as const;
/** `worker_info.team_member_status`: a worker with a pending project transfer is "in transfer" (selectors disable them). */
export const TEAM_MEMBER_STATUS = { NORMAL: 0, IN_TRANSFER: 1 } as const;

/** Project and team transfers of workers (`worker_transition`). */
export const TRANSITION_TYPE = { PROJECT: 1, TEAM: 2 } as const;
export const TRANSITION_TYPE_LABELS: Readonly<Record<number, string>> = { 1: 'Project', 2: 'Team' };
export const TRANSITION_STATUS = { PENDING: 0, DONE: 1, CANCELLED: 2 } as const;
export const TRANSITION_STATUS_LABELS: Readonly<Record<number, string>> = { 0: 'In transfer', 1: 'Done', 2: 'Cancelled' };

/**
 * The special project roles of seed 000 section 6 (the original kept their role ids in configuration):
 * `project/base/info/updateProjectRole` assigns staff to one of them on a project.
 */
export const PROJECT_ROLES = [
  { code: 'qaqc_manager', name: 'QA/QC manager' },
  { code: 'block_manager', name: 'Block manager' },
  { code: 'project_manager', name: 'Project manager' },
  { code: 're', name: 'RE (resident engineer)' },
  { code: 'general_contractor', name: 'General contractor' },
  { code: 'contractor_manager', name: 'Contractor manager' },
  { code: 'check_user', name: 'Check user' },
  { code: 'rto', name: 'RTO (resident technical officer)' },
] as const;

/** The top menu of base data (lookups, projects, attendance addresses, card templates). */
export const BASE_DATA_MENU = 'base';
export const COUNTRY_PERMISSIONS = crud('country');
export const UNIVERSITY_PERMISSIONS = crud('university');
export const CITY_PERMISSIONS = crud('city');
export const PROJECT_PERMISSIONS = { ...crud('project'), role: 'project_role' } as const;
export const ATTENDANCE_ADDRESS_PERMISSIONS = crud('attendance_address');
export const CARD_TEMPLATE_PERMISSIONS = crud('card_template');

export const STAFF_PERMISSIONS = {
  ...crud('staff'),
  /** Shows and exports NRIC, passport, bank and salary fields (and worker wages). */
  sensitive: 'staff_sensitive',
  quit: 'staff_quit',
  rejoin: 'staff_rejoin',
  confirm: 'staff_confirm',
  export: 'staff_export',
  import: 'staff_import',
  /** Adopts or fails the changes staff propose for their own record. */
  updateAudit: 'staff_update_audit',
} as const;

export const WORKER_PERMISSIONS = {
  ...crud('worker'),
  export: 'worker_export',
  import: 'worker_import',
  /** Worker selectors list the whole company's workers, not only those of the caller's worker data scope. */
  pickAll: 'worker_pick_all',
} as const;
export const WORKER_TEAM_PERMISSIONS = crud('worker_team');
export const SPECIALIST_PERMISSIONS = crud('specialist');
export const WORKER_TRANSITION_PERMISSIONS = crud('worker_transition');
