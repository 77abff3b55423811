import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idCsv } from '../../platform/http/paging.js';
import { lookupNames, type NameSource } from '../../platform/names.js';
import { zOptionalId } from '../../platform/http/route.js';
import { commaList, inDeptSubtree } from '../../platform/auth/permissions.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { containsAny, defineRepository, filters, type Filter, type RepositoryOptions } from '../../platform/repository.js';
import { splitIds } from '../../platform/util.js';
import { dept, post, role, user } from './system.tables.js';
import { prepareUserRemoval, prepareUserWrite } from './user.service.js';

type Row = Record<string, unknown>;

/** A user's display name: the real name, else the account. */
export const userDisplayName: NameSource = {
  table: user,
  id: user.id,
  name: sql`coalesce(nullif(${user.realName}, ''), ${user.account})`,
  tenant: user.tenantId,
};

/** Display names (real name, else account) of the tenant's users among `ids`, by id: one query. */
export async function userDisplayNames(db: Db, auth: Tenant, ids: unknown[]): Promise<Map<string, string>> {
  const wanted = ids.filter((v): v is string => typeof v === 'string' && v !== '');
  const { users } = await lookupNames(db, { users: { source: userDisplayName, ids: wanted, tenantId: auth.tenantId } });
  return users;
}

/** Adds the readable names BladeX answers carry: roleName, deptName, postName (comma joined), in one statement. */
export async function withNames(db: Db, auth: AuthContext, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = (field: string) => rows.flatMap((r) => splitIds(r[field] as string));
  const { tenantId } = auth;
  const found = await lookupNames(db, {
    roles: { source: { table: role, id: role.id, name: role.roleName, tenant: role.tenantId }, ids: ids('roleId'), tenantId },
    depts: { source: { table: dept, id: dept.id, name: dept.deptName, tenant: dept.tenantId }, ids: ids('deptId'), tenantId },
    posts: { source: { table: post, id: post.id, name: post.postName, tenant: post.tenantId }, ids: ids('postId'), tenantId },
  });
  const names = (value: unknown, map: Map<string, string>) =>
    splitIds(value as string)
      .map((i) => map.get(i))
      .filter(Boolean)
      .join(',');
  return rows.map((r) => ({ ...r, roleName: names(r.roleId, found.roles), deptName: names(r.deptId, found.depts), postName: names(r.postId, found.posts) }));
}

/** Users of a department or of any department below it (`deptId` is a comma list on the user). */
const deptSubtreeFilter: Filter = {
  schema: zOptionalId,
  where: (v: string | undefined, auth) => (v ? inDeptSubtree(commaList(user.deptId), auth.tenantId, [v]) : undefined),
};

/** One text box matching account, name or real name (the user selector). */
const nameFilter: Filter = {
  schema: z.string().max(200).optional(),
  where: (v: string | undefined) => containsAny([user.account, user.name, user.realName], v),
};

const names = { roleName: z.string().optional(), deptName: z.string().optional(), postName: z.string().optional() };
const secrets = ['password'];
const common = {
  name: 'user',
  table: user,
  defaultOrder: [asc(user.account), asc(user.id)],
  sortable: { account: user.account, realName: user.realName, name: user.name, code: user.code, createTime: user.createTime },
  outputExtend: names,
} satisfies Partial<RepositoryOptions<typeof user>>;
const present = { present: (db: Db, ctx: { auth: AuthContext }, rows: Row[]) => withNames(db, ctx.auth, rows) };

/**
 * Users as administrators manage them. Passwords are argon2id hashes that never leave the server;
 * new accounts without a password get the initial one.
 */
export const users = defineRepository({
  ...common,
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
    account: z.coerce
      .string()
      .trim()
      .min(1, 'is required')
      .max(64, 'must be at most 64 characters')
      .regex(/^[\w.@-]+$/, 'may contain letters, digits and . _ @ - only'),
    password: z.string().max(64, 'must be at most 64 characters').optional(),
    roleId: idCsv,
    deptId: idCsv,
    postId: idCsv,
  },
  unique: [{ fields: ['account'], message: 'account: this account already exists' }],
  hooks: {
    ...present,
    beforeWrite: (tx, { auth }, values, existing) => prepareUserWrite(tx, auth, values, existing),
    beforeRemove: (tx, { auth }, ids) => prepareUserRemoval(tx, auth, ids),
  },
});

/** The user selector: any signed-in user may pick a colleague; only names and organisation are answered. */
export const userPicker = defineRepository({
  ...common,
  defaultSize: 100,
  filters: { name: nameFilter, account: filters.like(user.account), deptId: deptSubtreeFilter, status: filters.int(user.status) },
  omitOutput: [
    ...secrets,
    'email',
    'phone',
    'birthday',
    'sex',
    'isInitialPassword',
    'passwordTime',
    'lastLoginTime',
    'firstApprover',
    'createUser',
    'createDept',
    'updateUser',
  ],
  hooks: present,
});
