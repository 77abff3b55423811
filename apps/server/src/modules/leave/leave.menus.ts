import { LeavePermissions as P } from '@hr/contracts';
import { crudButtons, type MenuSeed } from '../system/menu-seeds.js';

export const leaveMenus: MenuSeed[] = [
  { code: P.menu, name: 'Leave', path: '/leave', source: 'calendar', sort: 30 },
  { code: P.types.menu, name: 'Leave types', parent: P.menu, path: '/leave/vacationInfo', source: 'tags', sort: 1 },
  ...crudButtons(P.types.menu, 'leave type'),
  { code: P.rules.menu, name: 'Entitlement rules', parent: P.menu, path: '/leave/vacationRule', source: 'ordered-list', sort: 2 },
  ...crudButtons(P.rules.menu, 'entitlement rule'),
  { code: P.balances.menu, name: 'Leave balances', parent: P.menu, path: '/leave/credit', source: 'wallet', sort: 3 },
  ...crudButtons(P.balances.menu, 'leave balance'),
  { code: P.staffRecords.menu, name: 'Staff leave records', parent: P.menu, path: '/leave/record', source: 'file-text', sort: 4 },
  ...crudButtons(P.staffRecords.menu, 'leave record'),
  { code: P.staffRecords.export, name: 'Export leave records', alias: 'export', parent: P.staffRecords.menu, category: 2, action: 0, sort: 5 },
  { code: P.workerRecords.menu, name: 'Worker leave records', parent: P.menu, path: '/leave/worker', source: 'solution', sort: 5 },
  ...crudButtons(P.workerRecords.menu, 'worker leave record'),
  { code: P.workerRecords.export, name: 'Export worker leave records', alias: 'export', parent: P.workerRecords.menu, category: 2, action: 0, sort: 5 },
  { code: P.calendar, name: 'Leave calendar', parent: P.menu, path: '/staff/vacation/leaveCalendar', source: 'schedule', sort: 6 },
];
