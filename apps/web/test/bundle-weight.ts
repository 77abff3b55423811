import { build } from 'vite';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * What the browser downloads for a screen, weighed on the real production build: the chunks holding a screen's
 * modules, their static imports and the entry, each as transferred (the server sends the build's brotli copies,
 * quality 11, vite.config.ts `precompress`, to browsers, which all accept `br`). The budget test
 * (bundle-budget.test.ts) and the bench's phone figure (bench/phone.ts) both weigh with it.
 */
export const KB = 1024;

/** A chunk of the build's output, as rolldown describes it: which modules it holds, what it imports, its CSS. */
export interface Chunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

export const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The modules of the first screens: the password sign-in, a staff member's signed-in shell, a worker's SMS sign-in and home. */
export const SCREENS = {
  signIn: ['src/pages/auth/LoginPage.tsx'],
  shell: ['src/app/shell/Shell.tsx', 'src/pages/HomePage.tsx'],
  worker: ['src/pages/auth/SmsLoginPage.tsx', 'src/modules/me/WorkerApp.tsx', 'src/modules/me/MeHomePage.tsx'],
};

export interface Build {
  outDir: string;
  chunks: Map<string, Chunk>;
  /** The file of the chunk holding a module: a path under apps/web, or a pattern for a package's module. */
  chunkOf: (module: string | RegExp) => string;
  /** The files the chunks of `modules` need before they run: their own and their static imports, the entry's included. */
  staticClosure: (modules: (string | RegExp)[]) => Set<string>;
  /** The JavaScript of those files (and, with `css`, the style sheets they import), brotli-compressed, in bytes. */
  transferred: (files: Iterable<string>, options?: { css?: boolean }) => number;
}

/** Builds the web app for production into a fresh folder and answers how to weigh its screens. */
export async function productionBuild(): Promise<Build> {
  const outDir = mkdtempSync(join(tmpdir(), 'hr-web-weight-'));
  // Vitest runs with NODE_ENV=test, which would build React's development bundles.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: Awaited<ReturnType<typeof build>>;
  try {
    output = await build({ root: webRoot, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const results = (Array.isArray(output) ? output : [output]) as { output: (({ type: 'chunk' } & Chunk) | { type: 'asset' })[] }[];
  const chunks = new Map(results.flatMap((r) => r.output).flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])));

  const chunkOf = (module: string | RegExp): string => {
    const holds = typeof module === 'string' ? (id: string) => id === resolve(webRoot, module) : (id: string) => module.test(id);
    const chunk = [...chunks.values()].find((c) => c.moduleIds.some(holds));
    if (!chunk) throw new Error(`no chunk holds ${module}`);
    return chunk.fileName;
  };
  const entry = () => [...chunks.values()].find((c) => c.isEntry)!.fileName;
  const staticClosure = (modules: (string | RegExp)[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      chunks.get(file)!.imports.forEach(visit);
    };
    [entry(), ...modules.map(chunkOf)].forEach(visit);
    return seen;
  };
  const brotli = (file: string) => brotliCompressSync(readFileSync(join(outDir, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const transferred = (files: Iterable<string>, options: { css?: boolean } = {}): number => {
    const list = [...files];
    const css = options.css ? new Set(list.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])])) : new Set<string>();
    return [...list, ...css].reduce((sum, file) => sum + brotli(file), 0);
  };
  return { outDir, chunks, chunkOf, staticClosure, transferred };
}
