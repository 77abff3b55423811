import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { authSession } from '../db/platform.tables.js';
import { client, tenant, user } from './identity.tables.js';
import { forbidden, unauthorized } from '../errors.js';
import { passwordChangeDue } from './passwords.js';
import { requireClient } from './clients.js';
import { verifyAccessTokenCached } from './tokens.js';
import { preparedPerDb } from '../db/prepared.js';
import { apiScopeAllows, loadRoleGrants, permits, WORKER_SELF } from './permissions.js';
import { USER_TYPE_WORKER, type AuthContext } from './context.js';
import { splitIds } from '../util.js';
import { FeedCache } from '../db/feed-cache.js';

/** The bearer token of a request: `Blade-Auth: bearer <jwt>` (BladeX), or `Authorization: Bearer <jwt>`. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const blade = req.headers['blade-auth'];
  const raw = (Array.isArray(blade) ? blade[0] : blade) ?? req.headers.authorization;
  if (!raw) return undefined;
  const m = /^bearer\s+(.+)$/i.exec(raw.trim());
  return m ? m[1] : undefined;
}

/**
 * The session/user/tenant query of an authenticated request, as a prepared statement. Its rows are kept by
 * the session cache while the database reports no change to those tables: a logout, a disabled user or a
 * grant change retires them before the write that made it returns in this process, and as soon as
 * PostgreSQL delivers its notification in every other one.
 */
const sessionQuery = preparedPerDb((db) =>
  db
    .select({
      userId: user.id,
      account: user.account,
      name: user.name,
      realName: user.realName,
      roleId: user.roleId,
      deptId: user.deptId,
      postId: user.postId,
      staffId: user.staffId,
      workerId: user.workerId,
      userType: user.userType,
      isInitialPassword: user.isInitialPassword,
      passwordTime: user.passwordTime,
      permVersion: tenant.permVersion,
      clientId: authSession.clientId,
      clientSecretHash: client.clientSecretHash,
    })
    .from(authSession)
    .innerJoin(user, and(eq(user.id, authSession.userId), eq(user.isDeleted, 0), eq(user.status, 1)))
    .innerJoin(tenant, and(eq(tenant.tenantId, authSession.tenantId), eq(tenant.isDeleted, 0)))
    .leftJoin(client, and(eq(client.clientId, authSession.clientId), eq(client.isDeleted, 0)))
    .where(
      and(
        eq(authSession.id, sql.placeholder('sid')),
        isNull(authSession.revokedTime),
        eq(authSession.tenantId, sql.placeholder('tid')),
        eq(authSession.userId, sql.placeholder('sub')),
      ),
    )
    .limit(1)
    .prepare('hr_auth_session'),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];
const sessionCaches = new WeakMap<FastifyInstance, FeedCache<SessionRow>>();
function sessionCacheOf(app: FastifyInstance): FeedCache<SessionRow> {
  let cache = sessionCaches.get(app);
  if (!cache) sessionCaches.set(app, (cache = new FeedCache(app.database.authFeed)));
  return cache;
}

/**
 * Resolves the caller from the token: signature and expiry, then the session (not revoked), the user
 * (active) and the tenant's permission version, from the session cache or one query, then cached role grants.
 */
export async function resolveAuth(app: FastifyInstance, token: string): Promise<AuthContext | null> {
  return (await resolveSession(app, token))?.auth ?? null;
}

/** The caller (resolveAuth) and the client that opened the session, whose credentials each call must carry. */
async function resolveSession(
  app: FastifyInstance,
  token: string,
): Promise<{ auth: AuthContext; client: { clientId: string; secretHash: string | null } } | null> {
  const claims = verifyAccessTokenCached(app.signingKey, token);
  if (!claims) return null;
  const row = await sessionCacheOf(app).read(
    `${claims.sid}:${claims.tid}:${claims.sub}`,
    async () => (await sessionQuery(app.db).execute({ sid: claims.sid, tid: claims.tid, sub: claims.sub }))[0],
  );
  if (!row) return null;
  const workerSession = row.userType === USER_TYPE_WORKER;
  // a worker's account holds no role, whatever an administrator gave it: the session reaches his own data only
  const roleIds = workerSession ? [] : splitIds(row.roleId);
  const grants = await loadRoleGrants(app.db, { tenantId: claims.tid }, roleIds, row.permVersion);
  const auth: AuthContext = {
    tenantId: claims.tid,
    userId: row.userId,
    account: row.account,
    userName: row.name ?? row.account,
    realName: row.realName ?? row.name ?? row.account,
    sessionId: claims.sid,
    roleIds,
    roleAliases: grants.roleAliases,
    roles: grants.roles,
    deptIds: splitIds(row.deptId),
    postIds: splitIds(row.postId),
    staffId: row.staffId,
    workerId: row.workerId,
    isAdmin: grants.isAdmin,
    permissions: grants.permissions,
    permissionList: grants.permissionList,
    apiScopes: grants.apiScopes,
    dataScopes: grants.dataScopes,
    // a worker's account has no password (it signs in by SMS code)
    passwordChangeDue: workerSession ? false : passwordChangeDue(row),
    workerSession,
  };
  return { auth, client: { clientId: row.clientId, secretHash: row.clientSecretHash } };
}

export const NOT_FOR_WORKERS = "This is not available to a worker's account";

export const PASSWORD_CHANGE_FIRST =
  'Please change your password first: while the initial password is in use or the password is older than 90 days, only the password change and sign-out are available';

/** onRequest hook: every route states its permission (route.ts); this enforces it before parsing input. */
export function registerAuthentication(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const permission = req.routeOptions.config?.permission;
    if (permission === undefined) {
      // Not an API route of ours (static files, docs, 404): nothing to check.
      return;
    }
    const token = bearerToken(req);
    const allowedDuringChange = req.routeOptions.config?.passwordChange === true;
    // every API call carries the client's Basic credentials, bearer or not (routes opt out: clientCheck false)
    const checksClient = req.routeOptions.config?.clientCheck !== false && (req.routeOptions.url ?? '').startsWith('/api/');
    if (permission === 'public') {
      const session = token ? await resolveSession(app, token) : null;
      if (checksClient) await requireClient(app, req, session?.client);
      // a session that must change its password first is anonymous to public calls
      // and so is a worker's session to public calls that do not declare it (they may read more for a signed-in caller)
      const workerAllowed = !session?.auth.workerSession || req.routeOptions.config?.workerSession === true;
      if (session && workerAllowed && (!session.auth.passwordChangeDue || allowedDuringChange)) req.auth = session.auth;
      return;
    }
    if (!token) throw unauthorized('Unauthorized, please sign in');
    const session = await resolveSession(app, token);
    if (!session) throw unauthorized('Your session has ended, please sign in again');
    if (checksClient) await requireClient(app, req, session.client);
    const auth = session.auth;
    if (auth.passwordChangeDue && !allowedDuringChange) throw forbidden(PASSWORD_CHANGE_FIRST);
    req.auth = auth;
    // a worker's session: his own routes and the few shared ones that declare it (sign-out, filing a request)
    if (auth.workerSession && permission !== WORKER_SELF && req.routeOptions.config?.workerSession !== true) throw forbidden(NOT_FOR_WORKERS);
    if (!permits(auth, permission)) throw forbidden();
    // (API scopes narrow roles' grants; a worker's session holds none and reaches his own routes only)
    if (!auth.workerSession && !apiScopeAllows(auth, req.routeOptions.url ?? req.url)) throw forbidden();
  });
}
