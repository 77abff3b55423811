/**
 * Side-by-side benchmark: starts the real server and the raw Fastify + pg baseline (baseline.ts) on
 * one PostgreSQL database holding the generated dataset, drives each route and its baseline twin with
 * autocannon one after the other, and prints throughput and p95 latency with their ratios.
 *
 *   npx tsx bench/run.ts [--database-url URL] [--duration 10] [--connections 10] [--fresh] [--users 5000 ...]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import autocannon from 'autocannon';
import { BENCH_ADMIN_PASSWORD, generate, parseGenerateArgs } from './generate.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ args: process.argv.slice(2), strict: false, options: { duration: { type: 'string' }, connections: { type: 'string' }, warmup: { type: 'string' } } });
const duration = Number(values.duration ?? 10);
const connections = Number(values.connections ?? 10);
const warmup = Number(values.warmup ?? 2);
const genOpts = parseGenerateArgs(process.argv.slice(2));

interface Proc {
  child: ChildProcess;
  base: string;
  output: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function start(script: string, env: Record<string, string>, health: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: genOpts.databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`${script} exited: ${output.join('')}`);
    try {
      if ((await fetch(`${base}${health}`)).ok) return { child, base, output };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${script} did not start: ${output.join('')}`);
}

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

/** One autocannon run; p95 is computed from every response time (autocannon reports p90 and p97.5). */
async function measure(url: string, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const times: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds, headers });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (q: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);
  return { rps: result.requests.average, p50: at(0.5), p95: at(0.95), errors: result.non2xx + result.errors + result.timeouts };
}

async function main() {
  await generate(genOpts);
  const db = new pg.Client({ connectionString: genOpts.databaseUrl });
  await db.connect();
  // A department one level below the company: its subtree holds about a sixth of the users.
  const deptRow = (await db.query(`select id::text as id from sys_dept where tenant_id = '000000' and is_deleted = 0 and dept_level = 1 order by sort limit 1`)).rows[0];
  const adminRow = (await db.query(`select id::text as id from sys_user where tenant_id = '000000' and account = 'admin'`)).rows[0];
  await db.end();

  const server = await start('apps/server/src/server.ts', { ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD }, '/api/health');
  const raw = await start('bench/baseline.ts', {}, '/health');
  try {
    const login = await fetch(`${server.base}/api/blade-auth/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('hr-web:hr-web-secret').toString('base64')}`, 'tenant-id': '000000', 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: 'admin', password: BENCH_ADMIN_PASSWORD, tenantId: '000000' }),
    });
    const token = ((await login.json()) as { access_token?: string }).access_token;
    if (!token) throw new Error(`could not sign in as admin (status ${login.status})`);
    const auth = { 'blade-auth': `bearer ${token}` };
    const cases = [
      { name: 'GET /api/blade-user/page', ours: `/api/blade-user/page?current=1&size=10&deptId=${deptRow?.id ?? '0'}`, raw: `/raw/user-page?current=1&size=10&deptId=${deptRow?.id ?? '0'}` },
      { name: 'GET /api/blade-system/dict/dictionary?code=sex', ours: '/api/blade-system/dict/dictionary?code=sex', raw: '/raw/dictionary?code=sex' },
      { name: 'GET /api/blade-user/all-info', ours: '/api/blade-user/all-info', raw: `/raw/all-info?userId=${adminRow.id}` },
    ];
    console.log(`\nautocannon: ${connections} connections, ${duration} s per run (after ${warmup} s warm-up), one run at a time; dataset ${genOpts.databaseUrl.replace(/\/\/[^@]*@/, '//')}\n`);
    const lines = ['| route | ours req/s | raw req/s | throughput ours/raw | ours p95 ms | raw p95 ms | p95 ours/raw |', '|---|---:|---:|---:|---:|---:|---:|'];
    for (const c of cases) {
      const probe = await fetch(`${server.base}${c.ours}`, { headers: auth });
      if (probe.status !== 200) {
        lines.push(`| ${c.name} | n/a (answers ${probe.status} in this build) | | | | | |`);
        continue;
      }
      await measure(`${server.base}${c.ours}`, auth, warmup);
      const ours = await measure(`${server.base}${c.ours}`, auth, duration);
      await measure(`${raw.base}${c.raw}`, {}, warmup);
      const base = await measure(`${raw.base}${c.raw}`, {}, duration);
      const errors = ours.errors + base.errors ? ` (errors: ours ${ours.errors}, raw ${base.errors})` : '';
      lines.push(
        `| ${c.name}${errors} | ${ours.rps.toFixed(0)} | ${base.rps.toFixed(0)} | ${(ours.rps / base.rps).toFixed(2)} | ${ours.p95.toFixed(1)} | ${base.p95.toFixed(1)} | ${(ours.p95 / base.p95).toFixed(2)} |`,
      );
    }
    console.log(lines.join('\n'));
  } finally {
    for (const p of [server, raw]) p.child.kill('SIGTERM');
  }
}

await main();
