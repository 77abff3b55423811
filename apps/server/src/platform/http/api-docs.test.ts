import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';

// /api/docs in production (apiDocsPublic false, as NODE_ENV=production without API_DOCS=public gives):
// signed-in users only; open otherwise.
let gated: TestApp;
let open: TestApp;
let admin: Session;
beforeAll(async () => {
  gated = await createTestApp({ apiDocsPublic: false });
  open = await createTestApp({ apiDocsPublic: true });
  admin = await gated.login();
}, 120_000);
afterAll(async () => {
  await gated?.close();
  await open?.close();
});

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('API documentation', () => {
  it('in production: the document and the viewer answer 401 without a session, and the document to a signed-in user', async () => {
    for (const url of ['/api/docs/json', '/api/docs/yaml', '/api/docs', '/api/docs/static/swagger-initializer.js']) {
      const anonymous = await get(gated, url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 401, success: false, msg: expect.stringMatching(/sign in/) });
      expect(anonymous.body).not.toContain('/api/blade-system/webhook');
    }
    expect((await get(gated, '/api/docs/json', { 'blade-auth': 'bearer not-a-token' })).statusCode).toBe(401);
    const signedIn = await get(gated, '/api/docs/json', { 'blade-auth': `bearer ${admin.token}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().paths['/api/blade-system/webhook/submit']).toBeDefined();
    const page = await get(gated, '/api/docs', { authorization: `Bearer ${admin.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });

  it('a signed-out session is refused again', async () => {
    const s = await gated.login();
    expect((await get(gated, '/api/docs/json', { 'blade-auth': `bearer ${s.token}` })).statusCode).toBe(200);
    expect((await gated.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/logout', headers: s.headers })).statusCode).toBe(200);
    expect((await get(gated, '/api/docs/json', { 'blade-auth': `bearer ${s.token}` })).statusCode).toBe(401);
  });

  it('open outside production or with API_DOCS=public', async () => {
    const doc = await get(open, '/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/blade-system/webhook/submit']).toBeDefined();
    const page = await get(open, '/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});
