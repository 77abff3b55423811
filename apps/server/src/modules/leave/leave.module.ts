import { defineModule } from '../module.js';
import { vacationRoutes } from './vacation.routes.js';
import { leaveRoutes } from './leave.routes.js';
import { leaveMenus } from './leave.menus.js';
import { seedLeaveTypes } from './leave.seeds.js';
import { leaveFlow } from './leave.flow.js';
import { leaveForms } from './leave.forms.js';
import { leaveNames } from './leave.names.js';

/** Leave types and rules, balances, staff and worker leave records, the leave forms (2, 29, 9: leave.forms.ts, leave.flow.ts). */
export const leaveModule = defineModule({
  name: 'leave',
  names: leaveNames,
  routes: [vacationRoutes, leaveRoutes],
  menus: leaveMenus,
  seeds: { 'leave-types': seedLeaveTypes },
  forms: leaveForms,
  flow: leaveFlow,
});
