import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, BASIC, createPostgresDatabase, onPostgres } from './helpers.js';
import { signIn, startProcess, type ServerProcess as Proc } from './server-process.js';
import { openDatabase } from '../src/platform/db/client.js';
import { makeDept, makeRole, makeUser, PASSWORD } from '../src/modules/flow/flow.fixtures.js';

/**
 * BRIEF section 10: N stateless processes on one PostgreSQL. Two real server processes boot at once
 * on one fresh database, share sessions and never share ids, serve one approver's todo list and settle
 * approvals of the same tasks sent to both at once exactly once (issue 5 section 4); SIGTERM lets
 * in-flight requests finish.
 */

const startServer = (databaseUrl: string) => startProcess('apps/server/src/server.ts', { DATABASE_URL: databaseUrl, ADMIN_PASSWORD, JWT_SECRET: '' });

const login = (p: Proc) => signIn(p.base, 'admin', ADMIN_PASSWORD);

async function call(p: Proc, token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${p.base}${path}`, {
    method,
    headers: { authorization: BASIC, 'blade-auth': `bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer's data as its assertions need
  return { status: res.status, body: (await res.json()) as { code: number; success: boolean; data: any; msg: string } };
}

const nodeOf = (id: string) => Number((BigInt(id) >> 12n) & 1023n);

describe.runIf(onPostgres)('two server processes on one PostgreSQL database', () => {
  let databaseUrl = '';
  let dropDatabase: () => Promise<void> = async () => undefined;
  let a: Proc;
  let b: Proc;

  beforeAll(async () => {
    const fresh = await createPostgresDatabase('hr_procs');
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
    // Both at once on the fresh database: migrations and first boot must take turns.
    const started = await Promise.allSettled([startServer(databaseUrl), startServer(databaseUrl)]);
    const failed = started.find((r) => r.status === 'rejected');
    for (const r of started) if (r.status === 'fulfilled' && failed) r.value.child.kill('SIGKILL');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    [a, b] = started.map((r) => (r as PromiseFulfilledResult<Proc>).value);
  }, 120_000);

  afterAll(async () => {
    for (const p of [a, b]) if (p && p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all([a?.exit, b?.exit]);
    await dropDatabase();
  }, 60_000);

  it('both processes migrate and boot at once, seeding the first boot exactly once', async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      const admins = await c.query(`select count(*)::int as n from sys_user where account = 'admin' and tenant_id = '000000'`);
      const tenants = await c.query(`select count(*)::int as n from sys_tenant where tenant_id = '000000'`);
      const nodes = await c.query(`select id from sys_node`);
      expect(admins.rows[0].n).toBe(1);
      expect(tenants.rows[0].n).toBe(1);
      expect(nodes.rows.length).toBe(2);
    } finally {
      await c.end();
    }
    const health = await Promise.all([a, b].map(async (p) => (await fetch(`${p.base}/api/health`)).json()));
    expect(health).toEqual([expect.objectContaining({ status: 'up', database: 'postgres' }), expect.objectContaining({ status: 'up', database: 'postgres' })]);
  });

  it('a session opened on one process works on the other, and once logged out is refused on both', async () => {
    const token = await login(a);
    expect((await call(b, token, 'GET', '/api/blade-user/all-info')).status).toBe(200);
    expect((await call(a, token, 'GET', '/api/blade-auth/oauth/logout')).body.success).toBe(true);
    // b caches the session row until PostgreSQL tells it the row changed (db/feed-cache.ts): moments, not a call
    const deadline = Date.now() + 1000;
    let after = await call(b, token, 'GET', '/api/blade-user/all-info');
    while (after.status === 200 && Date.now() < deadline) after = await call(b, token, 'GET', '/api/blade-user/all-info');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, success: false });
    expect((await call(a, token, 'GET', '/api/blade-user/all-info')).status).toBe(401);
  });

  it('ids created on both processes at once are unique, each process with its own node number', async () => {
    const [ta, tb] = await Promise.all([login(a), login(b)]);
    const create = (p: Proc, token: string, i: number) =>
      call(p, token, 'POST', '/api/blade-system/post/submit', { postCode: `P${p === a ? 'A' : 'B'}${i}`, postName: `Post ${i}`, category: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => create(i % 2 ? b : a, i % 2 ? tb : ta, i)));
    for (const r of results) expect(r.body).toMatchObject({ success: true });
    const ids = results.map((r) => String(r.body.data.id));
    expect(new Set(ids).size).toBe(20);
    const nodesA = new Set(ids.filter((_, i) => i % 2 === 0).map(nodeOf));
    const nodesB = new Set(ids.filter((_, i) => i % 2 === 1).map(nodeOf));
    expect(nodesA.size).toBe(1);
    expect(nodesB.size).toBe(1);
    expect([...nodesA][0]).not.toBe([...nodesB][0]);
    const page = await call(a, ta, 'GET', '/api/blade-system/post/page?size=-1');
    const listed = new Set((page.body.data.records as { id: string }[]).map((r) => r.id));
    for (const id of ids) expect(listed.has(id)).toBe(true);
  });

  it("both processes serve one approver's todo list; approvals of the same tasks sent to both at once succeed once per task", async () => {
    // an employee whose department leader approves (form 18: one approval step)
    const database = await openDatabase({ databaseUrl });
    let leaderId = '';
    try {
      const staffRole = await makeRole(database.db, 'staff');
      leaderId = await makeUser(database.db, 'proc.leader', { roleIds: [staffRole] });
      const deptId = await makeDept(database.db, 'Two processes', leaderId);
      await makeUser(database.db, 'proc.employee', { roleIds: [staffRole], deptId });
    } finally {
      await database.close();
    }
    const [employee, leaderA] = await Promise.all([signIn(a.base, 'proc.employee', PASSWORD), signIn(a.base, 'proc.leader', PASSWORD)]);
    const leaderB = await signIn(b.base, 'proc.leader', PASSWORD);
    const TASKS = 6;
    const started = await Promise.all(
      Array.from({ length: TASKS }, (_, i) =>
        call(i % 2 ? b : a, employee, 'POST', '/api/mcc-staff/processfield/startProcess', { formId: '18', map: { subject: `Item ${i}`, content: 'Needed' } }),
      ),
    );
    for (const s of started) expect(s.body).toMatchObject({ success: true });
    const instanceIds = started.map((s) => String(s.body.data.processInstanceId));

    type Todo = { taskId: string; processInstanceId: string; taskVersion: number };
    const todoOf = async (p: Proc, token: string) => (await call(p, token, 'GET', '/api/blade-flow/work/todo-list?size=-1')).body.data.records as Todo[];
    const [todoA, todoB] = await Promise.all([todoOf(a, leaderA), todoOf(b, leaderB)]);
    const key = (l: Todo[]) => l.map((r) => `${r.taskId}:${r.processInstanceId}`).sort();
    expect(key(todoA)).toEqual(key(todoB));
    expect(todoA.map((r) => r.processInstanceId).sort()).toEqual([...instanceIds].sort());

    // every task approved twice through each process, all at once
    const attempts = todoA.flatMap((task) =>
      [a, b, a, b].map((p, k) =>
        call(p, p === a ? leaderA : leaderB, 'POST', '/api/blade-flow/work/complete-task', {
          taskId: task.taskId,
          processInstanceId: task.processInstanceId,
          flag: 'ok',
          comment: `from ${p === a ? 'A' : 'B'} #${k}`,
        }).then((r) => ({ taskId: task.taskId, status: r.status })),
      ),
    );
    const answers = await Promise.all(attempts);
    for (const task of todoA) {
      const mine = answers
        .filter((x) => x.taskId === task.taskId)
        .map((x) => x.status)
        .sort();
      expect(mine).toEqual([200, 409, 409, 409]);
    }

    // one history entry per task, one result message per request, and both todo lists empty
    for (const [i, processInstanceId] of instanceIds.entries()) {
      const history = await call(i % 2 ? a : b, employee, 'GET', `/api/mcc-base/base-flow-task/history-list?processInstanceId=${processInstanceId}`);
      const entries = history.body.data as { historyActivityId: string; endTime: string; pass: boolean; comment: string }[];
      expect(entries.filter((h) => h.historyActivityId === 'approver')).toEqual([
        expect.objectContaining({ pass: true, endTime: expect.stringMatching(/^\d{4}-/), comment: expect.stringMatching(/^from [AB] #\d$/) }),
      ]);
      expect(entries.filter((h) => h.historyActivityId === 'hr')).toEqual([expect.objectContaining({ endTime: '' })]);
    }
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      // form 18 runs Approver, then HR approval (administrators): each approval opened exactly one next step
      const perInstance = await c.query(
        `select i.process_instance_id::text as pi, i.flow_status as status,
           (select count(*)::int from flow_task_action x where x.instance_id = i.id and x.action = 'approve') as approvals,
           (select count(*)::int from flow_task t where t.instance_id = i.id and t.task_status = 'open') as open_tasks,
           (select count(*)::int from flow_activity h where h.instance_id = i.id and h.element_type = 'userTask') as task_entries,
           (select count(*)::int from flow_message m where m.instance_id = i.id and m.category = 'todo' and m.user_id = $2) as leader_messages,
           (select count(*)::int from flow_message m where m.instance_id = i.id) as messages
         from flow_instance i where i.process_instance_id = any($1::bigint[])`,
        [instanceIds, leaderId],
      );
      expect(perInstance.rows).toHaveLength(TASKS);
      for (const r of perInstance.rows)
        expect(r).toMatchObject({ status: 'running', approvals: 1, open_tasks: 1, task_entries: 2, leader_messages: 1, messages: 2 });
    } finally {
      await c.end();
    }
    const [afterA, afterB] = await Promise.all([todoOf(a, leaderA), todoOf(b, leaderB)]);
    expect([afterA.length, afterB.length]).toEqual([0, 0]);
    const done = await call(b, leaderB, 'GET', '/api/blade-flow/work/done-list?size=-1');
    expect(done.body.data.total).toBe(TASKS);
  }, 60_000);

  it('SIGTERM lets an in-flight request finish, refuses new connections, and exits 0', async () => {
    const token = await login(a);
    const body = JSON.stringify({ postCode: 'SLOW1', postName: 'Sent slowly across a shutdown', category: 1 });
    const half = Math.floor(body.length / 2);
    // A request whose body arrives slowly: signed in and half read when SIGTERM lands.
    let finish = () => undefined as void;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${a.base}/api/blade-system/post/submit`, {
        method: 'POST',
        headers: {
          authorization: BASIC,
          'blade-auth': `bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, half));
      finish = () => void req.end(body.slice(half));
    });
    await new Promise((r) => setTimeout(r, 700));
    a.child.kill('SIGTERM');
    // The listener closes while the request is still waiting for its body.
    let refused = false;
    for (let i = 0; i < 50 && !refused; i++) {
      refused = await fetch(`${a.base}/api/health`).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((r) => setTimeout(r, 100));
    }
    expect(refused).toBe(true);
    expect(a.child.exitCode).toBeNull();
    finish();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ success: true, data: { postCode: 'SLOW1' } });
    expect(await a.exit).toBe(0);
    // The other process sees the record written during the shutdown.
    const tb = await login(b);
    const page = await call(b, tb, 'GET', '/api/blade-system/post/page?postCode=SLOW1');
    expect(page.body.data.total).toBe(1);
  }, 60_000);
});
