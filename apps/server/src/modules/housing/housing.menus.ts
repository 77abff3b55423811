import { HOUSING_PERMISSIONS as H, WORKER_PERMISSIONS } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

export const housingMenus: MenuSeed[] = [
  { code: H.menu, name: 'Dormitories', path: '/housing', source: 'home', sort: 13 },
  { code: H.plot.menu, name: 'Plots', parent: H.menu, path: '/housing/plot', source: 'environment', sort: 1 },
  ...crudButtons(H.plot.menu, 'plot'),
  { code: H.building.menu, name: 'Buildings', parent: H.menu, path: '/housing/building', source: 'bank', sort: 2 },
  ...crudButtons(H.building.menu, 'building'),
  { code: H.building.import, name: 'Import buildings', alias: 'import', parent: H.building.menu, category: 2, action: 0, sort: 5 },
  { code: H.room.menu, name: 'Rooms', parent: H.menu, path: '/housing/room', source: 'appstore', sort: 3 },
  ...crudButtons(H.room.menu, 'room'),
  { code: H.room.import, name: 'Import rooms', alias: 'import', parent: H.room.menu, category: 2, action: 0, sort: 5 },
  { code: H.occupant.menu, name: 'Occupants', parent: H.menu, path: '/housing/occupant', source: 'team', sort: 4 },
  { code: H.occupant.view, name: 'View occupants', alias: 'view', parent: H.occupant.menu, category: 2, action: 1, sort: 1 },
  { code: H.occupant.edit, name: 'Assign, move and check out', alias: 'edit', parent: H.occupant.menu, category: 2, action: 1, sort: 2 },
];

/** Site transfers (CF) sit under the worker menu (the worker module's). */
export const siteTransferMenus: MenuSeed[] = [
  { code: H.siteTransfer.menu, name: 'Site transfers (CF)', parent: WORKER_PERMISSIONS.menu, path: '/worker/cFactory', source: 'export', sort: 23 },
  ...crudButtons(H.siteTransfer.menu, 'site transfer').filter((b) => b.alias === 'view' || b.alias === 'add'),
  { code: H.siteTransfer.export, name: 'Export site transfers', alias: 'export', parent: H.siteTransfer.menu, category: 2, action: 0, sort: 5 },
];
