/**
 * First boot and rebuilds (issue 13): `npm start` as a newcomer runs it, on the embedded database.
 *  - The build is brought up to date first (`scripts/start.mjs --build-only`), then timed again with nothing
 *    changed: it must rebuild nothing.
 *  - Then ROUNDS times (default 3): `node scripts/start.mjs` on a fresh, empty data folder (every migration, every
 *    boot seed), timed from the process's start until `GET /api/health` answers 200 (polled every 20 ms), then
 *    stopped with SIGTERM; the process must exit by itself.
 * Run: `npx tsx bench/boot.ts`. Nothing else should run on the machine: a boot is mostly CPU.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from '../apps/server/test/server-process.js';
import { reportFigure } from './report.js';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const start = (args: string[]) => spawnSync(process.execPath, ['scripts/start.mjs', ...args], { cwd: repoRoot, encoding: 'utf8' });

const first = start(['--build-only']);
if (first.status !== 0) throw new Error(`build failed: ${first.stdout}${first.stderr}`);
const t0 = performance.now();
const again = start(['--build-only']);
const checkSeconds = (performance.now() - t0) / 1000;
const rebuilt = /Building/.test(again.stdout);
console.log(`second start with nothing changed: ${checkSeconds.toFixed(2)} s to check the build, ${rebuilt ? 'REBUILT' : 'rebuilt nothing'}`);

async function boot(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'hr-boot-'));
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}: ${output.join('')}`);
      if (performance.now() - began > 120_000) throw new Error(`no answer after 120 s: ${output.join('')}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return (performance.now() - began) / 1000;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 10_000))]);
    if (code === 'still running') {
      child.kill('SIGKILL');
      // biome-ignore lint/correctness/noUnsafeFinally: a server that outlives SIGTERM fails the bench whatever the measure
      throw new Error('SIGTERM did not stop the server');
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

const boots: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  boots.push(await boot());
  console.log(`first boot ${i + 1}: ${boots.at(-1)!.toFixed(2)} s to ready`);
}
boots.sort((a, b) => a - b);
const median = boots[Math.floor(boots.length / 2)];
reportFigure({
  figure: 'first boot to ready, fresh data folder, built, embedded database',
  goal: '<= 5 s; a second `npm start` with nothing changed rebuilds nothing',
  value: `${median.toFixed(2)} s (median of ${ROUNDS}: ${boots.map((b) => b.toFixed(2)).join(', ')}); second start: ${rebuilt ? 'rebuilt' : 'rebuilt nothing'}, ${checkSeconds.toFixed(2)} s to check`,
  met: median <= 5 && !rebuilt,
});
