/**
 * `npm run bench`: every figure of issue 13's table in one run, each beside its raw baseline measured in the same
 * run, printed as one table at the end (and written to BENCH_OUT, default bench/latest.md). Each bench runs as its
 * own process, one after the other, and reports its figures through report.ts; a bench that fails is named in the
 * table and the others still run. Needs the local PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres: the benches create and drop their own databases) and Debian's
 * Chromium. About 20 minutes on a quiet 2-core machine; nothing else should run meanwhile.
 *
 *   npm run bench                      # all
 *   npm run bench -- boot web          # some: boot web phone flow search export settlement load
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../apps/server/test/server-process.js';
import type { Figure } from './report.js';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const flowUrl = new URL(databaseUrl);
flowUrl.pathname = '/hr_bench_flow';

const BENCHES: Record<string, { args: string[]; env?: Record<string, string> }> = {
  boot: { args: ['bench/boot.ts'] },
  web: { args: ['bench/web.ts'] },
  // issue 33: a worker's SMS sign-in and home, weighed on the production build (apps/web/test/bundle-weight.ts)
  phone: { args: ['bench/phone.ts'] },
  // 4 s of warm-up a side (the default 2 s left the app's first round cold: 0.30x then 0.36x in one run, 2026-11-29)
  flow: {
    args: ['bench/flow.ts', '--database-url', String(flowUrl), '--instances', '2000', '--writes-only', '--rounds', '2', '--duration', '8', '--warmup', '4'],
  },
  search: { args: ['bench/search.ts'], env: { DATABASE_URL: databaseUrl } },
  export: { args: ['bench/export.ts'], env: { DATABASE_URL: databaseUrl, WORKERS: '200000' } },
  settlement: { args: ['bench/settlement.ts'], env: { DATABASE_URL: databaseUrl, WORKERS: '50000' } },
  load: { args: ['bench/load.ts'], env: { DATABASE_URL: databaseUrl } },
};

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = chosen.length ? chosen : Object.keys(BENCHES);
const reportFile = join(tmpdir(), `hr-bench-${process.pid}.jsonl`);
rmSync(reportFile, { force: true });
const failed: string[] = [];
const began = Date.now();
for (const name of names) {
  const bench = BENCHES[name];
  if (!bench) throw new Error(`no bench '${name}': ${Object.keys(BENCHES).join(', ')}`);
  console.log(`\n== ${name}`);
  const t0 = Date.now();
  const run = spawnSync('npx', ['tsx', ...bench.args], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...bench.env, BENCH_REPORT: reportFile } });
  console.log(`== ${name}: ${Math.round((Date.now() - t0) / 1000)} s${run.status === 0 ? '' : ` (FAILED, exit ${run.status ?? run.signal})`}`);
  if (run.status !== 0) failed.push(name);
}

const figures: Figure[] = existsSync(reportFile)
  ? readFileSync(reportFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Figure)
  : [];
rmSync(reportFile, { force: true });
const cell = (s: string) => s.replace(/\|/g, '\\|');
const table = [
  `One run of \`npm run bench\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${Math.round((Date.now() - began) / 60000)} min.`,
  '',
  '| figure | goal | measured (ours) | raw baseline, same run | goal met |',
  '| --- | --- | --- | --- | --- |',
  ...figures.map((f) => `| ${cell(f.figure)} | ${cell(f.goal)} | ${cell(f.value)} | ${cell(f.baseline ?? '-')} | ${f.met ? 'yes' : '**no**'} |`),
  ...failed.map((name) => `| ${name} | | the bench failed (see its output above) | | **no** |`),
];
const out = process.env.BENCH_OUT ?? join(repoRoot, 'bench', 'latest.md');
writeFileSync(out, `${table.join('\n')}\n`);
console.log(`\n${table.join('\n')}\n\n(written to ${out})`);
process.exit(failed.length ? 1 : 0);
