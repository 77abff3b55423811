import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';

let t: TestApp;
let admin: Session;
let P1: string;
let W1: string;
let W2: string;
let T1: string;

const rec = (workerId: string, clockInTime: string, clockOutTime?: string) =>
  t.post(admin, '/api/mcc-worker/attendance/submit', { workerId, clockInTime, clockOutTime });

async function xlsx(rows: (string | undefined)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Attendance');
  ws.addRow(['Employment Code', 'Date', 'Clock In', 'Clock Out', 'Remark']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
async function upload(session: Session, file: Buffer) {
  const boundary = 'x-attendance-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/mcc-worker/attendance/import',
    payload,
    headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, ...res.json() };
}
async function approveAll(s: Session, processInstanceId: string) {
  const todo = (await t.get(s, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as {
    taskId: string;
    processInstanceId: string;
    taskVersion: number;
  }[];
  const task = todo.find((x) => x.processInstanceId === processInstanceId)!;
  return t.post(s, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok', comment: 'ok', version: task.taskVersion });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  P1 = (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'AP1', projectName: 'Site One' })).data.id;
  T1 = (await t.post(admin, '/api/mcc-worker/team/addTeam', { teamName: 'Rebar A', projectId: P1 })).data?.id;
  W1 = (await t.post(admin, '/api/mcc-worker/info/addWorker', { employmentCode: 'A001', name: 'Rahim Uddin', projectId: P1, teamId: T1 })).data.id;
  W2 = (await t.post(admin, '/api/mcc-worker/info/addWorker', { employmentCode: 'A002', name: 'Kumar Selvam', projectId: P1 })).data.id;
});
afterAll(async () => t?.close());

describe('holiday schemes', () => {
  it('seeds the 2026 Singapore public holidays in a default scheme', async () => {
    const list = await t.get(admin, '/api/mcc-base/holiday/scheme-list', { status: 1 });
    expect(list.data.records.map((r: { title: string }) => r.title)).toContain('Singapore public holidays');
    const sg = list.data.records.find((r: { title: string }) => r.title === 'Singapore public holidays');
    const days = await t.get(admin, '/api/mcc-base/holiday/holiday-list', { schemeId: sg.id, year: 2026, size: -1 });
    expect(days.data.total).toBe(14);
    expect(days.data.records[0]).toMatchObject({ date: '2026-01-01', name: "New Year's Day", week: 'Thu', isLeave: 1 });
    expect(days.data.records.find((d: { date: string }) => d.date === '2026-08-09')).toMatchObject({ name: 'National Day', week: 'Sun' });
    expect((await t.get(admin, '/api/mcc-base/holiday/base-list')).data.some((s: { id: string }) => s.id === sg.id)).toBe(true);
  });

  it('creates, updates and removes schemes and holidays; weekday derived; duplicates 409; a used scheme stays', async () => {
    const s = await t.post(admin, '/api/mcc-base/holiday/create-scheme', { title: 'Malaysia site', remark: 'JB' });
    expect(s.code).toBe(200);
    expect((await t.post(admin, '/api/mcc-base/holiday/create-scheme', { title: 'Malaysia site' })).status).toBe(409);
    expect((await t.post(admin, '/api/mcc-base/holiday/create-scheme', { title: '' })).msg).toMatch(/title/);
    // create-holiday takes query parameters
    const h = await t.post(admin, `/api/mcc-base/holiday/create-holiday?schemeId=${s.data.id}&name=Agong&date=2026-06-01`);
    expect(h.data).toMatchObject({ week: 'Mon', isLeave: 1 });
    expect((await t.post(admin, `/api/mcc-base/holiday/create-holiday?schemeId=${s.data.id}&name=Again&date=2026-06-01`)).status).toBe(409);
    expect((await t.post(admin, '/api/mcc-base/holiday/create-holiday', { schemeId: s.data.id, name: 'Bad', date: '01/06/2026' })).msg).toMatch(/date/);
    expect((await t.post(admin, '/api/mcc-base/holiday/create-holiday', { schemeId: '1', name: 'Nowhere', date: '2026-06-02' })).msg).toMatch(/schemeId/);
    const u = await t.post(admin, '/api/mcc-base/holiday/update-holiday', { id: h.data.id, date: '2026-06-02', isLeave: 0 });
    expect(u.data).toMatchObject({ week: 'Tue', isLeave: 0 });
    expect((await t.post(admin, '/api/mcc-base/holiday/update-scheme', { id: s.data.id, status: 0 })).data.status).toBe(0);
    const sch = await t.post(admin, '/api/mcc-base/attendanceScheme/submit', {
      schemeName: 'JB day',
      workTime: '08:00',
      offTime: '17:00',
      holidaySchemeId: s.data.id,
      status: 0,
    });
    const used = await t.post(admin, `/api/mcc-base/holiday/remove-scheme?ids=${s.data.id}`);
    expect(used.status).toBe(409);
    expect(used.msg).toMatch(/JB day/);
    await t.post(admin, `/api/mcc-base/attendanceScheme/remove?ids=${sch.data.id}`);
    expect((await t.post(admin, `/api/mcc-base/holiday/remove-scheme?ids=${s.data.id}`)).code).toBe(200);
    expect((await t.get(admin, '/api/mcc-base/holiday/holiday-list', { schemeId: s.data.id })).data.total).toBe(0);
  });

  it('needs the holiday buttons to change schemes', async () => {
    const viewer = await signInWith(t, { account: 'holviewer', codes: [] });
    expect((await t.get(viewer, '/api/mcc-base/holiday/scheme-list')).code).toBe(200);
    expect((await t.post(viewer, '/api/mcc-base/holiday/create-scheme', { title: 'X' })).status).toBe(403);
  });
});

describe('attendance schemes and records', () => {
  it('validates schemes: times name the field, a day shift must end after it starts', async () => {
    expect((await t.post(admin, '/api/mcc-base/attendanceScheme/submit', { schemeName: 'Bad', workTime: '8am', offTime: '17:00' })).msg).toMatch(/workTime/);
    expect((await t.post(admin, '/api/mcc-base/attendanceScheme/submit', { schemeName: 'Bad', workTime: '20:00', offTime: '06:00', isAcross: 0 })).msg).toMatch(
      /offTime/,
    );
    expect(
      (await t.post(admin, '/api/mcc-base/attendanceScheme/submit', { schemeName: 'Bad', workTime: '08:00', offTime: '17:00', workerIds: 'abc' })).msg,
    ).toMatch(/workerIds/);
    const night = await t.post(admin, '/api/mcc-base/attendanceScheme/submit', {
      schemeName: 'Night shift',
      workTime: '20:00',
      offTime: '06:00',
      isAcross: 1,
      workingHours: 8,
      noonBreakHours: 1,
      workerIds: W2,
      status: 1,
    });
    expect(night.data).toMatchObject({ isAcross: 1, workerIds: W2, status: 1, newDayStartTime: '04:00' });
    expect((await t.get(admin, '/api/mcc-base/attendanceScheme/page', { status: 1 })).data.total).toBe(1);
  });

  it('computes normal and overtime hours per day type and across midnight', async () => {
    const mon = await rec(W1, '2026-03-02 08:00:00', '2026-03-02 18:00:00');
    expect(mon.data).toMatchObject({
      attendanceDate: '2026-03-02',
      hours: '8.00',
      overtimeHours: '1.00',
      dayType: 0,
      source: 4,
      workerName: 'Rahim Uddin',
      employmentCode: 'A001',
    });
    const sun = await rec(W1, '2026-03-01 08:00:00', '2026-03-01 12:00:00');
    expect(sun.data).toMatchObject({ dayType: 1, hours: '0.00', overtimeHours: '4.00' });
    const goodFriday = await rec(W1, '2026-04-03 08:00:00', '2026-04-03 17:00:00');
    expect(goodFriday.data).toMatchObject({ dayType: 2, overtimeHours: '8.00' });
    const night = await rec(W2, '2026-03-02 20:00:00', '2026-03-03 06:00:00');
    expect(night.data).toMatchObject({ attendanceDate: '2026-03-02', hours: '8.00', overtimeHours: '1.00' });
    expect(night.data.schemeId).toBeTruthy();
    const early = await rec(W2, '2026-03-04 02:00:00', '2026-03-04 06:00:00');
    expect(early.data.attendanceDate).toBe('2026-03-03');
    const dup = await rec(W1, '2026-03-02 09:00:00', '2026-03-02 17:00:00');
    expect(dup.status).toBe(409);
    expect(dup.msg).toMatch(/2026-03-02/);
    expect((await rec(W1, '2026-03-05 09:00:00', '2026-03-05 08:00:00')).msg).toMatch(/clockOutTime/);
    expect((await t.post(admin, '/api/mcc-worker/attendance/submit', { clockInTime: '2026-03-05 09:00' })).msg).toMatch(/workerId/);
    expect((await t.post(admin, '/api/mcc-worker/attendance/submit', { workerId: W1, clockInTime: 'yesterday' })).msg).toMatch(/clockInTime/);
    const upd = await t.post(admin, '/api/mcc-worker/attendance/submit', { id: mon.data.id, clockOutTime: '2026-03-02 17:00:00' });
    expect(upd.data).toMatchObject({ hours: '8.00', overtimeHours: '0.00' });
    const page = await t.get(admin, '/api/mcc-worker/attendance/page', { month: '2026-03', teamId: T1 });
    expect(page.data.total).toBe(2);
  });

  it('imports an attendance file all or nothing; a clock-out before the clock-in is the next day', async () => {
    const bad = await upload(
      admin,
      await xlsx([
        ['A001', '2026-03-09', '08:00', '17:00'],
        ['NOPE', '2026-03-09', '08:00', '17:00'],
        ['A001', '2026-03-09', '08:00', '18:00'],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.errors.map((e: { row: number }) => e.row)).toEqual([3, 4]);
    expect((await t.get(admin, '/api/mcc-worker/attendance/page', { workerId: W1, dateFrom: '2026-03-09', dateTo: '2026-03-09' })).data.total).toBe(0);
    const ok = await upload(
      admin,
      await xlsx([
        ['A001', '2026-03-09', '08:00', '19:00', 'site'],
        ['A002', '2026-03-09', '22:00', '06:00'],
      ]),
    );
    expect(ok.data).toEqual({ imported: 2 });
    const w2 = await t.get(admin, '/api/mcc-worker/attendance/page', { workerId: W2, month: '2026-03' });
    expect(w2.data.records.find((r: { attendanceDate: string }) => r.attendanceDate === '2026-03-09')).toMatchObject({
      clockOutTime: '2026-03-10 06:00:00',
      hours: '7.00',
      overtimeHours: '0.00',
      source: 2,
    });
    const reader = await signInWith(t, { account: 'attreader', codes: ['attendance_record_view'] });
    expect((await upload(reader, await xlsx([['A001', '2026-03-10', '08:00', '17:00']]))).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/mcc-worker/attendance/import-template', headers: admin.headers })).statusCode).toBe(200);
  });

  it('sums a month by team and by worker', async () => {
    const byTeam = await t.get(admin, '/api/mcc-worker/attendance/sumByTeam', { month: '2026-03' });
    expect(byTeam.data).toEqual([
      {
        teamId: '0',
        teamName: 'No team',
        projectId: P1,
        projectName: 'Site One',
        workerCount: 1,
        attendanceDays: 3,
        totalHours: '19.00',
        overtimeHours: '1.00',
      },
      {
        teamId: T1,
        teamName: 'Rebar A',
        projectId: P1,
        projectName: 'Site One',
        workerCount: 1,
        attendanceDays: 3,
        totalHours: '16.00',
        overtimeHours: '6.00',
      },
    ]);
    const byWorker = await t.get(admin, '/api/mcc-worker/attendance/sumByWorker', { month: '2026-03', teamId: T1 });
    expect(byWorker.data).toEqual([
      {
        workerId: W1,
        name: 'Rahim Uddin',
        employmentCode: 'A001',
        teamName: 'Rebar A',
        projectName: 'Site One',
        attendanceDays: 3,
        totalHours: '16.00',
        overtimeHours: '6.00',
      },
    ]);
    expect((await t.get(admin, '/api/mcc-worker/attendance/summary', { workerId: W1, dateFrom: '2026-03-01', dateTo: '2026-03-02' })).data).toEqual({
      attendanceDays: 2,
      totalHours: '8.00',
      overtimeHours: '4.00',
    });
    expect((await t.get(admin, '/api/mcc-worker/attendance/sumByTeam', {})).msg).toMatch(/month/);
  });

  it('confirms a month once; its records then refuse every change', async () => {
    const [r] = (await t.get(admin, '/api/mcc-worker/attendance/page', { workerId: W1, month: '2026-03' })).data.records;
    const viewer = await signInWith(t, { account: 'attviewer', codes: ['attendance_record_view', 'attendance_record_edit'] });
    expect((await t.post(viewer, '/api/mcc-worker/attendance/confirm', { month: '2026-03' })).status).toBe(403);
    expect((await t.post(admin, '/api/mcc-worker/attendance/confirm', { month: '2026-13' })).msg).toMatch(/month/);
    expect((await t.post(admin, '/api/mcc-worker/attendance/confirm', { month: '2026-03' })).data.month).toBe('2026-03');
    expect((await t.post(admin, '/api/mcc-worker/attendance/confirm', { month: '2026-03' })).status).toBe(409);
    const edit = await t.post(admin, '/api/mcc-worker/attendance/submit', { id: r.id, clockOutTime: '2026-03-09 20:00:00' });
    expect(edit.status).toBe(409);
    expect(edit.msg).toMatch(/2026-03 has been confirmed/);
    expect((await rec(W1, '2026-03-20 08:00:00', '2026-03-20 17:00:00')).status).toBe(409);
    expect((await t.post(admin, `/api/mcc-worker/attendance/remove?ids=${r.id}`)).status).toBe(409);
    // moving an April record into March is refused too
    const apr = await rec(W2, '2026-04-06 08:00:00', '2026-04-06 17:00:00');
    expect(
      (await t.post(admin, '/api/mcc-worker/attendance/submit', { id: apr.data.id, clockInTime: '2026-03-30 08:00:00', clockOutTime: '2026-03-30 17:00:00' }))
        .status,
    ).toBe(409);
    const imp = await upload(admin, await xlsx([['A001', '2026-03-25', '08:00', '17:00']]));
    expect(imp.status).toBe(400);
    expect(imp.msg).toMatch(/confirmed/);
    expect((await t.get(admin, '/api/mcc-worker/attendance/confirm-list')).data.records[0].month).toBe('2026-03');
  });
});

describe('manual attendance (form 44) and overtime (form 36)', () => {
  it('an approved manual attendance writes the days; a confirmed month refuses the request', async () => {
    const start = await t.post(admin, '/api/mcc-worker/processfield/startProcess', {
      formId: '44',
      map: {
        staffName: 'Rahim Uddin',
        workerId: W1,
        manualDates: [
          { attendanceDate: '2026-04-07', clockInTimeManual: '08:00', clockOutTimeManual: '18:00', remark: 'card lost' },
          { attendanceDate: '2026-04-08', clockInTimeManual: '20:00', clockOutTimeManual: '05:00' },
        ],
      },
    });
    expect(start.code).toBe(200);
    expect((await t.get(admin, '/api/mcc-worker/attendance/page', { workerId: W1, dateFrom: '2026-04-07', dateTo: '2026-04-08' })).data.total).toBe(0);
    expect((await approveAll(admin, start.data.processInstanceId)).code).toBe(200);
    const days = (await t.get(admin, '/api/mcc-worker/attendance/page', { workerId: W1, dateFrom: '2026-04-07', dateTo: '2026-04-08', ascs: 'attendanceDate' }))
      .data.records;
    expect(
      days.map((d: { attendanceDate: string; source: number; hours: string; overtimeHours: string; clockOutTime: string; processId: string }) => [
        d.attendanceDate,
        d.source,
        d.hours,
        d.overtimeHours,
        d.clockOutTime,
        d.processId,
      ]),
    ).toEqual([
      ['2026-04-07', 3, '8.00', '1.00', '2026-04-07 18:00:00', start.data.processId],
      ['2026-04-08', 3, '8.00', '0.00', '2026-04-09 05:00:00', start.data.processId],
    ]);
    const march = await t.post(admin, '/api/mcc-worker/processfield/startProcess', {
      formId: '44',
      map: { staffName: 'Rahim Uddin', workerId: W1, manualDates: [{ attendanceDate: '2026-03-27', clockInTimeManual: '08:00', clockOutTimeManual: '17:00' }] },
    });
    expect(march.status).toBe(409);
    expect(march.msg).toMatch(/2026-03/);
  });

  it('an approved overtime request counts towards the day, never twice with the clock', async () => {
    const staff = await t.post(admin, '/api/mcc-staff/staff/addStaff', {
      staffNo: 'OT01',
      enName: 'Lim Wei',
      email: 'lim.wei@example.com',
      mobileCode: '+65',
      mobile: '91112222',
    });
    const S = staff.data.id;
    await t.post(admin, '/api/mcc-worker/attendance/submit', { staffId: S, clockInTime: '2026-04-13 08:00:00', clockOutTime: '2026-04-13 19:00:00' });
    const bad = await t.post(admin, '/api/mcc-staff/processfield/startProcess', {
      formId: '36',
      map: { staffId: S, reason: 'pour', ot: [{ startTime: '2026-04-13 20:00:00', endTime: '2026-04-13 19:00:00' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/ot\.0\.endTime/);
    const ot = await t.post(admin, '/api/mcc-staff/processfield/startProcess', {
      formId: '36',
      map: {
        staffId: S,
        reason: 'concrete pour',
        ot: [
          { startTime: '2026-04-13 17:00:00', endTime: '2026-04-13 20:00:00' },
          { startTime: '2026-04-14 18:00:00', endTime: '2026-04-14 20:00:00' },
        ],
      },
    });
    expect(ot.code).toBe(200);
    const before = await t.get(admin, '/api/mcc-worker/attendance/summary', { staffId: S, dateFrom: '2026-04-01', dateTo: '2026-04-30' });
    expect(before.data).toEqual({ attendanceDays: 1, totalHours: '8.00', overtimeHours: '2.00' });
    await approveAll(admin, ot.data.processInstanceId);
    const after = await t.get(admin, '/api/mcc-worker/attendance/summary', { staffId: S, dateFrom: '2026-04-01', dateTo: '2026-04-30' });
    expect(after.data).toEqual({ attendanceDays: 1, totalHours: '8.00', overtimeHours: '5.00' });
  });

  it('overtime for a day of a confirmed month is refused at start, and at approval when the month was confirmed meanwhile', async () => {
    const staff = await t.post(admin, '/api/mcc-staff/staff/addStaff', {
      staffNo: 'OT02',
      enName: 'Tan Mei',
      email: 'tan.mei@example.com',
      mobileCode: '+65',
      mobile: '91113333',
    });
    const S = staff.data.id;
    // March 2026 was confirmed above
    const march = await t.post(admin, '/api/mcc-staff/processfield/startProcess', {
      formId: '36',
      map: { staffId: S, reason: 'late pour', ot: [{ startTime: '2026-03-16 18:00:00', endTime: '2026-03-16 21:00:00' }] },
    });
    expect(march.status).toBe(409);
    expect(march.msg).toBe('Attendance of 2026-03 has been confirmed and cannot be changed');
    const may = await t.post(admin, '/api/mcc-staff/processfield/startProcess', {
      formId: '36',
      map: { staffId: S, reason: 'late pour', ot: [{ startTime: '2026-05-18 18:00:00', endTime: '2026-05-18 21:00:00' }] },
    });
    expect(may.code).toBe(200);
    expect((await t.post(admin, '/api/mcc-worker/attendance/confirm', { month: '2026-05' })).code).toBe(200);
    const approval = await approveAll(admin, may.data.processInstanceId);
    expect(approval.status).toBe(409);
    expect(approval.msg).toMatch(/^Attendance of 2026-05 has been confirmed and cannot be changed; this request can no longer be approved/);
    expect((await t.get(admin, '/api/mcc-worker/attendance/summary', { staffId: S, dateFrom: '2026-05-01', dateTo: '2026-05-31' })).data.overtimeHours).toBe(
      '0.00',
    );
    // the request is still running: the approver may reject it
    expect((await t.get(admin, '/api/mcc-staff/processfield/detail', { processInstanceId: may.data.processInstanceId })).data.flowStatus).toBe('running');
  });
});
