import { mkdir, writeFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from './demo-server';
import { BASIC, passwordToken, type E2eServer } from './server';

// Every demo role opens every leaf of its menu tree, in English and in Chinese, on the DEMO_DATA=1 server
// (e2e/demo-server.ts): a 404 or 403 page, an uncaught error, a console error, an API answer >= 400, a page with
// neither rows nor an empty state, or a list that stays empty (the demo fills every list of every role's
// menu; the few empty by their nature are allowed below) fails. Empty lists are also reported
// (test-results/empty-lists.json). An ISO date-time or an unformatted amount in a page's visible text fails too
// (formatProblems). Pages are opened by client-side navigation, three tabs side by side, in one browser context that
// every role signs into in turn.
// The shared specs' server never sees it, and nothing here writes but the password changes, so what a role
// sees does not depend on the order of specs; a retry starts a fresh one again.

/** One account per demo role (admin holds every menu); demo accounts come from modules/demo. */
const ACCOUNTS = DEMO_ACCOUNTS;
const PASSWORD = DEMO_PASSWORD;
const LANGUAGES = ['en', 'zh'] as const;
/**
 * Tabs of one role's crawl, each opening every third leaf: a page's time is mostly waiting (its chunk, its calls,
 * its render), so three tabs side by side take about a third of the time of one, on two cores too.
 */
const LANES = 3;
/** What a page shows when it has loaded: rows of some kind, or an empty state. */
const CONTENT = [
  '.ant-table-row',
  '.ant-table-placeholder',
  '.ant-empty',
  '.ant-list-item',
  '.ant-tree-treenode',
  '.ant-card-grid',
  '.ant-descriptions',
  '.ant-picker-calendar',
  '[data-testid=page-content]',
  '[data-testid=forbidden-page]',
].join(', ');

/** A list page that loaded but shows no rows: its table's (or list's) empty state is what the reader sees. */
const EMPTY_LIST = '.ant-table-placeholder, .ant-empty';
const ROWS = '.ant-table-row, .ant-list-item, .ant-tree-treenode, .ant-card-grid, .ant-descriptions, .ant-picker-calendar';
/**
 * Lists that are empty by their nature for a role, with the reason (`account path`). Everything else in a
 * role's menu shows rows in the demo.
 */
const ALLOWED_EMPTY: Record<string, string> = {
  // the director's own queue of settlements waiting for his approval: the administrator role holds every
  // menu, but the demo's settlements wait at the director (Ng Boon Keat), not at the administrator
  'admin /directorExamine': 'settlements wait at the director, not at the administrator',
};

/** Every empty list found, by account, language and path: reported at the end (test-results/empty-lists.json) and in each test's annotations. */
const emptyLists: string[] = [];

interface MenuNode {
  name: string;
  path: string;
  children?: MenuNode[];
}

const leavesOf = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => (n.children?.length ? leavesOf(n.children) : [n]));

let server: E2eServer;

test.beforeAll(({ demo }) => {
  server = demo;
});

/**
 * One browser context for every role's crawl, so the app's code is fetched and compiled once, as a person's browser
 * keeps it between sessions: each crawl signs in afresh on emptied storage and closes its tabs at the end.
 */
let crawlContext: BrowserContext | undefined;
const sharedContext = async (browser: Browser) => (crawlContext ??= await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: server.url }));

async function menuLeaves(account: string): Promise<MenuNode[]> {
  const token = await passwordToken(server.url, account, PASSWORD);
  const menus = await fetch(`${server.url}/api/blade-system/menu/routes`, {
    headers: { authorization: BASIC, 'blade-auth': `bearer ${token.access_token}` },
  }).then((r) => r.json() as Promise<{ data: MenuNode[] }>);
  // web addresses open in the iframe page, which shows someone else's site
  return leavesOf(menus.data).filter((leaf) => leaf.path.startsWith('/'));
}

/** Opens a path inside the running app (no reload): the router follows history changes. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** What one look at the page sees: content, spinners, whether it is a 403 page, an empty state, rows. */
interface Look {
  shown: number;
  spinning: number;
  forbidden: boolean;
  empty: boolean;
  rows: boolean;
}

/** Waits for the page to settle: content shown, no spinner, no call in flight; answers the settled look. */
async function settle(page: Page, inFlight: () => string[]): Promise<Look | string> {
  const deadline = Date.now() + 20_000;
  let state = '';
  while (Date.now() < deadline) {
    // one round trip to the page for everything the checks below read
    const look = await page.evaluate(
      ([content, empty, rows]) => {
        const areas = [...document.querySelectorAll('main, .ant-layout-content')];
        const count = (selector: string) => areas.reduce((n, area) => n + area.querySelectorAll(selector).length, 0);
        return {
          shown: count(content),
          spinning: document.querySelectorAll('.ant-layout-content .ant-spin-spinning, .ant-layout-content .ant-skeleton-active').length,
          forbidden: document.querySelector('[data-testid=forbidden-page]') !== null,
          empty: count(empty) > 0,
          rows: count(rows) > 0,
        };
      },
      [CONTENT, EMPTY_LIST, ROWS] as const,
    );
    const calls = inFlight();
    if (look.shown > 0 && look.spinning === 0 && calls.length === 0) return look;
    // what kept the page from settling, for the report
    state = `content ${look.shown}, spinners ${look.spinning}, in flight: ${calls.join(' ') || 'none'}`;
    await page.waitForTimeout(40);
  }
  return state;
}

// one test per role and language: each has its own time budget, and a failure names both
for (const account of ACCOUNTS)
  for (const language of LANGUAGES) {
    test(`${account} opens every page of the menu in ${language === 'en' ? 'English' : 'Chinese'}`, async ({ browser }) => {
      // admin holds every menu (about 120 pages): a few minutes on a busy machine
      test.setTimeout(600_000);
      const leaves = await menuLeaves(account);
      expect(leaves.length, `${account} has menu pages`).toBeGreaterThan(0);
      const context = await sharedContext(browser);
      const problems: string[] = [];
      const empty: string[] = [];
      // each problem is printed as found too, so a long crawl shows its progress
      const problem = (text: string) => {
        console.log(`${account} ${text}`);
        problems.push(text);
      };

      /** One tab of the crawl: what it is on, and every request of it in flight. */
      const lane = async () => {
        const page = await context.newPage();
        const tab = { page, current: '(sign-in)', pending: new Set<Request>() };
        // every request counts while in flight: a page's chunk as much as its calls (until its chunk arrives the
        // previous page stays on screen); requests of a page left by a reload never answer, so a load starts afresh
        page.on('pageerror', (error) => problem(`${tab.current}: uncaught ${error.message}`));
        page.on('console', (message) => {
          // failed loads are judged by the response check below
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problem(`${tab.current}: console ${message.text()}`);
        });
        page.on('request', (request) => tab.pending.add(request));
        page.on('load', () => tab.pending.clear());
        page.on('requestfailed', (request) => tab.pending.delete(request));
        page.on('requestfinished', (request) => tab.pending.delete(request));
        page.on('response', (response) => {
          tab.pending.delete(response.request());
          if (!response.url().includes('/api/')) return;
          if (response.status() >= 400)
            problem(`${tab.current}: ${response.request().method()} ${new URL(response.url()).pathname} answered ${response.status()}`);
        });
        return tab;
      };

      const first = await lane();
      // the previous crawl's session goes, this one's language is chosen: it signs in as its own role
      await first.page.goto('/login');
      await first.page.evaluate((l) => {
        localStorage.clear();
        localStorage.setItem('hr-language', JSON.stringify({ dataType: 'string', content: l, datetime: Date.now() }));
      }, language);
      await first.page.goto('/login');
      await first.page.fill('#auth-username', account);
      await first.page.fill('#auth-password', PASSWORD);
      await first.page.click('button[type=submit]');
      await first.page.waitForURL('**/homePage');
      await first.page.locator('nav[aria-label="main menu"]').waitFor();
      // the other tabs share the session and the language (the browser's local storage); each opens its first page
      // by its address, then goes on inside the app as the first tab does
      const tabs = [first, ...(await Promise.all(Array.from({ length: LANES - 1 }, lane)))];
      await Promise.all(
        tabs.map(async (tab, k) => {
          for (const [n, leaf] of leaves.filter((_, i) => i % LANES === k).entries()) {
            tab.current = `${language} ${leaf.path}`;
            if (k > 0 && n === 0) {
              await tab.page.goto(leaf.path);
              await tab.page.locator('nav[aria-label="main menu"]').waitFor();
            } else await navigate(tab.page, leaf.path);
            // the new route's chunk load or first render and its calls start within this moment
            await tab.page.waitForTimeout(150);
            const settled = await settle(tab.page, () => [...tab.pending].map((request) => new URL(request.url()).pathname));
            if (new URL(tab.page.url()).pathname === '/error-404') {
              problem(`${tab.current}: 404 page`);
              continue;
            }
            if (typeof settled === 'string') {
              problem(`${tab.current}: neither rows nor an empty state (${settled})`);
              continue;
            }
            if (settled.forbidden) {
              problem(`${tab.current}: 403 page`);
              continue;
            }
            // one display of dates, times and money; the previous page may still be on screen for a moment (its
            // content counts as settled until the new route renders): a finding counts only once the page has settled again
            if ((await formatProblems(tab.page)).length) {
              await tab.page.waitForTimeout(1_500);
              await settle(tab.page, () => [...tab.pending].map((request) => new URL(request.url()).pathname));
              for (const text of await formatProblems(tab.page)) problem(`${tab.current}: ${text}`);
            }
            // rows, or no empty state, in the settled look: not an empty list (the slower check runs only on an empty state)
            if (settled.empty && !settled.rows && (await isEmptyList(tab.page))) {
              emptyLists.push(`${account} ${tab.current} (${leaf.name})`);
              if (!(`${account} ${leaf.path}` in ALLOWED_EMPTY)) empty.push(`${tab.current} (${leaf.name})`);
            }
          }
        }),
      );
      await Promise.all(tabs.map((tab) => tab.page.close()));
      // the demo fills every list of every role's menu: an empty one (not allowed above) fails, named in the
      // annotations, the console and test-results/empty-lists.json
      for (const e of empty) test.info().annotations.push({ type: 'empty list', description: e });
      if (empty.length) console.log(`${account} empty lists:\n  ${empty.join('\n  ')}`);
      expect(problems).toEqual([]);
      expect(empty, `${account}: lists the demo leaves empty`).toEqual([]);
    });
  }

test.afterAll(async () => {
  await crawlContext?.close();
  crawlContext = undefined;
  await mkdir('test-results', { recursive: true });
  await writeFile('test-results/empty-lists.json', `${JSON.stringify(emptyLists, null, 2)}\n`);
});

/**
 * Dates, times and money read one way everywhere (issue 37 section 1): a date-time as "02 Dec 2026 08:53" (never
 * ISO: `2026-12-02 00:53:27`, `2026-12-02T00:53`), money with thousands separators and two decimals (never
 * `1553.00`, `1,553.5`). The spec's own formats are not ISO date-times (interview dates DD/MM/YYYY, the date
 * picker's DD MMM YYYY), so nothing is excepted. Read from the page's visible text (header, content, drawers,
 * toasts; input values are not visible text): each finding with the words around it.
 */
const FORMAT_RULES: Array<[string, RegExp]> = [
  ['ISO date-time', /\b\d{4}-\d{2}-\d{2}(?:T| )\d{2}:\d{2}/g],
  // a year and month (an app version "2026.11") is not an amount
  ['amount without thousands separator', /(?<![\d,.])(?!(?:19|20)\d{2}\.(?:0[1-9]|1[0-2])(?![\d.]))\d{4,}\.\d{2}(?![\d.])/g],
  ['amount with one decimal', /(?<![\d,.])\d{1,3}(?:,\d{3})+\.\d(?![\d.])/g],
];

function formatFindings(text: string): string[] {
  const found: string[] = [];
  for (const [what, rule] of FORMAT_RULES)
    for (const m of text.matchAll(rule)) {
      const at = m.index ?? 0;
      found.push(`${what} "${m[0]}" in "${text.slice(Math.max(0, at - 30), at + m[0].length + 30).replace(/\s+/g, ' ')}"`);
    }
  return found;
}

async function formatProblems(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...new Set(formatFindings(text))];
}

/** Whether the page's main content is a list with no rows (an empty state and no row of any kind). */
async function isEmptyList(page: Page): Promise<boolean> {
  const main = page.locator('main, .ant-layout-content');
  // a table shows its empty state for a moment before its first answer renders (the page has settled: no
  // call is in flight, so the answer is there, but a busy machine may take seconds to render it): empty only
  // if it stays so; the wait costs time only on an empty list, which fails anyway
  const deadline = Date.now() + 8_000;
  while (Date.now() < deadline) {
    if ((await main.locator(EMPTY_LIST).count()) === 0 || (await main.locator(ROWS).count()) > 0) return false;
    await page.waitForTimeout(100);
  }
  return true;
}

test('a page outside the menu tree is a 403 inside the shell, with no call made; an unknown path is the 404 page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: server.url });
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) calls.push(`${new URL(response.url()).pathname} ${response.status()}`);
  });
  await page.goto('/login');
  await page.fill('#auth-username', 'qs.wong');
  await page.fill('#auth-password', PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForURL('**/homePage');
  await page.goto('/system/user');
  await expect(page.getByTestId('forbidden-page')).toBeVisible();
  // inside the shell: the side menu is there, and no error toast over an empty table
  await expect(page.locator('nav[aria-label="main menu"]')).toBeVisible();
  await expect(page.locator('.ant-table')).toHaveCount(0);
  await expect(page.locator('.ant-message-error, .ant-notification-notice-error')).toHaveCount(0);
  expect(calls).toEqual([]);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error-404$/);
  await context.close();
});
