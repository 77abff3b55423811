import { message, requestLanguage } from '../../platform/i18n/index.js';
import { instantText } from '../../platform/clock-context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GrantType, SignInError } from '@hr/contracts';
import type { client } from '../../platform/auth/identity.tables.js';
import { newOpaqueToken, sha256, signAccessToken } from '../../platform/auth/tokens.js';
import { hashPassword, PASSWORD_MAX_AGE_DAYS, passwordExpired } from '../../platform/auth/passwords.js';
import { CLIENT_REFUSED, CLIENT_REQUIRED, clientSecretMatches, parseBasic } from '../../platform/auth/clients.js';
import { DEFAULT_TENANT, type AuthContext, type Tenant } from '../../platform/auth/context.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { addSeconds, formatDateTime, instantOf } from '../../platform/util.js';
import { nextId } from '../../platform/db/ids.js';
import type { Db } from '../../platform/db/client.js';
import {
  attemptOf,
  clientByClientId,
  countAttempt,
  deleteAttempts,
  deleteStaleAttempts,
  findActiveUser,
  hitWindow,
  insertSession,
  revokeSessionRow,
  roleAndDeptNames,
  sessionRotatedFrom,
  setPasswordHash,
  swapRefreshHash,
  tenantExists,
  type UserRow,
} from './auth.queries.js';
import { initialPassword } from '../../platform/auth/initial-password.js';
import { revokeUserSessions } from '../../platform/auth/sessions.js';
import type { TokenParams } from './grants.js';
import { environment } from '../../platform/config.js';

/** The context of a call made over HTTP: sign-in calls read the client's address and headers. */
export type RequestContext = ServiceContext & { req: FastifyRequest };

/** A refused sign-in: answered as `{error, error_description}` with this status. */
export class GrantError extends Error {
  constructor(
    readonly description: string,
    readonly status = 400,
    readonly error: string = SignInError.INVALID_GRANT,
  ) {
    super(description);
  }
}

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;
export const CAPTCHA_AFTER_FAILURES = 3;
/** Sign-in attempts per address per minute (LOGIN_IP_LIMIT, config.ts). */
const ipAttemptsPerMinute = () => environment().loginIpLimit;

/** Checks `Authorization: Basic base64(id:secret)` against the registered clients. */
export async function verifyClient(app: FastifyInstance, header: string | undefined): Promise<typeof client.$inferSelect> {
  const basic = parseBasic(header);
  if (!basic) throw new GrantError(CLIENT_REQUIRED, 401, SignInError.INVALID_CLIENT);
  const row = await clientByClientId(app.db, basic.clientId.slice(0, 64));
  if (!row || !(await clientSecretMatches(app, row.clientSecretHash, basic.secret))) throw new GrantError(CLIENT_REFUSED, 401, SignInError.INVALID_CLIENT);
  return row;
}

const accountKey = (tenantId: string, account: string) => `acct:${tenantId}:${account.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

const lockedError = (minutes: number) =>
  new GrantError(`The account is locked after ${LOCK_AFTER_FAILURES} failed sign-ins, try again in ${minutes} minute(s)`, 400, SignInError.ACCOUNT_LOCKED);

/** Refuses before any hashing when the account is locked or the address is over its rate. Returns failures so far. */
export async function checkAttempts(db: Db, forTenant: Tenant, account: string, ip: string): Promise<number> {
  const now = new Date();
  const ipRow = ip ? await attemptOf(db, ipKey(ip)) : undefined;
  if (ipRow && instantOf(ipRow.windowStart).getTime() > now.getTime() - 60_000 && ipRow.failures >= ipAttemptsPerMinute()) {
    throw new GrantError('Too many sign-in attempts from this address, try again in a minute', 429, SignInError.RATE_LIMITED);
  }
  const row = await attemptOf(db, accountKey(forTenant.tenantId, account));
  if (row?.lockedUntil && instantOf(row.lockedUntil) > now) {
    throw lockedError(Math.ceil((instantOf(row.lockedUntil).getTime() - now.getTime()) / 60_000));
  }
  return row?.lockedUntil ? 0 : (row?.failures ?? 0);
}

/**
 * Counts a password attempt against the account BEFORE its password is checked, in one conditional
 * upsert (the row is locked by the upsert, so concurrent sign-ins take turns): an attempt is admitted
 * only while the account is not locked, and the attempt that reaches LOCK_AFTER_FAILURES sets the lock
 * at once. A burst of parallel sign-ins thus checks at most LOCK_AFTER_FAILURES passwords; a success
 * clears the count (clearFailures). Answers the attempts counted so far, this one included.
 */
export async function claimAttempt(db: Db, forTenant: Tenant, account: string): Promise<number> {
  // instants (ISO, with their zone) in the hand-written SQL below, as the columns store them
  const now = new Date().toISOString();
  const lockUntil = addSeconds(new Date(), LOCK_MINUTES * 60).toISOString();
  const failures = await countAttempt(db, accountKey(forTenant.tenantId, account), now, lockUntil, LOCK_AFTER_FAILURES);
  if (failures === undefined) await checkAttempts(db, forTenant, account, '');
  if (failures === undefined) throw lockedError(LOCK_MINUTES);
  return failures;
}

/** Counts a failed attempt of the caller's address (the per-address rate). */
export async function recordAddressFailure(db: Db, ip: string): Promise<void> {
  await bumpIp(db, ip, formatDateTime(new Date()));
}

/** Attempt rows (accounts, known or not, and addresses) this long without an attempt are pruned. */
export const ATTEMPT_RETENTION_HOURS = 24;

/**
 * Deletes attempt rows without an attempt for ATTEMPT_RETENTION_HOURS and not locked now: unknown
 * account names a guesser tried do not pile up. Run by the `auth.attempts` sweep.
 */
export async function pruneAttempts(db: Db, now = new Date()): Promise<number> {
  const floor = addSeconds(now, -ATTEMPT_RETENTION_HOURS * 3600).toISOString();
  const at = now.toISOString();
  return deleteStaleAttempts(db, floor, at);
}

/** Counts one hit of `key` in a one-minute window (atomic upsert); answers the count of the window. */
async function hitMinuteWindow(db: Db, key: string, wallNow: string): Promise<number> {
  const now = instantText(wallNow);
  const windowFloor = addSeconds(new Date(), -60).toISOString();
  return hitWindow(db, key, now, windowFloor);
}

const bumpIp = (db: Db, ip: string, now: string) => hitMinuteWindow(db, ipKey(ip), now);

/** Public calls that cost us something (sending codes, drawing captchas): at most this many per address a minute. */
const addressSendsPerMinute = () => environment().publicIpLimit;

/** Counts a public call of `bucket` from the caller's address; over the limit is a 429. */
export async function limitAddress(db: Db, bucket: string, ip: string, perMinute = addressSendsPerMinute()): Promise<void> {
  const n = await hitMinuteWindow(db, `${bucket}:${ip}`.slice(0, 200), formatDateTime(new Date()));
  if (n > perMinute) throw new AppError(429, 'Too many requests from this address, please try again in a minute');
}

export async function clearFailures(db: Db, forTenant: Tenant, account: string): Promise<void> {
  await deleteAttempts(db, accountKey(forTenant.tenantId, account));
}

/** The tenant a sign-in call names: the `Tenant-Id` header, else the `tenantId` parameter, else the default. */
export function requestTenant(req: FastifyRequest, param: string | undefined): string {
  const header = req.headers['tenant-id'];
  return String((Array.isArray(header) ? header[0] : header) || param || DEFAULT_TENANT).slice(0, 12);
}

export async function ensureTenant(db: Db, forTenant: Tenant): Promise<void> {
  if (!(await tenantExists(db, forTenant))) throw new GrantError('Unknown tenant');
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  sessionId: string;
}

/** Opens a session (a refresh-token family) and signs its first access token. */
export async function openSession(
  app: FastifyInstance,
  req: FastifyRequest,
  u: UserRow,
  clientRow: typeof client.$inferSelect,
  grantType: string,
): Promise<IssuedTokens> {
  const refreshToken = newOpaqueToken();
  const sessionId = nextId();
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await insertSession(
      tx,
      {
        id: sessionId,
        tenantId: u.tenantId,
        userId: u.id,
        clientId: clientRow.clientId,
        refreshHash: sha256(refreshToken),
        grantType,
        ip: req.ip,
        userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
        expireTime: formatDateTime(addSeconds(now, clientRow.refreshTokenValidity)),
      },
      formatDateTime(now),
    );
  });
  const accessToken = await signAccessToken(
    app.signingKey,
    { sub: u.id, tid: u.tenantId, sid: sessionId, acc: u.account, cid: clientRow.clientId },
    clientRow.accessTokenValidity,
  );
  return { accessToken, refreshToken, expiresIn: clientRow.accessTokenValidity, sessionId };
}

/**
 * Rotates a refresh token. A token that was already rotated (reuse, e.g. stolen) revokes the whole
 * session family; the conditional UPDATE makes two concurrent refreshes yield one winner.
 */
export async function rotateRefresh(
  app: FastifyInstance,
  refreshToken: string,
  clientRow: typeof client.$inferSelect,
): Promise<{ user: UserRow; tokens: IssuedTokens }> {
  const hash = sha256(refreshToken);
  const db = app.db;
  const fresh = newOpaqueToken();
  const now = formatDateTime(new Date());
  const rotated = await swapRefreshHash(db, hash, sha256(fresh), clientRow.clientId, now);
  if (!rotated) {
    const reused = await sessionRotatedFrom(db, hash);
    if (reused) await revokeSession(db, reused.id, 'refresh_token_reuse');
    throw new GrantError('The refresh token is invalid or expired, please sign in again', 401);
  }
  const u = await findActiveUser(db, rotated, { id: rotated.userId });
  if (!u || u.status !== 1) {
    await revokeSession(db, rotated.id, 'user_disabled');
    throw new GrantError('The account is disabled', 401);
  }
  const accessToken = await signAccessToken(
    app.signingKey,
    { sub: u.id, tid: u.tenantId, sid: rotated.id, acc: u.account, cid: clientRow.clientId },
    clientRow.accessTokenValidity,
  );
  return { user: u, tokens: { accessToken, refreshToken: fresh, expiresIn: clientRow.accessTokenValidity, sessionId: rotated.id } };
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await revokeSessionRow(db, sessionId, reason);
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
    await setPasswordHash(tx, actor, u.id, hash, now);
    await revokeUserSessions(tx, u.id, o.reason, o.keepSessionId);
    await clearFailures(tx, u, u.account);
    await audit(tx, actor, o.req, { action: o.action, resource: 'user', recordId: u.id });
  });
}

export { PASSWORD_MAX_AGE_DAYS, passwordExpired } from '../../platform/auth/passwords.js';

/** The flat token answer the BladeX client reads. */
export async function tokenAnswer(db: Db, u: UserRow, t: IssuedTokens) {
  const { roleAliases, deptNames } = await roleAndDeptNames(db, u);
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
    role_name: roleAliases.join(','),
    dept_id: u.deptId,
    dept_name: deptNames.join(','),
    post_id: u.postId,
    staff_id: u.staffId ?? '',
    /** 2: a worker's self-service account (its session reaches /api/mcc-worker/self/ only). */
    user_type: u.userType,
    password_initial: u.isInitialPassword === 1,
    password_expired: passwordExpired(u),
    /** The language kept with the account ('' until he chooses one): the client takes it up on signing in. */
    language: u.language ?? '',
    license: 'powered by hr-platform',
    jti: t.sessionId,
  };
}

const unsupported = (grantType: string) => new GrantError(`Unsupported grant type: ${grantType}`, 400, SignInError.UNSUPPORTED_GRANT_TYPE);

/**
 * The token call: checks the client's Basic credentials, then rotates a refresh token or dispatches
 * on `grant_type` to the grant the modules registered, and opens a session. Answers the HTTP status
 * and the flat OAuth body (`{error, error_description}` when refused).
 */
export async function signIn({ app, db, req }: RequestContext, params: TokenParams): Promise<{ status: number; body: object }> {
  try {
    const clientRow = await verifyClient(app, req.headers.authorization);
    const grantType = params.grant_type ?? GrantType.PASSWORD;
    if (
      !clientRow.authorizedGrantTypes
        .split(',')
        .map((g) => g.trim())
        .includes(grantType)
    )
      throw unsupported(grantType);
    if (grantType === GrantType.REFRESH_TOKEN) {
      if (!params.refresh_token) throw new GrantError('refresh_token: is required');
      const { user: u, tokens } = await rotateRefresh(app, params.refresh_token, clientRow);
      return { status: 200, body: await tokenAnswer(db, u, tokens) };
    }
    const tenantId = requestTenant(req, params.tenantId);
    await ensureTenant(db, { tenantId: tenantId });
    const grant = app.modules.grants.get(grantType);
    if (!grant) throw unsupported(grantType);
    const u = await grant({ app, req, params, tenantId, client: clientRow });
    const tokens = await openSession(app, req, u, clientRow, grantType);
    return { status: 200, body: await tokenAnswer(db, u, tokens) };
  } catch (e) {
    // the description in the caller's language (platform/i18n); the error code stays the spec's
    if (e instanceof GrantError) return { status: e.status, body: { error: e.error, error_description: message(requestLanguage(req), e.description) } };
    throw e;
  }
}

/** `all-info`: the signed-in user (without the password hash), roles, permissions, data scopes and password flags. */
export async function allInfo({ db, auth }: ServiceContext) {
  const u = await findActiveUser(db, auth, { id: auth.userId });
  if (!u) throw badRequest('The account no longer exists');
  // roles and sorted codes come with the cached grants (per tenant perm_version and role set); copies leave the cache intact
  const roles = [...auth.roles];
  const { password: _secret, ...safe } = u;
  void _secret;
  return {
    user: { ...safe, userId: u.id },
    roles,
    permissions: [...auth.permissionList],
    dataScopes: auth.dataScopes.map((d) => ({ resourceCode: d.resourceCode, scopeType: d.scopeType })),
    dateFormat: 'DD MMM YYYY',
    multipleDeptUser: roles.some((r) => r.roleAlias.includes('multiple_dept_user')),
    passwordInitial: u.isInitialPassword === 1,
    passwordExpired: passwordExpired(u),
    passwordMaxAgeDays: PASSWORD_MAX_AGE_DAYS,
    initialPassword: initialPassword(),
  };
}
