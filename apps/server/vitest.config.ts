import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // migrations and first-boot seeds once per run; every test app starts from a copy
    globalSetup: ['test/global-setup.ts'],
    // a file whose statements ran side by side on one transaction's connection fails (pg 9 refuses it)
    setupFiles: ['test/one-statement-at-a-time.ts', 'test/module-names.ts'],
    pool: 'forks',
    // files share a worker's module cache (importing the app costs more than most files' tests);
    // every file still builds its own app on its own database, and per-app caches key on the app
    isolate: false,
    // Two cores: one file per core keeps PGlite instances from starving each other.
    maxWorkers: 2,
    testTimeout: 30_000,
    // one retry on CI (a busy 2-core machine); a test that fails twice fails the run
    retry: process.env.CI ? 1 : 0,
    // a demo-data app (the whole demo seeded) takes over a minute to build on a busy machine
    hookTimeout: 180_000,
    // the process clock's zone is not the company's (Asia/Singapore): nothing may read a date in the process's zone
    env: { NODE_ENV: 'test', TZ: 'America/New_York' },
  },
});
