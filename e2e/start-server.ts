// Starts the product for the browser tests: a fresh data directory (or a fresh PostgreSQL database
// when DATABASE_URL is set), the built web app, no ADMIN_PASSWORD (so `admin` has the initial
// password). Before it reports ready (on E2E_PORT + 1, which Playwright waits for) it creates the
// `e2e.admin` administrator through the API, so specs other than web.spec never touch `admin`.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { E2E_ADMIN, INITIAL_PASSWORD } from './helpers';

const port = Number(process.env.E2E_PORT ?? 8799);
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
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

const api = `http://127.0.0.1:${port}`;
const basic = `Basic ${Buffer.from('hr-web:hr-web-secret').toString('base64')}`;
for (let i = 0; ; i++) {
  if (await fetch(`${api}/api/health`).then((r) => r.ok).catch(() => false)) break;
  if (i > 300) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 500));
}
const token = await fetch(`${api}/api/blade-auth/oauth/token`, {
  method: 'POST',
  headers: { authorization: basic, 'tenant-id': '000000', 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: INITIAL_PASSWORD, tenantId: '000000' }),
}).then((r) => r.json() as Promise<{ access_token: string; role_id: string }>);
const headers = { authorization: basic, 'blade-auth': `bearer ${token.access_token}`, 'content-type': 'application/json' };
const created = await fetch(`${api}/api/blade-user/submit`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ account: E2E_ADMIN.account, name: E2E_ADMIN.account, realName: 'E2E Administrator', password: E2E_ADMIN.password, roleId: token.role_id }),
}).then((r) => r.json() as Promise<{ code: number; msg: string }>);
if (created.code !== 200) throw new Error(`could not create ${E2E_ADMIN.account}: ${created.msg}`);

createServer((_req, res) => res.end('ready')).listen(port + 1, '127.0.0.1');
