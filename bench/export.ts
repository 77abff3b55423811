/**
 * Excel export bench (issue 13): the worker export of WORKERS workers (default 200,000), all 18 columns,
 * downloaded over HTTP as a browser would, beside a raw exceljs streaming route that writes the same
 * columns from one keyset-paged SQL query with the names joined in SQL. Both routes run in this process
 * on the same database; each is measured twice, alternating, with seconds, rows per second and the
 * growth of the process's RSS during the download (sampled every 20 ms).
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/export.ts
 */
import Fastify from 'fastify';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../apps/server/test/helpers.js';
import { worker, workerTeam } from '../apps/server/src/modules/worker/worker.tables.js';
import { project } from '../apps/server/src/modules/base/base.tables.js';
import { post } from '../apps/server/src/modules/system/system.tables.js';
import { workerExportColumns } from '../apps/server/src/modules/worker/worker.schema.js';
import { generatePeople } from './people-data.js';
import { reportFigure } from './report.js';

const WORKERS = Number(process.env.WORKERS ?? 200_000);

const t = await createTestApp({ logLevel: 'silent' });
const admin = await t.login();
const db = t.db;
console.log(`generating ${WORKERS} workers on ${t.database.kind}...`);
await generatePeople(db, { staff: 100, workers: WORKERS });

// the raw side: the same 18 columns, names joined in SQL, keyset pages of 1,000, written as they come
const raw = Fastify();
raw.get('/raw/workers.xlsx', (_req, reply) => {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet('Workers');
  ws.columns = workerExportColumns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 14 }));
  void (async () => {
    let after: [string, string] = ['', '0'];
    for (;;) {
      const page = (await db.execute(sql`
        select w.id::text as id, w.employment_code as "employmentCode", w.name, w.nationality, w.fin_no as "finNo", w.passport_number as "passportNumber",
          w.passport_expiry_date as "passportExpiryDate", w.wp_number as "wpNumber", w.wp_expiry_date as "wpExpiryDate", w.mobile_code as "mobileCode", w.mobile,
          p.project_name as "projectName", t.team_name as "teamName", po.post_name as "tradeName", w.birthday, w.entry_date as "entryDate",
          w.is_supervisor as "isSupervisor", w.dormitory, w.blk, w.room
        from ${worker} w left join ${project} p on p.id = w.project_id left join ${workerTeam} t on t.id = w.team_id left join ${post} po on po.id = w.trade_id
        where w.tenant_id = '000000' and w.is_deleted = 0 and (w.employment_code, w.id) > (${after[0]}, ${after[1]}::bigint)
        order by w.employment_code, w.id limit 1000`)) as unknown as { rows: Record<string, unknown>[] };
      for (const r of page.rows) {
        ws.addRow(workerExportColumns.map((c) => (c.value ? c.value(r) : r[c.key]) ?? null)).commit();
        if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      }
      if (page.rows.length < 1000) break;
      const last = page.rows[page.rows.length - 1];
      after = [last.employmentCode as string, last.id as string];
    }
    ws.commit();
    await wb.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return reply.send(out);
});
const rawUrl = await raw.listen({ port: 0, host: '127.0.0.1' });
const appUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });

async function download(url: string, headers: Record<string, string> = {}) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const s = performance.now();
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const seconds = (performance.now() - s) / 1000;
  clearInterval(timer);
  return {
    seconds: +seconds.toFixed(2),
    rowsPerSecond: Math.round(WORKERS / seconds),
    megabytes: +(bytes / 1048576).toFixed(1),
    rssGrowthMb: Math.round((peak - start) / 1048576),
  };
}

const rows: { round: number; app: Awaited<ReturnType<typeof download>>; raw: Awaited<ReturnType<typeof download>> }[] = [];
for (let round = 1; round <= 2; round++) {
  const rawRun = await download(`${rawUrl}/raw/workers.xlsx`);
  const appRun = await download(`${appUrl}/api/mcc-worker/info/workerExcel`, admin.headers as Record<string, string>);
  rows.push({ round, app: appRun, raw: rawRun });
  console.log(
    `round ${round}: app ${appRun.seconds} s (${appRun.rowsPerSecond} rows/s, RSS +${appRun.rssGrowthMb} MB), raw ${rawRun.seconds} s ` +
      `(${rawRun.rowsPerSecond} rows/s, RSS +${rawRun.rssGrowthMb} MB), ratio ${(rawRun.seconds / appRun.seconds).toFixed(2)}x`,
  );
}
console.log(JSON.stringify({ database: t.database.kind, workers: WORKERS, rows }, null, 2));
// the better round of each side (the machine's load drifts between rounds)
const best = (side: 'app' | 'raw') => rows.map((r) => r[side]).sort((a, b) => a.seconds - b.seconds)[0];
const exportRatio = best('raw').seconds / best('app').seconds;
const rssGrowth = Math.max(...rows.map((r) => r.app.rssGrowthMb));
reportFigure({
  figure: `Excel export, ${WORKERS.toLocaleString('en')} rows, all ${workerExportColumns.length} columns`,
  goal: '>= 0.8x raw exceljs streaming of the same columns; peak RSS grows <= 100 MB',
  value: `${best('app').seconds} s, ${exportRatio.toFixed(2)}x, RSS +${rssGrowth} MB`,
  baseline: `${best('raw').seconds} s, RSS +${best('raw').rssGrowthMb} MB`,
  met: exportRatio >= 0.8 && rssGrowth <= 100,
});
await raw.close();
await t.close();
