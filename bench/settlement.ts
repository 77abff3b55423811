/**
 * Settlement of a month bench (issue 13): WORKERS workers (default 50,000) with employment terms and a
 * month of attendance (a record every working day, approved overtime for every tenth worker), written
 * set-based (generate_series) into a fresh PostgreSQL database of its own (dropped at the end). Then, in
 * one run, on the same data:
 *  - raw: the job's statements for each chunk of CHUNK workers through a plain `pg` client (written out
 *    below as the job sends them: workers, employment terms, the GROUP BY summary, the settled ones, the
 *    two jsonb insert ... select), the same rules function, one transaction a chunk;
 *  - app: ONE `generateMonth` call and its background job (`drainJobs`), as the settlement screen runs it.
 * The settlements are cleared between the runs; the raw run goes first and again last (cache warm-up).
 * Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/settlement.ts`; WORKERS sets N.
 */
import pg from 'pg';
import { createTestApp } from '../apps/server/test/helpers.js';
import { drainJobs } from '../apps/server/src/platform/jobs.js';
import { nextId } from '../apps/server/src/platform/db/ids.js';
import { settlementOf } from '../apps/server/src/modules/settlement/settlement.service.js';
import { CHUNK } from '../apps/server/src/modules/settlement/settlement.batch.js';
import { reportFigure } from './report.js';

if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL (PostgreSQL): the bench needs a plain pg connection beside the app');
const N = Number(process.env.WORKERS ?? 50_000);
const MONTH = '2026-05';
const FROM = `${MONTH}-01`;
const TO = `${MONTH}-31`;
const G = '/api/mcc-worker/workersalarysettlement/generateMonth';

const t = await createTestApp({ logLevel: 'silent' });
const admin = await t.login();
const client = new pg.Client({ connectionString: t.databaseUrl });
await client.connect();
const q = (text: string, values: unknown[] = []) => client.query(text, values);

console.log(`generating ${N} workers with a month of attendance on ${t.database.kind}...`);
const s0 = performance.now();
await q(
  `insert into worker_info (id, tenant_id, name, employment_code, entry_date)
   select 8000000000000000 + n, '000000', 'Worker ' || n, 'B' || lpad(n::text, 6, '0'), date '2020-01-02' from generate_series(1, $1) n`,
  [N],
);
await q(
  `insert into worker_employment (id, tenant_id, worker_id, basic_hour_wage, basic_monthly_salary, overtime_rate, meal_allowance)
   select 8100000000000000 + n, '000000', 8000000000000000 + n,
     case when n % 4 = 0 then null else (8 + n % 7)::numeric end, case when n % 4 = 0 then 2000 + n % 900 else null end,
     case when n % 5 = 0 then 2 else null end, case when n % 2 = 0 then 6 else null end
   from generate_series(1, $1) n`,
  [N],
);
// a record every Monday-Saturday of the month: 8 normal hours, 1 overtime hour every third day
await q(
  `insert into att_record (id, tenant_id, worker_id, attendance_date, clock_in_time, clock_out_time, hours, overtime_hours, day_type, source)
   select 8200000000000000 + n * 40 + extract(day from d)::int, '000000', 8000000000000000 + n, d::date,
     d + time '08:00', d + time '17:00', 8, case when extract(day from d)::int % 3 = 0 then 1 else 0 end, 0, 2
   from generate_series(1, $1) n, generate_series(date '${FROM}', date '${TO}', interval '1 day') d
   where extract(isodow from d) < 7`,
  [N],
);
await q(
  `insert into att_overtime (id, tenant_id, worker_id, overtime_date, start_time, end_time, hours, process_id)
   select 8300000000000000 + n, '000000', 8000000000000000 + n, date '${MONTH}-09', timestamp '${MONTH}-09 17:00', timestamp '${MONTH}-09 20:00', 3, 1
   from generate_series(10, $1, 10) n`,
  [N],
);
await q('vacuum analyze');
const records = Number((await q('select count(*) from att_record')).rows[0].count);
console.log(`data: ${N} workers, ${records} attendance records in ${((performance.now() - s0) / 1000).toFixed(1)} s`);

const clear = async () => {
  await q('delete from worker_salary_settlement_row');
  await q('delete from worker_salary_settlement');
  await q('vacuum analyze worker_salary_settlement, worker_salary_settlement_row');
};

/** The job's statements for one chunk, written out, through the plain client; the same rules function. */
async function rawChunk(ids: string[]) {
  await q('begin');
  const list = ids.join(',');
  const infos = (
    await q(`select w.id as "workerId", w.name, w.employment_code as "employmentCode", p.project_name as "projectName", t.team_name as
    "teamName", w.specialist_id as "specialistId", s.specialist_name as "specialistName", w.entry_date::text as "entryDate"
    from worker_info w left join base_project p on p.id = w.project_id left join worker_team t on t.id = w.team_id left join worker_specialist s on s.id = w.specialist_id
    where w.tenant_id = '000000' and w.is_deleted = 0 and w.id in (${list})`)
  ).rows;
  const emps = (
    await q(`select worker_id::text as "workerId", basic_hour_wage as "basicHourWage", basic_monthly_salary as "basicMonthlySalary", overtime_rate
    as "overtimeRate", meal_allowance as "mealAllowance"
    from worker_employment where tenant_id = '000000' and is_deleted = 0 and worker_id in (${list}) order by id`)
  ).rows;
  const sums = (
    await q(
      `with r as (select worker_id as p, attendance_date as d, hours, overtime_hours as ot from att_record
      where tenant_id = '000000' and is_deleted = 0 and worker_id is not null and worker_id in (${list}) and attendance_date between $1 and $2),
    o as (select worker_id as p, overtime_date as d, sum(hours) as h from att_overtime
      where tenant_id = '000000' and is_deleted = 0 and worker_id is not null and worker_id in (${list}) and overtime_date between $1 and $2 group by 1, 2)
    select coalesce(r.p, o.p)::text as person, (count(*) filter (where r.p is not null and r.hours + greatest(r.ot, coalesce(o.h, 0)) > 0))::int as days,
      coalesce(sum(r.hours), 0)::text as hours, coalesce(sum(greatest(coalesce(r.ot, 0), coalesce(o.h, 0))), 0)::text as ot
    from r full join o on o.p = r.p and o.d = r.d group by 1`,
      [FROM, TO],
    )
  ).rows;
  const settled = new Set(
    (
      await q(
        `select worker_id::text as w from worker_salary_settlement where tenant_id = '000000' and is_deleted = 0 and worker_id in
    (${list}) and period_start = $1`,
        [FROM],
      )
    ).rows.map((r) => r.w),
  );
  const empOf = new Map<string, never>();
  for (const e of emps) if (!empOf.has(e.workerId)) empOf.set(e.workerId, e as never);
  const sumOf = new Map(sums.map((s) => [s.person, { attendanceDays: s.days, totalHours: s.hours, overtimeHours: s.ot }]));
  const news = infos
    .filter((w) => !settled.has(w.workerId))
    .map((w) => settlementOf(w, empOf.get(w.workerId), sumOf.get(w.workerId) ?? { attendanceDays: 0, totalHours: '0.00', overtimeHours: '0.00' }, TO));
  // the same two statements as the job's writer: the rows as ONE jsonb parameter, insert ... select
  const fields = news.map((c) => {
    const f = c.fields;
    return {
      id: nextId(),
      worker_id: f.workerId,
      resign_date: f.resignDate,
      period_start: f.periodStart,
      total_attendance_days: f.totalAttendanceDays,
      total_hours: f.totalHours,
      total_ot: f.totalOt,
      basic_hour_wage: f.basicHourWage,
      basic_monthly_salary: f.basicMonthlySalary,
      overtime_work_allowance: f.overtimeWorkAllowance,
      total_overtime_pay: f.totalOvertimePay,
      meal_allowance: f.mealAllowance,
      additional: f.additional,
      gross_wages: f.grossWages,
      nett_salary: f.nettSalary,
    };
  });
  const saved = fields.length
    ? (
        await q(
          `insert into worker_salary_settlement (id, tenant_id, create_user, create_dept, update_user, worker_id, resign_date, period_start,
      total_attendance_days, total_hours, total_ot, basic_hour_wage, basic_monthly_salary, overtime_work_allowance, total_overtime_pay, meal_allowance,
      additional, gross_wages, nett_salary)
      select x.id, '000000', $2, null, $2, x.worker_id, x.resign_date, x.period_start, x.total_attendance_days, x.total_hours, x.total_ot, x.basic_hour_wage,
      x.basic_monthly_salary, x.overtime_work_allowance, x.total_overtime_pay, x.meal_allowance, x.additional, x.gross_wages, x.nett_salary
      from jsonb_to_recordset($1::jsonb) as x(id bigint, worker_id bigint, resign_date date, period_start date, total_attendance_days numeric, total_hours
      numeric, total_ot numeric, basic_hour_wage numeric, basic_monthly_salary numeric, overtime_work_allowance numeric, total_overtime_pay numeric,
      meal_allowance numeric, additional numeric, gross_wages numeric, nett_salary numeric)
      on conflict (tenant_id, worker_id, period_start) where is_deleted = 0 and settlement_status <> 2 do nothing returning id::text as id, worker_id::text as "workerId"`,
          [JSON.stringify(fields), '1'],
        )
      ).rows
    : [];
  const rowsOf = new Map(news.map((c) => [c.fields.workerId, c.rows]));
  const rows = saved.flatMap((s) =>
    (rowsOf.get(s.workerId) ?? []).map((r, sort) => ({
      id: nextId(),
      settlement_id: s.id,
      kind: 1,
      item: r.item,
      item_name: r.itemName,
      amount: r.amount,
      attendance: r.attendance ?? null,
      settle_amount: r.settleAmount,
      sort,
    })),
  );
  if (rows.length)
    await q(
      `insert into worker_salary_settlement_row (id, tenant_id, create_user, create_dept, update_user, settlement_id, kind, item, item_name, amount, attendance, settle_amount, sort)
      select x.id, '000000', $2, null, $2, x.settlement_id, x.kind, x.item, x.item_name, x.amount, x.attendance, x.settle_amount, x.sort
      from jsonb_to_recordset($1::jsonb) as x(id bigint, settlement_id bigint, kind smallint, item text, item_name text, amount numeric, attendance numeric, settle_amount numeric, sort smallint)`,
      [JSON.stringify(rows), '1'],
    );
  await q('commit');
  return saved.length;
}

const workerIds = (
  await q(
    `select w.id::text as id from worker_info w where w.tenant_id = '000000' and w.is_deleted = 0 and exists (select 1 from att_record ` +
      `r where r.tenant_id = '000000' and r.is_deleted = 0 and r.worker_id = w.id and r.attendance_date between $1 and $2) order by w.id`,
    [FROM, TO],
  )
).rows.map((r) => r.id as string);

async function raw() {
  const t0 = performance.now();
  let created = 0;
  for (let i = 0; i < workerIds.length; i += CHUNK) created += await rawChunk(workerIds.slice(i, i + CHUNK));
  return { seconds: +((performance.now() - t0) / 1000).toFixed(2), created };
}

async function app() {
  const t0 = performance.now();
  const started = await t.post(admin, G, { month: MONTH });
  if (started.code !== 200) throw new Error(`start: ${started.msg}`);
  await drainJobs(t.app);
  const seconds = (performance.now() - t0) / 1000;
  const end = (await t.get(admin, `${G}/detail`, { id: started.data.id })).data;
  return { seconds: +seconds.toFixed(2), state: end.state, total: end.total, ...end.result, failures: undefined };
}

const results: Record<string, unknown> = { database: t.database.kind, workers: N, attendanceRecords: records, chunk: CHUNK };
results.raw1 = await raw();
await clear();
results.app = await app();
await clear();
results.raw2 = await raw();
const rawBest = Math.min((results.raw1 as { seconds: number }).seconds, (results.raw2 as { seconds: number }).seconds);
results.ratio = +(rawBest / (results.app as { seconds: number }).seconds).toFixed(2);
// the job's rows equal the raw run's rows (same rules, same statements): compare totals of the last two runs
console.log(JSON.stringify(results, null, 2));
const appRun = results.app as { seconds: number; created?: number; skipped?: number; failed?: number };
reportFigure({
  figure: `a month's settlements for ${N.toLocaleString('en')} workers with attendance, one background job`,
  goal: '<= 30 s (scaled to 50,000 workers when fewer are measured)',
  value: `${appRun.seconds} s (${appRun.created ?? '?'} created, ${appRun.failed ?? 0} failed)`,
  baseline: `${rawBest} s`,
  met: appRun.seconds * (50_000 / N) <= 30 && !appRun.failed,
});
await client.end();
await t.close();
