import type { PageEntry } from './page-entry';
import { systemPages } from '../modules/system/pages';
import { flowPages } from '../modules/flow/pages';
import { dashboardPages } from '../modules/dashboard/pages';
import { staffPages } from '../modules/staff/pages';
import { workerPages } from '../modules/worker/pages';
import { compliancePages } from '../modules/compliance/pages';
import { housingPages } from '../modules/housing/pages';
import { basePages } from '../modules/base/pages';
import { deskPages } from '../modules/desk/pages';
import { leavePages } from '../modules/leave/pages';
import { recruitPages } from '../modules/recruit/pages';
import { attendancePages } from '../modules/attendance/pages';
import { settlementPages } from '../modules/settlement/pages';
import { probationPages } from '../modules/probation/pages';
import { benefitPages } from '../modules/benefit/pages';
import { PUBLIC_LIST_PATHS, publicPath } from '../modules/flow/routeTable';

export type { PageEntry } from './page-entry';

/** Pages reachable from the server's menu tree, by menu path: every module's (`modules/<m>/pages.ts`). */
export const menuPages: PageEntry[] = [
  ...systemPages,
  ...flowPages,
  ...dashboardPages,
  ...staffPages,
  ...workerPages,
  ...compliancePages,
  ...housingPages,
  ...basePages,
  ...deskPages,
  ...leavePages,
  ...recruitPages,
  ...attendancePages,
  ...settlementPages,
  ...probationPages,
  ...benefitPages,
];

const pageAt = (path: string): PageEntry => menuPages.find((page) => page.path === path)!;
const listPage = (name: 'TodoPage' | 'MessagesPage' | 'NotificationsPage' | 'SentPage' | 'DonePage') => () =>
  import('../modules/flow/ProcessListPages').then((m) => ({ default: m[name] }));

/**
 * Pages of the public layout (seed 001): no side menu, tags or breadcrumbs, for the portal and the mobile
 * app to embed. Other modules add their public routes here.
 */
export const publicPages: PageEntry[] = [
  { path: '/home', titleKey: 'shell.home', load: () => import('../pages/HomePage') },
  { path: '/todo', titleKey: 'flow.todo', load: listPage('TodoPage') },
  { path: '/message', titleKey: 'flow.messageList', load: listPage('MessagesPage') },
  { path: '/notifications', titleKey: 'flow.notifications', load: listPage('NotificationsPage') },
  { path: '/sendRecord', titleKey: 'flow.sent', load: listPage('SentPage') },
  { path: '/approvalRecord', titleKey: 'flow.done', load: listPage('DonePage') },
  { path: '/staff/vacation/leaveCalendar/public', titleKey: 'leave.calendar', load: () => import('../modules/leave/LeaveCalendarPage') },
  { path: publicPath('/flow/detail'), titleKey: 'flow.detail', load: () => import('../modules/flow/ProcessDetailPage') },
  ...PUBLIC_LIST_PATHS.map((path) => ({ ...pageAt(path), path: publicPath(path), menuPath: path })),
];
