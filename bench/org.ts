/**
 * Organization and people bench (issue 4): 5,000 staff and 50,000 workers generated, then
 *  - p95 of the staff page, the worker list filtered by project and team, and the staff selector's
 *    search, each beside a bare Fastify route running the same SQL on the same database;
 *  - rows per second and peak memory (RSS) of a 50,000-row worker export beside raw exceljs streaming.
 * Run: `npx tsx bench/org.ts` (PGlite in memory) or with DATABASE_URL=postgres://... (a fresh database
 * is created and dropped). ROUNDS (default 200) sets the requests per measurement.
 */
import Fastify from 'fastify';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../apps/server/test/helpers.js';
import { generatePeople } from './people-data.js';

const STAFF = Number(process.env.STAFF ?? 5_000);
const WORKERS = Number(process.env.WORKERS ?? 50_000);
const ROUNDS = Number(process.env.ROUNDS ?? 200);

const t = await createTestApp({ logLevel: 'silent' });
const admin = await t.login();
const db = t.db;

console.log(`generating ${STAFF} staff and ${WORKERS} workers on ${t.database.kind}...`);
const { projectIds, teams } = await generatePeople(db, { staff: STAFF, workers: WORKERS });

const raw = Fastify();
// the bare route serializes like the app does (bigint ids as strings)
const rows = async (q: ReturnType<typeof sql>) =>
  JSON.stringify(((await db.execute(q)) as unknown as { rows: unknown[] }).rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
raw.get('/staff-page', async () => rows(sql`select * from staff_info where tenant_id = '000000' and is_deleted = 0 order by staff_no, id limit 10 offset 100`));
raw.get('/worker-list', async () =>
  rows(
    sql`select * from worker_info where tenant_id = '000000' and is_deleted = 0 and project_id = ${projectIds[3]} and team_id = ${teams[31].id} order by employment_code, id limit 20`,
  ),
);
raw.get('/staff-search', async () =>
  rows(sql`select id, en_name, staff_no, dept_id, team_id, business_section_id, project_id from staff_info where tenant_id = '000000' and is_deleted = 0 and
    status in (0,1,3) and (en_name ilike '%staff 12%' or staff_no ilike '%staff 12%') order by staff_no, id`),
);
await raw.ready();

async function p95(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const s = performance.now();
    await run();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return { p50: +times[Math.floor(times.length * 0.5)].toFixed(2), p95: +times[Math.floor(times.length * 0.95)].toFixed(2) };
}
const api = (url: string) => async () => {
  const r = await t.app.inject({ method: 'GET', url, headers: admin.headers });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
};
const bare = (url: string) => async () => {
  const r = await raw.inject({ method: 'GET', url });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 300)}`);
};

const results: Record<string, unknown> = {};
results['staff page (current 11, size 10)'] = { app: await p95(api('/api/mcc-staff/staff/page?current=11&size=10')), raw: await p95(bare('/staff-page')) };
results['worker list by project and team (size 20)'] = {
  app: await p95(api(`/api/mcc-worker/info/workerList?size=20&projectId=${projectIds[3]}&teamId=${teams[31].id}`)),
  raw: await p95(bare('/worker-list')),
};
results['staff selector search (nameOrNo, size -1)'] = {
  app: await p95(api('/api/mcc-staff/staff/getStaffList?nameOrNo=staff%2012')),
  raw: await p95(bare('/staff-search')),
};

async function measure(run: () => Promise<number>) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const s = performance.now();
  const rows = await run();
  const secs = (performance.now() - s) / 1000;
  clearInterval(timer);
  return { rows, seconds: +secs.toFixed(2), rowsPerSecond: Math.round(rows / secs), peakRssMb: Math.round(peak / 1048576) };
}
results['worker export (all workers)'] = {
  app: await measure(async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/mcc-worker/info/workerExcel', headers: admin.headers });
    if (r.statusCode !== 200) throw new Error(`export ${r.statusCode}`);
    return WORKERS;
  }),
  rawExceljs: await measure(async () => {
    const out = new PassThrough();
    out.resume();
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
    const ws = wb.addWorksheet('Workers');
    let n = 0;
    for (let offset = 0; ; offset += 1000) {
      const { rows } = (await db.execute(sql`select employment_code, name, nationality, fin_no, wp_expiry_date from worker_info where is_deleted = 0 order by
        employment_code limit 1000 offset ${offset}`)) as unknown as { rows: Record<string, unknown>[] };
      for (const r of rows) ws.addRow(Object.values(r)).commit();
      n += rows.length;
      if (rows.length < 1000) break;
    }
    ws.commit();
    await wb.commit();
    return n;
  }),
};

console.log(JSON.stringify({ database: t.database.kind, staff: STAFF, workers: WORKERS, rounds: ROUNDS, results }, null, 2));
await raw.close();
await t.close();
