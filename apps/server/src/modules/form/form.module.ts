import { defineModule } from '../module.js';
import { formRoutes } from './form.routes.js';
import { formMenus } from './form.menus.js';
import { seedProcessForms } from './form-seeds.js';

/** Process forms: templateForm/templateField and the default forms of the specs. */
export const formModule = defineModule({ name: 'form', routes: [formRoutes], menus: formMenus, seeds: { 'process-forms': seedProcessForms } });
