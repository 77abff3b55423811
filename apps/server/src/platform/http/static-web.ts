import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from './envelope.js';
import { webDistFolder } from '../paths.js';

/**
 * Headers that only a document obeys (its CSP, framing, referrer, opener and legacy browser switches),
 * or that revalidation needs: a hashed script or style answers without them. It keeps `nosniff` and
 * Cross-Origin-Resource-Policy, which guard a script's own response, and the browser has already had
 * HSTS from the page that loaded it. About 650 bytes less on each of the hundred-odd files of the app.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
];

/**
 * Serves the built web app at `/` with SPA fallback (index.html) when `apps/web/dist` exists. The build
 * writes brotli and gzip copies beside each asset, sent to browsers that accept them; hashed assets
 * (`/assets/*`) never change, so they are cached for a year without the document-only headers, while
 * index.html is revalidated on each load.
 */
export async function registerStaticWeb(app: FastifyInstance): Promise<void> {
  const dist = app.config.webDist ?? webDistFolder;
  if (!existsSync(dist)) return;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // one address, a brotli, gzip or plain body: a shared cache must keep them apart
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (reply.statusCode === 200 && req.url.startsWith('/assets/') && /^\/assets\/[^?]+\.(js|css)(\?|$)/.test(req.url))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    done(null, payload);
  });
  app.get('/*', { config: { permission: 'public' }, schema: { hide: true } }, (req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/')) return reply.status(404).send(fail(404, `No such API: GET ${path}`));
    // a missing asset (an old chunk after a deploy) is a 404, so the app can offer a reload instead of parsing HTML as JS
    if (path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path)) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
