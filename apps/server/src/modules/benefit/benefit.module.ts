import { defineModule } from '../module.js';
import { benefitRoutes } from './benefit.routes.js';
import { benefitMenus } from './benefit.menus.js';
import { benefitFlow } from './benefit.flow.js';

/** Benefit types by staff level, staff benefits, claims through reimbursements (form 12). */
export const benefitModule = defineModule({ name: 'benefit', routes: [benefitRoutes], menus: benefitMenus, flow: benefitFlow });
