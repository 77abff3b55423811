import { ASSESSED_STAFF_PERMISSIONS as ASSESSED, PROBATION_MENU, PROBATION_PERMISSIONS as PROBATION, RENEWAL_PERMISSIONS as RENEWAL } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

export const probationMenus: MenuSeed[] = [
  { code: PROBATION_MENU, name: 'Probation', path: '/probation', source: 'solution', sort: 12 },
  { code: PROBATION.menu, name: 'Probation staff', parent: PROBATION_MENU, path: '/probation/staff', source: 'user', sort: 1 },
  { code: PROBATION.view, name: 'View probation', alias: 'view', parent: PROBATION.menu, category: 2, action: 1, sort: 1 },
  { code: PROBATION.edit, name: 'Extend or close probation', alias: 'edit', parent: PROBATION.menu, category: 2, action: 1, sort: 2 },
  { code: PROBATION.delete, name: 'Remove probation records', alias: 'delete', parent: PROBATION.menu, category: 2, action: 2, sort: 3 },
  { code: PROBATION.assess, name: 'Start or close confirmation assessments', alias: 'assess', parent: PROBATION.menu, category: 2, action: 1, sort: 4 },
  { code: PROBATION.notify, name: 'Send probation notices', alias: 'notify', parent: PROBATION.menu, category: 2, action: 1, sort: 5 },
  { code: PROBATION.export, name: 'Export probation', alias: 'export', parent: PROBATION.menu, category: 2, action: 0, sort: 6 },
  { code: RENEWAL.menu, name: 'Contract renewal', parent: PROBATION_MENU, path: '/probation/renewal', source: 'file-sync', sort: 2 },
  ...crudButtons(RENEWAL.menu, 'contract renewal'),
  { code: RENEWAL.export, name: 'Export contract renewal', alias: 'export', parent: RENEWAL.menu, category: 2, action: 0, sort: 5 },
  { code: ASSESSED.menu, name: 'Assessed staff', parent: PROBATION_MENU, path: '/probation/assessed', source: 'audit', sort: 3 },
  { code: ASSESSED.view, name: 'View assessed staff', alias: 'view', parent: ASSESSED.menu, category: 2, action: 1, sort: 1 },
];
