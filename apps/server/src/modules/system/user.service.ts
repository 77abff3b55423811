import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { hashPassword, passwordRuleError } from '../../platform/auth/passwords.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { revokeUserSessions } from '../../platform/auth/sessions.js';
import { initialPassword } from '../../platform/auth/initial-password.js';
import { dept, post, role } from './system.tables.js';
import { adminRoleIdsOf, setInitialPassword, tenantUsersAmong } from './system.store.js';
import { assertIdsExist } from './references.js';
import { liveRows } from '../../platform/repository.js';

type Row = Record<string, unknown>;

/** Ids of the tenant's live roles with the administrator alias. */
export async function adminRoleIds(db: Db, forTenant: Tenant): Promise<Set<string>> {
  return new Set(await adminRoleIdsOf(db, { tenantId: forTenant.tenantId }));
}

/** Only an administrator may give the administrator role, or change, remove or reset an administrator's account. */
export async function assertMayManage(db: Db, auth: AuthContext, users: { roleId?: unknown }[]): Promise<void> {
  if (auth.isAdmin) return;
  const admins = await adminRoleIds(db, auth);
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

/** Live users of the caller's tenant among `ids` (id and roles). */
export async function tenantUsers(db: Db, auth: AuthContext, ids: string[]) {
  return tenantUsersAmong(db, auth, ids);
}

/**
 * Before a user is written: passwords change only through update-password and reset-password (a new
 * account gets the given or the initial one); nobody disables their own account; only administrators
 * touch administrator accounts; roles, departments and posts named exist in the tenant.
 */
export async function prepareUserWrite(tx: Db, auth: AuthContext, values: Row, existing: Row | null): Promise<void> {
  if (existing) {
    delete values.password;
    await assertMayManage(tx, auth, [existing]);
    if (existing.id === auth.userId && values.status !== undefined && values.status !== 1) throw badRequest('status: you cannot disable your own account');
  } else {
    Object.assign(values, await newAccountPassword(values.password));
  }
  await assertMayManage(tx, auth, [values]);
  await assertReferences(tx, auth, values);
}

/** Before users are removed: not oneself, administrators only by administrators; their sessions end. */
export async function prepareUserRemoval(tx: Db, auth: AuthContext, ids: string[]): Promise<void> {
  if (ids.includes(auth.userId)) throw badRequest('ids: you cannot delete your own account');
  const found = await tenantUsers(tx, auth, ids);
  await assertMayManage(tx, auth, found);
  for (const u of found) await revokeUserSessions(tx, u.id, 'user_removed');
}

/**
 * Admin password reset (`userIds`): the initial password again, flagged so the next sign-in forces a
 * change, and every open session of those users ends at once. One transaction.
 */
export async function resetPasswords(ctx: ServiceContext, ids: string[]): Promise<void> {
  const userIds = [...new Set(ids)];
  const passwordHash = await hashPassword(initialPassword());
  await ctx.db.transaction(async (tx) => {
    const found = await tenantUsers(tx, ctx.auth, userIds);
    if (found.length !== userIds.length) throw notFound('user');
    await assertMayManage(tx, ctx.auth, found);
    await setInitialPassword(tx, ctx.auth, userIds, passwordHash);
    for (const u of found) await revokeUserSessions(tx, u.id, 'password_reset');
    await audit(tx, ctx.auth, ctx.req, { action: 'reset-password', resource: 'user', recordId: userIds });
  });
}
