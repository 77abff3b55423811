import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { FLOW_STATUS, MESSAGE_CATEGORY, TASK_STATUS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { isId, nextId } from '../../platform/db/ids.js';
import { lookupNames, type NameSource } from '../../platform/names.js';
import { executeText, Expr, insertText, setText, shapeOf, SqlText } from '../../platform/db/sql-text.js';
import { conflict } from '../../platform/errors.js';
import { compiledSelection } from '../../platform/repository.js';
import { formatDateTime } from '../../platform/util.js';
import { auditRow } from '../../platform/audit.js';
import { outboxRow } from '../../platform/outbox.js';
import { auditLog, outbox } from '../../platform/db/platform.tables.js';
import { user } from '../../platform/auth/identity.tables.js';
import type { FlowModel } from './bpmn.js';
import { Engine, FlowError, type EngineState, type Effect } from './engine.js';
import { actingFor, peopleOf, resolveAssignees, type Initiator, type Person } from './assignees.js';
import { mailLinks } from './mail-links.js';
import { nextRequestNo } from './request-no.js';
import type { FlowEvent, FlowHooks, HookInstance } from '../flow-hooks.js';
import { modelOf, parseValues, type InstanceRow } from './flow.queries.js';
import { noticeIn } from './flow.i18n.js';
import { knownLanguage, message } from '../../platform/i18n/index.js';
import { flowActivity, flowInstance, flowMailToken, flowMessage, flowTask, flowTaskAction } from './flow.tables.js';

/*
 * Running the pure engine (engine.ts) inside an action's transaction: its ports reach the database
 * and the modules' service hooks, and `persist` writes what it did (tasks, history, messages, the
 * instance's new state) and tells the modules' reactions, all in the caller's transaction.
 */

export const now = () => formatDateTime(new Date());
/** The actor of actions nobody took (escalation). */
export const SYSTEM_USER = '0';

export type Actor = Pick<AuthContext, 'tenantId' | 'userId' | 'account'>;
export const systemActor = (tenantId: string): Actor => ({ tenantId, userId: SYSTEM_USER, account: 'system' });

export interface Run {
  engine: Engine;
  values: Record<string, unknown>;
  /** Delegate -> the assignee they act for, for the tasks this run opened through a delegation. */
  onBehalf: Map<string, string>;
  /** Address of the web app for the mail action links (PUBLIC_WEB_URL; empty gives relative links). */
  webUrl: string;
  /** The people this run met (assignees and their delegates), as `persist` names them. */
  people: Map<string, Person>;
  /** Set when the run starts its request: `persist` writes the start with the run's effects. */
  start?: Start;
  /** How the modules name the people a request is about (`workerId`, `staffId`, `interviewId`): the result notice names them. */
  idNames: Readonly<Record<string, NameSource>>;
}

/** The value fields that say whom a request is about, first found first. */
const SUBJECT_FIELDS = ['workerId', 'staffId', 'interviewId'] as const;

/** The name of the person a request is about (its worker, staff member or candidate), when its values name one. */
async function requestSubject(tx: Db, run: Run, tenant: Tenant): Promise<string | null> {
  for (const field of SUBJECT_FIELDS) {
    const id = run.values[field];
    const source = run.idNames[field];
    if (typeof id !== 'string' || !isId(id) || !source) continue;
    const { subject } = await lookupNames(tx, { subject: { source, ids: [id], tenantId: tenant.tenantId } });
    return subject.get(id) ?? null;
  }
  return null;
}

/**
 * The notice of a request's end to whoever filed it, naming the request (its number and form) and whom it is
 * about, so seven results of one form read apart. Written in English; read in the reader's language (flow.i18n.ts).
 */
function resultMessage(inst: Pick<InstanceRow, 'createUser' | 'formName' | 'requestNo'>, status: string, subject: string | null): OutgoingMessage {
  const request = [inst.formName, inst.requestNo].filter(Boolean).join(' ');
  return {
    userId: inst.createUser!,
    category: MESSAGE_CATEGORY.result,
    title: `${request} ${status}`,
    content: subject ? `Your request ${request} about ${subject} was ${status}` : `Your request ${request} was ${status}`,
  };
}

/**
 * What a start writes besides the engine's effects (issue 13: a start's request row and its number go in the
 * statement of its writes, not in statements of their own). `row`: a new request's row, until it is written
 * (undefined for a draft, already a row); `set`: what the start changes on a draft; `prefix` and `startTime`:
 * its number (request-no.ts).
 */
export interface Start {
  row?: typeof flowInstance.$inferInsert & { id: string };
  set: Partial<typeof flowInstance.$inferInsert>;
  prefix: string | null | undefined;
  startTime: string;
  /** The number when it was taken beforehand (PostgreSQL: `takeRequestNo`); else `persist` takes it in its statement. */
  requestNo?: string;
}

/** Queues a new request's row when it is not written yet: something of the run (a service hook, a task changed in the run that opened it) needs it first. */
function queuePendingRow(writes: Writes, start: Start | undefined): Writes {
  if (start?.row) {
    writes.insert(flowInstance, [start.row]);
    start.row = undefined;
  }
  return writes;
}

/** What the modules' hooks and reactions see of an instance. */
const hookInstance = (inst: InstanceRow, values: Record<string, unknown>): HookInstance => ({
  id: inst.id,
  tenantId: inst.tenantId,
  processInstanceId: inst.processInstanceId!,
  formId: inst.formId,
  processKey: inst.processKey,
  initiator: inst.createUser!,
  values,
});

function enginePorts(
  tx: Db,
  hooks: FlowHooks,
  inst: InstanceRow,
  values: Record<string, unknown>,
  model: FlowModel,
  onBehalf: Map<string, string>,
  people: Map<string, Person>,
  start?: Start,
) {
  const initiator: Initiator = { tenantId: inst.tenantId, userId: inst.createUser!, deptId: inst.createDept };
  return {
    newId: nextId,
    values: () => values,
    // the users the rule names, each replaced by whoever acts for them now (out of office)
    resolve: async (rules: Parameters<typeof resolveAssignees>[3], _node: unknown, exclude?: string[]) => {
      const out: string[] = [];
      const step = { formId: inst.formId, at: now(), people, delegations: new Map<string, string | null>() };
      const found = await resolveAssignees(tx, initiator, values, rules, exclude ?? [], step);
      // their delegations and names, unless the rule's own statement read them (persist then names the tasks without reading them)
      const acting = await actingFor(tx, inst, found, inst.formId, step.at, people, step.delegations);
      for (const u of found) {
        const d = acting.get(u) ?? u;
        // nobody approves their own request as someone's delegate: that task stays with its assignee
        if (d === u || d === inst.createUser) {
          out.push(u);
          continue;
        }
        onBehalf.set(d, onBehalf.get(d) ?? u);
        out.push(d);
      }
      return out;
    },
    hook: async (name: string) => {
      const fn = hooks.hook(name);
      if (!fn) throw new FlowError(400, `service hook '${name}' of process '${model.key}' is not registered`);
      // a hook may read the request: a new one is written first
      await queuePendingRow(new Writes(), start).flush(tx);
      await fn(tx, hookInstance(inst, values));
    },
  };
}

/** The engine of a request about to start, on the definition it will run (`inst`: the request as it will be once started). */
export async function newRun(
  tx: Db,
  app: FastifyInstance,
  inst: InstanceRow,
  values: Record<string, unknown>,
  definitionId: string,
  start: Start,
): Promise<Run> {
  const { model } = await modelOf(tx, app, definitionId);
  const onBehalf = new Map<string, string>();
  const people = new Map<string, Person>();
  const ports = enginePorts(tx, app.modules.flow, inst, values, model, onBehalf, people, start);
  return { engine: new Engine(model, Engine.initial(), ports), values, onBehalf, webUrl: webUrlOf(app), people, start, idNames: app.modules.idNames };
}

/** The engine of a started request, in the state it was saved in. */
export async function loadRun(tx: Db, app: FastifyInstance, inst: InstanceRow): Promise<Run> {
  if (!inst.definitionId || !inst.state) throw conflict('The request has not been started');
  const { model } = await modelOf(tx, app, inst.definitionId);
  const values = parseValues(inst.values);
  const state = JSON.parse(inst.state) as EngineState;
  const onBehalf = new Map<string, string>();
  const people = new Map<string, Person>();
  return {
    engine: new Engine(model, state, enginePorts(tx, app.modules.flow, inst, values, model, onBehalf, people)),
    values,
    onBehalf,
    webUrl: webUrlOf(app),
    people,
    idNames: app.modules.idNames,
  };
}

/** The web app's address in e-mails: PUBLIC_WEB_URL, else the address the action's request came to; no trailing slash. */
export const webUrlOf = (app: FastifyInstance, req?: FastifyRequest): string =>
  (app.config.publicWebUrl ?? (req ? `${req.protocol}://${req.host}` : '')).replace(/\/$/, '');

/** A message with the task it announces (mailed with approve/reject links). */
type OutgoingMessage = typeof flowMessage.$inferInsert & { taskId?: string };

/**
 * Writes sent to the database together, as one statement of data-modifying CTEs (one round trip,
 * whatever the number of tables), written as text (platform/db/sql-text.ts: an approval's writes vary with
 * its step, so they cannot be prepared, and drizzle's building of them cost more than running them). A
 * `checked` write is an UPDATE ... RETURNING that must touch a row: when it touches none, `flush` throws its
 * error (the caller's transaction then rolls back). The parts of one statement see the database as it was
 * before it, so a row is written by one part at most.
 */
export class Writes {
  private params: unknown[] = [];
  private parts: { sql: string; error?: () => Error }[] = [];
  private returned?: { i: number; decode: (raw: Record<string, unknown>) => Record<string, unknown>; error: () => Error };

  /** A new part's text (its parameters numbered among the statement's). */
  text(): SqlText {
    return new SqlText(this.params);
  }

  insert(table: PgTable, rows: Record<string, unknown>[]): this {
    if (rows.length) this.parts.push({ sql: insertText(this.text(), table, rows).sql });
    return this;
  }

  /** A write of its own text (an UPDATE or DELETE). */
  add(text: SqlText): this {
    this.parts.push({ sql: text.sql });
    return this;
  }

  /** An UPDATE ... RETURNING that must touch a row. */
  checked(text: SqlText, error: () => Error): this {
    this.parts.push({ sql: text.sql, error });
    return this;
  }

  /**
   * `update <table> set <set> where <where>` of one row that must be touched: `flush` answers the row as it is
   * after the statement, decoded as drizzle would, and throws `error` when it touched none.
   */
  returning(table: PgTable, set: Record<string, unknown>, where: (t: SqlText) => string, error: () => Error): this {
    const selection = compiledSelection(table);
    const t = this.text();
    const assignments = setText(t, table, set);
    t.add(`update ${shapeOf(table).name} set ${assignments} where ${where(t)} returning ${selection.text}`);
    this.returned = { i: this.parts.length, decode: selection.decode, error };
    this.parts.push({ sql: t.sql });
    return this;
  }

  /** An insert of one row: `flush` answers it as written, decoded as drizzle would. */
  inserting(table: PgTable, row: Record<string, unknown>): this {
    const selection = compiledSelection(table);
    this.returned = { i: this.parts.length, decode: selection.decode, error: () => conflict() };
    this.parts.push({ sql: insertText(this.text(), table, [row]).add(` returning ${selection.text}`).sql });
    return this;
  }

  /** A part whose rows other parts read (`select ... from <name>`): answers its name in the statement. */
  named(text: SqlText): string {
    this.parts.push({ sql: text.sql });
    return `w${this.parts.length - 1}`;
  }

  get size(): number {
    return this.parts.length;
  }

  /** Sends the queued writes (one statement); answers the `returning` part's row, if one was queued. */
  async flush(tx: Db): Promise<Record<string, unknown> | undefined> {
    const { parts, returned, params } = this;
    this.parts = [];
    this.params = [];
    this.returned = undefined;
    if (parts.length === 0) return undefined;
    const statement = new SqlText(params);
    if (parts.length === 1 && !returned) {
      const rows = await executeText(tx, statement.add(parts[0].sql));
      if (parts[0].error && rows.length === 0) throw parts[0].error();
      return undefined;
    }
    const checks = parts.map((p, i) => ({ ...p, i })).filter((p) => p.error);
    const counts = checks.length ? checks.map((c) => `(select count(*) from w${c.i})::int as c${c.i}`).join(', ') : '1 as one';
    statement.add(`with ${parts.map((p, i) => `w${i} as (${p.sql})`).join(', ')} select ${counts}`);
    // the returned row beside the counts: one row in every case, its columns null when the update touched none
    if (returned) statement.add(`, r.* from (select 1) one left join w${returned.i} r on true`);
    const [row] = await executeText(tx, statement);
    for (const c of checks) if (!Number(row?.[`c${c.i}`])) throw c.error!();
    if (!returned) return undefined;
    if (row?.id == null) throw returned.error();
    return returned.decode(row);
  }
}

/** What `persist` also records: the action on the request (flow_task_action and the audit log), written with the effects. */
export interface ActionRecord {
  action: string;
  who: Actor;
  taskId?: string | null;
  comment?: string | null;
}

/**
 * Writes what the engine did: tasks, activity history, messages and their e-mails, the action, and
 * the instance's new state, conditional on the versions read (a concurrent change answers 409). The
 * names and addresses are read in one query; the inserts, the task updates and the instance update go
 * as one statement (`Writes`); the modules' reactions hear the events last.
 */
export async function persist(
  tx: Db,
  hooks: FlowHooks,
  inst: InstanceRow,
  run: Run,
  actor: string,
  terminationNote?: { type: string; name: string; comment: string },
  action?: ActionRecord,
): Promise<InstanceRow> {
  const t = now();
  const effects: Effect[] = run.engine.effects;
  // the people the effects name: the new tasks' assignees (met by the run already), the initiator for the result
  // message, the actor on a termination note (the start's entry names the initiator as the request does)
  const named = effects.flatMap((e) =>
    e.t === 'taskOpen' ? [e.assignee, run.onBehalf.get(e.assignee) ?? ''] : e.t === 'end' ? [inst.createUser ?? '', terminationNote ? actor : ''] : [],
  );
  const people = await peopleOf(tx, named, run.people);
  const names = new Map([...people].map(([id, p]) => [id, p.name]));
  const writes = new Writes();
  let tasks: (typeof flowTask.$inferInsert)[] = [];
  let activities: (typeof flowActivity.$inferInsert)[] = [];

  const activity = (v: Partial<typeof flowActivity.$inferInsert> & { elementId: string; elementType: string }) => {
    activities.push({ tenantId: inst.tenantId, instanceId: inst.id, seq: 0, startTime: t, ...v });
  };
  /** Queues the new tasks and history entries (the tasks a later part of this run changes must exist first). */
  const queueInserts = () => {
    writes.insert(flowTask, tasks);
    if (activities.length) {
      // the history's next numbers: after the instance's last entry, counted in the statement that writes them
      const last = `(select coalesce(max(a.seq), 0) from ${shapeOf(flowActivity).name} a where a.instance_id = ${writes.text().param(inst.id)})`;
      writes.insert(
        flowActivity,
        activities.map((a, k) => ({ ...a, seq: new Expr(`${last} + ${k + 1}`) })),
      );
    }
    tasks = [];
    activities = [];
  };
  const opened = new Set<string>();
  const messages: OutgoingMessage[] = [];
  let ended: string | null = null;
  for (const e of effects) {
    if (e.t === 'pass') {
      if (e.type === 'start') {
        activity({
          elementId: e.elementId,
          elementType: 'start',
          name: e.name || 'Start',
          assignee: inst.createUser,
          assigneeName: inst.initiatorName ?? names.get(inst.createUser ?? '') ?? null,
          endTime: t,
          pass: 1,
        });
      } else {
        activity({ elementId: e.elementId, elementType: e.type, name: e.type === 'end' ? '' : e.name, endTime: t, pass: 1 });
      }
    } else if (e.t === 'taskOpen') {
      const dueTime = e.dueIn ? formatDateTime(new Date(Date.now() + e.dueIn * 1000)) : null;
      const assigneeName = names.get(e.assignee) ?? null;
      const onBehalfOf = run.onBehalf.get(e.assignee) ?? null;
      const onBehalfOfName = onBehalfOf ? (names.get(onBehalfOf) ?? null) : null;
      tasks.push({
        id: e.taskId,
        tenantId: inst.tenantId,
        instanceId: inst.id,
        activationId: e.activationId,
        elementId: e.elementId,
        name: e.name,
        assignee: e.assignee,
        assigneeName,
        onBehalfOf,
        mode: e.mode,
        createTime: t,
        dueTime,
      });
      opened.add(e.taskId);
      activity({
        elementId: e.elementId,
        elementType: 'userTask',
        name: e.name,
        taskId: e.taskId,
        assignee: e.assignee,
        assigneeName,
        onBehalfOf,
        onBehalfOfName,
      });
      messages.push(
        todoMessage(inst, e.taskId, e.assignee, e.name, onBehalfOfName, actor === SYSTEM_USER ? MESSAGE_CATEGORY.escalation : MESSAGE_CATEGORY.todo),
      );
    } else if (e.t === 'taskDone') {
      if (opened.has(e.taskId)) {
        // a task opened by this very run: its rows (and a new request's) are written before they are changed
        queuePendingRow(writes, run.start);
        queueInserts();
        await writes.flush(tx);
        opened.clear();
      }
      const done = writes.text();
      const set = setText(done, flowTask, { taskStatus: e.status, endTime: t, comment: e.comment?.slice(0, 1000) ?? null, version: new Expr('version + 1') });
      done.add(`update ${shapeOf(flowTask).name} set ${set} where id = ${done.param(e.taskId)} and task_status = ${done.param(TASK_STATUS.open)} returning id`);
      writes.checked(done, () => conflict('This task has already been handled'));
      const entry = writes.text();
      if (e.status === TASK_STATUS.closed) {
        // a task nobody acted on (another approver answered, or the request ended) leaves no timeline entry
        writes.add(entry.add(`delete from ${shapeOf(flowActivity).name} where task_id = ${entry.param(e.taskId)}`));
      } else {
        const ended = setText(entry, flowActivity, { endTime: t, pass: e.status === TASK_STATUS.approved ? 1 : 0, comment: e.comment?.slice(0, 1000) ?? null });
        writes.add(entry.add(`update ${shapeOf(flowActivity).name} set ${ended} where task_id = ${entry.param(e.taskId)}`));
      }
    } else if (e.t === 'end') {
      ended = e.status;
      if (e.status !== FLOW_STATUS.approved) {
        if (terminationNote)
          activity({
            elementId: terminationNote.type,
            elementType: terminationNote.type,
            name: terminationNote.name,
            assignee: actor,
            assigneeName: names.get(actor) ?? null,
            endTime: t,
            pass: 0,
            comment: terminationNote.comment.slice(0, 1000),
          });
        const endNode = [...run.engine.model.nodes.values()].find((n) => n.type === 'end');
        activity({ elementId: endNode?.id ?? 'end', elementType: 'end', name: '', endTime: t, pass: 0 });
      }
      if (e.status === FLOW_STATUS.approved || e.status === FLOW_STATUS.rejected) {
        const requestNo = inst.requestNo ?? (typeof run.start?.requestNo === 'string' ? run.start.requestNo : null);
        messages.push(resultMessage({ ...inst, requestNo }, e.status, await requestSubject(tx, run, inst)));
      }
    }
  }
  queueInserts();
  if (messages.length) {
    const mailOf = new Map(
      [...people].filter(([, p]) => p.tenantId === inst.tenantId && p.email).map(([id, p]) => [id, { email: p.email!, language: p.language }]),
    );
    messageWrites(writes, inst, messages, mailOf, run.webUrl);
  }
  if (action) actionWrites(writes, inst, action);
  // the instance's new state goes in the same statement (no other part writes it): a new request's row as it
  // is after the run, else an update conditional on the version read; a start's number with it
  const state = {
    state: JSON.stringify(run.engine.state),
    values: JSON.stringify(run.values),
    flowStatus: run.engine.state.status,
    endTime: ended ? t : (inst.endTime ?? null),
    updateUser: actor,
    updateTime: t,
  };
  const start = run.start;
  const requestNo = start ? { requestNo: start.requestNo ?? nextRequestNo(writes, inst.tenantId, start.prefix, start.startTime) } : {};
  if (start?.row) {
    writes.inserting(flowInstance, { ...start.row, ...state, ...requestNo });
    start.row = undefined;
  } else {
    writes.returning(
      flowInstance,
      { ...start?.set, ...state, ...requestNo, version: new Expr('version + 1') },
      (w) => `id = ${w.param(inst.id)} and version = ${w.param(inst.version)}`,
      () => conflict(),
    );
  }
  const saved = (await writes.flush(tx)) as InstanceRow;
  const events: FlowEvent[] = effects.flatMap((e): FlowEvent[] => (e.t === 'pass' && e.type === 'start' ? ['started'] : e.t === 'end' ? [e.status] : []));
  for (const event of events) await hooks.emit(tx, hookInstance(saved, run.values), event);
  return saved;
}

/** Queues the writes of an action on a request: its flow_task_action row, which the screens read, and its audit-log row. */
function actionWrites(writes: Writes, inst: Pick<InstanceRow, 'id' | 'tenantId'>, a: ActionRecord): void {
  const comment = a.comment ?? null;
  const taskId = a.taskId ?? null;
  writes
    .insert(flowTaskAction, [
      { tenantId: inst.tenantId, instanceId: inst.id, taskId, action: a.action, userId: a.who.userId, comment: comment?.slice(0, 1000) ?? null },
    ])
    .insert(auditLog, [
      auditRow(a.who, undefined, { action: a.action, resource: 'process', recordId: inst.id, changes: taskId || comment ? { taskId, comment } : undefined }),
    ]);
}

/** Records an action on a request (flow_task_action, which the screens read) and in the audit log, in one statement. */
export async function recordAction(
  tx: Db,
  inst: Pick<InstanceRow, 'id' | 'tenantId'>,
  a: string,
  who: Actor,
  taskId: string | null = null,
  comment: string | null = null,
) {
  const writes = new Writes();
  actionWrites(writes, inst, { action: a, who, taskId, comment });
  await writes.flush(tx);
}

/** The row must still be at the version the caller saw (when the caller sent one). */
export const checkVersion = (row: { version: number }, version: number | undefined) => {
  if (version !== undefined && version !== row.version) throw conflict();
};

/** The "To approve" message of a task (the delegate's says whom they act for). */
export function todoMessage(
  inst: Pick<InstanceRow, 'formName' | 'initiatorName'>,
  taskId: string,
  assignee: string,
  step: string,
  onBehalfOfName: string | null,
  category: string = MESSAGE_CATEGORY.todo,
): OutgoingMessage {
  const forWhom = onBehalfOfName ? ` (for ${onBehalfOfName})` : '';
  return {
    userId: assignee,
    taskId,
    category,
    title: `To approve: ${inst.formName}${forWhom}`,
    content: `${inst.initiatorName ?? ''} submitted ${inst.formName}; step: ${step}${forWhom}`,
  };
}

/** Writes a task's "To approve" message (in-app and e-mail with action links), as persist does for new tasks. */
export async function notifyTask(tx: Db, inst: InstanceRow, message: OutgoingMessage, webUrl: string): Promise<void> {
  const rows = await tx
    .select({ id: user.id, email: user.email, language: user.language })
    .from(user)
    .where(and(eq(user.tenantId, inst.tenantId), eq(user.id, message.userId!), eq(user.isDeleted, 0)));
  const mailOf = new Map(rows.filter((r) => r.email).map((r) => [r.id, { email: r.email!, language: r.language }]));
  const writes = new Writes();
  messageWrites(writes, inst, [message], mailOf, webUrl);
  await writes.flush(tx);
}

/**
 * Queues in-app messages and their e-mails (through the outbox, after commit) to the users with an address.
 * A task's message carries a signed, single-use approve link and reject link for its assignee (mail-links.ts).
 */
function messageWrites(
  writes: Writes,
  inst: Pick<InstanceRow, 'id' | 'tenantId' | 'router' | 'processKey' | 'formName'>,
  messages: OutgoingMessage[],
  mailOf: Map<string, { email: string; language: string | null }>,
  webUrl: string,
): void {
  const { tenantId } = inst;
  writes.insert(
    flowMessage,
    messages.map(({ taskId: _task, ...m }) => ({ ...m, tenantId, instanceId: inst.id, router: inst.router })),
  );
  const tokens: (typeof flowMailToken.$inferInsert)[] = [];
  const mails: (typeof outbox.$inferInsert)[] = [];
  for (const m of messages) {
    const to = mailOf.get(m.userId!);
    if (!to) continue;
    // in the language he chose for his account (issue 33), the request's seeded names with it; English otherwise
    const lang = knownLanguage(to.language) ?? 'en';
    const words = (text: string) => noticeIn(lang, text, inst);
    let body = words(m.content ?? m.title);
    if (m.taskId) {
      const links = mailLinks(tenantId, m.taskId, m.userId!, webUrl);
      tokens.push(...links.rows);
      const line = (text: string) => message(lang, text);
      body += `\n\n${line(`Approve: ${links.approve}`)}\n${line(`Reject: ${links.reject}`)}\n\n${line(`Each link asks you to confirm, works once and expires in ${links.days} days.`)}`;
    }
    mails.push(
      outboxRow({
        tenantId,
        channel: 'email',
        recipient: to.email,
        subject: words(m.title),
        body,
        payload: { instanceId: inst.id, category: m.category, ...(m.taskId ? { taskId: m.taskId } : {}) },
      }),
    );
  }
  writes.insert(flowMailToken, tokens).insert(outbox, mails);
}
