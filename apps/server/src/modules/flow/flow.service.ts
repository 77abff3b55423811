import type { FastifyInstance } from 'fastify';
import { FLOW_MANAGER_PERMISSIONS, FLOW_STATUS, MESSAGE_CATEGORY, PROCESS_PERMISSIONS, TASK_STATUS, WORKER_SELF_FORMS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { permits } from '../../platform/auth/permissions.js';
import { nextId } from '../../platform/db/ids.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { audit } from '../../platform/audit.js';
import type { FormWrittenListener } from '../module.js';
import { APPROVER_FIELD, validateFormValues } from '../form/form.service.js';
import { assertMayStart, fieldsOfForm, getForm } from '../form/form.queries.js';
import { DEFAULT_CHAIN } from '../form/form-define.js';
import { chainXml, parseDefinition } from './bpmn.js';
import { FlowError } from './engine.js';
import { userNames, usersOf } from './assignees.js';
import type { FlowHooks } from '../flow-hooks.js';
import {
  definitionXml,
  diagram,
  findInstance,
  startableForm,
  taskForAction,
  historyList,
  isParticipant,
  latestDefinition,
  decorate,
  openTaskOf,
  parseValues,
  shareRecipients,
  toRecord,
  startedByKey,
  keepStartKey,
  insertNextDefinition,
  updateInstanceAt,
  notHrAudited,
  updateInstance,
  insertInstance,
  insertMessages,
  insertShares,
  dueTasks,
  taskRow,
  clearDueTime,
  type InstanceRef,
  type InstanceRow,
} from './flow.queries.js';
import { checkVersion, loadRun, newRun, now, persist, recordAction, systemActor, SYSTEM_USER, webUrlOf, type Start } from './flow.run.js';
import { applyApplicant } from './applicant.js';
import { takeRequestNo } from './request-no.js';

// other modules read requests through the service
export { findInstance, toRecord, type InstanceRow } from './flow.queries.js';

export const PERM_VIEW_ALL = PROCESS_PERMISSIONS.view;
export const PERM_HR_AUDIT = PROCESS_PERMISSIONS.hrAudit;
export const PERM_CANCEL = PROCESS_PERMISSIONS.cancel;

type Auth = AuthContext;

/** Engine refusals become HTTP answers. */
function asAppError(e: unknown): never {
  if (e instanceof FlowError) throw new AppError(e.code, e.message);
  throw e;
}

// ------------------------------------------------------------------------------------------
// Definitions

/**
 * Deploys a definition as the next version of its process key (the bpmn:process id). Running
 * instances keep the version they started on. With a formId the process id must be the form's key.
 */
export async function deployDefinition(
  tx: Db,
  auth: Pick<Auth, 'tenantId' | 'userId' | 'deptIds' | 'account'>,
  input: { xml: string; formId?: string; name?: string },
  hooks: FlowHooks,
) {
  const model = await parseDefinition(input.xml, hooks.hasHook);
  if (input.formId) {
    const form = await getForm(tx, auth, input.formId);
    if (form.processKey !== model.key) throw badRequest(`xml: the bpmn:process id '${model.key}' must equal the form's process key '${form.processKey}'`);
  }
  const row = await insertNextDefinition(tx, auth, {
    processKey: model.key,
    name: (input.name || model.name).slice(0, 200),
    xml: input.xml,
    formId: input.formId ?? null,
    createUser: auth.userId,
    createDept: auth.deptIds[0] ?? null,
  });
  await audit(tx, { tenantId: auth.tenantId, userId: auth.userId, account: auth.account }, undefined, {
    action: 'deploy',
    resource: 'flowDefinition',
    recordId: row.id,
    changes: { processKey: row.processKey, version: row.defVersion },
  });
  return row;
}

/** The deploy call: a definition manager's XML becomes the next version of its key. */
export async function deploy(ctx: ServiceContext, input: { xml: string; formId?: string; name?: string }) {
  const row = await ctx.db.transaction((tx) => deployDefinition(tx, ctx.auth, input, ctx.app.modules.flow));
  return { id: row.id, processKey: row.processKey, name: row.name, version: row.defVersion };
}

/** Deploys the default chain of a form when its key has no definition yet (seeds). */
export async function ensureDefaultDefinition(
  tx: Db,
  tenant: Tenant,
  form: { id: string; processKey: string; formName: string },
  steps: Parameters<typeof chainXml>[2],
  hooks: FlowHooks,
) {
  if (await latestDefinition(tx, tenant, form.processKey)) return;
  await deployDefinition(
    tx,
    { tenantId: tenant.tenantId, userId: '0', deptIds: [], account: 'system' },
    { xml: chainXml(form.processKey, form.formName, steps), formId: form.id },
    hooks,
  );
}

/** A form an administrator creates (or re-keys) can be used at once: its key gets the default chain. */
export const deployDefaultChain: FormWrittenListener = (tx, form, app) => ensureDefaultDefinition(tx, form, form, DEFAULT_CHAIN, app.modules.flow);

// ------------------------------------------------------------------------------------------
// Reading

/** Who may read a request: its initiator, anyone who had a task on it, share recipients, and process viewers. */
export async function canRead(db: Db, auth: Auth, inst: InstanceRow): Promise<boolean> {
  return inst.createUser === auth.userId || permits(auth, PERM_VIEW_ALL) || isParticipant(db, inst.id, auth.userId);
}

export async function readable(db: Db, auth: Auth, ref: InstanceRef): Promise<InstanceRow> {
  const inst = await findInstance(db, auth, ref);
  // someone else's request answers 404, not 403: its existence is not disclosed
  if (!(await canRead(db, auth, inst))) throw notFound('Process');
  return inst;
}

/** A request with the caller's open task on it and what the caller may do with it. */
export async function requestDetail(ctx: ServiceContext, ref: InstanceRef) {
  const inst = await readable(ctx.db, ctx.auth, ref);
  const task = await openTaskOf(ctx.db, inst.id, ctx.auth.userId);
  const [decorated] = await decorate(ctx.db, [inst]);
  const mine = inst.createUser === ctx.auth.userId;
  const running = inst.flowStatus === FLOW_STATUS.running;
  return {
    ...decorated,
    myTaskId: task?.id ?? null,
    myTaskVersion: task?.version ?? null,
    myTaskName: task?.name ?? null,
    canRecall: mine && running,
    canCancel: (mine || permits(ctx.auth, PERM_CANCEL)) && running,
    canHrAudit: permits(ctx.auth, PERM_HR_AUDIT) && inst.flowStatus === FLOW_STATUS.approved && inst.hrAudited === 0,
    canUpdate: (mine && inst.flowStatus === FLOW_STATUS.draft) || Boolean(task),
  };
}

export const requestHistory = async (ctx: ServiceContext, ref: InstanceRef) => historyList(ctx.db, await readable(ctx.db, ctx.auth, ref));

export const requestDiagram = async (ctx: ServiceContext, ref: InstanceRef) => diagram(ctx.db, ctx.app, await readable(ctx.db, ctx.auth, ref));

/** BPMN XML of a definition version (definition managers only; others are told it does not exist), else of a request's definition. */
export async function processXml(ctx: ServiceContext, ref: InstanceRef & { processDefinitionId?: string }): Promise<string> {
  if (!ref.processDefinitionId) return (await requestDiagram(ctx, ref)).xml;
  if (!permits(ctx.auth, FLOW_MANAGER_PERMISSIONS.view)) throw notFound('Process definition');
  return definitionXml(ctx.db, ctx.auth, ref.processDefinitionId);
}

/** A request shared with the caller (or otherwise readable), with its recipients. */
export async function sharedRequest(ctx: ServiceContext, ref: InstanceRef) {
  const inst = await readable(ctx.db, ctx.auth, ref);
  return toRecord(inst, { recipients: await shareRecipients(ctx.db, inst.id) });
}

// ------------------------------------------------------------------------------------------
// Actions: each one transaction

export interface DraftInput {
  id?: string;
  formId?: string;
  map: Record<string, unknown>;
  version?: number;
  category?: 1 | 2;
  router?: string;
  /** Started or saved by the caller on a screen (the start routes): the form's "who may start" roles apply. */
  byHand?: boolean;
  /**
   * The caller's idempotency key (`Idempotency-Key` of startProcess): a start sent again with it answers the request
   * it started the first time instead of starting another (a phone unsure whether its send arrived).
   */
  idempotencyKey?: string;
}

/** Loads the caller's own draft for update (locked), or null for a new request. */
async function ownDraft(tx: Db, auth: Auth, id: string | undefined, version: number | undefined): Promise<InstanceRow | null> {
  if (!id) return null;
  const inst = await findInstance(tx, auth, { id }, true);
  if (inst.createUser !== auth.userId) throw forbidden('Only the initiator can change this request');
  if (inst.flowStatus !== FLOW_STATUS.draft) throw conflict('The request has already been submitted');
  checkVersion(inst, version);
  return inst;
}

/** Saves (creates or updates) a draft: values are checked for format, required fields may be empty. */
export async function saveDraft(ctx: ServiceContext, input: DraftInput) {
  const { auth } = ctx;
  return ctx.db.transaction(async (tx) => {
    const existing = await ownDraft(tx, auth, input.id, input.version);
    const formId = existing?.formId ?? input.formId;
    if (!formId) throw badRequest('formId: required');
    const form = await getForm(tx, auth, formId);
    if (input.byHand && !existing) await assertMayStart(tx, auth, form);
    // a draft stays the caller's until started; its applicant follows the own-name rule already
    const { values: named } = await applyApplicant(tx, auth, formId, input.map);
    const values = await validateFormValues(tx, auth, formId, named, { draft: true });
    let row: InstanceRow;
    if (existing) {
      const saved = await updateInstanceAt(tx, existing, { values: JSON.stringify(values), updateUser: auth.userId, updateTime: now() });
      if (!saved) throw conflict();
      row = saved;
    } else {
      row = await insertInstance(tx, newInstance(auth, form, values, input));
    }
    await recordAction(tx, row, 'save', auth);
    return toRecord(row);
  });
}

function newInstance(
  auth: Auth,
  form: { id: string; formName: string; processKey: string; category: number },
  values: Record<string, unknown>,
  input: DraftInput,
) {
  return {
    tenantId: auth.tenantId,
    createUser: auth.userId,
    createDept: auth.deptIds[0] ?? null,
    updateUser: auth.userId,
    formId: form.id,
    formName: form.formName,
    processKey: form.processKey,
    category: input.category ?? (form.category === 2 ? 2 : 1),
    initiatorName: auth.realName || auth.userName || auth.account,
    values: JSON.stringify(values),
    router: input.router?.slice(0, 300) ?? null,
    flowStatus: FLOW_STATUS.draft,
  };
}

/** Starts a request (new, or the caller's draft) on the latest definition of its form's process. */
export async function startProcess(ctx: ServiceContext, input: DraftInput) {
  const { db, auth } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const key = input.idempotencyKey;
      const already = key ? await startedByKey(tx, auth, key) : null;
      if (already) return toRecord(already);
      const existing = await ownDraft(tx, auth, input.id, input.version);
      const formId = existing?.formId ?? input.formId;
      if (!formId) throw badRequest('formId: required');
      const { form, definitionId } = await startableForm(tx, auth, formId);
      // a worker's own session files the worker forms of his phone (the list is the product's, not the roles')
      if (auth.workerSession) {
        if (!WORKER_SELF_FORMS.includes(form.id)) throw forbidden(`formId: a worker may not file '${form.formName}' himself`);
      } else if (input.byHand) await assertMayStart(tx, auth, form);
      // the form's fields, read once for the applicant rule and the validation
      const formFields = await fieldsOfForm(tx, auth, formId);
      // requests in one's own name: a request filed for someone else (a grant) is theirs
      const { values: named, owner } = await applyApplicant(tx, auth, formId, input.map, formFields);
      const values = await validateFormValues(tx, auth, formId, named, { fields: formFields });
      if (!definitionId) throw badRequest(`The form '${form.formName}' has no approval process; deploy one for key '${form.processKey}'`);
      const t = now();
      const fields = {
        definitionId,
        processInstanceId: nextId(),
        flowStatus: FLOW_STATUS.running,
        startTime: t,
        values: JSON.stringify(values),
        router: input.router?.slice(0, 300) ?? existing?.router ?? null,
        ...(owner ? { createUser: owner.userId, createDept: owner.deptId, initiatorName: owner.name } : {}),
      };
      // the request as it will be once started: persist writes it with the run's effects, in one statement
      const row = existing ? undefined : { ...newInstance(auth, form, values, input), ...fields, id: nextId() };
      const inst = (existing ? { ...existing, ...fields } : { ...row, endTime: null, version: 1 }) as InstanceRow;
      // the number, on PostgreSQL by a statement of its own beside the run's (request-no.ts); awaited before the writes
      const { autonomous } = ctx.app.database;
      const numbering = autonomous ? takeRequestNo(autonomous, auth, form.requestPrefix, t) : undefined;
      numbering?.catch(() => undefined);
      const start: Start = { row, set: fields, prefix: form.requestPrefix, startTime: t };
      const run = await newRun(tx, ctx.app, inst, values, definitionId, start);
      run.webUrl = webUrlOf(ctx.app, ctx.req);
      await run.engine.start();
      start.requestNo = await numbering;
      const started = await persist(tx, ctx.app.modules.flow, inst, run, auth.userId, undefined, { action: 'start', who: auth });
      if (key) await keepStartKey(tx, auth, key, started.id);
      return toRecord(started);
    });
  } catch (e) {
    asAppError(e);
  }
}

export interface CompleteInput {
  taskId: string;
  processInstanceId?: string;
  flag: 'ok' | 'reject';
  comment?: string;
  version?: number;
}

/**
 * Approves or rejects a task. The instance row is locked first (concurrent actions on one request
 * queue), then the task must still be open at the version the caller saw: otherwise 409.
 */
export async function completeTask(ctx: ServiceContext, input: CompleteInput) {
  const { db, auth } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const { task, inst } = await taskForAction(tx, auth, input.taskId);
      if (input.processInstanceId && input.processInstanceId !== inst.processInstanceId) throw badRequest('processInstanceId: does not match the task');
      if (task.assignee !== auth.userId) throw forbidden('This task is assigned to someone else');
      if (task.taskStatus !== TASK_STATUS.open) throw conflict('This task has already been handled');
      checkVersion(task, input.version);
      const run = await loadRun(tx, ctx.app, inst);
      run.webUrl = webUrlOf(ctx.app, ctx.req);
      await run.engine.complete(task.id, auth.userId, input.flag, input.comment);
      return toRecord(
        await persist(tx, ctx.app.modules.flow, inst, run, auth.userId, undefined, {
          action: input.flag === 'ok' ? 'approve' : 'reject',
          who: auth,
          taskId: task.id,
          comment: input.comment ?? null,
        }),
      );
    });
  } catch (e) {
    asAppError(e);
  }
}

/** One task's outcome in a batch (in the order asked): `code` 200 when it went through, else the status its own call would answer. */
export interface BatchResult {
  code: number;
  success: boolean;
  msg: string;
}

/**
 * Approves (pass) or rejects many of my tasks with one comment. Each task is its own `completeTask`,
 * its own transaction: a task that is someone else's (403), gone (404) or already handled (409) fails
 * alone and the others still go through. Sequential, so the results follow the order asked.
 */
export async function batchComplete(ctx: ServiceContext, input: { taskIds: string[]; pass: boolean; comment?: string }): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  for (const taskId of input.taskIds) {
    try {
      await completeTask(ctx, { taskId, flag: input.pass ? 'ok' : 'reject', comment: input.comment });
      results.push({ code: 200, success: true, msg: 'The operation successful!' });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      results.push({ code: e.code, success: false, msg: e.message });
    }
  }
  return results;
}

/** Recall by the initiator, or cancel (initiator or process_cancel): ends a running request. */
export async function terminate(ctx: ServiceContext, ref: InstanceRef, kind: 'recalled' | 'cancelled', comment?: string, version?: number) {
  const { db, auth } = ctx;
  const recall = kind === FLOW_STATUS.recalled;
  try {
    return await db.transaction(async (tx) => {
      const inst = await findInstance(tx, auth, ref, true);
      const mine = inst.createUser === auth.userId;
      if (recall ? !mine : !mine && !permits(auth, PERM_CANCEL)) {
        if (!(await canRead(tx, auth, inst))) throw notFound('Process');
        throw forbidden(recall ? 'Only the initiator can recall this request' : 'Only the initiator or a process administrator can cancel this request');
      }
      if (inst.flowStatus !== FLOW_STATUS.running) throw conflict(`The request is ${inst.flowStatus}; only running requests can be ${kind}`);
      checkVersion(inst, version);
      const run = await loadRun(tx, ctx.app, inst);
      const note = comment?.trim() || (recall ? 'Recalled by the initiator' : 'Cancelled');
      run.engine.terminate(kind, note);
      const saved = await persist(
        tx,
        ctx.app.modules.flow,
        inst,
        run,
        auth.userId,
        { type: recall ? 'recall' : 'cancel', name: recall ? 'Recalled' : 'Cancelled', comment: note },
        { action: recall ? 'recall' : 'cancel', who: auth, comment: note },
      );
      return toRecord(saved);
    });
  } catch (e) {
    asAppError(e);
  }
}

/** HR audit of an approved request (once). */
export async function hrAudit(ctx: ServiceContext, ref: InstanceRef, comment?: string, version?: number) {
  const { auth } = ctx;
  return ctx.db.transaction(async (tx) => {
    const inst = await findInstance(tx, auth, ref, true);
    if (inst.flowStatus !== FLOW_STATUS.approved) throw conflict('Only approved requests can be audited by HR');
    if (inst.hrAudited === 1) throw conflict('The request has already been audited by HR');
    checkVersion(inst, version);
    const t = now();
    const saved = await updateInstanceAt(
      tx,
      inst,
      { hrAudited: 1, hrAuditUser: auth.userId, hrAuditTime: t, updateUser: auth.userId, updateTime: t },
      notHrAudited(),
    );
    if (!saved) throw conflict();
    await recordAction(tx, saved, 'hrAudit', auth, null, comment ?? null);
    await insertMessages(tx, [
      {
        tenantId: inst.tenantId,
        userId: inst.createUser!,
        instanceId: inst.id,
        category: MESSAGE_CATEGORY.result,
        title: `${inst.formName} audited by HR`,
        content: comment?.slice(0, 1000) ?? null,
        router: inst.router,
      },
    ]);
    return toRecord(saved);
  });
}

/**
 * Updates a request's values: the initiator edits a draft; an approver with an open task on it may
 * change the fields that are not formEditDisabled (e.g. the tickets of form 29).
 */
export async function updateValues(ctx: ServiceContext, input: InstanceRef & { map: Record<string, unknown>; version?: number }) {
  const { auth } = ctx;
  return ctx.db.transaction(async (tx) => {
    const inst = await findInstance(tx, auth, input, true);
    checkVersion(inst, input.version);
    const previous = parseValues(inst.values);
    let values: Record<string, unknown>;
    if (inst.flowStatus === FLOW_STATUS.draft) {
      if (inst.createUser !== auth.userId) throw notFound('Process');
      values = await validateFormValues(tx, auth, inst.formId, (await applyApplicant(tx, auth, inst.formId, input.map)).values, { draft: true });
    } else if (inst.flowStatus === FLOW_STATUS.running) {
      if (!(await openTaskOf(tx, inst.id, auth.userId))) {
        if (!(await canRead(tx, auth, inst))) throw notFound('Process');
        throw forbidden('Only the current approver can change a running request');
      }
      // the initiator's form: their Approver field applies when they filled it in, whatever the editor's roles
      values = await validateFormValues(tx, auth, inst.formId, { ...previous, ...input.map }, { previous, withApprover: APPROVER_FIELD in previous });
    } else {
      throw conflict(`The request is ${inst.flowStatus} and can no longer be changed`);
    }
    const saved = await updateInstanceAt(tx, inst, { values: JSON.stringify(values), updateUser: auth.userId, updateTime: now() });
    if (!saved) throw conflict();
    await recordAction(tx, saved, 'update', auth);
    return toRecord(saved);
  });
}

/** Removes the caller's draft. */
export async function removeDraft(ctx: ServiceContext, id: string) {
  const { auth } = ctx;
  await ctx.db.transaction(async (tx) => {
    const inst = await findInstance(tx, auth, { id }, true);
    if (inst.createUser !== auth.userId) throw notFound('Process');
    if (inst.flowStatus !== FLOW_STATUS.draft) throw conflict('Only drafts can be removed');
    await updateInstance(tx, inst.id, { isDeleted: 1, updateUser: auth.userId, updateTime: now() });
    await recordAction(tx, inst, 'remove', auth);
  });
}

/** Removes the caller's drafts one by one (each its own transaction: the ones before a refusal stay removed). */
export async function removeDrafts(ctx: ServiceContext, ids: string[]): Promise<null> {
  if (ids.length === 0) throw badRequest('id: required');
  for (const id of ids) await removeDraft(ctx, id);
  return null;
}

/** Shares a request with staff or users (recipientIds: user or staff ids); they can then read it. */
export async function share(ctx: ServiceContext, processId: string, recipientIds: string[]) {
  const { auth } = ctx;
  return ctx.db.transaction(async (tx) => {
    const inst = await findInstance(tx, auth, { id: processId });
    if (!(await canRead(tx, auth, inst))) throw notFound('Process');
    if (inst.flowStatus === FLOW_STATUS.draft) throw conflict('A draft cannot be shared');
    const users = (await usersOf(tx, auth, recipientIds)).filter((u) => u !== auth.userId);
    if (users.length === 0) throw badRequest('recipientIds: no such staff or users');
    const names = await userNames(tx, users);
    const inserted = await insertShares(
      tx,
      users.map((u) => ({ tenantId: auth.tenantId, instanceId: inst.id, recipientId: u, recipientName: names.get(u) ?? null, sharedBy: auth.userId })),
    );
    if (inserted.length) {
      await insertMessages(
        tx,
        inserted.map((recipientId) => ({
          tenantId: auth.tenantId,
          userId: recipientId,
          instanceId: inst.id,
          category: MESSAGE_CATEGORY.share,
          title: `${auth.realName || auth.account} shared ${inst.formName} with you`,
          content: `${inst.initiatorName ?? ''}: ${inst.formName}`,
          router: inst.router,
        })),
      );
    }
    await recordAction(tx, inst, 'share', auth, null, users.join(','));
    return { shared: inserted.length };
  });
}

/**
 * Escalates open tasks past their due time (flow:dueIn): each overdue task is replaced by tasks for
 * its flow:escalateTo assignees, in its own transaction (the instance row lock makes two processes'
 * sweeps safe). The flow module's `flow-escalation` sweep runs it every tick. Answers the number escalated.
 */
export async function escalateDueTasks(app: FastifyInstance, at: Date = new Date(), limit = 100): Promise<number> {
  const { db } = app;
  const due = await dueTasks(db, formatDateTime(at), limit);
  let n = 0;
  for (const d of due) {
    try {
      await db.transaction(async (tx) => {
        const inst = await findInstance(tx, { tenantId: d.tenantId }, { id: d.instanceId }, true);
        const task = await taskRow(tx, d.id);
        if (task.taskStatus !== TASK_STATUS.open || inst.flowStatus !== FLOW_STATUS.running) return;
        const run = await loadRun(tx, app, inst);
        await run.engine.escalate(task.id);
        if (run.engine.effects.length === 0) {
          await clearDueTime(tx, task.id);
          return;
        }
        await persist(tx, app.modules.flow, inst, run, SYSTEM_USER, undefined, { action: 'escalate', who: systemActor(inst.tenantId), taskId: task.id });
        n++;
      });
    } catch (e) {
      if (!(e instanceof FlowError) && !(e instanceof AppError)) throw e;
    }
  }
  return n;
}
