import type { PageEntry } from '../../app/page-entry';

/** Workers, teams, transfers and trades: the module's pages by menu path (app/routes.ts composes every module's). */
export const workerPages: PageEntry[] = [
  { path: '/worker', titleKey: 'people.workers', groupEntryKey: 'people.workerList', load: () => import('./WorkerPage') },
  { path: '/worker/detail/:id', titleKey: 'people.profile.title', requiresMenu: false, load: () => import('./WorkerProfilePage') },
  { path: '/worker/team', titleKey: 'people.teams', load: () => import('./TeamPage') },
  { path: '/worker/transition', titleKey: 'people.transitions', load: () => import('./TransitionPage') },
  { path: '/worker/specialist', titleKey: 'admin.specialists.title', load: () => import('./SpecialistPage') },
];
