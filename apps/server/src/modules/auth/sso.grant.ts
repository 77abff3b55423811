import { lt } from 'drizzle-orm';
import { authUsedToken } from '../../platform/db/platform.tables.js';
import { sha256 } from '../../platform/auth/tokens.js';
import { formatDateTime } from '../../platform/util.js';
import { createSecretKey } from 'node:crypto';
import { importSPKI, jwtVerify, type JWTPayload } from 'jose';
import { SignInError } from '@hr/contracts';
import { GrantError } from './auth.service.js';
import { findActiveUser, type UserRow } from './auth.queries.js';
import type { GrantHandler } from './grants.js';

/**
 * grant_type=sso (`ssoToken`, used by /loginByMCCPortal): a JWT issued by the configured portal
 * (`SSO_ISSUER`), signed with `SSO_SECRET` (HS256) or the key of `SSO_PUBLIC_KEY` (RS256, PEM).
 * Its `account`, `sub` or `email` claim must name an existing active user of the tenant.
 */
export const ssoGrant: GrantHandler = async ({ app, params, tenantId }) => {
  const { ssoIssuer, ssoSecret, ssoPublicKey } = app.config;
  if (!ssoIssuer || (!ssoSecret && !ssoPublicKey))
    throw new GrantError('Sign-in through the portal (SSO) is not configured', 400, SignInError.UNSUPPORTED_GRANT_TYPE);
  const token = (params.ssoToken ?? '').trim();
  if (!token) throw new GrantError('ssoToken: is required');
  let claims: JWTPayload;
  try {
    const key = ssoPublicKey ? await importSPKI(ssoPublicKey.replace(/\\n/g, '\n'), 'RS256') : createSecretKey(Buffer.from(ssoSecret!, 'utf8'));
    ({ payload: claims } = await jwtVerify(token, key, {
      issuer: ssoIssuer,
      algorithms: [ssoPublicKey ? 'RS256' : 'HS256'],
      requiredClaims: ['exp'],
      clockTolerance: 30,
    }));
  } catch {
    throw new GrantError('The portal sign-in token is invalid or has expired', 401);
  }
  // single use: the token's id (or the token itself) is recorded until it expires; a replay is refused
  const usedKey = sha256(`sso:${claims.iss}:${typeof claims.jti === 'string' && claims.jti ? claims.jti : token}`);
  const now = new Date();
  await app.db.delete(authUsedToken).where(lt(authUsedToken.expireTime, formatDateTime(now)));
  const [fresh] = await app.db
    .insert(authUsedToken)
    .values({ key: usedKey, expireTime: formatDateTime(new Date(Math.max(now.getTime(), (claims.exp ?? 0) * 1000) + 60_000)) })
    .onConflictDoNothing()
    .returning({ key: authUsedToken.key });
  if (!fresh) throw new GrantError('The portal sign-in token has already been used', 401);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() && v.length <= 200 ? v.trim() : undefined);
  let u: UserRow | null = null;
  for (const account of [text(claims.account), text(claims.sub)]) {
    if (!u && account) u = await findActiveUser(app.db, { tenantId: tenantId }, { account });
  }
  const email = text(claims.email);
  if (!u && email) u = await findActiveUser(app.db, { tenantId: tenantId }, { email });
  if (!u) throw new GrantError('The portal account has no user here, please contact the administrator', 401);
  if (u.status !== 1) throw new GrantError('The account is disabled, please contact the administrator');
  return u;
};
