import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AttendanceSource, DataScopeType, SettlementStatus } from '@hr/contracts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { claimBatch, drainJobs, jobBatch } from '../../platform/jobs.js';
import { nextId } from '../../platform/db/ids.js';
import { writeAttendance } from '../attendance/attendance.service.js';
import { attendanceOvertime } from '../attendance/attendance.tables.js';
import { worker, workerEmployment } from '../worker/worker.tables.js';
import { makeWorker } from '../leave/leave.fixtures.js';
import { salarySettlement } from './settlement.tables.js';
import { presentSettlement } from './settlement.queries.js';
import { generateSettlement, removeSettlements, sendSettlement } from './settlement.service.js';
import { runChunks } from './settlement.batch.js';

// A month's settlements as one background job: the same rows as the single call, progress, cancel,
// resume after a crash without duplicates, the caller's data scope (runs on PGlite and, with DATABASE_URL, PostgreSQL).
let t: TestApp;
let admin: Session;
let ctx: ServiceContext;
const S = '/api/mcc-worker/workersalarysettlement';
const G = `${S}/generateMonth`;
const ids: Record<string, string> = {};
let projectA: string;
let projectB: string;

const day = (workerId: string, date: string, from: string, to: string) =>
  writeAttendance(t.db, ctx.auth, {
    kind: 'day',
    person: { workerId },
    day: { attendanceDate: date, clockInTime: `${date} ${from}:00`, clockOutTime: `${date} ${to}:00`, source: AttendanceSource.IMPORT },
  });
/** How many live settlements each worker has in a month. */
async function perWorker(month: string) {
  const rows = await t.db
    .select({ workerId: salarySettlement.workerId, n: sql<number>`count(*)::int` })
    .from(salarySettlement)
    .where(and(eq(salarySettlement.isDeleted, 0), eq(salarySettlement.periodStart, `${month}-01`)))
    .groupBy(salarySettlement.workerId);
  return new Map(rows.map((r) => [r.workerId, Number(r.n)]));
}
const comparable = (s: Awaited<ReturnType<typeof presentSettlement>>) => ({
  fields: [
    s.resignDate,
    s.periodStart,
    s.totalAttendanceDays,
    s.totalHours,
    s.totalOt,
    s.basicHourWage,
    s.basicMonthlySalary,
    s.overtimeWorkAllowance,
    s.totalOvertimePay,
    s.mealAllowance,
    s.additional,
    s.grossWages,
    s.nettSalary,
    s.settlementStatus,
  ],
  rows: s.rows.map((r) => [r.item, r.itemName, r.amount, r.attendance, r.settleAmount]),
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  ctx = await t.serviceContext(admin);
  projectA = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'GA', projectName: 'Gul Avenue' })).data.id;
  projectB = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'GB', projectName: 'Gul Bay' })).data.id;
  for (const name of ['hourly', 'monthly', 'noWage', 'other', 'sent', 'idle']) ids[name] = await makeWorker(t.db, { name: `Batch ${name}` });
  await t.db
    .update(worker)
    .set({ projectId: projectA })
    .where(
      sql`${worker.id} in (${sql.join(
        ['hourly', 'monthly', 'noWage', 'sent', 'idle'].map((k) => sql`${ids[k]}`),
        sql`, `,
      )})`,
    );
  await t.db.update(worker).set({ projectId: projectB }).where(eq(worker.id, ids.other!));
  await t.db.insert(workerEmployment).values([
    { tenantId: '000000', workerId: ids.hourly!, basicHourWage: '10.00', overtimeRate: '2', mealAllowance: '6.00' },
    { tenantId: '000000', workerId: ids.monthly!, basicMonthlySalary: '2288.00' },
    { tenantId: '000000', workerId: ids.other!, basicHourWage: '9.50' },
    { tenantId: '000000', workerId: ids.sent!, basicHourWage: '11.00' },
    { tenantId: '000000', workerId: ids.idle!, basicHourWage: '11.00' },
  ]);
  for (const month of ['2026-08', '2026-09']) {
    await day(ids.hourly!, `${month}-03`, '08:00', '18:00'); // 8 + 1 overtime
    await day(ids.hourly!, `${month}-04`, '08:00', '17:00');
    await day(ids.monthly!, `${month}-03`, '08:00', '17:00');
    await day(ids.noWage!, `${month}-03`, '08:00', '17:00');
    await day(ids.other!, `${month}-04`, '08:00', '20:00');
    await day(ids.sent!, `${month}-04`, '08:00', '17:00');
  }
  // approved overtime: more than the clock shows on one day, and on a day without a record
  await t.db.insert(attendanceOvertime).values([
    {
      id: nextId(),
      tenantId: '000000',
      workerId: ids.hourly!,
      overtimeDate: '2026-08-03',
      startTime: '2026-08-03 17:00:00',
      endTime: '2026-08-03 20:00:00',
      hours: '3',
      processId: '1',
    },
    {
      id: nextId(),
      tenantId: '000000',
      workerId: ids.hourly!,
      overtimeDate: '2026-08-08',
      startTime: '2026-08-08 08:00:00',
      endTime: '2026-08-08 10:00:00',
      hours: '2',
      processId: '1',
    },
  ]);
});
afterAll(async () => t?.close());

describe("a month's settlement generation job", () => {
  it('writes the rows the single call writes, skips a worker settled in the month (a sent one stays), and names the failures', async () => {
    const sent = await generateSettlement(ctx, ids.sent!, '2026-08-31');
    await sendSettlement(ctx, String(sent.id));
    const started = await t.post(admin, G, { month: '2026-08' });
    expect(started.data).toMatchObject({ period: '2026-08', total: 5, done: 0, state: 'pending', result: { created: 0, skipped: 0, failed: 0 } });
    await drainJobs(t.app);
    const end = (await t.get(admin, `${G}/detail`, { id: started.data.id })).data;
    expect(end).toMatchObject({ state: 'done', total: 5, done: 5, result: { created: 3, skipped: 1, failed: 1 } });
    expect(end.result.failures).toEqual([
      { id: ids.noWage, name: 'Batch noWage', reason: 'workerId: the worker has no basic hour wage or monthly salary in the employment terms' },
    ]);
    // the same rows as the single call: each job settlement removed and generated again by the single call
    for (const key of ['hourly', 'monthly', 'other']) {
      const [row] = await t.db
        .select()
        .from(salarySettlement)
        .where(and(eq(salarySettlement.workerId, ids[key]!), eq(salarySettlement.periodStart, '2026-08-01'), eq(salarySettlement.isDeleted, 0)));
      const job = comparable(await presentSettlement(t.db, ctx.auth, row!));
      await removeSettlements(ctx, [row!.id]);
      const single = comparable(await generateSettlement(ctx, ids[key]!, '2026-08-31'));
      expect(job).toEqual(single);
    }
    // the approved overtime counts (3 h over the clock's 1 h, 2 h on a day without a record): 2 days, 5 h overtime
    const [hourly] = await t.db
      .select()
      .from(salarySettlement)
      .where(and(eq(salarySettlement.workerId, ids.hourly!), eq(salarySettlement.periodStart, '2026-08-01'), eq(salarySettlement.isDeleted, 0)));
    expect(hourly).toMatchObject({ totalAttendanceDays: '2.00', totalHours: '16.00', totalOt: '5.00', grossWages: '272.00' });
    const [still] = await t.db
      .select()
      .from(salarySettlement)
      .where(eq(salarySettlement.id, String(sent.id)));
    expect(still!.settlementStatus).toBe(SettlementStatus.SENT);
    // a second run of the month creates nothing more
    const again = await t.post(admin, G, { month: '2026-08' });
    await drainJobs(t.app);
    expect((await t.get(admin, `${G}/detail`, { id: again.data.id })).data.result).toMatchObject({ created: 0, skipped: 4, failed: 1 });
    expect([...(await perWorker('2026-08')).values()].every((n) => n === 1)).toBe(true);
  });

  it('counts progress chunk by chunk, stops when cancelled, and refuses a second cancel', async () => {
    const started = (await t.post(admin, G, { month: '2026-09', projectId: projectA })).data;
    expect(started.total).toBe(4);
    const [b] = await t.db.select().from(jobBatch).where(eq(jobBatch.id, started.id));
    await runChunks(t.app, (await claimBatch(t.db, { batchId: b!.id }))!, { chunk: 1, chunks: 2 });
    const mid = (await t.get(admin, `${G}/detail`, { id: started.id })).data;
    expect(mid).toMatchObject({ state: 'running', done: 2, total: 4 });
    expect(mid.result.created + mid.result.skipped + mid.result.failed).toBe(2);
    expect((await t.post(admin, `${G}/cancel`, { id: started.id })).data.state).toBe('cancelled');
    await drainJobs(t.app, { now: new Date(Date.now() + 3600_000) });
    expect((await t.get(admin, `${G}/detail`, { id: started.id })).data).toMatchObject({ state: 'cancelled', done: 2 });
    expect((await t.post(admin, `${G}/cancel`, { id: started.id })).status).toBe(409);
    expect((await t.get(admin, `${G}/detail`, { id: '1' })).status).toBe(404);
    expect((await t.post(admin, G, { month: '2026-13' })).msg).toMatch(/month/);
    expect((await t.post(admin, G, { month: '2030-01' })).status).toBe(409);
  });

  it('resumes after a crash from the last chunk that committed, and never writes a worker twice', async () => {
    await t.db.update(salarySettlement).set({ isDeleted: 1 }).where(eq(salarySettlement.periodStart, '2026-09-01'));
    const started = (await t.post(admin, G, { month: '2026-09' })).data;
    // the server dies after the first chunk: the batch is left running
    await runChunks(t.app, (await claimBatch(t.db, { batchId: started.id }))!, { chunk: 2, chunks: 1 });
    expect((await t.get(admin, `${G}/detail`, { id: started.id })).data).toMatchObject({ state: 'running', done: 2 });
    // its job is claimed again when the lease ends and carries on
    await drainJobs(t.app, { now: new Date(Date.now() + 3600_000) });
    const end = (await t.get(admin, `${G}/detail`, { id: started.id })).data;
    expect(end).toMatchObject({ state: 'done', done: 5, result: { created: 4, skipped: 0, failed: 1 } });
    // even a chunk run again after its progress was lost writes no second settlement
    await t.db.update(jobBatch).set({ state: 'running', done: 0 }).where(eq(jobBatch.id, started.id));
    await runChunks(t.app, (await claimBatch(t.db, { batchId: started.id }))!, { chunk: 2 });
    const counts = await perWorker('2026-09');
    expect(counts.size).toBe(4);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it("generates only the workers the caller's data scope shows, and needs the add permission", async () => {
    await t.db.update(salarySettlement).set({ isDeleted: 1 }).where(eq(salarySettlement.periodStart, '2026-09-01'));
    const clerk = await signInWith(t, {
      account: 'batch-clerk',
      codes: ['salary_settlement', 'salary_settlement_add'],
      dataScopes: [{ resourceCode: 'worker', scopeType: DataScopeType.CUSTOM, scopeColumn: 'project_id', scopeValue: projectB }],
    });
    const started = (await t.post(clerk, G, { month: '2026-09' })).data;
    expect(started.total).toBe(1);
    await drainJobs(t.app);
    expect((await t.get(clerk, `${G}/detail`, { id: started.id })).data.result).toMatchObject({ created: 1, skipped: 0, failed: 0 });
    expect([...(await perWorker('2026-09')).keys()]).toEqual([ids.other]);
    // someone else's batch is not found; without the add permission the call is refused
    expect((await t.get(admin, `${G}/detail`, { id: started.id })).status).toBe(404);
    const viewer = await signInWith(t, { account: 'batch-viewer', codes: ['salary_settlement', 'salary_settlement_view'] });
    expect((await t.post(viewer, G, { month: '2026-09' })).status).toBe(403);
  });
});
