import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, onPostgres, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { openDatabase } from '../../platform/db/client.js';
import { assignWorkers } from './housing.service.js';

let t: TestApp;
let admin: Session;
let hr: Session;
let viewer: Session;
let P1: string;
let P2: string;
const H = '/api/mcc-worker';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const workers: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  hr = await signInWith(t, {
    account: 'hrhousing',
    codes: [
      'dwell_plot_view',
      'dwell_plot_add',
      'dwell_plot_edit',
      'dwell_plot_delete',
      'dwell_building_view',
      'dwell_building_add',
      'dwell_building_edit',
      'dwell_building_delete',
      'dwell_building_import',
      'dwell_room_view',
      'dwell_room_add',
      'dwell_room_edit',
      'dwell_room_delete',
      'dwell_room_import',
      'dwell_occupant_view',
      'dwell_occupant_edit',
      'worker_view',
    ],
  });
  viewer = await signInWith(t, { account: 'hrviewer', codes: ['dwell_plot_view', 'dwell_building_view', 'dwell_room_view', 'dwell_occupant_view'] });
  P1 = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'HP1', projectName: 'Site One' })).data.id;
  P2 = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'HP2', projectName: 'Site Two' })).data.id;
  for (let n = 1; n <= 6; n++) {
    const w = await t.post(admin, `${H}/info/addWorker`, { employmentCode: `H${n}`, name: `Housed ${n}`, projectId: P1, finNo: `G900000${n}K` });
    workers[`H${n}`] = w.data.id;
  }
});
afterAll(async () => t?.close());

const xlsx = async (tplUrl: string, rows: unknown[][]) => {
  const tpl = await t.app.inject({ method: 'GET', url: tplUrl, headers: hr.headers });
  expect(tpl.statusCode).toBe(200);
  const b = new ExcelJS.Workbook();
  await b.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
  for (const r of rows) b.worksheets[0].addRow(r);
  return Buffer.from(await b.xlsx.writeBuffer());
};
const upload = async (s: Session, url: string, file: Buffer) => {
  const boundary = '----h';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="h.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...s.headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return { status: res.statusCode, ...res.json() };
};
const ids: Record<string, string> = {};
const room = async (no: string) =>
  (await t.get(hr, `${H}/dwellroom/page`, { roomNo: no, size: -1 })).data.records.find((r: { roomNo: string }) => r.roomNo === no);
const workerOf = async (code: string) => (await t.get(admin, `${H}/info/workerDetail`, { id: workers[code] })).data;

describe('plots, buildings and rooms', () => {
  it('plots: save, page with counts, update, plot list; 400 naming the field; 409 duplicates; 403 without buttons', async () => {
    const p = await t.post(hr, `${H}/dwellplot/save`, { plotName: 'Tuas View', address: '70 Tuas South Ave 1', postalCode: '637287' });
    expect(p.code).toBe(200);
    ids.plot = p.data.id;
    expect(p.data).toMatchObject({ plotName: 'Tuas View', buildingCount: 0, roomCount: 0, capacity: 0, occupancy: 0 });
    ids.plot2 = (await t.post(hr, `${H}/dwellplot/save`, { plotName: 'Kranji Lodge' })).data.id;
    const bad = await t.post(hr, `${H}/dwellplot/save`, { plotName: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/plotName/);
    const dup = await t.post(hr, `${H}/dwellplot/save`, { plotName: 'Tuas View' });
    expect(dup.status).toBe(409);
    expect(dup.msg).toMatch(/plotName/);
    expect((await t.post(viewer, `${H}/dwellplot/save`, { plotName: 'Nope' })).status).toBe(403);
    expect((await t.post(hr, `${H}/dwellplot/update`, { id: ids.plot2, remark: 'second' })).data.remark).toBe('second');
    const list = await t.get(viewer, `${H}/dwellplot/plot`);
    expect(list.data.map((x: { plotName: string }) => x.plotName)).toEqual(['Kranji Lodge', 'Tuas View']);
    const page = await t.get(viewer, `${H}/dwellplot/page`, { plotName: 'tuas' });
    expect(page.data.records.map((x: { id: string }) => x.id)).toEqual([ids.plot]);
    expect((await t.get(null, `${H}/dwellplot/plot`)).status).toBe(401);
  });

  it('buildings: template, import refuses a file with a bad row and imports nothing, then imports a good file', async () => {
    const tpl = await t.app.inject({ method: 'GET', url: `${H}/dwellbuilding/blkExcel`, headers: hr.headers });
    expect(tpl.headers['content-type']).toContain('spreadsheetml');
    expect((await t.get(viewer, `${H}/dwellbuilding/blkExcel`)).status).toBe(403);
    const bad = await upload(
      hr,
      `${H}/dwellbuilding/blkExcel2`,
      await xlsx(`${H}/dwellbuilding/blkExcel`, [
        ['Tuas View', '10', 'Block Ten', 4, null],
        ['Nowhere', '11', null, null, null],
        ['Tuas View', '10', null, null, null],
        ['Tuas View', '12', null, 'many', null],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual([
      expect.objectContaining({ row: 3, column: 'Dormitory' }),
      expect.objectContaining({ row: 4, column: 'Blk No', reason: 'duplicates row 2' }),
      expect.objectContaining({ row: 5, column: 'Floors' }),
    ]);
    expect((await t.get(hr, `${H}/dwellbuilding/page`)).data.total).toBe(0);
    const ok = await upload(
      hr,
      `${H}/dwellbuilding/blkExcel2`,
      await xlsx(`${H}/dwellbuilding/blkExcel`, [
        ['Tuas View', '10', 'Block Ten', 4, null],
        ['tuas view', '12', null, null, 'near the gate'],
      ]),
    );
    expect(ok).toMatchObject({ code: 200, data: { imported: 2 } });
    const again = await upload(hr, `${H}/dwellbuilding/blkExcel2`, await xlsx(`${H}/dwellbuilding/blkExcel`, [['Tuas View', '10', null, null, null]]));
    expect(again.data.errors[0]).toMatchObject({ row: 2, column: 'Blk No', reason: expect.stringMatching(/already/) });
    const notXlsx = await upload(hr, `${H}/dwellbuilding/blkExcel2`, Buffer.from('hello'));
    expect(notXlsx.status).toBe(400);
    const noFile = await t.post(hr, `${H}/dwellbuilding/blkExcel2`, { file: 'x' });
    expect(noFile.status).toBe(400);
    expect((await upload(viewer, `${H}/dwellbuilding/blkExcel2`, Buffer.from('x'))).status).toBe(403);
    const page = await t.get(viewer, `${H}/dwellbuilding/page`, { plotId: ids.plot });
    expect(page.data.records.map((b: { blkNo: string; plotName: string }) => `${b.plotName} ${b.blkNo}`)).toEqual(['Tuas View 10', 'Tuas View 12']);
    ids.b10 = page.data.records[0].id;
    ids.b12 = page.data.records[1].id;
    const manual = await t.post(hr, `${H}/dwellbuilding/save`, { plotId: ids.plot2, blkNo: '1' });
    expect(manual.code).toBe(200);
    ids.k1 = manual.data.id;
    expect((await t.post(hr, `${H}/dwellbuilding/save`, { plotId: '123', blkNo: '9' })).msg).toMatch(/plotId/);
    expect((await t.post(hr, `${H}/dwellbuilding/save`, { plotId: ids.plot, blkNo: '10' })).status).toBe(409);
    expect((await t.get(viewer, `${H}/dwellbuilding/list`, { plotId: ids.plot2 })).data).toHaveLength(1);
  });

  it('rooms: save with capacity, template and import all-or-nothing, options for the transfer form', async () => {
    const r = await t.post(hr, `${H}/dwellroom/save`, { buildingId: ids.b10, roomNo: '01-01', floor: '1', capacity: 2 });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ plotId: ids.plot, plotName: 'Tuas View', blkNo: '10', capacity: 2, occupancy: 0, free: 2, status: 1 });
    ids.r101 = r.data.id;
    const badCap = await t.post(hr, `${H}/dwellroom/save`, { buildingId: ids.b10, roomNo: '01-02', capacity: 0 });
    expect(badCap.status).toBe(400);
    expect(badCap.msg).toMatch(/capacity/);
    expect((await t.post(hr, `${H}/dwellroom/save`, { buildingId: ids.b10, roomNo: '01-01', capacity: 4 })).status).toBe(409);
    expect((await t.post(viewer, `${H}/dwellroom/save`, { buildingId: ids.b10, roomNo: '01-09', capacity: 4 })).status).toBe(403);

    const bad = await upload(
      hr,
      `${H}/dwellroom/unitExcel2`,
      await xlsx(`${H}/dwellroom/unitExcel`, [
        ['Tuas View', '10', '02-01', '2', 4, null],
        ['Tuas View', '99', '02-02', '2', 4, null],
        ['Tuas View', '10', '02-03', '2', 0, null],
        ['Tuas View', '10', '01-01', '1', 4, null],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.errors.map((e: { row: number; column: string }) => `${e.row} ${e.column}`)).toEqual(['3 Blk No', '4 Capacity', '5 Room No']);
    expect((await t.get(hr, `${H}/dwellroom/page`)).data.total).toBe(1);
    const ok = await upload(
      hr,
      `${H}/dwellroom/unitExcel2`,
      await xlsx(`${H}/dwellroom/unitExcel`, [
        ['Tuas View', '10', '02-01', '2', 1, null],
        ['Tuas View', '12', '01-01', '1', 6, null],
        ['Kranji Lodge', '1', 'A1', null, 3, null],
      ]),
    );
    expect(ok).toMatchObject({ code: 200, data: { imported: 3 } });
    ids.r201 = (await room('02-01')).id;
    ids.a1 = (await room('A1')).id;
    const plot = (await t.get(viewer, `${H}/dwellplot/page`, { plotName: 'Tuas' })).data.records[0];
    expect(plot).toMatchObject({ buildingCount: 2, roomCount: 3, capacity: 9, occupancy: 0 });
    const options = await t.get(viewer, `${H}/dwellroom/options`, { plotId: ids.plot2 });
    expect(options.data).toEqual([{ id: ids.a1, label: 'Kranji Lodge / Blk 1 / #A1 (3 free)', free: 3 }]);
  });
});

describe('occupants', () => {
  it('assigns through saveWorker; the worker record shows the room; capacity is enforced; noUnitWorker', async () => {
    const before = await t.get(hr, `${H}/dwellroomref/noUnitWorker`, { size: -1 });
    expect(before.data.records.map((w: { employmentCode: string }) => w.employmentCode)).toEqual(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
    const a = await t.post(hr, `${H}/dwellroomref/saveWorker`, { roomId: ids.r101, workerIds: `${workers.H1},${workers.H2}`, date: day(-10) });
    expect(a.data).toEqual({ changed: 2, occupancy: 2, capacity: 2 });
    expect(await workerOf('H1')).toMatchObject({ dormitory: 'Tuas View', blk: '10', room: '01-01' });
    const full = await t.post(hr, `${H}/dwellroomref/saveWorker`, { roomId: ids.r101, workerIds: workers.H3 });
    expect(full.status).toBe(409);
    expect(full.msg).toMatch(/roomId: room 10-01-01 has 0 free bed/);
    expect((await workerOf('H3')).room).toBeNull();
    // assigning those already there changes nothing
    expect((await t.post(hr, `${H}/dwellroomref/saveWorker`, { roomId: ids.r101, workerIds: workers.H1 })).data.changed).toBe(0);
    const after = await t.get(hr, `${H}/dwellroomref/noUnitWorker`, { nameOrNo: 'Housed' });
    expect(after.data.total).toBe(4);
    expect((await t.get(hr, `${H}/dwellroomref/noUnitWorker`, { projectId: P2 })).data.total).toBe(0);
    const occ = await t.get(viewer, `${H}/dwellroomref/page`, { roomId: ids.r101, living: 1 });
    expect(occ.data.records.map((r: { employmentCode: string }) => r.employmentCode).sort()).toEqual(['H1', 'H2']);
    expect(occ.data.records[0]).toMatchObject({ plotName: 'Tuas View', blkNo: '10', roomNo: '01-01', projectName: 'Site One', checkOutDate: null });
    expect((await t.get(hr, `${H}/dwellroom/detail`, { id: ids.r101 })).data).toMatchObject({ occupancy: 2, free: 0 });
    expect((await t.get(hr, `${H}/dwellroom/page`, { hasFree: 1, size: -1 })).data.records.map((r: { id: string }) => r.id)).not.toContain(ids.r101);
    expect((await t.get(hr, `${H}/dwellroom/page`, { hasFree: 0, size: -1 })).data.records.map((r: { id: string }) => r.id)).toEqual([ids.r101]);
  });

  it('moves a worker (old stay ends, history kept) and checks out; bad input is a 400 naming the field', async () => {
    const move = await t.post(hr, `${H}/dwellroomref/saveWorker`, { action: 'assign', roomId: ids.a1, workerIds: workers.H2, date: day(-1) });
    expect(move.data.changed).toBe(1);
    expect(await workerOf('H2')).toMatchObject({ dormitory: 'Kranji Lodge', blk: '1', room: 'A1' });
    const history = await t.get(viewer, `${H}/dwellroomref/page`, { workerId: workers.H2 });
    expect(history.data.records.map((r: { roomNo: string; checkOutDate: string | null }) => [r.roomNo, r.checkOutDate])).toEqual([
      ['A1', null],
      ['01-01', day(-1)],
    ]);
    expect((await t.get(viewer, `${H}/dwellroomref/page`, { living: 0 })).data.total).toBe(1);
    expect((await t.get(viewer, `${H}/dwellroomref/page`, { plotId: ids.plot2, living: 1 })).data.total).toBe(1);
    expect((await t.get(viewer, `${H}/dwellroomref/page`, { nameOrNo: 'G9000002' })).data.total).toBe(2);

    const early = await t.post(hr, `${H}/dwellroomref/saveWorker`, { action: 'checkOut', workerIds: workers.H2, date: day(-30) });
    expect(early.status).toBe(400);
    expect(early.msg).toMatch(/date/);
    const out = await t.post(hr, `${H}/dwellroomref/saveWorker`, { action: 'checkOut', workerIds: workers.H2 });
    expect(out.data.changed).toBe(1);
    expect(await workerOf('H2')).toMatchObject({ dormitory: null, blk: null, room: null });
    expect((await t.post(hr, `${H}/dwellroomref/saveWorker`, { action: 'checkOut', workerIds: workers.H2 })).status).toBe(409);

    for (const [body, field] of [
      [{ workerIds: workers.H3 }, 'roomId'],
      [{ roomId: ids.r101 }, 'workerIds'],
      [{ roomId: ids.r101, workerIds: workers.H3, date: '31/12/2026' }, 'date'],
      [{ roomId: ids.r101, workerIds: workers.H3, action: 'evict' }, 'action'],
      [{ roomId: '42', workerIds: workers.H3 }, 'roomId'],
    ] as const) {
      const r = await t.post(hr, `${H}/dwellroomref/saveWorker`, body as Record<string, unknown>);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.msg).toContain(field);
    }
    expect((await t.post(hr, `${H}/dwellroomref/saveWorker`, { roomId: ids.r201, workerIds: '99' })).status).toBe(404);
    expect((await t.post(viewer, `${H}/dwellroomref/saveWorker`, { roomId: ids.r201, workerIds: workers.H3 })).status).toBe(403);
    expect((await t.get(signedOut(), `${H}/dwellroomref/page`)).status).toBe(401);
  });

  it('closed rooms take nobody; capacity cannot drop below occupancy; renames reach the worker records; removal needs empty rooms', async () => {
    expect((await t.post(hr, `${H}/dwellroom/update`, { id: ids.r201, status: 2 })).code).toBe(200);
    const closed = await t.post(hr, `${H}/dwellroomref/saveWorker`, { roomId: ids.r201, workerIds: workers.H3 });
    expect(closed.status).toBe(409);
    expect(closed.msg).toMatch(/closed/);
    const cut = await t.post(hr, `${H}/dwellroom/update`, { id: ids.r101, capacity: 0 });
    expect(cut.status).toBe(400);
    const cut1 = await t.post(hr, `${H}/dwellroom/update`, { id: ids.r101, capacity: 1 });
    expect(cut1.status).toBe(200); // H1 alone lives there now
    expect((await t.post(hr, `${H}/dwellroomref/saveWorker`, { roomId: ids.r101, workerIds: workers.H3 })).status).toBe(409);
    expect((await t.post(hr, `${H}/dwellroom/update`, { id: ids.r101, capacity: 3 })).data.free).toBe(2);

    await t.post(hr, `${H}/dwellplot/update`, { id: ids.plot, plotName: 'Tuas View Dormitory' });
    await t.post(hr, `${H}/dwellbuilding/update`, { id: ids.b10, blkNo: '10A' });
    await t.post(hr, `${H}/dwellroom/update`, { id: ids.r101, roomNo: '01-01A' });
    expect(await workerOf('H1')).toMatchObject({ dormitory: 'Tuas View Dormitory', blk: '10A', room: '01-01A' });

    expect((await t.post(hr, `${H}/dwellroom/remove`, { ids: ids.r101 })).status).toBe(409);
    expect((await t.post(hr, `${H}/dwellbuilding/remove`, { ids: ids.b12 })).status).toBe(409);
    expect((await t.post(hr, `${H}/dwellplot/remove`, { ids: ids.plot })).status).toBe(409);
    const spare = await t.post(hr, `${H}/dwellplot/save`, { plotName: 'Spare' });
    expect((await t.post(viewer, `${H}/dwellplot/remove`, { ids: spare.data.id })).status).toBe(403);
    expect((await t.post(hr, `${H}/dwellplot/remove`, { ids: spare.data.id })).code).toBe(200);
    expect((await t.post(hr, `${H}/dwellroom/remove`, { ids: ids.r201 })).code).toBe(200);
    expect((await t.post(hr, `${H}/dwellroom/remove`, { ids: 'x' })).status).toBe(400);
  });
});

describe('approval forms', () => {
  const start = (formId: string, map: Record<string, unknown>, router: string) =>
    t.post(admin, `${H}/processfield/startProcess`, { formId, map }, { headers: { router } });
  const approve = async (processInstanceId: string, flag: 'ok' | 'reject' = 'ok') => {
    const todo = (await t.get(admin, '/api/blade-flow/work/todo-list', { size: -1 })).data.records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === processInstanceId,
    );
    return t.post(admin, '/api/blade-flow/work/complete-task', { taskId: todo.taskId, flag });
  };

  it('form 26 picks the target room from the free rooms; approval moves the worker', async () => {
    const fields = (await t.get(admin, '/api/mcc-base/base/templateField/detail', { formId: 26 })).data;
    const target = fields.find((f: { fieldName: string }) => f.fieldName === 'targetRoomId');
    expect(target).toMatchObject({ fieldType: 'select', required: 1 });
    expect(JSON.parse(target.fieldOption).dicUrl).toBe('/api/mcc-worker/dwellroom/options');
    const router = '/worker/flow/transferDormitory/index';
    const same = await start('26', { workerId: workers.H1, targetRoomId: ids.r101, moveDate: day(0), reason: 'x' }, router);
    expect(same.status).toBe(409);
    expect((await start('26', { workerId: workers.H1, targetRoomId: '77', moveDate: day(0), reason: 'x' }, router)).msg).toMatch(/targetRoomId/);
    const req = await start('26', { workerId: workers.H1, targetRoomId: ids.a1, moveDate: day(0), reason: 'closer to site' }, router);
    expect(req.data.flowStatus).toBe('running');
    expect((await workerOf('H1')).room).toBe('01-01A');
    const done = await approve(req.data.processInstanceId);
    expect(done.data.flowStatus).toBe('approved');
    expect(await workerOf('H1')).toMatchObject({ dormitory: 'Kranji Lodge', blk: '1', room: 'A1' });
    const stay = (await t.get(hr, `${H}/dwellroomref/page`, { workerId: workers.H1, living: 1 })).data.records[0];
    expect(stay).toMatchObject({ roomId: ids.a1, processId: req.data.id, checkInDate: day(0) });

    // a room that filled up while the request waited refuses the approval (nothing changes)
    const small = await t.post(hr, `${H}/dwellroom/save`, { buildingId: ids.k1, roomNo: 'B1', capacity: 1 });
    const wait = await start('26', { workerId: workers.H4, targetRoomId: small.data.id, moveDate: day(0), reason: 'x' }, router);
    await t.post(hr, `${H}/dwellroomref/saveWorker`, { roomId: small.data.id, workerIds: workers.H5 });
    const refused = await approve(wait.data.processInstanceId);
    expect(refused.status).toBe(409);
    expect(refused.msg).toMatch(/targetRoomId/);
    expect((await workerOf('H4')).room).toBeNull();
    expect((await approve(wait.data.processInstanceId, 'reject')).data.flowStatus).toBe('rejected');
  });

  it('form 17 opens a project transfer when it starts and completes it when approved (cancels when rejected)', async () => {
    const router = '/worker/flow/turnSiteApply/index';
    const req = await start(
      '17',
      { workerId: workers.H6, sourceProjectId: P1, targetProjectId: P2, transitionDate: day(2), remark: 'needed at Site Two' },
      router,
    );
    expect(req.data.flowStatus).toBe('running');
    expect((await workerOf('H6')).teamMemberStatus).toBe(1);
    const pending = (await t.get(admin, `${H}/processsimplifytransition/page`, { workerId: workers.H6 })).data.records;
    expect(pending).toEqual([expect.objectContaining({ transitionStatus: 0, processId: req.data.id, sourceProjectId: P1, targetProjectId: P2 })]);
    expect((await start('17', { workerId: workers.H6, sourceProjectId: P1, targetProjectId: P2, transitionDate: day(2) }, router)).status).toBe(409);
    await approve(req.data.processInstanceId);
    expect(await workerOf('H6')).toMatchObject({ projectId: P2, teamMemberStatus: 0 });
    expect((await t.get(admin, `${H}/processsimplifytransition/page`, { workerId: workers.H6 })).data.records[0].transitionStatus).toBe(1);

    const back = await start('17', { workerId: workers.H6, sourceProjectId: P2, targetProjectId: P1, transitionDate: day(3) }, router);
    await approve(back.data.processInstanceId, 'reject');
    expect(await workerOf('H6')).toMatchObject({ projectId: P2, teamMemberStatus: 0 });
    const list = (await t.get(admin, `${H}/processsimplifytransition/page`, { workerId: workers.H6, transitionStatus: 2 })).data.records;
    expect(list).toHaveLength(1);
  });

  it('site transfers (CF): list of form-17 applications, cFactory, DaoChuCF and DaoChuCFPerson exports', async () => {
    const cf = await signInWith(t, { account: 'cfuser', codes: ['worker_cfactory_view', 'worker_cfactory_add', 'worker_cfactory_export'] });
    const list = await t.get(cf, `${H}/teammember/cFactoryList`, { formId: 17 });
    expect(
      list.data.records.map((r: { employmentCode: string; targetProjectName: string; flowStatus: string }) => [
        r.employmentCode,
        r.targetProjectName,
        r.flowStatus,
      ]),
    ).toEqual([
      ['H6', 'Site One', 'rejected'],
      ['H6', 'Site Two', 'approved'],
    ]);
    expect((await t.get(cf, `${H}/teammember/cFactoryList`, { formId: 2 })).status).toBe(400);
    expect((await t.get(cf, `${H}/teammember/cFactoryList`, { flowStatus: 'approved' })).data.total).toBe(1);
    expect((await t.get(viewer, `${H}/teammember/cFactoryList`)).status).toBe(403);

    const sent = await t.post(cf, `${H}/teammember/cFactory`, { workerIds: `${workers.H3},${workers.H4}`, targetProjectId: P2, transitionDate: day(1) });
    expect(sent.data).toBe(2);
    expect((await workerOf('H3')).teamMemberStatus).toBe(1);
    const again = await t.post(cf, `${H}/teammember/cFactory`, { workerIds: `${workers.H5},${workers.H4}`, targetProjectId: P2, transitionDate: day(1) });
    expect(again.status).toBe(409);
    expect((await workerOf('H5')).teamMemberStatus).toBe(0);
    expect((await t.post(cf, `${H}/teammember/cFactory`, { workerIds: workers.H5, targetProjectId: P2 })).msg).toMatch(/transitionDate/);
    expect((await t.post(cf, `${H}/teammember/cFactory`, { workerIds: workers.H5, targetProjectId: '5', transitionDate: day(1) })).msg).toMatch(
      /targetProjectId/,
    );

    const sheet = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: cf.headers });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb.worksheets[0];
    };
    const apps = await sheet(`${H}/teammember/DaoChuCF?formId=17`);
    expect(apps.rowCount).toBe(3);
    expect(apps.getRow(1).getCell(8).value).toBe('To Site');
    const people = await sheet(`${H}/teammember/DaoChuCFPerson?formId=17&flowStatus=approved`);
    expect(people.rowCount).toBe(2);
    expect([people.getRow(2).getCell(1).value, people.getRow(2).getCell(4).value, people.getRow(2).getCell(6).value]).toEqual(['H6', 'G9000006K', 'Site Two']);
    expect((await t.get(viewer, `${H}/teammember/DaoChuCF`)).status).toBe(403);
    expect((await t.get(cf, `${H}/teammember/DaoChuCFPerson`, { formId: 26 })).status).toBe(400);
  });
});

const signedOut = () => null;

describe.runIf(onPostgres)('concurrency (PostgreSQL)', () => {
  it('two assignments racing for the last bed: one succeeds, the other is refused', async () => {
    const r = await t.post(hr, `${H}/dwellroom/save`, { buildingId: ids.k1, roomNo: 'RACE', capacity: 1 });
    const a = (await t.post(admin, `${H}/info/addWorker`, { employmentCode: 'RA', name: 'Racer A' })).data.id;
    const b = (await t.post(admin, `${H}/info/addWorker`, { employmentCode: 'RB', name: 'Racer B' })).data.id;
    // two connections of their own, so the two transactions truly run at the same time
    const one = await openDatabase({ databaseUrl: t.databaseUrl });
    const two = await openDatabase({ databaseUrl: t.databaseUrl });
    try {
      for (let round = 0; round < 5; round++) {
        const actor = { tenantId: '000000', userId: '1', account: 'race' };
        const results = await Promise.allSettled([
          one.db.transaction((tx) => assignWorkers(tx, actor, { roomId: r.data.id, workerIds: [a] })),
          two.db.transaction((tx) => assignWorkers(tx, actor, { roomId: r.data.id, workerIds: [b] })),
        ]);
        expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
        const failed = results.find((x) => x.status === 'rejected') as PromiseRejectedResult;
        expect((failed.reason as { code: number }).code).toBe(409);
        const occ = (await t.get(hr, `${H}/dwellroomref/page`, { roomId: r.data.id, living: 1 })).data.records;
        expect(occ).toHaveLength(1);
        await t.post(hr, `${H}/dwellroomref/saveWorker`, { action: 'checkOut', workerIds: occ[0].workerId });
      }
    } finally {
      await one.close();
      await two.close();
    }
  });
});
