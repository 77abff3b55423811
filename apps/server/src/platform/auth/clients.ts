import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { client } from './identity.tables.js';
import { preparedPerDb } from '../db/prepared.js';
import { unauthorized } from '../errors.js';
import { verifyPassword } from './passwords.js';
import { sha256 } from './tokens.js';

/**
 * The client's credentials (`Authorization: Basic base64(id:secret)`, seed 000 section 7: every call
 * carries them). The token call checks them in its grant flow; every other API call in the onRequest
 * hook (authenticate.ts), against the client that opened the session when a bearer token comes too.
 */

export interface BasicCredentials {
  clientId: string;
  secret: string;
}

export function parseBasic(header: string | undefined): BasicCredentials | null {
  const m = /^basic\s+(.+)$/i.exec(header ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  return sep < 0 ? { clientId: decoded, secret: '' } : { clientId: decoded.slice(0, sep), secret: decoded.slice(sep + 1) };
}

/**
 * Secrets already proven against a stored hash, per app: the argon2id check runs once per secret and
 * hash, not on every call. Keyed by the stored hash, so a changed secret is checked afresh.
 */
const proven = new WeakMap<FastifyInstance, Set<string>>();

export async function clientSecretMatches(app: FastifyInstance, secretHash: string, secret: string): Promise<boolean> {
  let known = proven.get(app);
  if (!known) proven.set(app, (known = new Set()));
  const key = `${secretHash}\n${sha256(secret)}`;
  if (known.has(key)) return true;
  if (!(await verifyPassword(secretHash, secret))) return false;
  if (known.size > 1000) known.clear();
  known.add(key);
  return true;
}

const clientById = preparedPerDb((db) =>
  db
    .select({ clientId: client.clientId, secretHash: client.clientSecretHash })
    .from(client)
    .where(and(eq(client.clientId, sql.placeholder('id')), eq(client.isDeleted, 0)))
    .limit(1)
    .prepare('hr_auth_client'),
);

export const CLIENT_REQUIRED = 'Client credentials are required (Authorization: Basic)';
export const CLIENT_REFUSED = 'Client authentication failed';

/**
 * Refuses (401) a call without valid client credentials. `sessionClient` is the client that opened the
 * caller's session (read with the session): the credentials must be that client's.
 */
export async function requireClient(app: FastifyInstance, req: FastifyRequest, sessionClient?: { clientId: string; secretHash: string | null }): Promise<void> {
  const basic = parseBasic(req.headers.authorization);
  if (!basic) throw unauthorized(CLIENT_REQUIRED);
  let secretHash: string | null | undefined;
  if (sessionClient) secretHash = basic.clientId === sessionClient.clientId ? sessionClient.secretHash : null;
  else [{ secretHash } = { secretHash: null }] = await clientById(app.db).execute({ id: basic.clientId.slice(0, 64) });
  if (!secretHash || !(await clientSecretMatches(app, secretHash, basic.secret))) throw unauthorized(CLIENT_REFUSED);
}
