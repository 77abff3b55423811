import { and, desc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { permits } from '../../platform/auth/permissions.js';
import { nextId } from '../../platform/db/ids.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { audit } from '../../platform/audit.js';
import { enqueue } from '../../platform/outbox.js';
import { user } from '../system/system.tables.js';
import { APPROVER_FIELD, getForm, validateFormValues } from '../form/form.service.js';
import { chainXml, parseDefinition, type FlowModel } from './bpmn.js';
import { Engine, FlowError, type EngineState, type Effect } from './engine.js';
import { resolveAssignees, userNames, usersOf, type Initiator } from './assignees.js';
import { emitFlowEvent, serviceHook, type FlowEvent } from './hooks.js';
import { flowActivity, flowDefinition, flowInstance, flowMessage, flowShare, flowTask, flowTaskAction } from './flow.tables.js';

export type InstanceRow = typeof flowInstance.$inferSelect;
type Auth = AuthContext;

export const PERM_VIEW_ALL = 'process_view';
export const PERM_HR_AUDIT = 'process_hr_audit';
export const PERM_CANCEL = 'process_cancel';

const now = () => formatDateTime(new Date());
/** The actor of actions nobody took (escalation). */
const SYSTEM_USER = '0';

/** Engine refusals become HTTP answers. */
function asAppError(e: unknown): never {
  if (e instanceof FlowError) throw new AppError(e.code, e.message);
  throw e;
}

// ------------------------------------------------------------------------------------------
// Definitions

const models = new Map<string, FlowModel>();

/** The parsed model of a deployed definition (cached: deployed XML never changes). */
export async function modelOf(db: Db, definitionId: string): Promise<{ model: FlowModel; xml: string }> {
  const [d] = await db.select({ xml: flowDefinition.xml }).from(flowDefinition).where(eq(flowDefinition.id, definitionId)).limit(1);
  if (!d) throw notFound('Process definition');
  let model = models.get(definitionId);
  if (!model) {
    model = await parseDefinition(d.xml);
    if (models.size > 500) models.clear();
    models.set(definitionId, model);
  }
  return { model, xml: d.xml };
}

export async function latestDefinition(db: Db, tenantId: string, processKey: string) {
  const [d] = await db
    .select()
    .from(flowDefinition)
    .where(and(eq(flowDefinition.tenantId, tenantId), eq(flowDefinition.processKey, processKey), eq(flowDefinition.isDeleted, 0)))
    .orderBy(desc(flowDefinition.defVersion))
    .limit(1);
  return d ?? null;
}

/**
 * Deploys a definition as the next version of its process key (the bpmn:process id). Running
 * instances keep the version they started on. With a formId the process id must be the form's key.
 */
export async function deployDefinition(tx: Db, auth: Pick<Auth, 'tenantId' | 'userId' | 'deptIds' | 'account'>, input: { xml: string; formId?: string; name?: string }) {
  const model = await parseDefinition(input.xml);
  if (input.formId) {
    const form = await getForm(tx, auth, input.formId);
    if (form.processKey !== model.key) throw badRequest(`xml: the bpmn:process id '${model.key}' must equal the form's process key '${form.processKey}'`);
  }
  const [{ v }] = await tx
    .select({ v: max(flowDefinition.defVersion) })
    .from(flowDefinition)
    .where(and(eq(flowDefinition.tenantId, auth.tenantId), eq(flowDefinition.processKey, model.key)));
  const [row] = await tx
    .insert(flowDefinition)
    .values({
      tenantId: auth.tenantId,
      processKey: model.key,
      name: (input.name || model.name).slice(0, 200),
      defVersion: (v ?? 0) + 1,
      xml: input.xml,
      formId: input.formId ?? null,
      createUser: auth.userId,
      createDept: auth.deptIds[0] ?? null,
    })
    .returning();
  await audit(tx, { tenantId: auth.tenantId, userId: auth.userId, account: auth.account }, undefined, { action: 'deploy', resource: 'flowDefinition', recordId: row.id, changes: { processKey: row.processKey, version: row.defVersion } });
  return row;
}

/** Deploys the default chain of a form when its key has no definition yet (seeds). */
export async function ensureDefaultDefinition(tx: Db, tenantId: string, form: { id: string; processKey: string; formName: string }, steps: Parameters<typeof chainXml>[2]) {
  if (await latestDefinition(tx, tenantId, form.processKey)) return;
  await deployDefinition(tx, { tenantId, userId: '0', deptIds: [], account: 'system' }, { xml: chainXml(form.processKey, form.formName, steps), formId: form.id });
}

// ------------------------------------------------------------------------------------------
// Reading

export async function findInstance(db: Db, auth: Pick<Auth, 'tenantId'>, ref: { id?: string; processInstanceId?: string }, lock = false): Promise<InstanceRow> {
  const cond = ref.id ? eq(flowInstance.id, ref.id) : ref.processInstanceId ? eq(flowInstance.processInstanceId, ref.processInstanceId) : undefined;
  if (!cond) throw badRequest('processInstanceId: required');
  const q = db.select().from(flowInstance).where(and(eq(flowInstance.tenantId, auth.tenantId), eq(flowInstance.isDeleted, 0), cond)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Process');
  return row;
}

/** Who may read a request: its initiator, anyone who had a task on it, share recipients, and process viewers. */
export async function canRead(db: Db, auth: Auth, inst: InstanceRow): Promise<boolean> {
  if (inst.createUser === auth.userId || permits(auth, PERM_VIEW_ALL)) return true;
  const [t] = await db.select({ id: flowTask.id }).from(flowTask).where(and(eq(flowTask.instanceId, inst.id), eq(flowTask.assignee, auth.userId))).limit(1);
  if (t) return true;
  const [s] = await db.select({ id: flowShare.id }).from(flowShare).where(and(eq(flowShare.instanceId, inst.id), eq(flowShare.recipientId, auth.userId))).limit(1);
  return Boolean(s);
}

export async function readable(db: Db, auth: Auth, ref: { id?: string; processInstanceId?: string }): Promise<InstanceRow> {
  const inst = await findInstance(db, auth, ref);
  // someone else's request answers 404, not 403: its existence is not disclosed
  if (!(await canRead(db, auth, inst))) throw notFound('Process');
  return inst;
}

const parseValues = (text: string | null): Record<string, unknown> => {
  try {
    return JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
};

/** The process record of seed 000 section 3, plus status fields the screens need. */
export function toRecord(i: InstanceRow, extra: Record<string, unknown> = {}) {
  return {
    id: i.id,
    processId: i.id,
    processInstanceId: i.processInstanceId,
    processKey: i.processKey,
    formId: i.formId,
    formName: i.formName,
    map: parseValues(i.values),
    createTime: i.createTime,
    startTime: i.startTime,
    endTime: i.endTime,
    flowStatus: i.flowStatus,
    category: i.category,
    initiator: i.createUser,
    initiatorName: i.initiatorName,
    hrAudited: i.hrAudited,
    hrAuditTime: i.hrAuditTime,
    router: i.router,
    version: i.version,
    ...extra,
  };
}

/** Open steps of instances: current step names and assignee names, for lists. */
export async function openSteps(db: Db, instanceIds: string[]): Promise<Map<string, { taskName: string; assigneeName: string }>> {
  if (instanceIds.length === 0) return new Map();
  const rows = await db
    .select({ instanceId: flowTask.instanceId, name: flowTask.name, assigneeName: flowTask.assigneeName })
    .from(flowTask)
    .where(and(inArray(flowTask.instanceId, instanceIds), eq(flowTask.taskStatus, 'open')));
  const out = new Map<string, { taskName: string; assigneeName: string }>();
  for (const r of rows) {
    const cur = out.get(r.instanceId);
    if (!cur) out.set(r.instanceId, { taskName: r.name, assigneeName: r.assigneeName ?? '' });
    else {
      if (!cur.taskName.split(', ').includes(r.name)) cur.taskName += `, ${r.name}`;
      cur.assigneeName += `, ${r.assigneeName ?? ''}`;
    }
  }
  return out;
}

// ------------------------------------------------------------------------------------------
// Running the engine inside an action's transaction

interface Run {
  engine: Engine;
  values: Record<string, unknown>;
}

function enginePorts(tx: Db, inst: InstanceRow, values: Record<string, unknown>, model: FlowModel) {
  const initiator: Initiator = { tenantId: inst.tenantId, userId: inst.createUser!, deptId: inst.createDept };
  return {
    newId: nextId,
    values: () => values,
    resolve: (rules: Parameters<typeof resolveAssignees>[3], _node: unknown, exclude?: string[]) => resolveAssignees(tx, initiator, values, rules, exclude),
    hook: async (name: string) => {
      const fn = serviceHook(name);
      if (!fn) throw new FlowError(400, `service hook '${name}' of process '${model.key}' is not registered`);
      await fn(tx, { id: inst.id, tenantId: inst.tenantId, processInstanceId: inst.processInstanceId!, formId: inst.formId, processKey: inst.processKey, initiator: inst.createUser!, values });
    },
  };
}

async function loadRun(tx: Db, inst: InstanceRow): Promise<Run> {
  if (!inst.definitionId || !inst.state) throw conflict('The request has not been started');
  const { model } = await modelOf(tx, inst.definitionId);
  const values = parseValues(inst.values);
  const state = JSON.parse(inst.state) as EngineState;
  return { engine: new Engine(model, state, enginePorts(tx, inst, values, model)), values };
}

/**
 * Writes what the engine did: tasks, activity history, messages, and the instance's new state,
 * conditional on the versions read (a concurrent change answers 409).
 */
async function persist(tx: Db, inst: InstanceRow, run: Run, actor: string, terminationNote?: { type: string; name: string; comment: string }): Promise<InstanceRow> {
  const t = now();
  const effects: Effect[] = run.engine.effects;
  const [{ seq0 }] = await tx.select({ seq0: max(flowActivity.seq) }).from(flowActivity).where(eq(flowActivity.instanceId, inst.id));
  let seq = seq0 ?? 0;
  const names = await userNames(tx, [actor, inst.createUser ?? '', ...effects.flatMap((e) => (e.t === 'taskOpen' ? [e.assignee] : []))]);
  const activity = (v: Partial<typeof flowActivity.$inferInsert> & { elementId: string; elementType: string }) =>
    tx.insert(flowActivity).values({ tenantId: inst.tenantId, instanceId: inst.id, seq: ++seq, startTime: t, ...v });
  const messages: (typeof flowMessage.$inferInsert)[] = [];
  let ended: string | null = null;
  for (const e of effects) {
    if (e.t === 'pass') {
      if (e.type === 'start') {
        await activity({ elementId: e.elementId, elementType: 'start', name: e.name || 'Start', assignee: inst.createUser, assigneeName: names.get(inst.createUser ?? '') ?? inst.initiatorName, endTime: t, pass: 1 });
      } else {
        await activity({ elementId: e.elementId, elementType: e.type, name: e.type === 'end' ? '' : e.name, endTime: t, pass: 1 });
      }
    } else if (e.t === 'taskOpen') {
      const dueTime = e.dueIn ? formatDateTime(new Date(Date.now() + e.dueIn * 1000)) : null;
      const assigneeName = names.get(e.assignee) ?? null;
      await tx.insert(flowTask).values({ id: e.taskId, tenantId: inst.tenantId, instanceId: inst.id, activationId: e.activationId, elementId: e.elementId, name: e.name, assignee: e.assignee, assigneeName, mode: e.mode, createTime: t, dueTime });
      await activity({ elementId: e.elementId, elementType: 'userTask', name: e.name, taskId: e.taskId, assignee: e.assignee, assigneeName });
      messages.push({ userId: e.assignee, category: actor === SYSTEM_USER ? 'escalation' : 'todo', title: `To approve: ${inst.formName}`, content: `${inst.initiatorName ?? ''} submitted ${inst.formName}; step: ${e.name}` });
    } else if (e.t === 'taskDone') {
      const changed = await tx
        .update(flowTask)
        .set({ taskStatus: e.status, endTime: t, comment: e.comment?.slice(0, 1000) ?? null, version: sql`${flowTask.version} + 1` })
        .where(and(eq(flowTask.id, e.taskId), eq(flowTask.taskStatus, 'open')))
        .returning({ id: flowTask.id });
      if (changed.length === 0) throw conflict('This task has already been handled');
      if (e.status === 'closed') {
        // a task nobody acted on (another approver answered, or the request ended) leaves no timeline entry
        await tx.delete(flowActivity).where(eq(flowActivity.taskId, e.taskId));
      } else {
        await tx
          .update(flowActivity)
          .set({ endTime: t, pass: e.status === 'approved' ? 1 : 0, comment: e.comment?.slice(0, 1000) ?? null })
          .where(eq(flowActivity.taskId, e.taskId));
      }
    } else if (e.t === 'end') {
      ended = e.status;
      if (e.status !== 'approved') {
        if (terminationNote) await activity({ elementId: terminationNote.type, elementType: terminationNote.type, name: terminationNote.name, assignee: actor, assigneeName: names.get(actor) ?? null, endTime: t, pass: 0, comment: terminationNote.comment.slice(0, 1000) });
        const endNode = [...run.engine.model.nodes.values()].find((n) => n.type === 'end');
        await activity({ elementId: endNode?.id ?? 'end', elementType: 'end', name: '', endTime: t, pass: 0 });
      }
      if (e.status === 'approved' || e.status === 'rejected') {
        messages.push({ userId: inst.createUser!, category: 'result', title: `${inst.formName} ${e.status}`, content: `Your request ${inst.formName} was ${e.status}` });
      }
    }
  }
  if (messages.length) {
    await tx.insert(flowMessage).values(messages.map((m) => ({ ...m, tenantId: inst.tenantId, instanceId: inst.id, router: inst.router })));
    await mailMessages(tx, inst.tenantId, messages);
  }
  const [saved] = await tx
    .update(flowInstance)
    .set({
      state: JSON.stringify(run.engine.state),
      values: JSON.stringify(run.values),
      flowStatus: run.engine.state.status,
      endTime: ended ? t : inst.endTime,
      updateUser: actor,
      updateTime: t,
      version: sql`${flowInstance.version} + 1`,
    })
    .where(and(eq(flowInstance.id, inst.id), eq(flowInstance.version, inst.version)))
    .returning();
  if (!saved) throw conflict();
  const events: FlowEvent[] = effects.flatMap((e): FlowEvent[] => (e.t === 'pass' && e.type === 'start' ? ['started'] : e.t === 'end' ? [e.status] : []));
  for (const event of events) {
    await emitFlowEvent(tx, { id: saved.id, tenantId: saved.tenantId, processInstanceId: saved.processInstanceId!, formId: saved.formId, processKey: saved.processKey, initiator: saved.createUser!, values: run.values }, event);
  }
  return saved;
}

type Actor = Pick<Auth, 'tenantId' | 'userId' | 'account'>;
const SYSTEM: (tenantId: string) => Actor = (tenantId) => ({ tenantId, userId: SYSTEM_USER, account: 'system' });

/** Records an action on a request (flow_task_action, which the screens read) and in the audit log. */
async function action(tx: Db, inst: Pick<InstanceRow, 'id' | 'tenantId'>, a: string, who: Actor, taskId: string | null = null, comment: string | null = null) {
  await tx.insert(flowTaskAction).values({ tenantId: inst.tenantId, instanceId: inst.id, taskId, action: a, userId: who.userId, comment: comment?.slice(0, 1000) ?? null });
  await audit(tx, who, undefined, { action: a, resource: 'process', recordId: inst.id, changes: taskId || comment ? { taskId, comment } : undefined });
}

const checkVersion = (row: { version: number }, version: number | undefined) => {
  if (version !== undefined && version !== row.version) throw conflict();
};

// ------------------------------------------------------------------------------------------
// Actions: each one transaction

export interface DraftInput {
  id?: string;
  formId?: string;
  map: Record<string, unknown>;
  version?: number;
  category?: 1 | 2;
  router?: string;
}

/** Loads the caller's own draft for update (locked), or null for a new request. */
async function ownDraft(tx: Db, auth: Auth, id: string | undefined, version: number | undefined): Promise<InstanceRow | null> {
  if (!id) return null;
  const inst = await findInstance(tx, auth, { id }, true);
  if (inst.createUser !== auth.userId) throw forbidden('Only the initiator can change this request');
  if (inst.flowStatus !== 'draft') throw conflict('The request has already been submitted');
  checkVersion(inst, version);
  return inst;
}

/** Saves (creates or updates) a draft: values are checked for format, required fields may be empty. */
export async function saveDraft(db: Db, auth: Auth, input: DraftInput) {
  return db.transaction(async (tx) => {
    const existing = await ownDraft(tx, auth, input.id, input.version);
    const formId = existing?.formId ?? input.formId;
    if (!formId) throw badRequest('formId: required');
    const form = await getForm(tx, auth, formId);
    const values = await validateFormValues(tx, auth, formId, input.map, { draft: true });
    let row: InstanceRow;
    if (existing) {
      [row] = await tx
        .update(flowInstance)
        .set({ values: JSON.stringify(values), updateUser: auth.userId, updateTime: now(), version: sql`${flowInstance.version} + 1` })
        .where(and(eq(flowInstance.id, existing.id), eq(flowInstance.version, existing.version)))
        .returning();
      if (!row) throw conflict();
    } else {
      [row] = await tx.insert(flowInstance).values(newInstance(auth, form, values, input)).returning();
    }
    await action(tx, row, 'save', auth);
    return toRecord(row);
  });
}

function newInstance(auth: Auth, form: { id: string; formName: string; processKey: string; category: number }, values: Record<string, unknown>, input: DraftInput) {
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
    flowStatus: 'draft',
  };
}

/** Starts a request (new, or the caller's draft) on the latest definition of its form's process. */
export async function startProcess(db: Db, auth: Auth, input: DraftInput) {
  try {
    return await db.transaction(async (tx) => {
      const existing = await ownDraft(tx, auth, input.id, input.version);
      const formId = existing?.formId ?? input.formId;
      if (!formId) throw badRequest('formId: required');
      const form = await getForm(tx, auth, formId);
      const values = await validateFormValues(tx, auth, formId, input.map);
      const def = await latestDefinition(tx, auth.tenantId, form.processKey);
      if (!def) throw badRequest(`The form '${form.formName}' has no approval process; deploy one for key '${form.processKey}'`);
      const t = now();
      const fields = { definitionId: def.id, processInstanceId: nextId(), flowStatus: 'running', startTime: t, values: JSON.stringify(values), router: input.router?.slice(0, 300) ?? existing?.router ?? null };
      let inst: InstanceRow;
      if (existing) {
        [inst] = await tx.update(flowInstance).set({ ...fields, updateTime: t }).where(eq(flowInstance.id, existing.id)).returning();
      } else {
        [inst] = await tx.insert(flowInstance).values({ ...newInstance(auth, form, values, input), ...fields }).returning();
      }
      const { model } = await modelOf(tx, def.id);
      const run: Run = { engine: new Engine(model, Engine.initial(), enginePorts(tx, inst, values, model)), values };
      await run.engine.start();
      const saved = await persist(tx, inst, run, auth.userId);
      await action(tx, saved, 'start', auth);
      return toRecord(saved);
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
export async function completeTask(db: Db, auth: Auth, input: CompleteInput) {
  try {
    return await db.transaction(async (tx) => {
      const [pre] = await tx.select({ instanceId: flowTask.instanceId }).from(flowTask).where(and(eq(flowTask.id, input.taskId), eq(flowTask.tenantId, auth.tenantId))).limit(1);
      if (!pre) throw notFound('Task');
      const inst = await findInstance(tx, auth, { id: pre.instanceId }, true);
      if (input.processInstanceId && input.processInstanceId !== inst.processInstanceId) throw badRequest('processInstanceId: does not match the task');
      const [task] = await tx.select().from(flowTask).where(eq(flowTask.id, input.taskId)).limit(1);
      if (task.assignee !== auth.userId) throw forbidden('This task is assigned to someone else');
      if (task.taskStatus !== 'open') throw conflict('This task has already been handled');
      checkVersion(task, input.version);
      const run = await loadRun(tx, inst);
      await run.engine.complete(task.id, auth.userId, input.flag, input.comment);
      const saved = await persist(tx, inst, run, auth.userId);
      await action(tx, saved, input.flag === 'ok' ? 'approve' : 'reject', auth, task.id, input.comment ?? null);
      return toRecord(saved);
    });
  } catch (e) {
    asAppError(e);
  }
}

/** Recall by the initiator, or cancel (initiator or process_cancel): ends a running request. */
export async function terminate(db: Db, auth: Auth, ref: { id?: string; processInstanceId?: string }, kind: 'recalled' | 'cancelled', comment?: string, version?: number) {
  try {
    return await db.transaction(async (tx) => {
      const inst = await findInstance(tx, auth, ref, true);
      const mine = inst.createUser === auth.userId;
      if (kind === 'recalled' ? !mine : !mine && !permits(auth, PERM_CANCEL)) {
        if (!(await canRead(tx, auth, inst))) throw notFound('Process');
        throw forbidden(kind === 'recalled' ? 'Only the initiator can recall this request' : 'Only the initiator or a process administrator can cancel this request');
      }
      if (inst.flowStatus !== 'running') throw conflict(`The request is ${inst.flowStatus}; only running requests can be ${kind}`);
      checkVersion(inst, version);
      const run = await loadRun(tx, inst);
      const note = comment?.trim() || (kind === 'recalled' ? 'Recalled by the initiator' : 'Cancelled');
      run.engine.terminate(kind, note);
      const saved = await persist(tx, inst, run, auth.userId, { type: kind === 'recalled' ? 'recall' : 'cancel', name: kind === 'recalled' ? 'Recalled' : 'Cancelled', comment: note });
      await action(tx, saved, kind === 'recalled' ? 'recall' : 'cancel', auth, null, note);
      return toRecord(saved);
    });
  } catch (e) {
    asAppError(e);
  }
}

/** HR audit of an approved request (once). */
export async function hrAudit(db: Db, auth: Auth, ref: { id?: string; processInstanceId?: string }, comment?: string, version?: number) {
  return db.transaction(async (tx) => {
    const inst = await findInstance(tx, auth, ref, true);
    if (inst.flowStatus !== 'approved') throw conflict('Only approved requests can be audited by HR');
    if (inst.hrAudited === 1) throw conflict('The request has already been audited by HR');
    checkVersion(inst, version);
    const t = now();
    const [saved] = await tx
      .update(flowInstance)
      .set({ hrAudited: 1, hrAuditUser: auth.userId, hrAuditTime: t, updateUser: auth.userId, updateTime: t, version: sql`${flowInstance.version} + 1` })
      .where(and(eq(flowInstance.id, inst.id), eq(flowInstance.version, inst.version), eq(flowInstance.hrAudited, 0)))
      .returning();
    if (!saved) throw conflict();
    await action(tx, saved, 'hrAudit', auth, null, comment ?? null);
    await tx.insert(flowMessage).values({ tenantId: inst.tenantId, userId: inst.createUser!, instanceId: inst.id, category: 'result', title: `${inst.formName} audited by HR`, content: comment?.slice(0, 1000) ?? null, router: inst.router });
    return toRecord(saved);
  });
}

/**
 * Updates a request's values: the initiator edits a draft; an approver with an open task on it may
 * change the fields that are not formEditDisabled (e.g. the tickets of form 29).
 */
export async function updateValues(db: Db, auth: Auth, input: { id?: string; processInstanceId?: string; map: Record<string, unknown>; version?: number }) {
  return db.transaction(async (tx) => {
    const inst = await findInstance(tx, auth, input, true);
    checkVersion(inst, input.version);
    const previous = parseValues(inst.values);
    let values: Record<string, unknown>;
    if (inst.flowStatus === 'draft') {
      if (inst.createUser !== auth.userId) throw notFound('Process');
      values = await validateFormValues(tx, auth, inst.formId, input.map, { draft: true });
    } else if (inst.flowStatus === 'running') {
      const [mine] = await tx.select({ id: flowTask.id }).from(flowTask).where(and(eq(flowTask.instanceId, inst.id), eq(flowTask.assignee, auth.userId), eq(flowTask.taskStatus, 'open'))).limit(1);
      if (!mine) {
        if (!(await canRead(tx, auth, inst))) throw notFound('Process');
        throw forbidden('Only the current approver can change a running request');
      }
      // the initiator's form: their Approver field applies when they filled it in, whatever the editor's roles
      values = await validateFormValues(tx, auth, inst.formId, { ...previous, ...input.map }, { previous, withApprover: APPROVER_FIELD in previous });
    } else {
      throw conflict(`The request is ${inst.flowStatus} and can no longer be changed`);
    }
    const [saved] = await tx
      .update(flowInstance)
      .set({ values: JSON.stringify(values), updateUser: auth.userId, updateTime: now(), version: sql`${flowInstance.version} + 1` })
      .where(and(eq(flowInstance.id, inst.id), eq(flowInstance.version, inst.version)))
      .returning();
    if (!saved) throw conflict();
    await action(tx, saved, 'update', auth);
    return toRecord(saved);
  });
}

/** Removes the caller's draft. */
export async function removeDraft(db: Db, auth: Auth, id: string) {
  await db.transaction(async (tx) => {
    const inst = await findInstance(tx, auth, { id }, true);
    if (inst.createUser !== auth.userId) throw notFound('Process');
    if (inst.flowStatus !== 'draft') throw conflict('Only drafts can be removed');
    await tx.update(flowInstance).set({ isDeleted: 1, updateUser: auth.userId, updateTime: now(), version: sql`${flowInstance.version} + 1` }).where(eq(flowInstance.id, inst.id));
    await action(tx, inst, 'remove', auth);
  });
}

/** Shares a request with staff or users (recipientIds: user or staff ids); they can then read it. */
export async function share(db: Db, auth: Auth, processId: string, recipientIds: string[]) {
  return db.transaction(async (tx) => {
    const inst = await findInstance(tx, auth, { id: processId });
    if (!(await canRead(tx, auth, inst))) throw notFound('Process');
    if (inst.flowStatus === 'draft') throw conflict('A draft cannot be shared');
    const users = (await usersOf(tx, auth.tenantId, recipientIds)).filter((u) => u !== auth.userId);
    if (users.length === 0) throw badRequest('recipientIds: no such staff or users');
    const names = await userNames(tx, users);
    const inserted = await tx
      .insert(flowShare)
      .values(users.map((u) => ({ tenantId: auth.tenantId, instanceId: inst.id, recipientId: u, recipientName: names.get(u) ?? null, sharedBy: auth.userId })))
      .onConflictDoNothing()
      .returning({ recipientId: flowShare.recipientId });
    if (inserted.length) {
      await tx.insert(flowMessage).values(
        inserted.map((r) => ({ tenantId: auth.tenantId, userId: r.recipientId, instanceId: inst.id, category: 'share', title: `${auth.realName || auth.account} shared ${inst.formName} with you`, content: `${inst.initiatorName ?? ''}: ${inst.formName}`, router: inst.router })),
      );
    }
    await action(tx, inst, 'share', auth, null, users.join(','));
    return { shared: inserted.length };
  });
}

/** Each in-app message also goes out by e-mail (through the outbox, after commit) to users with an address. */
async function mailMessages(tx: Db, tenantId: string, messages: (typeof flowMessage.$inferInsert)[]): Promise<void> {
  const ids = [...new Set(messages.map((m) => m.userId).filter(Boolean))] as string[];
  if (ids.length === 0) return;
  const rows = await tx.select({ id: user.id, email: user.email }).from(user).where(and(eq(user.tenantId, tenantId), inArray(user.id, ids), eq(user.isDeleted, 0)));
  const emailOf = new Map(rows.filter((r) => r.email).map((r) => [r.id, r.email!]));
  for (const m of messages) {
    const to = emailOf.get(m.userId!);
    if (to) await enqueue(tx, { tenantId, channel: 'email', recipient: to, subject: m.title, body: m.content ?? m.title, payload: { instanceId: m.instanceId, category: m.category } });
  }
}

/**
 * Escalates open tasks past their due time (flow:dueIn): each overdue task is replaced by tasks for
 * its flow:escalateTo assignees, in its own transaction (the instance row lock makes two processes'
 * sweeps safe). The background worker runs it every tick (flow.routes.ts). Answers the number escalated.
 */
export async function escalateDueTasks(db: Db, at: Date = new Date(), limit = 100): Promise<number> {
  const due = await db
    .select({ id: flowTask.id, instanceId: flowTask.instanceId, tenantId: flowTask.tenantId })
    .from(flowTask)
    .where(and(eq(flowTask.taskStatus, 'open'), lte(flowTask.dueTime, formatDateTime(at))))
    .limit(limit);
  let n = 0;
  for (const d of due) {
    try {
      await db.transaction(async (tx) => {
        const inst = await findInstance(tx, { tenantId: d.tenantId }, { id: d.instanceId }, true);
        const [task] = await tx.select().from(flowTask).where(eq(flowTask.id, d.id)).limit(1);
        if (task.taskStatus !== 'open' || inst.flowStatus !== 'running') return;
        const run = await loadRun(tx, inst);
        await run.engine.escalate(task.id);
        if (run.engine.effects.length === 0) {
          await tx.update(flowTask).set({ dueTime: null }).where(eq(flowTask.id, task.id));
          return;
        }
        await persist(tx, inst, run, SYSTEM_USER);
        await action(tx, inst, 'escalate', SYSTEM(inst.tenantId), task.id);
        n++;
      });
    } catch (e) {
      if (!(e instanceof FlowError) && !(e instanceof AppError)) throw e;
    }
  }
  return n;
}
