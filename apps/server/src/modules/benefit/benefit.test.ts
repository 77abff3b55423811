import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { DataScopeType } from '../../platform/auth/permissions.js';
import { dept, user } from '../system/system.tables.js';
import { benefitClaim } from './benefit.tables.js';

const B = '/api/mcc-staff/baseinfobenefit';
const SB = '/api/mcc-staff/staffBenefit';
let t: TestApp;
let admin: Session;
let hr: Session;
let employee: Session;
let nobody: Session;
const S: Record<string, string> = {};
let medical: string;
let dental: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const [ops] = await t.db.insert(dept).values({ deptName: 'Operations', deptCode: 'OPS', parentId: '0', ancestors: '0', deptCategory: 2 }).returning();
  const [fin] = await t.db.insert(dept).values({ deptName: 'Finance', deptCode: 'FIN', parentId: '0', ancestors: '0', deptCategory: 2 }).returning();
  hr = await signInWith(t, {
    account: 'hr',
    codes: [
      'benefitType_view',
      'benefitType_add',
      'benefitType_edit',
      'benefitType_delete',
      'benefitType_export',
      'staffBenefit_view',
      'staffBenefit_edit',
      'staffBenefit_export',
    ],
  });
  nobody = await signInWith(t, {
    account: 'nobody',
    deptId: fin.id,
    codes: ['staffBenefit_view'],
    dataScopes: [{ resourceCode: 'staffBenefit', scopeType: DataScopeType.OWN_DEPT, scopeColumn: 'dept_id' }],
  });
  for (const no of ['B001', 'B002']) {
    const res = await t.post(admin, '/api/mcc-staff/staff/addStaff', { staffNo: no, enName: `Staff ${no}`, deptId: ops.id });
    S[no] = res.data.id;
  }
  // the employee signs in as the account of staff B001, whose department leader approves
  employee = await signInWith(t, { account: 'employee', deptId: ops.id });
  await t.db.update(user).set({ staffId: S.B001 }).where(eq(user.id, employee.userId));
  employee = await t.login('employee');
  const leader = await signInWith(t, { account: 'leader' });
  await t.db.update(dept).set({ deptLeader: leader.userId }).where(eq(dept.id, ops.id));
});
afterAll(async () => t?.close());

describe('benefit types', () => {
  it('creates types with amounts per level; codes are unique; levels may not repeat', async () => {
    const res = await t.post(hr, `${B}/save`, {
      benefitName: 'Medical',
      benefitCode: 'MED',
      levels: [
        { level: 'L1', amount: 500 },
        { level: 'L2', amount: 1000 },
      ],
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.levels).toEqual([
      { level: 'L1', amount: 500 },
      { level: 'L2', amount: 1000 },
    ]);
    medical = res.data.id;
    const dup = await t.post(hr, `${B}/save`, { benefitName: 'Medical 2', benefitCode: 'MED' });
    expect(dup.status).toBe(409);
    const twice = await t.post(hr, `${B}/save`, {
      benefitName: 'Dental',
      benefitCode: 'DEN',
      levels: [
        { level: 'L1', amount: 1 },
        { level: 'L1', amount: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.msg).toContain('Duplicate item!');
    const dentalRes = await t.post(hr, `${B}/submit`, { benefitName: 'Dental', benefitCode: 'DEN' });
    dental = dentalRes.data.id;
    const list = await t.post(hr, `${B}/updateList`, { benefitId: dental, levels: [{ level: 'L1', amount: 200 }] });
    expect(list.data.levels).toEqual([{ level: 'L1', amount: 200 }]);
    expect((await t.post(hr, `${B}/updateList`, { benefitId: dental, levels: [{ level: 'L1', amount: -5 }] })).status).toBe(400);
    const page = await t.get(hr, `${B}/page`);
    expect(page.data.records.map((r: { benefitCode: string }) => r.benefitCode)).toEqual(['DEN', 'MED']);
    expect((await t.get(nobody, `${B}/page`)).status).toBe(403);
    const xlsx = await t.get(hr, `${B}/export`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.raw.rawPayload as never);
    expect(wb.worksheets[0].getRow(3).getCell(5).value).toBe('L1: 500.00; L2: 1000.00');
  });

  it('sets staff levels; the remaining benefit follows the level and only active types', async () => {
    expect((await t.post(hr, '/api/mcc-staff/staffBenefitLevel/save', { staffIds: `${S.B001},${S.B002}`, level: 'L1' })).data).toBe(2);
    expect((await t.post(hr, '/api/mcc-staff/staffBenefitLevel/save', { staffIds: S.B002, level: 'L2' })).data).toBe(1);
    const all = await t.get(hr, '/api/mcc-staff/staffBenefitLevel/getAll');
    expect(all.data.records.map((r: { staffNo: string; level: string }) => [r.staffNo, r.level])).toEqual([
      ['B001', 'L1'],
      ['B002', 'L2'],
    ]);
    expect((await t.post(nobody, '/api/mcc-staff/staffBenefitLevel/save', { staffIds: S.B001, level: 'L2' })).status).toBe(403);
    const mine = await t.get(employee, `${SB}/benefitList`);
    expect(mine.data.map((b: { benefitCode: string; remaining: number }) => [b.benefitCode, b.remaining])).toEqual([
      ['DEN', 200],
      ['MED', 500],
    ]);
    expect((await t.get(employee, `${SB}/benefitList`, { staffId: S.B002 })).status).toBe(404);
    await t.post(hr, `${B}/benefitUpdate`, { ids: dental, status: 0 });
    expect((await t.get(employee, `${SB}/benefitList`)).data).toHaveLength(1);
    await t.post(hr, `${B}/benefitUpdate`, { ids: dental, status: 1 });
  });
});

describe('claims through reimbursements (form 12)', () => {
  const reimburse = (amount: number, benefitId = medical) =>
    t.post(employee, '/api/mcc-staff/processfield/startProcess', {
      formId: '12',
      map: { staffId: S.B001, expenseType: 'other', amount, expenseDate: '2026-11-01', reason: 'Clinic visit', receipts: ['1'], benefitId },
    });
  const remaining = async () => (await t.get(employee, `${SB}/benefitList`)).data.find((b: { benefitId: string }) => b.benefitId === medical);
  const todoOf = async (s: Session) =>
    (await t.get(s, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as { taskId: string; taskVersion: number; processId: string }[];

  it('refuses a claim above the remaining benefit', async () => {
    const res = await reimburse(600);
    expect(res.status).toBe(400);
    expect(res.msg).toContain('Cannot exceed the remaining benefit');
    expect(await t.db.select().from(benefitClaim)).toHaveLength(0);
  });

  it('a running claim holds its amount; rejected it is released; approved it is used', async () => {
    const held = await reimburse(300);
    expect(held.code, held.msg).toBe(200);
    expect(await remaining()).toMatchObject({ entitled: 500, pending: 300, remaining: 200 });
    expect((await reimburse(250)).msg).toContain('Cannot exceed the remaining benefit');
    const leader = await t.login('leader');
    const [task] = await todoOf(leader);
    await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'reject', comment: 'No receipt', version: task.taskVersion });
    expect(await remaining()).toMatchObject({ pending: 0, remaining: 500 });

    const ok = await reimburse(120);
    const [next] = await todoOf(leader);
    await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: next.taskId, flag: 'ok', version: next.taskVersion });
    const fin = (await todoOf(admin)).find((x) => x.processId === ok.data.processId)!;
    await t.post(admin, '/api/blade-flow/work/complete-task', { taskId: fin.taskId, flag: 'ok', version: fin.taskVersion });
    expect(await remaining()).toMatchObject({ used: 120, pending: 0, remaining: 380 });
    // a reimbursement without a benefit takes nothing
    expect((await reimburse(5000, '')).code).toBe(200);
  });

  it('the staff benefit page, detail and export show balances and claims; data scopes narrow them', async () => {
    const page = await t.get(hr, `${SB}/page`);
    const b001 = page.data.records.find((r: { staffNo: string }) => r.staffNo === 'B001');
    expect(b001).toMatchObject({ level: 'L1', entitled: 700, used: 120, remaining: 580 });
    const detail = await t.get(hr, `${SB}/detail`, { staffId: S.B001 });
    expect(detail.data.claims.map((c: { amount: number; claimStatus: string }) => [c.amount, c.claimStatus])).toEqual([
      [120, 'approved'],
      [300, 'released'],
    ]);
    expect((await t.get(nobody, `${SB}/page`)).data.total).toBe(0);
    expect((await t.get(nobody, `${SB}/detail`, { staffId: S.B001 })).status).toBe(404);
    const xlsx = await t.get(hr, `${SB}/excel`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.raw.rawPayload as never);
    expect(wb.worksheets[0].rowCount).toBe(5);
  });

  it('a benefit with running claims cannot be removed', async () => {
    await reimburse(10);
    expect((await t.post(hr, `${B}/remove`, { ids: medical })).status).toBe(400);
    expect((await t.post(hr, `${B}/remove`, { ids: dental })).code).toBe(200);
  });
});
