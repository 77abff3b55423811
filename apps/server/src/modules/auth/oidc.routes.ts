import { z } from 'zod';
import { SystemPermissions } from '@hr/contracts';
import { route } from '../../platform/http/route.js';
import { oidcConfigDetail, oidcConfigInput, oidcConfigRecord, publicProvider, submitOidcConfig } from './oidc-config.service.js';
import { finishOidcSignIn, startOidcSignIn } from './oidc.service.js';
import { requestTenant } from './auth.service.js';

const tags = ['auth'];
const { view, edit } = SystemPermissions.oidc;
const zTenant = z.string().max(12).optional();
const zParam = z.string().max(2000).optional();

/** OpenID Connect sign-in: the tenant's provider settings (administrators), the button, the redirect and the callback. */
export const oidcRoutes = [
  route({
    method: 'GET',
    url: '/api/blade-system/oidc/detail',
    permission: view,
    summary:
      "The caller's tenant's OpenID Connect provider (defaults when none is saved): never the client secret, only hasSecret; redirectUri is what to register at the provider",
    tags,
    output: oidcConfigRecord,
    handler: (_i, ctx) => oidcConfigDetail(ctx),
  }),
  route({
    method: 'POST',
    url: '/api/blade-system/oidc/submit',
    permission: edit,
    summary:
      "Save the caller's tenant's OpenID Connect provider (issuer, clientId, clientSecret (blank keeps the stored one; clearSecret " +
      "forgets it), accountClaim, matchField account|email, scope, buttonLabel, enabled). Enabling it reads the issuer's discovery " +
      'document',
    tags,
    input: oidcConfigInput,
    output: oidcConfigRecord,
    handler: (input, ctx) => submitOidcConfig(ctx, input),
  }),
  route({
    method: 'GET',
    url: '/api/blade-auth/oidc/providers',
    permission: 'public',
    summary: 'Whether the tenant (tenantId or Tenant-Id, default 000000) signs in through an OpenID Connect provider, and its button label: {enabled, label}',
    tags,
    input: z.object({ tenantId: zTenant }),
    output: z.object({ enabled: z.boolean(), label: z.string() }),
    handler: ({ tenantId }, { db, req }) => publicProvider(db, { tenantId: requestTenant(req, tenantId) }),
  }),
  route({
    method: 'GET',
    url: '/api/blade-auth/oidc/start',
    permission: 'public',
    // a browser navigation, which carries no client credentials
    clientCheck: false,
    summary:
      "Redirect (302) to the tenant's OpenID Connect provider (authorization code with PKCE, state and nonce); without an enabled provider, back to /loginByOidc#error=not_configured",
    tags,
    raw: true,
    input: z.object({ tenantId: zTenant }),
    handler: ({ tenantId }, { app, req, reply }) => startOidcSignIn(app, req, reply, requestTenant(req, tenantId)),
  }),
  route({
    method: 'GET',
    url: '/api/blade-auth/oidc/callback',
    permission: 'public',
    clientCheck: false,
    summary:
      'The provider returns here (redirect URI). Redirects (302) to /loginByOidc#code=<one-time code>&tenantId=, which the web exchanges ' +
      'with grant_type=oidc and oidcCode at the token call, or to /loginByOidc#error=<reason>',
    tags,
    raw: true,
    input: z.object({ code: zParam, state: zParam, iss: zParam, error: zParam, error_description: zParam, session_state: zParam }),
    handler: (query, { app, req, reply }) => finishOidcSignIn(app, req, reply, query),
  }),
];
