import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { dept, user } from '../system/system.tables.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
}, 300_000);
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
    // a demo is for looking around: its accounts sign in with the printed password and are asked no change
    const s = await t.login('qs.wong', 'Welcome@2026');
    const info = await t.get(s, '/api/blade-user/all-info');
    expect(info.data.passwordInitial).toBe(false);
    expect((await t.get(s, '/api/blade-system/menu/routes')).status).toBe(200);
  });

  it('gives the demo accounts staff records, and HR the business menus to manage staff and workers', async () => {
    const hr = await t.loginChangingInitial('hr.tan');
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
    const hr = await t.loginChangingInitial('hr.tan');
    const plots = await t.get(hr, '/api/mcc-worker/dwellplot/page');
    expect(plots.data.records.map((p: { plotName: string }) => p.plotName)).toEqual(['Kranji Lodge 1', 'Tuas View Dormitory']);
    const stays = await t.get(hr, '/api/mcc-worker/dwellroomref/page', { living: 1, size: -1 });
    expect(stays.data.total).toBe(10);
    const first = stays.data.records[0];
    const w = await t.get(hr, '/api/mcc-worker/info/workerDetail', { id: first.workerId });
    expect(w.data).toMatchObject({ dormitory: first.plotName, blk: first.blkNo, room: first.roomNo });
    expect((await t.get(hr, '/api/mcc-worker/dwellroomref/noUnitWorker')).data.total).toBe(2);
  });

  it("gives the demo company leave types, this year's balances and a few approved leaves HR can see", async () => {
    const hr = await t.loginChangingInitial('hr.tan');
    const credits = await t.get(hr, '/api/mcc-staff/vacationCreditDetail/search', { size: -1, validOn: new Date().toISOString().slice(0, 10) });
    expect(credits.code).toBe(200);
    expect(credits.data.records.map((r: { vacationName: string }) => r.vacationName)).toEqual(
      expect.arrayContaining(['Annual leave', 'Sick / outpatient leave']),
    );
    const records = await t.get(hr, '/api/mcc-staff/leaverecord/page', { size: -1 });
    // the seeded approved leaves, and the leave requests still waiting for approval (demo-flows.ts)
    expect(records.data.records.filter((r: { leaveStatus: number }) => r.leaveStatus === 1).length).toBeGreaterThanOrEqual(3);
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
    const staffUser = await t.loginChangingInitial('qs.wong');
    const staffMenus = paths((await t.get(staffUser, '/api/blade-system/menu/routes')).data);
    expect(staffMenus).toEqual(expect.arrayContaining(['/work/start', '/work/todo', '/staff/flow/leave/index', '/staff/vacation/leaveCalendar']));
    expect(staffMenus).not.toContain('/system/user');
    expect(staffMenus).not.toContain('/directorExamine');
    const director = await t.loginChangingInitial('dir.ng');
    expect(paths((await t.get(director, '/api/blade-system/menu/routes')).data)).toEqual(
      expect.arrayContaining(['/directorExamine', '/process/index', '/work/todo']),
    );
  });

  it("fills the administration pages: outbox rows in every state (codes readable), HR's files, site addresses", async () => {
    const admin = await t.login();
    const outbox = await t.get(admin, '/api/blade-system/outbox/page', { size: -1 });
    expect(outbox.data.records.map((r: { state: string }) => r.state)).toEqual(expect.arrayContaining(['dev', 'sent', 'failed']));
    expect(outbox.data.records.find((r: { channel: string; state: string }) => r.channel === 'sms' && r.state === 'dev').body).toMatch(/code is \d{6}/);
    const files = await t.get(admin, '/api/blade-resource/attach/page', { size: -1 });
    expect(files.data.records.map((r: { originalName: string }) => r.originalName)).toEqual(
      expect.arrayContaining(['Employee handbook 2026.pdf', 'Tuas site gate.png', 'Specialist trades.csv']),
    );
    const handbook = ['Employee handbook 2026.pdf', 'Tuas site gate.png', 'Specialist trades.csv'];
    expect(
      files.data.records
        .filter((r: { originalName: string }) => handbook.includes(r.originalName))
        .every((r: { createUserName: string }) => r.createUserName === 'Tan Mei Ling'),
    ).toBe(true);
    // the receipts of Wong Siew Hoon's reimbursements are hers
    expect(files.data.records.find((r: { originalName: string }) => r.originalName === 'Taxi receipt.pdf')).toMatchObject({ createUserName: 'Wong Siew Hoon' });
    const file = files.data.records.find((r: { originalName: string }) => r.originalName === 'Employee handbook 2026.pdf');
    const download = await t.app.inject({ method: 'GET', url: file.link });
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('%PDF-')).toBe(true);
    const hr = await t.loginChangingInitial('hr.tan');
    const addresses = await t.get(hr, '/api/mcc-base/attendanceAddress/page', { size: -1 });
    expect(addresses.data.records.map((r: { projectName: string }) => r.projectName)).toEqual(
      expect.arrayContaining(['Tuas Port Phase 3 Wharf', 'Punggol North Residences N12']),
    );
    // the demo's trades are the seeded ones, not a second copy
    const trades = (await t.get(hr, '/api/mcc-worker/specialist/page', { size: -1 })).data.records.map((r: { specialistName: string }) =>
      r.specialistName.toLowerCase(),
    );
    expect(trades).toEqual(expect.arrayContaining(['rebar', 'formwork', 'concreting']));
    expect(new Set(trades).size).toBe(trades.length);
    expect((await t.get(hr, '/api/mcc-base/cardtemplate/page')).data.total).toBeGreaterThanOrEqual(2);
  });

  it('has requests waiting at every demo approver and the administrator, numbered, with decided, shared and unread ones', async () => {
    const waiting: Record<string, string[]> = {};
    for (const account of ['eng.kumar', 'prj.chen', 'hr.tan', 'dir.ng', 'fin.lim', 'admin']) {
      const s = account === 'admin' ? await t.login() : await t.loginChangingInitial(account);
      const todo = await t.get(s, '/api/blade-flow/work/todo-list', { size: -1 });
      waiting[account] = todo.data.records.map((r: { formName: string }) => r.formName);
      for (const r of todo.data.records) expect(r.requestNo).toMatch(/^[A-Z]+-\d{4}-\d{6}$/);
      expect((await t.get(s, '/api/blade-flow/message/unread-count')).data, account).toBeGreaterThan(0);
    }
    expect(waiting['eng.kumar']).toEqual(expect.arrayContaining(['Leave application', 'Reimbursement']));
    expect(waiting['prj.chen']).toContain('Overtime application');
    expect(waiting['hr.tan']).toContain('Resignation (staff)');
    expect(waiting['fin.lim']).toContain('Leave application');
    expect(waiting['dir.ng']).toEqual(expect.arrayContaining(['Leave application', 'Dormitory transfer', 'Resignation (worker)', 'Salary settlement']));
    expect(waiting.admin).toEqual(expect.arrayContaining(['Leave application', 'Salary advance', 'Reimbursement']));
    const qs = await t.loginChangingInitial('qs.wong');
    const mine = await t.get(qs, '/api/mcc-staff/processfield/mySend', { size: -1 });
    expect(mine.data.records.map((r: { flowStatus: string }) => r.flowStatus)).toEqual(expect.arrayContaining(['running', 'approved']));
    const fin = await t.loginChangingInitial('fin.lim');
    expect((await t.get(fin, '/api/mcc-staff/processfield/mySend', { size: -1 })).data.records.map((r: { flowStatus: string }) => r.flowStatus)).toContain(
      'rejected',
    );
    expect((await t.get(fin, '/api/blade-flow/work/done-list', { size: -1 })).data.total).toBeGreaterThanOrEqual(1);
    const hr = await t.loginChangingInitial('hr.tan');
    const shared = await t.get(hr, '/api/blade-flow/message/page', { category: 'share', size: -1 });
    expect(shared.data.records[0]).toMatchObject({
      title: expect.stringContaining('shared Leave application'),
      isRead: 0,
      requestNo: expect.stringMatching(/^LV-/),
    });
  });

  it("gives the workers wages and last month's attendance, and settlements in draft, sent and approved", async () => {
    const fin = await t.loginChangingInitial('fin.lim');
    const d = new Date();
    const last = new Date(d.getFullYear(), d.getMonth() - 1, 1);
    const month = `${last.getFullYear()}-${String(last.getMonth() + 1).padStart(2, '0')}`;
    const records = await t.get(fin, '/api/mcc-worker/attendance/page', {
      size: 1,
      dateFrom: `${month}-01`,
      dateTo: `${month}-${new Date(last.getFullYear(), last.getMonth() + 1, 0).getDate()}`,
    });
    expect(records.code).toBe(200);
    expect(records.data.total).toBeGreaterThanOrEqual(12 * 15);
    const hr = await t.loginChangingInitial('hr.tan');
    const settlements = await t.get(hr, '/api/mcc-worker/workersalarysettlement/page', { size: -1 });
    expect(settlements.data.records.map((r: { settlementStatus: number }) => r.settlementStatus).sort()).toEqual([0, 1, 2]);
    for (const r of settlements.data.records) expect(Number(r.nettSalary)).toBeGreaterThan(0);
  });

  it('has benefit claims: one approved against the medical benefit, one pending for dental', async () => {
    const qs = await t.loginChangingInitial('qs.wong');
    const list = await t.get(qs, '/api/mcc-staff/staffBenefit/benefitList', {});
    expect(list.code).toBe(200);
    const of = (code: string) => list.data.find((b: { benefitCode: string }) => b.benefitCode === code);
    expect(of('MED')).toMatchObject({ used: 65, pending: 0 });
    expect(of('DEN')).toMatchObject({ used: 0, pending: 120 });
  });

  it("names nationalities by country (the country dictionary, in the reader's language)", async () => {
    const hr = await t.loginChangingInitial('hr.tan');
    const countries = await t.get(hr, '/api/blade-system/dict/dictionary', { code: 'country' });
    const name = (key: string) => countries.data.find((c: { dictKey: string }) => c.dictKey === key)?.dictValue;
    expect([name('SG'), name('BD'), name('MM')]).toEqual(['Singapore', 'Bangladesh', 'Myanmar']);
    // every demo worker's nationality has a name
    const workers = await t.get(hr, '/api/mcc-worker/info/workerList', { size: -1 });
    for (const w of workers.data.records) expect(name(w.nationality), w.nationality).toBeTruthy();
  });

  it('has interviews at each of the eight steps of the recruitment flow, and a confirmation assessment waiting at the leader', async () => {
    const hr = await t.loginChangingInitial('hr.tan');
    const page = await t.get(hr, '/api/mcc-staff/interview/page', { size: -1 });
    expect(page.code).toBe(200);
    const statuses = page.data.records.map((r: { status: number }) => r.status);
    // arranged, evaluated, pass pending, passed, leader pending, offer sent, offer confirmed, contract created, signed, onboarding
    expect([...statuses].sort((a: number, b: number) => a - b)).toEqual([4, 6, 8, 10, 21, 24, 25, 27, 28, 30]);
    const eng = await t.loginChangingInitial('eng.kumar');
    const todo = (await t.get(eng, '/api/blade-flow/work/todo-list', { size: -1 })).data.records.map((r: { formName: string }) => r.formName);
    expect(todo).toContain('Confirmation (probation) assessment');
    const qs = await t.loginChangingInitial('qs.wong');
    expect((await t.get(qs, '/api/blade-flow/work/todo-list', { size: -1 })).data.records.map((r: { formName: string }) => r.formName)).toContain(
      'Confirmation (probation) assessment',
    );
    const dir = await t.loginChangingInitial('dir.ng');
    expect((await t.get(dir, '/api/blade-flow/work/todo-list', { size: -1 })).data.records.map((r: { formName: string }) => r.formName)).toContain(
      'Interview pass',
    );
    const prj = await t.loginChangingInitial('prj.chen');
    expect((await t.get(prj, '/api/blade-flow/work/todo-list', { size: -1 })).data.records.map((r: { formName: string }) => r.formName)).toContain(
      'Interview leader approval',
    );
  });

  it('gives HR a request of each other staff and worker form, so each request-type list has rows', async () => {
    const hr = await t.loginChangingInitial('hr.tan');
    const staffSide = (await t.get(hr, '/api/mcc-staff/processfield/mySend', { size: -1 })).data.records.map((r: { formName: string }) => r.formName);
    expect(staffSide).toEqual(
      expect.arrayContaining(['Induction', 'Missed clock-in', 'Business trip', 'Office equipment request', 'Staff training', 'HR form']),
    );
    const workerSide = (await t.get(hr, '/api/mcc-worker/processfield/personalProcess', { size: -1 })).data.records.map(
      (r: { formName: string }) => r.formName,
    );
    expect(workerSide).toEqual(
      expect.arrayContaining([
        'Passport application',
        'Worker request',
        'Worker process',
        'Transfer application',
        'Leave application (worker)',
        'Dormitory transfer',
      ]),
    );
    for (const account of ['qs.wong', 'prj.chen', 'eng.kumar', 'dir.ng']) {
      const s = await t.loginChangingInitial(account);
      const shared = await t.get(s, '/api/mcc-staff/forwardprocess/recipientPage', { size: -1 });
      expect(
        shared.data.records.map((r: { formName: string }) => r.formName),
        account,
      ).toContain('HR form');
    }
  });

  it('gives every demo account its own request of each everyday form its menu shows, and an out-of-office delegation', async () => {
    const everyday = [
      'Leave application',
      'Interview application',
      'Missed clock-in',
      'Business trip',
      'Reimbursement',
      'Loan application',
      'Office equipment request',
      'Staff training',
      'HR form',
      'Cancel leave',
      'Resignation (staff)',
    ];
    for (const account of ['hr.tan', 'fin.lim', 'eng.kumar', 'qs.wong', 'prj.chen', 'site.rahman', 'dir.ng', 'audit.goh']) {
      const s = await t.loginChangingInitial(account);
      const mine = (await t.get(s, '/api/mcc-staff/processfield/mySend', { size: -1 })).data.records.map((r: { formName: string }) => r.formName);
      expect(mine, account).toEqual(expect.arrayContaining(everyday));
      expect((await t.get(s, '/api/blade-flow/delegation/list', { size: -1 })).data.records.length, account).toBeGreaterThanOrEqual(1);
    }
    // the forms only HR starts are not in a staff member's menu
    type Node = { path: string; children?: Node[] };
    const paths = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children ?? [])]);
    const qs = await t.loginChangingInitial('qs.wong');
    const menus = paths((await t.get(qs, '/api/blade-system/menu/routes')).data);
    expect(menus).toContain('/staff/flow/loan/index');
    expect(menus).not.toContain('/staff/flow/employment/index');
    expect(menus).not.toContain('/staff/flow/fire/index');
    // the site supervisor's workers' requests, one decided by him and one waiting at him
    const site = await t.loginChangingInitial('site.rahman');
    const workerSide = (await t.get(site, '/api/mcc-worker/processfield/personalProcess', { size: -1 })).data.records.map(
      (r: { formName: string }) => r.formName,
    );
    expect(workerSide).toEqual(
      expect.arrayContaining([
        'Worker request',
        'Passport application',
        'Course application',
        'Course attendance',
        'Transfer application',
        'Worker process',
        'Resignation (worker)',
        'Leave application (worker)',
        'Dormitory transfer',
      ]),
    );
    expect((await t.get(site, '/api/blade-flow/work/todo-list', { size: -1 })).data.total).toBeGreaterThanOrEqual(1);
    expect((await t.get(site, '/api/blade-flow/work/done-list', { size: -1 })).data.total).toBeGreaterThanOrEqual(1);
    const hr = await t.loginChangingInitial('hr.tan');
    expect((await t.get(hr, '/api/blade-flow/work/done-list', { size: -1 })).data.total).toBeGreaterThanOrEqual(1);
    expect((await t.get(hr, '/api/mcc-base/attendanceScheme/page', { size: -1 })).data.total).toBe(2);
  });

  it("fills every list of every role's menu: the auditor approves claims, the QS has assessed, the administrator is HR's systems administrator", async () => {
    const count = async (s: Awaited<ReturnType<TestApp['login']>>, path: string, query: Record<string, unknown> = {}) => {
      const answer = await t.get(s, path, { size: -1, ...query });
      expect(answer.code, path).toBe(200);
      return (answer.data.total ?? answer.data.records?.length ?? answer.data.length) as number;
    };
    const names = async (s: Awaited<ReturnType<TestApp['login']>>, path: string) =>
      (await t.get(s, path, { size: -1 })).data.records.map((r: { formName: string }) => r.formName);
    // Goh Hui Min approves the department heads' expense claims for the director this week: two approved, the others hers to decide
    const audit = await t.loginChangingInitial('audit.goh');
    expect(await names(audit, '/api/blade-flow/work/todo-list')).toContain('Reimbursement');
    expect(await names(audit, '/api/blade-flow/work/done-list')).toEqual(['Reimbursement', 'Reimbursement']);
    expect(await count(audit, '/api/mcc-staff/processfield/approverProcess')).toBeGreaterThanOrEqual(4);
    expect(await count(audit, '/api/blade-flow/message/page', { category: 'todo' })).toBeGreaterThanOrEqual(2);
    // Wong Siew Hoon assessed a new hire (her approval records); it waits at HR
    const qs = await t.loginChangingInitial('qs.wong');
    expect(await names(qs, '/api/blade-flow/work/done-list')).toContain('Confirmation (probation) assessment');
    // Director review is the director's queue, not HR's
    type Node = { path: string; children?: Node[] };
    const paths = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children ?? [])]);
    const hr = await t.loginChangingInitial('hr.tan');
    expect(paths((await t.get(hr, '/api/blade-system/menu/routes')).data)).not.toContain('/directorExamine');
    // the administrator account is Jonathan Lau, with a staff record: his own requests of every type, one shared with him, tasks
    const admin = await t.login();
    const info = await t.get(admin, '/api/blade-user/all-info');
    expect(info.data.user).toMatchObject({ realName: 'Jonathan Lau', staffId: expect.any(String) });
    const mine = await names(admin, '/api/mcc-staff/processfield/mySend');
    expect(mine).toEqual(
      expect.arrayContaining([
        'Leave application',
        'Interview application',
        'Missed clock-in',
        'Business trip',
        'Reimbursement',
        'Loan application',
        'Office equipment request',
        'Staff training',
        'HR form',
        'Cancel leave',
        'Resignation (staff)',
        'Confirmation (probation) assessment',
        'Induction',
        'Dismissal',
        'Employment application',
      ]),
    );
    const workerSide = await names(admin, '/api/mcc-worker/processfield/personalProcess');
    expect(workerSide).toEqual(
      expect.arrayContaining([
        'Worker request',
        'Passport application',
        'Course application',
        'Course attendance',
        'Transfer application',
        'Worker process',
        'Resignation (worker)',
        'Leave application (worker)',
        'Dormitory transfer',
      ]),
    );
    expect(await count(admin, '/api/blade-flow/work/send-list')).toBeGreaterThanOrEqual(10);
    expect(await count(admin, '/api/mcc-staff/forwardprocess/recipientPage')).toBeGreaterThanOrEqual(1);
    expect(await count(admin, '/api/mcc-staff/processfield/approverProcess')).toBeGreaterThanOrEqual(1);
    // System administration: posts, app releases, scopes prepared, staff feedback
    expect(await count(admin, '/api/blade-system/post/list')).toBeGreaterThanOrEqual(5);
    expect(await count(admin, '/api/blade-system/app-version/list')).toBeGreaterThanOrEqual(2);
    expect(await count(admin, '/api/blade-system/data-scope/list')).toBeGreaterThanOrEqual(1);
    expect(await count(admin, '/api/blade-system/api-scope/list')).toBeGreaterThanOrEqual(1);
    expect(await count(admin, '/api/blade-user/userFeedback/search')).toBeGreaterThanOrEqual(2);
    expect(await count(admin, '/api/blade-resource/oss/list')).toBeGreaterThanOrEqual(1);
  });

  it('gives each demo staff the leave of their sex: maternity for women, paternity for men', async () => {
    const hr = await t.loginChangingInitial('hr.tan');
    const credits = (await t.get(hr, '/api/mcc-staff/vacationCreditDetail/search', { size: -1, validOn: new Date().toISOString().slice(0, 10) })).data
      .records as ({ vacationName: string } & Record<string, unknown>)[];
    const typesOf = (who: string) => credits.filter((r) => Object.values(r).includes(who)).map((r) => r.vacationName);
    expect(typesOf('Wong Siew Hoon').length).toBeGreaterThan(0);
    expect(typesOf('Wong Siew Hoon')).toContain('Maternity leave');
    expect(typesOf('Wong Siew Hoon')).not.toContain('Paternity leave');
    expect(typesOf('Arun Kumar')).toContain('Paternity leave');
    expect(typesOf('Arun Kumar')).not.toContain('Maternity leave');
  });

  it("answers in the caller's language: a Chinese 400 naming the field, and Chinese export headers", async () => {
    const hr = await t.loginChangingInitial('hr.tan');
    const zh = { headers: { ...hr.headers, 'blade-language': 'zh' } };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/blade-flow/delegation/submit',
      headers: { ...zh.headers, 'content-type': 'application/json' },
      payload: { delegateUserId: hr.userId ?? '0', startTime: '2030-01-02 00:00:00', endTime: '2030-01-01 00:00:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/[\u4e00-\u9fff]/);
    expect(bad.json().msg).not.toMatch(/must|the end/);
    const file = await t.app.inject({ method: 'GET', url: '/api/mcc-staff/baseinfobenefit/export', headers: zh.headers });
    expect(file.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const headers = (wb.worksheets[0].getRow(1).values as unknown[]).filter(Boolean);
    expect(headers).toContain('编码');
    expect(headers.some((h) => /^[A-Za-z ]+$/.test(String(h)))).toBe(false);
  });
});
