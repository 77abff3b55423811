// Starts the product for the browser tests: a fresh data directory (or a fresh PostgreSQL database
// when DATABASE_URL is set), the built web app, no ADMIN_PASSWORD (so the initial password applies).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';

const env: NodeJS.ProcessEnv = { ...process.env, PORT: process.env.E2E_PORT ?? '8799', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
delete env.ADMIN_PASSWORD;
env.DATA_DIR = mkdtempSync(join(tmpdir(), 'hr-e2e-'));
if (process.env.DATABASE_URL) {
  const base = new URL(process.env.DATABASE_URL);
  const name = `hr_e2e_${Date.now().toString(36)}`;
  const c = new pg.Client({ connectionString: base.toString() });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  base.pathname = `/${name}`;
  env.DATABASE_URL = base.toString();
}
const child = spawn('npx', ['tsx', 'apps/server/src/server.ts'], { env, stdio: 'inherit' });
for (const s of ['SIGTERM', 'SIGINT'] as const) process.on(s, () => child.kill(s));
child.on('exit', (code) => process.exit(code ?? 0));
