import { defineModule } from '../module.js';
import { formRoutes } from './form.routes.js';
import { formMenus } from './form.menus.js';
import { seedProcessForms } from './form.seeds.js';
import { formNames } from './form.names.js';

/** Process forms: templateForm/templateField, seeding every module's `forms`, the field language and its rules. */
export const formModule = defineModule({
  name: 'form',
  names: formNames,
  routes: [formRoutes],
  menus: formMenus,
  seeds: { 'process-forms': seedProcessForms },
});
