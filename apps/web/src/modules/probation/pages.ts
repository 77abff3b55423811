import type { PageEntry } from '../../app/page-entry';

/** Probation, contract renewal and assessed staff: the module's pages by menu path (app/routes.ts composes every module's). */
export const probationPages: PageEntry[] = [
  { path: '/probation/staff', titleKey: 'probation.probationStaff', load: () => import('./ProbationPage') },
  { path: '/probation/renewal', titleKey: 'probation.renewal', load: () => import('./RenewalPage') },
  { path: '/probation/assessed', titleKey: 'probation.assessedStaff', load: () => import('./AssessedStaffTable') },
];
