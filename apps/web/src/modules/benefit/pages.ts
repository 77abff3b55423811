import type { PageEntry } from '../../app/page-entry';

/** Benefit types and staff benefits: the module's pages by menu path (app/routes.ts composes every module's). */
export const benefitPages: PageEntry[] = [
  { path: '/benefit/type', titleKey: 'probation.benefitTypes', load: () => import('./BenefitTypePage') },
  { path: '/benefit/staff', titleKey: 'probation.staffBenefits', load: () => import('./StaffBenefitPage') },
];
