import { test as base } from '@playwright/test';
import { INITIAL_PASSWORD } from './helpers';
import { freePort, startServer, type E2eServer } from './server';

// The specs that read the DEMO_DATA=1 company (a11y, i18n, the menu crawl) share one such server per
// Playwright worker: it boots and seeds once. Demo accounts sign in with the initial password and are asked
// no change (a demo is for looking around). Those specs write nothing, so what one sees does not depend on
// another having run. A failed test ends its worker, so a retry gets a fresh server of its own.

/** Every demo account (modules/demo); admin holds every menu. */
export const DEMO_ACCOUNTS = ['admin', 'hr.tan', 'fin.lim', 'eng.kumar', 'qs.wong', 'prj.chen', 'site.rahman', 'dir.ng', 'audit.goh'];
/** The demo accounts' password: the initial one, which a demo does not ask them to change. */
export const DEMO_PASSWORD = INITIAL_PASSWORD;

export const test = base.extend<object, { demo: E2eServer }>({
  demo: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern
    async ({}, use) => {
      const server = await startServer({ port: await freePort(), demoData: true, stdio: 'ignore', ownGroup: true });
      try {
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
