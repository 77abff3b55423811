/**
 * The role dashboards (issue 11 section 3) over 50,000 workers and 5,000 staff (people-data.ts), 20,000
 * requests with 60,000 decided and 2,000 open tasks, 5,000 approved leave records and 2,000 settlements
 * sent for approval: `GET /api/blade-dashboard/hr` and `/director` at 20 concurrent, beside the same SQL
 * (each panel's statements, `toSQL()` of modules/dashboard/dashboard.queries.ts, run side by side as the
 * service runs them) through a plain `pg` pool on the same database. As the administrator (no data
 * scope) and as a user scoped to one department's staff, workers, leave and requests.
 * Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/dashboard.ts`
 * (a fresh database is created and dropped). REQUESTS (default 400) per measurement, CONCURRENCY (20).
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { DASHBOARD_PERMISSIONS as D, DataScopeType } from '@hr/contracts';
import { createTestApp, type Session } from '../apps/server/test/helpers.js';
import { signInWith } from '../apps/server/test/roles.js';
import { DIRECTOR_STATEMENTS, HR_STATEMENTS } from '../apps/server/src/modules/dashboard/dashboard.service.js';
import { generatePeople } from './people-data.js';
import { reloadEnvironment } from '../apps/server/src/platform/config.js';

const STAFF = Number(process.env.STAFF ?? 5_000);
const WORKERS = Number(process.env.WORKERS ?? 50_000);
const REQUESTS = Number(process.env.REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);

if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL (PostgreSQL): PGlite has one connection and no plain pg access');
const t = await createTestApp({ logLevel: 'silent' });
const admin = await t.login();
const db = t.db;
console.log(`generating ${STAFF} staff and ${WORKERS} workers, requests, leave and settlements on ${t.database.kind}...`);
await generatePeople(db, { staff: STAFF, workers: WORKERS });

// requests of the staff's departments over the last year: three decided steps each, one in ten still open
await db.execute(sql`
  insert into flow_instance (id, tenant_id, process_instance_id, form_id, form_name, process_key, flow_status, create_dept, create_user, initiator_name, create_time, "values")
  select 9000000000 + g, '000000', 9100000000 + g, 900 + g % 8, 'Bench form ' || (g % 8), 'bench', case when g % 10 = 0 then 'running' else 'approved' end,
         (select id from sys_dept where dept_name = 'Dept ' || (g % 40)), 1, 'Bench', localtimestamp - make_interval(days => g % 365), '{"days": 2}'
  from generate_series(1, 20000) g`);
await db.execute(sql`
  insert into flow_task (id, tenant_id, instance_id, activation_id, element_id, name, assignee, assignee_name, task_status, create_time, end_time)
  select 9200000000 + g * 3 + s, '000000', 9000000000 + g, 9300000000 + g * 3 + s, 'step' || s, 'Step ' || s, 1000 + g % 50, 'Approver ' || (g % 50), 'approved',
         localtimestamp - make_interval(days => g % 80, hours => 10), localtimestamp - make_interval(days => g % 80, hours => 10 - (g * 7 + s * 13) % 9)
  from generate_series(1, 20000) g, generate_series(0, 2) s`);
await db.execute(sql`
  insert into flow_task (id, tenant_id, instance_id, activation_id, element_id, name, assignee, assignee_name, task_status, create_time)
  select 9400000000 + g, '000000', 9000000000 + g, 9500000000 + g, 'open', 'Sign', 1000 + g % 50, 'Approver ' || (g % 50), 'open', localtimestamp - make_interval(hours => g % 400)
  from generate_series(10, 20000, 10) g`);
// approved leave around today, and settlements sent for approval
await db.execute(sql`
  insert into leave_record (id, tenant_id, user_type, staff_id, staff_name, dept_id, vacation_info_id, vacation_name, leave_days, leave_start_time, leave_end_time, leave_status)
  select 9600000000 + rn, '000000', 1, id, en_name, dept_id, 1, 'Annual leave', 1, (current_date + (rn::int % 60 - 30))::timestamp + time '09:00',
  (current_date + (rn::int % 60 - 30))::timestamp + time '18:00', 1
  from (select id, en_name, dept_id, row_number() over (order by id) as rn from staff_info) s where rn <= 5000`);
await db.execute(sql`
  insert into worker_salary_settlement (id, tenant_id, worker_id, resign_date, period_start, settlement_status, gross_wages, nett_salary)
  select 9700000000 + row_number() over (), '000000', id, current_date, current_date - 30, 1, 2000, 1800 from worker_info where employment_code like 'BW%' and id % 25 = 0 limit 2000`);
await db.execute(sql`analyze`);

// a user scoped to Dept 0: its staff, leave and requests by department; its workers by the department that registered them
const dept0 = ((await db.execute(sql`select id::text as id from sys_dept where dept_name = 'Dept 0'`)) as unknown as { rows: { id: string }[] }).rows[0].id;
await db.execute(sql`update worker_info set create_dept = ${dept0} where id % 40 = 0`);
const scoped = await signInWith(t, {
  account: 'bench.dept0',
  deptId: dept0,
  codes: [D.menu, D.hr, D.director],
  dataScopes: ['staff', 'worker', 'leave_record', 'process', 'probation', 'salary_settlement'].map((resourceCode) => ({
    resourceCode,
    scopeType: DataScopeType.OWN_DEPT,
  })),
});

const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 10 });

/** The panel's statements as the caller's service would run them: their SQL and parameters. */
async function statementsOf(session: Session, panel: 'hr' | 'director') {
  const ctx = await t.serviceContext(session);
  const table = panel === 'hr' ? HR_STATEMENTS : DIRECTOR_STATEMENTS;
  return Promise.all(Object.values(table).map(async (build) => (await build(ctx, { expiryGroup: 'project' } as never)).query.toSQL()));
}

/** REQUESTS calls, CONCURRENCY at a time: requests per second, p50 and p95 in ms. */
async function concurrent(call: () => Promise<void>) {
  for (let i = 0; i < 20; i++) await call();
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const s = performance.now();
        await call();
        times.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) => +times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1);
  return { rps: Math.round(REQUESTS / seconds), p50: at(0.5), p95: at(0.95) };
}

const results: Record<string, unknown> = {};
// the route as served (its panel reused for DASHBOARD_CACHE_SECONDS, default 30), then computed on every call
for (const [mode, cacheSeconds] of [
  ['cached 30 s', '30'],
  ['uncached', '0'],
] as const) {
  process.env.DASHBOARD_CACHE_SECONDS = cacheSeconds;
  // the dashboard reads the setting through the process's configuration, read once: read it again
  reloadEnvironment();
  for (const [who, session] of [
    ['admin (no scope)', admin],
    ['scoped to one department', scoped],
  ] as const) {
    for (const panel of ['hr', 'director'] as const) {
      const url = `/api/blade-dashboard/${panel}${panel === 'hr' ? '?expiryGroup=project' : ''}`;
      const statements = await statementsOf(session, panel);
      const ours = await concurrent(async () => {
        const r = await t.app.inject({ method: 'GET', url, headers: session.headers });
        if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      });
      const raw = await concurrent(async () => {
        await Promise.all(statements.map((s) => pool.query(s.sql, s.params as unknown[])));
      });
      results[`${panel}, ${who}, ${mode}`] = { app: ours, raw, p95Ratio: +(raw.p95 / ours.p95).toFixed(2), rpsRatio: +(ours.rps / raw.rps).toFixed(2) };
    }
  }
}
// each statement alone, one at a time (where the time goes), as the administrator and as the scoped user
for (const [who, session] of [
  ['admin', admin],
  ['scoped', scoped],
] as const) {
  const single: Record<string, number> = {};
  const ctx = await t.serviceContext(session);
  for (const panel of ['hr', 'director'] as const) {
    const table = panel === 'hr' ? HR_STATEMENTS : DIRECTOR_STATEMENTS;
    for (const [name, build] of Object.entries(table)) {
      const s = (await build(ctx, { expiryGroup: 'project' } as never)).query.toSQL();
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const at = performance.now();
        await pool.query(s.sql, s.params as unknown[]);
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      single[`${panel}.${name}`] = +times[10].toFixed(1);
    }
  }
  results[`median ms of each statement alone (${who}, plain pg)`] = single;
}

console.log(JSON.stringify({ database: t.database.kind, staff: STAFF, workers: WORKERS, requests: REQUESTS, concurrency: CONCURRENCY, results }, null, 2));
await pool.end();
await t.close();
