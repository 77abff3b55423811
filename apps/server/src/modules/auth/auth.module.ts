import { GrantType } from '@hr/contracts';
import { defineModule } from '../module.js';
import { authRoutes } from './auth.routes.js';
import { openLoginRoutes } from './open-login.routes.js';
import { passwordGrant } from './password.grant.js';
import { smsGrant } from './sms.grant.js';
import { ssoGrant } from './sso.grant.js';
import { oidcGrant } from './oidc.grant.js';
import { oidcRoutes } from './oidc.routes.js';
import { oidcMenus } from './oidc.menus.js';
import { pruneAttempts } from './auth.service.js';
import type { FastifyInstance } from 'fastify';
import { authNames } from './auth.names.js';

/** Prunes stale sign-in attempt rows, at most every 10 minutes per app (the sweep tick is 2 s). */
const lastPrune = new WeakMap<FastifyInstance, number>();
const attemptsSweep = async (app: FastifyInstance) => {
  if (Date.now() - (lastPrune.get(app) ?? 0) < 10 * 60_000) return;
  lastPrune.set(app, Date.now());
  await pruneAttempts(app.db);
};

/** Sign-in: the token call and its grants, sessions, password changes, codes by SMS and e-mail, OpenID Connect. */
export const authModule = defineModule({
  name: 'auth',
  names: authNames,
  routes: [authRoutes, openLoginRoutes, oidcRoutes],
  menus: oidcMenus,
  sweeps: { 'auth.attempts': attemptsSweep },
  grants: { [GrantType.PASSWORD]: passwordGrant, [GrantType.SMS]: smsGrant, [GrantType.SSO]: ssoGrant, [GrantType.OIDC]: oidcGrant },
});
