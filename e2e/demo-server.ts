import { test as base } from '@playwright/test';
import { INITIAL_PASSWORD } from './helpers';
import { changeInitialPasswords, freePort, startServer, type E2eServer } from './server';

// The specs that read the DEMO_DATA=1 company (a11y, i18n, the menu crawl) share one such server per
// Playwright worker: it boots and seeds once, and every demo account has chosen DEMO_PASSWORD. Those specs
// write nothing but these password changes, so what one sees does not depend on another having run. A
// failed test ends its worker, so a retry gets a fresh server of its own.

/** Every demo account (modules/demo); admin holds every menu. */
export const DEMO_ACCOUNTS = ['admin', 'hr.tan', 'fin.lim', 'eng.kumar', 'qs.wong', 'prj.chen', 'site.rahman', 'dir.ng', 'audit.goh'];
export const DEMO_PASSWORD = 'Demo@E2e-2026';

export const test = base.extend<object, { demo: E2eServer }>({
  demo: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern
    async ({}, use) => {
      const server = await startServer({ port: await freePort(), demoData: true, stdio: 'ignore', ownGroup: true });
      try {
        await changeInitialPasswords(server.url, DEMO_ACCOUNTS, INITIAL_PASSWORD, DEMO_PASSWORD);
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // a demo boot seeds a whole company: minutes on a busy machine
    { scope: 'worker', timeout: 300_000 },
  ],
});
export { expect } from '@playwright/test';
