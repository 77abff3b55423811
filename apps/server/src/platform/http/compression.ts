import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/** The answers compressed: JSON (the envelope, the OAuth answers, the OpenAPI document), nothing else. */
export const COMPRESSED_TYPES = /^application\/json(\s*;|$)/i;

/**
 * JSON answers of 1 KB or more are compressed with brotli (quality 4: most of the saving for little CPU) or
 * gzip (zlib's default level), as the client accepts, with `Vary: Accept-Encoding`. Smaller answers (the
 * approval and start calls) go as they are. The plugin picks answers by content type (JSON here) but also
 * compresses any type mime-db calls compressible (text, HTML, JavaScript), so routes that answer files or
 * pages opt out by route: everything outside `/api/` (the web app, whose brotli and gzip copies static-web.ts
 * sends with their own Content-Encoding; /metrics), the API viewer's static files, and in route.ts the
 * routes whose handler writes the answer itself (`raw`: the PDFs, the OAuth calls) or sends a file
 * (`download`: workbooks, stored files). Request bodies are not decompressed (as before).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // before the plugin's own onRoute hook, which reads `compress`
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs/static'))) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSED_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
