import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';

let t: TestApp;
let admin: Session;
let reader: Session;
let teamReader: Session;
let P1: string;
let P2: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  reader = await signInWith(t, { account: 'wreader', codes: ['worker_view'] });
  teamReader = await signInWith(t, { account: 'wteamreader', codes: ['worker_view', 'worker_team_view'] });
  P1 = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'WP1', projectName: 'Site One' })).data.id;
  P2 = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'WP2', projectName: 'Site Two' })).data.id;
});
afterAll(async () => t?.close());

const addWorker = (n: number, extra: Record<string, unknown> = {}) =>
  t.post(admin, '/api/mcc-worker/info/addWorker', {
    employmentCode: `W${String(n).padStart(4, '0')}`,
    name: `Worker ${n}`,
    nationality: 'bd',
    finNo: `G${1000000 + n}K`,
    mobile: `8800${String(n).padStart(4, '0')}`,
    projectId: P1,
    wpNumber: `WP${n}`,
    wpExpiryDate: day(365),
    passportExpiryDate: day(700),
    entryDate: day(-5),
    ...extra,
  });

describe('workers', () => {
  it('adds, details, updates (update1) and removes workers; 400 naming fields; 403 without buttons', async () => {
    const w = await addWorker(1);
    expect(w.code).toBe(200);
    expect(w.data).toMatchObject({ employmentCode: 'W0001', nationality: 'BD', projectName: 'Site One', teamMemberStatus: 0 });
    const d = await t.get(reader, '/api/mcc-worker/info/workerDetail', { id: w.data.id });
    expect(d.data.finNo).toBe('G1000001K');
    // the room fields belong to the housing module: update1 leaves them alone
    const u = await t.post(admin, '/api/mcc-worker/info/update1', { id: w.data.id, mobile: '88001111', dormitory: 'Tuas View', blk: '12', room: '03-05' });
    expect(u.data).toMatchObject({ mobile: '88001111', dormitory: null, room: null });
    const bad = await t.post(admin, '/api/mcc-worker/info/addWorker', { employmentCode: 'W9', name: 'X', wpExpiryDate: '31/12/2026' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/name|wpExpiryDate/);
    const dup = await addWorker(1);
    expect(dup.status).toBe(409);
    expect(dup.msg).toMatch(/employmentCode/);
    expect((await t.post(reader, '/api/mcc-worker/info/addWorker', { employmentCode: 'W8', name: 'Nope' })).status).toBe(403);
    const gone = await addWorker(99);
    expect((await t.post(reader, `/api/mcc-worker/info/remove?ids=${gone.data.id}`)).status).toBe(403);
    expect((await t.post(admin, `/api/mcc-worker/info/remove?ids=${gone.data.id}`)).code).toBe(200);
    expect((await t.get(admin, '/api/mcc-worker/info/workerDetail', { id: gone.data.id })).status).toBe(404);
  });

  it('shows work-permit and passport expiry dates and filters those expiring within N days', async () => {
    await addWorker(2, { wpExpiryDate: day(10) });
    await addWorker(3, { passportExpiryDate: day(20) });
    await addWorker(4, { wpExpiryDate: day(-3) });
    const codes = async (q: Record<string, unknown>) =>
      (await t.get(reader, '/api/mcc-worker/info/workerList', { size: -1, ...q })).data.records.map((r: { employmentCode: string }) => r.employmentCode).sort();
    expect(await codes({ wpExpiringWithin: 30 })).toEqual(['W0002', 'W0004']);
    expect(await codes({ passportExpiringWithin: 30 })).toEqual(['W0003']);
    expect(await codes({ expiringWithin: 30 })).toEqual(['W0002', 'W0003', 'W0004']);
    const list = await t.get(reader, '/api/mcc-worker/info/workerList', { employmentCode: 'W0002' });
    expect(list.data.records[0]).toMatchObject({ wpExpiryDate: day(10), passportExpiryDate: day(700) });
    const bad = await t.get(reader, '/api/mcc-worker/info/workerList', { expiringWithin: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/expiringWithin/);
  });

  it('the name / number search matches % and _ as typed, and the page reads numbers, dates and names as the detail does', async () => {
    await addWorker(7, { name: 'Rahman 100%_Steel', entryDate: '2026-01-05' });
    await addWorker(8, { name: 'Rahman 1000 Steel' });
    const search = async (nameOrNo: string) => (await t.get(reader, '/api/mcc-worker/info/workerList', { size: -1, nameOrNo })).data;
    expect((await search('100%_')).records.map((r: { employmentCode: string }) => r.employmentCode)).toEqual(['W0007']);
    expect((await search('rahman 100')).total).toBe(2);
    // a text with a number is found by the number and checked whole: the rest of it still has to match
    expect((await search('hman 100%')).records.map((r: { employmentCode: string }) => r.employmentCode)).toEqual(['W0007']);
    expect((await search('man 1000 s')).records.map((r: { employmentCode: string }) => r.employmentCode)).toEqual(['W0008']);
    expect((await search('rahman  1000')).total).toBe(0);
    const [row] = (await search('W0007')).records;
    const detail = (await t.get(reader, '/api/mcc-worker/info/workerDetail', { id: row.id })).data;
    expect(row).toMatchObject({ entryDate: '2026-01-05', status: detail.status, projectId: P1, projectName: detail.projectName });
    expect(typeof row.status).toBe('number');
    expect(row.projectName).toBeTruthy();
  });

  it('lists: list, workerList2 (20 a page, supervisors excluded on request), newWorkerList, workerLists, site all-list', async () => {
    await addWorker(5, { isSupervisor: 1 });
    await addWorker(6, { entryDate: day(-100) });
    const l2 = await t.get(reader, '/api/mcc-worker/info/workerList2', {});
    expect(l2.data.size).toBe(20);
    const noSup = await t.get(reader, '/api/mcc-worker/info/workerList2', { excludeSupervisor: 1, size: -1 });
    expect(noSup.data.records.some((r: { employmentCode: string }) => r.employmentCode === 'W0005')).toBe(false);
    const fresh = await t.get(reader, '/api/mcc-worker/info/newWorkerList', { size: -1, days: 30 });
    const freshCodes = fresh.data.records.map((r: { employmentCode: string }) => r.employmentCode);
    expect(freshCodes).toContain('W0005');
    expect(freshCodes).not.toContain('W0006');
    const easy = await t.get(reader, '/api/mcc-worker/info/workerLists', { nameOrNo: 'W0005' });
    // a directory read (modules/directories.ts): names, numbers and org units, never the FIN
    expect(easy.data).toEqual([expect.objectContaining({ employmentCode: 'W0005', name: 'Worker 5', isSupervisor: 1 })]);
    expect(easy.data[0].finNo).toBeUndefined();
    const site = await t.get(reader, '/api/mcc-worker/info/siteAllList', { current: 1, size: -1, ids: easy.data[0].id });
    expect(site.data.records.map((r: { employmentCode: string }) => r.employmentCode)).toEqual(['W0005']);
    const all = await t.get(reader, '/api/mcc-worker/info/list', { projectId: P1 });
    expect(all.data.length).toBeGreaterThanOrEqual(5);
  });

  it('employment terms: detail by worker and update1', async () => {
    const w = (await t.get(admin, '/api/mcc-worker/info/workerList', { employmentCode: 'W0001' })).data.records[0];
    const d = await t.get(reader, '/api/mcc-worker/employment/detail', { workerId: w.id });
    expect(d.data.workerId).toBe(w.id);
    const u = await t.post(admin, '/api/mcc-worker/employment/update1', { id: d.data.id, basicHourWage: 6.5, contractType: '2 years' });
    expect(u.data).toMatchObject({ basicHourWage: '6.50', contractType: '2 years' });
    const bad = await t.post(admin, '/api/mcc-worker/employment/update1', { id: d.data.id, basicHourWage: -1 });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/basicHourWage/);
    expect((await t.get(reader, '/api/mcc-worker/employment/detail', {})).status).toBe(400);
    expect((await t.post(reader, '/api/mcc-worker/employment/update1', { id: d.data.id, contractType: 'x' })).status).toBe(403);
  });
});

describe('teams, members, specialists and transfers', () => {
  it('teams: addTeam with a supervisor, members, noTeamList, teamWorkerList(2), teamLeaderList, delTeam', async () => {
    const sup = (await t.get(admin, '/api/mcc-worker/info/workerList', { employmentCode: 'W0005' })).data.records[0];
    const plain = (await t.get(admin, '/api/mcc-worker/info/workerList', { employmentCode: 'W0001' })).data.records[0];
    const notSup = await t.post(admin, '/api/mcc-worker/team/addTeam', { teamName: 'Rebar A', projectId: P1, supervisorId: plain.id });
    expect(notSup.status).toBe(409);
    const team = await t.post(admin, '/api/mcc-worker/team/addTeam', { teamName: 'Rebar A', projectId: P1, supervisorId: sup.id });
    expect(team.code).toBe(200);
    const leaders = await t.get(teamReader, '/api/mcc-worker/team/teamLeaderList', { projectId: P1 });
    expect(leaders.data.map((w: { employmentCode: string }) => w.employmentCode)).toEqual(['W0005']);

    const noTeamBefore = await t.get(teamReader, '/api/mcc-worker/employment/noTeamList', { projectId: P1 });
    expect(noTeamBefore.data.total).toBeGreaterThanOrEqual(2);
    const add = await t.post(admin, '/api/mcc-worker/teammember/addTeamMembers', { teamId: team.data.id, workerIds: `${sup.id},${plain.id}` });
    expect(add.data).toBe(2);
    const noTeamAfter = await t.get(teamReader, '/api/mcc-worker/employment/noTeamList', { projectId: P1 });
    expect(noTeamAfter.data.total).toBe(noTeamBefore.data.total - 2);
    const members = await t.get(teamReader, '/api/mcc-worker/team/teamWorkerList', { teamId: team.data.id });
    expect(members.data.records.map((w: { employmentCode: string }) => w.employmentCode)).toEqual(['W0001', 'W0005']);
    expect(members.data.records[0].teamName).toBe('Rebar A');
    const tree = await t.get(teamReader, '/api/mcc-worker/team/teamWorkerList2', { projectId: P1 });
    expect(tree.data[0]).toMatchObject({ teamName: 'Rebar A' });
    expect(tree.data[0].workers).toHaveLength(2);
    const page = await t.get(admin, '/api/mcc-worker/team/page', { projectId: P1 });
    expect(page.data.records[0]).toMatchObject({ teamName: 'Rebar A', memberCount: 2, projectName: 'Site One' });
    expect((await t.get(reader, '/api/mcc-worker/team/teamListAll')).status).toBe(403);
    const withTeams = await t.get(reader, '/api/mcc-worker/project/listTeam');
    expect(withTeams.data.find((p: { id: string }) => p.id === P1).teams.map((x: { teamName: string }) => x.teamName)).toEqual(['Rebar A']);

    expect((await t.post(admin, '/api/mcc-worker/team/delTeam', { ids: team.data.id })).status).toBe(409);
    expect((await t.post(admin, '/api/mcc-worker/teammember/remove', { ids: `${sup.id},${plain.id}` })).data).toBe(2);
    expect((await t.post(admin, '/api/mcc-worker/team/delTeam', { ids: team.data.id })).code).toBe(200);
  });

  it('teamChangeProject moves the team and its members; teamChangeSpecialist; updateWorkerTeam', async () => {
    const w = (await t.get(admin, '/api/mcc-worker/info/workerList', { employmentCode: 'W0002' })).data.records[0];
    const team = await t.post(admin, '/api/mcc-worker/team/addTeam', { teamName: 'Form B', projectId: P1 });
    expect((await t.post(admin, '/api/mcc-worker/info/updateWorkerTeam', { ids: w.id, teamId: team.data.id })).data).toBe(1);
    const moved = await t.post(admin, '/api/mcc-worker/team/teamChangeProject', { teamId: team.data.id, projectId: P2 });
    expect(moved.code).toBe(200);
    const after = (await t.get(admin, '/api/mcc-worker/info/workerDetail', { id: w.id })).data;
    expect(after).toMatchObject({ projectId: P2, teamId: team.data.id, projectName: 'Site Two' });
    const done = await t.get(admin, '/api/mcc-worker/processsimplifytransition/page', { workerId: w.id, transitionStatus: 1 });
    expect(
      done.data.records.some((r: { transitionType: number; targetProjectName: string }) => r.transitionType === 1 && r.targetProjectName === 'Site Two'),
    ).toBe(true);
    const spec = (await t.get(reader, '/api/mcc-worker/specialist/list')).data.find((s: { specialistName: string }) => s.specialistName === 'Formwork');
    const cs = await t.post(admin, '/api/mcc-worker/team/teamChangeSpecialist', { teamId: team.data.id, specialistId: spec.id });
    expect(cs.data.specialistName).toBe('Formwork');
    expect((await t.get(admin, '/api/mcc-worker/info/workerDetail', { id: w.id })).data.specialistName).toBe('Formwork');
    const bad = await t.post(admin, '/api/mcc-worker/team/teamChangeProject', { teamId: team.data.id, projectId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/projectId/);
  });

  it('a pending transfer puts the worker in transfer (refused by team moves) until completed or cancelled; export', async () => {
    const w = (await t.get(admin, '/api/mcc-worker/info/workerList', { employmentCode: 'W0003' })).data.records[0];
    const tr = await t.post(admin, '/api/mcc-worker/processsimplifytransition/save', {
      workerId: w.id,
      targetProjectId: P2,
      transitionDate: day(3),
      remark: 'needed at Site Two',
    });
    expect(tr.code).toBe(200);
    expect(tr.data).toMatchObject({ transitionStatus: 0, sourceProjectId: P1, targetProjectId: P2 });
    const inTransfer = await t.get(admin, '/api/mcc-worker/info/workerList2', { nameOrNo: 'W0003' });
    expect(inTransfer.data.records[0].teamMemberStatus).toBe(1);
    expect((await t.get(admin, '/api/mcc-worker/info/workerList', { teamMemberStatus: 1 })).data.total).toBe(1);
    const team = await t.post(admin, '/api/mcc-worker/team/addTeam', { teamName: 'Busy', projectId: P1 });
    expect((await t.post(admin, '/api/mcc-worker/teammember/addTeamMembers', { teamId: team.data.id, workerIds: w.id })).status).toBe(409);
    expect(
      (await t.post(admin, '/api/mcc-worker/processsimplifytransition/save', { workerId: w.id, targetProjectId: P2, transitionDate: day(4) })).status,
    ).toBe(409);

    const res = await t.app.inject({ method: 'GET', url: '/api/mcc-worker/processsimplifytransition/excel', headers: admin.headers });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0];
    const pending = Array.from({ length: rows.rowCount - 1 }, (_, i) => rows.getRow(i + 2)).find((r) => r.getCell(1).value === 'W0003')!;
    expect(pending.getCell(7).value).toBe('In transfer');

    const done = await t.post(admin, '/api/mcc-worker/processsimplifytransition/complete', { id: tr.data.id });
    expect(done.data.transitionStatus).toBe(1);
    expect((await t.get(admin, '/api/mcc-worker/info/workerDetail', { id: w.id })).data).toMatchObject({ projectId: P2, teamMemberStatus: 0 });
    expect((await t.post(admin, '/api/mcc-worker/processsimplifytransition/cancel', { id: tr.data.id })).status).toBe(409);
    expect((await t.get(reader, '/api/mcc-worker/processsimplifytransition/page')).status).toBe(403);
  });

  it('company specialists and positions', async () => {
    const spec = (await t.get(reader, '/api/mcc-worker/specialist/list')).data[0];
    const c = await t.post(admin, '/api/mcc-worker/companyspecialist/save', { companyName: 'Rebar Pte Ltd', uen: '201912345K', specialistId: spec.id });
    expect(c.code).toBe(200);
    const page = await t.get(reader, '/api/mcc-worker/companyspecialist/page');
    expect(page.data.records[0]).toMatchObject({ companyName: 'Rebar Pte Ltd', specialistName: spec.specialistName });
    expect((await t.post(reader, '/api/mcc-worker/companyspecialist/save', { companyName: 'x' })).status).toBe(403);
    await t.post(admin, '/api/blade-system/post/submit', { postCode: 'steelfixer', postName: 'Steel fixer', category: 4 });
    await t.post(admin, '/api/blade-system/post/submit', { postCode: 'hr', postName: 'HR', category: 1 });
    const positions = await t.get(reader, '/api/mcc-worker/position/list');
    expect(positions.data.map((p: { postCode: string }) => p.postCode)).toEqual(['steelfixer']);
  });
});

describe('worker Excel', () => {
  it('exports the filtered workers; imports from the template all-or-nothing with row and column errors', async () => {
    const exp = await t.app.inject({ method: 'GET', url: `/api/mcc-worker/info/workerExcel?projectId=${P1}`, headers: admin.headers });
    expect(exp.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    const count = (await t.get(admin, '/api/mcc-worker/info/workerList', { projectId: P1, size: 1 })).data.total;
    expect(wb.worksheets[0].rowCount - 1).toBe(count);
    expect(wb.worksheets[0].getRow(1).getCell(8).value).toBe('WP Expiry');
    // the file reads only its columns, names included: the first row is the list's first worker
    const listed = (await t.get(admin, '/api/mcc-worker/info/workerList', { projectId: P1, size: 1 })).data.records[0];
    const first = wb.worksheets[0].getRow(2);
    expect(first.getCell(1).value).toBe(listed.employmentCode);
    expect(first.getCell(2).value).toBe(listed.name);
    expect(first.getCell(9).value).toBe(listed.mobile ? `${listed.mobileCode} ${listed.mobile}` : null);
    expect(first.getCell(10).value).toBe(listed.projectName);
    expect(listed.projectName).toBeTruthy();
    // the export pages by key and keeps the list's order, a sort included
    const sorted = (await t.get(admin, '/api/mcc-worker/info/workerList', { projectId: P1, size: 100, ascs: 'name' })).data.records.map(
      (r: { employmentCode: string }) => r.employmentCode,
    );
    const sortedExport = await t.app.inject({ method: 'GET', url: `/api/mcc-worker/info/workerExcel?projectId=${P1}&ascs=name`, headers: admin.headers });
    const sortedBook = new ExcelJS.Workbook();
    await sortedBook.xlsx.load(sortedExport.rawPayload as unknown as ArrayBuffer);
    expect(sorted.map((_: string, i: number) => sortedBook.worksheets[0].getRow(i + 2).getCell(1).value)).toEqual(sorted);

    const tpl = await t.app.inject({ method: 'GET', url: '/api/mcc-worker/info/getExcel', headers: admin.headers });
    const build = async (rows: unknown[][]) => {
      const b = new ExcelJS.Workbook();
      await b.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
      for (const r of rows) b.worksheets[0].addRow(r);
      return Buffer.from(await b.xlsx.writeBuffer());
    };
    const send = async (file: Buffer) => {
      const boundary = '----w';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="w.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return (
        await t.app.inject({
          method: 'POST',
          url: '/api/mcc-worker/info/addWorker2',
          payload,
          headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        })
      ).json();
    };
    const before = (await t.get(admin, '/api/mcc-worker/info/workerList', { size: 1 })).data.total;
    const bad = await send(
      await build([
        ['N001', 'New One', 'IN', 'G7000001K', null, null, 'WP-1', '2027-01-31', '81234567', null, null, 'WP1'],
        ['N002', 'New Two', 'IN', null, null, null, null, 'next year', null, null, null, null],
        ['N003', 'New Three', 'IN', null, null, null, null, null, null, null, null, 'NOPE'],
      ]),
    );
    expect(bad.code).toBe(400);
    expect(bad.data.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ row: 3, column: 'WP Expiry' }), expect.objectContaining({ row: 4, column: 'Project Code' })]),
    );
    expect((await t.get(admin, '/api/mcc-worker/info/workerList', { size: 1 })).data.total).toBe(before);
    const ok = await send(
      await build([
        ['N001', 'New One', 'IN', 'G7000001K', null, null, 'WP-1', '2027-01-31', '81234567', null, null, 'WP1'],
        ['N002', 'New Two', 'in', null, null, null, null, null, null, null, null, null],
      ]),
    );
    expect(ok).toMatchObject({ code: 200, data: { imported: 2 } });
    expect((await t.get(admin, '/api/mcc-worker/info/workerList', { employmentCode: 'N001' })).data.records[0]).toMatchObject({
      projectId: P1,
      wpExpiryDate: '2027-01-31',
    });
    const denied = await signInWith(t, { account: 'wnoimport', codes: ['worker_view'] });
    expect((await t.get(denied, '/api/mcc-worker/info/workerExcel')).status).toBe(403);
  });
});
