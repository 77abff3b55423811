import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS } from '@hr/contracts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { drainOutbox } from '../../platform/outbox.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { role, tenant, user } from '../system/system.tables.js';
import { makeDept, makeRole, makeUser, PASSWORD } from '../flow/flow.fixtures.js';
import { giveCredit, leaveTypeId, makeStaff, workdays } from '../leave/leave.fixtures.js';

// Webhooks end to end: events written by the real routes, delivered by the outbox to a real HTTP receiver.
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let t: TestApp;
let admin: Session;
let receiver: Server;
let base = '';
const received: Received[] = [];
/** Paths whose next answers are failures (status codes), consumed one per request. */
const failures = new Map<string, number[]>();

const minutesLater = (m: number) => new Date(Date.now() + m * 60_000);
const at = (path: string) => received.filter((r) => r.path === path);
const W = '/api/blade-system/webhook';
let staffNo = 0;
const addStaff = (s: Session) => {
  staffNo++;
  return t.post(s, '/api/mcc-staff/staff/addStaff', {
    staffNo: `WH${staffNo}`,
    enName: `Hook Staff ${staffNo}`,
    email: `hook${staffNo}@example.com`,
    mobileCode: '+65',
    mobile: `9200${String(staffNo).padStart(4, '0')}`,
  });
};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      const next = failures.get(path)?.shift();
      res.writeHead(next ?? 200, { 'content-type': 'text/plain' }).end(next ? 'not now' : 'ok');
    });
  });
  // an ephemeral loopback port: nothing else can be listening there
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // the receiver is on loopback, an internal address: allowed on purpose, as an operator would
  t = await createTestApp({ webhookAllowedHosts: ['127.0.0.1'] });
  admin = await t.login();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('webhook endpoints', () => {
  it('validates the URL and the events, naming the field; shows the secret once', async () => {
    const ftp = await t.post(admin, `${W}/submit`, { url: 'ftp://example.com/x', events: ['staff.joined'] });
    expect(ftp.status).toBe(400);
    expect(ftp.msg).toMatch(/^url: /);
    const junk = await t.post(admin, `${W}/submit`, { url: 'not a url', events: ['staff.joined'] });
    expect(junk.status).toBe(400);
    expect(junk.msg).toMatch(/^url: /);
    const unknown = await t.post(admin, `${W}/submit`, { url: `${base}/x`, events: ['staff.joined', 'payroll.run'] });
    expect(unknown.status).toBe(400);
    expect(unknown.msg).toMatch(/^events/);
    const none = await t.post(admin, `${W}/submit`, { url: `${base}/x` });
    expect(none.status).toBe(400);
    expect(none.msg).toMatch(/^events: /);

    const created = await t.post(admin, `${W}/submit`, { name: 'Audit sink', url: `${base}/x`, events: 'staff.joined,staff.quit' });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name: 'Audit sink', url: `${base}/x`, events: 'staff.joined,staff.quit', enabled: 1 });
    expect(created.data.secret).toMatch(/^whsec_/);
    const list = await t.get(admin, `${W}/list`);
    const row = list.data.find((r: { id: string }) => r.id === created.data.id);
    expect(row).toBeDefined();
    expect(row.secret).toBeUndefined();
    expect(JSON.stringify((await t.get(admin, `${W}/detail`, { id: created.data.id })).data)).not.toContain(created.data.secret);
    // an update without rotation answers no secret; rotation answers a new one
    const renamed = await t.post(admin, `${W}/submit`, { id: created.data.id, name: 'Renamed' });
    expect(renamed.data.secret).toBeUndefined();
    const rotated = await t.post(admin, `${W}/submit`, { id: created.data.id, rotateSecret: true });
    expect(rotated.data.secret).toMatch(/^whsec_/);
    expect(rotated.data.secret).not.toBe(created.data.secret);
    expect((await t.post(admin, `${W}/remove`, { ids: created.data.id })).status).toBe(200);
    expect((await t.get(admin, `${W}/list`)).data.some((r: { id: string }) => r.id === created.data.id)).toBe(false);
  });

  it('signs each delivery: HMAC-SHA256 of timestamp.body with the secret, a fresh timestamp and the event id', async () => {
    const ep = await t.post(admin, `${W}/submit`, { url: `${base}/signed`, events: ['staff.joined'] });
    const staff = await addStaff(admin);
    expect(staff.status).toBe(200);
    // nothing leaves before the outbox runs (after commit)
    expect(at('/signed')).toHaveLength(0);
    await drainOutbox(t.app);
    const [got] = at('/signed');
    expect(got).toBeDefined();
    const timestamp = String(got.headers[WEBHOOK_HEADERS.timestamp]);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(300);
    const expected = `sha256=${createHmac('sha256', ep.data.secret).update(`${timestamp}.${got.body}`).digest('hex')}`;
    expect(got.headers[WEBHOOK_HEADERS.signature]).toBe(expected);
    // a different secret does not verify
    expect(got.headers[WEBHOOK_HEADERS.signature]).not.toBe(`sha256=${createHmac('sha256', 'whsec_other').update(`${timestamp}.${got.body}`).digest('hex')}`);
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({
      event: 'staff.joined',
      data: { staffId: staff.data.id, staffNo: staff.data.staffNo, name: staff.data.enName, rejoined: false },
    });
    expect(got.headers[WEBHOOK_HEADERS.eventId]).toBe(body.id);
    expect(got.headers[WEBHOOK_HEADERS.event]).toBe('staff.joined');
    const log = await t.get(admin, `${W}/deliveries`, { endpointId: ep.data.id });
    expect(log.data.records).toHaveLength(1);
    expect(log.data.records[0]).toMatchObject({ event: 'staff.joined', eventId: body.id, attempt: 1, statusCode: 200, success: 1, error: null });
    expect(log.data.records[0].durationMs).toBeGreaterThanOrEqual(0);
    // the delivery log names its endpoint
    expect((await t.get(admin, `${W}/deliveries`)).msg).toMatch(/^endpointId: /);
  });

  it('retries a failing receiver with backoff: two failures then a success are three attempts logged', async () => {
    failures.set('/flaky', [500, 503]);
    const ep = await t.post(admin, `${W}/submit`, { url: `${base}/flaky`, events: ['staff.quit'] });
    const staff = await addStaff(admin);
    expect((await t.post(admin, '/api/mcc-staff/staff/quit', { id: staff.data.id, quitReason: 'Moving abroad' })).status).toBe(200);
    await drainOutbox(t.app);
    expect(at('/flaky')).toHaveLength(1);
    // not due again at once: the backoff holds it
    await drainOutbox(t.app);
    expect(at('/flaky')).toHaveLength(1);
    await drainOutbox(t.app, { now: minutesLater(1) });
    expect(at('/flaky')).toHaveLength(2);
    await drainOutbox(t.app, { now: minutesLater(5) });
    expect(at('/flaky')).toHaveLength(3);
    await drainOutbox(t.app, { now: minutesLater(60) });
    expect(at('/flaky')).toHaveLength(3);
    // the same event each time
    expect(new Set(at('/flaky').map((r) => r.headers[WEBHOOK_HEADERS.eventId])).size).toBe(1);
    expect(JSON.parse(at('/flaky')[0].body)).toMatchObject({ event: 'staff.quit', data: { staffId: staff.data.id, quitDate: expect.any(String) } });
    const log = (await t.get(admin, `${W}/deliveries`, { endpointId: ep.data.id })).data.records as {
      attempt: number;
      statusCode: number;
      success: number;
      error: string | null;
    }[];
    expect(log.map((r) => [r.attempt, r.statusCode, r.success])).toEqual([
      [3, 200, 1],
      [2, 503, 0],
      [1, 500, 0],
    ]);
    expect(log[2].error).toContain('HTTP 500');
  });

  it('a disabled endpoint gets nothing, neither new events nor those queued before it was disabled', async () => {
    const ep = await t.post(admin, `${W}/submit`, { url: `${base}/disabled`, events: ['staff.joined'], enabled: 0 });
    await addStaff(admin);
    await drainOutbox(t.app);
    expect(at('/disabled')).toHaveLength(0);
    // enabled, an event is queued; disabled again before the outbox runs: it is dropped
    await t.post(admin, `${W}/submit`, { id: ep.data.id, enabled: 1 });
    await addStaff(admin);
    await t.post(admin, `${W}/submit`, { id: ep.data.id, enabled: 0 });
    const counts = await drainOutbox(t.app);
    expect(counts.dropped).toBeGreaterThanOrEqual(1);
    expect(at('/disabled')).toHaveLength(0);
    expect((await t.get(admin, `${W}/deliveries`, { endpointId: ep.data.id })).data.total).toBe(0);
  });

  it("never delivers another tenant's events, and another tenant cannot read this tenant's endpoints or log", async () => {
    await t.db.insert(tenant).values({ tenantId: '200002', tenantName: 'Other company' });
    const [otherRole] = await t.db
      .insert(role)
      .values({ tenantId: '200002', roleName: 'Administrator', roleAlias: 'administrator' })
      .returning({ id: role.id });
    await t.db
      .insert(user)
      .values({
        tenantId: '200002',
        account: 'other-admin',
        password: await hashPassword(PASSWORD),
        name: 'Other',
        realName: 'Other',
        roleId: otherRole.id,
        isInitialPassword: 0,
      });
    const other = await t.login('other-admin', PASSWORD, '200002');
    const mine = await t.post(admin, `${W}/submit`, { url: `${base}/tenant-a`, events: ['staff.joined'] });
    const theirs = await t.post(other, `${W}/submit`, { url: `${base}/tenant-b`, events: ['staff.joined'] });
    expect(theirs.status).toBe(200);
    expect((await addStaff(other)).status).toBe(200);
    await drainOutbox(t.app);
    expect(at('/tenant-b')).toHaveLength(1);
    expect(at('/tenant-a')).toHaveLength(0);
    expect((await t.get(other, `${W}/list`)).data.map((r: { id: string }) => r.id)).toEqual([theirs.data.id]);
    expect((await t.get(other, `${W}/deliveries`, { endpointId: mine.data.id })).data.total).toBe(0);
    expect((await t.get(other, `${W}/detail`, { id: mine.data.id })).status).toBe(404);
  });

  it('publishes request events from the approval engine: started, then recalled', async () => {
    await t.post(admin, `${W}/submit`, { url: `${base}/requests`, events: ['request.started', 'request.recalled', 'request.approved'] });
    const staffRole = await makeRole(t.db, 'hook_staff');
    const leader = await makeUser(t.db, 'hook-leader', { roleIds: [staffRole] });
    const deptId = await makeDept(t.db, 'Hooks', leader);
    const userId = await makeUser(t.db, 'hook-employee', { roleIds: [staffRole], deptId });
    const staffId = await makeStaff(t.db, { userId, deptId, entryDate: '2021-03-01', name: 'Hook Employee' });
    const annual = await leaveTypeId(t.db, 1, 'annual');
    await giveCredit(t.db, 1, staffId, annual, 10);
    const employee = await t.login('hook-employee', PASSWORD);
    const map = {
      staffId,
      vacationInfoId: annual,
      leaveUnit: 1,
      leaveStartTime: `${workdays(20, 1).start} 09:00:00`,
      leaveEndTime: `${workdays(20, 1).end} 18:00:00`,
      leaveDays: 1,
      isLeave: 0,
      leaveReason: 'Hooks',
    };
    const started = await t.post(employee, '/api/mcc-staff/processfield/startProcess', { formId: '2', map });
    expect(started.status).toBe(200);
    expect((await t.post(employee, '/api/mcc-staff/processfield/recall', { id: started.data.id })).status).toBe(200);
    await drainOutbox(t.app);
    const events = at('/requests').map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.event)).toEqual(['request.started', 'request.recalled']);
    expect(events[0].data).toMatchObject({ instanceId: started.data.id, processKey: 'leave', initiatorUserId: userId });
  });
  it('publishes worker moves: a dormitory assignment and a team change into another project', async () => {
    await t.post(admin, `${W}/submit`, { url: `${base}/workers`, events: ['worker.roomMoved', 'worker.projectMoved'] });
    const project = async (code: string) =>
      (await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: code, projectName: `Site ${code}` })).data.id as string;
    const from = await project('WHP1');
    const to = await project('WHP2');
    const w = await t.post(admin, '/api/mcc-worker/info/addWorker', { employmentCode: 'WH001', name: 'Hook Worker', projectId: from, entryDate: '2025-01-06' });
    expect(w.status, w.msg).toBe(200);
    const plot = await t.post(admin, '/api/mcc-worker/dwellplot/save', { plotName: 'Hook Lodge', address: '1 Hook Road' });
    const building = await t.post(admin, '/api/mcc-worker/dwellbuilding/save', { plotId: plot.data.id, blkNo: '7' });
    const room = await t.post(admin, '/api/mcc-worker/dwellroom/save', { buildingId: building.data.id, roomNo: '02-01', capacity: 4 });
    const assigned = await t.post(admin, '/api/mcc-worker/dwellroomref/saveWorker', { action: 'assign', roomId: room.data.id, workerIds: w.data.id });
    expect(assigned.status, assigned.msg).toBe(200);
    const team = await t.post(admin, '/api/mcc-worker/team/addTeam', { teamName: 'Hook Team', projectId: to });
    expect(team.status, team.msg).toBe(200);
    const moved = await t.post(admin, '/api/mcc-worker/info/updateWorkerTeam', { ids: w.data.id, teamId: team.data.id });
    expect(moved.status, moved.msg).toBe(200);
    await drainOutbox(t.app);
    const events = at('/workers').map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.event)).toEqual(['worker.roomMoved', 'worker.projectMoved']);
    expect(events[0].data).toMatchObject({
      workerId: w.data.id,
      employmentCode: 'WH001',
      fromRoomId: null,
      toRoomId: room.data.id,
      dormitory: 'Hook Lodge',
      blk: '7',
      room: '02-01',
    });
    expect(events[1].data).toMatchObject({ workerId: w.data.id, fromProjectId: from, toProjectId: to, toTeamId: team.data.id });
  });
});
