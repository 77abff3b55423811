import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sysSecret } from '../db/platform.tables.js';

export interface AccessClaims {
  /** user id */
  sub: string;
  tid: string;
  sid: string;
  acc: string;
  cid: string;
}

const ISSUER = 'hr-platform';

/** The signing key: JWT_SECRET, or one generated on first boot and kept in the data store. */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(sysSecret).values({ key: 'jwt_signing_key', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(sysSecret).where(eq(sysSecret.key, 'jwt_signing_key'));
  return new TextEncoder().encode(row!.value);
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, seconds: number): Promise<string> {
  return new SignJWT({ tid: claims.tid, sid: claims.sid, acc: claims.acc, cid: claims.cid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(key);
}

/**
 * Verifies an access token (compact HS256 JWS signed by `signAccessToken`) on every authenticated
 * request, synchronously with node:crypto: jose's verify imports the key and runs WebCrypto's async
 * HMAC per call, which costs more than the rest of the authentication (bench/README.md). Same checks
 * as `jwtVerify(token, key, { issuer, algorithms: ['HS256'] })`: header alg HS256 and no `crit`,
 * constant-time signature comparison, issuer, `exp` in the future, `nbf` (if any) reached.
 */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  return verifyAccessTokenSync(key, token);
}

const jsonPart = (part: string): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function verifyAccessTokenSync(key: Uint8Array, token: string, nowSeconds = Math.floor(Date.now() / 1000)): AccessClaims | null {
  return checkToken(key, token, nowSeconds)?.claims ?? null;
}

const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; exp: number }>>();
const VERIFIED_MAX = 10_000;

/**
 * `verifyAccessTokenSync` for the requests of a session: a token that passed once is remembered (the
 * last 10,000) with its expiry, so the caller's next calls skip the HMAC and the JSON parsing (about
 * 5% of a list call's CPU). A signature cannot change, so only the expiry is checked again; the session
 * (revoked or not) is still read from the database on every call.
 */
export function verifyAccessTokenCached(key: Uint8Array, token: string, nowSeconds = Math.floor(Date.now() / 1000)): AccessClaims | null {
  let seen = verified.get(key);
  if (!seen) verified.set(key, (seen = new Map()));
  const hit = seen.get(token);
  if (hit) {
    if (hit.exp > nowSeconds) return hit.claims;
    seen.delete(token);
    return null;
  }
  const checked = checkToken(key, token, nowSeconds);
  if (!checked) return null;
  if (seen.size >= VERIFIED_MAX) seen.delete(seen.keys().next().value as string);
  seen.set(token, checked);
  return checked.claims;
}

function checkToken(key: Uint8Array, token: string, nowSeconds: number): { claims: AccessClaims; exp: number } | null {
  if (token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return null;
  const [h, p, sig] = parts as [string, string, string];
  const header = jsonPart(h);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return null;
  const expected = createHmac('sha256', key).update(`${h}.${p}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = jsonPart(p);
  if (!payload || payload.iss !== ISSUER) return null;
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > nowSeconds)) return null;
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
  if (typeof payload.sub !== 'string' || typeof payload.tid !== 'string' || typeof payload.sid !== 'string') return null;
  return { claims: { sub: payload.sub, tid: payload.tid, sid: payload.sid, acc: String(payload.acc ?? ''), cid: String(payload.cid ?? '') }, exp: payload.exp };
}

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
