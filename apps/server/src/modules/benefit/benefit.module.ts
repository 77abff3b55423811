import { defineModule } from '../module.js';
import { benefitRoutes } from './benefit.routes.js';
import { benefitMenus } from './benefit.menus.js';
import { benefitFlow } from './benefit.flow.js';
import { benefitForms } from './benefit.forms.js';
import { benefitNames } from './benefit.names.js';

/** Benefit types by staff level, staff benefits, claims through reimbursements (form 12: benefit.forms.ts). */
export const benefitModule = defineModule({
  name: 'benefit',
  names: benefitNames,
  forms: benefitForms,
  routes: [benefitRoutes],
  menus: benefitMenus,
  flow: benefitFlow,
});
