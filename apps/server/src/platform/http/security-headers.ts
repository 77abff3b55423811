import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers of every answer (helmet): the pages' Content-Security-Policy allows no
 * inline script, no plugins and no <base>; frames of the app only from itself and the configured
 * embedding origins (FRAME_ANCESTORS: the portal and app showing the public layout); `nosniff`; no
 * referrer to other sites (signed file links stay on our origin). Styles may be inline: antd and
 * bpmn-js write their styles at run time. The iframe page frames menu entries, which may be any https
 * page. API answers are never cached (`no-store`); a route may set its own caching or CSP (file links).
 * The headers do not depend on the request (no nonces), so helmet computes them once at start and every
 * answer gets the same set (its Fastify plugin builds helmet's middleware anew for every request: about
 * 4% of a list call's CPU).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const ancestors = ["'self'", ...app.config.frameAncestors];
  const headers = helmetHeaders({
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
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}

/** The headers helmet's middleware sets for these options, read once from a response that records them. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
