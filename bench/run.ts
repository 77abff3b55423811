/**
 * Side-by-side benchmark: starts the real server and the raw Fastify + pg baseline (baseline.ts) on
 * one PostgreSQL database holding the generated dataset, drives each route and its baseline twin with
 * autocannon one after the other, and prints throughput and p95 latency with their ratios.
 *
 *   npx tsx bench/run.ts [--database-url URL] [--duration 10] [--connections 10] [--fresh] [--users 5000 ...]
 *                        [--server /path/to/other/checkout/apps/server/src/server.ts]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { measure as autocannonRun, RATIO_HEADER, ratioRow } from './measure.js';
import { BENCH_ADMIN_PASSWORD, generate, parseGenerateArgs } from './generate.js';
import { signedInHeaders, signIn, startProcess } from '../apps/server/test/server-process.js';

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: { duration: { type: 'string' }, connections: { type: 'string' }, warmup: { type: 'string' }, server: { type: 'string' } },
});
const duration = Number(values.duration ?? 10);
const connections = Number(values.connections ?? 10);
const warmup = Number(values.warmup ?? 2);
const genOpts = parseGenerateArgs(process.argv.slice(2));
/** `--server <path>/apps/server/src/server.ts`: measure another checkout (an earlier commit) on the same dataset. */
const serverScript = String(values.server ?? 'apps/server/src/server.ts');

const measure = (url: string, headers: Record<string, string>, seconds: number) => autocannonRun(url, headers, { connections, seconds });

async function main() {
  await generate(genOpts);
  const db = new pg.Client({ connectionString: genOpts.databaseUrl });
  await db.connect();
  // A department one level below the company: its subtree holds about a sixth of the users.
  const deptRow = (await db.query(`select id::text as id from sys_dept where tenant_id = '000000' and is_deleted = 0 and dept_level = 1 order by sort limit 1`))
    .rows[0];
  const adminRow = (await db.query(`select id::text as id from sys_user where tenant_id = '000000' and account = 'admin'`)).rows[0];
  await db.end();

  const env = { DATABASE_URL: genOpts.databaseUrl, ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD };
  const server = await startProcess(serverScript, env, '/api/health');
  const raw = await startProcess('bench/baseline.ts', env, '/health');
  try {
    const token = await signIn(server.base, 'admin', BENCH_ADMIN_PASSWORD);
    const auth = signedInHeaders(token);
    const cases = [
      {
        name: 'GET /api/blade-user/page',
        ours: `/api/blade-user/page?current=1&size=10&deptId=${deptRow?.id ?? '0'}`,
        raw: `/raw/user-page?current=1&size=10&deptId=${deptRow?.id ?? '0'}`,
      },
      { name: 'GET /api/blade-system/dict/dictionary?code=sex', ours: '/api/blade-system/dict/dictionary?code=sex', raw: '/raw/dictionary?code=sex' },
      { name: 'GET /api/blade-user/all-info', ours: '/api/blade-user/all-info', raw: `/raw/all-info?userId=${adminRow.id}` },
    ];
    console.log(
      `\nautocannon: ${connections} connections, ${duration} s per run (after ${warmup} s warm-up), one run at a time; dataset ${genOpts.databaseUrl.replace(/\/\/[^@]*@/, '//')}\n`,
    );
    const lines = [...RATIO_HEADER];
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
      lines.push(ratioRow(c.name, ours, base));
    }
    console.log(lines.join('\n'));
  } finally {
    for (const p of [server, raw]) p.child.kill('SIGTERM');
  }
}

await main();
