import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, resolveAuth } from '../auth/authenticate.js';
import { fail } from './envelope.js';
import { message, requestLanguage } from '../i18n/index.js';

/**
 * Who may read /api/docs (the viewer, its files, /api/docs/json and /yaml): anyone outside production or
 * with API_DOCS=public; in production a signed-in session, the API's bearer token (`Blade-Auth: bearer
 * <jwt>`) checked as the API checks it. Answers the swagger-ui options that say so.
 */
export function apiDocsAccess(app: FastifyInstance): { uiHooks?: { onRequest: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown> } } {
  if (app.config.apiDocsPublic) return {};
  return {
    uiHooks: {
      onRequest: async (req, reply) => {
        const token = bearerToken(req);
        if (token && (await resolveAuth(app, token))) return;
        // the API's answer to a call without a session, in the caller's language
        return reply.status(401).send(fail(401, message(requestLanguage(req), 'Unauthorized, please sign in')));
      },
    },
  };
}
