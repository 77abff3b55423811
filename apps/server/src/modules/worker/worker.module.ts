import { defineModule } from '../module.js';
import { workerSetupSteps } from './worker.setup.js';
import { workerRoutes } from './worker.routes.js';
import { teamRoutes } from './team.routes.js';
import { workerMenus } from './worker.menus.js';
import { seedWorkerSpecialists } from './worker.seeds.js';
import { workerFlow } from './worker.flow.js';
import { worker } from './worker.tables.js';
import { workerForms } from './worker.forms.js';
import { workerNames } from './worker.names.js';

/** Site workers, teams, specialists, project transfers (form 17) and a worker's other requests (worker.forms.ts). */
export const workerModule = defineModule({
  name: 'worker',
  names: workerNames,
  routes: [workerRoutes, teamRoutes],
  menus: workerMenus,
  setupSteps: workerSetupSteps,
  seeds: { 'worker-specialists': seedWorkerSpecialists },
  forms: workerForms,
  flow: workerFlow,
  // requests about a worker (their result notices, profiles' histories) name him
  idNames: { workerId: { table: worker, id: worker.id, name: worker.name, tenant: worker.tenantId } },
});
