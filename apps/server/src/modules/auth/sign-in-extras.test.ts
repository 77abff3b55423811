import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, exportSPKI, generateKeyPair } from 'jose';
import { BASIC, createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { addUser, lastCodeTo, lastMessageTo } from '../../../test/users.js';
import { authOtp } from '../../platform/db/platform.tables.js';
import { issueCaptcha } from './captcha.js';
import { phoneKey } from './otp.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await addUser(t, { account: 'capt', password: 'Capt@12345' });
  await addUser(t, { account: 'mobile', password: 'Mobile@12345', phone: '+65 91234567', email: 'mobile@example.test' });
  await addUser(t, { account: 'portal.user', password: 'Portal@12345', email: 'Portal.User@Example.test' });
});
afterAll(async () => t?.close());

const token = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/blade-auth/oauth/token', headers: { authorization: BASIC, 'tenant-id': '000000', ...headers }, payload });
const password = (username: string, pw: string, headers?: Record<string, string>) => token({ grant_type: 'password', username, password: pw }, headers);
const sendLoginSms = (phone: string) => t.post(null, '/api/mcc-open/openLogin/sendLoginSms', { phone });
const smsLogin = (phone: string, verifyCode: string) => token({ grant_type: 'sms', phone, verifyCode });
/** Moves every code of a phone back in time by `seconds` (as if that much time had passed). */
const age = (phone: string, seconds: number) =>
  t.db
    .update(authOtp)
    .set({
      createTime: sql`${authOtp.createTime} - ${seconds} * interval '1 second'`,
      expireTime: sql`${authOtp.expireTime} - ${seconds} * interval '1 second'`,
    })
    .where(eq(authOtp.target, phoneKey(phone)));

describe('captcha', () => {
  it('answers a key and an SVG image that draws the code without spelling it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha', headers: { authorization: BASIC } });
    expect(res.statusCode).toBe(200);
    const { key, image } = res.json();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text/);
    expect(svg.match(/<path/g)!.length).toBeGreaterThanOrEqual(9);
  });

  it('is required after three failed passwords, single use, case-insensitive, then lockout after five', async () => {
    for (let i = 0; i < 3; i++) expect((await password('capt', 'wrong')).json().error).toBe('invalid_grant');
    const noCaptcha = await password('capt', 'Capt@12345');
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({ error: 'captcha_required' });

    const c1 = await issueCaptcha(t.app);
    const wrong = await password('capt', 'Capt@12345', { 'captcha-key': c1.key, 'captcha-code': 'ZZZZZ' });
    expect(wrong.json()).toMatchObject({ error: 'captcha_invalid' });
    // the wrong answer spent it: the right answer no longer works
    expect((await password('capt', 'Capt@12345', { 'captcha-key': c1.key, 'captcha-code': c1.code })).json().error).toBe('captcha_invalid');

    const expired = await issueCaptcha(t.app, new Date(Date.now() - 3 * 60_000));
    expect((await password('capt', 'Capt@12345', { 'captcha-key': expired.key, 'captcha-code': expired.code })).json().error).toBe('captcha_invalid');

    const c2 = await issueCaptcha(t.app);
    const ok = await password('capt', 'Capt@12345', { 'captcha-key': c2.key, 'captcha-code': c2.code.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    // success cleared the failures: no captcha needed now
    expect((await password('capt', 'Capt@12345')).statusCode).toBe(200);

    for (let i = 0; i < 3; i++) await password('capt', 'wrong');
    for (let i = 0; i < 2; i++) {
      const c = await issueCaptcha(t.app);
      const res = await password('capt', 'wrong', { 'captcha-key': c.key, 'captcha-code': c.code });
      expect(res.json().error).toBe('invalid_grant');
    }
    const c3 = await issueCaptcha(t.app);
    const locked = await password('capt', 'Capt@12345', { 'captcha-key': c3.key, 'captcha-code': c3.code });
    expect(locked.json()).toMatchObject({ error: 'account_locked' });
    expect(locked.json().error_description).toMatch(/locked/);
  });
});

describe('SMS sign-in', () => {
  it('answers success for unknown phones but sends only to known ones', async () => {
    const unknown = await sendLoginSms('+65 99990000');
    expect(unknown).toMatchObject({ code: 200, success: true });
    expect(await lastMessageTo(t, admin, '+65 99990000')).toBeUndefined();
    expect(await t.db.select().from(authOtp).where(eq(authOtp.target, '+6599990000'))).toHaveLength(1);
    const bad = await sendLoginSms('call me');
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/phone/);
  });

  it('signs in with the code once; the code is single use', async () => {
    expect((await sendLoginSms('+65 91234567')).code).toBe(200);
    const message = await lastMessageTo(t, admin, '+65 91234567');
    expect(message).toMatchObject({ state: 'dev' });
    expect(message!.body).toMatch(/sign-in code is \d{6}/);
    const code = await lastCodeTo(t, admin, '+65 91234567');
    const stored = await t.db.select().from(authOtp).where(eq(authOtp.target, '+6591234567'));
    expect(stored.some((r) => r.codeHash.includes(code))).toBe(false);

    const res = await smsLogin('+6591234567', code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: 'mobile', token_type: 'bearer' });
    const again = await smsLogin('+65 91234567', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_description).toMatch(/invalid or has expired/);
  });

  it('limits sends to one a minute per phone, for unknown phones too', async () => {
    await age('+65 91234567', 61);
    expect((await sendLoginSms('+65 91234567')).code).toBe(200);
    const soon = await sendLoginSms('+65 91234567');
    expect(soon.status).toBe(429);
    expect(soon.msg).toMatch(/60 seconds/);
    expect((await sendLoginSms('+65 99990000')).status).toBe(429);
  });

  it('allows ten sends an hour', async () => {
    const phone = '+65 97770000';
    for (let i = 0; i < 10; i++) {
      expect((await sendLoginSms(phone)).code).toBe(200);
      await age(phone, 61);
    }
    const eleventh = await sendLoginSms(phone);
    expect(eleventh.status).toBe(429);
    expect(eleventh.msg).toMatch(/last hour/);
  });

  it('limits one address to 60 code sends a minute across all phones (no spraying of numbers)', async () => {
    const { authAttempt } = await import('../../platform/db/platform.tables.js');
    await t.db.delete(authAttempt).where(sql`${authAttempt.key} like 'send-code:%'`);
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await sendLoginSms(`+65 8${String(1000000 + i)}`)).status);
    expect(answers.slice(0, 60).every((s) => s === 200)).toBe(true);
    const over = await sendLoginSms('+65 89999999');
    expect(over.status).toBe(429);
    expect(over.msg).toMatch(/this address/);
    await t.db.delete(authAttempt).where(sql`${authAttempt.key} like 'send-code:%'`);
  });

  it('refuses the right code after five wrong attempts', async () => {
    await age('+65 91234567', 61);
    await sendLoginSms('+65 91234567');
    const code = await lastCodeTo(t, admin, '+65 91234567');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await smsLogin('+65 91234567', wrongCode)).json().error_description);
    expect(answers[0]).toMatch(/incorrect \(4 attempt\(s\) left\)/);
    expect(answers[4]).toMatch(/Too many/);
    const right = await smsLogin('+65 91234567', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error_description).toMatch(/Too many/);
  });

  it('refuses an expired code, and a new code replaces the previous one', async () => {
    await age('+65 91234567', 61);
    await sendLoginSms('+65 91234567');
    const first = await lastCodeTo(t, admin, '+65 91234567');
    await age('+65 91234567', 301);
    expect((await smsLogin('+65 91234567', first)).json().error_description).toMatch(/expired/);

    await sendLoginSms('+65 91234567');
    const older = await lastCodeTo(t, admin, '+65 91234567');
    await age('+65 91234567', 61);
    await sendLoginSms('+65 91234567');
    const newer = await lastCodeTo(t, admin, '+65 91234567');
    if (older !== newer) expect((await smsLogin('+65 91234567', older)).statusCode).toBe(400);
    expect((await smsLogin('+65 91234567', newer)).statusCode).toBe(200);
  });
});

describe('SSO sign-in', () => {
  const issuer = 'https://portal.example.test';
  const secret = 'portal-shared-secret-for-tests-0123456789';
  const hs = (claims: Record<string, unknown>, o: { iss?: string; exp?: string | number; key?: string } = {}) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(o.iss ?? issuer)
      .setIssuedAt();
    if (o.exp !== undefined) jwt.setExpirationTime(o.exp);
    return jwt.sign(new TextEncoder().encode(o.key ?? secret));
  };
  const sso = (ssoToken: string) => token({ grant_type: 'sso', ssoToken });

  it('is refused while no portal is configured', async () => {
    const res = await sso(await hs({ account: 'portal.user' }, { exp: '5m' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('accepts an HS256 token of the portal naming a user by account, sub or email', async () => {
    Object.assign(t.app.config, { ssoIssuer: issuer, ssoSecret: secret, ssoPublicKey: undefined });
    const portalToken = await hs({ account: 'portal.user' }, { exp: '5m' });
    const byAccount = await sso(portalToken);
    expect(byAccount.statusCode).toBe(200);
    expect(byAccount.json().account).toBe('portal.user');
    // a portal token signs in once: a replay (e.g. a leaked link) is refused
    const replay = await sso(portalToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error_description).toMatch(/already been used/);
    expect((await sso(await hs({ account: 'portal.user', jti: 'portal-session-1' }, { exp: '5m' }))).statusCode).toBe(200);
    expect((await sso(await hs({ account: 'portal.user', jti: 'portal-session-1', nonce: 'other' }, { exp: '5m' }))).statusCode).toBe(401);
    expect((await sso(await hs({ sub: 'portal.user' }, { exp: '5m' }))).json().account).toBe('portal.user');
    expect((await sso(await hs({ sub: 'P-77', email: 'portal.user@example.test' }, { exp: '5m' }))).json().account).toBe('portal.user');
  });

  it('refuses expired, wrongly issued, wrongly signed, exp-less tokens and unknown users', async () => {
    Object.assign(t.app.config, { ssoIssuer: issuer, ssoSecret: secret, ssoPublicKey: undefined });
    const refused = async (jwt: string, status = 401) => {
      const res = await sso(jwt);
      expect(res.statusCode).toBe(status);
      return res.json().error_description as string;
    };
    expect(await refused(await hs({ account: 'portal.user' }, { exp: Math.floor(Date.now() / 1000) - 120 }))).toMatch(/expired/);
    await refused(await hs({ account: 'portal.user' }, { exp: '5m', iss: 'https://evil.example' }));
    await refused(await hs({ account: 'portal.user' }, { exp: '5m', key: 'another-secret-of-enough-length-000000' }));
    await refused(await hs({ account: 'portal.user' }));
    expect(await refused(await hs({ account: 'nobody', email: 'nobody@example.test' }, { exp: '5m' }))).toMatch(/no user/);
    expect((await token({ grant_type: 'sso' })).statusCode).toBe(400);
  });

  it('accepts RS256 tokens with SSO_PUBLIC_KEY and refuses an HS256 token keyed with the public key', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const pem = await exportSPKI(publicKey);
    Object.assign(t.app.config, { ssoIssuer: issuer, ssoSecret: undefined, ssoPublicKey: pem });
    const rs = await new SignJWT({ account: 'portal.user' }).setProtectedHeader({ alg: 'RS256' }).setIssuer(issuer).setExpirationTime('5m').sign(privateKey);
    expect((await sso(rs)).statusCode).toBe(200);
    expect((await sso(await hs({ account: 'portal.user' }, { exp: '5m', key: pem }))).statusCode).toBe(401);
    Object.assign(t.app.config, { ssoIssuer: undefined, ssoSecret: undefined, ssoPublicKey: undefined });
  });
});
