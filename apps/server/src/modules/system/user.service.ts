import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { ADMIN_ALIAS } from '../../platform/auth/context.js';
import { hashPassword, passwordRuleError } from '../../platform/auth/passwords.js';
import type { RouteContext } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { revokeUserSessions } from '../auth/auth.service.js';
import { initialPassword } from '../auth/initial-password.js';
import { dept, post, role, user } from './system.tables.js';
import { assertIdsExist } from './references.js';
import { liveRows } from '../../platform/crud.js';

type Row = Record<string, unknown>;

/** Ids of the tenant's live roles with the administrator alias. */
export async function adminRoleIds(db: Db, tenantId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, ADMIN_ALIAS), eq(role.isDeleted, 0)));
  return new Set(rows.map((r) => r.id));
}

/** Only an administrator may give the administrator role, or change, remove or reset an administrator's account. */
export async function assertMayManage(db: Db, auth: AuthContext, users: { roleId?: unknown }[]): Promise<void> {
  if (auth.isAdmin) return;
  const admins = await adminRoleIds(db, auth.tenantId);
  if (users.some((u) => splitIds(u.roleId as string).some((r) => admins.has(r)))) {
    throw forbidden('Only an administrator may manage administrator accounts');
  }
}

/** The role, department and post ids a user record names must exist in the caller's tenant. */
export async function assertReferences(db: Db, auth: AuthContext, values: Row): Promise<void> {
  for (const [field, table, what] of [
    ['roleId', role, 'role'],
    ['deptId', dept, 'department'],
    ['postId', post, 'post'],
  ] as const) {
    await assertIdsExist(db, table, liveRows(table, auth), splitIds(values[field] as string | undefined), field, what);
  }
}

/**
 * The password of a new account: the one given (checked against the password rule) or the initial
 * password, which forces a change at first sign-in.
 */
export async function newAccountPassword(given: unknown): Promise<{ password: string; isInitialPassword: number; passwordTime: string }> {
  const plain = typeof given === 'string' && given !== '' ? given : initialPassword();
  if (plain !== initialPassword()) {
    const problem = passwordRuleError(plain, 'password');
    if (problem) throw badRequest(`password: ${problem}`);
  }
  return { password: await hashPassword(plain), isInitialPassword: plain === initialPassword() ? 1 : 0, passwordTime: formatDateTime(new Date()) };
}

/** Adds the readable names BladeX answers carry: roleName, deptName, postName (comma joined). */
export async function withNames(db: Db, auth: AuthContext, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = (field: string) => [...new Set(rows.flatMap((r) => splitIds(r[field] as string)))];
  const lookup = async (table: typeof role | typeof dept | typeof post, name: typeof role.roleName | typeof dept.deptName | typeof post.postName, list: string[]) => {
    if (list.length === 0) return new Map<string, string>();
    const found = await db
      .select({ id: table.id, name })
      .from(table)
      .where(and(eq(table.tenantId, auth.tenantId), inArray(table.id, list)));
    return new Map(found.map((f) => [f.id, f.name]));
  };
  const [roles, depts, posts] = await Promise.all([
    lookup(role, role.roleName, ids('roleId')),
    lookup(dept, dept.deptName, ids('deptId')),
    lookup(post, post.postName, ids('postId')),
  ]);
  const names = (value: unknown, map: Map<string, string>) =>
    splitIds(value as string)
      .map((i) => map.get(i))
      .filter(Boolean)
      .join(',');
  return rows.map((r) => ({ ...r, roleName: names(r.roleId, roles), deptName: names(r.deptId, depts), postName: names(r.postId, posts) }));
}

/** Live users of the caller's tenant among `ids` (id and roles). */
export async function tenantUsers(db: Db, auth: AuthContext, ids: string[]) {
  return db
    .select({ id: user.id, roleId: user.roleId })
    .from(user)
    .where(and(eq(user.tenantId, auth.tenantId), eq(user.isDeleted, 0), inArray(user.id, ids)));
}

/**
 * Admin password reset (`userIds`): the initial password again, flagged so the next sign-in forces a
 * change, and every open session of those users ends at once. One transaction.
 */
export async function resetPasswords(ctx: RouteContext, ids: string[]): Promise<void> {
  const userIds = [...new Set(ids)];
  const passwordHash = await hashPassword(initialPassword());
  await ctx.db.transaction(async (tx) => {
    const found = await tenantUsers(tx, ctx.auth, userIds);
    if (found.length !== userIds.length) throw notFound('user');
    await assertMayManage(tx, ctx.auth, found);
    const now = formatDateTime(new Date());
    await tx
      .update(user)
      .set({ password: passwordHash, isInitialPassword: 1, passwordTime: now, updateUser: ctx.auth.userId, updateTime: now, version: sql`${user.version} + 1` })
      .where(and(eq(user.tenantId, ctx.auth.tenantId), inArray(user.id, userIds)));
    for (const u of found) await revokeUserSessions(tx, u.id, 'password_reset');
    await audit(tx, ctx.auth, ctx.req, { action: 'reset-password', resource: 'user', recordId: userIds });
  });
}
