import { defineModule } from '../module.js';
import { staffRoutes } from './staff.routes.js';
import { staffRecordRoutes } from './staff-records.routes.js';
import { staffMenus } from './staff.menus.js';
import { staffKeepsDept } from './staff.service.js';

/** Staff records and their sub-records, imports and exports. */
export const staffModule = defineModule({ name: 'staff', routes: [staffRoutes, staffRecordRoutes], menus: staffMenus, deptRemovalGuards: [staffKeepsDept] });
