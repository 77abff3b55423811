import { DASHBOARD_PERMISSIONS as D } from '@hr/contracts';
import type { MenuSeed } from '../system/menu-seeds.js';

export const dashboardMenus: MenuSeed[] = [
  { code: D.menu, name: 'Dashboard', path: '/dashboard', source: 'dashboard', sort: 1 },
  { code: D.hr, name: "HR's dashboard", alias: 'hr', parent: D.menu, category: 2, action: 0, sort: 1 },
  { code: D.director, name: "Directors' dashboard", alias: 'director', parent: D.menu, category: 2, action: 0, sort: 2 },
];
