// Starts the product for the browser tests (e2e/server.ts): a fresh data directory or PostgreSQL database,
// no ADMIN_PASSWORD (so `admin` has the initial password), DEMO_DATA=1 only when E2E_DEMO_DATA=1. Before it
// reports ready (on E2E_PORT + 1, which Playwright waits for) it creates the `e2e.admin` administrator
// through the API, so specs other than web.spec never touch `admin`.
import { createServer } from 'node:http';
import { E2E_ADMIN, INITIAL_PASSWORD } from './helpers';
import { BASIC, passwordToken, startServer } from './server';

const port = Number(process.env.E2E_PORT ?? 8799);
const server = await startServer({ port, demoData: process.env.E2E_DEMO_DATA === '1' });
for (const s of ['SIGTERM', 'SIGINT'] as const) process.on(s, () => server.child.kill(s));
server.child.on('exit', (code) => process.exit(code ?? 0));

const api = server.url;
const signIn = async (username: string, password: string) => {
  const token = await passwordToken(api, username, password);
  if (!token.access_token) throw new Error(`${username}: ${token.error_description}`);
  return { ...token, access_token: token.access_token };
};
const post = async (token: string, path: string, body: object) => {
  const answer = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { authorization: BASIC, 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number; msg: string }>);
  if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
};
// A session with the initial password may only change it: admin changes it, creates e2e.admin, and
// e2e.admin resets admin's password to the initial one again (web.spec starts from it).
const admin = await signIn('admin', INITIAL_PASSWORD);
const interim = 'Interim@2026-e2e';
await post(admin.access_token, '/api/blade-user/resetPassword1', { newPassword: interim, newPassword1: interim });
await post(admin.access_token, '/api/blade-user/submit', {
  account: E2E_ADMIN.account,
  name: E2E_ADMIN.account,
  realName: 'E2E Administrator',
  password: E2E_ADMIN.password,
  roleId: admin.role_id,
});
const e2eAdmin = await signIn(E2E_ADMIN.account, E2E_ADMIN.password);
await post(e2eAdmin.access_token, '/api/blade-user/reset-password', { userIds: admin.user_id });

createServer((_req, res) => res.end('ready')).listen(port + 1, '127.0.0.1');
