import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { BASIC, createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { addUser } from '../../../test/users.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { authSession } from '../../platform/db/platform.tables.js';
import { sha256 } from '../../platform/auth/tokens.js';
import { role, tenant, user } from '../system/system.tables.js';
import { authOidcFlow, oidcProvider } from './oidc.tables.js';
import { claimAttempt, LOCK_AFTER_FAILURES } from './auth.service.js';

/**
 * OpenID Connect sign-in against a real provider: panva's oidc-provider runs in this process on a
 * loopback port with our client registered; its development login and consent pages are driven over
 * HTTP like a browser would (any account name signs in there; the claim decides who it is here).
 */

const WEB = 'http://hr.test';
const REDIRECT = `${WEB}/api/blade-auth/oidc/callback`;
const OTHER_TENANT = '200001';
const PASSWORD = 'Oidc@Test2026';

let t: TestApp;
let admin: Session;
let otherAdmin: Session;
let idp: { issuer: string; close: () => Promise<void> };

async function startProvider(): Promise<typeof idp> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = (id: string) => ({
    client_id: id,
    client_secret: `${id}-secret-0123456789`,
    redirect_uris: [REDIRECT],
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
    token_endpoint_auth_method: 'client_secret_post' as const,
  });
  const provider = new Provider(issuer, {
    clients: [client('hr-platform'), client('hr-other')],
    cookies: { keys: ['oidc-test-cookie-key'] },
    pkce: { methods: ['S256'], required: () => true },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email'] },
    // the account name typed on the provider's login page is the subject; its claims follow from it
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, preferred_username: sub, name: `Person ${sub}`, email: `${sub}@idp.example` }) }),
    features: { devInteractions: { enabled: true } },
  });
  handler = provider.callback();
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's cookies for the provider (name -> value; paths ignored: the flows run one at a time). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** `GET /oidc/start` of our API as a browser: the provider's address and our flow cookie. */
async function start(tenantId = '000000') {
  const res = await t.app.inject({ method: 'GET', url: '/api/blade-auth/oidc/start', query: { tenantId } });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0];
  return { status: res.statusCode, location: String(res.headers.location ?? ''), cookie };
}

/**
 * At the provider: signs in as `account` on its login page, consents, and answers the URL the provider
 * sends the browser back to (our callback with code, state and iss).
 */
async function atProvider(authorizeUrl: string, account: string): Promise<URL> {
  const jar = new Jar();
  let next = authorizeUrl;
  for (let step = 0; step < 12; step++) {
    if (next.startsWith(REDIRECT)) return new URL(next);
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header } });
    jar.take(res);
    const page = await res.text();
    if (res.status >= 300 && res.status < 400) {
      next = new URL(res.headers.get('location')!, next).href;
      continue;
    }
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (res.status !== 200 || !prompt) throw new Error(`unexpected provider page ${res.status}: ${page.slice(0, 300)}`);
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login: account, password: 'any' } : { prompt });
    const sent = await fetch(next, {
      method: 'POST',
      redirect: 'manual',
      body: form,
      headers: { cookie: jar.header, 'content-type': 'application/x-www-form-urlencoded' },
    });
    jar.take(sent);
    await sent.arrayBuffer();
    next = new URL(sent.headers.get('location')!, next).href;
  }
  throw new Error('the provider did not send the browser back');
}

/** Our callback as the browser that started the flow (its flow cookie); answers where it sends the browser. */
async function callback(url: URL, cookie: string | null) {
  const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location.startsWith('/loginByOidc#')).toBe(true);
  return Object.fromEntries(new URLSearchParams(location.split('#')[1]));
}

/** The whole round trip for `account`, optionally changing something before the callback. */
async function signInThrough(tenantId: string, account: string, beforeCallback?: (back: URL) => Promise<URL | void> | URL | void) {
  const s = await start(tenantId);
  expect(s.status).toBe(302);
  let back = await atProvider(s.location, account);
  back = (await beforeCallback?.(back)) ?? back;
  return callback(back, s.cookie);
}

const exchange = (code: string, tenantId = '000000') =>
  t.app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: { authorization: BASIC, 'tenant-id': tenantId },
    payload: { grant_type: 'oidc', oidcCode: code, tenantId },
  });

const settings = (over: Record<string, unknown> = {}) => ({
  issuer: idp.issuer,
  clientId: 'hr-platform',
  clientSecret: 'hr-platform-secret-0123456789',
  accountClaim: 'preferred_username',
  matchField: 'account',
  buttonLabel: 'Company login',
  enabled: true,
  ...over,
});

beforeAll(async () => {
  idp = await startProvider();
  t = await createTestApp({ publicWebUrl: WEB });
  admin = await t.login();
  await addUser(t, { account: 'alice', password: PASSWORD, email: 'alice.tan@straits.example' });
  await addUser(t, { account: 'dora', password: PASSWORD });
  await addUser(t, { account: 'lock.me', password: PASSWORD });
  // another company: its own administrator and provider client, and an account only it has
  await t.db.insert(tenant).values({ tenantId: OTHER_TENANT, tenantName: 'Other company' });
  const [otherRole] = await t.db
    .insert(role)
    .values({ tenantId: OTHER_TENANT, roleName: 'Administrator', roleAlias: 'administrator' })
    .returning({ id: role.id });
  for (const account of ['other.admin', 'olivia']) {
    await t.db
      .insert(user)
      .values({
        tenantId: OTHER_TENANT,
        account,
        password: await hashPassword(PASSWORD),
        name: account,
        realName: account,
        roleId: account === 'other.admin' ? otherRole.id : '',
        isInitialPassword: 0,
      });
  }
  otherAdmin = await t.login('other.admin', PASSWORD, OTHER_TENANT);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

describe('provider settings', () => {
  it('start with defaults, and the sign-in screen shows no button', async () => {
    const detail = await t.get(admin, '/api/blade-system/oidc/detail');
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({ id: null, enabled: false, hasSecret: false, accountClaim: 'preferred_username', redirectUri: REDIRECT });
    expect((await t.get(null, '/api/blade-auth/oidc/providers', { tenantId: '000000' })).data).toEqual({ enabled: false, label: '' });
    const s = await start();
    expect(s.location).toBe('/loginByOidc#error=not_configured');
  });

  it('refuse bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ issuer: 'ftp://idp.example' }, /issuer/i],
      [{ issuer: 'http://idp.example.com' }, /issuer.*https/i],
      [{ clientId: '' }, /client ?id/i],
      [{ accountClaim: 'bad claim!' }, /account ?claim/i],
      [{ matchField: 'phone' }, /match ?field/i],
      [{ scope: 'profile email' }, /scope.*openid/i],
      [{ buttonLabel: '' }, /button ?label/i],
      // enabling checks that the provider answers
      [{ issuer: 'http://127.0.0.1:9' }, /issuer.*discovery/i],
    ];
    for (const [over, msg] of cases) {
      const res = await t.post(admin, '/api/blade-system/oidc/submit', settings(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.msg).toMatch(msg);
    }
    expect((await t.get(admin, '/api/blade-system/oidc/detail')).data.id).toBeNull();
  });

  it('are saved with the secret encrypted and never answered; the button appears', async () => {
    const saved = await t.post(admin, '/api/blade-system/oidc/submit', settings());
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ issuer: idp.issuer, clientId: 'hr-platform', hasSecret: true, enabled: true, buttonLabel: 'Company login' });
    expect(JSON.stringify(saved.data)).not.toContain('0123456789');
    const detail = await t.get(admin, '/api/blade-system/oidc/detail');
    expect(JSON.stringify(detail.data)).not.toContain('0123456789');
    const [row] = await t.db.select().from(oidcProvider).where(eq(oidcProvider.tenantId, '000000'));
    expect(row.clientSecretEnc).toMatch(/^v1\./);
    expect(row.clientSecretEnc).not.toContain('0123456789');
    // a blank secret keeps the stored one
    expect((await t.post(admin, '/api/blade-system/oidc/submit', settings({ clientSecret: '' }))).data.hasSecret).toBe(true);

    const button = await t.get(null, '/api/blade-auth/oidc/providers', { tenantId: '000000' });
    expect(button.data).toEqual({ enabled: true, label: 'Company login' });
    // only the tenant's own: another tenant has none yet
    expect((await t.get(null, '/api/blade-auth/oidc/providers', { tenantId: OTHER_TENANT })).data).toEqual({ enabled: false, label: '' });
  });

  it("belong to the caller's tenant only", async () => {
    const mine = await t.get(otherAdmin, '/api/blade-system/oidc/detail');
    expect(mine.data).toMatchObject({ id: null, enabled: false, issuer: '' });
    await addUser(t, { account: 'no.grants', password: PASSWORD });
    const noGrants = await t.login('no.grants', PASSWORD);
    expect((await t.get(noGrants, '/api/blade-system/oidc/detail')).status).toBe(403);
    expect((await t.post(noGrants, '/api/blade-system/oidc/submit', settings())).status).toBe(403);
  });
});

describe('sign-in through the provider', () => {
  it('sends the browser with PKCE S256, state and nonce, and keeps them on the server', async () => {
    const s = await start();
    expect(s.status).toBe(302);
    const url = new URL(s.location);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe('hr-platform');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.has('code_verifier')).toBe(false);
    expect(s.cookie).toMatch(/^hr_oidc_flow=[\w-]{40,}$/);
  });

  it('gives a matched user a working token pair, recorded as an oidc sign-in', async () => {
    const back = await signInThrough('000000', 'alice');
    expect(back.error).toBeUndefined();
    expect(back.tenantId).toBe('000000');
    const res = await exchange(back.code);
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    expect(tokens).toMatchObject({ account: 'alice', tenant_id: '000000', token_type: 'bearer' });

    const me = await t.get(
      {
        token: tokens.access_token,
        refreshToken: tokens.refresh_token,
        userId: tokens.user_id,
        headers: { 'blade-auth': `bearer ${tokens.access_token}`, authorization: BASIC },
      },
      '/api/blade-user/all-info',
    );
    expect(me.status).toBe(200);
    expect(me.data.user.account).toBe('alice');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC },
      payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const [session] = await t.db.select().from(authSession).where(eq(authSession.id, tokens.jti));
    expect(session).toMatchObject({ grantType: 'oidc', tenantId: '000000', userId: tokens.user_id });

    // the hand-over code works once
    const again = await exchange(back.code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error_description).toMatch(/expired or was already used/);
  });

  it('matches by e-mail when so configured (the claim read from the ID token or userinfo)', async () => {
    await t.post(admin, '/api/blade-system/oidc/submit', settings({ accountClaim: 'email', matchField: 'email' }));
    // the provider says <account>@idp.example: give dora that address
    await t.db
      .update(user)
      .set({ email: 'Dora@IDP.example' })
      .where(and(eq(user.account, 'dora'), eq(user.tenantId, '000000')));
    const back = await signInThrough('000000', 'dora');
    expect((await exchange(back.code)).json().account).toBe('dora');
    await t.post(admin, '/api/blade-system/oidc/submit', settings());
  });

  it('refuses an account that has no user here, and creates none', async () => {
    const before = (await t.db.select({ id: user.id }).from(user)).length;
    const back = await signInThrough('000000', 'mallory');
    expect(back).toEqual({ error: 'unknown_account' });
    expect((await t.db.select({ id: user.id }).from(user)).length).toBe(before);
  });

  it('respects a disabled or locked account', async () => {
    await t.db
      .update(user)
      .set({ status: 0 })
      .where(and(eq(user.account, 'dora'), eq(user.tenantId, '000000')));
    expect(await signInThrough('000000', 'dora')).toEqual({ error: 'account_disabled' });

    // five failed passwords (counted as the password grant counts them) lock the account
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) await claimAttempt(t.db, { tenantId: '000000' }, 'lock.me');
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'tenant-id': '000000' },
      payload: { grant_type: 'password', username: 'lock.me', password: PASSWORD },
    });
    expect(locked.json().error).toBe('account_locked');
    expect(await signInThrough('000000', 'lock.me')).toEqual({ error: 'account_locked' });
  });

  it('refuses a tampered state, a replayed callback and another browser', async () => {
    const tampered = await signInThrough('000000', 'alice', (back) => {
      back.searchParams.set('state', `${back.searchParams.get('state')}x`);
    });
    expect(tampered).toEqual({ error: 'expired' });

    const s = await start();
    const back = await atProvider(s.location, 'alice');
    expect(await callback(back, null)).toEqual({ error: 'other_browser' });
    // that attempt spent the state: the right browser cannot replay it either
    expect(await callback(back, s.cookie)).toEqual({ error: 'expired' });
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const back = await signInThrough('000000', 'alice', async (url) => {
      const key = sha256(url.searchParams.get('state')!);
      const [flow] = await t.db.select().from(authOidcFlow).where(eq(authOidcFlow.key, key));
      await t.db
        .update(authOidcFlow)
        .set({ nonce: `${flow.nonce}-other` })
        .where(eq(authOidcFlow.key, key));
      return url;
    });
    expect(back).toEqual({ error: 'failed' });
  });

  it('refuses when the provider is disabled, before or during the sign-in', async () => {
    const s = await start();
    await t.post(admin, '/api/blade-system/oidc/submit', settings({ enabled: false }));
    expect((await t.get(null, '/api/blade-auth/oidc/providers', { tenantId: '000000' })).data.enabled).toBe(false);
    const back = await atProvider(s.location, 'alice');
    expect(await callback(back, s.cookie)).toEqual({ error: 'not_configured' });
    expect((await start()).location).toBe('/loginByOidc#error=not_configured');
    await t.post(admin, '/api/blade-system/oidc/submit', settings());
  });

  it("uses only the tenant's own provider and users", async () => {
    // tenant 200001 has no provider: nothing falls back to 000000's
    expect((await start(OTHER_TENANT)).location).toBe('/loginByOidc#error=not_configured');
    const saved = await t.post(
      otherAdmin,
      '/api/blade-system/oidc/submit',
      settings({ clientId: 'hr-other', clientSecret: 'hr-other-secret-0123456789', buttonLabel: 'Other SSO' }),
    );
    expect(saved.status).toBe(200);
    expect((await t.get(null, '/api/blade-auth/oidc/providers', { tenantId: OTHER_TENANT })).data).toEqual({ enabled: true, label: 'Other SSO' });
    expect((await t.get(admin, '/api/blade-system/oidc/detail')).data.clientId).toBe('hr-platform');

    const s = await start(OTHER_TENANT);
    expect(new URL(s.location).searchParams.get('client_id')).toBe('hr-other');
    // olivia exists only in 200001: through 000000's provider she is unknown
    expect(await signInThrough('000000', 'olivia')).toEqual({ error: 'unknown_account' });
    // alice exists only in 000000: through 200001's provider she is unknown
    expect(await signInThrough(OTHER_TENANT, 'alice')).toEqual({ error: 'unknown_account' });

    const back = await signInThrough(OTHER_TENANT, 'olivia');
    expect(back.tenantId).toBe(OTHER_TENANT);
    // the hand-over code belongs to its tenant
    expect((await exchange(back.code, '000000')).statusCode).toBe(401);
    const back2 = await signInThrough(OTHER_TENANT, 'olivia');
    const res = await exchange(back2.code, OTHER_TENANT);
    expect(res.json()).toMatchObject({ account: 'olivia', tenant_id: OTHER_TENANT });
  });
});
