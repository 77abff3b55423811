/**
 * Load bench (issue 13): 100 concurrent users mixing the main screens' calls against the app over HTTP on
 * PostgreSQL, with the demo data plus 5,000 staff and 50,000 workers. The data is written through a test app in this
 * process; the app under load is a server process of its own on that database (`apps/server/src/server.ts`), so the
 * load's client never shares an event loop with it. Each virtual user signs as one of three demo roles (admin, HR,
 * a department manager) and cycles through the calls a signed-in page makes: the shell (routes, all-info, unread
 * count), the home tiles (to do, sent), the worker list, the staff page, the leave records, a dictionary.
 * Two runs:
 *  - people: each user waits THINK_MS (default 1,000 ms) after each answer before the next call, as a person reads
 *    and clicks (a page's few calls then a pause); the goal's figure: p95 <= 200 ms, 0 errors;
 *  - saturation: no pause at all, every user calling back to back: the server's throughput, where p95 is only the
 *    queue (100 callers over the throughput), printed for the record.
 * Reports requests/s, p50, p95 and errors (non-2xx, socket errors, time-outs) per call and overall.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/load.ts
 * (CONNECTIONS, default 100; SECONDS per run, default 20; THINK_MS, default 1000).
 */
import { createTestApp } from '../apps/server/test/helpers.js';
import { ADMIN_PASSWORD } from '../apps/server/test/snapshot.js';
import { initialPassword } from '../apps/server/src/platform/auth/initial-password.js';
import { signedInHeaders, signIn, startProcess } from '../apps/server/test/server-process.js';
import { generatePeople } from './people-data.js';
import { percentile } from './measure.js';
import { reportFigure } from './report.js';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const SECONDS = Number(process.env.SECONDS ?? 20);
const THINK_MS = Number(process.env.THINK_MS ?? 1000);

if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL: the load runs on PostgreSQL');
const t = await createTestApp({ logLevel: 'silent', demoData: true });
console.log(`generating 5,000 staff and 50,000 workers on ${t.database.kind}...`);
await generatePeople(t.db, { staff: 5_000, workers: 50_000 });
// the demo accounts sign in with the initial password (a demo asks them no change; loginChangingInitial knows both cases)
for (const account of ['hr.tan', 'eng.kumar']) await t.loginChangingInitial(account);
const passwords: [string, string][] = [
  ['admin', ADMIN_PASSWORD],
  ...['hr.tan', 'eng.kumar'].map((a): [string, string] => [a, t.changedPasswords.get(a) ?? initialPassword()]),
];
const server = await startProcess('apps/server/src/server.ts', { DATABASE_URL: t.databaseUrl!, LOG_LEVEL: 'warn' }, '/api/health');
const url = server.base;
const sessions = await Promise.all(passwords.map(async ([account, password]) => signedInHeaders(await signIn(url, account, password))));
const calls = [
  '/api/blade-system/menu/routes',
  '/api/blade-user/all-info',
  '/api/blade-flow/message/unread-count',
  '/api/blade-flow/work/todo-list?current=1&size=10',
  '/api/blade-flow/work/send-list?current=1&size=10',
  '/api/mcc-worker/info/workerList?current=1&size=20',
  '/api/mcc-staff/staff/page?current=1&size=20',
  '/api/mcc-staff/leaverecord/page?current=1&size=20',
  '/api/blade-system/dict/dictionary?code=sex',
];

// warm-up: every call once per role
for (const headers of sessions) for (const c of calls) await fetch(`${url}${c}`, { headers });

const round = (v: number) => +v.toFixed(1);

/** CONNECTIONS virtual users for SECONDS, each pausing `think` ms after every answer. */
async function run(think: number) {
  const perCall = new Map<string, { times: number[]; errors: number; statuses: Set<number> }>(
    calls.map((c) => [c, { times: [], errors: 0, statuses: new Set() }]),
  );
  const all: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, user) => {
      const role = user % sessions.length;
      const headers = sessions[role];
      // the manager's menu holds neither the worker list nor the staff page: he calls what his pages call
      const mine = role === 2 ? calls.filter((c) => !c.includes('workerList') && !c.includes('staff/page')) : calls;
      // people do not start in step: each begins within the first pause
      if (think) await new Promise((r) => setTimeout(r, Math.random() * think));
      for (let i = user; performance.now() < until; i++) {
        const call = mine[i % mine.length];
        const bucket = perCall.get(call)!;
        const s = performance.now();
        let status = 0;
        try {
          const res = await fetch(`${url}${call}`, { headers });
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = 0;
        }
        const time = performance.now() - s;
        all.push(time);
        bucket.times.push(time);
        if (status < 200 || status > 299) {
          bucket.errors++;
          bucket.statuses.add(status);
        }
        if (think) await new Promise((r) => setTimeout(r, think));
      }
    }),
  );
  all.sort((a, b) => a - b);
  const table = [...perCall].map(([call, b]) => {
    b.times.sort((x, y) => x - y);
    return {
      call,
      requests: b.times.length,
      p50: round(percentile(b.times, 0.5)),
      p95: round(percentile(b.times, 0.95)),
      errors: b.errors,
      statuses: [...b.statuses].join(','),
    };
  });
  const errors = table.reduce((sum, r) => sum + r.errors, 0);
  console.log(`\n${CONNECTIONS} users, ${think ? `${think} ms pause after each answer` : 'no pause (saturation)'}:`);
  console.table(table);
  return {
    think,
    connections: CONNECTIONS,
    seconds: SECONDS,
    requests: all.length,
    rps: Math.round(all.length / SECONDS),
    p50: round(percentile(all, 0.5)),
    p95: round(percentile(all, 0.95)),
    errors,
  };
}

try {
  const people = await run(THINK_MS);
  const saturation = await run(0);
  console.log(JSON.stringify({ database: t.database.kind, people, saturation }, null, 2));
  reportFigure({
    figure: `${CONNECTIONS} concurrent users mixing the main screens' calls, ${t.database.kind}, server in its own process`,
    goal: 'p95 <= 200 ms, 0 errors',
    value:
      `p95 ${people.p95} ms, p50 ${people.p50} ms, ${people.rps} req/s, ${people.errors} errors (${THINK_MS} ms pause after each ` +
      `answer); with no pause at all: ${saturation.rps} req/s, p95 ${saturation.p95} ms, ${saturation.errors} errors`,
    met: people.p95 <= 200 && people.errors === 0,
  });
} finally {
  server.child.kill('SIGTERM');
  await server.exit;
  await t.close();
}
