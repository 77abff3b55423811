import { defineModule } from '../module.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { dashboardMenus } from './dashboard.menus.js';
import { dashboardNames } from './dashboard.names.js';

/** The role dashboards (HR; directors and department leaders): grouped statistics under the caller's data scopes. */
export const dashboardModule = defineModule({ name: 'dashboard', names: dashboardNames, routes: [dashboardRoutes], menus: dashboardMenus });
