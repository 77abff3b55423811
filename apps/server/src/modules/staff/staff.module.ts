import { defineModule } from '../module.js';
import { staffSetupSteps } from './staff.setup.js';
import { staffRoutes } from './staff.routes.js';
import { staffRecordRoutes } from './staff-records.routes.js';
import { staffMenus } from './staff.menus.js';
import { staffKeepsDept } from './staff.service.js';
import { staff } from './staff.tables.js';
import { staffForms } from './staff.forms.js';
import { staffNames } from './staff.names.js';

/** Staff records and their sub-records, imports and exports. */
export const staffModule = defineModule({
  name: 'staff',
  names: staffNames,
  forms: staffForms,
  routes: [staffRoutes, staffRecordRoutes],
  menus: staffMenus,
  setupSteps: staffSetupSteps,
  deptRemovalGuards: [staffKeepsDept],
  // requests about a staff member (their result notices, profiles' histories) name them
  idNames: { staffId: { table: staff, id: staff.id, name: staff.enName, tenant: staff.tenantId } },
});
