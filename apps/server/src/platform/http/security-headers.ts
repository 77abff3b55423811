import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers of every answer (@fastify/helmet): the pages' Content-Security-Policy allows no
 * inline script, no plugins and no <base>; frames of the app only from itself and the configured
 * embedding origins (FRAME_ANCESTORS: the portal and app showing the public layout); `nosniff`; no
 * referrer to other sites (signed file links stay on our origin). Styles may be inline: antd and
 * bpmn-js write their styles at run time. The iframe page frames menu entries, which may be any https
 * page. API answers are never cached (`no-store`); a route may set its own caching or CSP (file links).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const ancestors = ["'self'", ...app.config.frameAncestors];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ancestors,
      },
    },
    // frame-ancestors decides; X-Frame-Options cannot name other origins
    xFrameOptions: app.config.frameAncestors.length ? false : { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
