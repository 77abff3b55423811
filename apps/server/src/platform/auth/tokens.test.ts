import { describe, expect, it } from 'vitest';
import { SignJWT, jwtVerify } from 'jose';
import { signAccessToken, verifyAccessToken, verifyAccessTokenCached, verifyAccessTokenSync } from './tokens.js';

const key = new TextEncoder().encode('a-test-signing-key-of-enough-length-0123456789');
const claims = { sub: '1', tid: '000000', sid: '42', acc: 'admin', cid: 'hr-web' };
const sign = (payload: Record<string, unknown>, alg = 'HS256', k = key) => new SignJWT(payload).setProtectedHeader({ alg }).sign(k);

describe('access token verification', () => {
  it('accepts a token it signed, with the same answer as jose', async () => {
    const token = await signAccessToken(key, claims, 60);
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    await expect(jwtVerify(token, key, { issuer: 'hr-platform', algorithms: ['HS256'] })).resolves.toBeTruthy();
  });

  it('refuses a changed payload, another key, another algorithm, alg none and garbage', async () => {
    const token = await signAccessToken(key, claims, 60);
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '2', iss: 'hr-platform', exp: 9_999_999_999 })).toString('base64url');
    expect(verifyAccessTokenSync(key, `${h}.${forged}.${s}`)).toBeNull();
    expect(verifyAccessTokenSync(new TextEncoder().encode('another-key-another-key-another-key-0123'), token)).toBeNull();
    const hs512 = await sign({ ...claims, iss: 'hr-platform', exp: 9_999_999_999 }, 'HS512');
    expect(verifyAccessTokenSync(key, hs512)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(verifyAccessTokenSync(key, none)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c', `${token}.x`, `${h}.%%%.${s}`]) expect(verifyAccessTokenSync(key, junk)).toBeNull();
  });

  it('refuses an expired token, one not yet valid, a foreign issuer and a critical header', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(verifyAccessTokenSync(key, await sign({ ...claims, iss: 'hr-platform', exp: now - 1 }))).toBeNull();
    expect(verifyAccessTokenSync(key, await sign({ ...claims, iss: 'hr-platform' }))).toBeNull();
    expect(verifyAccessTokenSync(key, await sign({ ...claims, iss: 'hr-platform', exp: now + 60, nbf: now + 30 }))).toBeNull();
    expect(verifyAccessTokenSync(key, await sign({ ...claims, iss: 'elsewhere', exp: now + 60 }))).toBeNull();
    const crit = await new SignJWT({ ...claims, iss: 'hr-platform', exp: now + 60 }).setProtectedHeader({ alg: 'HS256', crit: ['b64'], b64: true }).sign(key);
    expect(verifyAccessTokenSync(key, crit)).toBeNull();
    expect(verifyAccessTokenSync(key, await sign({ ...claims, iss: 'hr-platform', exp: now + 60 }))).toEqual(claims);
  });

  it('a remembered token still expires, and remembering one never admits a forged or foreign one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await sign({ ...claims, iss: 'hr-platform', exp: now + 60 });
    expect(verifyAccessTokenCached(key, token, now)).toEqual(claims);
    expect(verifyAccessTokenCached(key, token, now + 30)).toEqual(claims);
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '2', iss: 'hr-platform', exp: now + 60 })).toString('base64url');
    expect(verifyAccessTokenCached(key, `${h}.${forged}.${s}`, now)).toBeNull();
    expect(verifyAccessTokenCached(new TextEncoder().encode('another-key-another-key-another-key-0123'), token, now)).toBeNull();
    expect(verifyAccessTokenCached(key, token, now + 60)).toBeNull();
    expect(verifyAccessTokenCached(key, token, now + 30)).toEqual(claims);
  });
});
