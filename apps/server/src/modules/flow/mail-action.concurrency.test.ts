import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, onPostgres, type Session, type TestApp } from '../../../test/helpers.js';
import { outbox } from '../../platform/db/platform.tables.js';
import { user } from '../system/system.tables.js';
import { makeDept, makeRole, makeUser, PASSWORD } from './flow.fixtures.js';
import { flowTask, flowTaskAction } from './flow.tables.js';

// A mail action link confirmed many times at once (a double click, a retrying client): row locks are
// only real on PostgreSQL (PGlite has one connection), so this runs there.
describe.runIf(onPostgres)('concurrent confirmations of one mail link on PostgreSQL', () => {
  let t: TestApp;
  let employee: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const role = await makeRole(t.db, 'staff');
    const leaderId = await makeUser(t.db, 'mlleader', { roleIds: [role] });
    await t.db.update(user).set({ email: 'mlleader@example.test' }).where(eq(user.id, leaderId));
    const dept = await makeDept(t.db, 'Mail ops', leaderId);
    await makeUser(t.db, 'mlemployee', { roleIds: [role], deptId: dept });
    employee = await t.login('mlemployee', PASSWORD);
  });
  afterAll(async () => t?.close());

  it('10 concurrent POSTs of one approve link: one approves, the others find it used; one approval recorded', async () => {
    const started = await t.post(employee, '/api/mcc-staff/processfield/startProcess', { formId: '18', map: { subject: 'Desk', content: 'A standing desk' } });
    expect(started.code).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'mlleader@example.test')).orderBy(desc(outbox.id)).limit(1);
    const token = /Approve: \S*\/mail-action\?token=([\w-]+)/.exec(mail.body)![1];
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.post(null, '/api/mcc-open/mail-action/confirm', { token })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const states = answers.map((a) => a.data.state).sort();
    expect(states.filter((s) => s === 'approved')).toHaveLength(1);
    expect(states.filter((s) => s === 'used')).toHaveLength(9);
    const [task] = await t.db.select().from(flowTask).where(eq(flowTask.instanceId, started.data.id)).orderBy(flowTask.createTime).limit(1);
    expect(task.taskStatus).toBe('approved');
    const approvals = await t.db
      .select()
      .from(flowTaskAction)
      .where(and(eq(flowTaskAction.taskId, task.id), eq(flowTaskAction.action, 'approve')));
    expect(approvals).toHaveLength(1);
  });
});
