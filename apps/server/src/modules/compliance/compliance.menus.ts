import { COMPLIANCE_PERMISSIONS as C, HOUSING_PERMISSIONS, WORKER_PERMISSIONS } from '@hr/contracts';
import type { MenuSeed } from '../system/menu-seeds.js';

const D = C.declaration;

export const complianceMenus: MenuSeed[] = [
  {
    code: C.centre,
    name: 'Compliance',
    parent: WORKER_PERMISSIONS.menu,
    path: '/worker/compliance',
    source: 'safety',
    sort: 19,
    grantWith: WORKER_PERMISSIONS.view,
  },
  { code: C.renew, name: 'Record permit and passport renewals', alias: 'renew', parent: WORKER_PERMISSIONS.menu, category: 2, action: 1, sort: 7 },
  { code: D.menu, name: 'Address declarations', parent: HOUSING_PERMISSIONS.menu, path: '/housing/declaration', source: 'audit', sort: 5 },
  { code: D.view, name: 'View address declarations', alias: 'view', parent: D.menu, category: 2, action: 1, sort: 1 },
  { code: D.declare, name: 'Mark declared', alias: 'declare', parent: D.menu, category: 2, action: 1, sort: 2 },
  { code: D.export, name: 'Export address declarations', alias: 'export', parent: D.menu, category: 2, action: 0, sort: 3 },
];
