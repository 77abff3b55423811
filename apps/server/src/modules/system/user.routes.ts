import type { FastifyInstance } from 'fastify';
import { asc, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, type Filter } from '../../platform/crud.js';
import { defineRoute, zOptionalId } from '../../platform/http/route.js';
import { idCsv, idList } from '../../platform/http/paging.js';
import { badRequest } from '../../platform/errors.js';
import { commaList, inDeptSubtree } from '../../platform/auth/permissions.js';
import { revokeUserSessions } from '../auth/auth.service.js';
import { crudButtons, registerMenuSeeds } from './menu-seeds.js';
import { user } from './system.tables.js';
import { assertMayManage, assertReferences, newAccountPassword, resetPasswords, tenantUsers, withNames } from './user.service.js';

registerMenuSeeds([
  { code: 'user', name: 'Users', parent: 'system', path: '/system/user', source: 'user', sort: 1 },
  ...crudButtons('user', 'user'),
  { code: 'user_reset', name: 'Reset password', alias: 'reset', parent: 'user', category: 2, action: 1, sort: 5 },
]);

/** Users of a department or of any department below it (`deptId` is a comma list on the user). */
const deptSubtreeFilter: Filter = {
  schema: zOptionalId,
  where: (v: string | undefined, auth) => (v ? inDeptSubtree(commaList(user.deptId), auth.tenantId, [v]) : undefined),
};

const escapeLike = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** One text box matching account, name or real name (the user selector). */
const nameFilter: Filter = {
  schema: z.string().max(200).optional(),
  where: (v: string | undefined) => (v ? or(...[user.account, user.name, user.realName].map((c) => sql`${c} ilike ${escapeLike(v)}`)) : undefined),
};

const names = { roleName: z.string().optional(), deptName: z.string().optional(), postName: z.string().optional() };
const secrets = ['password'];

/**
 * Users `/api/blade-user/{page,detail,submit,update,remove,reset-password,user-list}`. Passwords are
 * argon2id hashes that never leave the server; new accounts without a password get the initial one.
 */
export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const common = {
    name: 'user',
    prefix: '/api/blade-user',
    table: user,
    defaultOrder: [asc(user.account), asc(user.id)],
    sortable: { account: user.account, realName: user.realName, name: user.name, code: user.code, createTime: user.createTime },
    hooks: { present: (db, ctx, rows) => withNames(db, ctx.auth, rows) },
  } satisfies Partial<Parameters<typeof defineResource<typeof user>>[1]>;

  defineResource(app, {
    ...common,
    permissions: 'user',
    routes: { page: 'page', list: false, detail: 'detail', submit: 'submit', update: 'update', remove: 'remove' },
    filters: {
      deptId: deptSubtreeFilter,
      account: filters.like(user.account),
      realName: filters.like(user.realName),
      phone: filters.like(user.phone),
      status: filters.int(user.status),
    },
    // Department data scopes of resource `user` look at the user's own departments.
    dataScope: { dept: commaList(user.deptId), dept_id: commaList(user.deptId) },
    omitInput: ['password', 'isInitialPassword', 'passwordTime', 'lastLoginTime'],
    omitOutput: secrets,
    inputExtend: {
      account: z.coerce.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters').regex(/^[\w.@-]+$/, 'may contain letters, digits and . _ @ - only'),
      password: z.string().max(64, 'must be at most 64 characters').optional(),
      roleId: idCsv,
      deptId: idCsv,
      postId: idCsv,
    },
    outputExtend: names,
    unique: [{ fields: ['account'], message: 'account: this account already exists' }],
    hooks: {
      ...common.hooks,
      beforeWrite: async (tx, { auth }, values, existing) => {
        if (existing) {
          delete values.password; // passwords change through update-password and reset-password only
          await assertMayManage(tx, auth, [existing]);
          if (existing.id === auth.userId && values.status !== undefined && values.status !== 1) throw badRequest('status: you cannot disable your own account');
        } else {
          Object.assign(values, await newAccountPassword(values.password));
        }
        await assertMayManage(tx, auth, [values]);
        await assertReferences(tx, auth, values);
      },
      beforeRemove: async (tx, { auth }, ids) => {
        if (ids.includes(auth.userId)) throw badRequest('ids: you cannot delete your own account');
        const found = await tenantUsers(tx, auth, ids);
        await assertMayManage(tx, auth, found);
        for (const u of found) await revokeUserSessions(tx, u.id, 'user_removed');
      },
    },
  });

  // The user selector: any signed-in user may pick a colleague; only names and organisation are answered.
  defineResource(app, {
    ...common,
    permissions: { view: 'authenticated', add: 'user_add', edit: 'user_edit', delete: 'user_delete' },
    routes: { page: 'user-list', list: false, detail: false, submit: false, remove: false },
    defaultSize: 100,
    filters: { name: nameFilter, account: filters.like(user.account), deptId: deptSubtreeFilter, status: filters.int(user.status) },
    omitOutput: [...secrets, 'email', 'phone', 'birthday', 'sex', 'isInitialPassword', 'passwordTime', 'lastLoginTime', 'firstApprover', 'createUser', 'createDept', 'updateUser'],
    outputExtend: names,
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/blade-user/reset-password',
    permission: 'user_reset',
    summary: 'Reset passwords to the initial password (userIds=1,2): forces a change and ends their sessions',
    tags: ['user'],
    input: z.object({ userIds: idList }),
    output: z.null(),
    handler: async ({ userIds }, ctx) => {
      await resetPasswords(ctx, userIds);
      return null;
    },
  });
}
