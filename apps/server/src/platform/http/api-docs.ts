import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, resolveAuth } from '../auth/authenticate.js';
import { fail } from './envelope.js';

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
        return reply.status(401).send(fail(401, 'Unauthorized, please sign in: the API documentation is for signed-in users'));
      },
    },
  };
}
