import { STAFF_PERMISSIONS as STAFF } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

export const staffMenus: MenuSeed[] = [
  { code: STAFF.menu, name: 'Staff', path: '/staff', source: 'team', sort: 10 },
  ...crudButtons(STAFF.menu, 'staff'),
  { code: STAFF.sensitive, name: 'See NRIC, passport, bank and salary', alias: 'sensitive', parent: STAFF.menu, category: 2, action: 1, sort: 5 },
  { code: STAFF.quit, name: 'Quit', alias: 'quit', parent: STAFF.menu, category: 2, action: 1, sort: 6 },
  { code: STAFF.rejoin, name: 'Rejoin', alias: 'rejoin', parent: STAFF.menu, category: 2, action: 1, sort: 7 },
  { code: STAFF.confirm, name: 'Confirmation', alias: 'confirmation', parent: STAFF.menu, category: 2, action: 1, sort: 8 },
  { code: STAFF.export, name: 'Export staff', alias: 'export', parent: STAFF.menu, category: 2, action: 0, sort: 9 },
  { code: STAFF.import, name: 'Import staff', alias: 'import', parent: STAFF.menu, category: 2, action: 0, sort: 10 },
  { code: STAFF.updateAudit, name: 'Adopt or fail update requests', alias: 'audit', parent: STAFF.menu, category: 2, action: 1, sort: 11 },
];
