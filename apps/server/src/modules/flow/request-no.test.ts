import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { createTestApp, onPostgres, type Session, type TestApp } from '../../../test/helpers.js';
import { makeDept, makeRole, makeUser, PASSWORD } from './flow.fixtures.js';
import { flowInstance, flowRequestSeq } from './flow.tables.js';
import { templateForm } from '../form/form.tables.js';

const year = new Date().getFullYear();
const START = '/api/mcc-staff/processfield/startProcess';
const hrForm = (i: number) => ({ formId: '18', map: { subject: `Monitor ${i}`, content: 'A second monitor' } });

async function setUp(t: TestApp) {
  const role = await makeRole(t.db, 'staff');
  const leaderId = await makeUser(t.db, 'leader', { roleIds: [role] });
  const dept = await makeDept(t.db, 'Ops', leaderId);
  await makeUser(t.db, 'employee', { roleIds: [role], deptId: dept });
  return { employee: await t.login('employee', PASSWORD), leader: await t.login('leader', PASSWORD) };
}

describe('request numbers', () => {
  let t: TestApp;
  let employee: Session;
  let leader: Session;
  beforeAll(async () => {
    t = await createTestApp();
    ({ employee, leader } = await setUp(t));
  });
  afterAll(async () => t?.close());

  it("a started request gets its form's prefix, the year and the next number; a draft has none until it starts", async () => {
    const first = await t.post(employee, START, hrForm(1));
    const second = await t.post(employee, START, hrForm(2));
    expect(first.data.requestNo).toBe(`HF-${year}-000001`);
    expect(second.data.requestNo).toBe(`HF-${year}-000002`);
    const draft = await t.post(employee, '/api/mcc-staff/processfield/save', hrForm(3));
    expect(draft.data.requestNo).toBeNull();
    const started = await t.post(employee, START, { id: draft.data.id, map: hrForm(3).map });
    expect(started.data.requestNo).toBe(`HF-${year}-000003`);
    // another form counts on its own
    const day = `${year}-06-02`;
    const ot = await t.post(employee, START, {
      formId: '36',
      map: { staffName: 'Employee', ot: [{ startTime: `${day} 18:00:00`, endTime: `${day} 20:00:00` }], reason: 'Release' },
    });
    if (ot.code === 200) expect(ot.data.requestNo).toBe(`OT-${year}-000001`);
  });

  it("shows the number in my requests, the approver's to-do list, the detail and the approver's notification; the lists filter by it", async () => {
    const mine = await t.get(employee, '/api/mcc-staff/processfield/mySend', { size: -1 });
    expect(mine.data.records.map((r: { requestNo: string }) => r.requestNo)).toEqual(expect.arrayContaining([`HF-${year}-000001`, `HF-${year}-000002`]));
    const todo = await t.get(leader, '/api/blade-flow/work/todo-list', { size: -1 });
    const task = todo.data.records.find((r: { requestNo: string }) => r.requestNo === `HF-${year}-000002`);
    expect(task).toBeTruthy();
    const detail = await t.get(leader, '/api/mcc-staff/processfield/detail', { processInstanceId: task.processInstanceId });
    expect(detail.data.requestNo).toBe(`HF-${year}-000002`);
    const messages = await t.get(leader, '/api/blade-flow/message/page', { size: -1 });
    expect(messages.data.records.map((m: { requestNo: string }) => m.requestNo)).toContain(`HF-${year}-000002`);
    const found = await t.get(employee, '/api/mcc-staff/processfield/mySend', { requestNo: `HF-${year}-000002` });
    expect(found.data.records.map((r: { requestNo: string }) => r.requestNo)).toEqual([`HF-${year}-000002`]);
  });

  it("a form's prefix is the administrator's to change (capitals and digits); a form without one numbers REQ-", async () => {
    const admin = await t.login();
    const form = (await t.get(admin, '/api/mcc-base/base/templateForm/detail', { id: '18' })).data;
    expect(form.requestPrefix).toBe('HF');
    const bad = await t.post(admin, '/api/mcc-base/base/templateForm/submit', { ...form, requestPrefix: 'hr form' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/requestPrefix/);
    await t.db.update(templateForm).set({ requestPrefix: null }).where(eq(templateForm.id, '18'));
    expect((await t.post(employee, START, hrForm(4))).data.requestNo).toBe(`REQ-${year}-000001`);
    await t.db.update(templateForm).set({ requestPrefix: 'HF' }).where(eq(templateForm.id, '18'));
  });

  it('the migration numbers the requests started before it, per prefix and year in start order, and sets the counters', async () => {
    // found by name: the lead renumbers migrations at merge
    const dir = fileURLToPath(new URL('../../../drizzle/', import.meta.url));
    const file = readdirSync(dir).find((f) => f.endsWith('_request-numbers.sql'))!;
    const migration = readFileSync(`${dir}${file}`, 'utf8');
    const dataSteps = migration
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /^(UPDATE "flow_instance"|INSERT INTO "flow_request_seq")/.test(s));
    expect(dataSteps).toHaveLength(2);
    const before = await t.db.select({ id: flowInstance.id, requestNo: flowInstance.requestNo }).from(flowInstance).where(isNotNull(flowInstance.requestNo));
    // as it was before the migration: no numbers, no counters
    await t.db.update(flowInstance).set({ requestNo: null });
    await t.db.delete(flowRequestSeq);
    for (const step of dataSteps) await t.db.execute(sql.raw(step));
    const after = await t.db.select({ id: flowInstance.id, requestNo: flowInstance.requestNo }).from(flowInstance).where(isNotNull(flowInstance.requestNo));
    expect(after.map((r) => r.requestNo).sort()).toEqual(
      expect.arrayContaining([`HF-${year}-000001`, `HF-${year}-000002`, `HF-${year}-000003`, `HF-${year}-000004`]),
    );
    expect(after).toHaveLength(before.length);
    const [counter] = await t.db
      .select()
      .from(flowRequestSeq)
      .where(and(eq(flowRequestSeq.prefix, 'HF'), eq(flowRequestSeq.year, year)));
    expect(counter.lastValue).toBe(4);
    // the next start continues after them
    expect((await t.post(employee, START, hrForm(5))).data.requestNo).toBe(`HF-${year}-000005`);
  });

  it('past 999,999 requests of a prefix in a year the number grows a digit rather than repeat', async () => {
    await t.db
      .update(flowRequestSeq)
      .set({ lastValue: 999_999 })
      .where(and(eq(flowRequestSeq.prefix, 'HF'), eq(flowRequestSeq.year, year)));
    const started = await t.post(employee, START, hrForm(6));
    expect(started.data.requestNo).toBe(`HF-${year}-1000000`);
    const [row] = await t.db.select({ requestNo: flowInstance.requestNo }).from(flowInstance).where(eq(flowInstance.id, started.data.id));
    expect(row.requestNo).toBe(`HF-${year}-1000000`);
  });
});

// many starts at once each take their own number: only PostgreSQL has concurrent connections
describe.runIf(onPostgres)('request numbers under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let employee: Session;
  beforeAll(async () => {
    t = await createTestApp();
    ({ employee } = await setUp(t));
  });
  afterAll(async () => t?.close());

  it('40 concurrent starts get 40 different numbers of the same prefix and year', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => t.post(employee, START, hrForm(i))));
    expect(answers.map((a) => a.code)).toEqual(Array(40).fill(200));
    const numbers = answers.map((a) => a.data.requestNo as string);
    expect(new Set(numbers).size).toBe(40);
    for (const n of numbers) expect(n).toMatch(new RegExp(`^HF-${year}-\\d{6}$`));
    const rows = await t.db.select({ requestNo: flowInstance.requestNo }).from(flowInstance).where(isNotNull(flowInstance.requestNo));
    expect(new Set(rows.map((r) => r.requestNo)).size).toBe(rows.length);
  });

  it('the database refuses a second request with the same number in a tenant', async () => {
    const [one] = await t.db.select().from(flowInstance).where(isNotNull(flowInstance.requestNo)).limit(1);
    const { id: _id, ...copy } = one;
    await expect(t.db.insert(flowInstance).values({ ...copy, processInstanceId: null })).rejects.toThrow();
  });
});
