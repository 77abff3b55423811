import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { defineResource, filters } from '../../platform/crud.js';
import { crudButtons, registerMenuSeeds } from './menu-seeds.js';
import { post } from './system.tables.js';

registerMenuSeeds([
  { code: 'system', name: 'System', path: '/system', source: 'setting', sort: 99 },
  { code: 'post', name: 'Posts', parent: 'system', path: '/system/post', source: 'idcard', sort: 5 },
  ...crudButtons('post', 'post'),
]);

/** Posts and positions (category 4): `/api/blade-system/post/{page,pageTrade1,submit,remove,detail,list}`. */
export default async function postRoutes(app: FastifyInstance): Promise<void> {
  const common = {
    name: 'post',
    table: post,
    permissions: 'post',
    filters: { postName: filters.like(post.postName), postCode: filters.like(post.postCode), category: filters.int(post.category) },
    sortable: { postSort: post.postSort, postCode: post.postCode, postName: post.postName, createTime: post.createTime },
    defaultOrder: [asc(post.postSort), asc(post.id)],
    unique: [{ fields: ['postCode'], message: 'postCode: a post with this code already exists' }],
  } as const;
  defineResource(app, { ...common, prefix: '/api/blade-system/post' });
  // pageTrade1: the trades (category 4, positions) list used by worker forms.
  defineResource(app, {
    ...common,
    prefix: '/api/blade-system/post',
    routes: { page: 'pageTrade1', list: false, detail: false, submit: false, remove: false },
    filters: { ...common.filters, category: { ...filters.int(post.category), where: () => eq(post.category, 4) } },
  });
}
