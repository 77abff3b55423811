/**
 * The web app over the wire (issue 13), measured in Debian's Chromium: the built server on a fresh embedded
 * database, a browser with an empty cache.
 *  - sign-in: open `/login` and wait until the network is idle; the JavaScript of every response counts with its
 *    headers and its body as sent (compressed), which is what DevTools calls transferred;
 *  - signed-in shell: sign in, then empty the browser's cache and load the home page again (the session stays):
 *    the JavaScript the shell and the home page need, as transferred.
 * Run: `npx tsx bench/web.ts` (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { chromium, type Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from '../apps/server/test/server-process.js';
import { BENCH_ADMIN_PASSWORD } from './generate.js';
import { reportFigure } from './report.js';

const KB = 1024;
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) throw new Error('build failed');
const dir = mkdtempSync(join(tmpdir(), 'hr-web-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: repoRoot,
  env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, DATABASE_URL: '' },
  stdio: 'ignore',
});
for (let until = Date.now() + 120_000; ; ) {
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  if (Date.now() > until) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

/** JavaScript transferred while `action` runs and the network settles: headers + body as sent, in bytes. */
async function scriptBytes(page: Page, action: () => Promise<unknown>) {
  const sizes: Promise<number>[] = [];
  const files: string[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname;
    files.push(file);
    sizes.push(
      response.request().sizes().then(async (s) => {
        if (process.env.VERBOSE) console.log(`  ${file}: ${((s.responseHeadersSize + s.responseBodySize) / KB).toFixed(1)} KB, ${(await response.headerValue('content-encoding')) ?? 'identity'}`);
        return s.responseHeadersSize + s.responseBodySize;
      }),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  return { total, files: files.length };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const signIn = await scriptBytes(page, () => page.goto(`${base}/login`));
  await page.fill('#auth-username', 'admin');
  await page.fill('#auth-password', BENCH_ADMIN_PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForURL('**/homePage');
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const shell = await scriptBytes(page, () => page.reload());
  await page.locator('nav[aria-label="main menu"]').waitFor();
  console.log(`sign-in: ${(signIn.total / KB).toFixed(1)} KB of JS in ${signIn.files} files; signed-in shell: ${(shell.total / KB).toFixed(1)} KB in ${shell.files} files`);
  reportFigure({
    figure: 'web over the wire, JS as transferred (Chromium, empty cache)',
    goal: 'sign-in <= 150 KB, signed-in shell <= 350 KB',
    value: `sign-in ${(signIn.total / KB).toFixed(1)} KB, shell ${(shell.total / KB).toFixed(1)} KB`,
    met: signIn.total <= 150 * KB && shell.total <= 350 * KB,
  });
} finally {
  await browser.close();
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  rmSync(dir, { recursive: true, force: true });
}
