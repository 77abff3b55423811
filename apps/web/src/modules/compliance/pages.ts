import type { PageEntry } from '../../app/page-entry';

/** The compliance centre and address declarations: the module's pages by menu path (app/routes.ts composes every module's). */
export const compliancePages: PageEntry[] = [
  { path: '/worker/compliance', titleKey: 'compliance.centre', load: () => import('./CompliancePage') },
  { path: '/housing/declaration', titleKey: 'compliance.declarations', load: () => import('./DeclarationPage') },
];
