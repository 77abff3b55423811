/**
 * The web app over the wire (issue 13), measured in Debian's Chromium: the built server with the demo company
 * (e2e/server.ts, as the browser tests start it), a browser whose cache is empty before each load. Three loads:
 *  - sign-in: open `/login` and wait until the network is idle;
 *  - signed-in shell: an office employee (qs.wong: menus, requests, the home page's own cards) signs in, the
 *    cache is emptied and the home page loaded again: the frame every user gets;
 *  - HR's home: the same for an HR officer (hr.tan), whose home page adds the dashboard's charts and tables
 *    (loaded after the page's first paint). Reported beside the goal, not in it: those panels are the page's
 *    content, not the shell.
 * Each counts the JavaScript of every response with its headers and its body as sent (compressed), which is
 * what DevTools calls transferred. Run: `npx tsx bench/web.ts` (CHROMIUM_PATH, default /usr/bin/chromium);
 * VERBOSE=1 lists the files.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../apps/server/test/server-process.js';
import { freePort, startServer } from '../e2e/server.js';
import { INITIAL_PASSWORD } from '../e2e/helpers.js';
import { reportFigure } from './report.js';

const KB = 1024;
// demo accounts sign in with the initial password: a demo asks them no change
const PASSWORD = INITIAL_PASSWORD;
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) throw new Error('build failed');
const server = await startServer({ port: await freePort(), demoData: true, stdio: 'ignore', ownGroup: true });

/** JavaScript transferred while `action` runs and the network settles: headers + body as sent, in bytes. */
async function scriptBytes(page: Page, action: () => Promise<unknown>) {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname;
    sizes.push(
      response
        .request()
        .sizes()
        .then(async (s) => {
          if (process.env.VERBOSE)
            console.log(
              `  ${file}: ${((s.responseHeadersSize + s.responseBodySize) / KB).toFixed(1)} KB, ${(await response.headerValue('content-encoding')) ?? 'identity'}`,
            );
          return s.responseHeadersSize + s.responseBodySize;
        }),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return { kb: (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / KB, files: sizes.length };
}

/** `account` signs in, then its home page is loaded again on an empty cache: what that load transferred. */
async function home(browser: Browser, account: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.fill('#auth-username', account);
  await page.fill('#auth-password', PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForURL('**/homePage');
  await page.waitForLoadState('networkidle');
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  if (process.env.VERBOSE) console.log(`${account}'s home page:`);
  const loaded = await scriptBytes(page, () => page.reload());
  await page.locator('nav[aria-label="main menu"]').waitFor();
  await context.close();
  return loaded;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await (await browser.newContext()).newPage();
  if (process.env.VERBOSE) console.log('sign-in:');
  const signIn = await scriptBytes(page, () => page.goto(`${server.url}/login`));
  const shell = await home(browser, 'qs.wong');
  const hr = await home(browser, 'hr.tan');
  const line = (what: string, load: { kb: number; files: number }) => `${what} ${load.kb.toFixed(1)} KB (${load.files} files)`;
  console.log([line('sign-in:', signIn), line('signed-in shell (an employee):', shell), line("HR's home with its dashboard:", hr)].join('; '));
  reportFigure({
    figure: 'web over the wire, JS as transferred (Chromium, empty cache)',
    goal: 'sign-in <= 150 KB, signed-in shell <= 350 KB',
    value: `${line('sign-in', signIn)}, ${line('shell', shell)}; HR's home with its dashboard ${hr.kb.toFixed(1)} KB`,
    met: signIn.kb <= 150 && shell.kb <= 350,
  });
} finally {
  await browser.close();
  await server.stop();
}
