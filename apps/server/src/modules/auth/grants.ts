import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { client } from '../system/system.tables.js';
import type { UserRow } from './auth.service.js';

/** Token-call parameters (query, form or JSON), all as text. */
export type TokenParams = Record<string, string | undefined>;

export interface GrantContext {
  app: FastifyInstance;
  req: FastifyRequest;
  params: TokenParams;
  tenantId: string;
  client: typeof client.$inferSelect;
}

/** A grant authenticates a user (or throws GrantError); the token call then opens the session. */
export type GrantHandler = (ctx: GrantContext) => Promise<UserRow>;

const grants = new Map<string, GrantHandler>();

/** Grant types plug in here (password, sms, sso, ...); refresh_token is built into the token call. */
export function registerGrant(type: string, handler: GrantHandler): void {
  grants.set(type, handler);
}

export const grantHandler = (type: string) => grants.get(type);
