import { describe, expect, it, beforeAll } from 'vitest';
import { build } from 'vite';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Budgets of issues 3 and 13 on the real production build: what the browser must download before the
 * sign-in screen shows (entry + login chunk and their static imports) and before the signed-in shell
 * shows, as transferred: the server sends the build's brotli copies (quality 11, vite.config.ts
 * `precompress`) to browsers, which all accept `br`.
 */
const KB = 1024;
const SIGN_IN_BUDGET = 150 * KB;
const SHELL_BUDGET = 350 * KB;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = resolve(__dirname, '..');
let outDir: string;
let manifest: Manifest;

/** The chunks `keys` need before they run: themselves and their static imports. */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

function transferredJs(keys: string[]): number {
  return [...staticClosure(keys)].reduce((sum, key) => sum + brotliCompressSync(readFileSync(join(outDir, manifest[key].file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0);
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'hr-web-budget-'));
  // Vitest runs with NODE_ENV=test, which would build React's development bundles.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}, 120_000);

describe('production bundle budgets', () => {
  it('loads the sign-in route with at most 150 KB of JS as transferred', () => {
    const size = transferredJs(['index.html', 'src/pages/auth/LoginPage.tsx']);
    console.info(`sign-in route: ${(size / KB).toFixed(1)} KB as transferred (brotli)`);
    expect(size).toBeLessThanOrEqual(SIGN_IN_BUDGET);
  });

  it('loads the signed-in shell with at most 350 KB of JS as transferred', () => {
    const size = transferredJs(['index.html', 'src/app/shell/Shell.tsx', 'src/pages/HomePage.tsx']);
    console.info(`signed-in shell: ${(size / KB).toFixed(1)} KB as transferred (brotli)`);
    expect(size).toBeLessThanOrEqual(SHELL_BUDGET);
  });

  it('gathers what the first screens import into a few files (vite.config.ts firstScreenChunks)', () => {
    // each file is a request with its own headers: before the grouping the home page fetched over a hundred
    expect(staticClosure(['index.html', 'src/pages/auth/LoginPage.tsx']).size).toBeLessThanOrEqual(5);
    expect(staticClosure(['index.html', 'src/app/shell/Shell.tsx', 'src/pages/HomePage.tsx']).size).toBeLessThanOrEqual(8);
    const files = Object.values(manifest).map((chunk) => chunk.file);
    for (const name of ['boot', 'signin', 'shell']) expect(files.some((file) => file.startsWith(`assets/${name}-`))).toBe(true);
  });

  it('lazy-loads every page: no page module is part of what the entry loads before it runs', () => {
    const boot = staticClosure(['index.html']);
    const pages = Object.keys(manifest).filter((key) => /src\/(pages|modules)\/.*Page\.tsx$/.test(key));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(boot).not.toContain(page);
    const lazy = [...boot].flatMap((key) => manifest[key].dynamicImports ?? []);
    expect(lazy).toEqual(expect.arrayContaining(['src/pages/auth/LoginPage.tsx', 'src/modules/system/UserPage.tsx']));
  });
});
