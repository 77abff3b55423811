import { crud } from './permissions.js';

/** Whom a leave type, balance or leave record is for (`userType`). */
export const UserType = { STAFF: 1, WORKER: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** `leave_record.leaveStatus`: a request's record is Pending until its approval ends; HR's direct records are Approved. */
export const LeaveStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2, CANCEL_LEAVE: 3, RECALLED: 4, CANCELLED: 5 } as const;
export type LeaveStatus = (typeof LeaveStatus)[keyof typeof LeaveStatus];

/** The statuses' names (seed 001 section 4), as the leave export prints them. */
export const LEAVE_STATUS_LABELS = { 0: 'Pending', 1: 'Approved', 2: 'Rejected', 3: 'Cancel leave', 4: 'Recalled', 5: 'Cancelled' } as const satisfies Record<
  LeaveStatus,
  string
>;

/** Menu and button codes of the leave screens and calls. */
export const LeavePermissions = {
  menu: 'leave',
  types: crud('vacation_info'),
  rules: crud('vacation_rule'),
  balances: crud('vacation_credit'),
  staffRecords: { ...crud('leave_record'), export: 'leave_record_export' },
  workerRecords: { ...crud('worker_leave'), export: 'worker_leave_export' },
  calendar: 'leave_calendar',
} as const;
