import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { fillPath } from '../../../test/route-catalog.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => t?.close());

const bearer = () => ({ 'blade-auth': `bearer ${admin.token}` });
const wrongSecret = `Basic ${Buffer.from('hr-web:not-the-secret').toString('base64')}`;
/** The only API routes a call without client credentials reaches; each says why (clientCheck: false). */
// the OpenID Connect start and callback are browser navigations (to and back from the identity provider), which carry no client credentials
const WITHOUT_CLIENT = new Set([
  'POST /api/blade-auth/oauth/token',
  'GET /api/blade-resource/file/:attachId',
  'GET /api/mcc-open/open-flow/verify',
  'GET /api/mcc-open/calendar/:file',
  'GET /api/health',
  'GET /api/blade-auth/oidc/start',
  'GET /api/blade-auth/oidc/callback',
]);

describe("every API call needs the client's Basic credentials", () => {
  it('refuses a valid bearer token without them or with a wrong secret, and serves it with them', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/blade-user/all-info', headers: bearer() });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, msg: 'Client credentials are required (Authorization: Basic)' });
    const wrong = await t.app.inject({ method: 'GET', url: '/api/blade-user/all-info', headers: { ...bearer(), authorization: wrongSecret } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe('Client authentication failed');
    const right = await t.app.inject({ method: 'GET', url: '/api/blade-user/all-info', headers: { ...bearer(), authorization: BASIC } });
    expect(right.statusCode).toBe(200);
    // the session is still open: the refusals did not end it
    expect((await t.get(admin, '/api/blade-user/all-info')).status).toBe(200);
  });

  it('public calls of our client need them too; the health probe and the external report check do not', async () => {
    const captcha = await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha' });
    expect(captcha.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha', headers: { authorization: BASIC } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/mcc-open/open-flow/verify?token=x' })).statusCode).toBe(400);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      payload: { grant_type: 'password', username: 'admin', password: 'x' },
    });
    expect(token.statusCode).toBe(401);
    expect(token.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('no other API route answers a signed-in call without them', async () => {
    const reached: string[] = [];
    const seen = new Set<string>();
    for (const r of t.app.routeTable) {
      const key = `${r.method} ${r.url}`;
      if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs') || seen.has(key)) continue;
      seen.add(key);
      const res = await t.app.inject({ method: r.method as 'GET', url: fillPath(r.url, () => '1'), headers: bearer() });
      if (res.statusCode !== 401 && !WITHOUT_CLIENT.has(key)) reached.push(`${key}: ${res.statusCode}`);
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(reached).toEqual([]);
  });
});
