import { AppError } from '../../platform/errors.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { authAttempt, authSession } from '../../platform/db/platform.tables.js';
import { client, dept, role, tenant, user } from '../system/system.tables.js';
import { newOpaqueToken, sha256, signAccessToken } from '../../platform/auth/tokens.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { DEFAULT_TENANT, type AuthContext } from '../../platform/auth/context.js';
import { audit } from '../../platform/audit.js';
import { addSeconds, formatDateTime, splitIds } from '../../platform/util.js';
import { nextId } from '../../platform/db/ids.js';
import type { Db } from '../../platform/db/client.js';

export type UserRow = typeof user.$inferSelect;

/** A refused sign-in: answered as `{error, error_description}` with this status. */
export class GrantError extends Error {
  constructor(
    readonly description: string,
    readonly status = 400,
    readonly error = 'invalid_grant',
  ) {
    super(description);
  }
}

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;
export const CAPTCHA_AFTER_FAILURES = 3;
export const IP_ATTEMPTS_PER_MINUTE = Number(process.env.LOGIN_IP_LIMIT ?? 300);

/** Checks `Authorization: Basic base64(id:secret)` against the registered clients. */
export async function verifyClient(db: Db, header: string | undefined): Promise<typeof client.$inferSelect> {
  const m = /^basic\s+(.+)$/i.exec(header ?? '');
  if (!m) throw new GrantError('Client credentials are required (Authorization: Basic)', 401, 'invalid_client');
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  const [id, secret] = sep < 0 ? [decoded, ''] : [decoded.slice(0, sep), decoded.slice(sep + 1)];
  const [row] = await db.select().from(client).where(and(eq(client.clientId, id), eq(client.isDeleted, 0))).limit(1);
  if (!row || !(await verifyPassword(row.clientSecretHash, secret))) throw new GrantError('Client authentication failed', 401, 'invalid_client');
  return row;
}

const accountKey = (tenantId: string, account: string) => `acct:${tenantId}:${account.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Refuses before any hashing when the account is locked or the address is over its rate. Returns failures so far. */
export async function checkAttempts(db: Db, tenantId: string, account: string, ip: string): Promise<number> {
  const now = new Date();
  const [ipRow] = await db.select().from(authAttempt).where(eq(authAttempt.key, ipKey(ip)));
  if (ipRow && new Date(`${ipRow.windowStart}Z`).getTime() > now.getTime() - 60_000 && ipRow.failures >= IP_ATTEMPTS_PER_MINUTE) {
    throw new GrantError('Too many sign-in attempts from this address, try again in a minute', 429, 'rate_limited');
  }
  const [row] = await db.select().from(authAttempt).where(eq(authAttempt.key, accountKey(tenantId, account)));
  if (row?.lockedUntil && new Date(`${row.lockedUntil}Z`) > now) {
    const minutes = Math.ceil((new Date(`${row.lockedUntil}Z`).getTime() - now.getTime()) / 60_000);
    throw new GrantError(`The account is locked after ${LOCK_AFTER_FAILURES} failed sign-ins, try again in ${minutes} minute(s)`, 400, 'account_locked');
  }
  return row?.lockedUntil ? 0 : (row?.failures ?? 0);
}

/** Counts a failed attempt against the account (locking it at the limit) and the address. */
export async function recordFailure(db: Db, tenantId: string, account: string, ip: string): Promise<number> {
  const now = formatDateTime(new Date());
  const lockUntil = formatDateTime(addSeconds(new Date(), LOCK_MINUTES * 60));
  const [acct] = await db
    .insert(authAttempt)
    .values({ key: accountKey(tenantId, account), failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: authAttempt.key,
      set: {
        failures: sql`case when ${authAttempt.lockedUntil} is not null and ${authAttempt.lockedUntil} <= ${now} then 1 else ${authAttempt.failures} + 1 end`,
        lockedUntil: sql`case when ${authAttempt.lockedUntil} is not null and ${authAttempt.lockedUntil} <= ${now} then null
          when ${authAttempt.failures} + 1 >= ${LOCK_AFTER_FAILURES} then ${lockUntil}::timestamp else ${authAttempt.lockedUntil} end`,
      },
    })
    .returning({ failures: authAttempt.failures });
  await bumpIp(db, ip, now);
  return acct.failures;
}

/** Counts one hit of `key` in a one-minute window (atomic upsert); answers the count of the window. */
async function hitMinuteWindow(db: Db, key: string, now: string): Promise<number> {
  const windowFloor = formatDateTime(addSeconds(new Date(), -60));
  const [row] = await db
    .insert(authAttempt)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: authAttempt.key,
      set: {
        failures: sql`case when ${authAttempt.windowStart} < ${windowFloor} then 1 else ${authAttempt.failures} + 1 end`,
        windowStart: sql`case when ${authAttempt.windowStart} < ${windowFloor} then ${now}::timestamp else ${authAttempt.windowStart} end`,
      },
    })
    .returning({ failures: authAttempt.failures });
  return row.failures;
}

const bumpIp = (db: Db, ip: string, now: string) => hitMinuteWindow(db, ipKey(ip), now);

/** Public calls that cost us something (sending codes, drawing captchas): at most this many per address a minute. */
export const ADDRESS_SENDS_PER_MINUTE = Number(process.env.PUBLIC_IP_LIMIT ?? 60);

/** Counts a public call of `bucket` from the caller's address; over the limit is a 429. */
export async function limitAddress(db: Db, bucket: string, ip: string, perMinute = ADDRESS_SENDS_PER_MINUTE): Promise<void> {
  const n = await hitMinuteWindow(db, `${bucket}:${ip}`.slice(0, 200), formatDateTime(new Date()));
  if (n > perMinute) throw new AppError(429, 'Too many requests from this address, please try again in a minute');
}

export async function clearFailures(db: Db, tenantId: string, account: string): Promise<void> {
  await db.delete(authAttempt).where(eq(authAttempt.key, accountKey(tenantId, account)));
}

export async function findActiveUser(db: Db, tenantId: string, where: { account?: string; phone?: string; email?: string; id?: string }): Promise<UserRow | null> {
  const conds = [eq(user.tenantId, tenantId), eq(user.isDeleted, 0)];
  if (where.account !== undefined) conds.push(eq(user.account, where.account));
  if (where.phone !== undefined) conds.push(or(eq(user.phone, where.phone), eq(sql`replace(${user.phone}, ' ', '')`, where.phone.replace(/\s/g, '')))!);
  if (where.email !== undefined) conds.push(sql`lower(${user.email}) = ${where.email.toLowerCase()}`);
  if (where.id !== undefined) conds.push(eq(user.id, where.id));
  const [row] = await db.select().from(user).where(and(...conds)).limit(1);
  return row ?? null;
}

/** The tenant a sign-in call names: the `Tenant-Id` header, else the `tenantId` parameter, else the default. */
export function requestTenant(req: FastifyRequest, param: string | undefined): string {
  const header = req.headers['tenant-id'];
  return String((Array.isArray(header) ? header[0] : header) || param || DEFAULT_TENANT).slice(0, 12);
}

export async function ensureTenant(db: Db, tenantId: string): Promise<void> {
  const [row] = await db.select({ id: tenant.id, status: tenant.status }).from(tenant).where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0))).limit(1);
  if (!row) throw new GrantError('Unknown tenant');
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  sessionId: string;
}

/** Opens a session (a refresh-token family) and signs its first access token. */
export async function openSession(app: FastifyInstance, req: FastifyRequest, u: UserRow, clientRow: typeof client.$inferSelect, grantType: string): Promise<IssuedTokens> {
  const refreshToken = newOpaqueToken();
  const sessionId = nextId();
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await tx.insert(authSession).values({
      id: sessionId,
      tenantId: u.tenantId,
      userId: u.id,
      clientId: clientRow.clientId,
      refreshHash: sha256(refreshToken),
      grantType,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
      expireTime: formatDateTime(addSeconds(now, clientRow.refreshTokenValidity)),
    });
    await tx.update(user).set({ lastLoginTime: formatDateTime(now) }).where(eq(user.id, u.id));
  });
  const accessToken = await signAccessToken(app.signingKey, { sub: u.id, tid: u.tenantId, sid: sessionId, acc: u.account, cid: clientRow.clientId }, clientRow.accessTokenValidity);
  return { accessToken, refreshToken, expiresIn: clientRow.accessTokenValidity, sessionId };
}

/**
 * Rotates a refresh token. A token that was already rotated (reuse, e.g. stolen) revokes the whole
 * session family; the conditional UPDATE makes two concurrent refreshes yield one winner.
 */
export async function rotateRefresh(app: FastifyInstance, refreshToken: string, clientRow: typeof client.$inferSelect): Promise<{ user: UserRow; tokens: IssuedTokens }> {
  const hash = sha256(refreshToken);
  const db = app.db;
  const fresh = newOpaqueToken();
  const now = formatDateTime(new Date());
  const [rotated] = await db
    .update(authSession)
    .set({ refreshHash: sha256(fresh), previousRefreshHash: hash, lastRefreshTime: now })
    .where(and(eq(authSession.refreshHash, hash), isNull(authSession.revokedTime), sql`${authSession.expireTime} > ${now}`, eq(authSession.clientId, clientRow.clientId)))
    .returning();
  if (!rotated) {
    const [reused] = await db.select({ id: authSession.id }).from(authSession).where(eq(authSession.previousRefreshHash, hash)).limit(1);
    if (reused) await revokeSession(db, reused.id, 'refresh_token_reuse');
    throw new GrantError('The refresh token is invalid or expired, please sign in again', 401);
  }
  const u = await findActiveUser(db, rotated.tenantId, { id: rotated.userId });
  if (!u || u.status !== 1) {
    await revokeSession(db, rotated.id, 'user_disabled');
    throw new GrantError('The account is disabled', 401);
  }
  const accessToken = await signAccessToken(app.signingKey, { sub: u.id, tid: u.tenantId, sid: rotated.id, acc: u.account, cid: clientRow.clientId }, clientRow.accessTokenValidity);
  return { user: u, tokens: { accessToken, refreshToken: fresh, expiresIn: clientRow.accessTokenValidity, sessionId: rotated.id } };
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db.update(authSession).set({ revokedTime: formatDateTime(new Date()), revokedReason: reason }).where(and(eq(authSession.id, sessionId), isNull(authSession.revokedTime)));
}

/** Ends every session of a user (password change or reset, quit). */
export async function revokeUserSessions(db: Db, userId: string, reason: string, exceptSessionId?: string): Promise<void> {
  const conds = [eq(authSession.userId, userId), isNull(authSession.revokedTime)];
  if (exceptSessionId) conds.push(sql`${authSession.id} <> ${exceptSessionId}`);
  await db.update(authSession).set({ revokedTime: formatDateTime(new Date()), revokedReason: reason }).where(and(...conds));
}

/**
 * Stores a new password (argon2id) in one transaction: clears the initial-password flag, restarts the
 * password age, clears sign-in failures, ends the user's sessions (all, or all but `keepSessionId`)
 * and writes the audit row.
 */
export async function storeNewPassword(
  db: Db,
  u: UserRow,
  plain: string,
  o: { action: string; reason: string; keepSessionId?: string; auth?: Pick<AuthContext, 'tenantId' | 'userId' | 'account'>; req?: FastifyRequest },
): Promise<void> {
  const hash = await hashPassword(plain);
  const now = formatDateTime(new Date());
  const actor = o.auth ?? { tenantId: u.tenantId, userId: u.id, account: u.account };
  await db.transaction(async (tx) => {
    await tx.update(user).set({ password: hash, isInitialPassword: 0, passwordTime: now, updateUser: actor.userId, updateTime: now }).where(eq(user.id, u.id));
    await revokeUserSessions(tx, u.id, o.reason, o.keepSessionId);
    await clearFailures(tx, u.tenantId, u.account);
    await audit(tx, actor, o.req, { action: o.action, resource: 'user', recordId: u.id });
  });
}

export const PASSWORD_MAX_AGE_DAYS = 90;

export function passwordExpired(u: Pick<UserRow, 'passwordTime'>): boolean {
  return Date.now() - new Date(`${u.passwordTime}Z`).getTime() > PASSWORD_MAX_AGE_DAYS * 86_400_000;
}

/** The flat token answer the BladeX client reads. */
export async function tokenAnswer(db: Db, u: UserRow, t: IssuedTokens) {
  const roleIds = splitIds(u.roleId);
  const deptIds = splitIds(u.deptId);
  const roles = roleIds.length ? await db.select({ alias: role.roleAlias, name: role.roleName }).from(role).where(and(sql`${role.id} in ${roleIds}`, eq(role.isDeleted, 0))) : [];
  const depts = deptIds.length ? await db.select({ name: dept.deptName }).from(dept).where(sql`${dept.id} in ${deptIds}`) : [];
  return {
    access_token: t.accessToken,
    token_type: 'bearer',
    refresh_token: t.refreshToken,
    expires_in: t.expiresIn,
    scope: 'all',
    tenant_id: u.tenantId,
    user_id: u.id,
    account: u.account,
    user_name: u.name ?? u.account,
    nick_name: u.realName ?? u.name ?? u.account,
    real_name: u.realName ?? u.name ?? u.account,
    avatar: u.avatar ?? '',
    role_id: u.roleId,
    role_name: roles.map((r) => r.alias).join(','),
    dept_id: u.deptId,
    dept_name: depts.map((d) => d.name).join(','),
    post_id: u.postId,
    staff_id: u.staffId ?? '',
    password_initial: u.isInitialPassword === 1,
    password_expired: passwordExpired(u),
    license: 'powered by hr-platform',
    jti: t.sessionId,
  };
}
