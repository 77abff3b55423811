import { SystemPermissions } from '@hr/contracts';
import { crudRoutes, listRoute } from '../../platform/crud-routes.js';
import { posts, trades } from './post.queries.js';

const PREFIX = '/api/blade-system/post';

/** Posts and positions (category 4): `/api/blade-system/post/{page,pageTrade1,submit,remove,detail,list}`. */
export const postRoutes = [
  ...crudRoutes(posts, { prefix: PREFIX, permissions: SystemPermissions.post }),
  listRoute(trades, { url: `${PREFIX}/pageTrade1`, permission: SystemPermissions.post.view, summary: 'Page of post' }),
];
