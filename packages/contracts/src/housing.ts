import { crud } from './permissions.js';

/** Dormitories and site transfers: room states and the permission codes of the housing and site-transfer menus. */

/** A room is open to new occupants or closed (its current occupants stay). */
export const ROOM_STATUS = { OPEN: 1, CLOSED: 2 } as const;

/** The button codes of the housing menus and of site transfers (CF, under the worker menu). */
export const HOUSING_PERMISSIONS = {
  menu: 'housing',
  plot: crud('dwell_plot'),
  building: { ...crud('dwell_building'), import: 'dwell_building_import' },
  room: { ...crud('dwell_room'), import: 'dwell_room_import' },
  occupant: { menu: 'dwell_occupant', view: 'dwell_occupant_view', edit: 'dwell_occupant_edit' },
  siteTransfer: { menu: 'worker_cfactory', view: 'worker_cfactory_view', add: 'worker_cfactory_add', export: 'worker_cfactory_export' },
} as const;
