import { checkAttempts, GrantError } from './auth.service.js';
import { findActiveUser } from './auth.queries.js';
import { takeHandoff } from './oidc.service.js';
import type { GrantHandler } from './grants.js';

/**
 * grant_type=oidc (`oidcCode`): the one-time code the OpenID Connect callback handed to the web app
 * for a matched user (oidc.service.ts). The account is checked again: disabled or locked meanwhile refuses.
 */
export const oidcGrant: GrantHandler = async ({ app, req, params, tenantId }) => {
  const code = (params.oidcCode ?? '').trim();
  if (!code) throw new GrantError('oidcCode: is required');
  const userId = code.length <= 100 ? await takeHandoff(app.db, { tenantId: tenantId }, code) : null;
  if (!userId) throw new GrantError('The single sign-on has expired or was already used, please sign in again', 401);
  const u = await findActiveUser(app.db, { tenantId: tenantId }, { id: userId });
  if (!u || u.status !== 1) throw new GrantError('The account is disabled, please contact the administrator');
  await checkAttempts(app.db, { tenantId: tenantId }, u.account, req.ip);
  return u;
};
