/**
 * The raw baseline: plain Fastify + pg running the same queries as the product's routes, with none
 * of the platform (no token check, no session lookup, no zod, no drizzle). `run.ts` starts it beside
 * the real server; the figures are read as ratios against it.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
const app = Fastify({ logger: false });
const TENANT = '000000';
const envelope = (data: unknown) => ({ code: 200, success: true, data, msg: 'success' });
type PageParams = { current?: string; size?: string };
/** One page and the count of `from ... where ...` (`filter`), as the product's page calls answer them. */
async function rawPage(q: PageParams, columns: string, filter: string, order: string, params: unknown[], map = (r: Record<string, unknown>) => r) {
  const size = Math.min(1000, Math.max(1, Number(q.size ?? 10)));
  const current = Math.max(1, Number(q.current ?? 1));
  const n = params.length;
  const [rows, total] = await Promise.all([
    pool.query(`select ${columns} ${filter} order by ${order} limit $${n + 1} offset $${n + 2}`, [...params, size, (current - 1) * size]),
    pool.query(`select count(*)::int as n ${filter}`, params),
  ]);
  return envelope({ records: rows.rows.map(map), total: total.rows[0].n, size, current, pages: Math.ceil(total.rows[0].n / size) });
}
const withValues = (r: Record<string, unknown>) => ({ ...r, values: JSON.parse(String(r.values)) });
const USER_COLUMNS = `id::text, tenant_id, code, account, name, real_name, email, phone, sex, role_id, dept_id, post_id, status,
  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') as create_time`;

app.get('/health', async () => ({ status: 'up' }));

// Users of a department and its sub-departments, one page (blade-user/page).
app.get<{ Querystring: { deptId?: string } & PageParams }>('/raw/user-page', async (req) => {
  const deptId = String(req.query.deptId ?? '0');
  // The same filter the product's deptId filter builds (platform inDeptSubtree), default order account, id.
  const filter = `from sys_user u where u.tenant_id = $1 and u.is_deleted = 0
      and string_to_array(u.dept_id, ',') && array(select d.id::text from sys_dept d where d.tenant_id = $1 and d.is_deleted = 0
        and (d.id = $2::bigint or (',' || d.ancestors || ',') like '%,' || $2 || ',%'))`;
  return rawPage(req.query, USER_COLUMNS, filter, 'u.account, u.id', [TENANT, deptId]);
});

// Items of a dictionary by code (dict/dictionary).
app.get<{ Querystring: { code?: string } }>('/raw/dictionary', async (req) => {
  const { rows } = await pool.query(
    `select id::text, parent_id::text, code, dict_key, dict_value, sort, remark from sys_dict
     where code = $1 and parent_id <> 0 and is_deleted = 0 order by sort, id`,
    [String(req.query.code ?? '')],
  );
  return envelope(rows);
});

// The user and their roles (all-info), by id since the baseline has no sign-in.
app.get<{ Querystring: { userId?: string } }>('/raw/all-info', async (req) => {
  const { rows } = await pool.query(`select ${USER_COLUMNS}, is_initial_password from sys_user where id = $1 and tenant_id = $2 and is_deleted = 0`, [
    String(req.query.userId ?? '0'),
    TENANT,
  ]);
  const u = rows[0];
  const roles = u
    ? (
        await pool.query(
          `select id::text, role_name, role_alias from sys_role where tenant_id = $1 and is_deleted = 0 and id::text = any(string_to_array($2, ','))`,
          [TENANT, u.role_id],
        )
      ).rows
    : [];
  return envelope({ user: u ?? null, roles });
});

// ---- approval workflow twins (bench/flow.ts): the same list queries, and the minimal writes

const INSTANCE_COLUMNS = `i.id::text, i.process_instance_id::text, i.process_key, i.form_id::text, i.form_name, i.values, i.create_time::text, i.start_time::text,
  i.end_time::text, i.flow_status, i.category, i.create_user::text as initiator, i.initiator_name, i.hr_audited, i.router, i.version`;

// My open tasks (work/todo-list) or the ones I handled (work/done-list) with their requests, one page and the count.
app.get<{ Querystring: { userId?: string; kind?: string } & PageParams }>('/raw/task-list', (req) => {
  const done = req.query.kind === 'done';
  const filter = `from flow_task t join flow_instance i on i.id = t.instance_id
    where t.tenant_id = $1 and t.assignee = $2 and t.task_status ${done ? `in ('approved', 'rejected')` : `= 'open'`} and i.is_deleted = 0`;
  const columns = `${INSTANCE_COLUMNS}, t.id::text as task_id, t.name as task_name, t.element_id, t.version as task_version, t.create_time::text as task_create_time`;
  return rawPage(req.query, columns, filter, `${done ? 't.end_time' : 't.create_time'} desc, t.id desc`, [TENANT, String(req.query.userId ?? '0')], withValues);
});

// Requests I approve or approved (processfield/approverProcess): the instances, newest first, with my tasks on them.
app.get<{ Querystring: { userId?: string } & PageParams }>('/raw/approver-list', (req) => {
  const filter = `from flow_instance i where i.tenant_id = $1 and i.is_deleted = 0 and i.flow_status <> 'draft'
    and exists (select 1 from flow_task t where t.tenant_id = $1 and t.instance_id = i.id and t.assignee = $2 and t.task_status <> 'closed')`;
  return rawPage(req.query, INSTANCE_COLUMNS, filter, 'i.create_time desc, i.id desc', [TENANT, String(req.query.userId ?? '0')], withValues);
});

// The timeline entries of a request (base-flow-task/history-list): the request by process instance id, then its history.
app.get<{ Querystring: { processInstanceId?: string } }>('/raw/history-list', async (req, reply) => {
  const inst = await pool.query(`select id from flow_instance where tenant_id = $1 and process_instance_id = $2 and is_deleted = 0`, [
    TENANT,
    String(req.query.processInstanceId ?? '0'),
  ]);
  if (!inst.rowCount) return reply.status(404).send({ code: 404, success: false, msg: 'Process not found' });
  const { rows } = await pool.query(
    `select id::text, element_id, element_type, name, task_id::text, assignee::text, assignee_name, start_time::text, end_time::text, pass, comment
     from flow_activity where instance_id = $1 and element_type in ('start', 'userTask', 'end', 'recall', 'cancel') order by seq`,
    [inst.rows[0].id],
  );
  return envelope(rows);
});

// Starting a request, minimally: the initiator's department leader, then the request, its start entry, the first task and its entry in one transaction.
let rawSeq = 0n;
const rawId = () => String(7_000_000_000_000_000n + BigInt(process.pid) * 10_000_000n + ++rawSeq);
app.post<{ Body: { userId?: string; subject?: string } }>('/raw/start', async (req) => {
  const userId = String(req.body?.userId ?? '0');
  const c = await pool.connect();
  try {
    await c.query('begin');
    const who = await c.query(
      `select u.real_name, d.dept_leader::text as leader from sys_user u join sys_dept d on d.id::text = split_part(u.dept_id, ',', 1) where u.id = $1`,
      [userId],
    );
    const leader = who.rows[0]?.leader ?? userId;
    const [id, pi, task] = [rawId(), rawId(), rawId()];
    await c.query(
      `insert into flow_instance (id, tenant_id, create_user, process_instance_id, form_id, form_name, process_key, flow_status, initiator_name, values, start_time)
       values ($1, $2, $3, $4, 18, 'HR form', 'hrForm', 'running', $5, $6, localtimestamp)`,
      [id, TENANT, userId, pi, who.rows[0]?.real_name ?? '', JSON.stringify({ subject: req.body?.subject ?? '', content: 'raw' })],
    );
    await c.query(
      `insert into flow_activity (id, tenant_id, instance_id, seq, element_id, element_type, name, assignee, start_time, end_time, pass) ` +
        `values ($1, $2, $3, 1, 'start', 'start', 'Start', $4, localtimestamp, localtimestamp, 1)`,
      [rawId(), TENANT, id, userId],
    );
    await c.query(
      `insert into flow_task (id, tenant_id, instance_id, activation_id, element_id, name, assignee) values ($1, $2, $3, $1, 'approver', 'Approver', $4)`,
      [task, TENANT, id, leader],
    );
    await c.query(
      `insert into flow_activity (id, tenant_id, instance_id, seq, element_id, element_type, name, task_id, assignee, start_time) values ` +
        `($1, $2, $3, 2, 'approver', 'userTask', 'Approver', $4, $5, localtimestamp)`,
      [rawId(), TENANT, id, task, leader],
    );
    await c.query('commit');
    return envelope({ processInstanceId: pi, taskId: task });
  } catch (e) {
    await c.query('rollback');
    throw e;
  } finally {
    c.release();
  }
});

// Approving, minimally: one conditional UPDATE of the open task (a handled one answers 409).
app.post<{ Body: { taskId?: string } }>('/raw/approve', async (req, reply) => {
  const { rowCount } = await pool.query(
    `update flow_task set task_status = 'approved', end_time = localtimestamp, version = version + 1 where id = $1 and task_status = 'open'`,
    [String(req.body?.taskId ?? '0')],
  );
  if (!rowCount) return reply.status(409).send({ code: 409, success: false, msg: 'This task has already been handled' });
  return envelope(null);
});

// Approving with the rows an approval writes, as cheaply as we know how (the floor of the work, not the goal's
// baseline): one read of the task, its request and the next step's holder of role hr or administrator, then one
// statement, its own transaction, writing the task, its history entry, the next task and its entry, the holder's
// message, the action, the audit row and the request's new state, which fails as a whole (division by zero) when
// the task was handled or the request changed since the read. Both statements named (planned once per connection).
app.post<{ Body: { taskId?: string; comment?: string } }>('/raw/approve-rows', async (req, reply) => {
  const taskId = String(req.body?.taskId ?? '0');
  const comment = String(req.body?.comment ?? '');
  const { rows } = await pool.query({
    name: 'approve-read',
    text: `select t.instance_id::text as instance_id, t.task_status, i.version, i.form_name, i.initiator_name, h.id::text as holder, h.real_name as holder_name
       from flow_task t join flow_instance i on i.id = t.instance_id
       left join lateral (select u.id, u.real_name from sys_user u where u.tenant_id = $2 and u.is_deleted = 0
         and string_to_array(u.role_id, ',') && array(select r.id::text from sys_role r where r.tenant_id = $2 and r.is_deleted = 0 and r.role_alias = any($3))
         limit 1) h on true
       where t.id = $1 and t.tenant_id = $2 and i.is_deleted = 0`,
    values: [taskId, TENANT, ['hr', 'administrator']],
  });
  const task = rows[0];
  const handled = () => reply.status(409).send({ code: 409, success: false, msg: 'This task has already been handled' });
  if (!task || task.task_status !== 'open') return handled();
  const nextTask = rawId();
  const state = JSON.stringify({
    status: 'running',
    activations: [{ id: rawId(), elementId: 'hr', mode: 'single', tasks: [{ id: nextTask, assignee: task.holder, status: 'open' }] }],
    joins: {},
  });
  try {
    await pool.query({
      name: 'approve-write',
      text: `with t as (update flow_task set task_status = 'approved', end_time = localtimestamp, comment = $3, version = version + 1 where id = $1 and task_status = 'open' returning id),
         i as (update flow_instance set state = $16, update_time = localtimestamp, version = version + 1 where id = $5 and version = $17 returning id),
         a as (update flow_activity set end_time = localtimestamp, pass = 1, comment = $3 where task_id = $1),
         n as (insert into flow_task (id, tenant_id, instance_id, activation_id, element_id, name, assignee, assignee_name, create_time) values ($4, $2, $5,
         $4, 'hr', 'HR approval', $6, $7, localtimestamp)),
         e as (insert into flow_activity (id, tenant_id, instance_id, seq, element_id, element_type, name, task_id, assignee, assignee_name, start_time)
               values ($8, $2, $5, (select coalesce(max(seq), 0) + 1 from flow_activity where instance_id = $5), 'hr', 'userTask', 'HR approval', $4, $6, $7, localtimestamp)),
         m as (insert into flow_message (id, tenant_id, user_id, instance_id, category, title, content, is_read, create_time) values ($9, $2, $6, $5, 'todo', $10, $11, 0, localtimestamp)),
         x as (insert into flow_task_action (id, tenant_id, instance_id, task_id, action, user_id, comment, create_time) values ($12, $2, $5, $1, 'approve', $13, $3, localtimestamp)),
         l as (insert into sys_audit_log (id, tenant_id, user_id, action, resource, record_id, changes, create_time) values ($14, $2, $13, 'approve', 'process', $5, $15, localtimestamp))
       select 1 / ((select count(*) from t) * (select count(*) from i))::int as ok`,
      values: [
        taskId,
        TENANT,
        comment,
        nextTask,
        task.instance_id,
        task.holder,
        task.holder_name,
        rawId(),
        rawId(),
        `To approve: ${task.form_name}`,
        `${task.initiator_name} submitted ${task.form_name}; step: HR approval`,
        rawId(),
        String(req.headers['x-user-id'] ?? '0'),
        rawId(),
        JSON.stringify({ taskId, comment }),
        state,
        task.version,
      ],
    });
  } catch (e) {
    if ((e as { code?: string }).code === '22012') return handled();
    throw e;
  }
  return envelope(null);
});

const port = Number(process.env.PORT ?? 8090);
await app.listen({ port, host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
