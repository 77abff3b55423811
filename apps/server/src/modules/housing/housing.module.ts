import { defineModule } from '../module.js';
import { housingRoutes } from './housing.routes.js';
import { factoryRoutes } from './factory.routes.js';
import { housingMenus, siteTransferMenus } from './housing.menus.js';
import { housingFlow } from './housing.flow.js';
import { dwellRoom } from './housing.tables.js';
import { housingForms } from './housing.forms.js';
import { housingNames } from './housing.names.js';

/** Dormitories, rooms and occupants (forms 26 and 34: housing.forms.ts), site transfer lists and exports. */
export const housingModule = defineModule({
  name: 'housing',
  names: housingNames,
  routes: [housingRoutes, factoryRoutes],
  menus: [...housingMenus, ...siteTransferMenus],
  forms: housingForms,
  flow: housingFlow,
  idNames: { roomId: { table: dwellRoom, id: dwellRoom.id, name: dwellRoom.roomNo } },
});
