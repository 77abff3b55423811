import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { conflict } from '../../platform/errors.js';
import { ownClientAmong } from './system.store.js';

/** A new client secret: 32 random bytes as URL-safe text. */
export const newClientSecret = () => randomBytes(32).toString('base64url');

/**
 * Decides whether this write sets a secret (creation, an explicit `clientSecret`, or
 * `regenerateSecret`), stores only its argon2id hash, and answers the plain text to show once.
 */
export async function applySecret(values: Record<string, unknown>, creating: boolean): Promise<string | null> {
  const given = values.clientSecret as string | null | undefined;
  const regenerate = values.regenerateSecret === true;
  delete values.clientSecret;
  delete values.regenerateSecret;
  if (!creating && !given && !regenerate) return null;
  const plain = given || newClientSecret();
  values.clientSecretHash = await hashPassword(plain);
  return plain;
}

/** Refuses removing the client the caller's own session signed in through. */
export async function assertNotOwnClient(tx: Db, auth: AuthContext, ids: string[]): Promise<void> {
  if (await ownClientAmong(tx, auth, ids)) throw conflict('You cannot remove the client you are signed in with');
}
