import { BENEFIT_MENU, BENEFIT_TYPE_PERMISSIONS as TYPE, STAFF_BENEFIT_PERMISSIONS as STAFF } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

export const benefitMenus: MenuSeed[] = [
  { code: BENEFIT_MENU, name: 'Benefits', path: '/benefit', source: 'gift', sort: 13 },
  { code: TYPE.menu, name: 'Benefit types', parent: BENEFIT_MENU, path: '/benefit/type', source: 'gift', sort: 1 },
  ...crudButtons(TYPE.menu, 'benefit types'),
  { code: TYPE.export, name: 'Export benefit types', alias: 'export', parent: TYPE.menu, category: 2, action: 0, sort: 5 },
  { code: STAFF.menu, name: 'Staff benefits', parent: BENEFIT_MENU, path: '/benefit/staff', source: 'team', sort: 2 },
  { code: STAFF.view, name: 'View staff benefits', alias: 'view', parent: STAFF.menu, category: 2, action: 1, sort: 1 },
  { code: STAFF.edit, name: 'Set staff benefit levels', alias: 'edit', parent: STAFF.menu, category: 2, action: 1, sort: 2 },
  { code: STAFF.export, name: 'Export staff benefits', alias: 'export', parent: STAFF.menu, category: 2, action: 0, sort: 3 },
];
