import { defineModule } from '../module.js';
import { workerRoutes } from './worker.routes.js';
import { teamRoutes } from './team.routes.js';
import { workerMenus } from './worker.menus.js';
import { seedWorkerSpecialists } from './worker.seeds.js';
import { workerFlow } from './worker.flow.js';

/** Site workers, teams, specialists and project transfers (form 17). */
export const workerModule = defineModule({
  name: 'worker',
  routes: [workerRoutes, teamRoutes],
  menus: workerMenus,
  seeds: { 'worker-specialists': seedWorkerSpecialists },
  flow: workerFlow,
});
