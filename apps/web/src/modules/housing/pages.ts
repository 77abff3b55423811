import type { PageEntry } from '../../app/page-entry';

/** Dormitories and site transfers: the module's pages by menu path (app/routes.ts composes every module's). */
export const housingPages: PageEntry[] = [
  { path: '/worker/cFactory', titleKey: 'housing.siteTransfers', load: () => import('./FactoryPage') },
  { path: '/housing/plot', titleKey: 'housing.plots', load: () => import('./PlotPage') },
  { path: '/housing/building', titleKey: 'housing.buildingList', load: () => import('./BuildingPage') },
  { path: '/housing/room', titleKey: 'housing.roomList', load: () => import('./RoomPage') },
  { path: '/housing/occupant', titleKey: 'housing.occupants', load: () => import('./OccupantPage') },
];
