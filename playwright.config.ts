import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (never a downloaded browser) against `npm start`-equivalent
// server on a fresh data directory (or a fresh PostgreSQL database when DATABASE_URL is set).
const port = Number(process.env.E2E_PORT ?? 8799);

/** Specs that read the DEMO_DATA=1 server (e2e/demo-server.ts, one per worker) and never use the shared one. */
const OWN_SERVER = ['**/a11y.spec.ts', '**/i18n.spec.ts', '**/menu-crawl.spec.ts', '**/worker-phone.spec.ts'];

const use = {
  baseURL: `http://127.0.0.1:${port}`,
  trace: 'off' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // CI runs on a 2-core machine that may be busy: budgets that slow steps fit, a hang still fails
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  // One worker: on the 2-core machine a second browser and server beside the first made every spec slower
  // (the whole run took 21 min with two workers against about 16 with one) and timed-out steps flaky.
  workers: 1,
  // one retry on CI (a busy 2-core machine): a test that fails twice fails the run; a retried pass is listed as flaky
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use,
  projects: [
    { name: 'shared-server', testIgnore: OWN_SERVER },
    { name: 'own-server', testMatch: OWN_SERVER },
  ],
  webServer: {
    // builds the web app and the server when their sources changed (scripts/start.mjs), then boots the built server
    command: `node scripts/start.mjs --build-only && npx tsx e2e/start-server.ts`,
    // answered by e2e/start-server.ts once the server is up and the e2e administrator exists
    url: `http://127.0.0.1:${port + 1}/ready`,
    // a build on a busy machine takes minutes; with nothing changed it is skipped
    timeout: 600_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
