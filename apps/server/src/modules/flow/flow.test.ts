import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';
import { DataScopeType } from '../../platform/auth/permissions.js';
import { makeDept, makeRole, makeUser, PASSWORD } from './flow.fixtures.js';
import { flowInstance, flowTask, flowTaskAction } from './flow.tables.js';
import { escalateDueTasks } from './flow.service.js';
import { templateForm } from '../form/form.tables.js';
import type { FlowEvent } from '../flow-hooks.js';
import { defineModule } from '../module.js';
import { badRequest } from '../../platform/errors.js';
import { giveCredit, leaveTypeId, makeStaff, makeWorker, workdays } from '../leave/leave.fixtures.js';

const inductionEvents: { event: FlowEvent; remark: unknown }[] = [];
/** A module of the test's own: a service hook for the BPMN tests and a reaction to induction requests. */
const testModule = defineModule({
  name: 'flow-test',
  serviceHooks: {
    'test.reserveEquipment': async (tx, instance) => {
      if (Number(instance.values.quantity) > 5) throw badRequest('quantity: not enough equipment in stock');
      // a domain module's reservation refers to the request: it is in the database when the hook runs, even at the start
      const [request] = await tx.select({ id: flowInstance.id }).from(flowInstance).where(eq(flowInstance.id, instance.id));
      instance.values.reserved = Boolean(request);
    },
  },
  flow: {
    induction: (_tx, instance, event) => {
      if (event === 'started' && instance.values.remark === 'refuse') throw badRequest('remark: the domain module refused this request');
      inductionEvents.push({ event, remark: instance.values.remark });
    },
  },
});

let t: TestApp;
let admin: Session;
let employee: Session;
let leader: Session;
let hr: Session;
let other: Session;
let outsider: Session;
let multi: Session;
const ids: Record<string, string> = {};

const today = new Date().toISOString().slice(0, 10);
const later = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
// each request takes its own ten days, so no two overlap ("Leave already exists")
let slot = 0;
// the days are working days (the server counts them from the dates: weekends and holidays off)
const leave = (days: number, extra: Record<string, unknown> = {}, restDays?: number[]) => {
  const span = workdays(1 + slot++ * 10, days, restDays);
  return {
    staffId: ids.employeeStaff,
    vacationInfoId: ids.annual,
    leaveUnit: 1,
    leaveStartTime: `${span.start} 09:00:00`,
    leaveEndTime: `${span.end} 18:00:00`,
    leaveDays: days,
    isLeave: 0,
    leaveReason: 'Family visit',
    ...extra,
  };
};
const PS = '/api/mcc-staff/processfield';

beforeAll(async () => {
  t = await createTestApp({}, { modules: [testModule] });
  admin = await t.login();
  const db = t.db;
  const staffRole = await makeRole(db, 'staff');
  const hrRole = await makeRole(db, 'hr', ['process_hr_audit', 'process_view', 'process_export']);
  const multiRole = await makeRole(db, 'multiple_dept_user');
  ids.leader = await makeUser(db, 'leader', { roleIds: [staffRole] });
  const sales = await makeDept(db, 'Sales', ids.leader);
  ids.sales = sales;
  ids.employee = await makeUser(db, 'employee', { roleIds: [staffRole], deptId: sales });
  ids.hr = await makeUser(db, 'hruser', { roleIds: [hrRole] });
  ids.other = await makeUser(db, 'other', { roleIds: [staffRole], deptId: sales, staffId: '777001' });
  ids.outsider = await makeUser(db, 'outsider', { roleIds: [staffRole] });
  ids.multi = await makeUser(db, 'multi', { roleIds: [staffRole, multiRole], deptId: sales, firstApprover: ids.leader });
  // real leave types and balances: the leave module checks every leave request
  ids.employeeStaff = await makeStaff(db, { userId: ids.employee, deptId: sales });
  ids.multiStaff = await makeStaff(db, { userId: ids.multi, deptId: sales });
  // the employee is also a site worker: worker forms are filed in their own name
  ids.worker = await makeWorker(db, { userId: ids.employee });
  ids.annual = await leaveTypeId(db, 1, 'annual');
  ids.workerAnnual = await leaveTypeId(db, 2, 'annual');
  await giveCredit(db, 1, ids.employeeStaff, ids.annual, 365);
  await giveCredit(db, 1, ids.multiStaff, ids.annual, 365);
  await giveCredit(db, 2, ids.worker, ids.workerAnnual, 365);
  [employee, leader, hr, other, outsider, multi] = await Promise.all(
    ['employee', 'leader', 'hruser', 'other', 'outsider', 'multi'].map((a) => t.login(a, PASSWORD)),
  );
});
afterAll(async () => t?.close());

async function start(s: Session, formId: string, map: Record<string, unknown>) {
  return t.post(s, `${PS}/startProcess`, { formId, map }, { headers: { router: '/staff/flow/leave/index' } });
}
async function todo(s: Session) {
  return (await t.get(s, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as {
    taskId: string;
    processInstanceId: string;
    taskVersion: number;
    formName: string;
  }[];
}

describe('process forms', () => {
  it('serves the seeded forms and their fields in the field-definition format', async () => {
    const forms = await t.get(employee, '/api/mcc-base/base/templateForm/queryTemplateFormProcess', { size: -1 });
    const formIds = forms.data.records.map((f: { id: string }) => f.id);
    for (const id of ['1', '2', '4', '5', '15', '16', '17', '18', '24', '29', '32', '36', '37', '39', '42', '44']) expect(formIds).toContain(id);
    const fields = await t.get(employee, '/api/mcc-base/base/templateField/detail', { formId: 29 });
    expect(fields.code).toBe(200);
    const byName = Object.fromEntries(fields.data.map((f: { fieldName: string }) => [f.fieldName, f]));
    expect(byName.departureDate).toMatchObject({ fieldType: 'date', required: 1 });
    expect(JSON.parse(byName.departureDate.fieldOption).showWhen).toBe('isLeave == 1');
    expect(JSON.parse(byName.leaveEndTime.fieldOption).hideWhen).toBe('leaveUnit == 0.5');
    expect(JSON.parse(byName.leavePeriod.fieldOption).showWhen).toBe('leaveUnit == 0.5');
    expect(byName.tickets).toMatchObject({ required: 1, formEditDisabled: 0 });
    expect(byName.leaveDays.formEditDisabled).toBe(1);
    const f24 = (await t.get(employee, '/api/mcc-base/base/templateField/detail', { formId: 24 })).data;
    const remark = f24.find((f: { fieldName: string }) => f.fieldName === 'remark');
    expect(JSON.parse(remark.fieldOption).showWhen).toBe('resignation contains 5');
    expect(JSON.parse(f24.find((f: { fieldName: string }) => f.fieldName === 'resignation').fieldOption).disabled).toBe(true);
    expect(Object.keys(byName)).not.toContain('firstApprover');
    // every seeded form has a deployed default chain
    const defs = await t.get(admin, '/api/blade-flow/manager/list', { size: -1, latestOnly: 1 });
    expect(defs.data.total).toBeGreaterThanOrEqual(31);
  });

  it('lets administrators add fields, refusing unknown types and bad options', async () => {
    const form = await t.post(admin, '/api/mcc-base/base/templateForm/submit', { formName: 'Parking request', processKey: 'parking', category: 1 });
    expect(form.code).toBe(200);
    const bad = await t.post(admin, '/api/mcc-base/base/templateField/submit', {
      formId: form.data.id,
      fieldName: 'plate',
      fieldLabel: 'Plate',
      fieldType: 'script',
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('fieldType');
    const badOpt = await t.post(admin, '/api/mcc-base/base/templateField/submit', {
      formId: form.data.id,
      fieldName: 'plate',
      fieldLabel: 'Plate',
      fieldType: 'input',
      fieldOption: '{"showWhen":"a ==="}',
    });
    expect(badOpt.status).toBe(400);
    const ok = await t.post(admin, '/api/mcc-base/base/templateField/submit', {
      formId: form.data.id,
      fieldName: 'plate',
      fieldLabel: 'Plate',
      fieldType: 'input',
      required: 1,
    });
    expect(ok.code).toBe(200);
    const dup = await t.post(admin, '/api/mcc-base/base/templateField/submit', {
      formId: form.data.id,
      fieldName: 'plate',
      fieldLabel: 'Plate',
      fieldType: 'input',
    });
    expect(dup.status).toBe(409);
    expect(
      (await t.post(employee, '/api/mcc-base/base/templateField/submit', { formId: form.data.id, fieldName: 'x', fieldLabel: 'X', fieldType: 'input' })).status,
    ).toBe(403);
    // a new form gets the default approval chain at once
    const started = await start(employee, form.data.id, { plate: 'SGX1234' });
    expect(started.data).toMatchObject({ processKey: 'parking', flowStatus: 'running', map: { plate: 'SGX1234' } });
    expect((await todo(leader)).map((x) => x.processInstanceId)).toContain(started.data.processInstanceId);
    const defs = await t.get(admin, '/api/blade-flow/manager/list', { processKey: 'parking' });
    expect(defs.data.records[0]).toMatchObject({ version: 1, formId: form.data.id });
  });

  it('validates submitted values against the form definition', async () => {
    const missing = await start(employee, '2', { ...leave(2), leaveReason: '' });
    expect(missing.status).toBe(400);
    expect(missing.msg).toContain('leaveReason');
    const long = await start(employee, '2', leave(2, { leaveReason: 'x'.repeat(1001) }));
    expect(long.status).toBe(400);
    expect(long.msg).toContain('1000');
    const badOption = await start(employee, '2', leave(2, { leaveUnit: 3 }));
    expect(badOption.status).toBe(400);
    expect(badOption.msg).toContain('leaveUnit');
    const leaving = await start(employee, '2', leave(2, { isLeave: 1 }));
    expect(leaving.status).toBe(400);
    expect(leaving.msg).toContain('departureDate');
    const half = await start(employee, '2', leave(1, { leaveUnit: 0.5, leaveEndTime: undefined }));
    expect(half.status).toBe(400);
    expect(half.msg).toContain('leavePeriod');
    const past = await start(employee, '2', leave(2, { leaveStartTime: '2001-01-01 09:00:00' }));
    expect(past.status).toBe(400);
  });
});

describe('approving a leave request end to end', () => {
  it('goes from the employee to the department leader, then HR audits; history and diagram show it', async () => {
    const started = await start(employee, '2', leave(2, { unknownKey: 'dropped' }));
    expect(started.code).toBe(200);
    const rec = started.data;
    expect(rec).toMatchObject({ processKey: 'leave', formId: '2', formName: 'Leave application', flowStatus: 'running' });
    expect(rec.map.unknownKey).toBeUndefined();
    expect(rec.processInstanceId).toBeTruthy();

    const tasks = await todo(leader);
    const task = tasks.find((x) => x.processInstanceId === rec.processInstanceId)!;
    expect(task).toBeDefined();
    expect(await todo(employee)).toHaveLength(0);
    // somebody else cannot act on the leader's task, nor read the request
    expect((await t.post(outsider, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok' })).status).toBe(403);
    expect((await t.get(outsider, `${PS}/detail`, { processInstanceId: rec.processInstanceId })).status).toBe(404);
    // HR cannot audit before approval
    expect((await t.post(hr, `${PS}/hrAudited`, { id: rec.id })).status).toBe(409);

    const detail = await t.get(leader, `${PS}/detail`, { processInstanceId: rec.processInstanceId });
    expect(detail.data.myTaskId).toBe(task.taskId);
    const stale = await t.post(leader, '/api/blade-flow/work/complete-task', {
      taskId: task.taskId,
      processInstanceId: rec.processInstanceId,
      flag: 'ok',
      version: task.taskVersion + 5,
    });
    expect(stale.status).toBe(409);
    const done = await t.post(leader, '/api/blade-flow/work/complete-task', {
      taskId: task.taskId,
      processInstanceId: rec.processInstanceId,
      flag: 'ok',
      comment: 'Enjoy your leave',
    });
    expect(done.code).toBe(200);
    expect(done.data.flowStatus).toBe('approved');
    const twice = await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok' });
    expect(twice.status).toBe(409);
    expect((await t.get(leader, '/api/blade-flow/work/done-list')).data.records[0]).toMatchObject({ taskId: task.taskId, comment: 'Enjoy your leave' });

    const audit = await t.post(hr, `${PS}/hrAudited`, { id: rec.id, comment: 'Filed' });
    expect(audit.data.hrAudited).toBe(1);
    expect((await t.post(hr, `${PS}/hrAudited`, { id: rec.id })).status).toBe(409);
    expect((await t.post(employee, `${PS}/hrAudited`, { id: rec.id })).status).toBe(403);

    const history = await t.get(employee, '/api/mcc-base/base-flow-task/history-list', { processInstanceId: rec.processInstanceId });
    expect(history.code).toBe(200);
    expect(history.data.map((h: { historyActivityName: string }) => h.historyActivityName)).toEqual(['Start', 'Approver', '']);
    expect(history.data[0]).toMatchObject({ assigneeName: 'Employee', pass: true });
    expect(history.data[1]).toMatchObject({ assigneeName: 'Leader', assignee: ids.leader, comment: 'Enjoy your leave', pass: true });
    expect(history.data[1].historyActivityDurationTime).toMatch(/s$/);
    expect(history.data[1].endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const diagram = await t.get(employee, '/api/blade-flow/process/diagram-view', { processInstanceId: rec.processInstanceId });
    expect(diagram.data.completed).toEqual(expect.arrayContaining(['start', 'approver', 'end']));
    expect(diagram.data.active).toEqual([]);
    expect(diagram.data.xml).toContain('bpmndi:BPMNDiagram');
    const xml = await t.get(employee, '/api/blade-flow/process/resource-view', { processInstanceId: rec.processInstanceId });
    expect(xml.data).toContain('<bpmn:process id="leave"');

    const messages = await t.get(employee, '/api/blade-flow/message/page', { category: 'result' });
    // the result names the request by its number, so results of one form read apart
    expect(rec.requestNo).toMatch(/\d/);
    expect(messages.data.records.map((m: { title: string }) => m.title)).toEqual(
      expect.arrayContaining([`Leave application ${rec.requestNo} approved`, 'Leave application audited by HR']),
    );
    // ... and whom it is about (the form's applicant: the employee's own staff record here)
    const contents = (records: { content: string }[]) => records.map((m) => m.content);
    expect(contents(messages.data.records)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^Your request Leave application ${rec.requestNo} about Staff \\d{4} was approved$`))]),
    );
    const leaderMessages = await t.get(leader, '/api/blade-flow/message/page', { category: 'todo' });
    expect(leaderMessages.data.records[0].router).toBe('/staff/flow/leave/index');
    // read in Chinese: the wording, the form's and the step's names are Chinese; the people's names stay as typed
    const inChinese = { headers: { 'blade-language': 'zh' } };
    const results = await t.call(employee, 'GET', '/api/blade-flow/message/page?category=result', undefined, inChinese);
    expect(results.data.records.map((m: { title: string }) => m.title)).toEqual(
      expect.arrayContaining([`请假申请 ${rec.requestNo}已通过`, '请假申请已由人事审核']),
    );
    expect(contents(results.data.records)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^您关于Staff \\d{4}的申请请假申请 ${rec.requestNo}已通过$`))]),
    );
    const toApprove = (await t.call(leader, 'GET', '/api/blade-flow/message/page?category=todo', undefined, inChinese)).data.records[0];
    expect(toApprove.title).toBe('待审批：请假申请');
    expect(toApprove.content).toBe('Employee提交了请假申请；当前步骤：审批人');
    expect((await t.get(hr, `${PS}/page`, { formId: 2, hrAudited: 1 })).data.total).toBe(1);
    expect((await t.get(employee, `${PS}/page`)).status).toBe(403);
    const xlsx = await t.app.inject({ method: 'GET', url: `${PS}/exportProcess?formId=2`, headers: hr.headers });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.get(leader, `${PS}/approverProcess`)).data.records.map((r: { id: string }) => r.id)).toContain(rec.id);
  });

  it('takes the director step for long leave, and a rejection ends the request', async () => {
    const rec = (await start(employee, '2', leave(5))).data;
    const task = (await todo(leader)).find((x) => x.processInstanceId === rec.processInstanceId)!;
    const step1 = await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok' });
    expect(step1.data.flowStatus).toBe('running');
    expect(step1.data.taskName).toBeUndefined();
    const adminTask = (await todo(admin)).find((x) => x.processInstanceId === rec.processInstanceId)!;
    expect(adminTask).toBeDefined();
    const rejected = await t.post(admin, '/api/blade-flow/work/complete-task', {
      taskId: adminTask.taskId,
      flag: 'reject',
      comment: 'Too long during the audit',
    });
    expect(rejected.data.flowStatus).toBe('rejected');
    expect((await t.post(employee, `${PS}/recall`, { id: rec.id })).status).toBe(409);
    const history = (await t.get(employee, '/api/mcc-base/base-flow-task/history-list', { processInstanceId: rec.processInstanceId })).data;
    expect(history.map((h: { historyActivityName: string }) => h.historyActivityName)).toEqual(['Start', 'Approver', 'Director approval', '']);
    expect(history[2]).toMatchObject({ pass: false, comment: 'Too long during the audit' });
  });

  it('lets the initiator recall a running request, closing its task', async () => {
    const rec = (await start(employee, '2', leave(1))).data;
    const task = (await todo(leader)).find((x) => x.processInstanceId === rec.processInstanceId)!;
    expect((await t.post(leader, `${PS}/recall`, { id: rec.id })).status).toBe(403);
    const recalled = await t.post(employee, `${PS}/recall`, { processInstanceId: rec.processInstanceId, comment: 'Plans changed' });
    expect(recalled.data.flowStatus).toBe('recalled');
    expect((await todo(leader)).find((x) => x.processInstanceId === rec.processInstanceId)).toBeUndefined();
    expect((await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok' })).status).toBe(409);
    const history = (await t.get(employee, '/api/mcc-base/base-flow-task/history-list', { processInstanceId: rec.processInstanceId })).data;
    expect(history.map((h: { historyActivityName: string }) => h.historyActivityName)).toEqual(['Start', 'Recalled', '']);
    expect(history[1]).toMatchObject({ comment: 'Plans changed', pass: false });
    // cancel by somebody else is refused; by the initiator it works
    const rec2 = (await start(employee, '2', leave(1))).data;
    expect((await t.post(other, '/api/mcc-base/base-flow-task/cancelProcess', { processInstanceId: rec2.processInstanceId })).status).toBe(404);
    expect((await t.post(employee, '/api/mcc-base/base-flow-task/cancelProcess', { processInstanceId: rec2.processInstanceId })).data.flowStatus).toBe(
      'cancelled',
    );
  });

  it('shares a request so the recipient can read it', async () => {
    const rec = (await start(employee, '2', leave(1))).data;
    expect((await t.get(other, `${PS}/detail`, { id: rec.id })).status).toBe(404);
    // recipients may be given as staff ids
    const shared = await t.post(employee, '/api/mcc-staff/forwardprocess/saveList', { processId: rec.id, recipientIds: '777001' });
    expect(shared.data.shared).toBe(1);
    expect((await t.get(other, `${PS}/detail`, { id: rec.id })).data.formName).toBe('Leave application');
    expect((await t.get(other, '/api/mcc-base/base-flow-task/history-list', { processInstanceId: rec.processInstanceId })).code).toBe(200);
    const page = await t.get(other, '/api/mcc-staff/forwardprocess/recipientPage');
    expect(page.data.records.map((r: { id: string }) => r.id)).toContain(rec.id);
    const detail = await t.get(other, '/api/mcc-staff/forwardprocess/detail', { processId: rec.id });
    expect(detail.data.recipients[0]).toMatchObject({ recipientId: ids.other });
    expect((await t.get(outsider, '/api/mcc-staff/forwardprocess/detail', { processId: rec.id })).status).toBe(404);
    expect((await t.get(other, '/api/blade-flow/message/page', { category: 'share' })).data.total).toBe(1);
    expect((await t.post(outsider, '/api/mcc-staff/forwardprocess/saveList', { processId: rec.id, recipientIds: ids.outsider })).status).toBe(404);
  });
});

describe('data scopes on the audit list', () => {
  it('limits the audit list to requests started in the departments of an "own dept" scope', async () => {
    const elsewhere = await makeDept(t.db, 'Elsewhere');
    const scopedHere = await signInWith(t, {
      account: 'audit_sales',
      codes: ['process_view'],
      deptId: ids.sales,
      dataScopes: [{ resourceCode: 'process', scopeType: DataScopeType.OWN_DEPT }],
    });
    const scopedThere = await signInWith(t, {
      account: 'audit_else',
      codes: ['process_view'],
      deptId: elsewhere,
      dataScopes: [{ resourceCode: 'process', scopeType: DataScopeType.OWN_DEPT }],
    });
    const all = await t.get(hr, `${PS}/page`, { size: -1 });
    const here = await t.get(scopedHere, `${PS}/page`, { size: -1 });
    expect(all.data.total).toBeGreaterThan(0);
    expect(here.data.total).toBeGreaterThan(0);
    expect(here.data.total).toBeLessThanOrEqual(all.data.total);
    // every request the Sales auditor sees was started by someone in Sales
    const salesInitiators = new Set([ids.employee, ids.other, ids.multi]);
    expect(here.data.records.every((r: { initiator: string }) => salesInitiators.has(r.initiator))).toBe(true);
    expect((await t.get(scopedThere, `${PS}/page`, { size: -1 })).data.total).toBe(0);
  });
});

describe('drafts, updates and special forms', () => {
  it('saves, updates with a version, starts and removes drafts', async () => {
    const draft = await t.post(employee, `${PS}/save`, { formId: '2', map: { leaveDays: 2 } });
    expect(draft.data.flowStatus).toBe('draft');
    expect(draft.data.processInstanceId).toBeNull();
    const mine = await t.get(employee, `${PS}/mySend`, { flowStatus: 'draft' });
    expect(mine.data.records.map((r: { id: string }) => r.id)).toContain(draft.data.id);
    const sent = await t.get(employee, '/api/blade-flow/work/send-list', { size: -1 });
    expect(sent.data.records.map((r: { id: string }) => r.id)).not.toContain(draft.data.id);
    expect(sent.data.records.every((r: { flowStatus: string }) => r.flowStatus !== 'draft')).toBe(true);
    const upd = await t.post(employee, `${PS}/update`, { id: draft.data.id, map: { leaveDays: 3 }, version: draft.data.version });
    expect(upd.data.map.leaveDays).toBe(3);
    expect((await t.post(employee, `${PS}/update`, { id: draft.data.id, map: { leaveDays: 4 }, version: draft.data.version })).status).toBe(409);
    expect((await t.post(other, `${PS}/update`, { id: draft.data.id, map: { leaveDays: 4 } })).status).toBe(404);
    const started = await t.post(employee, `${PS}/startProcess`, { id: draft.data.id, map: leave(3), version: upd.data.version });
    expect(started.data).toMatchObject({ id: draft.data.id, flowStatus: 'running' });
    expect((await t.post(employee, `${PS}/remove`, { id: draft.data.id })).status).toBe(409);
    const d2 = await t.post(employee, `${PS}/save`, { formId: '2', map: {} });
    expect((await t.post(employee, `${PS}/remove`, { id: d2.data.id })).code).toBe(200);
    expect((await t.get(employee, `${PS}/detail`, { id: d2.data.id })).status).toBe(404);
  });

  it('form 29: the approver may add the required tickets; other fields stay as submitted', async () => {
    const worker = await t.post(employee, '/api/mcc-worker/processfield/startProcess', {
      formId: '29',
      map: { ...leave(2, {}, [0]), staffId: undefined, workerId: ids.worker, vacationInfoId: ids.workerAnnual, tickets: '9001' },
    });
    expect(worker.code).toBe(200);
    expect(worker.data.category).toBe(2);
    const task = (await todo(leader)).find((x) => x.processInstanceId === worker.data.processInstanceId)!;
    const upd = await t.post(leader, `${PS}/update`, { id: worker.data.id, map: { tickets: '9001,9002', leaveDays: 9 } });
    expect(upd.code).toBe(200);
    expect(upd.data.map).toMatchObject({ tickets: '9001,9002', leaveDays: 2 });
    const noTickets = await t.post(leader, `${PS}/update`, { id: worker.data.id, map: { tickets: '' } });
    expect(noTickets.status).toBe(400);
    expect(noTickets.msg).toContain('tickets');
    expect((await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok' })).data.flowStatus).toBe('approved');
    expect((await t.get(employee, '/api/mcc-worker/processfield/personalProcess')).data.records.map((r: { id: string }) => r.id)).toContain(worker.data.id);
  });

  it('form 36 overtime and 44 manual attendance validate their tables', async () => {
    const bad = await start(employee, '36', { staffId: ids.employeeStaff, reason: 'Release', ot: [{ startTime: '2026-01-01 18:00' }] });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('ot.0.endTime');
    const ok = await start(employee, '36', {
      staffId: ids.employeeStaff,
      reason: 'Release',
      ot: [{ startTime: '2026-01-01 18:00', endTime: '2026-01-01 21:00' }],
    });
    expect(ok.code).toBe(200);
    const manual = await start(employee, '44', {
      staffName: 'Employee',
      manualDates: [{ attendanceDate: today, clockInTimeManual: '09:00', clockOutTimeManual: '18:00', remark: 'Card reader down' }],
    });
    expect(manual.code).toBe(200);
    expect(manual.data.map.manualDates[0].remark).toBe('Card reader down');
  });

  it('form 24: remark only counts when option 5 (other) is chosen', async () => {
    const base = { workerId: ids.worker, lastWorkingDay: later(30) };
    const noOther = await t.post(employee, '/api/mcc-worker/processfield/startProcess', {
      formId: '24',
      map: { ...base, resignation: [1, 2], remark: 'ignored' },
    });
    expect(noOther.code).toBe(200);
    expect(noOther.data.map).toMatchObject({ resignation: '1,2' });
    expect(noOther.data.map.remark).toBeUndefined();
    const other5 = await t.post(employee, '/api/mcc-worker/processfield/startProcess', { formId: '24', map: { ...base, resignation: [5] } });
    expect(other5.status).toBe(400);
    expect(other5.msg).toContain('remark');
  });

  it('multi-department users must choose an approver, who gets the task', async () => {
    const fields = (await t.get(multi, '/api/mcc-base/base/templateField/detail', { formId: 2 })).data;
    const approver = fields[fields.length - 1];
    expect(approver).toMatchObject({ fieldName: 'firstApprover', fieldLabel: 'Approver', required: 1, sort: 9999999, defaultValue: ids.leader });
    // forms with assignee fields do not get it
    expect((await t.get(multi, '/api/mcc-base/base/templateField/detail', { formId: 32 })).data.map((f: { fieldName: string }) => f.fieldName)).not.toContain(
      'firstApprover',
    );
    const without = await start(multi, '2', leave(1, { staffId: ids.multiStaff }));
    expect(without.status).toBe(400);
    expect(without.msg).toContain('firstApprover');
    const withOther = await start(multi, '2', leave(1, { staffId: ids.multiStaff, firstApprover: ids.other }));
    expect(withOther.code).toBe(200);
    expect((await todo(other)).map((x) => x.processInstanceId)).toContain(withOther.data.processInstanceId);
    // the approver (no multi-department role) edits the request: the initiator's Approver choice stays
    const edited = await t.post(other, `${PS}/update`, { id: withOther.data.id, map: { firstApprover: ids.outsider } });
    expect(edited.data.map.firstApprover).toBe(ids.other);
  });
});

describe('definitions', () => {
  const xml = (tasks: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flow="http://hr.local/schema/flow" id="d1" targetNamespace="x">
<bpmn:process id="hrForm" name="HR form v2" isExecutable="true">${tasks}</bpmn:process></bpmn:definitions>`;

  it('validates on deploy with errors naming the element, and versions definitions', async () => {
    const bad = await t.post(admin, '/api/blade-flow/manager/deploy', {
      xml: xml(
        '<bpmn:startEvent id="s"/><bpmn:scriptTask id="evil" name="Run"/><bpmn:endEvent id="e"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="e"/>',
      ),
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain("scriptTask 'evil'");
    const noAssignee = await t.post(admin, '/api/blade-flow/manager/deploy', {
      xml: xml(
        '<bpmn:startEvent id="s"/><bpmn:userTask id="t1" name="Check"/><bpmn:endEvent id="e"/><bpmn:sequenceFlow id="f1" sourceRef="s" ' +
          'targetRef="t1"/><bpmn:sequenceFlow id="f2" sourceRef="t1" targetRef="e"/>',
      ),
    });
    expect(noAssignee.msg).toContain("userTask 't1' (Check): flow:assignee is missing");
    expect((await t.post(employee, '/api/blade-flow/manager/deploy', { xml: xml('') })).status).toBe(403);

    // a request started on version 1 keeps it
    const old = (await start(employee, '18', { subject: 'Laptop', content: 'Please' })).data;
    const parallel = `<bpmn:startEvent id="s"/><bpmn:parallelGateway id="fork"/><bpmn:userTask id="a" name="Leader" flow:assignee="deptLeader"/>
      <bpmn:userTask id="b" name="HR" flow:assignee="role:hr"/><bpmn:parallelGateway id="join"/><bpmn:endEvent id="e"/>
      <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="fork"/><bpmn:sequenceFlow id="f2" sourceRef="fork" targetRef="a"/><bpmn:sequenceFlow id="f3" sourceRef="fork" targetRef="b"/>
      <bpmn:sequenceFlow id="f4" sourceRef="a" targetRef="join"/><bpmn:sequenceFlow id="f5" sourceRef="b" targetRef="join"/><bpmn:sequenceFlow id="f6" sourceRef="join" targetRef="e"/>`;
    const deployed = await t.post(admin, '/api/blade-flow/manager/deploy', { xml: xml(parallel), formId: '18' });
    expect(deployed.data).toMatchObject({ processKey: 'hrForm', version: 2 });
    const list = await t.get(admin, '/api/blade-flow/manager/list', { processKey: 'hrForm' });
    expect(list.data.records.map((r: { version: number; isLatest: boolean }) => [r.version, r.isLatest])).toEqual([
      [2, true],
      [1, false],
    ]);
    const xml1 = await t.get(admin, '/api/blade-flow/process/resource-view', { processDefinitionId: list.data.records[1].id });
    expect(xml1.data).toContain('flow:assignee');

    const fresh = (await start(employee, '18', { subject: 'Desk', content: 'Please' })).data;
    const leaderTasks = await todo(leader);
    const hrTasks = await todo(hr);
    expect(hrTasks.map((x) => x.processInstanceId)).toContain(fresh.processInstanceId);
    expect(hrTasks.map((x) => x.processInstanceId)).not.toContain(old.processInstanceId);
    const a = leaderTasks.find((x) => x.processInstanceId === fresh.processInstanceId)!;
    const b = hrTasks.find((x) => x.processInstanceId === fresh.processInstanceId)!;
    expect((await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: a.taskId, flag: 'ok' })).data.flowStatus).toBe('running');
    const diag = (await t.get(employee, '/api/blade-flow/process/diagram-view', { processInstanceId: fresh.processInstanceId })).data;
    expect(diag.active).toEqual(['b']);
    expect(diag.completed).toEqual(expect.arrayContaining(['s', 'fork', 'a']));
    expect((await t.post(hr, '/api/blade-flow/work/complete-task', { taskId: b.taskId, flag: 'ok' })).data.flowStatus).toBe('approved');
    // the old request still runs on version 1 (a single approver step)
    const oldTask = leaderTasks.find((x) => x.processInstanceId === old.processInstanceId)!;
    expect((await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: oldTask.taskId, flag: 'ok' })).data.flowStatus).toBe('running');
    // the definitions list names the form, the state and what runs and finished on each version
    const counted = await t.get(admin, '/api/blade-flow/manager/list', { formId: '18' });
    expect(
      counted.data.records.map((r: { version: number; state: string; running: number; finished: number; formName: string }) => [
        r.version,
        r.state,
        r.running,
        r.finished,
        Boolean(r.formName),
      ]),
    ).toEqual([
      [2, 'active', 0, 1, true],
      [1, 'superseded', 1, 0, true],
    ]);
  });

  it('service tasks run domain hooks inside the action: a refusal leaves no half-started request', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flow="http://hr.local/schema/flow" id="d2" targetNamespace="x">
<bpmn:process id="officeEquipment" isExecutable="true"><bpmn:startEvent id="s"/><bpmn:serviceTask id="reserve" name="Reserve" flow:hook="test.reserveEquipment"/>
<bpmn:userTask id="approve" name="Approver" flow:assignee="deptLeader"/><bpmn:endEvent id="e"/>
<bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="reserve"/><bpmn:sequenceFlow id="f2" sourceRef="reserve" targetRef="approve"/>
<bpmn:sequenceFlow id="f3" sourceRef="approve" targetRef="e"/></bpmn:process></bpmn:definitions>`;
    expect((await t.post(admin, '/api/blade-flow/manager/deploy', { xml, formId: '14' })).data.version).toBe(2);
    const ok = await start(employee, '14', { staffId: ids.employeeStaff, equipment: 'Chair', quantity: 2, reason: 'Broken' });
    expect(ok.data).toMatchObject({ flowStatus: 'running', map: { reserved: true }, requestNo: expect.stringMatching(/-\d{6}$/) });
    const refused = await start(employee, '14', { staffId: ids.employeeStaff, equipment: 'Chair', quantity: 9, reason: 'Team' });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('not enough equipment');
    const rows = await t.db.select().from(flowInstance).where(eq(flowInstance.formId, '14'));
    expect(rows).toHaveLength(1);
    const diag = (await t.get(employee, '/api/blade-flow/process/diagram-view', { processInstanceId: ok.data.processInstanceId })).data;
    expect(diag.completed).toEqual(expect.arrayContaining(['s', 'reserve']));
    expect(diag.active).toEqual(['approve']);
    expect(diag.flows).toEqual(['f1', 'f2']);
  });

  it('tells domain listeners when a request starts and how it ends, inside the action', async () => {
    const induction = (remark: string) => ({ staffId: ids.employee, inductionDate: later(3), remark });
    // induction (6) is started by HR only (its "who may start"); here an employee starts it, so it is open to everyone
    await t.db.update(templateForm).set({ startRoles: '' }).where(eq(templateForm.id, '6'));
    const approved = (await start(employee, '6', induction('a'))).data;
    const task = (await todo(leader)).find((x) => x.processInstanceId === approved.processInstanceId)!;
    await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: task.taskId, flag: 'ok' });
    const rejected = (await start(employee, '6', induction('b'))).data;
    const task2 = (await todo(leader)).find((x) => x.processInstanceId === rejected.processInstanceId)!;
    await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: task2.taskId, flag: 'reject' });
    const recalled = (await start(employee, '6', induction('c'))).data;
    await t.post(employee, `${PS}/recall`, { id: recalled.id });
    expect(inductionEvents).toEqual([
      { event: 'started', remark: 'a' },
      { event: 'approved', remark: 'a' },
      { event: 'started', remark: 'b' },
      { event: 'rejected', remark: 'b' },
      { event: 'started', remark: 'c' },
      { event: 'recalled', remark: 'c' },
    ]);
    const before = (await t.db.select().from(flowInstance).where(eq(flowInstance.formId, '6'))).length;
    const refused = await start(employee, '6', induction('refuse'));
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('remark: the domain module refused');
    expect(await t.db.select().from(flowInstance).where(eq(flowInstance.formId, '6'))).toHaveLength(before);
  });

  it('escalates overdue tasks to the escalation assignee', async () => {
    const rec = (await start(employee, '2', leave(1))).data;
    const [task] = await t.db
      .select()
      .from(flowTask)
      .where(and(eq(flowTask.instanceId, rec.id), eq(flowTask.taskStatus, 'open')));
    expect(task.dueTime).not.toBeNull();
    expect(await escalateDueTasks(t.app, new Date(Date.now() + 4 * 86400_000))).toBeGreaterThanOrEqual(1);
    const [after] = await t.db.select().from(flowTask).where(eq(flowTask.id, task.id));
    expect(after.taskStatus).toBe('escalated');
    // the escalation rule is deptLeader|role:administrator: the leader already has it, so the administrator gets it
    expect((await todo(leader)).filter((x) => x.processInstanceId === rec.processInstanceId)).toHaveLength(0);
    const tasks = (await todo(admin)).filter((x) => x.processInstanceId === rec.processInstanceId);
    expect(tasks).toHaveLength(1);
    expect((await t.post(admin, '/api/blade-flow/work/complete-task', { taskId: tasks[0].taskId, flag: 'ok' })).data.flowStatus).toBe('approved');
    const actions = await t.db
      .select()
      .from(flowTaskAction)
      .where(and(eq(flowTaskAction.instanceId, rec.id), eq(flowTaskAction.action, 'escalate')));
    expect(actions).toHaveLength(1);
    expect((await t.get(admin, '/api/blade-flow/message/page', { category: 'escalation' })).data.total).toBeGreaterThanOrEqual(1);
  });
});

describe('batch approval from To do', () => {
  it('approves each task in its own transaction; a handled or foreign task fails alone with its own status', async () => {
    const recs: { processInstanceId: string }[] = [];
    for (let i = 0; i < 3; i++) recs.push((await start(employee, '2', leave(1))).data);
    const mine = (await todo(leader)).filter((x) => recs.some((r) => r.processInstanceId === x.processInstanceId));
    expect(mine).toHaveLength(3);
    // the third is approved singly first: in the batch it is stale
    expect((await t.post(leader, '/api/blade-flow/work/complete-task', { taskId: mine[2].taskId, flag: 'ok' })).code).toBe(200);
    // a task of another approver's
    const foreign = (await start(employee, '2', leave(1))).data;
    const foreignTask = (await todo(leader)).find((x) => x.processInstanceId === foreign.processInstanceId)!;

    const res = await t.post(outsider, '/api/blade-flow/work/batch-complete', { taskIds: foreignTask.taskId, pass: true, comment: 'Not mine' });
    expect(res.code).toBe(200);
    expect(res.data).toEqual([expect.objectContaining({ code: 403, success: false })]);

    const batch = await t.post(leader, '/api/blade-flow/work/batch-complete', {
      taskIds: mine.map((x) => x.taskId).join(','),
      pass: 'true',
      comment: 'All fine',
    });
    expect(batch.code).toBe(200);
    expect(batch.data.map((r: { code: number }) => r.code)).toEqual([200, 200, 409]);
    expect(batch.data[2].msg).toBe('This task has already been handled');
    for (const rec of recs) {
      const detail = await t.get(employee, `${PS}/detail`, { processInstanceId: rec.processInstanceId });
      expect(detail.data.flowStatus).toBe('approved');
    }
    const history = await t.get(employee, '/api/mcc-base/base-flow-task/history-list', { processInstanceId: mine[0].processInstanceId });
    expect(history.data[1]).toMatchObject({ comment: 'All fine', pass: true });

    // rejecting in a batch ends the request as rejected
    const rejected = await t.post(leader, '/api/blade-flow/work/batch-complete', {
      taskIds: [foreignTask.taskId],
      pass: false,
      comment: 'Dates clash with the site audit',
    });
    expect(rejected.data[0]).toMatchObject({ code: 200, success: true });
    expect((await t.get(employee, `${PS}/detail`, { processInstanceId: foreign.processInstanceId })).data.flowStatus).toBe('rejected');
    expect((await t.post(leader, '/api/blade-flow/work/batch-complete', { taskIds: '', pass: true })).status).toBe(400);
  });
});
