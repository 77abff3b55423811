import type { PageEntry } from '../../app/page-entry';

/** Staff and the staff profile: the module's pages by menu path (app/routes.ts composes every module's). */
export const staffPages: PageEntry[] = [
  { path: '/staff', titleKey: 'people.staff', load: () => import('./StaffPage') },
  { path: '/staff/detail/:id', titleKey: 'people.profile.title', requiresMenu: false, load: () => import('./StaffDetailPage') },
];
