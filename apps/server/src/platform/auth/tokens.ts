import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
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

export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.tid !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, tid: payload.tid, sid: payload.sid, acc: String(payload.acc ?? ''), cid: String(payload.cid ?? '') };
  } catch {
    return null;
  }
}

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
