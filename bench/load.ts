/**
 * Load bench (issue 13): 100 concurrent users mixing the main screens' calls against the app over HTTP
 * on PostgreSQL, with the demo data plus 5,000 staff and 50,000 workers. Each connection signs as one
 * of three demo roles (admin, HR, a department manager) and cycles through the calls a signed-in page
 * makes: the shell (routes, all-info, unread count), the home tiles (to do, sent), the worker list, the
 * staff page, the leave records, a dictionary. Reports requests/s, p50, p95 and errors (non-2xx,
 * socket errors, time-outs) per call and overall. Goal: p95 <= 200 ms, 0 errors.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/load.ts
 * (CONNECTIONS, default 100; SECONDS, default 20).
 */
import { createTestApp } from '../apps/server/test/helpers.js';
import { generatePeople } from './people-data.js';
import { percentile } from './measure.js';
import { reportFigure } from './report.js';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const SECONDS = Number(process.env.SECONDS ?? 20);

if (!process.env.DATABASE_URL) console.warn('PGlite has one connection: set DATABASE_URL for a meaningful load run');
const t = await createTestApp({ logLevel: 'silent', demoData: true });
console.log(`generating 5,000 staff and 50,000 workers on ${t.database.kind}...`);
await generatePeople(t.db, { staff: 5_000, workers: 50_000 });
const sessions = [await t.login(), await t.loginChangingInitial('hr.tan'), await t.loginChangingInitial('eng.kumar')];
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
const url = await t.app.listen({ port: 0, host: '127.0.0.1' });

// warm-up: every call once per role
for (const s of sessions) for (const c of calls) await fetch(`${url}${c}`, { headers: s.headers as Record<string, string> });

// each virtual user runs the calls one after another, as a page does, until the time is up
const perCall = new Map<string, { times: number[]; errors: number; statuses: Set<number> }>(calls.map((c) => [c, { times: [], errors: 0, statuses: new Set() }]));
const all: number[] = [];
const until = performance.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CONNECTIONS }, async (_, user) => {
    const role = user % sessions.length;
    const headers = sessions[role].headers as Record<string, string>;
    // the manager's menu holds neither the worker list nor the staff page: he calls what his pages call
    const mine = role === 2 ? calls.filter((c) => !c.includes('workerList') && !c.includes('staff/page')) : calls;
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
    }
  }),
);
all.sort((a, b) => a - b);
const round = (v: number) => +v.toFixed(1);
const table = [...perCall].map(([call, b]) => {
  b.times.sort((x, y) => x - y);
  return { call, requests: b.times.length, p50: round(percentile(b.times, 0.5)), p95: round(percentile(b.times, 0.95)), errors: b.errors, statuses: [...b.statuses].join(',') };
});
const errors = table.reduce((sum, r) => sum + r.errors, 0);
console.table(table);
const overall = { connections: CONNECTIONS, seconds: SECONDS, requests: all.length, rps: Math.round(all.length / SECONDS), p50: round(percentile(all, 0.5)), p95: round(percentile(all, 0.95)), errors };
console.log(JSON.stringify({ database: t.database.kind, overall }, null, 2));
reportFigure({
  figure: `${CONNECTIONS} concurrent users mixing the main screens' calls, ${t.database.kind}`,
  goal: 'p95 <= 200 ms, 0 errors',
  value: `p95 ${overall.p95} ms, p50 ${overall.p50} ms, ${overall.rps} req/s, ${errors} errors`,
  met: overall.p95 <= 200 && errors === 0,
});
await t.close();
