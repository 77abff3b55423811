import pg from 'pg';
import { signIn, startProcess } from '../apps/server/test/server-process.js';
const url = 'postgres://postgres@127.0.0.1:5432/hr_flow_bench_fp';
const server = await startProcess('apps/server/src/server.ts', { DATABASE_URL: url, ADMIN_PASSWORD: 'Bench@12345' });
const c = new pg.Client({ connectionString: url }); await c.connect();
const snap = async () => new Map((await c.query(`select relname, seq_scan, seq_tup_read, idx_scan from pg_stat_user_tables`)).rows.map((r) => [r.relname, r]));
const diff = (a: Map<string, any>, b: Map<string, any>, label: string) => {
  console.log(`-- ${label}`);
  for (const [k, v] of b) { const o = a.get(k); const ds = v.seq_scan - o.seq_scan, dt = v.seq_tup_read - o.seq_tup_read; if (ds > 0 && dt > 0) console.log(`  ${k}: ${ds} seq scans reading ${dt} rows`); }
};
const h = (t: string) => ({ 'blade-auth': `bearer ${t}`, 'content-type': 'application/json' });
const emp = await signIn(server.base, 'b0_0082', 'Bench@12345');
const lead = await signIn(server.base, 'b0_0002', 'Bench@12345');
const wait = () => new Promise((r) => setTimeout(r, 800)); // stats are flushed by backends at transaction end / 500 ms
await wait(); let a = await snap();
const pis: string[] = [];
for (let i = 0; i < 10; i++) { const r = await (await fetch(`${server.base}/api/mcc-staff/processfield/startProcess`, { method: 'POST', headers: h(emp), body: JSON.stringify({ formId: '18', map: { subject: 'x', content: 'y' } }) })).json() as any; pis.push(r.data.processInstanceId); }
await wait(); let b = await snap(); diff(a, b, '10 starts'); a = b;
const todo = await (await fetch(`${server.base}/api/blade-flow/work/todo-list?size=50`, { headers: h(lead) })).json() as any;
await wait(); b = await snap(); diff(a, b, '1 todo-list'); a = b;
const mine = todo.data.records.filter((r: any) => pis.includes(r.processInstanceId));
for (const t of mine) await fetch(`${server.base}/api/blade-flow/work/complete-task`, { method: 'POST', headers: h(lead), body: JSON.stringify({ taskId: t.taskId, flag: 'ok' }) });
await wait(); b = await snap(); diff(a, b, `${mine.length} approvals`); a = b;
for (const pi of pis) await fetch(`${server.base}/api/mcc-base/base-flow-task/history-list?processInstanceId=${pi}`, { headers: h(emp) });
await wait(); b = await snap(); diff(a, b, '10 history-lists'); a = b;
for (const u of ['/api/blade-flow/work/done-list', '/api/mcc-staff/processfield/mySend', '/api/mcc-staff/processfield/approverProcess', '/api/blade-flow/message/unread-count']) { await fetch(`${server.base}${u}`, { headers: h(lead) }); }
await wait(); b = await snap(); diff(a, b, 'done-list, mySend, approverProcess, unread-count (leader)');
server.child.kill('SIGTERM'); await c.end();
