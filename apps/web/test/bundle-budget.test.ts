import { describe, expect, it, beforeAll } from 'vitest';
import { KB, productionBuild, SCREENS, type Build } from './bundle-weight';

/**
 * Budgets of issues 3 and 13 on the real production build: what the browser must download before the
 * sign-in screen shows (entry + login chunk and their static imports) and before the signed-in shell
 * shows, as transferred (bundle-weight.ts: the build's brotli copies, which the server sends to browsers).
 */
const SIGN_IN_BUDGET = 150 * KB;
const SHELL_BUDGET = 350 * KB;
/** Issue 33: a worker's phone, cache empty: the SMS sign-in and his home together. */
const WORKER_BUDGET = 250 * KB;

let weights: Build;
const chunkOf = (module: string) => weights.chunkOf(module);
const staticClosure = (modules: string[]) => weights.staticClosure(modules);
const transferredJs = (modules: string[]) => weights.transferred(staticClosure(modules));

const { signIn: SIGN_IN, shell: SHELL, worker: WORKER } = SCREENS;

beforeAll(async () => {
  weights = await productionBuild();
}, 120_000);

describe('production bundle budgets', () => {
  it('loads the sign-in route with at most 150 KB of JS as transferred', () => {
    const size = transferredJs(SIGN_IN);
    console.info(`sign-in route: ${(size / KB).toFixed(1)} KB as transferred (brotli)`);
    expect(size).toBeLessThanOrEqual(SIGN_IN_BUDGET);
  });

  it('loads the signed-in shell with at most 350 KB of JS as transferred', () => {
    const size = transferredJs(SHELL);
    console.info(`signed-in shell: ${(size / KB).toFixed(1)} KB as transferred (brotli)`);
    expect(size).toBeLessThanOrEqual(SHELL_BUDGET);
  });

  it("loads a worker's SMS sign-in and his home with at most 250 KB of JS as transferred (no antd)", () => {
    const size = transferredJs(WORKER);
    console.info(`worker sign-in + home: ${(size / KB).toFixed(1)} KB as transferred (brotli)`);
    expect(size).toBeLessThanOrEqual(WORKER_BUDGET);
    // antd's English texts ride in the boot chunk (i18n.ts); none of its components
    const components = (file: string) =>
      weights.chunks.get(file)!.moduleIds.filter((id) => /node_modules[\\/]antd[\\/]/.test(id) && !/[\\/]locale[\\/]/.test(id));
    for (const file of staticClosure(WORKER)) expect(components(file)).toEqual([]);
  });

  it('gathers what the first screens import into a few files (vite.config.ts firstScreenChunks)', () => {
    // each file is a request with its own headers: before the grouping the home page fetched over a hundred
    expect(staticClosure(SIGN_IN).size).toBeLessThanOrEqual(5);
    expect(staticClosure(SHELL).size).toBeLessThanOrEqual(8);
    expect(chunkOf(SIGN_IN[0]!)).toMatch(/^assets\/signin-/);
    for (const module of SHELL) expect(chunkOf(module)).toMatch(/^assets\/shell-/);
    expect(chunkOf('src/main.tsx')).toMatch(/^assets\/boot-/);
  });

  it('lazy-loads every page: no page module is part of what the entry loads before it runs', () => {
    const boot = [...staticClosure([])].map((file) => weights.chunks.get(file)!);
    const pages = [...weights.chunks.values()].flatMap((c) => c.moduleIds).filter((id) => /src\/(pages|modules)\/.*Page\.tsx$/.test(id));
    expect(pages.length).toBeGreaterThan(10);
    for (const chunk of boot) expect(chunk.moduleIds.filter((id) => pages.includes(id))).toEqual([]);
    const lazy = new Set(boot.flatMap((c) => c.dynamicImports));
    for (const module of ['src/pages/auth/LoginPage.tsx', 'src/modules/system/UserPage.tsx']) expect(lazy).toContain(chunkOf(module));
  });
});
