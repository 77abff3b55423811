/**
 * Process type (form id) to list route, derived from the product's forms of the shared vocabulary (`FORMS` and
 * `SINGLE_FORM_LISTS` of @hr/contracts, seed 000 section 2, seed 001 "Worker flows"). Every path here is served by
 * one generic page (FlowTypeListPage); the server seeds the menus that lead to them
 * (apps/server/src/modules/flow/flow.menus.ts). It imports only the shared vocabulary: the router reads it at start-up.
 */
import { FORMS, SINGLE_FORM_LISTS, type ProductForm } from '@hr/contracts';
import { publicPath } from '../../app/paths';

export interface FlowListRoute {
  path: string;
  /** The process types the list shows. */
  formIds: string[];
  /** The types a new request may be started in from the list (default: all it shows). */
  startFormIds?: string[];
}

/**
 * One route per list route of the forms the generic page shows (by form id), then the single-form worker lists:
 * the first route listing a type is its own (its `listRoute`).
 */
function listRoutes(): FlowListRoute[] {
  const forms: readonly ProductForm[] = Object.values(FORMS);
  const shown = forms.filter((f) => !f.ownScreens).sort((a, b) => a.id - b.id);
  const routes: FlowListRoute[] = [];
  for (const path of new Set(shown.map((f) => f.listRoute))) {
    const listed = shown.filter((f) => f.listRoute === path);
    const route: FlowListRoute = { path, formIds: listed.map((f) => String(f.id)) };
    // the interview approvals (pass 16, leader 32) are started by the interview screens, not from the list
    if (listed.some((f) => f.startedElsewhere)) route.startFormIds = listed.filter((f) => !f.startedElsewhere).map((f) => String(f.id));
    routes.push(route);
  }
  return [...routes, ...SINGLE_FORM_LISTS.map((l) => ({ path: l.path, formIds: [String(l.formId)] }))];
}

export const FLOW_LIST_ROUTES: readonly FlowListRoute[] = listRoutes();

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
