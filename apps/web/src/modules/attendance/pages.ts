import type { PageEntry } from '../../app/page-entry';

/** Attendance schemes, records and team sums: the module's pages by menu path (app/routes.ts composes every module's). */
export const attendancePages: PageEntry[] = [
  { path: '/attendance/holiday', titleKey: 'attendance.holidaySchemes', load: () => import('./HolidaySchemePage') },
  { path: '/scheme', titleKey: 'attendance.schemes', load: () => import('./AttendanceSchemePage') },
  { path: '/attendance/record', titleKey: 'attendance.records', load: () => import('./AttendanceRecordPage') },
  { path: '/sumByTeam', titleKey: 'attendance.sumByTeam', load: () => import('./SumByTeamPage') },
];
