import { SystemPermissions } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { params } from './param.queries.js';

/** `/api/blade-system/param/{list (paged), detail, submit, remove}`. */
export const paramRoutes = crudRoutes(params, {
  prefix: '/api/blade-system/param',
  permissions: SystemPermissions.param,
  routes: { page: 'list', list: false },
});
