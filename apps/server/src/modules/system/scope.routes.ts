import { SystemPermissions } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { apiScopes, dataScopes } from './scope.queries.js';

const routes = { page: 'list', list: false } as const;

/** Data scopes and API scopes `/api/blade-system/{data-scope,api-scope}/{list,detail,submit,remove}`. */
export const scopeRoutes = [
  ...crudRoutes(dataScopes, { prefix: '/api/blade-system/data-scope', permissions: SystemPermissions.dataScope, routes }),
  ...crudRoutes(apiScopes, { prefix: '/api/blade-system/api-scope', permissions: SystemPermissions.apiScope, routes }),
];
