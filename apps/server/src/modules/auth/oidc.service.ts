import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { OidcMatchField, OidcSignInError, type OidcSignInErrorCode } from '@hr/contracts';
import { sha256 } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors.js';
import { addSeconds, formatDateTime, instantOf } from '../../platform/util.js';
import type { Db } from '../../platform/db/client.js';
import { insertHandoff, insertOidcFlow, providerOfTenant, takeOidcFlow, takeOidcHandoff, type OidcProviderRow } from './oidc-config.queries.js';
import { callbackUrl, decryptSecret } from './oidc-config.service.js';
import { cachedProvider } from './oidc-discovery.js';
import { checkAttempts, GrantError, limitAddress } from './auth.service.js';
import { findActiveUser, type UserRow } from './auth.queries.js';
import type { Tenant } from '../../platform/auth/context.js';

/** A sign-in must come back from the provider within this long. */
export const FLOW_SECONDS = 600;
/** The web app must exchange the handed-over code within this long. */
export const HANDOFF_SECONDS = 120;
/** The cookie that ties a callback to the browser that started the sign-in. */
export const FLOW_COOKIE = 'hr_oidc_flow';
const COOKIE_PATH = '/api/blade-auth/oidc';
/** The web page that finishes (or explains) an OpenID Connect sign-in. */
export const WEB_FINISH_PATH = '/loginByOidc';

/** A refused sign-in on its way back to the web page; `reason` goes to the server log only. */
class OidcRefusal extends Error {
  constructor(
    readonly code: OidcSignInErrorCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const configKey = (row: OidcProviderRow) => `${row.id}:${row.version}`;
const providerConfig = (app: FastifyInstance, row: OidcProviderRow) =>
  cachedProvider(configKey(row), { issuer: row.issuer, clientId: row.clientId, secret: decryptSecret(app, row.clientSecretEnc) });

function flowCookie(req: FastifyRequest, value: string, maxAge: number): string {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  return `${FLOW_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieValue(req: FastifyRequest, name: string): string | undefined {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

const finishUrl = (fragment: Record<string, string>) => `${WEB_FINISH_PATH}#${new URLSearchParams(fragment).toString()}`;

/**
 * `GET /api/blade-auth/oidc/start`: sends the browser to the tenant's provider with a fresh state,
 * nonce and PKCE challenge (S256). Those stay on the server under the state's hash, with the hash of a
 * random value set in an HttpOnly cookie; a tenant without an enabled provider goes back to the sign-in page.
 */
export async function startOidcSignIn(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, tenantId: string): Promise<FastifyReply> {
  reply.header('cache-control', 'no-store');
  try {
    await limitAddress(app.db, 'oidc', req.ip);
    const row = await providerOfTenant(app.db, { tenantId: tenantId });
    if (!row || row.enabled !== 1) throw new OidcRefusal(OidcSignInError.NOT_CONFIGURED, `tenant ${tenantId} has no enabled provider`);
    let config: oidc.Configuration;
    try {
      config = await providerConfig(app, row);
    } catch (e) {
      throw new OidcRefusal(OidcSignInError.FAILED, `discovery of ${row.issuer} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const browser = randomBytes(32).toString('base64url');
    const redirectUri = callbackUrl(app, req);
    const now = new Date();
    await insertOidcFlow(
      app.db,
      {
        key: sha256(state),
        tenantId,
        providerId: row.id,
        providerVersion: row.version,
        nonce,
        codeVerifier,
        redirectUri,
        browserHash: sha256(browser),
        expireTime: formatDateTime(addSeconds(now, FLOW_SECONDS)),
      },
      formatDateTime(now),
    );
    const target = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: row.scope,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return reply.header('set-cookie', flowCookie(req, browser, FLOW_SECONDS)).redirect(target.href, 302);
  } catch (e) {
    return refuse(req, reply, e);
  }
}

function refuse(req: FastifyRequest, reply: FastifyReply, e: unknown): FastifyReply {
  if (e instanceof OidcRefusal) {
    req.log.warn({ oidc: e.code, reason: e.reason }, 'OpenID Connect sign-in refused');
    return reply.redirect(finishUrl({ error: e.code }), 302);
  }
  if (e instanceof AppError && e.code === 429) return reply.redirect(finishUrl({ error: OidcSignInError.FAILED }), 302);
  throw e;
}

/** Takes the flow of `state` (single use): null when unknown (a forged or replayed state) or expired. */
async function takeFlow(db: Db, state: string) {
  const flow = await takeOidcFlow(db, sha256(state));
  return flow && instantOf(flow.expireTime) > new Date() ? flow : null;
}

/** The value of the configured claim: from the ID token, else from the userinfo endpoint. */
async function claimValue(
  config: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
  claim: string,
): Promise<string | undefined> {
  const idClaims = tokens.claims();
  const text = (v: unknown) => (typeof v === 'string' && v.trim() && v.length <= 200 ? v.trim() : undefined);
  const fromId = text(idClaims?.[claim]);
  if (fromId || !idClaims || !config.serverMetadata().userinfo_endpoint) return fromId;
  const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
  return text(info[claim]);
}

/** The tenant's user the claim names, refused unless it exists, is active and is not locked. */
async function matchUser(db: Db, row: OidcProviderRow, value: string, ip: string): Promise<UserRow> {
  const u = await findActiveUser(db, row, row.matchField === OidcMatchField.EMAIL ? { email: value } : { account: value });
  if (!u) throw new OidcRefusal(OidcSignInError.UNKNOWN_ACCOUNT, `no user of tenant ${row.tenantId} has ${row.matchField} ${value}`);
  if (u.status !== 1) throw new OidcRefusal(OidcSignInError.ACCOUNT_DISABLED, `user ${u.account} is disabled`);
  try {
    await checkAttempts(db, row, u.account, ip);
  } catch (e) {
    if (e instanceof GrantError) throw new OidcRefusal(OidcSignInError.ACCOUNT_LOCKED, `user ${u.account}: ${e.description}`);
    throw e;
  }
  return u;
}

/**
 * `GET /api/blade-auth/oidc/callback`: the provider's answer. The state must name a live flow started
 * by this browser under the tenant's current, enabled provider version; openid-client then checks the
 * state, exchanges the code with the PKCE verifier and validates the ID token (signature, issuer,
 * audience, expiry, nonce). The configured claim must name an existing active user of that tenant
 * (never created here). The browser goes to the web page with a one-time code in the URL fragment,
 * which the web exchanges for the usual token pair (grant_type=oidc): tokens never appear in a URL.
 */
export async function finishOidcSignIn(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  query: Record<string, string | undefined>,
): Promise<FastifyReply> {
  reply.header('cache-control', 'no-store').header('set-cookie', flowCookie(req, '', 0));
  try {
    const flow = query.state ? await takeFlow(app.db, query.state) : null;
    if (!flow) throw new OidcRefusal(OidcSignInError.EXPIRED, 'unknown or expired state');
    const browser = cookieValue(req, FLOW_COOKIE);
    if (!browser || sha256(browser) !== flow.browserHash) throw new OidcRefusal(OidcSignInError.OTHER_BROWSER, 'the flow cookie does not match the state');
    const row = await providerOfTenant(app.db, flow);
    if (!row || row.enabled !== 1 || row.id !== flow.providerId || row.version !== flow.providerVersion) {
      throw new OidcRefusal(OidcSignInError.NOT_CONFIGURED, `the provider of tenant ${flow.tenantId} was disabled or changed during the sign-in`);
    }
    if (query.error) throw new OidcRefusal(OidcSignInError.REFUSED, `the provider answered ${query.error}: ${query.error_description ?? ''}`);
    let value: string | undefined;
    try {
      const config = await providerConfig(app, row);
      const current = new URL(flow.redirectUri);
      for (const [k, v] of Object.entries(query)) if (v !== undefined) current.searchParams.set(k, v);
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: query.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      value = await claimValue(config, tokens, row.accountClaim);
    } catch (e) {
      throw new OidcRefusal(OidcSignInError.FAILED, `code exchange or ID token check failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!value) throw new OidcRefusal(OidcSignInError.NO_CLAIM, `the ID token and userinfo have no ${row.accountClaim} claim`);
    const u = await matchUser(app.db, row, value, req.ip);
    const code = randomBytes(32).toString('base64url');
    await insertHandoff(
      app.db,
      { key: sha256(code), tenantId: row.tenantId, userId: u.id, expireTime: formatDateTime(addSeconds(new Date(), HANDOFF_SECONDS)) },
      formatDateTime(new Date()),
    );
    return reply.redirect(finishUrl({ code, tenantId: row.tenantId }), 302);
  } catch (e) {
    return refuse(req, reply, e);
  }
}

/** Takes a handed-over code of the tenant (single use): the user it was issued for, or null. */
export async function takeHandoff(db: Db, forTenant: Tenant, code: string): Promise<string | null> {
  const row = await takeOidcHandoff(db, { tenantId: forTenant.tenantId }, sha256(code));
  return row && instantOf(row.expireTime) > new Date() ? row.userId : null;
}
