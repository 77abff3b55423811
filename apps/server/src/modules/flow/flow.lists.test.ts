import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { eq } from 'drizzle-orm';
import { user } from '../system/system.tables.js';
import { makeDept, makeRole, makeUser, PASSWORD } from './flow.fixtures.js';

// The process-type list screens: lists narrowed to some forms (formIds) or one backend (category),
// notifications by several categories, and the menus that lead to the type lists.
let t: TestApp;
let admin: Session;
let employee: Session;
let leader: Session;
let hr: Session;
const ids: Record<string, string> = {};
const PS = '/api/mcc-staff/processfield';
const WS = '/api/mcc-worker/processfield';
const later = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const staffRole = await makeRole(t.db, 'staff');
  const hrRole = await makeRole(t.db, 'hr', ['process_hr_audit', 'process_view']);
  ids.leader = await makeUser(t.db, 'leader', { roleIds: [staffRole] });
  const dept = await makeDept(t.db, 'Sales', ids.leader);
  ids.employee = await makeUser(t.db, 'employee', { roleIds: [staffRole], deptId: dept });
  ids.hr = await makeUser(t.db, 'hruser', { roleIds: [hrRole] });
  // the employee's own staff and worker records (requests are filed in one's own name)
  await t.db.update(user).set({ staffId: ids.employee, workerId: '5001' }).where(eq(user.id, ids.employee));
  [employee, leader, hr] = await Promise.all(['employee', 'leader', 'hruser'].map((a) => t.login(a, PASSWORD)));

  const ok = (r: { code: number; msg: string; data: { id: string } }) => {
    expect(r.code, r.msg).toBe(200);
    return r.data.id;
  };
  ids.equipment = ok(
    await t.post(employee, `${PS}/startProcess`, { formId: '14', map: { staffId: ids.employee, equipment: 'Laptop', quantity: 1, reason: 'Broken screen' } }),
  );
  ids.loan = ok(
    await t.post(employee, `${PS}/startProcess`, { formId: '13', map: { staffId: ids.employee, amount: 500, repaymentMonths: 5, reason: 'Moving house' } }),
  );
  ids.passport = ok(
    await t.post(employee, `${WS}/startProcess`, {
      formId: '28',
      map: { workerId: '5001', purpose: 1, collectDate: later(2), returnDate: later(9), reason: 'Home leave' },
    }),
  );
  ids.workerRequest = ok(
    await t.post(employee, `${WS}/startProcess`, { formId: '30', map: { workerId: '5001', subject: 'Locker', content: 'A locker please' } }),
  );
  ids.draft = ok(await t.post(employee, `${PS}/save`, { formId: '14', map: { staffId: ids.employee, equipment: 'Mouse' } }));
});
afterAll(async () => t?.close());

const idsOf = (page: { data: { records: { id?: string; processId: string }[] } }) => page.data.records.map((r) => r.processId).sort();

describe('lists narrowed to process types', () => {
  it("the audit list takes initiatorId: the requests one account started (a profile's requests), drafts never", async () => {
    expect(idsOf(await t.get(hr, `${PS}/page`, { initiatorId: ids.employee }))).toEqual([ids.equipment, ids.loan, ids.passport, ids.workerRequest].sort());
    expect((await t.get(hr, `${PS}/page`, { initiatorId: ids.leader })).data.total).toBe(0);
    const bad = await t.get(hr, `${PS}/page`, { initiatorId: 'someone' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('initiatorId');
  });

  it('every process list takes formIds (a comma list) beside formId', async () => {
    expect(idsOf(await t.get(employee, `${PS}/mySend`, { formIds: '14' }))).toEqual([ids.equipment, ids.draft].sort());
    expect(idsOf(await t.get(employee, `${PS}/mySend`, { formIds: '28,30' }))).toEqual([ids.passport, ids.workerRequest].sort());
    expect(idsOf(await t.get(employee, '/api/blade-flow/work/send-list', { formIds: '14,13' }))).toEqual([ids.equipment, ids.loan].sort());
    expect(idsOf(await t.get(leader, '/api/blade-flow/work/todo-list', { formIds: '28,30,24' }))).toEqual([ids.passport, ids.workerRequest].sort());
    expect(idsOf(await t.get(leader, `${PS}/approverProcess`, { formIds: '13' }))).toEqual([ids.loan]);
    expect(idsOf(await t.get(hr, `${PS}/page`, { formIds: '14,28' }))).toEqual([ids.equipment, ids.passport].sort());
    // an empty list means no narrowing; a list of anything but ids is refused with the field named
    expect((await t.get(employee, `${PS}/mySend`, { formIds: '' })).data.total).toBe(5);
    const bad = await t.get(employee, `${PS}/mySend`, { formIds: '14,abc' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('formIds');
  });

  it('category narrows to the backend a request was started on (1 staff, 2 worker)', async () => {
    expect(idsOf(await t.get(employee, `${PS}/mySend`, { category: 2 }))).toEqual([ids.passport, ids.workerRequest].sort());
    expect(idsOf(await t.get(hr, `${PS}/page`, { category: 1 }))).toEqual([ids.equipment, ids.loan].sort());
    expect((await t.get(employee, `${PS}/mySend`, { category: 9 })).status).toBe(400);
  });
});

describe('messages by several categories', () => {
  it('category takes a comma list; anything else is a 400', async () => {
    await t.post(employee, '/api/mcc-staff/forwardprocess/saveList', { processId: ids.loan, recipientIds: ids.leader });
    const all = (await t.get(leader, '/api/blade-flow/message/page', { size: -1 })).data.records as { category: string }[];
    expect(new Set(all.map((m) => m.category))).toEqual(new Set(['todo', 'share']));
    const todo = (await t.get(leader, '/api/blade-flow/message/page', { category: 'todo,escalation,result', size: -1 })).data.records as { category: string }[];
    expect(todo.length).toBe(all.length - 1);
    expect(todo.every((m) => m.category === 'todo')).toBe(true);
    expect((await t.get(leader, '/api/blade-flow/message/page', { category: "todo'--" })).status).toBe(400);
  });

  it('marks the messages of some categories read, leaving the others and the unread count right', async () => {
    const unread = async () => (await t.get(leader, '/api/blade-flow/message/unread-count')).data as number;
    const before = await unread();
    expect(before).toBeGreaterThanOrEqual(5);
    const marked = await t.post(leader, '/api/blade-flow/message/read', { category: 'todo,escalation,result' });
    expect(marked.data).toBe(before - 1);
    expect(await unread()).toBe(1);
    const left = (await t.get(leader, '/api/blade-flow/message/page', { isRead: 0 })).data.records as { category: string }[];
    expect(left.map((m) => m.category)).toEqual(['share']);
  });
});

describe('menus of the process-type lists', () => {
  type Menu = { name: string; path: string; children?: Menu[] };
  it('seeds a staff group with every staff type and a worker group with the worker flows', async () => {
    const routes = (await t.get(admin, '/api/blade-system/menu/routes')).data as Menu[];
    const staff = routes.find((m) => m.path === '/staff/flow')!;
    const worker = routes.find((m) => m.path === '/worker/flow')!;
    const staffPaths = staff.children!.map((m) => m.path);
    for (const name of [
      'employment',
      'leave',
      'interview',
      'positive',
      'induction',
      'departure',
      'fire',
      'cancelHoliday',
      'muddleheaded',
      'evection',
      'reimbursement',
      'loan',
      'officeEquipment',
      'staffTraining',
      'hrForm',
    ]) {
      expect(staffPaths).toContain(`/staff/flow/${name}/index`);
    }
    expect(staff.children!.find((m) => m.path === '/staff/flow/leave/index')!.name).toBe('Leave application');
    expect(worker.children!.map((m) => m.path).sort()).toEqual(
      [
        '/worker/apply/list',
        ...['transferDormitory', 'course', 'courseApplication', 'turnSiteApply', 'leaveJob', 'passportApplication', 'workerForm', 'leave'].map(
          (n) => `/worker/flow/${n}/index`,
        ),
      ].sort(),
    );
    const work = routes.find((m) => m.path === '/work')!;
    expect(work.children!.map((m) => m.path)).toEqual(expect.arrayContaining(['/myApplication/notifications', '/myApplication/message']));
  });
});
