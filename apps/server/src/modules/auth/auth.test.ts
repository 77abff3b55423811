import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, createTestApp, ADMIN_PASSWORD, type TestApp } from '../../../test/helpers.js';
import { issueCaptcha } from './captcha.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const token = (payload: Record<string, string>, headers: Record<string, string> = { authorization: BASIC }) =>
  t.app.inject({ method: 'POST', url: '/api/blade-auth/oauth/token', headers: { 'tenant-id': '000000', ...headers }, payload });

describe('sign-in', () => {
  it('answers the flat token shape for the right password, readable as the query string too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=${encodeURIComponent(ADMIN_PASSWORD)}&grant_type=password&scope=all`,
      headers: { authorization: BASIC, 'tenant-id': '000000' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', tenant_id: '000000', account: 'admin', role_name: 'administrator' });
    expect(typeof body.user_id).toBe('string');
    expect(body.expires_in).toBeGreaterThan(0);
  });

  it('refuses wrong client credentials with 401 invalid_client', async () => {
    const res = await token(
      { grant_type: 'password', username: 'admin', password: ADMIN_PASSWORD },
      { authorization: `Basic ${Buffer.from('hr-web:wrong').toString('base64')}` },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_client', error_description: 'Client authentication failed' });
  });

  it('locks the account after five wrong passwords, even for the right one afterwards', async () => {
    const s = await t.login();
    await t.post(s, '/api/blade-user/submit', { account: 'locky', password: 'Locky@12345', realName: 'Lock Test', name: 'locky' });
    // after three failures a solved captcha is required (captcha.ts); the failures still count
    const captcha = async (): Promise<Record<string, string>> => {
      const c = await issueCaptcha(t.app);
      return { authorization: BASIC, 'captcha-key': c.key, 'captcha-code': c.code };
    };
    for (let i = 0; i < 5; i++) {
      const res = await token({ grant_type: 'password', username: 'admin2-missing', password: 'nope' }, i < 3 ? undefined : await captcha());
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_grant');
    }
    const locked = await token({ grant_type: 'password', username: 'admin2-missing', password: 'nope' }, await captcha());
    expect(locked.json().error_description).toMatch(/locked/);
  });

  it('rotates refresh tokens and revokes the family when a spent one is reused', async () => {
    const s = await t.login();
    const first = await token({ grant_type: 'refresh_token', refresh_token: s.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(s.refreshToken);
    // reuse of the spent token: refused, and the rotated session dies with it
    const reuse = await token({ grant_type: 'refresh_token', refresh_token: s.refreshToken });
    expect(reuse.statusCode).toBe(401);
    const afterReuse = await token({ grant_type: 'refresh_token', refresh_token: rotated.refresh_token });
    expect(afterReuse.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/blade-user/all-info', headers: { 'blade-auth': `bearer ${rotated.access_token}` } });
    expect(me.statusCode).toBe(401);
  });

  it('logout ends the session at once', async () => {
    const s = await t.login();
    expect((await t.get(s, '/api/blade-user/all-info')).code).toBe(200);
    expect((await t.get(s, '/api/blade-auth/oauth/logout')).code).toBe(200);
    const after = await t.get(s, '/api/blade-user/all-info');
    expect(after.status).toBe(401);
    expect(after).toMatchObject({ code: 401, success: false, data: null });
  });

  it('rejects a tampered token', async () => {
    const s = await t.login();
    const parts = s.token.split('.');
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString());
    claims.tid = '999999';
    const forged = [parts[0], Buffer.from(JSON.stringify(claims)).toString('base64url'), parts[2]].join('.');
    const res = await t.app.inject({ method: 'GET', url: '/api/blade-user/all-info', headers: { 'blade-auth': `bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
  });
});

describe('all-info and password change', () => {
  it('reports the user, roles and password flags without the password hash', async () => {
    const s = await t.login();
    const res = await t.get(s, '/api/blade-user/all-info');
    expect(res.data.user.account).toBe('admin');
    expect(res.data.user.password).toBeUndefined();
    expect(res.data.roles[0].roleAlias).toBe('administrator');
    expect(res.data.passwordInitial).toBe(false);
    expect(res.data.passwordExpired).toBe(false);
  });

  it('applies check1, check2, check3 and the password rule, then changes the password', async () => {
    const s = await t.login();
    const change = (b: Record<string, string>) => t.post(s, '/api/blade-user/update-password', b);
    expect((await change({ oldPassword: ADMIN_PASSWORD, newPassword: 'Welcome@2026', newPassword1: 'Welcome@2026' })).msg).toBe(
      'The new password cannot be the initial password',
    );
    expect((await change({ oldPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD, newPassword1: ADMIN_PASSWORD })).msg).toBe(
      'The new password must be different from the old password',
    );
    expect((await change({ oldPassword: ADMIN_PASSWORD, newPassword: 'Other@12345', newPassword1: 'Other@54321' })).msg).toBe(
      'Enter the password twice inconsistent',
    );
    expect((await change({ oldPassword: ADMIN_PASSWORD, newPassword: 'alllowercase1!', newPassword1: 'alllowercase1!' })).msg).toMatch(
      /must contain at least one uppercase/,
    );
    expect((await change({ oldPassword: 'wrong', newPassword: 'Other@12345', newPassword1: 'Other@12345' })).status).toBe(400);
    const ok = await change({ oldPassword: ADMIN_PASSWORD, newPassword: 'Other@12345', newPassword1: 'Other@12345' });
    expect(ok.code).toBe(200);
    await expect(t.login('admin', ADMIN_PASSWORD)).rejects.toThrow(/incorrect/);
    const again = await t.login('admin', 'Other@12345');
    await t.post(again, '/api/blade-user/update-password', { oldPassword: 'Other@12345', newPassword: ADMIN_PASSWORD, newPassword1: ADMIN_PASSWORD });
  });
});
