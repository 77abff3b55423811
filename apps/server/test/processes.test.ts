import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createPostgresDatabase, onPostgres } from './helpers.js';
import { signIn, startProcess, type ServerProcess as Proc } from './server-process.js';

/**
 * BRIEF section 10: N stateless processes on one PostgreSQL. Two real server processes boot at once
 * on one fresh database, share sessions and never share ids; SIGTERM lets in-flight requests finish.
 */

const startServer = (databaseUrl: string) => startProcess('apps/server/src/server.ts', { DATABASE_URL: databaseUrl, ADMIN_PASSWORD, JWT_SECRET: '' });

const login = (p: Proc) => signIn(p.base, 'admin', ADMIN_PASSWORD);

async function call(p: Proc, token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${p.base}${path}`, {
    method,
    headers: { 'blade-auth': `bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
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
    const after = await call(b, token, 'GET', '/api/blade-user/all-info');
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

  it('SIGTERM lets an in-flight request finish, refuses new connections, and exits 0', async () => {
    const token = await login(a);
    const body = JSON.stringify({ postCode: 'SLOW1', postName: 'Sent slowly across a shutdown', category: 1 });
    const half = Math.floor(body.length / 2);
    // A request whose body arrives slowly: signed in and half read when SIGTERM lands.
    let finish = () => undefined as void;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${a.base}/api/blade-system/post/submit`, {
        method: 'POST',
        headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' },
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
