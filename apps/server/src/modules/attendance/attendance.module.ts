import { defineModule } from '../module.js';
import { attendanceSetupSteps } from './attendance.setup.js';
import { attendanceRoutes } from './attendance.routes.js';
import { attendanceMenus } from './attendance.menus.js';
import { attendanceFlow } from './attendance.flow.js';
import { seedHolidaySchemes } from './holiday.seeds.js';
import { holidayYearSweep } from './holiday-library.js';
import { attendanceForms } from './attendance.forms.js';
import { attendanceNames } from './attendance.names.js';

/** Holiday and attendance schemes, daily records, monthly confirmation, forms 10, 36 and 44 (attendance.forms.ts). */
export const attendanceModule = defineModule({
  name: 'attendance',
  names: attendanceNames,
  routes: [attendanceRoutes],
  menus: attendanceMenus,
  setupSteps: attendanceSetupSteps,
  seeds: { 'holiday-schemes': seedHolidaySchemes },
  forms: attendanceForms,
  flow: attendanceFlow,
  sweeps: { 'attendance.holiday-years': holidayYearSweep },
});
