import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { dept, user } from '../system/system.tables.js';
import { staff } from './staff.tables.js';
import { worker, workerTeam } from '../worker/worker.tables.js';
import { contractTerm } from '../probation/probation.tables.js';
import { DataScopeType } from '../../platform/auth/permissions.js';

let t: TestApp;
let admin: Session;
const D: Record<string, string> = {};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  for (const [key, name] of [
    ['A', 'Engineering'],
    ['B', 'Finance'],
  ]) {
    const [row] = await t.db
      .insert(dept)
      .values({ deptName: name, deptCode: `P${key}`, parentId: '0', ancestors: '0', deptCategory: 2 })
      .returning();
    D[key] = row.id;
  }
});
afterAll(async () => t?.close());

const addStaff = async (n: number, deptId: string, extra: Record<string, unknown> = {}) => {
  const res = await t.post(admin, '/api/mcc-staff/staff/addStaff', {
    staffNo: `PF${n}`,
    enName: `Profile ${n}`,
    email: `profile${n}@example.com`,
    mobile: `9300${String(n).padStart(4, '0')}`,
    nric: `S77766${String(n).padStart(2, '0')}A`,
    passportNumber: `K${String(n).padStart(7, '0')}`,
    passportExpiryDate: day(40),
    bankAccountNo: `55500${n}`,
    basicSalary: 5100 + n,
    deptId,
    entryDate: '2022-03-01',
    ...extra,
  });
  expect(res.code).toBe(200);
  return res.data as { id: string; userId: string };
};

describe('staff profile', () => {
  it('answers the record, manager, expiring documents and the change history with field changes', async () => {
    const boss = await addStaff(1, D.A);
    const s = await addStaff(2, D.A);
    await t.db.update(staff).set({ firstApprover: boss.userId }).where(eq(staff.id, s.id));
    await t.db.update(user).set({ avatar: '/avatar/p2.png' }).where(eq(user.id, s.userId));
    await t.db.insert(contractTerm).values({ tenantId: '000000', staffId: s.id, contractStartDate: '2022-03-01', contractEndDate: day(20) });
    expect(
      (await t.post(admin, '/api/mcc-staff/infocert/save', { staffId: s.id, certName: 'Safety Orientation', certNo: 'CSOC-1', expiryDate: day(-3) })).code,
    ).toBe(200);
    const before = await t.get(admin, '/api/mcc-staff/staff/detail', { id: s.id });
    expect((await t.post(admin, '/api/mcc-staff/staff/update', { ...before.data, jobTitleName: 'Site Engineer', basicSalary: 6000 })).code).toBe(200);

    const p = await t.get(admin, '/api/mcc-staff/staff/profile', { id: s.id });
    expect(p.code).toBe(200);
    expect(p.data.record).toMatchObject({ id: s.id, staffNo: 'PF2', deptName: 'Engineering', jobTitleName: 'Site Engineer', nric: 'S7776602A' });
    expect(p.data).toMatchObject({ avatar: '/avatar/p2.png', managerName: 'Profile 1' });
    expect(p.data.documents).toEqual(
      expect.arrayContaining([
        { kind: 'passport', name: null, number: 'K0000002', expiryDate: day(40) },
        { kind: 'contract', name: null, number: null, expiryDate: day(20) },
        { kind: 'certificate', name: 'Safety Orientation', number: 'CSOC-1', expiryDate: day(-3) },
      ]),
    );
    const update = p.data.history.find((h: { action: string }) => h.action === 'update');
    expect(update.kind).toBe('record');
    expect(update.by).toBeTruthy();
    expect(update.changes).toEqual(expect.arrayContaining([{ field: 'jobTitleName', from: null, to: 'Site Engineer' }]));
    expect(update.changes.find((c: { field: string }) => c.field === 'basicSalary').to).toBe('6000.00');
    expect(update.changes.map((c: { field: string }) => c.field)).not.toContain('version');
    expect(p.data.history.map((h: { action: string }) => h.action)).toContain('create');
  });

  it('a department-scoped viewer reads their department, 404 for another department or tenant; money and NRIC masked in record and history', async () => {
    const mine = await addStaff(3, D.A);
    const other = await addStaff(4, D.B);
    const before = await t.get(admin, '/api/mcc-staff/staff/detail', { id: mine.id });
    await t.post(admin, '/api/mcc-staff/staff/update', { ...before.data, basicSalary: 7100, nric: 'S1111111Z' });
    const viewer = await signInWith(t, {
      account: 'prof_a',
      codes: ['staff_view'],
      deptId: D.A,
      dataScopes: [{ resourceCode: 'staff', scopeType: DataScopeType.OWN_DEPT }],
    });
    const seen = await t.get(viewer, '/api/mcc-staff/staff/profile', { id: mine.id });
    expect(seen.code).toBe(200);
    expect(seen.data.record.nric).not.toContain('S1111');
    expect(seen.data.record.basicSalary).toBe('****');
    expect(seen.data.documents.find((d: { kind: string }) => d.kind === 'passport').number).not.toBe('K0000003');
    const change = seen.data.history.find((h: { action: string }) => h.action === 'update');
    expect(change.changes.find((c: { field: string }) => c.field === 'basicSalary')).toEqual({ field: 'basicSalary', from: '****', to: '****' });
    expect(JSON.stringify(seen.data)).not.toContain('S1111111Z');
    expect((await t.get(viewer, '/api/mcc-staff/staff/profile', { id: other.id })).status).toBe(404);
    // another tenant's staff id is not found either
    await t.db.insert(staff).values({ id: '912345678901234567', tenantId: '000001', staffNo: 'X1', enName: 'Elsewhere' });
    expect((await t.get(admin, '/api/mcc-staff/staff/profile', { id: '912345678901234567' })).status).toBe(404);
    // without the view button: 403; bad id: 400 naming the field
    const none = await signInWith(t, { account: 'prof_none', codes: [] });
    expect((await t.get(none, '/api/mcc-staff/staff/profile', { id: mine.id })).status).toBe(403);
    const bad = await t.get(admin, '/api/mcc-staff/staff/profile', { id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('id');
  });
});

describe('worker profile', () => {
  it('answers the team leader, permit and passport, transfers and audited changes; scoped by project, 404 outside', async () => {
    const P1 = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'PFP1', projectName: 'Profile Site' })).data.id;
    const P2 = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'PFP2', projectName: 'Other Site' })).data.id;
    const add = async (n: number, projectId: string, extra: Record<string, unknown> = {}) => {
      const res = await t.post(admin, '/api/mcc-worker/info/addWorker', {
        employmentCode: `PW${n}`,
        name: `Profile Worker ${n}`,
        finNo: `G20000${n}K`,
        projectId,
        wpNumber: `WP-PF${n}`,
        wpExpiryDate: day(7),
        passportNumber: `E${n}000000`,
        passportExpiryDate: day(-1),
        entryDate: '2024-05-01',
        bankAccountNo: `77700${n}`,
        ...extra,
      });
      expect(res.code).toBe(200);
      return res.data as { id: string };
    };
    const lead = await add(1, P1, { isSupervisor: 1 });
    const w = await add(2, P1);
    const elsewhere = await add(3, P2);
    const [team] = await t.db.insert(workerTeam).values({ tenantId: '000000', teamName: 'Rebar A', projectId: P1, supervisorId: lead.id }).returning();
    expect((await t.post(admin, '/api/mcc-worker/info/update1', { id: w.id, teamId: team.id, mobile: '88002222' })).code).toBe(200);
    expect((await t.post(admin, '/api/mcc-worker/info/update1', { id: w.id, passportNumber: 'E9999999' })).code).toBe(200);

    const p = await t.get(admin, '/api/mcc-worker/info/profile', { id: w.id });
    expect(p.code).toBe(200);
    expect(p.data.record).toMatchObject({ id: w.id, projectName: 'Profile Site', teamName: 'Rebar A' });
    expect(p.data.managerName).toBe('Profile Worker 1');
    expect(p.data.documents).toEqual([
      { kind: 'workPermit', name: null, number: 'WP-PF2', expiryDate: day(7) },
      { kind: 'passport', name: null, number: 'E9999999', expiryDate: day(-1) },
    ]);
    const changes = p.data.history
      .filter((h: { action: string }) => h.action === 'update')
      .flatMap((h: { changes: { field: string }[] }) => h.changes.map((c) => c.field));
    expect(changes).toEqual(expect.arrayContaining(['teamId', 'mobile', 'passportNumber']));
    // org units read as their names, not ids
    const teamChange = p.data.history
      .flatMap((h: { changes: { field: string; to: unknown }[] }) => h.changes)
      .find((c: { field: string }) => c.field === 'teamId');
    expect(teamChange.to).toBe('Rebar A');
    // a bulk write names several records in one entry: each one's history holds it, no other worker's does
    const mate = await add(4, P1, { teamId: team.id });
    expect((await t.post(admin, '/api/mcc-worker/teammember/remove', { ids: `${mate.id},${w.id}` })).data).toBe(2);
    const removals = (id: string) =>
      t
        .get(admin, '/api/mcc-worker/info/profile', { id })
        .then(
          (r) =>
            r.data.history.filter((h: { changes: { field: string; to: unknown }[] }) => h.changes.some((c) => c.field === 'teamId' && c.to === null)).length,
        );
    expect(await removals(w.id)).toBe(1);
    expect(await removals(mate.id)).toBe(1);
    expect(await removals(lead.id)).toBe(0);

    const reader = await signInWith(t, {
      account: 'prof_w',
      codes: ['worker_view'],
      dataScopes: [{ resourceCode: 'worker', scopeType: DataScopeType.CUSTOM, scopeColumn: 'project_id', scopeValue: P1 }],
    });
    const seen = await t.get(reader, '/api/mcc-worker/info/profile', { id: w.id });
    expect(seen.code).toBe(200);
    expect(JSON.stringify(seen.data)).not.toContain('E9999999');
    expect(seen.data.record.bankAccountNo).not.toBe('777002');
    expect(seen.data.documents[0]).toMatchObject({ kind: 'workPermit', number: 'WP-PF2' });
    expect((await t.get(reader, '/api/mcc-worker/info/profile', { id: elsewhere.id })).status).toBe(404);
    await t.db.insert(worker).values({ id: '912345678901234568', tenantId: '000001', name: 'Elsewhere', employmentCode: 'X1' });
    expect((await t.get(admin, '/api/mcc-worker/info/profile', { id: '912345678901234568' })).status).toBe(404);
  });
});
