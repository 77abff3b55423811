import { FORM_PERMISSIONS } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

export const formMenus: MenuSeed[] = [
  { code: FORM_PERMISSIONS.menu, name: 'Form designer', path: '/formCustom', source: 'form', sort: 60 },
  ...crudButtons(FORM_PERMISSIONS.menu, 'form'),
];
