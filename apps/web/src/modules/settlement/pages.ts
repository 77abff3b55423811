import type { PageEntry } from '../../app/page-entry';

/** Salary settlements and the director's review: the module's pages by menu path (app/routes.ts composes every module's). */
export const settlementPages: PageEntry[] = [
  { path: '/worker/salarySettlement', titleKey: 'settlement.list', load: () => import('./SettlementListPage') },
  { path: '/worker/salarySettlement/view/:id', titleKey: 'settlement.title', requiresMenu: false, load: () => import('./SettlementViewPage') },
  { path: '/directorExamine', titleKey: 'settlement.directorExamine', load: () => import('./DirectorExaminePage') },
];
