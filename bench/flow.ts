/**
 * Approval workflow bench (issue 5 section 4) on PostgreSQL: generates 200,000 requests with
 * 2,000,000 history rows (flow-generate.ts, set-based SQL), starts the real server and the raw
 * Fastify + pg baseline (baseline.ts) on that database, and measures with autocannon:
 *  - start throughput: POST /api/mcc-staff/processfield/startProcess (form 18) by 10 initiators,
 *    beside /raw/start (the request, its first task and two history rows in one transaction);
 *  - approve throughput: POST /api/blade-flow/work/complete-task over the tasks those starts opened,
 *    each approved once, beside /raw/approve (one conditional UPDATE of an open task) and, as the figure's
 *    floor, /raw/approve-rows (the rows an approval writes, in two statements, over the raw starts' tasks);
 *  - throughput and p95 of GET /api/blade-flow/work/todo-list (a department leader with about 20
 *    open and 1,000 handled tasks), GET /api/mcc-base/base-flow-task/history-list (rotating over 500
 *    of their requests), done-list (an HR approver with about 8,000 handled tasks) and
 *    approverProcess (the leader), beside the same SQL on the raw server, in alternating rounds.
 *
 *   npx tsx bench/flow.ts [--database-url URL] [--fresh] [--instances 200000] [--duration 8] [--warmup 2] [--connections 10] [--rounds 3]
 *                         [--generate-only] [--writes-only]
 *                         [--server /path/to/other/checkout/apps/server/src/server.ts]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { signedInHeaders, signIn, startProcess } from '../apps/server/test/server-process.js';
import { BENCH_ADMIN_PASSWORD } from './generate.js';
import { BENCH_USER_PASSWORD, benchAccount, benchUserId, generateFlow } from './flow-generate.js';
import { measure, RATIO_HEADER, ratioRow, type Figures, type MeasureOptions } from './measure.js';
import { reportFigure } from './report.js';

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    'database-url': { type: 'string' },
    fresh: { type: 'boolean' },
    instances: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    rounds: { type: 'string' },
    'generate-only': { type: 'boolean' },
    'writes-only': { type: 'boolean' },
    server: { type: 'string' },
  },
});
const databaseUrl = String(values['database-url'] ?? process.env.BENCH_FLOW_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hr_flow_bench');
const instances = Number(values.instances ?? 200_000);
const seconds = Number(values.duration ?? 8);
const warmup = Number(values.warmup ?? 2);
const connections = Number(values.connections ?? 10);
const rounds = Number(values.rounds ?? 3);
const serverScript = String(values.server ?? 'apps/server/src/server.ts');

const json = { 'content-type': 'application/json' };
// every call carries the client's credentials too (without them the server answers 401)
const bearer = signedInHeaders;

/** Rotates through a list for each request autocannon sends. */
function rotating<T>(items: T[], build: (item: T) => { path?: string; body?: string; headers?: Record<string, string> }): MeasureOptions['setupRequest'] {
  let i = 0;
  return (req) => {
    const b = build(items[i++ % items.length]);
    return { ...req, ...b, headers: { ...req.headers, ...b.headers } };
  };
}

/** The mean throughput of some runs. */
const meanRps = (runs: Figures[]) => runs.reduce((n, f) => n + f.rps, 0) / runs.length;

/** Rounds' throughput summed on each side (the same work on both), as one figure of the issue's table. */
function reportRatio(figure: string, goal: string, runs: { ours: Figures; raw: Figures }[], target: number, note = '') {
  const sum = (side: 'ours' | 'raw') => meanRps(runs.map((r) => r[side]));
  const errors = runs.reduce((n, r) => n + r.ours.errors, 0);
  const ratioValue = sum('ours') / sum('raw');
  const p95 = Math.max(...runs.map((r) => r.ours.p95));
  reportFigure({
    figure,
    goal,
    value: `${sum('ours').toFixed(0)} req/s, p95 ${p95.toFixed(0)} ms, ${ratioValue.toFixed(2)}x${errors ? `, ${errors} errors` : ''}${note}`,
    baseline: `${sum('raw').toFixed(0)} req/s`,
    met: ratioValue >= target && errors === 0,
  });
}

async function main() {
  await generateFlow(databaseUrl, instances, Boolean(values.fresh));
  if (values['generate-only']) return;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const env = { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD };
  const server = await startProcess(serverScript, env, '/api/health');
  const raw = await startProcess('bench/baseline.ts', env, '/health');
  const lines = [...RATIO_HEADER];
  const run = (base: string, path: string, headers: Record<string, string>, extra: Partial<MeasureOptions> = {}) =>
    measure(`${base}${path}`, headers, { connections, seconds, ...extra });
  const pair = async (name: string, ours: () => Promise<Figures>, theirs: () => Promise<Figures>) => {
    const o = await ours();
    const r = await theirs();
    lines.push(ratioRow(name, o, r));
    console.log(lines.at(-1));
    return { ours: o, raw: r };
  };
  try {
    // ---- reads: the leader of department 1 (about 20 open and 1,000 handled tasks) and an HR approver (about 8,000 handled)
    const reader = { account: benchAccount(0, 1), id: benchUserId(0, 1) };
    const hr = { account: benchAccount(0, 45), id: benchUserId(0, 45) };
    const [readerToken, hrToken] = [await signIn(server.base, reader.account, BENCH_USER_PASSWORD), await signIn(server.base, hr.account, BENCH_USER_PASSWORD)];
    const totalOf = async (path: string, token: string) =>
      ((await (await fetch(`${server.base}${path}`, { headers: bearer(token) })).json()) as { data: { total: number } }).data.total;
    if (!values['writes-only'])
      console.log(
        `\n${reader.account}: ${await totalOf('/api/blade-flow/work/todo-list', readerToken)} open, ${await totalOf('/api/blade-flow/work/done-list', readerToken)} handled tasks; ` +
          `${hr.account}: ${await totalOf('/api/blade-flow/work/done-list', hrToken)} handled. autocannon ${connections} connections, ` +
          `${seconds} s runs after ${warmup} s warm-up, ${rounds} rounds (ours, raw, ours, raw ...)\n`,
      );
    const readable = (
      await db.query(
        `select i.process_instance_id::text as pi from flow_task t join flow_instance i on i.id = t.instance_id where t.tenant_id = '000000' and t.assignee = $1 order by t.id limit 500`,
        [reader.id],
      )
    ).rows.map((r) => r.pi as string);
    const reads = [
      {
        name: `GET /api/blade-flow/work/todo-list (${reader.account})`,
        ours: '/api/blade-flow/work/todo-list?current=1&size=10',
        token: readerToken,
        raw: `/raw/task-list?current=1&size=10&userId=${reader.id}`,
      },
      {
        name: `GET /api/mcc-base/base-flow-task/history-list (${readable.length} requests in turn)`,
        ours: '/',
        token: readerToken,
        raw: '/',
        oursSetup: rotating(readable, (pi) => ({ path: `/api/mcc-base/base-flow-task/history-list?processInstanceId=${pi}` })),
        rawSetup: rotating(readable, (pi) => ({ path: `/raw/history-list?processInstanceId=${pi}` })),
      },
      {
        name: `GET /api/blade-flow/work/done-list (${hr.account})`,
        ours: '/api/blade-flow/work/done-list?current=1&size=10',
        token: hrToken,
        raw: `/raw/task-list?kind=done&current=1&size=10&userId=${hr.id}`,
      },
      {
        name: `GET /api/mcc-staff/processfield/approverProcess (${reader.account})`,
        ours: '/api/mcc-staff/processfield/approverProcess?current=1&size=10',
        token: readerToken,
        raw: `/raw/approver-list?current=1&size=10&userId=${reader.id}`,
      },
    ];
    for (const c of values['writes-only'] ? [] : reads) {
      const ours = (secs: number) => run(server.base, c.ours, bearer(c.token), { seconds: secs, setupRequest: c.oursSetup });
      const theirs = (secs: number) => run(raw.base, c.raw, {}, { seconds: secs, setupRequest: c.rawSetup });
      await ours(warmup);
      await theirs(warmup);
      for (let r = 1; r <= rounds; r++)
        await pair(
          `${c.name}, round ${r}`,
          () => ours(seconds),
          () => theirs(seconds),
        );
    }

    // ---- writes: members of department 2 start form 18; its leader approves what they started
    const initiators = Array.from({ length: 10 }, (_, m) => ({ account: benchAccount(0, 82 + 40 * m), id: benchUserId(0, 82 + 40 * m) }));
    const tokens = await Promise.all(initiators.map((u) => signIn(server.base, u.account, BENCH_USER_PASSWORD)));
    let n = 0;
    const startOurs = rotating(tokens, (token) => ({
      headers: { ...bearer(token), ...json },
      body: JSON.stringify({ formId: '18', map: { subject: `Bench ${++n}`, content: 'Measured start' } }),
    }));
    const startRaw = rotating(initiators, (u) => ({ headers: json, body: JSON.stringify({ userId: u.id, subject: `Bench ${++n}` }) }));
    await run(server.base, '/api/mcc-staff/processfield/startProcess', {}, { seconds: warmup, method: 'POST', setupRequest: startOurs });
    await run(raw.base, '/raw/start', {}, { seconds: warmup, method: 'POST', setupRequest: startRaw });
    // alternating rounds (ours, raw, ours, raw ...): the machine's load drifts
    const starts: { ours: Figures; raw: Figures }[] = [];
    for (let r = 1; r <= rounds; r++) {
      starts.push(
        await pair(
          `POST /api/mcc-staff/processfield/startProcess, round ${r}`,
          () => run(server.base, '/api/mcc-staff/processfield/startProcess', {}, { method: 'POST', setupRequest: startOurs }),
          () => run(raw.base, '/raw/start', {}, { method: 'POST', setupRequest: startRaw }),
        ),
      );
    }
    reportRatio('start a request (form 18), PostgreSQL, 10 concurrent', '>= 0.4x a raw insert of the same rows', starts, 0.4);

    const approver = { account: benchAccount(0, 2), id: benchUserId(0, 2) };
    const approverToken = await signIn(server.base, approver.account, BENCH_USER_PASSWORD);
    // the open tasks the starts above created (the app's ids are time-based, far above the generated and raw ranges)
    const open = async (above: bigint, below: bigint) =>
      (
        await db.query(`select id::text from flow_task where assignee = $1 and task_status = 'open' and instance_id > $2 and instance_id < $3 order by id`, [
          approver.id,
          String(above),
          String(below),
        ])
      ).rows.map((r) => r.id as string);
    const oursTasks = await open(100_000_000_000_000_000n, 9_000_000_000_000_000_000n);
    const rawTasks = await open(7_000_000_000_000_000n, 8_000_000_000_000_000n);
    // the conditional UPDATE answers several times faster than the raw starts open tasks: it gets open tasks of its
    // own (the raw starts' first one copied, new ids above the raw range), enough for runs of a few seconds
    const { rows: copied } = await db.query(
      `insert into flow_task (id, tenant_id, instance_id, activation_id, element_id, name, assignee, create_time)
       select m.top + g, t.tenant_id, t.instance_id, m.top + g, t.element_id, t.name, t.assignee, localtimestamp
       from (select * from flow_task where id = $1) t,
            (select greatest(coalesce(max(id), 0), 8100000000000000) as top from flow_task where id >= 8100000000000000 and id < 8200000000000000) m,
            generate_series(1, $2::int) g
       returning id::text`,
      [rawTasks[0], 12_000 * rounds],
    );
    const updateTasks = copied.map((r) => r.id as string).sort();
    const approveRun = (base: string, path: string, tasks: string[], headers: Record<string, string>, body: (id: string) => string) => {
      return measure(`${base}${path}`, headers, {
        connections,
        seconds: 0,
        amount: tasks.length,
        method: 'POST',
        setupRequest: rotating(tasks, (id) => ({ headers: json, body: body(id) })),
      });
    };
    const split = (tasks: string[]) => [tasks.slice(0, Math.floor(tasks.length / 5)), tasks.slice(Math.floor(tasks.length / 5))];
    const [oursWarm, oursMeasured] = split(oursTasks);
    const [rawWarm, rawMeasured] = split(updateTasks);
    // the raw starts' tasks: the same rows an approval writes (its floor)
    const [rowsWarm, rowsMeasured] = split(rawTasks);
    const approveOurs = (tasks: string[]) =>
      approveRun(server.base, '/api/blade-flow/work/complete-task', tasks, bearer(approverToken), (id) =>
        JSON.stringify({ taskId: id, flag: 'ok', comment: 'Approved in the bench' }),
      );
    const approveRaw = (tasks: string[]) => approveRun(raw.base, '/raw/approve', tasks, {}, (id) => JSON.stringify({ taskId: id }));
    const approveRows = (tasks: string[]) =>
      approveRun(raw.base, '/raw/approve-rows', tasks, { 'x-user-id': approver.id }, (id) => JSON.stringify({ taskId: id, comment: 'Approved in the bench' }));
    await approveOurs(oursWarm);
    await approveRaw(rawWarm);
    await approveRows(rowsWarm);
    const chunk = (tasks: string[], r: number) => tasks.slice(Math.floor((tasks.length * (r - 1)) / rounds), Math.floor((tasks.length * r) / rounds));
    const approvals: { ours: Figures; raw: Figures }[] = [];
    const floors: { ours: Figures; raw: Figures }[] = [];
    for (let r = 1; r <= rounds; r++) {
      const [o, w] = [chunk(oursMeasured, r), chunk(rawMeasured, r)];
      approvals.push(
        await pair(
          `POST /api/blade-flow/work/complete-task (${o.length} / ${w.length} tasks, each once), round ${r}`,
          () => approveOurs(o),
          () => approveRaw(w),
        ),
      );
      const rowsRound = chunk(rowsMeasured, r);
      floors.push(
        await pair(
          `raw approval writing an approval's rows (${rowsRound.length} tasks) against the raw conditional UPDATE, round ${r}`,
          () => approveRows(rowsRound),
          async () => approvals.at(-1)!.raw,
        ),
      );
    }
    // the figure's floor: what a bare endpoint writing an approval's rows reaches against the same UPDATE
    const floorRps = meanRps(floors.map((f) => f.ours));
    const note =
      `; a raw endpoint writing the rows an approval writes: ${floorRps.toFixed(0)} req/s, ` +
      `${(floorRps / meanRps(approvals.map((a) => a.raw))).toFixed(2)}x the UPDATE (the app ` +
      `${(meanRps(approvals.map((a) => a.ours)) / floorRps).toFixed(2)}x of it)`;
    reportRatio('approve a task, PostgreSQL, 10 concurrent', '>= 0.5x a raw conditional UPDATE endpoint', approvals, 0.5, note);
    const left = await open(100_000_000_000_000_000n, 9_000_000_000_000_000_000n);
    if (left.length) console.log(`warning: ${left.length} of the app's tasks are still open`);

    console.log(`\n${lines.join('\n')}`);
  } finally {
    for (const p of [server, raw]) p.child.kill('SIGTERM');
    await db.end();
  }
}

await main();
