import { spawn } from 'node:child_process';
import pg from 'pg';
import { freePort, signIn } from '../apps/server/test/server-process.js';
import { measure } from './measure.js';
const url = 'postgres://postgres@127.0.0.1:5432/hr_flow_bench_fp';
const port = await freePort();
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/fp-prof', '--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, DATABASE_URL: url, ADMIN_PASSWORD: 'Bench@12345', LOG_LEVEL: 'warn', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' }, stdio: 'inherit' });
const base = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
const c = new pg.Client({ connectionString: url }); await c.connect();
const pis = (await c.query(`select i.process_instance_id::text as pi from flow_task t join flow_instance i on i.id = t.instance_id where t.assignee = 1000000000000002 limit 200`)).rows.map((r) => r.pi);
const token = await signIn(base, 'b0_0001', 'Bench@12345');
let i = 0;
const r = await measure(`${base}/`, { 'blade-auth': `bearer ${token}` }, { connections: 10, seconds: 10, setupRequest: (req) => ({ ...req, path: `/api/mcc-base/base-flow-task/history-list?processInstanceId=${pis[i++ % pis.length]}` }) });
console.log(r);
const t1 = performance.now(); for (let k = 0; k < 20; k++) await fetch(`${base}/api/mcc-base/base-flow-task/history-list?processInstanceId=${pis[k]}`, { headers: { 'blade-auth': `bearer ${token}` } }); console.log('sequential ms/req', (performance.now() - t1) / 20);
child.kill('SIGTERM'); await c.end();
