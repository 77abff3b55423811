import { http } from '../../app/http/client';

export type ExpiryGroup = 'project' | 'team' | 'dormitory';
export interface CountRow {
  id: string | null;
  name: string | null;
  count: number;
}
export interface ExpiryRow {
  groupId: string | null;
  groupName: string | null;
  expired: number;
  due30: number;
  due60: number;
  due90: number;
}
export interface LeaveRow {
  id: string;
  userType: number;
  name: string | null;
  deptName: string | null;
  vacationName: string | null;
  leaveStartTime: string;
  leaveEndTime: string;
  leaveDays: number;
  today: boolean;
}

export interface HrDashboard {
  expiryGroup: ExpiryGroup;
  headcountByDept: CountRow[];
  headcountByProject: CountRow[];
  headcountByNationality: { nationality: string | null; staff: number; workers: number; count: number }[];
  permits: ExpiryRow[];
  passports: ExpiryRow[];
  probations: { overdue: number; due30: number; due60: number; due90: number; assessing: number };
  renewals: { expired: number; due30: number; due60: number; due90: number };
  dormitories: { id: string; name: string; beds: number; occupied: number; free: number }[];
  onLeave: LeaveRow[];
  onLeaveToday: number;
  approvalsWaiting: { lt1: number; d1to3: number; d3to7: number; gt7: number };
}

export interface DirectorDashboard {
  settlements: (CountRow & { awaitingMe: number; grossWages: number; nettSalary: number })[];
  approvalTimes: { formId: string; formName: string; step: string; count: number; medianHours: number; p90Hours: number }[];
  overdue: { assignee: string; assigneeName: string | null; count: number; oldestDays: number }[];
}

export const dashboardApi = {
  hr: (expiryGroup: ExpiryGroup) => http.get<HrDashboard>('/api/blade-dashboard/hr', { expiryGroup }),
  director: () => http.get<DirectorDashboard>('/api/blade-dashboard/director'),
};
