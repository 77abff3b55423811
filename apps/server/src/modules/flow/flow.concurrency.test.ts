import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { createTestApp, onPostgres, ADMIN_PASSWORD, type Session, type TestApp } from '../../../test/helpers.js';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../platform/db/client.js';
import { makeDept, makeRole, makeUser, PASSWORD } from './flow.fixtures.js';
import { flowActivity, flowInstance, flowTaskAction } from './flow.tables.js';
import { templateForm } from '../form/form.tables.js';

// Row locks are only real on PostgreSQL (PGlite has one connection), so this runs there.
describe.runIf(onPostgres)('concurrent approvals on PostgreSQL', () => {
  let t: TestApp;
  let employee: Session;
  let leader: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const role = await makeRole(t.db, 'staff');
    const leaderId = await makeUser(t.db, 'leader', { roleIds: [role] });
    const dept = await makeDept(t.db, 'Ops', leaderId);
    await makeUser(t.db, 'employee', { roleIds: [role], deptId: dept });
    employee = await t.login('employee', PASSWORD);
    leader = await t.login('leader', PASSWORD);
  });
  afterAll(async () => t?.close());

  it('20 concurrent approvals of one task: one success, 19 conflicts, one history entry', async () => {
    const started = await t.post(employee, '/api/mcc-staff/processfield/startProcess', {
      formId: '18',
      map: { subject: 'Monitor', content: 'A second monitor' },
    });
    expect(started.code).toBe(200);
    const todo = await t.get(leader, '/api/blade-flow/work/todo-list');
    const task = todo.data.records.find((r: { processInstanceId: string }) => r.processInstanceId === started.data.processInstanceId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.post(leader, '/api/blade-flow/work/complete-task', {
          taskId: task.taskId,
          processInstanceId: task.processInstanceId,
          flag: 'ok',
          comment: `attempt ${i}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const finished = await t.db
      .select()
      .from(flowActivity)
      .where(and(eq(flowActivity.taskId, task.taskId), isNotNull(flowActivity.endTime)));
    expect(finished).toHaveLength(1);
    const actions = await t.db
      .select()
      .from(flowTaskAction)
      .where(and(eq(flowTaskAction.taskId, task.taskId), eq(flowTaskAction.action, 'approve')));
    expect(actions).toHaveLength(1);
    const history = await t.get(employee, '/api/mcc-base/base-flow-task/history-list', { processInstanceId: task.processInstanceId });
    expect(history.data.filter((h: { historyActivityName: string }) => h.historyActivityName === 'Approver')).toHaveLength(1);
  });

  it('two app instances (separate connection pools, as two server processes have) on one database work through the same todo list without approving anything twice', async () => {
    const database = await openDatabase({ databaseUrl: t.databaseUrl! });
    const second = await buildApp({
      database,
      migrate: false,
      config: { adminPassword: ADMIN_PASSWORD, jwtSecret: 'test-signing-key-only-for-tests', backgroundJobs: false },
    });
    await second.ready();
    try {
      for (let i = 0; i < 8; i++) {
        expect(
          (await t.post(employee, '/api/mcc-staff/processfield/startProcess', { formId: '18', map: { subject: `Item ${i}`, content: 'Needed' } })).code,
        ).toBe(200);
      }
      const todo = (await t.get(leader, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as { taskId: string; processInstanceId: string }[];
      expect(todo.length).toBeGreaterThanOrEqual(8);
      const approve = (server: typeof second, task: { taskId: string }) =>
        server
          .inject({ method: 'POST', url: '/api/blade-flow/work/complete-task', headers: leader.headers, payload: { taskId: task.taskId, flag: 'ok' } })
          .then((r) => r.statusCode);
      // both processes try every task at once
      const statuses = await Promise.all(todo.flatMap((task) => [approve(t.app, task), approve(second, task)]));
      expect(statuses.filter((s) => s === 200)).toHaveLength(todo.length);
      expect(statuses.filter((s) => s === 409)).toHaveLength(todo.length);
      const actions = await t.db.select().from(flowTaskAction).where(eq(flowTaskAction.action, 'approve'));
      expect(new Set(actions.map((a) => a.taskId)).size).toBe(actions.length);
      expect((await t.get(leader, '/api/blade-flow/work/todo-list')).data.total).toBe(0);
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('a server killed (SIGKILL) in the middle of starting a request leaves no half-started request', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./crash-child.fixture.ts', import.meta.url))], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const exited = new Promise((r) => child.on('exit', r));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`child did not reach the hang: ${out} ${err}`)), 90_000);
      child.stdout.on('data', (d) => {
        out += d;
        if (out.includes('HANG')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', () => reject(new Error(`child exited early: ${out} ${err}`)));
    });
    child.kill('SIGKILL');
    await exited;
    expect(out).toContain('DEPLOYED');
    const rows = await t.db.select().from(flowInstance).where(eq(flowInstance.formId, '30'));
    expect(rows).toHaveLength(0);
    // nothing is left locked: the database keeps serving starts
    expect((await t.post(employee, '/api/mcc-staff/processfield/startProcess', { formId: '18', map: { subject: 'After crash', content: 'Works' } })).code).toBe(
      200,
    );
  }, 120_000);

  const startHrForm = async (subject: string) => {
    const started = await t.post(employee, '/api/mcc-staff/processfield/startProcess', { formId: '18', map: { subject, content: 'Needed' } });
    expect(started.code).toBe(200);
    return started.data as { id: string; processInstanceId: string };
  };
  const taskOf = async (who: Session, processInstanceId: string) =>
    ((await t.get(who, '/api/blade-flow/work/todo-list', { size: -1 })).data.records as { taskId: string; processInstanceId: string }[]).find(
      (r) => r.processInstanceId === processInstanceId,
    )!;
  const complete = (who: Session, taskId: string) => t.post(who, '/api/blade-flow/work/complete-task', { taskId, flag: 'ok' });

  it('everyone of a step that needs all of them approving at the same moment gets through, and the request moves on once', async () => {
    const panel = await makeRole(t.db, 'panel');
    for (const i of [1, 2, 3]) await makeUser(t.db, `panel${i}`, { roleIds: [panel] });
    const members = await Promise.all([1, 2, 3].map((i) => t.login(`panel${i}`, PASSWORD)));
    const [form] = await t.db.select({ processKey: templateForm.processKey }).from(templateForm).where(eq(templateForm.id, '18'));
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flow="http://hr.local/schema/flow" id="panelReview" targetNamespace="x">
<bpmn:process id="${form.processKey}" isExecutable="true"><bpmn:startEvent id="s"/>
<bpmn:userTask id="panel" name="Panel" flow:assignee="role:panel"><bpmn:multiInstanceLoopCharacteristics/></bpmn:userTask>
<bpmn:userTask id="lead" name="Leader" flow:assignee="deptLeader"/><bpmn:endEvent id="e"/>
<bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="panel"/><bpmn:sequenceFlow id="f2" sourceRef="panel" targetRef="lead"/>
<bpmn:sequenceFlow id="f3" sourceRef="lead" targetRef="e"/></bpmn:process></bpmn:definitions>`;
    const deployed = await t.post(await t.login(), '/api/blade-flow/manager/deploy', { xml, formId: '18' });
    expect([deployed.code, deployed.msg]).toEqual([200, expect.anything()]);
    const request = await startHrForm('Panel review');
    const tasks = await Promise.all(members.map((m) => taskOf(m, request.processInstanceId)));
    const answers = await Promise.all(members.map((m, i) => complete(m, tasks[i].taskId)));
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200]);
    const history = (await t.get(employee, '/api/mcc-base/base-flow-task/history-list', { processInstanceId: request.processInstanceId })).data as {
      historyActivityName: string;
      pass: boolean;
    }[];
    expect(history.filter((h) => h.historyActivityName === 'Panel').map((h) => h.pass)).toEqual([true, true, true]);
    expect(history.filter((h) => h.historyActivityName === 'Leader')).toHaveLength(1);
    expect(await taskOf(leader, request.processInstanceId)).toBeTruthy();
    const actions = await t.db
      .select()
      .from(flowTaskAction)
      .where(and(eq(flowTaskAction.instanceId, request.id), eq(flowTaskAction.action, 'approve')));
    expect(actions).toHaveLength(3);
  });
});
