import { AttendancePermissions as P } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

export const attendanceMenus: MenuSeed[] = [
  { code: P.menu, name: 'Attendance', path: '/attendance', source: 'calendar', sort: 13 },
  { code: P.holidaySchemes.menu, name: 'Holiday schemes', parent: P.menu, path: '/attendance/holiday', source: 'calendar', sort: 1 },
  ...crudButtons(P.holidaySchemes.menu, 'holiday scheme'),
  { code: P.schemes.menu, name: 'Attendance schemes', parent: P.menu, path: '/scheme', source: 'clock', sort: 2 },
  ...crudButtons(P.schemes.menu, 'attendance scheme'),
  { code: P.records.menu, name: 'Attendance records', parent: P.menu, path: '/attendance/record', source: 'table', sort: 3 },
  ...crudButtons(P.records.menu, 'attendance record'),
  { code: P.records.import, name: 'Import attendance', alias: 'import', parent: P.records.menu, category: 2, action: 0, sort: 5 },
  { code: P.records.confirm, name: 'Confirm a month', alias: 'confirm', parent: P.records.menu, category: 2, action: 0, sort: 6 },
  { code: P.sumByTeam, name: 'Attendance by team', parent: P.menu, path: '/sumByTeam', source: 'team', sort: 4 },
];
