import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { client } from '../../platform/auth/identity.tables.js';
import type { UserRow } from './auth.queries.js';

/** Token-call parameters (query, form or JSON), all as text. */
export type TokenParams = Record<string, string | undefined>;

export interface GrantContext {
  app: FastifyInstance;
  req: FastifyRequest;
  params: TokenParams;
  tenantId: string;
  client: typeof client.$inferSelect;
}

/**
 * A grant authenticates a user (or throws GrantError); the token call then opens the session. Grant types
 * (password, sms, sso, ...) are contributed by modules (`grants` of modules/module.ts); refresh_token is
 * built into the token call.
 */
export type GrantHandler = (ctx: GrantContext) => Promise<UserRow>;
