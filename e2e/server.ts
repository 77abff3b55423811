// Boots the product for browser tests: a fresh data directory (or a fresh PostgreSQL database when
// DATABASE_URL is set), the built web app, no ADMIN_PASSWORD (so `admin` has the initial password).
// `demoData` seeds the DEMO_DATA=1 company on first boot (e2e/menu-crawl.spec.ts starts its own such server,
// so the other specs keep their empty company and their boot time).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';

export interface E2eServer {
  port: number;
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** A port the operating system says is free now (the one helper the server tests and the benches use too). */
export { freePort } from '../apps/server/test/server-process';

export async function startServer(options: { port: number; demoData?: boolean; stdio?: 'inherit' | 'ignore'; ownGroup?: boolean }): Promise<E2eServer> {
  const { port } = options;
  // the webhook spec's receiver listens on loopback, an internal address the operator allows on purpose
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
  };
  delete env.ADMIN_PASSWORD;
  delete env.DEMO_DATA;
  if (options.demoData) env.DEMO_DATA = '1';
  env.DATA_DIR = mkdtempSync(join(tmpdir(), 'hr-e2e-'));
  if (process.env.DATABASE_URL) {
    const base = new URL(process.env.DATABASE_URL);
    const name = `hr_e2e_${Date.now().toString(36)}${options.demoData ? '_demo' : ''}`;
    const c = new pg.Client({ connectionString: base.toString() });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    base.pathname = `/${name}`;
    env.DATABASE_URL = base.toString();
  }
  // a spec's own server gets its own process group, so stopping it stops the server and anything it started;
  // start-server.ts stays in the group Playwright stops
  // the built server (what `npm start` runs; playwright.config.ts's webServer builds it when its sources
  // changed): no TypeScript compiled at each of the run's server starts
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], { env, stdio: options.stdio ?? 'inherit', detached: Boolean(options.ownGroup) });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    if (exited || i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  // the whole process group (the server and its children): a graceful stop first, whatever is left after 5 s is killed
  const group = options.ownGroup ? -child.pid! : child.pid!;
  const alive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (!alive()) return;
    process.kill(group, 'SIGTERM');
    for (let i = 0; i < 50 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive()) process.kill(group, 'SIGKILL');
  };
  return { port, url, child, stop };
}

export const BASIC = `Basic ${Buffer.from('hr-web:hr-web-secret').toString('base64')}`;

/** The token endpoint's answer: the token and the signed-in user's ids, or why it refused. */
export type TokenAnswer = { access_token?: string; role_id?: string; user_id?: string; error_description?: string };

/** The password grant through the API; answers the token answer (access_token, role_id...). */
export async function passwordToken(url: string, account: string, password: string): Promise<TokenAnswer> {
  const answer = await fetch(`${url}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'tenant-id': '000000', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: account, password, tenantId: '000000' }),
  });
  return answer.json() as Promise<TokenAnswer>;
}
