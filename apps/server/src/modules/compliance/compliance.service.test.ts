import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../../app.js';
import { createTestApp, onPostgres, ADMIN_PASSWORD, type Session, type TestApp } from '../../../test/helpers.js';
import { TEST_JWT_SECRET } from '../../../test/snapshot.js';
import { openDatabase } from '../../platform/db/client.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { outbox } from '../../platform/db/platform.tables.js';
import { param } from '../system/system.tables.js';
import { projects } from '../base/base.queries.js';
import { teams } from '../worker/team.queries.js';
import { workers } from '../worker/worker.queries.js';
import { openTransfer } from '../worker/transfer.service.js';
import { buildings, plots, rooms } from '../housing/housing.queries.js';
import { saveOccupants } from '../housing/housing.service.js';
import { docReminder } from './compliance.tables.js';
import { addDays, todayOf } from './compliance.queries.js';
import { runExpiryReminders } from './compliance.reminders.js';

/** The compliance centre on a database: reminders once each (two apps at once on PostgreSQL), renewals, the expired-permit gate, declarations. */

let t: TestApp;
let admin: Session;
let hr: ServiceContext;
const today = todayOf();
const day = (n: number) => addDays(today, n);
const at = (date: string) => new Date(`${date}T09:00:00`);

const setParam = async (key: string, value: string) => {
  await t.db
    .update(param)
    .set({ paramValue: value })
    .where(and(eq(param.tenantId, '000000'), eq(param.paramKey, key)));
};
const reminderMail = async () =>
  t.db
    .select({ recipient: outbox.recipient, channel: outbox.channel, subject: outbox.subject, payload: outbox.payload })
    .from(outbox)
    .where(sql`${outbox.payload}->>'kind' = 'documentExpiry'`)
    .orderBy(outbox.id);
const remindersOf = async (workerId: string) =>
  (await t.db.select().from(docReminder).where(eq(docReminder.workerId, workerId))).map((r) => `${r.docType}:${r.thresholdDays}:${r.expiryDate}`).sort();

let siteA: string;
let siteB: string;
let team: string;
let n = 0;
const newWorker = async (v: Record<string, unknown> = {}) =>
  (await workers.save(hr, { employmentCode: `CW${++n}`, name: `Compliance worker ${n}`, teamId: team, ...v })).id as string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  hr = await t.serviceContext(admin);
  siteA = (await projects.save(hr, { projectCode: 'CA', projectName: 'Compliance A' })).id as string;
  siteB = (await projects.save(hr, { projectCode: 'CB', projectName: 'Compliance B' })).id as string;
  team = (await teams.save(hr, { teamName: 'Formwork C', projectId: siteA })).id as string;
  const foreman = await newWorker({ email: 'foreman@example.com', isSupervisor: 1, teamId: null });
  await teams.save(hr, { id: team, supervisorId: foreman });
  await setParam('compliance.notice.email', 'hr-desk@example.com');
});
afterAll(async () => t?.close());

describe('expiry reminders', () => {
  it('are seeded as a parameter and the sweep is registered', async () => {
    const [p] = await t.db.select().from(param).where(eq(param.paramKey, 'compliance.reminder.days'));
    expect(p.paramValue).toBe('90,60,30,7,0');
    expect(t.app.jobs.sweeps.has('compliance.expiry-reminders')).toBe(true);
  });

  it('go to HR and the team supervisor at the threshold a document has reached, once per document, threshold and expiry date', async () => {
    const w = await newWorker({ wpNumber: 'WP-1', wpExpiryDate: day(20), passportNumber: 'P-1', passportExpiryDate: day(120) });
    const before = (await reminderMail()).length;
    await runExpiryReminders(t.db, at(today));
    await runExpiryReminders(t.db, at(today));
    expect(await remindersOf(w)).toEqual([`workPermit:30:${day(20)}`]);
    const mail = (await reminderMail()).slice(before).filter((m) => (m.payload as { workerId: string }).workerId === w);
    expect(mail.map((m) => m.recipient).sort()).toEqual(['foreman@example.com', 'hr-desk@example.com']);
    expect(mail[0].subject).toBe(`Work permit WP-1 of Compliance worker ${n - 0} (CW${n}) expires on ${day(20)}, in 20 day(s)`);
    // 13 days later the 7-day threshold is reached; 20 days later the day of expiry; 100 days later the passport's 30 days
    await runExpiryReminders(t.db, at(day(13)));
    await runExpiryReminders(t.db, at(day(20)));
    await runExpiryReminders(t.db, at(day(20)));
    await runExpiryReminders(t.db, at(day(90)));
    expect(await remindersOf(w)).toEqual([`passport:30:${day(120)}`, `workPermit:0:${day(20)}`, `workPermit:30:${day(20)}`, `workPermit:7:${day(20)}`]);
  });

  it('follow the thresholds of System > Parameters, and a renewal starts them again for the new date', async () => {
    await setParam('compliance.reminder.days', '45, 10');
    try {
      const w = await newWorker({ wpNumber: 'WP-2', wpExpiryDate: day(40) });
      await runExpiryReminders(t.db, at(today));
      expect(await remindersOf(w)).toEqual([`workPermit:45:${day(40)}`]);
      const res = await t.post(admin, '/api/mcc-worker/compliance/renew', { workerId: w, docType: 'workPermit', newNumber: 'WP-2B', newExpiryDate: day(44) });
      expect(res.status).toBe(200);
      await runExpiryReminders(t.db, at(today));
      expect(await remindersOf(w)).toEqual([`workPermit:45:${day(40)}`, `workPermit:45:${day(44)}`]);
    } finally {
      await setParam('compliance.reminder.days', '90,60,30,7,0');
    }
  });

  it('skip workers who left and documents expired longer than a week ago', async () => {
    const left = await newWorker({ wpExpiryDate: day(7), status: 2 });
    const old = await newWorker({ wpExpiryDate: day(-30) });
    const late = await newWorker({ wpExpiryDate: day(-3) });
    await runExpiryReminders(t.db, at(today));
    expect(await remindersOf(left)).toEqual([]);
    expect(await remindersOf(old)).toEqual([]);
    expect(await remindersOf(late)).toEqual([`workPermit:0:${day(-3)}`]);
  });

  it.runIf(onPostgres)('are sent once when two app instances sweep at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => newWorker({ wpExpiryDate: day(i * 8), passportExpiryDate: day(i * 5) })));
    const database = await openDatabase({ databaseUrl: t.databaseUrl! });
    const second = await buildApp({ database, config: { adminPassword: ADMIN_PASSWORD, jwtSecret: TEST_JWT_SECRET, backgroundJobs: false } });
    await second.ready();
    try {
      const before = (await reminderMail()).length;
      const sweepA = t.app.jobs.sweeps.get('compliance.expiry-reminders')!;
      const sweepB = second.jobs.sweeps.get('compliance.expiry-reminders')!;
      await Promise.all([sweepA(t.app), sweepB(second), runExpiryReminders(t.db), runExpiryReminders(second.db), runExpiryReminders(second.db)]);
      const rows = (await Promise.all(ids.map(remindersOf))).flat();
      // every document within 90 days or expired within a week gets one reminder; each row has its two messages
      const expected =
        ids.length * 2 -
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((i) => i * 8 > 90).length -
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((i) => i * 5 > 90).length;
      expect(rows).toHaveLength(expected);
      expect(new Set(rows).size).toBe(rows.length);
      const mine = (await reminderMail()).slice(before).filter((m) => ids.includes((m.payload as { workerId: string }).workerId));
      expect(mine).toHaveLength(expected * 2);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe('renewals', () => {
  it('record the old and new number and date, who and when, and update the worker in one call', async () => {
    const w = await newWorker({ wpNumber: 'WP-OLD', wpExpiryDate: day(10) });
    const bad = await t.post(admin, '/api/mcc-worker/compliance/renew', { workerId: w, docType: 'workPermit', newNumber: 'WP-NEW', newExpiryDate: day(5) });
    expect(bad).toMatchObject({ status: 400, msg: expect.stringContaining(`newExpiryDate: must be later than the current expiry date ${day(10)}`) });
    const noType = await t.post(admin, '/api/mcc-worker/compliance/renew', { workerId: w, docType: 'visa', newNumber: 'X', newExpiryDate: day(400) });
    expect(noType).toMatchObject({ status: 400, msg: expect.stringContaining('docType') });
    const ok = await t.post(admin, '/api/mcc-worker/compliance/renew', {
      workerId: w,
      docType: 'workPermit',
      newNumber: 'WP-NEW',
      newExpiryDate: day(730),
      remark: 'two years',
    });
    expect(ok.data).toMatchObject({
      oldNumber: 'WP-OLD',
      newNumber: 'WP-NEW',
      oldExpiryDate: day(10),
      newExpiryDate: day(730),
      createUser: admin.userId,
      remark: 'two years',
    });
    expect(ok.data.createUserName).toBeTruthy();
    await t.post(admin, '/api/mcc-worker/compliance/renew', { workerId: w, docType: 'passport', newNumber: 'P-NEW', newExpiryDate: day(1000) });
    const history = await t.get(admin, '/api/mcc-worker/compliance/renewals', { workerId: w });
    expect(history.data.map((r: { docType: string; newNumber: string }) => `${r.docType}:${r.newNumber}`)).toEqual(['passport:P-NEW', 'workPermit:WP-NEW']);
    const detail = await t.get(admin, '/api/mcc-worker/info/workerDetail', { id: w });
    expect(detail.data).toMatchObject({ wpNumber: 'WP-NEW', wpExpiryDate: day(730), passportNumber: 'P-NEW', permitExpired: false });
  });
});

describe('a worker whose work permit has expired', () => {
  let room: string;
  let room2: string;
  beforeAll(async () => {
    const plot = (await plots.save(hr, { plotName: 'Compliance Lodge', address: '8 Tuas Ave', postalCode: '639000' })).id as string;
    const building = (await buildings.save(hr, { plotId: plot, blkNo: '3' })).id as string;
    room = (await rooms.save(hr, { buildingId: building, roomNo: '01-02', capacity: 4 })).id as string;
    room2 = (await rooms.save(hr, { buildingId: building, roomNo: '01-03', capacity: 4 })).id as string;
  });

  it('is flagged in the worker list', async () => {
    const w = await newWorker({ wpExpiryDate: day(-1) });
    const page = await t.get(admin, '/api/mcc-worker/info/workerList', { ids: w });
    expect(page.data.records[0]).toMatchObject({ id: w, permitExpired: true });
  });

  it('moves with a warning, or is refused when compliance.expiredPermit.refuse is 1', async () => {
    const w = await newWorker({ wpExpiryDate: day(-2) });
    expect(await saveOccupants(hr, { action: 'assign', roomId: room, workerIds: [w] })).toMatchObject({ changed: 1 });
    await setParam('compliance.expiredPermit.refuse', '1');
    try {
      await expect(saveOccupants(hr, { action: 'assign', roomId: room2, workerIds: [w] })).rejects.toMatchObject({
        code: 409,
        message: expect.stringMatching(/^workerIds: the work permit of .* has expired/),
      });
      await expect(t.db.transaction((tx) => openTransfer(tx, hr.auth, { workerId: w, targetProjectId: siteB, transitionDate: today }))).rejects.toMatchObject({
        code: 409,
        message: expect.stringContaining('project transfer'),
      });
      const move = await t.post(admin, '/api/mcc-worker/info/updateWorkerTeam', {
        ids: w,
        teamId: (await teams.save(hr, { teamName: 'Other B', projectId: siteB })).id,
      });
      expect([move.status, move.msg]).toEqual([409, expect.stringContaining('has expired')]);
      // a valid permit moves as before
      const fine = await newWorker({ wpExpiryDate: day(100) });
      expect(await saveOccupants(hr, { action: 'assign', roomId: room2, workerIds: [fine] })).toMatchObject({ changed: 1 });
    } finally {
      await setParam('compliance.expiredPermit.refuse', '0');
    }
  });
});

describe('address declarations', () => {
  it('every check-in and move opens one due 5 days later; HR marks them declared; the list puts the overdue first and exports', async () => {
    const plot = (await plots.save(hr, { plotName: 'Declare Lodge', address: '2 Kranji Way', postalCode: '739000' })).id as string;
    const building = (await buildings.save(hr, { plotId: plot, blkNo: '9' })).id as string;
    const r1 = (await rooms.save(hr, { buildingId: building, roomNo: '02-01', capacity: 4 })).id as string;
    const r2 = (await rooms.save(hr, { buildingId: building, roomNo: '02-02', capacity: 4 })).id as string;
    const a = await newWorker({ name: 'Declare A' });
    const b = await newWorker({ name: 'Declare B' });
    await saveOccupants(hr, { action: 'assign', roomId: r1, workerIds: [a], date: day(-10) });
    await saveOccupants(hr, { action: 'assign', roomId: r1, workerIds: [b], date: day(-1) });
    await saveOccupants(hr, { action: 'assign', roomId: r2, workerIds: [a], date: day(-2) });
    const list = await t.get(admin, '/api/mcc-worker/addressDeclaration/page', { nameOrNo: 'Declare ', size: 10 });
    expect(list.data.records.map((r: Record<string, unknown>) => [r.workerName, r.moveDate, r.declareBy, r.overdue])).toEqual([
      ['Declare A', day(-10), day(-5), true],
      ['Declare A', day(-2), day(3), false],
      ['Declare B', day(-1), day(4), false],
    ]);
    expect(list.data.records[1].address).toBe('Declare Lodge, Blk 9 #02-02, 2 Kranji Way, Singapore 739000');
    const overdue = await t.get(admin, '/api/mcc-worker/addressDeclaration/page', { nameOrNo: 'Declare ', state: 2 });
    expect(overdue.data.total).toBe(1);
    const done = await t.post(admin, '/api/mcc-worker/addressDeclaration/declare', { ids: overdue.data.records[0].id });
    expect(done.data).toEqual({ declared: 1 });
    const after = await t.get(admin, '/api/mcc-worker/addressDeclaration/page', { nameOrNo: 'Declare ' });
    expect(after.data.records.map((r: Record<string, unknown>) => [r.moveDate, Boolean(r.declaredTime)])).toEqual([
      [day(-2), false],
      [day(-1), false],
      [day(-10), true],
    ]);
    const file = await t.get(admin, '/api/mcc-worker/addressDeclaration/export', { nameOrNo: 'Declare ' });
    expect(file.raw.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw.rawPayload as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Employment Code');
    expect([2, 3, 4].map((i) => sheet.getRow(i).getCell(8).value)).toEqual(['To declare', 'To declare', 'Declared']);
    const unknown = await t.post(admin, '/api/mcc-worker/addressDeclaration/declare', { ids: '123' });
    expect(unknown).toMatchObject({ status: 400, msg: expect.stringContaining('ids') });
  });
});

describe('expiry summary (the HR dashboard tiles)', () => {
  it('counts expired and due in 30, 60 and 90 days per project and team in one grouped query', async () => {
    const yard = (await projects.save(hr, { projectCode: 'CS', projectName: 'Summary Yard' })).id as string;
    const crew = (await teams.save(hr, { teamName: 'Summary crew', projectId: yard })).id as string;
    for (const d of [-3, 20, 50, 80, 200]) await newWorker({ teamId: crew, wpExpiryDate: day(d), passportExpiryDate: day(400) });
    await newWorker({ teamId: crew, wpExpiryDate: day(-1), status: 2 });
    const byProject = await t.get(admin, '/api/mcc-worker/compliance/expirySummary', { groupBy: 'project' });
    expect(byProject.data.find((r: { groupId: string }) => r.groupId === yard)).toEqual({
      groupId: yard,
      groupName: 'Summary Yard',
      expired: 1,
      due30: 1,
      due60: 2,
      due90: 3,
    });
    const byTeam = await t.get(admin, '/api/mcc-worker/compliance/expirySummary', { groupBy: 'team', docType: 'passport' });
    expect(byTeam.data.find((r: { groupId: string }) => r.groupId === crew)).toBeUndefined();
    const bad = await t.get(admin, '/api/mcc-worker/compliance/expirySummary', { groupBy: 'nationality' });
    expect(bad).toMatchObject({ status: 400, msg: expect.stringContaining('groupBy') });
  });
});
