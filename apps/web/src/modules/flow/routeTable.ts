/**
 * Process type (form id) to list route (seed 000 section 2, seed 001 "Worker flows"). Every path here is
 * served by one generic page (FlowTypeListPage); the server seeds the menus that lead to them
 * (apps/server/src/modules/flow/flow.menus.ts). It imports only the shared vocabulary: the router reads it at start-up.
 */
import { WORKER_APPLY_LIST } from '@hr/contracts';
import { publicPath } from '../../app/paths';

export interface FlowListRoute {
  path: string;
  /** The process types the list shows. */
  formIds: string[];
  /** The types a new request may be started in from the list (default: all it shows). */
  startFormIds?: string[];
}

const staff = (name: string, ...formIds: number[]): FlowListRoute => ({ path: `/staff/flow/${name}/index`, formIds: formIds.map(String) });
const worker = (name: string, ...formIds: number[]): FlowListRoute => ({ path: `/worker/flow/${name}/index`, formIds: formIds.map(String) });

/** In the order that decides a type's own route: the first route listing a type is the one of seed 000. */
export const FLOW_LIST_ROUTES: readonly FlowListRoute[] = [
  staff('employment', 1),
  staff('leave', 2),
  // interview approvals (pass 16, leader 32) are started by the interview screens, not from this list
  { ...staff('interview', 4, 16, 32), startFormIds: ['4'] },
  staff('positive', 5),
  staff('induction', 6),
  staff('departure', 7),
  staff('fire', 8),
  staff('cancelHoliday', 9),
  staff('muddleheaded', 10),
  staff('evection', 11),
  staff('reimbursement', 12),
  staff('loan', 13),
  staff('officeEquipment', 14),
  staff('staffTraining', 15),
  staff('hrForm', 18),
  { path: WORKER_APPLY_LIST, formIds: ['24', '28', '29', '30', '34', '39', '42'] },
  worker('transferDormitory', 26),
  worker('course', 31),
  worker('courseApplication', 27),
  worker('turnSiteApply', 17),
  // seed 001: single-type lists of forms the worker apply list also shows
  worker('leaveJob', 24),
  worker('passportApplication', 28),
  worker('workerForm', 30),
  worker('leave', 29),
];

/** The list route a process type belongs to (sent as the router header; notifications link to it), if any. */
export function listRouteOf(formId: string | number): string | undefined {
  return FLOW_LIST_ROUTES.find((route) => route.formIds.includes(String(formId)))?.path;
}

export { publicPath };

/** Routes that also exist in the public layout (seed 001): the apply lists and every worker flow. */
export const PUBLIC_LIST_PATHS: readonly string[] = [
  '/apply/list',
  '/apply/listByAuditor',
  ...FLOW_LIST_ROUTES.filter((r) => r.path.startsWith('/worker/')).map((r) => r.path),
];

/** The list route shown at a location, in either layout. */
export function flowListRouteAt(pathname: string): FlowListRoute | undefined {
  const path = pathname.replace(/\/+$/, '');
  return FLOW_LIST_ROUTES.find((route) => route.path === path || publicPath(route.path) === path);
}
