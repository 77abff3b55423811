import type { MenuSeed } from '../system/menu-seeds.js';
import { SEED_FORMS } from '../form/form-seeds.js';

/** Worker flows of seed 001 section 2 that list one form each beside the shared worker apply list. */
const WORKER_FLOWS_OF_FORMS: Array<[name: string, formId: number]> = [['leaveJob', 24], ['passportApplication', 28], ['workerForm', 30], ['leave', 29]];
export const WORKER_APPLY_LIST = '/worker/apply/list';

/**
 * Menus of the process-type lists (seed 000 section 2, seed 001 "Worker flows"): a "Staff requests" group
 * with one entry per staff process type (/staff/flow/{key}/index, named after its form) and a "Worker
 * requests" group with the worker apply list and every worker flow route. The web maps each path to the
 * one generic list page (apps/web/src/modules/flow/routeTable.ts).
 */
export function flowListMenus(): MenuSeed[] {
  const nameOf = (id: number) => SEED_FORMS.find((f) => f.id === id)?.name ?? String(id);
  const staff = SEED_FORMS.filter((f) => f.category === 1 && f.router.startsWith('/staff/flow/'));
  const workerRouters = [...new Set(SEED_FORMS.filter((f) => f.category === 2 && f.router !== WORKER_APPLY_LIST).map((f) => f.router))];
  const workerFlows = [
    ...workerRouters.map((path) => ({ path, name: nameOf(SEED_FORMS.find((f) => f.router === path)!.id) })),
    ...WORKER_FLOWS_OF_FORMS.map(([key, id]) => ({ path: `/worker/flow/${key}/index`, name: nameOf(id) })),
  ];
  const codeOf = (path: string) => `flowList_${path.split('/').filter((p) => p && p !== 'index').join('_')}`;
  return [
    { code: 'staffFlow', name: 'Staff requests', path: '/staff/flow', source: 'solution', sort: 21 },
    ...staff.map((f, i): MenuSeed => ({ code: codeOf(f.router), name: f.name, parent: 'staffFlow', path: f.router, source: 'file-text', sort: i + 1 })),
    { code: 'workerFlow', name: 'Worker requests', path: '/worker/flow', source: 'solution', sort: 22 },
    { code: codeOf(WORKER_APPLY_LIST), name: 'Worker applications', parent: 'workerFlow', path: WORKER_APPLY_LIST, source: 'file-text', sort: 1 },
    ...workerFlows.map((m, i): MenuSeed => ({ code: codeOf(m.path), name: m.name, parent: 'workerFlow', path: m.path, source: 'file-text', sort: i + 2 })),
  ];
}
