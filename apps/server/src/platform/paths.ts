import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up from this file: the same whether the
 * code runs from its sources (tsx, tests) or from the bundle in apps/server/dist.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@hr/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @hr/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
/** The committed SQL migrations. */
export const migrationsFolder = join(serverRoot, 'drizzle');
/** The built web app (apps/web/dist). */
export const webDistFolder = join(serverRoot, '..', 'web', 'dist');
/**
 * The build's seeded PGlite data directory (written by scripts/dump-template.ts): every migration and boot seed, no
 * account and no secret. An embedded database's first boot copies it instead of creating, migrating and seeding an
 * empty one.
 */
export const installTemplateDir = join(serverRoot, 'dist', 'pglite-seeded');
