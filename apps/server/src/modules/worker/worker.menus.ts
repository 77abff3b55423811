import { SPECIALIST_PERMISSIONS, WORKER_PERMISSIONS, WORKER_TEAM_PERMISSIONS, WORKER_TRANSITION_PERMISSIONS } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

const WORKER = WORKER_PERMISSIONS;

export const workerMenus: MenuSeed[] = [
  { code: WORKER.menu, name: 'Workers', path: '/worker', source: 'user', sort: 11 },
  ...crudButtons(WORKER.menu, 'worker'),
  { code: WORKER.export, name: 'Export workers', alias: 'export', parent: WORKER.menu, category: 2, action: 0, sort: 5 },
  { code: WORKER.import, name: 'Import workers', alias: 'import', parent: WORKER.menu, category: 2, action: 0, sort: 6 },
  { code: WORKER.pickAll, name: 'Pick from all workers', alias: 'pickAll', parent: WORKER.menu, category: 2, action: 0, sort: 7 },
  { code: WORKER_TEAM_PERMISSIONS.menu, name: 'Teams', parent: WORKER.menu, path: '/worker/team', source: 'cluster', sort: 20 },
  ...crudButtons(WORKER_TEAM_PERMISSIONS.menu, 'team'),
  { code: SPECIALIST_PERMISSIONS.menu, name: 'Specialists', parent: WORKER.menu, path: '/worker/specialist', source: 'tool', sort: 21 },
  ...crudButtons(SPECIALIST_PERMISSIONS.menu, 'specialist'),
  { code: WORKER_TRANSITION_PERMISSIONS.menu, name: 'Project transfers', parent: WORKER.menu, path: '/worker/transition', source: 'swap', sort: 22 },
  ...crudButtons(WORKER_TRANSITION_PERMISSIONS.menu, 'project transfer'),
];
