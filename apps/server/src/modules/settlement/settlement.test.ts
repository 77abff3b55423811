import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';

let t: TestApp;
let admin: Session;
let W1: string;
let W2: string;
const S = '/api/mcc-worker/workersalarysettlement';

async function terms(workerId: string, values: Record<string, unknown>) {
  const emp = await t.get(admin, '/api/mcc-worker/employment/detail', { workerId });
  return t.post(admin, '/api/mcc-worker/employment/update1', { id: emp.data.id, ...values });
}
const day = (workerId: string, d: string, from: string, to: string) =>
  t.post(admin, '/api/mcc-worker/attendance/submit', { workerId, clockInTime: `${d} ${from}:00`, clockOutTime: `${d} ${to}:00` });
async function task(s: Session, processInstanceId: string) {
  const todo = (await t.get(s, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as {
    taskId: string;
    processInstanceId: string;
    taskVersion: number;
  }[];
  return todo.find((x) => x.processInstanceId === processInstanceId);
}
const rowsOf = (d: { rows: { item: string; amount: string; attendance: string | null; settleAmount: string }[] }) =>
  d.rows.map((r) => [r.item, r.amount, r.attendance, r.settleAmount]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const P = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'SP1', projectName: 'Tuas Depot' })).data.id;
  W1 = (await t.post(admin, '/api/mcc-worker/info/addWorker', { employmentCode: 'S001', name: 'Abdul Karim', projectId: P, entryDate: '2025-01-06' })).data.id;
  W2 = (await t.post(admin, '/api/mcc-worker/info/addWorker', { employmentCode: 'S002', name: 'Ravi Kumar', projectId: P })).data.id;
  await terms(W1, { basicHourWage: 10, overtimeRate: 1.5, mealAllowance: 5 });
  await terms(W2, { basicMonthlySalary: 2288 });
  await day(W1, '2026-05-04', '08:00', '18:00'); // 8 + 1 OT
  await day(W1, '2026-05-05', '08:00', '17:00'); // 8
  await day(W1, '2026-05-10', '08:00', '12:00'); // Sunday: 4 OT
  await day(W1, '2026-05-20', '08:00', '17:00'); // after the last working day: not counted
  await day(W1, '2026-04-30', '08:00', '17:00'); // an earlier month: not counted
  await day(W2, '2026-05-04', '08:00', '17:00');
});
afterAll(async () => t?.close());

describe('salary settlement', () => {
  it('lists the salary items of the dictionary', async () => {
    const dict = await t.get(admin, `${S}/getSalarySettlementDict`);
    expect(dict.data).toMatchObject({ advance: 'Salary advance deduction', leavePay: 'Unused leave pay', accommodation: 'Accommodation deduction' });
  });

  it('computes from attendance and wage: the month of the last working day up to that day', async () => {
    const preview = await t.get(admin, `${S}/getSalarySettlement`, { workerId: W1, resignDate: '2026-05-15' });
    expect(preview.data).toMatchObject({
      periodStart: '2026-05-01',
      totalAttendanceDays: '3',
      totalHours: '16.00',
      totalOt: '5.00',
      basicHourWage: '10.00',
      overtimeWorkAllowance: '15.00',
      totalOvertimePay: '75.00',
      mealAllowance: '15.00',
      additional: '0.00',
      grossWages: '250.00',
      nettSalary: '250.00',
      name: 'Abdul Karim',
      employmentCode: 'S001',
      projectName: 'Tuas Depot',
    });
    expect((await t.get(admin, `${S}/page`)).data.total).toBe(0);
    const g = await t.post(admin, `${S}/generate?workerId=${W1}&resignDate=2026-05-15`);
    expect(g.data.settlementStatus).toBe(0);
    expect(rowsOf(g.data)).toEqual([
      ['totalHours', '10.00', '16.00', '160.00'],
      ['overtimeHours', '15.00', '5.00', '75.00'],
      ['mealAllowance', '5.00', '3.00', '15.00'],
      ['achievementBonus', '0.00', null, '0.00'],
    ]);
    // a monthly-rated worker: 12 x 2288 / (52 x 44) = 12.00 an hour
    const m = await t.post(admin, `${S}/generate`, { workerId: W2, resignDate: '2026-05-04' });
    expect(rowsOf(m.data).slice(0, 2)).toEqual([
      ['totalHours', '12.00', '8.00', '96.00'],
      ['overtimeHours', '18.00', '0.00', '0.00'],
    ]);
    expect((await t.post(admin, `${S}/generate`, { workerId: W1, resignDate: '2024-12-31' })).msg).toMatch(/resignDate/);
    expect((await t.post(admin, `${S}/generate`, { workerId: W1, resignDate: '15/05/2026' })).msg).toMatch(/resignDate/);
    expect((await t.post(admin, `${S}/generate`, { workerId: '1', resignDate: '2026-05-15' })).msg).toMatch(/workerId/);
  });

  it('edits and deletes rows and items; totals follow the spec rules; zero items are hidden', async () => {
    const cur = (await t.get(admin, `${S}/detail`, { workerId: W1 })).data;
    const rows = cur.rows
      .filter((r: { item: string }) => r.item !== 'mealAllowance')
      .map((r: { item: string; amount: string; attendance: string | null }) => (r.item === 'achievementBonus' ? { ...r, amount: '100.50' } : r));
    const u = await t.post(admin, `${S}/update`, {
      id: cur.id,
      version: cur.version,
      rows: [...rows, { item: 'levyRefund', itemName: 'Levy refund', amount: '-20', attendance: null }],
      items: [
        { item: 'advance', salary: '-300' },
        { item: 'leavePay', salary: 80.1 },
        { item: 'accommodation', salary: 0 },
      ],
    });
    expect(u.code).toBe(200);
    // gross = 160 + 75 + 100.50 (positive rows) + 80.10 (positive items) = 415.60; nett = (-300 + 80.10) + 335.50 = 115.60
    expect(u.data).toMatchObject({
      grossWages: '415.60',
      nettSalary: '115.60',
      additional: '100.50',
      mealAllowance: '0.00',
      advance: '-300.00',
      leavePay: '80.10',
    });
    expect(u.data.items.map((i: { item: string }) => i.item)).toEqual(['advance', 'leavePay']);
    expect(u.data.accommodation).toBeUndefined();
    expect(u.data.map.accommodation).toBe('Accommodation deduction');
    expect((await t.post(admin, `${S}/update`, { id: cur.id, version: cur.version, additional: 1 })).status).toBe(409);
    expect((await t.post(admin, `${S}/update`, { id: cur.id, items: [{ item: 'bitcoin', salary: 1 }] })).msg).toMatch(/items\.0\.item/);
    expect((await t.post(admin, `${S}/update`, { id: cur.id, rows: [{ item: 'x', itemName: 'X', amount: 'ten' }] })).msg).toMatch(/rows\.0\.amount/);
    expect((await t.post(admin, `${S}/update`, { id: cur.id, rows: [{ item: 'x', amount: '1' }] })).msg).toMatch(/rows\.0\.itemName/);
    const bonus = await t.post(admin, `${S}/update`, { id: cur.id, additional: '200' });
    expect(bonus.data).toMatchObject({ additional: '200.00', grossWages: '515.10', nettSalary: '215.10' });
    // regenerating keeps HR's bonus and items, recomputes attendance
    await day(W1, '2026-05-06', '08:00', '17:00');
    const again = await t.post(admin, `${S}/generate`, { workerId: W1, resignDate: '2026-05-15' });
    expect(again.data).toMatchObject({ id: cur.id, totalHours: '24.00', additional: '200.00', advance: '-300.00' });
    expect((await t.get(admin, `${S}/page`, { name: 'karim' })).data.records).toEqual([
      expect.objectContaining({ id: cur.id, name: 'Abdul Karim', employmentCode: 'S001' }),
    ]);
  });

  it('sends into approval (form 37); a sent settlement refuses changes; the director approves', async () => {
    const cur = (await t.get(admin, `${S}/detail`, { workerId: W1 })).data;
    const sent = await t.post(admin, `${S}/send`, { id: cur.id, version: cur.version });
    expect(sent.code).toBe(200);
    expect(sent.data).toMatchObject({ settlementStatus: 1 });
    expect(sent.data.processInstanceId).toBeTruthy();
    for (const res of [
      await t.post(admin, `${S}/update`, { id: cur.id, additional: 1 }),
      await t.post(admin, `${S}/send`, { id: cur.id }),
      await t.post(admin, `${S}/removeSalarySettlement?ids=${cur.id}`),
      await t.post(admin, `${S}/generate`, { workerId: W1, resignDate: '2026-05-15' }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.msg).toBe('This settlement has been sent for approval and cannot be changed');
    }
    // the process carries the settlement's figures
    const proc = await t.get(admin, '/api/mcc-worker/processfield/detail', { processInstanceId: sent.data.processInstanceId });
    expect(proc.data.map).toMatchObject({ workerId: W1, resignDate: '2026-05-15', grossWages: Number(sent.data.grossWages) });
    const review = await t.get(admin, `${S}/directorExamine`);
    expect(review.data.records).toEqual([
      expect.objectContaining({ id: cur.id, name: 'Abdul Karim', taskName: 'Director approval', processInstanceId: sent.data.processInstanceId }),
    ]);
    // paged and counted by the database: page 2 of one row is empty but still counts it; the name filter counts too
    expect((await t.get(admin, `${S}/directorExamine`, { size: 1, current: 2 })).data).toMatchObject({ total: 1, records: [] });
    expect((await t.get(admin, `${S}/directorExamine`, { name: 'karim' })).data.total).toBe(1);
    expect((await t.get(admin, `${S}/directorExamine`, { name: 'nobody' })).data).toMatchObject({ total: 0, records: [] });
    // read in Chinese, the seeded step's name is Chinese
    const inChinese = await t.call(admin, 'GET', `${S}/directorExamine`, undefined, { headers: { 'blade-language': 'zh' } });
    expect(inChinese.data.records[0].taskName).toBe('总监审批');
    const other = await signInWith(t, { account: 'someone', codes: [] });
    expect((await t.get(other, `${S}/directorExamine`)).data.total).toBe(0);
    expect((await t.get(other, `${S}/detail`, { id: cur.id })).status).toBe(403);
    const tk = await task(admin, sent.data.processInstanceId);
    expect(
      (await t.post(admin, '/api/blade-flow/work/complete-task', { taskId: tk!.taskId, flag: 'ok', comment: 'Approved', version: tk!.taskVersion })).code,
    ).toBe(200);
    const done = await t.get(admin, `${S}/detail`, { id: cur.id });
    expect(done.data.settlementStatus).toBe(2);
    const late = await t.post(admin, `${S}/update`, { id: cur.id, additional: 1 });
    expect(late.status).toBe(409);
    expect(late.msg).toMatch(/approved and cannot be changed/);
    expect((await t.get(admin, `${S}/directorExamine`)).data.total).toBe(0);
    // an approved settlement is final: generating again starts a new one
    const next = await t.post(admin, `${S}/generate`, { workerId: W1, resignDate: '2026-05-16' });
    expect(next.data.id).not.toBe(cur.id);
    expect((await t.post(admin, `${S}/removeSalarySettlement?ids=${next.data.id}`)).code).toBe(200);
  });

  it('a rejected settlement returns to HR for changes and can be sent again through startSalarySettlementProcess', async () => {
    const cur = (await t.get(admin, `${S}/detail`, { workerId: W2 })).data;
    const sent = await t.post(
      admin,
      '/api/mcc-worker/processfield/startSalarySettlementProcess',
      { settlementId: cur.id },
      { headers: { router: '/worker/salarySettlement/index' } },
    );
    expect(sent.data.settlementStatus).toBe(1);
    const tk = await task(admin, sent.data.processInstanceId);
    await t.post(admin, '/api/blade-flow/work/complete-task', { taskId: tk!.taskId, flag: 'reject', comment: 'Check the hours', version: tk!.taskVersion });
    expect((await t.get(admin, `${S}/detail`, { id: cur.id })).data.settlementStatus).toBe(3);
    expect((await t.post(admin, `${S}/update`, { id: cur.id, additional: 50 })).data.additional).toBe('50.00');
    const resent = await t.post(admin, `${S}/send`, { id: cur.id });
    expect(resent.data.settlementStatus).toBe(1);
    expect(resent.data.processInstanceId).not.toBe(sent.data.processInstanceId);
    expect((await t.post(admin, '/api/mcc-worker/processfield/startSalarySettlementProcess', {})).msg).toMatch(/settlementId/);
  });

  it('needs its buttons: view, edit, send; wages in employment terms need staff_sensitive', async () => {
    const viewer = await signInWith(t, { account: 'payviewer', codes: ['salary_settlement_view', 'worker_view', 'worker_edit'] });
    const cur = (await t.get(viewer, `${S}/detail`, { workerId: W2 })).data;
    expect(cur.name).toBe('Ravi Kumar');
    expect((await t.post(viewer, `${S}/update`, { id: cur.id, additional: 1 })).status).toBe(403);
    expect((await t.post(viewer, `${S}/send`, { id: cur.id })).status).toBe(403);
    expect((await t.post(viewer, `${S}/generate`, { workerId: W2, resignDate: '2026-05-04' })).status).toBe(403);
    const nobody = await signInWith(t, { account: 'paynobody', codes: [] });
    expect((await t.get(nobody, `${S}/page`)).status).toBe(403);
    expect((await t.get(nobody, `${S}/detail`, { id: cur.id })).status).toBe(403);
    const emp = await t.get(viewer, '/api/mcc-worker/employment/detail', { workerId: W1 });
    expect(emp.data).toMatchObject({ basicHourWage: '****', mealAllowance: '****' });
    await t.post(viewer, '/api/mcc-worker/employment/update1', { id: emp.data.id, basicHourWage: 99, remark: 'checked' });
    expect((await t.get(admin, '/api/mcc-worker/employment/detail', { workerId: W1 })).data).toMatchObject({ basicHourWage: '10.00', remark: 'checked' });
  });
});
