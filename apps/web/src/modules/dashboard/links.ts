import { LeaveStatus, WORKER_STATUS, addDays } from '@hr/contracts';
import type { ExpiryGroup } from './api';

/*
 * Where each tile and chart leads: the list behind the number, filtered by the address's query (the
 * list pages read `?name=value` of their search fields and `urlFilters`, shared/crud/CrudPage.tsx).
 */

const query = (params: Record<string, string | number | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};
const at = (path: string, params: Record<string, string | number | null | undefined>) => `${path}?${query(params)}`;

export { addDays };

export type Window = 'expired' | 'due30' | 'due60' | 'due90';

/** Dates of an expiry window: expired (before today) or due within N days (today to today + N). */
export function windowDates(window: Window, today: string): { start?: string; end: string } {
  if (window === 'expired') return { end: addDays(today, -1) };
  return { start: today, end: addDays(today, Number(window.slice(3))) };
}

const GROUP_FILTER: Record<ExpiryGroup, string> = { project: 'projectId', team: 'teamId', dormitory: 'dormitory' };

/** Active workers whose work permit (or passport) falls in a window, optionally of one project, team or dormitory. */
export function expiryLink(doc: 'workPermit' | 'passport', window: Window, today: string, group?: { by: ExpiryGroup; id: string | null }) {
  const field = doc === 'workPermit' ? 'wpExpiryDate' : 'passportExpiryDate';
  const { start, end } = windowDates(window, today);
  return at('/worker', {
    status: WORKER_STATUS.ACTIVE,
    [`${field}_start`]: start,
    [`${field}_end`]: end,
    ...(group?.id ? { [GROUP_FILTER[group.by]]: group.id } : {}),
  });
}

/** Any document of a group within 90 days or expired (a chart bar's rows). */
export function expiryGroupLink(doc: 'workPermit' | 'passport', today: string, group: { by: ExpiryGroup; id: string | null }) {
  const field = doc === 'workPermit' ? 'wpExpiryDate' : 'passportExpiryDate';
  return at('/worker', { status: WORKER_STATUS.ACTIVE, [`${field}_end`]: addDays(today, 90), ...(group.id ? { [GROUP_FILTER[group.by]]: group.id } : {}) });
}

export const links = {
  staffOfDept: (deptId: string | null) => at('/staff', { deptId }),
  workersOfProject: (projectId: string | null) => at('/worker', { status: WORKER_STATUS.ACTIVE, projectId }),
  workersOfNationality: (nationality: string | null) => at('/worker', { status: WORKER_STATUS.ACTIVE, nationality }),
  probations: (days?: number) => at('/probation/staff', { endingWithinDays: days }),
  renewals: (days?: number) => at('/probation/renewal', { expiringWithinDays: days, renewalStatus: 0 }),
  roomsOfBuilding: (buildingId: string) => at('/housing/room', { buildingId }),
  leaveBetween: (start: string, end: string) =>
    at('/leave/record', { leaveStatus: LeaveStatus.APPROVED, leaveStartTime_start: start, leaveStartTime_end: end }),
  runningRequests: () => at('/process/index', { flowStatus: 'running' }),
  requestsOfForm: (formId: string) => at('/process/index', { formId }),
  directorReview: () => '/directorExamine',
};

/** Monday and Sunday of the week of a day. */
export function weekOf(day: string): { start: string; end: string } {
  const dow = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(day, -dow);
  return { start, end: addDays(start, 6) };
}
