import type { PageEntry } from '../../app/page-entry';

/** The dashboards: the module's pages by menu path (app/routes.ts composes every module's). */
export const dashboardPages: PageEntry[] = [{ path: '/dashboard', titleKey: 'dashboard.title', load: () => import('./DashboardPage') }];
