// `npm test`: the lint and format check (Biome, `npm run lint`), the type check, the server suites, the web unit
// tests, the browser tests and the production step (scripts/production.test.mjs), in that order, stopping at the
// first that fails. With DATABASE_URL set (CI's PostgreSQL pass) only the server suites and the production step
// (there: backup and restore of a PostgreSQL database) run again: they hold every route's contract, the races and the
// multi-process test, and PostgreSQL is what they check there. The lint, the type check and the web unit tests
// read no database, and the browser tests drive `npm start` on a fresh data folder (BRIEF section 9), the same
// pages over the same routes the server suites already ran on PostgreSQL: a second browser run took 13 of CI's
// 47 minutes and proved nothing the first had not.
import { spawn, spawnSync } from 'node:child_process';

const onPostgres = Boolean(process.env.DATABASE_URL);
const steps = [
  { name: 'lint', args: ['run', 'lint'], database: false },
  { name: 'type check', args: ['run', 'typecheck'], database: false },
  { name: 'server suites', args: ['run', 'test', '--workspace', 'apps/server'], database: true },
  { name: 'web unit tests', args: ['run', 'test', '--workspace', 'apps/web'], database: false },
  { name: 'browser tests', args: ['run', 'test:e2e'], database: false },
  // the build run as an operator runs it (production dependencies only, NODE_ENV=production), backed up and
  // restored; on PostgreSQL the backup and restore of a PostgreSQL database (scripts/production.test.mjs)
  { name: 'production install, backup and restore', command: process.execPath, args: ['scripts/production.test.mjs'], database: true },
];

// the production step's `npm ci --omit=dev` (a minute of mostly disk) runs beside the first steps
const preparing = onPostgres ? null : spawn(process.execPath, ['scripts/production.test.mjs', '--prepare'], { stdio: 'ignore' });
const prepared = preparing ? new Promise((resolve) => preparing.once('exit', resolve)) : Promise.resolve();
process.on('exit', () => preparing?.kill());

for (const step of steps) {
  if (onPostgres && !step.database) {
    console.log(`== ${step.name}: not run again with DATABASE_URL (see scripts/test.mjs)`);
    continue;
  }
  if (step.command) await prepared;
  const started = Date.now();
  console.log(`== ${step.name}`);
  const { status, signal } = spawnSync(step.command ?? 'npm', step.args, { stdio: 'inherit' });
  console.log(`== ${step.name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
}
