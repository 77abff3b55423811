import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, useTestApp } from '../../../test/helpers.js';

const s = useTestApp();

const P = '/api/blade-system/client';

async function signInWith(clientId: string, secret: string) {
  const res = await s.t.app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`, 'tenant-id': '000000' },
    payload: { grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD, tenantId: '000000' },
  });
  return res.statusCode;
}

describe('clients', () => {
  it('answers the plain secret once on creation, stores only a hash, and the client can sign in', async () => {
    const created = await s.t.post(s.admin, `${P}/submit`, {
      clientId: 'mobile-app',
      authorizedGrantTypes: 'password,refresh_token',
      accessTokenValidity: 1800,
    });
    expect(created.code).toBe(200);
    const secret = created.data.clientSecret as string;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(created.data).not.toHaveProperty('clientSecretHash');
    expect(JSON.stringify(created.data)).not.toMatch(/argon2/);

    const d = await s.t.get(s.admin, `${P}/detail`, { id: created.data.id });
    expect(d.data).toMatchObject({ clientId: 'mobile-app', accessTokenValidity: 1800 });
    expect(d.data).not.toHaveProperty('clientSecret');
    expect(d.data).not.toHaveProperty('clientSecretHash');
    const page = await s.t.get(s.admin, `${P}/page`, { clientId: 'mobile' });
    expect(page.data.records.map((r: { clientId: string }) => r.clientId)).toEqual(['mobile-app']);
    expect(JSON.stringify(page.data)).not.toMatch(/argon2|clientSecret/);
    expect((await s.t.get(s.admin, `${P}/list`)).data.length).toBeGreaterThanOrEqual(2);

    expect(await signInWith('mobile-app', secret)).toBe(200);

    const edited = await s.t.post(s.admin, `${P}/submit`, { id: created.data.id, accessTokenValidity: 900 });
    expect(edited.data).not.toHaveProperty('clientSecret');
    expect(await signInWith('mobile-app', secret)).toBe(200);

    const regenerated = await s.t.post(s.admin, `${P}/submit`, { id: created.data.id, regenerateSecret: true });
    const fresh = regenerated.data.clientSecret as string;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(secret);
    expect(await signInWith('mobile-app', secret)).toBe(401);
    expect(await signInWith('mobile-app', fresh)).toBe(200);

    const chosen = await s.t.post(s.admin, `${P}/submit`, { id: created.data.id, clientSecret: 'a-chosen-secret-123' });
    expect(chosen.data.clientSecret).toBe('a-chosen-secret-123');
    expect(await signInWith('mobile-app', 'a-chosen-secret-123')).toBe(200);

    expect((await s.t.post(s.admin, `${P}/remove`, { ids: created.data.id })).code).toBe(200);
    expect(await signInWith('mobile-app', 'a-chosen-secret-123')).toBe(401);
  });

  it('refuses removing the client the caller signed in with', async () => {
    const web = (await s.t.get(s.admin, `${P}/page`, { clientId: 'hr-web' })).data.records[0];
    const res = await s.t.post(s.admin, `${P}/remove`, { ids: web.id });
    expect(res.status).toBe(409);
    expect(res.msg).toMatch(/signed in with/);
    expect((await s.t.get(s.admin, `${P}/detail`, { id: web.id })).code).toBe(200);
  });

  it('answers 400, 404 and 409 for bad writes', async () => {
    const noGrants = await s.t.post(s.admin, `${P}/submit`, { clientId: 'x-client' });
    expect(noGrants.status).toBe(400);
    expect(noGrants.msg).toMatch(/authorizedGrantTypes/);
    const badGrant = await s.t.post(s.admin, `${P}/submit`, { clientId: 'x-client', authorizedGrantTypes: 'password,magic' });
    expect(badGrant.status).toBe(400);
    const shortSecret = await s.t.post(s.admin, `${P}/submit`, { clientId: 'x-client', authorizedGrantTypes: 'password', clientSecret: 'short' });
    expect(shortSecret.status).toBe(400);
    expect(shortSecret.msg).toMatch(/clientSecret/);
    const badValidity = await s.t.post(s.admin, `${P}/submit`, { clientId: 'x-client', authorizedGrantTypes: 'password', accessTokenValidity: 5 });
    expect(badValidity.status).toBe(400);
    const dup = await s.t.post(s.admin, `${P}/submit`, { clientId: 'hr-web', authorizedGrantTypes: 'password' });
    expect(dup.status).toBe(409);
    expect(dup.msg).toMatch(/clientId/);
    expect((await s.t.get(s.admin, `${P}/detail`, { id: '999' })).status).toBe(404);
    expect((await s.t.post(s.admin, `${P}/remove`, { ids: '999' })).status).toBe(404);
  });
});
