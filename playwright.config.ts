import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (never a downloaded browser) against `npm start`-equivalent
// server on a fresh data directory (or a fresh PostgreSQL database when DATABASE_URL is set).
const port = Number(process.env.E2E_PORT ?? 8799);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // CI runs on a 2-core machine that may be busy: budgets that slow steps fit, a hang still fails
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  // one retry on CI (a busy 2-core machine): a test that fails twice fails the run; a retried pass is listed as flaky
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `npx tsx e2e/start-server.ts`,
    // answered by e2e/start-server.ts once the server is up and the e2e administrator exists
    url: `http://127.0.0.1:${port + 1}/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
