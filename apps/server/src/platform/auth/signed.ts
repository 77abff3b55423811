import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC signatures for links that open something without a sign-in (file links, candidate pages).
 * Each purpose gets its own key derived from the token signing key, so a signature made for one
 * purpose never verifies for another.
 */
export const purposeKey = (signingKey: Uint8Array, purpose: string): Buffer => createHmac('sha256', signingKey).update(purpose).digest();

export const hmacOf = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('base64url');

/** Constant-time comparison of a given signature with the expected one. */
export function signatureMatches(key: Buffer, text: string, sig: string): boolean {
  const expected = Buffer.from(hmacOf(key, text));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A self-contained expiring token `<part>.<part>...<expires>.<sig>` for `purpose`; parts are
 * plain identifiers (letters, digits, `_`, `-`), expires is unix seconds.
 */
export function signToken(signingKey: Uint8Array, purpose: string, parts: string[], seconds: number, now = Date.now()): string {
  if (parts.some((p) => !/^[\w-]{1,40}$/.test(p))) throw new Error('token parts must be identifiers');
  const expires = Math.floor(now / 1000) + seconds;
  const text = [...parts, String(expires)].join('.');
  return `${text}.${hmacOf(purposeKey(signingKey, purpose), text)}`;
}

/** The parts of a valid, unexpired token of `purpose` with `count` parts, else null. */
export function verifyToken(signingKey: Uint8Array, purpose: string, token: string, count: number, now = Date.now()): string[] | null {
  const pieces = token.split('.');
  if (pieces.length !== count + 2) return null;
  const sig = pieces.pop()!;
  const expires = Number(pieces[count]);
  if (!Number.isSafeInteger(expires) || expires < Math.floor(now / 1000)) return null;
  if (!signatureMatches(purposeKey(signingKey, purpose), pieces.join('.'), sig)) return null;
  return pieces.slice(0, count);
}
