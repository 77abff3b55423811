import { defineModule } from '../module.js';
import { settlementRoutes } from './settlement.routes.js';
import { settlementMenus } from './settlement.menus.js';
import { settlementFlow } from './settlement.flow.js';
import { settlementJobs } from './settlement.batch.js';
import { settlementForms } from './settlement.forms.js';
import { settlementNames } from './settlement.names.js';

/** Worker salary settlements and their approval (form 37: settlement.forms.ts). */
export const settlementModule = defineModule({
  name: 'settlement',
  names: settlementNames,
  routes: [settlementRoutes],
  menus: settlementMenus,
  forms: settlementForms,
  flow: settlementFlow,
  jobs: settlementJobs,
});
