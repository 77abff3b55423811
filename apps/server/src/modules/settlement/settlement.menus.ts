import { SettlementPermissions as P } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

export const settlementMenus: MenuSeed[] = [
  { code: P.settlements.menu, name: 'Salary settlement', path: '/worker/salarySettlement', source: 'money', sort: 12 },
  ...crudButtons(P.settlements.menu, 'salary settlement'),
  { code: P.settlements.send, name: 'Send for approval', alias: 'send', parent: P.settlements.menu, category: 2, action: 1, sort: 5 },
  { code: P.directorExamine, name: 'Director review', path: '/directorExamine', source: 'audit', sort: 14 },
];
