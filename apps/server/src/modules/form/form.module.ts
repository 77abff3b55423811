import { defineModule } from '../module.js';
import { formRoutes } from './form.routes.js';
import { formMenus } from './form.menus.js';
import { seedProcessForms } from './form.seeds.js';
import { LEGACY_FORMS } from './form-legacy.js';

/** Process forms: templateForm/templateField, seeding every module's `forms`, the field language and its rules. */
export const formModule = defineModule({
  name: 'form',
  routes: [formRoutes],
  menus: formMenus,
  // the forms not yet moved into their modules
  forms: LEGACY_FORMS,
  seeds: { 'process-forms': seedProcessForms },
});
