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
const USER_COLUMNS = `id::text, tenant_id, code, account, name, real_name, email, phone, sex, role_id, dept_id, post_id, status,
  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') as create_time`;

app.get('/health', async () => ({ status: 'up' }));

// Users of a department and its sub-departments, one page (blade-user/page).
app.get<{ Querystring: { deptId?: string; current?: string; size?: string } }>('/raw/user-page', async (req) => {
  const current = Math.max(1, Number(req.query.current ?? 1));
  const size = Math.min(1000, Math.max(1, Number(req.query.size ?? 10)));
  const deptId = String(req.query.deptId ?? '0');
  // The same filter the product's deptId filter builds (platform inDeptSubtree), default order account, id.
  const filter = `from sys_user u where u.tenant_id = $1 and u.is_deleted = 0
      and string_to_array(u.dept_id, ',') && array(select d.id::text from sys_dept d where d.tenant_id = $1 and d.is_deleted = 0
        and (d.id = $2::bigint or (',' || d.ancestors || ',') like '%,' || $2 || ',%'))`;
  const [total, rows] = await Promise.all([
    pool.query(`select count(*)::int as n ${filter}`, [TENANT, deptId]),
    pool.query(`select ${USER_COLUMNS} ${filter} order by u.account, u.id limit $3 offset $4`, [TENANT, deptId, size, (current - 1) * size]),
  ]);
  const n = total.rows[0].n as number;
  return envelope({ records: rows.rows, total: n, size, current, pages: Math.ceil(n / size) });
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
    ? (await pool.query(`select id::text, role_name, role_alias from sys_role where tenant_id = $1 and is_deleted = 0 and id::text = any(string_to_array($2, ','))`, [TENANT, u.role_id])).rows
    : [];
  return envelope({ user: u ?? null, roles });
});

const port = Number(process.env.PORT ?? 8090);
await app.listen({ port, host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
