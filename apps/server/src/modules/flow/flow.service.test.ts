import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_STATUS, PROCESS_PERMISSIONS } from '@hr/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { makeDept, makeRole, makeUser, PASSWORD } from './flow.fixtures.js';
import { completeTask, hrAudit, removeDraft, requestDetail, saveDraft, share, startProcess, terminate, updateValues } from './flow.service.js';

// The rules of a request's life called directly on a database (flow.test.ts covers the HTTP calls).
// Form 18 (HR form) runs approver -> HR, and no module reacts to it.
const HR_FORM = '18';
const values = { subject: 'Laptop', content: 'A new one, please' };

let t: TestApp;
let employee: ServiceContext;
let leader: ServiceContext;
let hr: ServiceContext;
let outsider: ServiceContext;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await makeRole(t.db, 'staff');
  const hrRole = await makeRole(t.db, 'hr', [PROCESS_PERMISSIONS.hrAudit, PROCESS_PERMISSIONS.cancel]);
  const leaderId = await makeUser(t.db, 'svcleader', { roleIds: [staff] });
  const dept = await makeDept(t.db, 'Service desk', leaderId);
  await makeUser(t.db, 'svcemployee', { roleIds: [staff], deptId: dept });
  await makeUser(t.db, 'svchr', { roleIds: [hrRole] });
  await makeUser(t.db, 'svcoutsider', { roleIds: [staff] });
  [employee, leader, hr, outsider] = await Promise.all(
    ['svcemployee', 'svcleader', 'svchr', 'svcoutsider'].map(async (a) => t.serviceContext(await t.login(a, PASSWORD))),
  );
});
afterAll(async () => t?.close());

const started = () => startProcess(employee, { formId: HR_FORM, map: values });

/** Approves the open task `who` holds on the request. */
async function approve(who: ServiceContext, id: string) {
  const d = await requestDetail(who, { id });
  return completeTask(who, { taskId: d.myTaskId!, flag: 'ok', version: d.myTaskVersion! });
}

describe('drafts', () => {
  it('are saved without their required fields, changed only by their initiator at the version read, then started', async () => {
    const draft = await saveDraft(employee, { formId: HR_FORM, map: { subject: 'Chair' } });
    expect(draft).toMatchObject({ flowStatus: FLOW_STATUS.draft, processInstanceId: null, map: { subject: 'Chair' } });
    await expect(saveDraft(employee, { id: draft.id, map: values, version: draft.version + 1 })).rejects.toMatchObject({ code: 409 });
    await expect(saveDraft(leader, { id: draft.id, map: values })).rejects.toMatchObject({ code: 403 });
    await expect(startProcess(employee, { id: draft.id, map: { subject: 'Chair' } })).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining('content'),
    });
    const running = await startProcess(employee, { id: draft.id, map: values, version: draft.version });
    expect(running).toMatchObject({ id: draft.id, flowStatus: FLOW_STATUS.running });
    await expect(saveDraft(employee, { id: draft.id, map: values })).rejects.toMatchObject({ code: 409, message: 'The request has already been submitted' });
    await expect(removeDraft(employee, draft.id)).rejects.toMatchObject({ code: 409, message: 'Only drafts can be removed' });
  });

  it('are removed only by their initiator', async () => {
    const draft = await saveDraft(employee, { formId: HR_FORM, map: {} });
    await expect(removeDraft(leader, draft.id)).rejects.toMatchObject({ code: 404 });
    await removeDraft(employee, draft.id);
    await expect(requestDetail(employee, { id: draft.id })).rejects.toMatchObject({ code: 404 });
  });
});

describe('approving', () => {
  it('goes step by step to the holder of each task, once, at the version they saw', async () => {
    const req = await started();
    const mine = await requestDetail(employee, { id: req.id });
    expect(mine).toMatchObject({ myTaskId: null, canRecall: true, canCancel: true, canUpdate: false, taskName: 'Approver' });
    const seen = await requestDetail(leader, { id: req.id });
    expect(seen.myTaskId).toBeTruthy();
    await expect(completeTask(outsider, { taskId: seen.myTaskId!, flag: 'ok' })).rejects.toMatchObject({ code: 403 });
    await expect(completeTask(leader, { taskId: seen.myTaskId!, flag: 'ok', version: seen.myTaskVersion! + 1 })).rejects.toMatchObject({ code: 409 });
    expect(await approve(leader, req.id)).toMatchObject({ flowStatus: FLOW_STATUS.running });
    await expect(completeTask(leader, { taskId: seen.myTaskId!, flag: 'ok' })).rejects.toMatchObject({
      code: 409,
      message: 'This task has already been handled',
    });
    expect(await approve(hr, req.id)).toMatchObject({ flowStatus: FLOW_STATUS.approved });
  });

  it('ends at the first rejection', async () => {
    const req = await started();
    const d = await requestDetail(leader, { id: req.id });
    expect(await completeTask(leader, { taskId: d.myTaskId!, flag: 'reject', comment: 'Not this year' })).toMatchObject({ flowStatus: FLOW_STATUS.rejected });
    expect(await requestDetail(employee, { id: req.id })).toMatchObject({ canRecall: false, canCancel: false });
  });
});

describe('ending a running request', () => {
  it('is a recall by its initiator only', async () => {
    const req = await started();
    await expect(terminate(outsider, { id: req.id }, 'recalled')).rejects.toMatchObject({ code: 404 });
    await expect(terminate(leader, { id: req.id }, 'recalled')).rejects.toMatchObject({ code: 403, message: 'Only the initiator can recall this request' });
    expect(await terminate(employee, { id: req.id }, 'recalled')).toMatchObject({ flowStatus: FLOW_STATUS.recalled });
    await expect(terminate(employee, { id: req.id }, 'recalled')).rejects.toMatchObject({
      code: 409,
      message: 'The request is recalled; only running requests can be recalled',
    });
  });

  it('is a cancel by its initiator or a holder of process_cancel', async () => {
    const req = await started();
    await expect(terminate(leader, { id: req.id }, 'cancelled')).rejects.toMatchObject({ code: 403 });
    expect(await terminate(hr, { id: req.id }, 'cancelled', 'Duplicate')).toMatchObject({ flowStatus: FLOW_STATUS.cancelled });
    // the approver's task closed with the request
    expect((await requestDetail(leader, { id: req.id })).myTaskId).toBeNull();
  });
});

describe('HR audit', () => {
  it('takes approved requests, once', async () => {
    const req = await started();
    await expect(hrAudit(hr, { id: req.id })).rejects.toMatchObject({ code: 409, message: 'Only approved requests can be audited by HR' });
    await approve(leader, req.id);
    await approve(hr, req.id);
    expect(await requestDetail(hr, { id: req.id })).toMatchObject({ canHrAudit: true });
    expect(await hrAudit(hr, { id: req.id }, 'Filed')).toMatchObject({ hrAudited: 1 });
    await expect(hrAudit(hr, { id: req.id })).rejects.toMatchObject({ code: 409, message: 'The request has already been audited by HR' });
  });
});

describe('changing values', () => {
  it('is for the current approver of a running request, and for nobody once it ended', async () => {
    const req = await started();
    await expect(updateValues(employee, { id: req.id, map: { content: 'Two' } })).rejects.toMatchObject({
      code: 403,
      message: 'Only the current approver can change a running request',
    });
    await expect(updateValues(outsider, { id: req.id, map: { content: 'Two' } })).rejects.toMatchObject({ code: 404 });
    expect(await updateValues(leader, { id: req.id, map: { content: 'Two' } })).toMatchObject({ map: { subject: 'Laptop', content: 'Two' } });
    await terminate(employee, { id: req.id }, 'recalled');
    await expect(updateValues(employee, { id: req.id, map: { content: 'Three' } })).rejects.toMatchObject({
      code: 409,
      message: 'The request is recalled and can no longer be changed',
    });
  });
});

describe('sharing', () => {
  it('lets the recipients read a submitted request; a draft is not shared', async () => {
    const draft = await saveDraft(employee, { formId: HR_FORM, map: {} });
    await expect(share(employee, draft.id, [outsider.auth.userId])).rejects.toMatchObject({ code: 409 });
    const req = await started();
    await expect(requestDetail(outsider, { id: req.id })).rejects.toMatchObject({ code: 404 });
    await expect(share(employee, req.id, [employee.auth.userId])).rejects.toMatchObject({ code: 400 });
    expect(await share(employee, req.id, [outsider.auth.userId])).toEqual({ shared: 1 });
    expect(await share(employee, req.id, [outsider.auth.userId])).toEqual({ shared: 0 });
    expect(await requestDetail(outsider, { id: req.id })).toMatchObject({ id: req.id, myTaskId: null });
  });
});
