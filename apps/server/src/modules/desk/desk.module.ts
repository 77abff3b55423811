import { defineModule } from '../module.js';
import { deskRoutes } from './desk.routes.js';
import { workerSelfRoutes } from './worker-self.routes.js';
import { deskNames } from './desk.names.js';

/** Employee self-service (issue 11 section 1): the home page's panels, the start page's forms, the leave form's check;
 * a worker's own pages on his phone (issue 33, worker-self.*). */
export const deskModule = defineModule({ name: 'desk', names: deskNames, routes: [deskRoutes, workerSelfRoutes] });
