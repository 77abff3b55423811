import type { PageEntry } from '../../app/page-entry';
import { FLOW_LIST_ROUTES } from './routeTable';

/**
 * Approvals: the audit, to-do and request lists, delegation, process definitions, the form designer and the
 * process-type lists: the module's pages by menu path (app/routes.ts composes every module's).
 */
export const flowPages: PageEntry[] = [
  { path: '/flow/manager', titleKey: 'admin.definitions.title', load: () => import('./ProcessDefinitionPage') },
  { path: '/process/index', titleKey: 'flow.audit', load: () => import('./ProcessListPages').then((m) => ({ default: m.AuditPage })) },
  { path: '/apply/list', titleKey: 'flow.myApplications', load: () => import('./ProcessListPages').then((m) => ({ default: m.MyApplicationsPage })) },
  { path: '/apply/listByAuditor', titleKey: 'flow.byAuditor', load: () => import('./ProcessListPages').then((m) => ({ default: m.ByAuditorPage })) },
  { path: '/work/todo', titleKey: 'flow.todo', load: () => import('./ProcessListPages').then((m) => ({ default: m.TodoPage })) },
  { path: '/work/done', titleKey: 'flow.done', load: () => import('./ProcessListPages').then((m) => ({ default: m.DonePage })) },
  { path: '/work/send', titleKey: 'flow.sent', load: () => import('./ProcessListPages').then((m) => ({ default: m.SentPage })) },
  { path: '/work/shared', titleKey: 'flow.shared', load: () => import('./ProcessListPages').then((m) => ({ default: m.SharedPage })) },
  // /work/message: the menu path of installs seeded before /myApplication/message
  {
    path: '/work/message',
    titleKey: 'flow.messageList',
    requiresMenu: false,
    load: () => import('./ProcessListPages').then((m) => ({ default: m.MessagesPage })),
  },
  { path: '/myApplication/message', titleKey: 'flow.messageList', load: () => import('./ProcessListPages').then((m) => ({ default: m.MessagesPage })) },
  { path: '/work/delegation', titleKey: 'delegation.title', load: () => import('./DelegationPage') },
  {
    path: '/myApplication/notifications',
    titleKey: 'flow.notifications',
    load: () => import('./ProcessListPages').then((m) => ({ default: m.NotificationsPage })),
  },
  { path: '/formCustom', titleKey: 'flow.formCustom', load: () => import('./FormCustomPage') },
  // the process-type table: one generic page for every route
  ...FLOW_LIST_ROUTES.map((route) => ({ path: route.path, titleKey: 'flow.requests', load: () => import('./FlowTypeListPage') })),
];
