import { staff } from './staff.tables.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { dept, user } from '../system/system.tables.js';
import { initialPassword } from '../../platform/auth/initial-password.js';
import { DataScopeType } from '../../platform/auth/permissions.js';

let t: TestApp;
let admin: Session;
const D: Record<string, string> = {};

/** company C > dept A > sub-dept A1; company C > dept B */
async function seedDepts() {
  const add = async (key: string, name: string, parent?: string) => {
    const parentRow = parent ? (await t.db.select().from(dept).where(eq(dept.id, D[parent])))[0] : null;
    const [row] = await t.db
      .insert(dept)
      .values({
        deptName: name,
        deptCode: key,
        parentId: parentRow?.id ?? '0',
        ancestors: parentRow ? `${parentRow.ancestors},${parentRow.id}` : '0',
        deptCategory: parent ? 2 : 1,
      })
      .returning();
    D[key] = row.id;
  };
  await add('C', 'Company');
  await add('A', 'Engineering', 'C');
  await add('A1', 'Structural', 'A');
  await add('B', 'Finance', 'C');
}

const staffInput = (n: number, extra: Record<string, unknown> = {}) => ({
  staffNo: `S${String(n).padStart(4, '0')}`,
  enName: `Staff ${n}`,
  email: `staff${n}@example.com`,
  mobileCode: '+65',
  mobile: `9100${String(n).padStart(4, '0')}`,
  nric: `S12345${String(n).padStart(2, '0')}D`,
  bankName: 'DBS',
  bankAccountNo: `0123456789${n}`,
  basicSalary: 4200 + n,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  await seedDepts();
});
afterAll(async () => t?.close());

describe('staff records and their accounts', () => {
  it('addStaff creates the staff and its sign-in account (initial password, linked both ways)', async () => {
    const res = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(1, { deptId: D.A, jobTitleName: 'Engineer' }));
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ staffNo: 'S0001', status: 0, deptId: D.A });
    const [acct] = await t.db.select().from(user).where(eq(user.staffId, res.data.id));
    expect(acct).toMatchObject({ account: 'S0001', isInitialPassword: 1, isDeleted: 0, deptId: D.A });
    expect(res.data.userId).toBe(acct.id);
    const s = await t.loginChangingInitial('S0001');
    const own = await t.get(s, '/api/mcc-staff/staff/staffDetail');
    expect(own.data).toMatchObject({ staffNo: 'S0001', deptName: 'Engineering' });
  });

  it('addStaff with userId links an existing account instead of creating one; the link is not moved by updates', async () => {
    const account = await t.post(admin, '/api/blade-user/submit', {
      account: 'linked.user',
      name: 'Linked',
      realName: 'Linked User',
      password: 'Linked@2026x',
    });
    expect(account.code).toBe(200);
    const res = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(90, { deptId: D.A, userId: account.data.id }));
    expect(res.code).toBe(200);
    expect(res.data.userId).toBe(account.data.id);
    const [acct] = await t.db.select().from(user).where(eq(user.id, account.data.id));
    expect(acct).toMatchObject({ staffId: res.data.id, account: 'linked.user', deptId: D.A });
    expect(await t.db.select().from(user).where(eq(user.account, 'S0090'))).toHaveLength(0);
    const again = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(91, { userId: account.data.id }));
    expect(again.status).toBe(409);
    expect(again.msg).toContain('userId: the account already belongs to staff S0090');
    const unknown = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(91, { userId: '123456789' }));
    expect(unknown.status).toBe(400);
    expect(unknown.msg).toContain('userId');
    const moved = await t.post(admin, '/api/mcc-staff/staff/update', { ...res.data, userId: admin.userId });
    expect(moved.code).toBe(200);
    expect(moved.data.userId).toBe(account.data.id);
  });

  it('answers 400 naming the field for bad input and 409 for duplicates', async () => {
    const bad = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(2, { email: 'not-an-email' }));
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/email/);
    const noName = await t.post(admin, '/api/mcc-staff/staff/addStaff', { staffNo: 'S0002' });
    expect(noName.status).toBe(400);
    expect(noName.msg).toMatch(/enName/);
    const badMobile = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(2, { mobile: '12ab' }));
    expect(badMobile.msg).toMatch(/mobile/);
    const dupNo = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(2, { staffNo: 'S0001' }));
    expect(dupNo.status).toBe(409);
    expect(dupNo.msg).toMatch(/EmployeeCode you entered is duplicated/);
    const dupMail = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(2, { email: 'STAFF1@example.com' }));
    expect(dupMail.status).toBe(409);
    expect(dupMail.msg).toMatch(/Email you entered is duplicated/);
  });

  it('verifyRepeat: staff number, mobile as "code number", e-mail; skips the staff being edited', async () => {
    const s1 = (await t.get(admin, '/api/mcc-staff/staff/page', { staffNo: 'S0001' })).data.records[0];
    const v = (q: Record<string, unknown>) => t.get(admin, '/api/mcc-staff/staff/verifyRepeat', q).then((r) => r.data);
    expect(await v({ verifyType: 0, value: 's0001' })).toBe(true);
    expect(await v({ verifyType: 0, value: 'S9999' })).toBe(false);
    expect(await v({ verifyType: 0, value: 'S0001', id: s1.id })).toBe(false);
    expect(await v({ verifyType: 1, value: '+65 91000001' })).toBe(true);
    expect(await v({ verifyType: 1, value: '65 91000001' })).toBe(true);
    expect(await v({ verifyType: 1, value: '+60 91000001' })).toBe(false);
    expect(await v({ verifyType: 2, value: 'Staff1@Example.com' })).toBe(true);
    expect(await v({ verifyType: 2, email: 'nobody@example.com' })).toBe(false);
    const bad = await t.get(admin, '/api/mcc-staff/staff/verifyRepeat', { verifyType: 5, value: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/verifyType/);
  });

  it('quit deletes the account and ends its sessions; rejoin and confirmation create one', async () => {
    const add = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(3, { deptId: D.B }));
    const id = add.data.id;
    const session = await t.loginChangingInitial('S0003');
    expect((await t.get(session, '/api/mcc-staff/staff/staffDetail')).code).toBe(200);

    const quit = await t.post(admin, '/api/mcc-staff/staff/quit', { id, quitDate: '2026-10-31', quitReason: 'moved' });
    expect(quit.data).toMatchObject({ status: 2, quitDate: '2026-10-31' });
    expect((await t.get(session, '/api/mcc-staff/staff/staffDetail')).status).toBe(401);
    const accts = await t.db.select().from(user).where(eq(user.staffId, id));
    expect(accts.every((a) => a.isDeleted === 1)).toBe(true);
    await expect(t.login('S0003', initialPassword())).rejects.toThrow();
    expect((await t.post(admin, '/api/mcc-staff/staff/quit', { id })).status).toBe(409);

    const rejoin = await t.post(admin, '/api/mcc-staff/staff/employeeRejoining', { id, entryDate: '2026-11-15' });
    expect(rejoin.data).toMatchObject({ status: 3, entryDate: '2026-11-15', quitDate: null });
    const live = (await t.db.select().from(user).where(eq(user.staffId, id))).filter((a) => a.isDeleted === 0);
    expect(live).toHaveLength(1);
    expect(rejoin.data.userId).toBe(live[0].id);
    expect((await t.login('S0003', initialPassword())).userId).toBe(live[0].id);

    const conf = await t.post(admin, '/api/mcc-staff/staff/confirmation', { id, confirmationDate: '2027-02-15' });
    expect(conf.data).toMatchObject({ status: 1, confirmationDate: '2027-02-15' });
    expect((await t.db.select().from(user).where(eq(user.staffId, id))).filter((a) => a.isDeleted === 0)).toHaveLength(1);
    expect((await t.post(admin, '/api/mcc-staff/staff/confirmation', { id })).status).toBe(409);
  });

  it('confirmation creates the account of a staff that has none', async () => {
    const add = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(4));
    await t.db.update(user).set({ isDeleted: 1 }).where(eq(user.staffId, add.data.id));
    const conf = await t.post(admin, '/api/mcc-staff/staff/confirmation', { id: add.data.id });
    expect(conf.code).toBe(200);
    const live = (await t.db.select().from(user).where(eq(user.staffId, add.data.id))).filter((a) => a.isDeleted === 0);
    expect(live).toHaveLength(1);
  });

  it('masks NRIC, bank and salary without staff_sensitive, and refuses actions without their buttons', async () => {
    const viewer = await signInWith(t, { account: 'viewer', codes: ['staff_view', 'staff_edit', 'staff_export'] });
    const page = await t.get(viewer, '/api/mcc-staff/staff/page', { staffNo: 'S0001' });
    const row = page.data.records[0];
    expect(row.nric).toMatch(/^\*+\d{3}D$/);
    expect(row.nric).not.toBe('S1234501D');
    expect(row.basicSalary).toBe('****');
    expect(row.bankAccountNo).toMatch(/^\*+/);
    const full = await t.get(admin, '/api/mcc-staff/staff/detail', { id: row.id });
    expect(full.data).toMatchObject({ nric: 'S1234501D', basicSalary: '4201.00' });
    // writing back the masked record does not overwrite the real values
    const upd = await t.post(viewer, '/api/mcc-staff/staff/update', { id: row.id, nric: row.nric, basicSalary: 1, jobTitleName: 'Senior engineer' });
    expect(upd.data).toMatchObject({ jobTitleName: 'Senior engineer', basicSalary: '****' });
    expect((await t.get(admin, '/api/mcc-staff/staff/detail', { id: row.id })).data).toMatchObject({
      nric: 'S1234501D',
      basicSalary: '4201.00',
      jobTitleName: 'Senior engineer',
    });
    expect((await t.get(viewer, '/api/mcc-staff/staff/staffListForComptroller')).status).toBe(403);
    expect((await t.post(viewer, '/api/mcc-staff/staff/quit', { id: row.id })).status).toBe(403);
    expect((await t.post(viewer, '/api/mcc-staff/staff/addStaff', staffInput(50))).status).toBe(403);
    expect((await t.post(viewer, `/api/mcc-staff/staff/remove?ids=${row.id}`)).status).toBe(403);
    const sensitive = await signInWith(t, { account: 'comptroller', codes: ['staff_sensitive'] });
    const comp = await t.get(sensitive, '/api/mcc-staff/staff/staffListForComptroller', { staffNo: 'S0001' });
    expect(comp.data.records[0].nric).toBe('S1234501D');
    expect((await t.get(null, '/api/mcc-staff/staff/page')).status).toBe(401);
  });

  it('lists: page filters, staffList, getStaffList for the selector, all with quit staff', async () => {
    await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(5, { deptId: D.A1, projectId: '77' }));
    const sel = await t.get(admin, '/api/mcc-staff/staff/getStaffList', { deptId: D.A1 });
    expect(sel.data).toEqual([
      expect.objectContaining({ staffNo: 'S0005', enName: 'Staff 5', deptId: D.A1, projectId: '77', teamId: null, businessSectionId: null }),
    ]);
    expect(Object.keys(sel.data[0]).sort()).toEqual(['businessSectionId', 'deptId', 'enName', 'id', 'projectId', 'staffNo', 'teamId']);
    const byName = await t.get(admin, '/api/mcc-staff/staff/getStaffList', { nameOrNo: 'staff 5' });
    expect(byName.data.map((s: { staffNo: string }) => s.staffNo)).toEqual(['S0005']);
    const byIds = await t.get(admin, '/api/mcc-staff/staff/getStaffList', { ids: `${sel.data[0].id}` });
    expect(byIds.data).toHaveLength(1);
    const quitter = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(6));
    await t.post(admin, '/api/mcc-staff/staff/quit', { id: quitter.data.id });
    const employed = await t.get(admin, '/api/mcc-staff/staff/staffList', { size: -1 });
    expect(employed.data.records.some((s: { staffNo: string }) => s.staffNo === 'S0006')).toBe(false);
    const all = await t.get(admin, '/api/mcc-staff/staff/all');
    expect(all.data.find((s: { staffNo: string }) => s.staffNo === 'S0006').status).toBe(2);
    const list = await t.get(admin, '/api/mcc-staff/staff/list', { status: 2 });
    expect(list.data.map((s: { staffNo: string }) => s.staffNo)).toEqual(['S0006']);
    const sup = await t.post(admin, '/api/mcc-staff/staff/setSupervisor', { ids: sel.data[0].id, isSupervisor: 1 });
    expect(sup.data).toBe(1);
    expect((await t.get(admin, '/api/mcc-staff/staff/list', { isSupervisor: 1 })).data.map((s: { staffNo: string }) => s.staffNo)).toEqual(['S0005']);
  });

  it('data scope "own dept and children": a manager of Engineering sees exactly Engineering and Structural', async () => {
    await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(7, { deptId: D.B }));
    const mgr = await signInWith(t, {
      account: 'eng_mgr',
      codes: ['staff_view'],
      deptId: D.A,
      dataScopes: [{ resourceCode: 'staff', scopeType: DataScopeType.DEPT_AND_CHILDREN }],
    });
    const seen = await t.get(mgr, '/api/mcc-staff/staff/page', { size: -1, statusIn: '0,1,2,3' });
    const depts = new Set(seen.data.records.map((s: { deptId: string }) => s.deptId));
    expect([...depts].sort()).toEqual([D.A, D.A1].sort());
    const everyone = await t.get(admin, '/api/mcc-staff/staff/page', { size: -1, statusIn: '0,1,2,3' });
    const expected = everyone.data.records
      .filter((s: { deptId: string }) => s.deptId === D.A || s.deptId === D.A1)
      .map((s: { id: string }) => s.id)
      .sort();
    expect(seen.data.records.map((s: { id: string }) => s.id).sort()).toEqual(expected);
    const finance = everyone.data.records.find((s: { deptId: string }) => s.deptId === D.B);
    expect((await t.get(mgr, '/api/mcc-staff/staff/detail', { id: finance.id })).status).toBe(404);
    const selectable = await t.get(mgr, '/api/mcc-staff/staff/authStaffList');
    expect(selectable.data.every((s: { deptId: string }) => s.deptId === D.A || s.deptId === D.A1)).toBe(true);
    expect(selectable.data.length).toBeGreaterThan(0);
    // the selector's directory is not narrowed: a manager can still pick a Finance approver or recipient
    const directory = await t.get(mgr, '/api/mcc-staff/staff/getStaffList');
    expect(directory.data.map((s: { id: string }) => s.id)).toContain(finance.id);
    expect(Object.keys(directory.data[0]).sort()).toEqual(['businessSectionId', 'deptId', 'enName', 'id', 'projectId', 'staffNo', 'teamId']);
    // sub-records follow their staff's scope
    const fam = await t.post(admin, '/api/mcc-staff/infofamily/save', { staffId: finance.id, name: 'Hidden', relationship: 'Spouse' });
    expect((await t.get(mgr, '/api/mcc-staff/infofamily/page', { staffId: finance.id })).data.total).toBe(0);
    expect((await t.get(mgr, '/api/mcc-staff/infofamily/detail', { id: fam.data.id })).status).toBe(404);
    expect((await t.get(admin, '/api/mcc-staff/infofamily/page', { staffId: finance.id })).data.total).toBe(1);
    const own = await signInWith(t, {
      account: 'a1_mgr',
      codes: ['staff_view'],
      deptId: D.A1,
      dataScopes: [{ resourceCode: 'staff', scopeType: DataScopeType.OWN_DEPT }],
    });
    const a1 = await t.get(own, '/api/mcc-staff/staff/page', { size: -1 });
    expect(a1.data.records.every((s: { deptId: string }) => s.deptId === D.A1)).toBe(true);
    expect(a1.data.total).toBeGreaterThan(0);
  });

  it('refuses to remove a department that staff still belong to, naming one of them', async () => {
    const unit = await t.post(admin, '/api/blade-system/dept/submit', { deptName: 'Short-lived unit', parentId: D.A });
    // a staff record without a sign-in account (as imported history can be): only the staff guard sees it
    const [row] = await t.db
      .insert(staff)
      .values({ tenantId: '000000', staffNo: 'NOACC1', enName: 'No Account', deptId: unit.data.id, status: 1 })
      .returning({ id: staff.id });
    const res = await t.post(admin, `/api/blade-system/dept/remove?ids=${unit.data.id}`);
    expect(res.status).toBe(409);
    expect(res.msg).toMatch(/still has staff \(NOACC1\)/);
    await t.db.delete(staff).where(eq(staff.id, row.id));
    expect((await t.post(admin, `/api/blade-system/dept/remove?ids=${unit.data.id}`)).code).toBe(200);
  });
});

describe('staff Excel', () => {
  it('exports the staff list as a workbook with the rows, masked for viewers, no formulas', async () => {
    await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(8, { enName: '=HYPERLINK("http://x","y")', deptId: D.A }));
    const res = await t.app.inject({ method: 'GET', url: '/api/mcc-staff/staff/staffExcel?size=-1', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Staff No');
    const all = await t.get(admin, '/api/mcc-staff/staff/page', { size: -1 });
    expect(ws.rowCount - 1).toBe(all.data.total);
    const rows = Array.from({ length: ws.rowCount - 1 }, (_, i) => ws.getRow(i + 2));
    const evil = rows.find((r) => r.getCell(1).value === 'S0008')!;
    expect(evil.getCell(2).value).toBe(`'=HYPERLINK("http://x","y")`);
    expect(evil.getCell(2).formula).toBeUndefined();
    expect(rows.find((r) => r.getCell(1).value === 'S0001')!.getCell(11).value).toBe('S1234501D');

    const viewer = await signInWith(t, { account: 'exporter', codes: ['staff_export', 'staff_view'] });
    const masked = await t.app.inject({ method: 'GET', url: '/api/mcc-staff/staff/staffExcel', headers: viewer.headers });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(masked.rawPayload as unknown as ArrayBuffer);
    const s1 = wb2.worksheets[0].getRow(2);
    expect(String(s1.getCell(11).value)).toMatch(/^\*+/);
    const denied = await signInWith(t, { account: 'noexport', codes: ['staff_view'] });
    expect((await t.get(denied, '/api/mcc-staff/staff/staffExcel')).status).toBe(403);
  });

  it('exports staff projects', async () => {
    const s = (await t.get(admin, '/api/mcc-staff/staff/page', { staffNo: 'S0001' })).data.records[0];
    const p = await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'PX', projectName: 'Jurong Line' });
    await t.post(admin, '/api/mcc-staff/project/save', { staffId: s.id, projectId: p.data.id, role: 'Site engineer', startDate: '2026-01-01' });
    const res = await t.app.inject({ method: 'GET', url: '/api/mcc-staff/staff/staffProjectExcel', headers: admin.headers });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const r = wb.worksheets[0].getRow(2);
    expect([r.getCell(1).value, r.getCell(4).value, r.getCell(5).value]).toEqual(['S0001', 'Jurong Line', 'Site engineer']);
  });

  async function workbook(rows: unknown[][]): Promise<Buffer> {
    const tpl = await t.app.inject({ method: 'GET', url: '/api/mcc-staff/staff/importTemplate', headers: admin.headers });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
  function multipart(file: Buffer) {
    const boundary = '----staffimport';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="staff.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload: body, headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('imports nothing when a row is invalid, naming row and column; then imports all valid rows', async () => {
    const before = (await t.get(admin, '/api/mcc-staff/staff/page', { size: 1, statusIn: '0,1,2,3' })).data.total;
    // columns: Staff No, English Name, Chinese Name, Email, Mobile Code, Mobile, Department, Job Title, Nationality, NRIC, Birthday, Entry Date, Basic Salary
    const bad = await workbook([
      ['I001', 'Import One', '一', 'i1@example.com', '65', '81000001', 'Engineering', 'Engineer', 'sg', 'S7654321A', '1990-01-02', '2026-11-01', 3000],
      ['I002', 'Import Two', null, 'not-an-email', '+65', '81000002', 'Finance', null, 'MY', null, null, null, null],
      ['I003', 'Import Three', null, null, '+65', null, 'Nowhere', null, null, null, null, null, null],
    ]);
    const r = await t.app.inject({ method: 'POST', url: '/api/mcc-staff/staff/importStaff', ...multipart(bad) });
    const body = r.json();
    expect(r.statusCode).toBe(400);
    expect(body.data.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ row: 3, column: 'Email' }), expect.objectContaining({ row: 4, column: 'Department' })]),
    );
    expect(body.msg).toMatch(/row 3, column Email/);
    expect((await t.get(admin, '/api/mcc-staff/staff/page', { size: 1, statusIn: '0,1,2,3' })).data.total).toBe(before);

    const dup = await workbook([
      ['S0001', 'Already here', null, null, '+65', null, null, null, null, null, null, null, null],
      ['D001', 'Same mail', null, 'twin@example.com', '+65', null, null, null, null, null, null, null, null],
      ['D002', 'Same mail again', null, 'twin@example.com', '+65', null, null, null, null, null, null, null, null],
    ]);
    const d = (await t.app.inject({ method: 'POST', url: '/api/mcc-staff/staff/importStaff', ...multipart(dup) })).json();
    expect(d.data.errors).toEqual([expect.objectContaining({ row: 2, column: 'Staff No' }), expect.objectContaining({ row: 4, column: 'Email' })]);

    const good = await workbook([
      [
        'I001',
        'Import One',
        '一',
        'i1@example.com',
        '65',
        '81000001',
        'Engineering',
        'Engineer',
        'sg',
        'S7654321A',
        new Date('1990-01-02'),
        '2026-11-01',
        3000,
      ],
      ['I002', 'Import Two', null, 'i2@example.com', '+65', '81000002', 'B', null, 'MY', null, null, null, null],
    ]);
    const ok = await t.app.inject({ method: 'POST', url: '/api/mcc-staff/staff/importStaff', ...multipart(good) });
    expect(ok.json()).toMatchObject({ code: 200, data: { imported: 2 } });
    const i1 = (await t.get(admin, '/api/mcc-staff/staff/page', { staffNo: 'I001' })).data.records[0];
    expect(i1).toMatchObject({ deptId: D.A, nationality: 'SG', mobileCode: '+65', birthday: '1990-01-02', basicSalary: '3000.00' });
    expect((await t.get(admin, '/api/mcc-staff/staff/page', { staffNo: 'I002' })).data.records[0].deptId).toBe(D.B);
    const [acct] = await t.db.select().from(user).where(eq(user.account, 'I001'));
    expect(acct.staffId).toBe(i1.id);
    const noFile = await t.post(admin, '/api/mcc-staff/staff/importStaff', {});
    expect(noFile.status).toBe(400);
    expect(noFile.msg).toMatch(/file/);
  });
});

describe('staff sub-records and update requests', () => {
  it('CRUD of every sub-record set', async () => {
    const s = (await t.get(admin, '/api/mcc-staff/staff/page', { staffNo: 'S0001' })).data.records[0];
    const sets: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['infofamily', { name: 'Mary', relationship: 'Spouse' }, { occupation: 'Teacher' }],
      ['employment', { companyName: 'Old Co', position: 'Engineer', startDate: '2020-01-01', endDate: '2023-12-31' }, { position: 'Lead' }],
      ['infocert', { certName: 'PE', certNo: 'PE-1', expiryDate: '2030-01-01' }, { issuer: 'PEB' }],
      ['infocontact', { name: 'John', mobile: '+65 90000000' }, { relationship: 'Brother' }],
      ['project', { projectId: '5', role: 'RE' }, { role: 'PM' }],
      ['propertyproject', { projectName: 'Marina One', role: 'QS' }, { remark: 'done' }],
      ['infoedu', { school: 'NUS', degree: 'BEng' }, { major: 'Civil' }],
    ];
    for (const [path, create, change] of sets) {
      const c = await t.post(admin, `/api/mcc-staff/${path}/save`, { staffId: s.id, ...create });
      expect(c.code, path).toBe(200);
      const u = await t.post(admin, `/api/mcc-staff/${path}/update`, { id: c.data.id, ...change });
      expect(u.data, path).toMatchObject(change);
      const p = await t.get(admin, `/api/mcc-staff/${path}/page`, { staffId: s.id });
      expect(p.data.total, path).toBeGreaterThanOrEqual(1);
      expect((await t.get(admin, `/api/mcc-staff/${path}/detail`, { id: c.data.id })).data.id).toBe(c.data.id);
      expect((await t.post(admin, `/api/mcc-staff/${path}/remove?ids=${c.data.id}`)).code, path).toBe(200);
      const noStaff = await t.post(admin, `/api/mcc-staff/${path}/save`, { ...create, staffId: '123' });
      expect(noStaff.status, path).toBe(404);
    }
    const missing = await t.post(admin, '/api/mcc-staff/infofamily/save', { staffId: s.id, name: 'X' });
    expect(missing.status).toBe(400);
    expect(missing.msg).toMatch(/relationship/);
  });

  it('expense percentages add up to at most 100 and are removed by staff and type; card settings', async () => {
    const s = (await t.get(admin, '/api/mcc-staff/staff/page', { staffNo: 'S0001' })).data.records[0];
    expect((await t.post(admin, '/api/mcc-staff/staffExpensePercentage/save', { staffId: s.id, type: 1, targetId: '11', percentage: 60 })).code).toBe(200);
    const over = await t.post(admin, '/api/mcc-staff/staffExpensePercentage/save', { staffId: s.id, type: 1, targetId: '12', percentage: 50 });
    expect(over.status).toBe(400);
    expect(over.msg).toMatch(/percentage/);
    const second = await t.post(admin, '/api/mcc-staff/staffExpensePercentage/save', { staffId: s.id, type: 1, targetId: '12', percentage: 40 });
    // detail answers one row like the other sub-record sets; an unknown id is a 404, a malformed one a 400
    const detail = await t.get(admin, '/api/mcc-staff/staffExpensePercentage/detail', { id: second.data.id });
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({ id: second.data.id, staffId: s.id, type: 1, targetId: '12' });
    expect(Number(detail.data.percentage)).toBe(40);
    expect((await t.get(admin, '/api/mcc-staff/staffExpensePercentage/detail', { id: '123' })).status).toBe(404);
    expect((await t.get(admin, '/api/mcc-staff/staffExpensePercentage/detail', { id: 'x' })).status).toBe(400);
    await t.post(admin, '/api/mcc-staff/staffExpensePercentage/save', { staffId: s.id, type: 2, targetId: D.A, percentage: 100 });
    expect((await t.get(admin, '/api/mcc-staff/staffExpensePercentage/list', { staffId: s.id })).data).toHaveLength(3);
    expect((await t.post(admin, '/api/mcc-staff/staffExpensePercentage/remove', { id: s.id, type: 1 })).data).toBe(2);
    expect((await t.get(admin, '/api/mcc-staff/staffExpensePercentage/list', { staffId: s.id })).data.map((r: { type: number }) => r.type)).toEqual([2]);

    const tpl = (await t.get(admin, '/api/mcc-base/cardtemplate/list')).data[0];
    const card = await t.post(admin, '/api/mcc-staff/cardsetting/save', { staffId: s.id, templateId: tpl.id, cardNo: 'C-1' });
    expect(card.code).toBe(200);
    expect((await t.post(admin, '/api/mcc-staff/cardsetting/update', { id: card.data.id, cardNo: 'C-2' })).data.cardNo).toBe('C-2');
    expect((await t.get(admin, '/api/mcc-staff/cardsetting/page', { staffId: s.id })).data.total).toBe(1);
    expect((await t.post(admin, `/api/mcc-staff/cardsetting/remove?ids=${card.data.id}`)).code).toBe(200);
  });

  it('department report: staff get the configured address, their codes and a report token the report page can verify', async () => {
    expect((await t.get(admin, '/api/mcc-staff/staff/projectReport')).status).toBe(404);
    const me = await t.loginChangingInitial('S0001');
    const unset = await t.get(me, '/api/mcc-staff/staff/projectReport');
    expect(unset.status).toBe(400);
    expect(unset.msg).toMatch(/project\.report\.url/);
    const setting = await t.get(admin, '/api/blade-system/param/list', { paramKey: 'project.report.url' });
    const id = setting.data.records[0].id;
    expect((await t.post(admin, '/api/blade-system/param/submit', { id, paramValue: 'https://reports.example.test/project' })).code).toBe(200);
    const report = await t.get(me, '/api/mcc-staff/staff/projectReport');
    expect(report.data).toMatchObject({ url: 'https://reports.example.test/project', employmentCode: expect.any(String) });
    const verified = await t.get(null, '/api/mcc-open/open-flow/verify', { token: report.data.token });
    expect(verified.data.staffId).toBe((await t.get(me, '/api/blade-user/all-info')).data.user.staffId);
  });

  it('a staff proposes changes; HR sees the map, adopts (applied) or fails (unchanged)', async () => {
    const me = await t.loginChangingInitial('S0001');
    const req = await t.post(me, '/api/mcc-staff/staff/staffUpdate', { mobile: '98887777', address: '1 Harbourfront' });
    expect(req.code).toBe(200);
    expect(req.data.auditStatus).toBe(0);
    const map = await t.get(admin, '/api/mcc-staff/updatelog/updateLogMap', { id: req.data.id });
    expect(map.data).toEqual(expect.arrayContaining([{ field: 'mobile', oldValue: '91000001', newValue: '98887777' }]));
    const search = await t.get(admin, '/api/mcc-staff/updatelog/search', { nameOrNo: 'S0001', auditStatus: 0 });
    expect(search.data.total).toBe(1);
    const sd = await t.get(admin, '/api/mcc-staff/updatelog/searchDetail', { id: req.data.id });
    expect(sd.data.staff.staffNo).toBe('S0001');
    const clerk = await signInWith(t, { account: 'clerk', codes: ['staff_view'] });
    expect((await t.post(clerk, '/api/mcc-staff/updatelog/adoptUpdate', { id: req.data.id })).status).toBe(403);
    const adopt = await t.post(admin, '/api/mcc-staff/updatelog/adoptUpdate', { id: req.data.id });
    expect(adopt.data.auditStatus).toBe(1);
    expect((await t.get(me, '/api/mcc-staff/staff/staffDetail')).data).toMatchObject({ mobile: '98887777', address: '1 Harbourfront' });
    expect((await t.post(admin, '/api/mcc-staff/updatelog/adoptUpdate', { id: req.data.id })).status).toBe(409);

    const req2 = await t.post(me, '/api/mcc-staff/staff/staffUpdate', { address: 'Nowhere' });
    const fail = await t.post(admin, '/api/mcc-staff/updatelog/failUpdate', { id: req2.data.id, reason: 'no proof' });
    expect(fail.data).toMatchObject({ auditStatus: 2, reason: 'no proof' });
    expect((await t.get(me, '/api/mcc-staff/staff/staffDetail')).data.address).toBe('1 Harbourfront');
    const bad = await t.post(me, '/api/mcc-staff/staff/staffUpdate', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/email/);
    const notStaff = await signInWith(t, { account: 'nostaff' });
    expect((await t.post(notStaff, '/api/mcc-staff/staff/staffUpdate', { address: 'x' })).status).toBe(403);
    const badLog = await t.post(admin, '/api/mcc-staff/updatelog/save', { staffId: adopt.data.staffId, changes: '{"status":2}' });
    expect(badLog.status).toBe(400);
    expect(badLog.msg).toMatch(/changes/);
  });

  it('remove soft-deletes the staff and its account', async () => {
    const add = await t.post(admin, '/api/mcc-staff/staff/addStaff', staffInput(9));
    expect((await t.post(admin, `/api/mcc-staff/staff/remove?ids=${add.data.id}`)).code).toBe(200);
    expect((await t.get(admin, '/api/mcc-staff/staff/detail', { id: add.data.id })).status).toBe(404);
    expect((await t.db.select().from(user).where(eq(user.staffId, add.data.id)))[0].isDeleted).toBe(1);
  });
});
