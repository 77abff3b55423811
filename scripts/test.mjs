// `npm test`: the type check, the server suites, the web unit tests and the browser tests, in that order,
// stopping at the first that fails. With DATABASE_URL set (CI's PostgreSQL pass) only the suites that touch
// a database run again: the type check and the web unit tests read no database, so a second run on the same
// sources would prove nothing new.
import { spawnSync } from 'node:child_process';

const onPostgres = Boolean(process.env.DATABASE_URL);
const steps = [
  { name: 'type check', args: ['run', 'typecheck'], database: false },
  { name: 'server suites', args: ['run', 'test', '--workspace', 'apps/server'], database: true },
  { name: 'web unit tests', args: ['run', 'test', '--workspace', 'apps/web'], database: false },
  { name: 'browser tests', args: ['run', 'test:e2e'], database: true },
];

for (const step of steps) {
  if (onPostgres && !step.database) {
    console.log(`== ${step.name}: not run again with DATABASE_URL (no database in it)`);
    continue;
  }
  const started = Date.now();
  console.log(`== ${step.name}`);
  const { status, signal } = spawnSync('npm', step.args, { stdio: 'inherit' });
  console.log(`== ${step.name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
}
