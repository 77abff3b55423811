import type { PageEntry } from '../../app/page-entry';

/** Leave types, rules, balances, records and the leave calendar: the module's pages by menu path (app/routes.ts composes every module's). */
export const leavePages: PageEntry[] = [
  { path: '/leave/vacationInfo', titleKey: 'leave.types', load: () => import('./LeavePages').then((m) => ({ default: m.VacationTypePage })) },
  { path: '/leave/vacationRule', titleKey: 'leave.rules', load: () => import('./LeavePages').then((m) => ({ default: m.VacationRulePage })) },
  { path: '/leave/credit', titleKey: 'leave.credits', load: () => import('./LeavePages').then((m) => ({ default: m.CreditPage })) },
  { path: '/leave/record', titleKey: 'leave.staffRecords', load: () => import('./LeavePages').then((m) => ({ default: m.StaffLeavePage })) },
  { path: '/leave/worker', titleKey: 'leave.workerRecords', load: () => import('./LeavePages').then((m) => ({ default: m.WorkerLeavePage })) },
  // the leave calendar in the shell (the menu's entry); its public variant is below
  { path: '/staff/vacation/leaveCalendar', titleKey: 'leave.calendar', load: () => import('./LeaveCalendarPage') },
];
