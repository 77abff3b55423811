import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { dept, user } from '../system/system.tables.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(async () => t?.close());

describe('demo data (DEMO_DATA=1)', () => {
  it('seeds a company tree with teams and department leaders, and accounts that can sign in', async () => {
    const depts = await t.db.select().from(dept);
    expect(depts.find((d) => d.deptCode === 'SB')?.deptCategory).toBe(1);
    expect(depts.filter((d) => d.deptType === 3).length).toBeGreaterThanOrEqual(3);
    const hr = depts.find((d) => d.deptCode === 'HR')!;
    expect(hr.deptLeader).toBeTruthy();
    const rebar = depts.find((d) => d.deptCode === 'T-REBAR')!;
    const site = depts.find((d) => d.deptCode === 'SITE-A')!;
    expect(rebar.ancestors.split(',')).toContain(site.id);
    const [qs] = await t.db.select().from(user).where(eq(user.account, 'qs.wong'));
    expect(qs.firstApprover).toBeTruthy();
    const s = await t.login('qs.wong', 'Welcome@2026');
    const info = await t.get(s, '/api/blade-user/all-info');
    expect(info.data.passwordInitial).toBe(true);
  });

  it('gives the demo accounts staff records, and HR the business menus to manage staff and workers', async () => {
    const hr = await t.login('hr.tan', 'Welcome@2026');
    const info = await t.get(hr, '/api/blade-user/all-info');
    expect(info.data.user.staffId).toBeTruthy();
    expect(info.data.permissions).toContain('staff_view');
    expect(info.data.permissions).not.toContain('user_add');
    const staffPage = await t.get(hr, '/api/mcc-staff/staff/page', { size: -1 });
    expect(staffPage.code).toBe(200);
    expect(staffPage.data.records.map((r: { enName: string }) => r.enName)).toContain('Wong Siew Hoon');
    const admin = await t.login();
    const workers = await t.get(admin, '/api/mcc-worker/info/workerList', { size: -1 });
    expect(workers.code).toBe(200);
    expect(workers.data.total ?? workers.data.records?.length).toBeGreaterThanOrEqual(12);
    const projects = await t.get(admin, '/api/mcc-base/project/base/info/page', { size: -1 });
    expect(projects.data.records.map((p: { projectCode: string }) => p.projectCode)).toEqual(expect.arrayContaining(['TUAS-P3', 'PGL-N12']));
  });

  it('houses the demo workers in two dormitories: their records show the room they occupy; HR manages it', async () => {
    const hr = await t.login('hr.tan', 'Welcome@2026');
    const plots = await t.get(hr, '/api/mcc-worker/dwellplot/page');
    expect(plots.data.records.map((p: { plotName: string }) => p.plotName)).toEqual(['Kranji Lodge 1', 'Tuas View Dormitory']);
    const stays = await t.get(hr, '/api/mcc-worker/dwellroomref/page', { living: 1, size: -1 });
    expect(stays.data.total).toBe(10);
    const first = stays.data.records[0];
    const w = await t.get(hr, '/api/mcc-worker/info/workerDetail', { id: first.workerId });
    expect(w.data).toMatchObject({ dormitory: first.plotName, blk: first.blkNo, room: first.roomNo });
    expect((await t.get(hr, '/api/mcc-worker/dwellroomref/noUnitWorker')).data.total).toBe(2);
  });

  it('gives the demo company leave types, this year\'s balances and a few approved leaves HR can see', async () => {
    const hr = await t.login('hr.tan', 'Welcome@2026');
    const credits = await t.get(hr, '/api/mcc-staff/vacationCreditDetail/search', { size: -1, validOn: new Date().toISOString().slice(0, 10) });
    expect(credits.code).toBe(200);
    expect(credits.data.records.map((r: { vacationName: string }) => r.vacationName)).toEqual(expect.arrayContaining(['Annual leave', 'Sick / outpatient leave']));
    const records = await t.get(hr, '/api/mcc-staff/leaverecord/page', { size: -1 });
    expect(records.data.records.every((r: { leaveStatus: number }) => r.leaveStatus === 1)).toBe(true);
    expect(records.data.total).toBeGreaterThanOrEqual(1);
  });

  it('gives the demo company benefit types by level, staff levels and two fixed-term contracts to renew', async () => {
    const admin = await t.login();
    const types = await t.get(admin, '/api/mcc-staff/baseinfobenefit/page', { size: -1 });
    expect(types.data.records.map((r: { benefitCode: string }) => r.benefitCode).sort()).toEqual(['DEN', 'MED', 'TRN']);
    const balances = await t.get(admin, '/api/mcc-staff/staffBenefit/page', { size: -1 });
    const director = balances.data.records.find((r: { staffNo: string }) => r.staffNo === 'SB0001');
    expect(director).toMatchObject({ level: 'L3', entitled: 3700, remaining: 3700 });
    const renewal = await t.get(admin, '/api/mcc-staff/positiverecord/pageRenewalContractStaff', { size: -1 });
    expect(renewal.data.total).toBe(2);
  });

  it('grants each demo role its menus: staff start and follow requests, the director reviews settlements', async () => {
    type Node = { path: string; children?: Node[] };
    const paths = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children ?? [])]);
    const staffUser = await t.login('qs.wong', 'Welcome@2026');
    const staffMenus = paths((await t.get(staffUser, '/api/blade-system/menu/routes')).data);
    expect(staffMenus).toEqual(expect.arrayContaining(['/work/start', '/work/todo', '/staff/flow/leave/index', '/staff/vacation/leaveCalendar/public']));
    expect(staffMenus).not.toContain('/system/user');
    expect(staffMenus).not.toContain('/directorExamine');
    const director = await t.login('dir.ng', 'Welcome@2026');
    expect(paths((await t.get(director, '/api/blade-system/menu/routes')).data)).toEqual(expect.arrayContaining(['/directorExamine', '/process/index', '/work/todo']));
  });
});
