/**
 * Payslip batch bench (issue 12): N approved salary settlements (default 1,000) with settlement rows and
 * salary items, then ONE payslip batch through the HTTP call and the background job (drainJobs), as the
 * settlement screen starts it. Reports the seconds the job took, payslips per second, the ZIP's size and
 * the peak memory (RSS and heap, sampled every 50 ms) during the job.
 * Run: `npx tsx bench/payslips.ts` (PGlite in memory) or with DATABASE_URL=postgres://... ; PAYSLIPS sets N.
 */
import { createTestApp } from '../apps/server/test/helpers.js';
import { nextId } from '../apps/server/src/platform/db/ids.js';
import { drainJobs } from '../apps/server/src/platform/jobs.js';
import { worker } from '../apps/server/src/modules/worker/worker.tables.js';
import { salarySettlement, salarySettlementRow } from '../apps/server/src/modules/settlement/settlement.tables.js';

const N = Number(process.env.PAYSLIPS ?? 1_000);
const BATCH = '/api/mcc-worker/workersalarysettlement/payslipBatch';

const t = await createTestApp({ logLevel: 'silent' });
const admin = await t.login();
console.log(`generating ${N} approved settlements on ${t.database.kind}...`);

const chunk = 250;
for (let from = 0; from < N; from += chunk) {
  const workers = [];
  const settlements = [];
  const rows = [];
  for (let i = from; i < Math.min(N, from + chunk); i++) {
    const workerId = nextId();
    const id = nextId();
    const day = String(1 + (i % 28)).padStart(2, '0');
    workers.push({
      id: workerId,
      tenantId: '000000',
      name: i % 3 === 0 ? `陈伟 Chen Wei ${i}` : `Worker ${i}`,
      employmentCode: `W${String(i).padStart(6, '0')}`,
      entryDate: '2020-01-02',
    });
    settlements.push({
      id,
      tenantId: '000000',
      workerId,
      resignDate: `2026-05-${day}`,
      periodStart: '2026-05-01',
      settlementStatus: 2,
      totalHours: '176.00',
      totalOt: '12.00',
      totalAttendanceDays: 22,
    });
    rows.push(
      {
        tenantId: '000000',
        settlementId: id,
        kind: 1,
        item: 'hours',
        itemName: 'Total hours',
        amount: '12.50',
        attendance: '176.00',
        settleAmount: '2200.00',
        sort: 1,
      },
      {
        tenantId: '000000',
        settlementId: id,
        kind: 1,
        item: 'overtime',
        itemName: 'Overtime',
        amount: '18.75',
        attendance: '12.00',
        settleAmount: '225.00',
        sort: 2,
      },
      { tenantId: '000000', settlementId: id, kind: 2, item: 'leavePay', itemName: 'Unused leave pay', settleAmount: '180.40', sort: 3 },
      { tenantId: '000000', settlementId: id, kind: 2, item: 'advance', itemName: 'Salary advance deduction', settleAmount: '-300.00', sort: 4 },
    );
  }
  await t.db.insert(worker).values(workers);
  await t.db.insert(salarySettlement).values(settlements as never);
  await t.db.insert(salarySettlementRow).values(rows as never);
}

const started = await t.post(admin, BATCH, { month: '2026-05' });
if (started.code !== 200) throw new Error(`start: ${started.msg}`);
console.log(`batch ${started.data.id}: ${started.data.total} payslips`);

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};
sample();
const baseRss = process.memoryUsage().rss;
const timer = setInterval(sample, 50);
const t0 = performance.now();
await drainJobs(t.app);
const seconds = (performance.now() - t0) / 1000;
clearInterval(timer);
sample();

const done = (await t.get(admin, `${BATCH}/detail`, { id: started.data.id })).data;
const zip = await t.app.inject({ method: 'GET', url: done.fileLink });
const mb = (b: number) => +(b / 1024 / 1024).toFixed(1);
const result = {
  database: t.database.kind,
  payslips: done.done,
  state: done.state,
  seconds: +seconds.toFixed(1),
  perSecond: +(done.done / seconds).toFixed(1),
  zipMB: mb(zip.rawPayload.length),
  rssBeforeMB: mb(baseRss),
  peakRssMB: mb(peakRss),
  peakHeapMB: mb(peakHeap),
};
console.log(JSON.stringify(result, null, 2));
await t.close();
