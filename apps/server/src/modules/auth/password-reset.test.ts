import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BASIC, createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { addUser, lastCodeTo, lastMessageTo, userRow } from '../../../test/users.js';
import { authOtp, authSession } from '../../platform/db/platform.tables.js';
import { user } from '../system/system.tables.js';
import { formatDateTime } from '../../platform/util.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await addUser(t, { account: 'resetter', password: 'Reset@12345', phone: '+65 81230000', email: 'Resetter@Example.test' });
});
afterAll(async () => t?.close());

const open = (path: string, body: Record<string, unknown>) => t.post(null, `/api/mcc-open/openLogin/${path}`, body);
const allowNextSend = () => t.db.update(authOtp).set({ createTime: sql`${authOtp.createTime} - interval '61 seconds'` });

describe('password reset by SMS and e-mail', () => {
  it('resets by SMS code with the password rule and check3, ending every session', async () => {
    const s1 = await t.login('resetter', 'Reset@12345');
    const s2 = await t.login('resetter', 'Reset@12345');
    expect((await open('sendResetPasswordSms', { phone: '+65 81230000' })).code).toBe(200);
    expect((await open('sendResetPasswordSms', { phone: '+65 80000001' })).code).toBe(200);
    expect(await lastMessageTo(t, admin, '+65 80000001')).toBeUndefined();
    const code = await lastCodeTo(t, admin, '+65 81230000');

    const mismatch = await open('resetPasswordBySms', { phone: '+65 81230000', code, newPassword: 'Fresh@12345', newPassword1: 'Fresh@54321' });
    expect(mismatch).toMatchObject({ status: 400, msg: 'Enter the password twice inconsistent' });
    const weak = await open('resetPasswordBySms', { phone: '+65 81230000', code, newPassword: 'weakpassword', newPassword1: 'weakpassword' });
    expect(weak.status).toBe(400);
    expect(weak.msg).toMatch(/uppercase/);
    const noCode = await open('resetPasswordBySms', { phone: '+65 81230000', newPassword: 'Fresh@12345', newPassword1: 'Fresh@12345' });
    expect(noCode.status).toBe(400);
    expect(noCode.msg).toMatch(/^code/);

    const ok = await open('resetPasswordBySms', { phone: '+65 81230000', code, newPassword: 'Fresh@12345', newPassword1: 'Fresh@12345' });
    expect(ok.code).toBe(200);
    expect((await t.get(s1, '/api/blade-user/all-info')).status).toBe(401);
    expect((await t.get(s2, '/api/blade-user/all-info')).status).toBe(401);
    await expect(t.login('resetter', 'Reset@12345')).rejects.toThrow(/incorrect/);
    await t.login('resetter', 'Fresh@12345');
    // single use
    const reuse = await open('resetPasswordBySms', { phone: '+65 81230000', code, newPassword: 'Other@12345', newPassword1: 'Other@12345' });
    expect(reuse.status).toBe(400);
    expect(reuse.msg).toMatch(/invalid or has expired/);
  });

  it('resets by e-mailed code (address matched case-insensitively), clearing the sign-in failures', async () => {
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blade-auth/oauth/token',
        headers: { authorization: BASIC, 'tenant-id': '000000' },
        payload: { grant_type: 'password', username: 'resetter', password },
      });
    for (let i = 0; i < 3; i++) await attempt('nope');
    expect((await attempt('Fresh@12345')).json().error).toBe('captcha_required');

    expect((await open('sendResetPasswordEmail', { email: 'resetter@example.TEST' })).code).toBe(200);
    expect((await open('sendResetPasswordEmail', { email: 'not-an-email' })).status).toBe(400);
    const mail = await lastMessageTo(t, admin, 'Resetter@Example.test');
    expect(mail).toMatchObject({ subject: 'Your password reset code', state: 'dev' });
    const code = await lastCodeTo(t, admin, 'Resetter@Example.test');
    const wrong = await open('resetPasswordByEmail', {
      email: 'resetter@example.test',
      code: code === '123456' ? '654321' : '123456',
      newPassword: 'Mail@12345',
      newPassword1: 'Mail@12345',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.msg).toMatch(/incorrect/);
    const ok = await open('resetPasswordByEmail', { email: 'resetter@example.test', verifyCode: code, newPassword: 'Mail@12345', newPassword1: 'Mail@12345' });
    expect(ok.code).toBe(200);
    const s = await t.login('resetter', 'Mail@12345');
    expect((await t.get(s, '/api/blade-user/all-info')).data.passwordInitial).toBe(false);
  });

  it('applies the same send limit as sign-in codes', async () => {
    await allowNextSend();
    expect((await open('sendResetPasswordSms', { phone: '+65 81230000' })).code).toBe(200);
    expect((await open('sendResetPasswordSms', { phone: '+65 81230000' })).status).toBe(429);
  });
});

describe('resetPassword1 (forced change after sign-in)', () => {
  it('sets a new password without the old one while the initial password is in use', async () => {
    const id = await addUser(t, { account: 'newbie', password: 'Welcome@2026', isInitialPassword: 1 });
    const s = await t.login('newbie', 'Welcome@2026');
    const other = await t.login('newbie', 'Welcome@2026');
    expect((await t.get(s, '/api/blade-user/all-info')).data.passwordInitial).toBe(true);
    const change = (b: Record<string, string>) => t.post(s, '/api/blade-user/resetPassword1', b);
    expect((await change({ newPassword: 'Welcome@2026', newPassword1: 'Welcome@2026' })).msg).toBe('The new password cannot be the initial password');
    expect((await change({ newPassword: 'Newbie@12345', newPassword1: 'Newbie@1234' })).msg).toBe('Enter the password twice inconsistent');
    expect((await change({ newPassword: 'newbie12345', newPassword1: 'newbie12345' })).status).toBe(400);
    expect((await change({ newPassword: 'Newbie@12345', newPassword1: 'Newbie@12345' })).code).toBe(200);
    expect((await t.get(s, '/api/blade-user/all-info')).data.passwordInitial).toBe(false);
    expect((await t.get(other, '/api/blade-user/all-info')).status).toBe(401);
    expect((await userRow(t, id)).isInitialPassword).toBe(0);
    // now the password is neither initial nor expired: use update-password
    const again = await change({ newPassword: 'Newbie@67890', newPassword1: 'Newbie@67890' });
    expect(again.status).toBe(403);
    expect(again.msg).toMatch(/update-password/);
  });

  it('refuses the current password as the new one, and a session signed in long ago', async () => {
    const id = await addUser(t, { account: 'oldie', password: 'Oldie@12345' });
    await t.db
      .update(user)
      .set({ passwordTime: formatDateTime(new Date(Date.now() - 100 * 86_400_000)) })
      .where(eq(user.id, id));
    const s = await t.login('oldie', 'Oldie@12345');
    const same = await t.post(s, '/api/blade-user/resetPassword1', { newPassword: 'Oldie@12345', newPassword1: 'Oldie@12345' });
    expect(same.msg).toBe('The new password must be different from the old password');
    await t.db.update(authSession).set({ createTime: sql`localtimestamp - interval '20 minutes'` }).where(eq(authSession.userId, id));
    const stale = await t.post(s, '/api/blade-user/resetPassword1', { newPassword: 'Oldie@67890', newPassword1: 'Oldie@67890' });
    expect(stale.status).toBe(403);
    expect(stale.msg).toMatch(/sign in again/);
  });
});

describe('password age', () => {
  it('reports passwordExpired for a password 91 days old, and a change clears it', async () => {
    const id = await addUser(t, { account: 'aged', password: 'Aged@12345' });
    await t.db
      .update(user)
      .set({ passwordTime: formatDateTime(new Date(Date.now() - 91 * 86_400_000)) })
      .where(eq(user.id, id));
    const s = await t.login('aged', 'Aged@12345');
    const before = await t.get(s, '/api/blade-user/all-info');
    expect(before.data).toMatchObject({ passwordExpired: true, passwordInitial: false, passwordMaxAgeDays: 90 });
    expect(
      (await t.post(s, '/api/blade-user/update-password', { oldPassword: 'Aged@12345', newPassword: 'Aged@67890', newPassword1: 'Aged@67890' })).code,
    ).toBe(200);
    expect((await t.get(s, '/api/blade-user/all-info')).data.passwordExpired).toBe(false);
  });

  it('does not report a password of 89 days as expired', async () => {
    const id = await addUser(t, { account: 'young', password: 'Young@12345' });
    await t.db
      .update(user)
      .set({ passwordTime: formatDateTime(new Date(Date.now() - 89 * 86_400_000)) })
      .where(eq(user.id, id));
    const s = await t.login('young', 'Young@12345');
    expect((await t.get(s, '/api/blade-user/all-info')).data.passwordExpired).toBe(false);
  });
});

describe('external project-report token', () => {
  it('issues a 5-minute token for staff only, for themselves only, verifiable by the report page', async () => {
    const staffUserId = await addUser(t, { account: 'staffer', password: 'Staff@12345', staffId: '900001' });
    const staffer = await t.login('staffer', 'Staff@12345');
    const res = await t.get(staffer, '/api/mcc-open/open-flow/token', { userId: staffUserId });
    expect(res.code).toBe(200);
    const claims = JSON.parse(Buffer.from(res.data.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(300);
    const verified = await t.get(null, '/api/mcc-open/open-flow/verify', { token: res.data });
    expect(verified.data).toEqual({ userId: staffUserId, staffId: '900001', tenantId: '000000', account: 'staffer' });
    // not an access token
    expect((await t.app.inject({ method: 'GET', url: '/api/blade-user/all-info', headers: { 'blade-auth': `bearer ${res.data}` } })).statusCode).toBe(401);
    expect((await t.get(null, '/api/mcc-open/open-flow/verify', { token: staffer.token })).status).toBe(400);

    expect((await t.get(staffer, '/api/mcc-open/open-flow/token', { userId: admin.userId })).status).toBe(403);
    const noStaff = await t.get(admin, '/api/mcc-open/open-flow/token', { userId: admin.userId });
    expect(noStaff.status).toBe(403);
    expect(noStaff.msg).toMatch(/staff/);
    expect((await t.get(null, '/api/mcc-open/open-flow/token')).status).toBe(401);
  });
});
