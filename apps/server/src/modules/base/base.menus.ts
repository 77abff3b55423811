import {
  ATTENDANCE_ADDRESS_PERMISSIONS,
  BASE_DATA_MENU,
  CARD_TEMPLATE_PERMISSIONS,
  CITY_PERMISSIONS,
  COUNTRY_PERMISSIONS,
  PROJECT_PERMISSIONS,
  UNIVERSITY_PERMISSIONS,
} from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

export const baseMenus: MenuSeed[] = [
  { code: BASE_DATA_MENU, name: 'Base data', path: '/base', source: 'database', sort: 90 },
  { code: COUNTRY_PERMISSIONS.menu, name: 'Countries', parent: BASE_DATA_MENU, path: '/base/country', source: 'global', sort: 1 },
  ...crudButtons(COUNTRY_PERMISSIONS.menu, 'country'),
  { code: UNIVERSITY_PERMISSIONS.menu, name: 'Universities', parent: BASE_DATA_MENU, path: '/base/university', source: 'book', sort: 2 },
  ...crudButtons(UNIVERSITY_PERMISSIONS.menu, 'university'),
  { code: CITY_PERMISSIONS.menu, name: 'Cities', parent: BASE_DATA_MENU, path: '/base/city', source: 'environment', sort: 3 },
  ...crudButtons(CITY_PERMISSIONS.menu, 'city'),
  { code: PROJECT_PERMISSIONS.menu, name: 'Projects', parent: BASE_DATA_MENU, path: '/base/project', source: 'project', sort: 4 },
  ...crudButtons(PROJECT_PERMISSIONS.menu, 'project'),
  { code: PROJECT_PERMISSIONS.role, name: 'Project roles', alias: 'role', parent: PROJECT_PERMISSIONS.menu, category: 2, action: 1, sort: 5 },
  {
    code: ATTENDANCE_ADDRESS_PERMISSIONS.menu,
    name: 'Attendance addresses',
    parent: BASE_DATA_MENU,
    path: '/base/attendanceAddress',
    source: 'environment',
    sort: 5,
  },
  ...crudButtons(ATTENDANCE_ADDRESS_PERMISSIONS.menu, 'attendance address'),
  { code: CARD_TEMPLATE_PERMISSIONS.menu, name: 'Card templates', parent: BASE_DATA_MENU, path: '/base/cardtemplate', source: 'idcard', sort: 6 },
  ...crudButtons(CARD_TEMPLATE_PERMISSIONS.menu, 'card template'),
];
