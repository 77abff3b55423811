import { defineModule } from '../module.js';
import { vacationRoutes } from './vacation.routes.js';
import { leaveRoutes } from './leave.routes.js';
import { leaveMenus } from './leave.menus.js';
import { seedLeaveTypes } from './leave.seeds.js';
import { leaveFlow } from './leave.flow.js';

/** Leave types and rules, balances, staff and worker leave records, the leave forms (2, 29, 9). */
export const leaveModule = defineModule({
  name: 'leave',
  routes: [vacationRoutes, leaveRoutes],
  menus: leaveMenus,
  seeds: { 'leave-types': seedLeaveTypes },
  flow: leaveFlow,
});
