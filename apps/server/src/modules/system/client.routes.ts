import { SystemPermissions } from '@hr/contracts';
import { crudRoutes } from '../../platform/crud-routes.js';
import { clients } from './client.queries.js';

/** OAuth clients `/api/blade-system/client/{page,list,detail,submit,remove}`. */
export const clientRoutes = crudRoutes(clients, { prefix: '/api/blade-system/client', permissions: SystemPermissions.client });
