/**
 * Approval workflow dataset (issue 5 section 4), written with set-based SQL (generate_series), not
 * row by row: 5 tenants' worth of people (2,000 users and 40 departments each, every department with
 * its leader; managers, HR and directors), `instances` requests spread over every seeded form and
 * over two years, 10 history (flow_activity) rows each and their tasks (4 steps each; 2% still
 * running with an open step for the initiator's department leader, about 20 per leader).
 *
 * Bench accounts (tenant 000000, password BENCH_USER_PASSWORD): `b0_0001` leads department 1 (the
 * todo and history lists are measured as them), `b0_0002` leads department 2 (the requests started
 * during the bench go to them), `b0_0082`, `b0_0122`, ... are members of department 2 (initiators).
 */
import pg from 'pg';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.js';
import { prepareDatabase } from './generate.js';

export const BENCH_USER_PASSWORD = 'Bench@12345';
export const TENANTS = ['000000', '100001', '100002', '100003', '100004'];
const USERS_PER_TENANT = 2000;
const DEPTS_PER_TENANT = 40;
/** Id ranges far below the app's time-based ids (about 3.8e17 today), so nothing collides. */
export const ID = {
  user: 1_000_000_000_000_000n,
  dept: 2_000_000_000_000_000n,
  instance: 3_000_000_000_000_000n,
  task: 4_000_000_000_000_000n,
  activity: 5_000_000_000_000_000n,
};

/** The account of user j (0-based) of tenant t; user ids are ID.user + t*2000 + j + 1. */
export const benchAccount = (t: number, j: number) => `b${t}_${String(j).padStart(4, '0')}`;
export const benchUserId = (t: number, j: number) => String(ID.user + BigInt(t * USERS_PER_TENANT + j + 1));

export async function generateFlow(url: string, instances: number, fresh: boolean): Promise<void> {
  await prepareDatabase(url, fresh);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(`select count(*)::int as n from flow_instance where id < $1`, [String(ID.task)]);
    if (rows[0].n >= instances) {
      console.log(`flow bench data already present (${rows[0].n} generated requests); use --fresh to regenerate`);
      return;
    }
    const started = Date.now();
    const step = async (label: string, text: string, params: unknown[] = []) => {
      const s = Date.now();
      const r = await c.query(text, params);
      console.log(`  ${label}: ${r.rowCount ?? ''} rows in ${((Date.now() - s) / 1000).toFixed(1)} s`);
    };
    const hash = await hashPassword(BENCH_USER_PASSWORD);
    const T = TENANTS.length;
    const tenantOf = (g: string) => `(array[${TENANTS.map((t) => `'${t}'`).join(',')}])[(${g}) + 1]`;
    console.log(`generating ${instances} requests with ${instances * 10} history rows on ${T} tenants...`);
    await step(
      'departments',
      `insert into sys_dept (id, tenant_id, parent_id, ancestors, dept_category, dept_name, full_name, sort, dept_level, dept_leader)
       select $1::bigint + k, ${tenantOf('(k - 1) / $2')}, 0, '0', 2, 'Bench dept ' || k, 'Bench department ' || k, k, 1,
              $3::bigint + ((k - 1) / $2) * $4 + ((k - 1) % $2) + 1
       from generate_series(1, $5::int) k`,
      [String(ID.dept), DEPTS_PER_TENANT, String(ID.user), USERS_PER_TENANT, T * DEPTS_PER_TENANT],
    );
    // user j of tenant t works in department j % 40 (1-based k = t*40 + j%40 + 1); user j < 40 leads department j
    await step(
      'users',
      `insert into sys_user (id, tenant_id, account, password, name, real_name, email, dept_id, create_dept, is_initial_password)
       select $1::bigint + n, ${tenantOf('(n - 1) / $2')}, 'b' || ((n - 1) / $2) || '_' || lpad(((n - 1) % $2)::text, 4, '0'), $3,
              'U' || n, 'Bench Person ' || n, 'p' || n || '@bench.example.com',
              ($4::bigint + ((n - 1) / $2) * $5 + ((n - 1) % $2) % $5 + 1)::text, $4::bigint + ((n - 1) / $2) * $5 + ((n - 1) % $2) % $5 + 1, 0
       from generate_series(1, $6::int) n`,
      [String(ID.user), USERS_PER_TENANT, hash, String(ID.dept), DEPTS_PER_TENANT, T * USERS_PER_TENANT],
    );
    // every seeded form with its deployed definition (tenant 000000's; the others reuse them as data)
    await c.query(`drop table if exists bench_forms`);
    await c.query(
      `create temp table bench_forms as
       select (row_number() over (order by f.id))::int as k, f.id, f.form_name, f.process_key, f.category,
              (select d.id from flow_definition d where d.tenant_id = f.tenant_id and d.process_key = f.process_key order by d.def_version desc limit 1) as def_id
       from base_template_form f where f.tenant_id = '000000' and f.is_deleted = 0`,
    );
    const forms = (await c.query(`select count(*)::int as n from bench_forms`)).rows[0].n as number;
    // request g: tenant g % 5, initiator j = 60 + hash(g) % 1940 of that tenant (so every department has some), one of the
    // seeded forms, created over the last two years; 2% still running, 4% rejected, the rest approved
    await step(
      'requests',
      `insert into flow_instance (id, tenant_id, create_user, create_dept, create_time, update_user, update_time, process_instance_id, form_id, form_name,
                                  process_key, definition_id, category, flow_status, initiator_name, values, state, router, start_time, end_time, version)
       select $1::bigint + g, ${tenantOf('g % $2')}, u.id, u.create_dept, h.ct, u.id, h.ct + interval '20 hours', $3::bigint + g, f.id, f.form_name,
              f.process_key, f.def_id, case when f.category = 2 then 2 else 1 end, h.status, u.real_name,
              json_build_object('subject', 'Request ' || g, 'content', repeat('Details of the request. ', 6), 'startDate', to_char(h.ct, 'YYYY-MM-DD'),
                                'endDate', to_char(h.ct + interval '2 days', 'YYYY-MM-DD'), 'leaveDays', 1 + g % 5, 'isLeave', g % 2)::text,
              null, '/apply/list', h.ct, case when h.status = 'running' then null else h.ct + interval '20 hours' end, 6
       from generate_series(1, $4::int) g
       cross join lateral (
         select timestamp '2026-11-20 09:00:00' - (abs(hashint4(g * 3)) % (730 * 86400)) * interval '1 second' as ct,
                case abs(hashint4(g * 3 + 1)) % 50 when 0 then 'running' when 1 then 'rejected' when 2 then 'rejected' else 'approved' end as status,
                60 + abs(hashint4(g * 3 + 2)) % ($6 - 60) as j,
                1 + abs(hashint4(g * 7 + 5)) % $7 as form) h
       join sys_user u on u.id = $5::bigint + (g % $2) * $6 + h.j + 1
       join bench_forms f on f.k = h.form`,
      [String(ID.instance), T, String(ID.instance + 1_000_000_000n), instances, String(ID.user), USERS_PER_TENANT, forms],
    );
    // 10 history rows each: start, four approval steps with a gateway or service task after each, then the end
    // (a running request's 10th row is its open step, for the initiator's department leader)
    await step(
      'history',
      `insert into flow_activity (id, tenant_id, instance_id, seq, element_id, element_type, name, task_id, assignee, assignee_name, start_time, end_time, pass, comment)
       select $1::bigint + (i.id - $2::bigint) * 10 + s, i.tenant_id, i.id, s, e.element_id, e.element_type, e.name,
              case when e.element_type = 'userTask' then $3::bigint + (i.id - $2::bigint) * 10 + s end,
              a.assignee, case when a.assignee is not null then 'Bench Person ' || (a.assignee - $4::bigint) end,
              i.create_time + (s - 1) * interval '2 hours',
              case when running_step then null else i.create_time + (s - 1) * interval '2 hours' + interval '1 hour' end,
              case when running_step then null when e.element_type = 'userTask' and s = 8 and i.flow_status = 'rejected' then 0 else 1 end,
              case when e.element_type = 'userTask' and not running_step then 'Checked, fine' end
       from flow_instance i
       cross join generate_series(1, 10) s
       cross join lateral (select i.flow_status = 'running' and s = 10 as running_step) r
       cross join lateral (select (i.create_user - $4::bigint - 1) / ${USERS_PER_TENANT} as t, (i.create_user - $4::bigint - 1) % ${DEPTS_PER_TENANT} as d) who
       cross join lateral (
         select case s when 1 then 'start' when 2 then 'approver' when 3 then 'gateway1' when 4 then 'manager' when 5 then 'notify'
                       when 6 then 'hr' when 7 then 'gateway2' when 8 then 'director' when 9 then 'gateway3'
                       else case when i.flow_status = 'running' then 'final' else 'end' end end as element_id,
                case when s in (2, 4, 6, 8) or (s = 10 and i.flow_status = 'running') then 'userTask' when s = 1 then 'start' when s = 10 then 'end'
                     when s = 5 then 'serviceTask' else 'exclusive' end as element_type,
                case s when 1 then 'Start' when 2 then 'Approver' when 4 then 'Manager' when 6 then 'HR approval' when 8 then 'Director'
                       when 10 then case when i.flow_status = 'running' then 'Final approval' else '' end else 'Gateway' end as name) e
       cross join lateral (
         select case when s = 1 then i.create_user
                     when s = 2 or (s = 10 and i.flow_status = 'running') then $4::bigint + who.t * ${USERS_PER_TENANT} + who.d + 1
                     when s = 4 then $4::bigint + who.t * ${USERS_PER_TENANT} + 41 + abs(hashint8(i.id)) % 5
                     when s = 6 then $4::bigint + who.t * ${USERS_PER_TENANT} + 46 + abs(hashint8(i.id + 1)) % 5
                     when s = 8 then $4::bigint + who.t * ${USERS_PER_TENANT} + 51 + abs(hashint8(i.id + 2)) % 2 end as assignee) a
       where i.id > $2::bigint and i.id < $2::bigint + 1000000000`,
      [String(ID.activity), String(ID.instance), String(ID.task), String(ID.user)],
    );
    await step(
      'tasks',
      `insert into flow_task (id, tenant_id, instance_id, activation_id, element_id, name, assignee, assignee_name, mode, task_status, comment, create_time, end_time, version)
       select a.task_id, a.tenant_id, a.instance_id, a.task_id, a.element_id, a.name, a.assignee, a.assignee_name, 'single',
              case when a.end_time is null then 'open' when a.pass = 1 then 'approved' else 'rejected' end, a.comment, a.start_time, a.end_time,
              case when a.end_time is null then 1 else 2 end
       from flow_activity a where a.task_id is not null and a.id > $1::bigint and a.id < $1::bigint + 1000000000000`,
      [String(ID.activity)],
    );
    // what autovacuum does after a bulk insert on a live database: GIN pending lists merged, statistics fresh
    await step('vacuum analyze', 'vacuum analyze');
    console.log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await c.end();
  }
}
