import { defineModule } from '../module.js';
import { flowRoutes } from './flow.routes.js';
import { delegationRoutes } from './delegation.routes.js';
import { applicantRoutes } from './applicant.routes.js';
import { flowListMenus, flowMenus } from './flow.menus.js';
import { seedFlowDefinitions } from './flow.seeds.js';
import { deployDefaultChain, escalateDueTasks } from './flow.service.js';
import { flowNames } from './flow.names.js';

/** The approval engine: definitions, requests, tasks, history, messages, escalation. */
export const flowModule = defineModule({
  name: 'flow',
  names: flowNames,
  routes: [flowRoutes, delegationRoutes, applicantRoutes],
  menus: flowMenus,
  formMenus: flowListMenus,
  seeds: { 'flow-definitions': seedFlowDefinitions },
  sweeps: { 'flow-escalation': (app) => escalateDueTasks(app) },
  formWritten: [deployDefaultChain],
});
