import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DELEGATION_PERMISSIONS, FLOW_STATUS } from '@hr/contracts';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { nextId } from '../../platform/db/ids.js';
import { formatDateTime } from '../../platform/util.js';
import { outbox } from '../../platform/db/platform.tables.js';
import { user } from '../system/system.tables.js';
import { makeDept, makeRole, makeUser, PASSWORD } from './flow.fixtures.js';
import { completeTask, requestDetail, requestHistory, startProcess } from './flow.service.js';
import { delegateOf, MAX_DELEGATION_CHAIN } from './assignees.js';
import { handover, pageDelegations, reassign, removeDelegations, submitDelegation } from './delegation.service.js';
import { confirmMailAction, viewMailAction } from './mail-action.service.js';
import { flowMailToken, flowTask } from './flow.tables.js';

// Out of office and the approval e-mails' links (issue 14 sections 1 and 2), on the database.
// Form 18 (HR form) runs approver (the initiator's department leader) -> HR (role hr).
const HR_FORM = '18';
const values = { subject: 'Laptop', content: 'A new one, please' };
const at = (offsetHours: number) => formatDateTime(new Date(Date.now() + offsetHours * 3600_000));

let t: TestApp;
let ids: Record<string, string>;
const ctx: Record<string, ServiceContext> = {};
const sessions: Record<string, Session> = {};

beforeAll(async () => {
  t = await createTestApp();
  const staff = await makeRole(t.db, 'staff');
  const hrRole = await makeRole(t.db, 'hr', [DELEGATION_PERMISSIONS.others, DELEGATION_PERMISSIONS.reassign]);
  const manager = await makeUser(t.db, 'dlmanager', { roleIds: [staff] });
  const dept = await makeDept(t.db, 'Delegation desk', manager);
  ids = { manager, dept };
  for (const a of ['dlemployee', 'dldana', 'dldave', 'dldora', 'dlother']) ids[a.slice(2)] = await makeUser(t.db, a, { roleIds: [staff], deptId: dept });
  ids.hr = await makeUser(t.db, 'dlhr', { roleIds: [hrRole] });
  // everyone gets e-mail (the approval mails carry the action links)
  for (const [k, id] of Object.entries(ids))
    if (k !== 'dept')
      await t.db
        .update(user)
        .set({ email: `${k}@example.test` })
        .where(eq(user.id, id));
  for (const a of ['dlmanager', 'dlemployee', 'dldana', 'dldave', 'dldora', 'dlother', 'dlhr']) {
    sessions[a.slice(2)] = await t.login(a, PASSWORD);
    ctx[a.slice(2)] = await t.serviceContext(sessions[a.slice(2)]);
  }
});
afterAll(async () => t?.close());

const start = () => startProcess(ctx.employee, { formId: HR_FORM, map: values });
const openTask = async (instanceId: string) =>
  (
    await t.db
      .select()
      .from(flowTask)
      .where(and(eq(flowTask.instanceId, instanceId), eq(flowTask.taskStatus, 'open')))
  )[0];
const delegate = (who: string, to: string, o: { from?: number; to?: number; formIds?: string[] } = {}) =>
  submitDelegation(ctx[who], { delegateUserId: ids[to], startTime: at(o.from ?? -1), endTime: at(o.to ?? 24), formIds: o.formIds });
const clear = async () => {
  const page = await pageDelegations(ctx.hr, { current: 1, size: -1 });
  if (page.records.length)
    await removeDelegations(
      ctx.hr,
      page.records.map((r) => r.id),
    );
};

describe('delegations', () => {
  it('send new tasks to the delegate, whom the timeline shows acting for the original; the original still reads the request', async () => {
    await clear();
    await delegate('manager', 'dana');
    const req = await start();
    const task = await openTask(req.id);
    expect(task).toMatchObject({ assignee: ids.dana, onBehalfOf: ids.manager });
    expect((await requestDetail(ctx.dana, { id: req.id })).myTaskId).toBe(task.id);
    await completeTask(ctx.dana, { taskId: task.id, flag: 'ok', comment: 'Fine by me' });
    const history = await requestHistory(ctx.manager, { id: req.id });
    expect(history.find((h) => h.taskId === task.id)).toMatchObject({ assigneeName: 'Dldana', onBehalfOfName: 'Dlmanager', comment: 'Fine by me', pass: true });
    // the manager keeps read access, and has nothing to do on it
    expect(await requestDetail(ctx.manager, { id: req.id })).toMatchObject({ id: req.id, myTaskId: null });
  });

  it("apply to a role's step too: the HR task goes to the HR approver's delegate, and on along the chain", async () => {
    await clear();
    await delegate('hr', 'dora');
    await delegate('dora', 'dave');
    const req = await start();
    await completeTask(ctx.manager, { taskId: (await openTask(req.id)).id, flag: 'ok' });
    expect(await openTask(req.id)).toMatchObject({ assignee: ids.dave, onBehalfOf: ids.hr, assigneeName: 'Dldave' });
    const history = await requestHistory(ctx.manager, { id: req.id });
    expect(history.at(-1)).toMatchObject({ assigneeName: 'Dldave', onBehalfOfName: 'Dlhr' });
  });

  it('follow a delegate of a delegate to the end of the chain, at most five steps', async () => {
    await clear();
    await delegate('manager', 'dana');
    await delegate('dana', 'dave');
    const req = await start();
    expect(await openTask(req.id)).toMatchObject({ assignee: ids.dave, onBehalfOf: ids.manager });
    // a chain longer than the bound stops after MAX_DELEGATION_CHAIN steps
    const chain = [ids.manager];
    for (let i = 0; i < MAX_DELEGATION_CHAIN + 2; i++) chain.push(await makeUser(t.db, `dlchain${i}`));
    await clear();
    for (let i = 0; i < chain.length - 1; i++)
      await submitDelegation(ctx.hr, { userId: chain[i], delegateUserId: chain[i + 1], startTime: at(-1), endTime: at(24) });
    expect(await delegateOf(t.db, { tenantId: '000000' }, ids.manager, HR_FORM, at(0))).toBe(chain[MAX_DELEGATION_CHAIN]);
  });

  it('apply only inside their period (both ends included) and to their forms', async () => {
    await clear();
    const d = await submitDelegation(ctx.manager, { delegateUserId: ids.dana, startTime: '2031-03-01 09:00:00', endTime: '2031-03-05 18:00:00' });
    const of = (when: string, form = HR_FORM) => delegateOf(t.db, { tenantId: '000000' }, ids.manager, form, when);
    expect(await of('2031-03-01 08:59:59')).toBe(ids.manager);
    expect(await of('2031-03-01 09:00:00')).toBe(ids.dana);
    expect(await of('2031-03-05 18:00:00')).toBe(ids.dana);
    expect(await of('2031-03-05 18:00:01')).toBe(ids.manager);
    await removeDelegations(ctx.manager, [d.id]);
    expect(await of('2031-03-02 09:00:00')).toBe(ids.manager);
    // a future delegation does not touch today's requests; one for other forms neither
    await delegate('manager', 'dana', { from: 48, to: 72 });
    await delegate('manager', 'dave', { formIds: ['2'] });
    expect(await openTask((await start()).id)).toMatchObject({ assignee: ids.manager, onBehalfOf: null });
    expect(await of(at(0), '2')).toBe(ids.dave);
  });

  it('refuse a cycle, self-delegation, an end before the start and a delegate outside the company, naming the field', async () => {
    await clear();
    await delegate('manager', 'dana');
    await delegate('dana', 'dave');
    await expect(delegate('dave', 'manager')).rejects.toMatchObject({
      code: 400,
      message: expect.stringMatching(/^delegateUserId: this would make a circle.*Dldave -> Dlmanager -> Dldana -> Dldave/),
    });
    // the same pair in a period the others do not cover is no cycle
    await expect(delegate('dave', 'manager', { from: 100, to: 120 })).resolves.toMatchObject({ state: 'planned' });
    await expect(delegate('dave', 'dave')).rejects.toMatchObject({ code: 400, message: 'delegateUserId: a person cannot be their own delegate' });
    await expect(submitDelegation(ctx.dave, { delegateUserId: ids.dana, startTime: at(5), endTime: at(4) })).rejects.toMatchObject({
      code: 400,
      message: 'endTime: the end must be after the start',
    });
    const foreign = nextId();
    await t.db.insert(user).values({ id: foreign, tenantId: '222222', account: 'dlforeign', password: 'x', name: 'Foreign' });
    await expect(submitDelegation(ctx.dave, { delegateUserId: foreign, startTime: at(0), endTime: at(4) })).rejects.toMatchObject({
      code: 400,
      message: 'delegateUserId: the delegate is not a user of this company',
    });
    await expect(submitDelegation(ctx.dave, { delegateUserId: ids.dana, startTime: at(0), endTime: at(4), formIds: ['999999999'] })).rejects.toMatchObject({
      code: 400,
      message: expect.stringMatching(/^formIds:/),
    });
  });

  it('never make someone approve their own request: that task stays with its assignee', async () => {
    await clear();
    await delegate('manager', 'employee');
    expect(await openTask((await start()).id)).toMatchObject({ assignee: ids.manager, onBehalfOf: null });
  });

  it("name their forms in the reader's language", async () => {
    await clear();
    await delegate('manager', 'dana', { formIds: [HR_FORM] });
    const inChinese = { ...ctx.manager, req: { ...ctx.manager.req, headers: { ...ctx.manager.req?.headers, 'blade-language': 'zh' } } } as ServiceContext;
    expect((await pageDelegations(ctx.manager, { current: 1, size: 10 })).records[0].formNames).toEqual(['HR form']);
    expect((await pageDelegations(inChinese, { current: 1, size: 10 })).records[0].formNames).toEqual(['人事表单']);
  });

  it("are one's own unless one may manage others' (HR), over HTTP too", async () => {
    await clear();
    await expect(submitDelegation(ctx.dana, { userId: ids.manager, delegateUserId: ids.dave, startTime: at(0), endTime: at(4) })).rejects.toMatchObject({
      code: 403,
    });
    const set = await t.post(sessions.hr, '/api/blade-flow/delegation/submit', {
      userId: ids.manager,
      delegateUserId: ids.dave,
      startTime: at(0),
      endTime: at(4),
    });
    expect(set).toMatchObject({ success: true, data: { userName: 'Dlmanager', delegateName: 'Dldave', state: 'active' } });
    const bad = await t.post(sessions.dana, '/api/blade-flow/delegation/submit', { delegateUserId: ids.dave, startTime: 'soon', endTime: at(4) });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/^startTime: Start /);
    expect((await t.get(sessions.manager, '/api/blade-flow/delegation/list')).data.records).toHaveLength(1);
    expect((await t.get(sessions.dana, '/api/blade-flow/delegation/list')).data.records).toHaveLength(0);
    const id = set.data.id;
    expect(await t.post(sessions.dana, '/api/blade-flow/delegation/remove', { ids: id })).toMatchObject({
      code: 400,
      msg: 'ids: one of the delegations does not exist or is not yours',
    });
    expect(await t.post(sessions.manager, '/api/blade-flow/delegation/remove', { ids: id })).toMatchObject({ success: true });
  });
});

describe('moving open tasks', () => {
  it('hands my open tasks to my delegate in one action; the timeline says who acts for whom', async () => {
    await clear();
    const a = await start();
    const b = await start();
    await expect(handover(ctx.manager, {})).rejects.toMatchObject({ code: 400, message: expect.stringMatching(/^delegateUserId: no delegate/) });
    await delegate('manager', 'dora');
    const result = await handover(ctx.manager, {});
    expect(result.moved).toBeGreaterThanOrEqual(2);
    expect(result.failed).toEqual([]);
    for (const req of [a, b]) {
      expect(await openTask(req.id)).toMatchObject({ assignee: ids.dora, onBehalfOf: ids.manager });
      expect((await requestHistory(ctx.employee, { id: req.id })).at(-1)).toMatchObject({ assigneeName: 'Dldora', onBehalfOfName: 'Dlmanager' });
    }
    expect((await requestDetail(ctx.manager, { id: a.id })).myTaskId).toBeNull();
    const d = await requestDetail(ctx.dora, { id: a.id });
    expect(await completeTask(ctx.dora, { taskId: d.myTaskId!, flag: 'ok', version: d.myTaskVersion! })).toMatchObject({ flowStatus: FLOW_STATUS.running });
  });

  it("lets HR reassign a leaver's open tasks in bulk, each in its own transaction", async () => {
    await clear();
    const reqs = [await start(), await start()];
    const res = await t.post(sessions.dana, '/api/blade-flow/work/reassign', { fromUserId: ids.manager, toUserId: ids.other });
    expect(res.status).toBe(403);
    expect(await t.post(sessions.hr, '/api/blade-flow/work/reassign', { fromUserId: ids.manager, toUserId: ids.manager })).toMatchObject({
      code: 400,
      msg: 'toUserId: choose someone other than the current approver',
    });
    // the initiator never receives their own request's task: each such task fails alone
    const own = await reassign(ctx.hr, { fromUserId: ids.manager, toUserId: ids.employee });
    expect(own.moved).toBe(0);
    expect(own.failed[0]).toMatchObject({ formName: 'HR form', msg: 'The new approver filed this request and cannot approve it' });
    const moved = await reassign(ctx.hr, { fromUserId: ids.manager, toUserId: ids.other });
    expect(moved.moved).toBeGreaterThanOrEqual(2);
    for (const req of reqs) expect(await openTask(req.id)).toMatchObject({ assignee: ids.other, onBehalfOf: null });
    const open = await t.db
      .select({ n: sql<number>`count(*)` })
      .from(flowTask)
      .where(and(eq(flowTask.assignee, ids.manager), eq(flowTask.taskStatus, 'open')));
    expect(Number(open[0].n)).toBe(0);
    const d = await requestDetail(ctx.other, { id: reqs[0].id });
    expect(d.myTaskId).toBeTruthy();
  });
});

/** The approve and reject links of the newest approval e-mail to `who`. */
async function mailLinks(who: string) {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, `${who}@example.test`))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = (kind: string) => new RegExp(`${kind}: \\S*/mail-action\\?token=([\\w-]+)`).exec(mail.body)![1];
  return { approve: token('Approve'), reject: token('Reject'), body: mail.body };
}

describe('mail action links', () => {
  it('are kept hashed, shown by GET without acting, and act once on POST', async () => {
    await clear();
    const req = await start();
    const { approve, reject, body } = await mailLinks('manager');
    expect(body).toContain('expires in 7 days');
    const stored = await t.db
      .select()
      .from(flowMailToken)
      .where(eq(flowMailToken.taskId, (await openTask(req.id)).id));
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.tokenHash)).not.toContain(approve);
    // GET (a mail scanner's prefetch) never acts
    for (let i = 0; i < 3; i++)
      expect(await viewMailAction(t.app, approve)).toMatchObject({
        state: 'ready',
        action: 'approve',
        formName: expect.any(String),
        initiatorName: 'Dlemployee',
        assigneeName: 'Dlmanager',
      });
    const viaHttp = await t.get(null, '/api/mcc-open/mail-action/detail', { token: approve });
    expect(viaHttp).toMatchObject({ success: true, data: { state: 'ready', taskName: 'Approver' } });
    expect((await openTask(req.id)).assignee).toBe(ids.manager);
    const confirmed = await t.post(null, '/api/mcc-open/mail-action/confirm', { token: approve });
    expect(confirmed).toMatchObject({ success: true, data: { state: 'approved' } });
    expect((await openTask(req.id)).assignee).toBe(ids.hr);
    expect((await requestHistory(ctx.employee, { id: req.id })).find((h) => h.assignee === ids.manager)).toMatchObject({
      pass: true,
      comment: 'Approved from the e-mail link',
    });
    // a second use, and the task's other link, change nothing
    expect(await confirmMailAction(t.app, approve)).toMatchObject({ state: 'used' });
    expect(await confirmMailAction(t.app, reject)).toMatchObject({ state: 'used' });
    expect((await requestDetail(ctx.employee, { id: req.id })).flowStatus).toBe(FLOW_STATUS.running);
  });

  it('point at the address the action came to when PUBLIC_WEB_URL is unset', async () => {
    await clear();
    const res = await t.post(sessions.employee, '/api/mcc-staff/processfield/startProcess', { formId: HR_FORM, map: values });
    expect(res.status).toBe(200);
    expect((await mailLinks('manager')).body).toMatch(/Approve: https?:\/\/[^/\s]+\/mail-action\?token=/);
  });

  it('reject through their reject link', async () => {
    const req = await start();
    const { reject } = await mailLinks('manager');
    expect(await confirmMailAction(t.app, reject)).toMatchObject({ state: 'rejected', action: 'reject' });
    expect((await requestDetail(ctx.employee, { id: req.id })).flowStatus).toBe(FLOW_STATUS.rejected);
  });

  it('expire, and an expired link changes nothing', async () => {
    const req = await start();
    const { approve } = await mailLinks('manager');
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await viewMailAction(t.app, approve, later)).toMatchObject({ state: 'expired' });
    expect(await confirmMailAction(t.app, approve, later)).toMatchObject({ state: 'expired' });
    expect((await openTask(req.id)).assignee).toBe(ids.manager);
    expect(await confirmMailAction(t.app, approve)).toMatchObject({ state: 'approved' });
  });

  it('answer "handled" for a task already completed, and "invalid" for a foreign or made-up link, changing nothing', async () => {
    const req = await start();
    const { approve } = await mailLinks('manager');
    const d = await requestDetail(ctx.manager, { id: req.id });
    await completeTask(ctx.manager, { taskId: d.myTaskId!, flag: 'reject' });
    expect(await confirmMailAction(t.app, approve)).toMatchObject({ state: 'handled' });
    const [row] = await t.db.select().from(flowMailToken).where(eq(flowMailToken.taskId, d.myTaskId!)).limit(1);
    expect(row.usedAt).toBeNull();
    // a task handed to someone else: the old assignee's link is no longer theirs
    const other = await start();
    const old = await mailLinks('manager');
    await reassign(ctx.hr, { fromUserId: ids.manager, toUserId: ids.other });
    expect(await viewMailAction(t.app, old.approve)).toMatchObject({ state: 'invalid', formName: '' });
    expect(await confirmMailAction(t.app, old.approve)).toMatchObject({ state: 'invalid' });
    expect((await openTask(other.id)).assignee).toBe(ids.other);
    // the new assignee got links of their own
    expect(await confirmMailAction(t.app, (await mailLinks('other')).approve)).toMatchObject({ state: 'approved' });
    expect(await confirmMailAction(t.app, 'x'.repeat(43))).toMatchObject({ state: 'invalid' });
  });
});
