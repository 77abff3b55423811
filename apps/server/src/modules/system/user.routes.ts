import { z } from 'zod';
import { SystemPermissions } from '@hr/contracts';
import { crudRoutes, listRoute } from '../../platform/crud-routes.js';
import { route } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { userPicker, users } from './user.queries.js';
import { resetPasswords } from './user.service.js';

const permissions = SystemPermissions.user;

/** Users `/api/blade-user/{page,detail,submit,update,remove,reset-password,user-list}`. */
export const userRoutes = [
  ...crudRoutes(users, { prefix: '/api/blade-user', permissions, routes: { list: false, update: 'update' } }),
  listRoute(userPicker, { url: '/api/blade-user/user-list', permission: 'authenticated', summary: 'Page of user' }),
  route({
    method: 'POST',
    url: '/api/blade-user/reset-password',
    permission: permissions.reset,
    summary: 'Reset passwords to the initial password (userIds=1,2): forces a change and ends their sessions',
    tags: ['user'],
    input: z.object({ userIds: idList }),
    output: z.null(),
    handler: ({ userIds }, ctx) => resetPasswords(ctx, userIds).then(() => null),
  }),
];
