import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { instantParam } from '../../platform/db/columns.js';
import type { Db } from '../../platform/db/client.js';
import { authAttempt, authSession } from '../../platform/db/platform.tables.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { client, role, tenant, user } from '../../platform/auth/identity.tables.js';
import { deptNamesIn } from '../system/system.public.js';
import type { Tenant } from '../../platform/auth/context.js';

export type UserRow = typeof user.$inferSelect;

/** A live user of the tenant by account, phone (spaces ignored), e-mail (any case) or id. */
export async function findActiveUser(
  db: Db,
  forTenant: Tenant,
  where: { account?: string; phone?: string; email?: string; id?: string },
): Promise<UserRow | null> {
  const conds = [eq(user.tenantId, forTenant.tenantId), eq(user.isDeleted, 0)];
  if (where.account !== undefined) conds.push(eq(user.account, where.account));
  if (where.phone !== undefined) conds.push(or(eq(user.phone, where.phone), eq(sql`replace(${user.phone}, ' ', '')`, where.phone.replace(/\s/g, '')))!);
  if (where.email !== undefined) conds.push(sql`lower(${user.email}) = ${where.email.toLowerCase()}`);
  if (where.id !== undefined) conds.push(eq(user.id, where.id));
  const [row] = await db
    .select()
    .from(user)
    .where(and(...conds))
    .limit(1);
  return row ?? null;
}

/** The aliases of the user's live roles and the names of their departments (the token answer's role_name, dept_name). */
export async function roleAndDeptNames(db: Db, u: Pick<UserRow, 'tenantId' | 'roleId' | 'deptId'>): Promise<{ roleAliases: string[]; deptNames: string[] }> {
  const roleIds = splitIds(u.roleId);
  const deptIds = splitIds(u.deptId);
  const [roles, depts] = await Promise.all([
    roleIds.length
      ? db
          .select({ alias: role.roleAlias })
          .from(role)
          .where(and(sql`${role.id} in ${roleIds}`, eq(role.isDeleted, 0)))
      : [],
    deptNamesIn(db, u, deptIds),
  ]);
  return { roleAliases: roles.map((r) => r.alias), deptNames: depts };
}

/** Whether the session was opened (its sign-in happened) within the last `minutes`. */
export async function sessionOpenedWithin(db: Db, sessionId: string, minutes: number): Promise<boolean> {
  const [fresh] = await db
    .select({ id: authSession.id })
    .from(authSession)
    .where(and(eq(authSession.id, sessionId), sql`${authSession.createTime} > current_timestamp - ${minutes} * interval '1 minute'`));
  return Boolean(fresh);
}

// The data functions of sign-in (auth.service.ts): clients, attempt counters, tenants, sessions, passwords.

/** A live OAuth client by its client id, or undefined. */
export async function clientByClientId(db: Db, clientId: string): Promise<typeof client.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(client)
    .where(and(eq(client.clientId, clientId), eq(client.isDeleted, 0)))
    .limit(1);
  return row;
}

/** The attempt counter of a key (an account or an address), or undefined. */
export async function attemptOf(db: Db, key: string): Promise<typeof authAttempt.$inferSelect | undefined> {
  const [row] = await db.select().from(authAttempt).where(eq(authAttempt.key, key));
  return row;
}

/**
 * Counts one attempt of `key` in one conditional upsert, admitted only while the key is not locked (the row is
 * locked by the upsert, so concurrent attempts take turns); the attempt that reaches `lockAfter` sets the lock
 * until `lockUntil`. Instants are ISO texts with their zone. Answers the count, or undefined when refused (locked).
 */
export async function countAttempt(db: Db, key: string, now: string, lockUntil: string, lockAfter: number): Promise<number | undefined> {
  const expired = sql`(${authAttempt.lockedUntil} is not null and ${authAttempt.lockedUntil} <= ${now}::timestamptz)`;
  const next = sql`(case when ${expired} then 1 else ${authAttempt.failures} + 1 end)`;
  const [row] = await db
    .insert(authAttempt)
    .values({ key, failures: 1, windowStart: now, lockedUntil: lockAfter <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: authAttempt.key,
      set: {
        failures: next,
        lockedUntil: sql`case when ${next} >= ${lockAfter} then ${lockUntil}::timestamptz else null end`,
        windowStart: sql`${now}::timestamptz`,
      },
      setWhere: sql`${authAttempt.lockedUntil} is null or ${authAttempt.lockedUntil} <= ${now}::timestamptz`,
    })
    .returning({ failures: authAttempt.failures });
  return row?.failures;
}

/** Deletes the attempt rows whose window started before `floor` and that are not locked at `at` (ISO instants). */
export async function deleteStaleAttempts(db: Db, floor: string, at: string): Promise<number> {
  const gone = await db
    .delete(authAttempt)
    .where(sql`${authAttempt.windowStart} < ${floor}::timestamptz and (${authAttempt.lockedUntil} is null or ${authAttempt.lockedUntil} <= ${at}::timestamptz)`)
    .returning({ key: authAttempt.key });
  return gone.length;
}

/** Counts one hit of `key` in a window that restarts at `now` when it began before `windowFloor`; answers the window's count. */
export async function hitWindow(db: Db, key: string, now: string, windowFloor: string): Promise<number> {
  const [row] = await db
    .insert(authAttempt)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: authAttempt.key,
      set: {
        failures: sql`case when ${authAttempt.windowStart} < ${windowFloor}::timestamptz then 1 else ${authAttempt.failures} + 1 end`,
        windowStart: sql`case when ${authAttempt.windowStart} < ${windowFloor}::timestamptz then ${now}::timestamptz else ${authAttempt.windowStart} end`,
      },
    })
    .returning({ failures: authAttempt.failures });
  return row.failures;
}

/** Forgets the attempts of a key. */
export async function deleteAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authAttempt).where(eq(authAttempt.key, key));
}

/** Whether a live tenant has this tenant id. */
export async function tenantExists(db: Db, forTenant: Tenant): Promise<boolean> {
  const [row] = await db
    .select({ id: tenant.id, status: tenant.status })
    .from(tenant)
    .where(and(eq(tenant.tenantId, forTenant.tenantId), eq(tenant.isDeleted, 0)))
    .limit(1);
  return Boolean(row);
}

/** Opens a session and notes the user's sign-in time. */
export async function insertSession(db: Db, values: typeof authSession.$inferInsert, lastLoginTime: string): Promise<void> {
  await db.insert(authSession).values(values);
  await db.update(user).set({ lastLoginTime }).where(eq(user.id, values.userId));
}

/**
 * Swaps a live, unexpired session's refresh hash for `freshHash` (keeping the old one as the previous); answers
 * the session, or undefined when `hash` names none of the client's live sessions.
 */
export async function swapRefreshHash(db: Db, hash: string, freshHash: string, clientId: string, now: string) {
  const [rotated] = await db
    .update(authSession)
    .set({ refreshHash: freshHash, previousRefreshHash: hash, lastRefreshTime: now })
    .where(
      and(
        eq(authSession.refreshHash, hash),
        isNull(authSession.revokedTime),
        sql`${authSession.expireTime} > ${instantParam(now)}`,
        eq(authSession.clientId, clientId),
      ),
    )
    .returning();
  return rotated;
}

/** The session whose previous refresh hash is `hash` (a rotated token used again), or undefined. */
export async function sessionRotatedFrom(db: Db, hash: string): Promise<{ id: string } | undefined> {
  const [reused] = await db.select({ id: authSession.id }).from(authSession).where(eq(authSession.previousRefreshHash, hash)).limit(1);
  return reused;
}

/** Revokes a session (once). */
export async function revokeSessionRow(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(authSession)
    .set({ revokedTime: formatDateTime(new Date()), revokedReason: reason })
    .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedTime)));
}

/** Stores a user's new password hash: the initial-password flag cleared, the password age restarted. */
export async function setPasswordHash(db: Db, actor: { userId: string }, userId: string, hash: string, now: string): Promise<void> {
  await db.update(user).set({ password: hash, isInitialPassword: 0, passwordTime: now, updateUser: actor.userId, updateTime: now }).where(eq(user.id, userId));
}
