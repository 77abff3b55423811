/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes brotli and gzip copies of every text asset beside it once the bundle is written, so the server
 * sends them precompressed (@fastify/static `preCompressed`) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
  return {
    name: 'hr-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle() {
      for (const file of files(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|wasm)$/.test(file) || statSync(file).size < 1024) continue;
        const body = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Which chunks the first screens load (issue 13). Left to itself the bundler cut the app into some 500 files,
 * and the signed-in home page alone fetched over a hundred of them, each with its own request and headers.
 * Three groups gather what the first screens import statically, so each of those screens costs a few files:
 *  - `boot`: what `main.tsx` imports (React, the router, i18n, the HTTP client), needed by every screen;
 *  - `signin`: what the sign-in pages import besides;
 *  - `shell`: what the signed-in frame and the home page import besides, antd's common parts among them.
 * Every other page stays a chunk of its own, loaded when it opens; the dashboard's table and chart stay
 * behind their own dynamic imports, after the first paint.
 */
function firstScreenChunks(): Plugin & { groups: { name: string; test: (id: string) => boolean; priority: number }[] } {
  /** A module's static imports; for the antd and icon barrels, only the names it takes from them. */
  const imports = new Map<string, readonly string[]>();
  const barrelNames = new Map<string, Map<string, string[]>>();
  /** Per barrel module, the file of each name it re-exports (`export { default as Button } from './button'`). */
  const barrels = new Map<string, Map<string, string>>();
  const closures = new Map<string, Set<string>>();
  const barrelOf = (id: string) => /node_modules[\\/](antd|@ant-design[\\/]icons)[\\/]es[\\/](index|icons[\\/]index)\.js$/.exec(id)?.[1].replace('\\', '/');
  /** The file a barrel name comes from, among the modules of the build. */
  const exported = (name: string, pkg: string) => {
    for (const [barrel, names] of barrels) {
      const file = barrelOf(barrel) === pkg ? names.get(name) : undefined;
      if (file) return [`${file}.js`, join(file, 'index.js')].find((id) => imports.has(id));
    }
  };
  /** The modules `roots` import statically, themselves included: computed once the graph is complete. */
  const reach = (key: string, roots: RegExp) => {
    let seen = closures.get(key);
    if (seen) return seen;
    seen = new Set<string>();
    const stack = [...imports.keys()].filter((id) => roots.test(id));
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const target of imports.get(id) ?? []) {
        const pkg = barrelOf(target);
        if (!pkg) stack.push(target);
        else for (const name of barrelNames.get(id)?.get(pkg) ?? []) stack.push(exported(name, pkg) ?? target);
      }
    }
    closures.set(key, seen);
    return seen;
  };
  const group = (name: string, roots: RegExp, priority: number) => ({ name, priority, test: (id: string) => reach(name, roots).has(id) });
  return {
    name: 'hr-first-screen-chunks',
    apply: 'build',
    buildStart: () => {
      imports.clear();
      barrelNames.clear();
      barrels.clear();
      closures.clear();
    },
    transform(code, id) {
      if (barrelOf(id)) {
        const names = new Map<string, string>();
        for (const m of code.matchAll(/export \{ default as (\w+) \} from ["']([^"']+)["']/g)) names.set(m[1], join(dirname(id), m[2]));
        barrels.set(id, names);
      } else if (!id.includes('node_modules')) {
        const used = new Map<string, string[]>();
        for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](antd|@ant-design\/icons)["']/g)) {
          const names = m[1]
            .split(',')
            .map((part) => part.trim().split(/\s+as\s+/)[0])
            .filter((name) => name && !name.startsWith('type '));
          used.set(m[2], [...(used.get(m[2]) ?? []), ...names]);
        }
        barrelNames.set(id, used);
      }
      return null;
    },
    moduleParsed: (info) => void imports.set(info.id, info.importedIds),
    groups: [
      group('boot', /[\\/]src[\\/]main\.tsx$/, 3),
      group('signin', /[\\/]src[\\/]pages[\\/]auth[\\/][^\\/]+Page\.tsx$/, 2),
      group('shell', /[\\/]src[\\/](app[\\/]shell[\\/]Shell|pages[\\/]HomePage)\.tsx$/, 1),
    ],
  };
}
const chunks = firstScreenChunks();

/**
 * The installable app of issue 33 (vite-plugin-pwa, Workbox's generateSW): a web app manifest that opens a worker's
 * pages standalone, and a service worker that keeps the app shell (the page, the boot and sign-in scripts and the
 * worker's pages) so it opens with no signal; every other script is kept once fetched. The API is never cached by
 * the service worker: the worker's pages keep their last answers themselves (modules/me/me-data.ts) and say so.
 * Registered by main.tsx (an inline registration script would break the CSP's `script-src 'self'`).
 */
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  manifest: {
    name: 'HR Platform',
    short_name: 'HR',
    description: 'Payslips, leave, permit and requests on your phone',
    start_url: '/me',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#1668dc',
    background_color: '#f5f5f5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // the shell and the worker's pages with what they import, and the languages' texts (a phone offline keeps its language)
    globPatterns: [
      'index.html',
      'favicon.svg',
      'icons/*.png',
      'assets/{index,rolldown-runtime,boot,signin,WorkerApp,MeParts,Me{Home,Payslips,Leave,Requests,File}Page,me-data,me-outbox}-*.{js,css}',
      'assets/{zh,de,fr,pt,zh_CN,de_DE,fr_FR,pt_PT,zh-cn}-*.js',
    ],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      // hashed file names: a script or style once fetched never changes
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'hr-assets', expiration: { maxEntries: 400 } },
      },
    ],
  },
});

/** The build's version: the version check compares the server's appVersion against it. */
export const BUILD_VERSION = '20250321123024';

/**
 * react-router 7 exports only its development build (dev warnings on, remix-run/react-router#12532, #14102), though it
 * ships the production one beside it: a production build takes that one (no dev warnings in the browser's console,
 * and a smaller boot script).
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

export default defineConfig(({ mode }) => ({
  resolve: mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // (not under Vitest: the bundle budget test builds the app in jsdom, where Workbox cannot write its file; the
  // service worker changes no script the budgets count)
  plugins: [react(), precompress(), chunks, ...(process.env.VITEST ? [] : [pwa])],
  define: { __BUILD_VERSION__: JSON.stringify(BUILD_VERSION) },
  server: { port: 5173, proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 60_000,
    // one retry on CI (a busy 2-core machine); a test that fails twice fails the run
    retry: process.env.CI ? 1 : 0,
    // both cores, and files share a worker's module cache (antd and the app import once per worker);
    // test-setup.ts unmounts every render after each test
    maxWorkers: 2,
    isolate: false,
  },
}));
