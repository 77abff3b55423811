import {
  DELEGATION_PERMISSIONS,
  FILE_FOR_OTHERS,
  FLOW_LIST_MENUS,
  FLOW_MANAGER_PERMISSIONS,
  PROCESS_PERMISSIONS,
  WORK_MENUS,
  SINGLE_FORM_LISTS,
  WORKER_APPLY_LIST,
  flowListMenuCode,
} from '@hr/contracts';
import type { MenuSeed } from '../system/menu-seeds.js';
import type { SeedForm } from '../form/form-define.js';

const button = (code: string, name: string, alias: string, parent: string, action: 0 | 1, sort: number): MenuSeed => ({
  code,
  name,
  alias,
  parent,
  category: 2,
  action,
  sort,
});

/** The audit list, the definitions screen and the approval work screens. */
export const flowMenus: MenuSeed[] = [
  { code: PROCESS_PERMISSIONS.menu, name: 'Audit', path: '/process/index', source: 'audit', sort: 20 },
  button(PROCESS_PERMISSIONS.view, 'View all requests', 'view', PROCESS_PERMISSIONS.menu, 1, 1),
  button(PROCESS_PERMISSIONS.hrAudit, 'HR audit', 'audit', PROCESS_PERMISSIONS.menu, 1, 2),
  button(PROCESS_PERMISSIONS.cancel, 'Cancel requests', 'cancel', PROCESS_PERMISSIONS.menu, 1, 3),
  button(PROCESS_PERMISSIONS.export, 'Export requests', 'export', PROCESS_PERMISSIONS.menu, 0, 4),
  { code: FLOW_MANAGER_PERMISSIONS.menu, name: 'Process definitions', path: '/flow/manager', source: 'flow', sort: 61 },
  button(FLOW_MANAGER_PERMISSIONS.view, 'View definitions', 'view', FLOW_MANAGER_PERMISSIONS.menu, 1, 1),
  button(FLOW_MANAGER_PERMISSIONS.deploy, 'Deploy definitions', 'deploy', FLOW_MANAGER_PERMISSIONS.menu, 0, 2),
  // the approval work screens (every signed-in user may call their lists; roles decide who sees the menus)
  { code: WORK_MENUS.menu, name: 'Approvals', path: '/work', source: 'check-square', sort: 19 },
  { code: WORK_MENUS.start, name: 'Start a request', parent: WORK_MENUS.menu, path: '/work/start', source: 'plus', sort: 1 },
  button(FILE_FOR_OTHERS, 'File requests for others', 'fileForOthers', WORK_MENUS.start, 1, 1),
  { code: WORK_MENUS.todo, name: 'To do', parent: WORK_MENUS.menu, path: '/work/todo', source: 'bell', sort: 2 },
  { code: WORK_MENUS.mine, name: 'My applications', parent: WORK_MENUS.menu, path: '/apply/list', source: 'file', sort: 3 },
  { code: WORK_MENUS.auditor, name: 'Requests I approve', parent: WORK_MENUS.menu, path: '/apply/listByAuditor', source: 'audit', sort: 4 },
  { code: WORK_MENUS.done, name: 'Approval records', parent: WORK_MENUS.menu, path: '/work/done', source: 'check', sort: 5 },
  { code: WORK_MENUS.send, name: 'Sent records', parent: WORK_MENUS.menu, path: '/work/send', source: 'send', sort: 6 },
  { code: WORK_MENUS.shared, name: 'Shared with me', parent: WORK_MENUS.menu, path: '/work/shared', source: 'share-alt', sort: 7 },
  { code: WORK_MENUS.notifications, name: 'Notifications', parent: WORK_MENUS.menu, path: '/myApplication/notifications', source: 'notification', sort: 8 },
  { code: WORK_MENUS.message, name: 'Messages', parent: WORK_MENUS.menu, path: '/myApplication/message', source: 'message', sort: 9 },
  { code: WORK_MENUS.delegation, name: 'Out of office', parent: WORK_MENUS.menu, path: '/work/delegation', source: 'user-switch', sort: 10 },
  button(DELEGATION_PERMISSIONS.others, 'Delegations of others', 'others', WORK_MENUS.delegation, 1, 1),
  button(DELEGATION_PERMISSIONS.reassign, 'Reassign open tasks', 'reassign', WORK_MENUS.delegation, 1, 2),
];

/**
 * Menus of the process-type lists (seed 000 section 2, seed 001 "Worker flows"): a "Staff requests" group
 * with one entry per staff process type (/staff/flow/{key}/index, named after its form) and a "Worker
 * requests" group with the worker apply list and every worker flow route. The web maps each path to the
 * one generic list page (apps/web/src/modules/flow/routeTable.ts).
 */
export function flowListMenus(forms: readonly SeedForm[]): MenuSeed[] {
  // by form id: the menus' order
  const SEED_FORMS = [...forms].sort((a, b) => a.id - b.id);
  const nameOf = (id: number) => SEED_FORMS.find((f) => f.id === id)?.name ?? String(id);
  const staff = SEED_FORMS.filter((f) => f.category === 1 && f.router.startsWith('/staff/flow/'));
  const workerRouters = [...new Set(SEED_FORMS.filter((f) => f.category === 2 && f.router !== WORKER_APPLY_LIST).map((f) => f.router))];
  const workerFlows = [
    ...workerRouters.map((path) => ({ path, name: nameOf(SEED_FORMS.find((f) => f.router === path)!.id) })),
    ...SINGLE_FORM_LISTS.map((list) => ({ path: list.path, name: nameOf(list.formId) })),
  ];
  return [
    { code: FLOW_LIST_MENUS.staff, name: 'Staff requests', path: '/staff/flow', source: 'solution', sort: 21 },
    ...staff.map(
      (f, i): MenuSeed => ({ code: flowListMenuCode(f.router), name: f.name, parent: FLOW_LIST_MENUS.staff, path: f.router, source: 'file-text', sort: i + 1 }),
    ),
    { code: FLOW_LIST_MENUS.worker, name: 'Worker requests', path: '/worker/flow', source: 'solution', sort: 22 },
    {
      code: flowListMenuCode(WORKER_APPLY_LIST),
      name: 'Worker applications',
      parent: FLOW_LIST_MENUS.worker,
      path: WORKER_APPLY_LIST,
      source: 'file-text',
      sort: 1,
    },
    ...workerFlows.map(
      (m, i): MenuSeed => ({ code: flowListMenuCode(m.path), name: m.name, parent: FLOW_LIST_MENUS.worker, path: m.path, source: 'file-text', sort: i + 2 }),
    ),
  ];
}
