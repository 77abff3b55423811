import { instantOf } from '../../platform/util.js';
import { instantParam } from '../../platform/db/columns.js';
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, exists, gt, inArray, isNull, lte, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { FLOW_STATUS, TASK_STATUS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { dataScopeCondition } from '../../platform/auth/permissions.js';
import { USER_TYPE_WORKER, type AuthContext, type Tenant } from '../../platform/auth/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { pagedRows } from '../../platform/excel.js';
import { configRead } from '../../platform/db/feed-cache.js';
import { preparedPerDb } from '../../platform/db/prepared.js';
import { containsAny, liveRows } from '../../platform/repository.js';
import { limitOffset, orderBy, toPage, type PageQuery } from '../../platform/http/paging.js';
import { parseDefinition, type FlowModel } from './bpmn.js';
import { user } from '../../platform/auth/identity.tables.js';
import { deptNameOf } from '../system/system.public.js';
import { flowActivity, flowDefinition, flowInstance, flowMailToken, flowMessage, flowShare, flowStartKey, flowTask, flowTaskAction } from './flow.tables.js';
import { formNameOf, preparedStartableForm } from '../form/form.public.js';

export type InstanceRow = typeof flowInstance.$inferSelect;
/** How a call names a request: its processId (`id`) or its processInstanceId. */
export interface InstanceRef {
  id?: string;
  processInstanceId?: string;
}

// ------------------------------------------------------------------------------------------
// Definitions

/** Parsed models by their XML, per app (deployed XML never changes), and by definition id (a deployed version is never rewritten). */
const modelCaches = new WeakMap<FastifyInstance, { byXml: Map<string, FlowModel>; byId: Map<string, { model: FlowModel; xml: string }> }>();

/** The parsed model of a deployed definition (its hooks were checked at deploy; a missing one fails when reached). */
export async function modelOf(db: Db, app: FastifyInstance, definitionId: string): Promise<{ model: FlowModel; xml: string }> {
  let cache = modelCaches.get(app);
  if (!cache) modelCaches.set(app, (cache = { byXml: new Map(), byId: new Map() }));
  const known = cache.byId.get(definitionId);
  if (known) return known;
  const [d] = await db.select({ xml: flowDefinition.xml }).from(flowDefinition).where(eq(flowDefinition.id, definitionId)).limit(1);
  if (!d) throw notFound('Process definition');
  let model = cache.byXml.get(d.xml);
  if (!model) {
    model = await parseDefinition(d.xml, () => true);
    if (cache.byXml.size > 500) cache.byXml.clear();
    cache.byXml.set(d.xml, model);
  }
  if (cache.byId.size > 2000) cache.byId.clear();
  cache.byId.set(definitionId, { model, xml: d.xml });
  return { model, xml: d.xml };
}

export async function latestDefinition(db: Db, forTenant: Tenant, processKey: string) {
  const [d] = await db
    .select()
    .from(flowDefinition)
    .where(and(eq(flowDefinition.tenantId, forTenant.tenantId), eq(flowDefinition.processKey, processKey), eq(flowDefinition.isDeleted, 0)))
    .orderBy(desc(flowDefinition.defVersion))
    .limit(1);
  return d ?? null;
}

/** A live form of the caller's tenant with the id of its process's latest definition (null when none is deployed), in one query: what a start reads. */
// prepared by form, the owner of the form table (form.public.ts); the latest definition's id is flow's subquery
const startableFormQuery = preparedStartableForm(
  (tenantId, processKey) =>
    sql`(select d.id::text from ${flowDefinition} d where d.tenant_id = ${tenantId} and d.process_key = ${processKey} and d.is_deleted = 0 order by d.def_version desc limit 1)`,
);

/** A form with its latest definition (from the configuration cache while nothing of either changed: feed-cache.ts). */
export async function startableForm(db: Db, auth: Tenant, formId: string) {
  const row = await configRead(
    db,
    'startableForm',
    `${auth.tenantId}:${formId}`,
    async () => (await startableFormQuery(db).execute({ tenantId: auth.tenantId, formId }))[0],
  );
  if (!row) throw notFound('Form');
  return row;
}

/** The XML of one of the tenant's definition versions. */
export async function definitionXml(db: Db, auth: Tenant, definitionId: string): Promise<string> {
  const [d] = await db
    .select({ xml: flowDefinition.xml })
    .from(flowDefinition)
    .where(and(eq(flowDefinition.id, definitionId), eq(flowDefinition.tenantId, auth.tenantId)))
    .limit(1);
  if (!d) throw notFound('Process definition');
  return d.xml;
}

// ------------------------------------------------------------------------------------------
// Requests

export async function findInstance(db: Db, auth: Tenant, ref: InstanceRef, lock = false): Promise<InstanceRow> {
  const cond = ref.id ? eq(flowInstance.id, ref.id) : ref.processInstanceId ? eq(flowInstance.processInstanceId, ref.processInstanceId) : undefined;
  if (!cond) throw badRequest('processInstanceId: required');
  const q = db
    .select()
    .from(flowInstance)
    .where(and(eq(flowInstance.tenantId, auth.tenantId), eq(flowInstance.isDeleted, 0), cond))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Process');
  return row;
}

/**
 * A task of the caller's tenant and its request, the request's row locked (actions on one request queue
 * there), in one query. The request is read as it is once the lock is held; the task row as it was when
 * the query began, so a task another action just handled may still read open here: the engine's state on
 * the locked request and persist's conditional update refuse it (409).
 */
/** The task and its request, the request locked (prepared: every approval runs it). */
const taskWithRequest = preparedPerDb((db) =>
  db
    .select({ task: flowTask, inst: flowInstance })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(
      and(
        eq(flowTask.id, sql.placeholder('taskId')),
        eq(flowTask.tenantId, sql.placeholder('tenantId')),
        eq(flowInstance.tenantId, sql.placeholder('tenantId')),
        eq(flowInstance.isDeleted, 0),
      ),
    )
    .limit(1)
    .for('update', { of: flowInstance })
    .prepare('hr_flow_task_for_action'),
);

export async function taskForAction(db: Db, auth: Tenant, taskId: string): Promise<{ task: typeof flowTask.$inferSelect; inst: InstanceRow }> {
  const [row] = await taskWithRequest(db).execute({ taskId, tenantId: auth.tenantId });
  if (!row) throw notFound('Task');
  return row;
}

/** The user's open task on a request, if any. */
export async function openTaskOf(db: Db, instanceId: string, userId: string) {
  const [task] = await db
    .select({ id: flowTask.id, version: flowTask.version, name: flowTask.name })
    .from(flowTask)
    .where(and(eq(flowTask.instanceId, instanceId), eq(flowTask.assignee, userId), eq(flowTask.taskStatus, TASK_STATUS.open)))
    .limit(1);
  return task ?? null;
}

/** Whether the user had a task on the request (open or not; their own or one a delegate took for them), or was given it by a share. */
export async function isParticipant(db: Db, instanceId: string, userId: string): Promise<boolean> {
  const [t] = await db
    .select({ id: flowTask.id })
    .from(flowTask)
    .where(and(eq(flowTask.instanceId, instanceId), or(eq(flowTask.assignee, userId), eq(flowTask.onBehalfOf, userId))))
    .limit(1);
  if (t) return true;
  const [s] = await db
    .select({ id: flowShare.id })
    .from(flowShare)
    .where(and(eq(flowShare.instanceId, instanceId), eq(flowShare.recipientId, userId)))
    .limit(1);
  if (s) return true;
  // whoever filed it in someone else's name (their start is in the action log)
  const [a] = await db
    .select({ id: flowTaskAction.id })
    .from(flowTaskAction)
    .where(and(eq(flowTaskAction.instanceId, instanceId), eq(flowTaskAction.userId, userId), eq(flowTaskAction.action, 'start')))
    .limit(1);
  return Boolean(a);
}

export const parseValues = (text: string | null): Record<string, unknown> => {
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
    requestNo: i.requestNo,
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
    .where(and(inArray(flowTask.instanceId, instanceIds), eq(flowTask.taskStatus, TASK_STATUS.open)));
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

/** Filters every process list accepts. */
export interface InstanceFilters {
  formId?: string;
  formIds?: string[];
  category?: number;
  processKey?: string;
  flowStatus?: string;
  initiatorName?: string;
  /** The initiator's account (a person's requests on their profile). */
  initiatorId?: string;
  requestNo?: string;
  hrAudited?: number;
  createTime_start?: string;
  createTime_end?: string;
}

const sortable = { createTime: flowInstance.createTime, startTime: flowInstance.startTime, endTime: flowInstance.endTime, formName: flowInstance.formName };

function filterConds(q: InstanceFilters): (SQL | undefined)[] {
  return [
    q.formId ? eq(flowInstance.formId, q.formId) : undefined,
    q.formIds?.length ? inArray(flowInstance.formId, q.formIds) : undefined,
    q.category ? eq(flowInstance.category, q.category) : undefined,
    q.processKey ? eq(flowInstance.processKey, q.processKey) : undefined,
    q.flowStatus ? eq(flowInstance.flowStatus, q.flowStatus) : undefined,
    q.hrAudited !== undefined ? eq(flowInstance.hrAudited, q.hrAudited) : undefined,
    containsAny([flowInstance.requestNo], q.requestNo),
    q.initiatorId ? eq(flowInstance.createUser, q.initiatorId) : undefined,
    containsAny([flowInstance.initiatorName], q.initiatorName),
    q.createTime_start ? sql`${flowInstance.createTime} >= ${instantParam(q.createTime_start)}` : undefined,
    q.createTime_end
      ? sql`${flowInstance.createTime} <= ${instantParam(q.createTime_end.length === 10 ? `${q.createTime_end} 23:59:59` : q.createTime_end)}`
      : undefined,
  ];
}

export type Scope = 'all' | 'mine' | 'sent' | 'approver' | 'shared';

/** A page of requests in one of the scopes: all (process viewers), mine (drafts too), sent (mine, started), ones I approve(d), shared with me. */
export async function pageInstances(db: Db, auth: AuthContext, scope: Scope, q: PageQuery & InstanceFilters, category?: number) {
  const conds: (SQL | undefined)[] = [liveRows(flowInstance, auth), category ? eq(flowInstance.category, category) : undefined, ...filterConds(q)];
  if (scope === 'mine' || scope === 'sent') conds.push(eq(flowInstance.createUser, auth.userId));
  // the audit list (all requests) follows the caller's data scopes on resource `process`, by the initiator's department
  if (scope === 'all') conds.push(dataScopeCondition(auth, 'process', { dept: flowInstance.createDept, user: flowInstance.createUser }));
  if (scope !== 'mine') conds.push(ne(flowInstance.flowStatus, FLOW_STATUS.draft));
  // the tenant in the subqueries lets the (tenant, assignee|recipient) indexes drive them (bench/flow-results.md)
  if (scope === 'approver')
    conds.push(
      exists(
        db
          .select({ x: sql`1` })
          .from(flowTask)
          .where(
            and(
              eq(flowTask.tenantId, auth.tenantId),
              eq(flowTask.instanceId, flowInstance.id),
              eq(flowTask.assignee, auth.userId),
              ne(flowTask.taskStatus, TASK_STATUS.closed),
            ),
          ),
      ),
    );
  if (scope === 'shared')
    conds.push(
      exists(
        db
          .select({ x: sql`1` })
          .from(flowShare)
          .where(and(eq(flowShare.tenantId, auth.tenantId), eq(flowShare.instanceId, flowInstance.id), eq(flowShare.recipientId, auth.userId))),
      ),
    );
  const where = and(...conds);
  const { limit, offset } = limitOffset(q);
  const rowsQ = db
    .select()
    .from(flowInstance)
    .where(where)
    .orderBy(...orderBy(q, sortable, [desc(flowInstance.createTime), desc(flowInstance.id)]))
    .offset(offset);
  const [rows, [{ total }]] = await Promise.all([limit ? rowsQ.limit(limit) : rowsQ, db.select({ total: count() }).from(flowInstance).where(where)]);
  return toPage(await decorate(db, rows), Number(total), q);
}

/** Every request of the audit list (its filters), read a page at a time for an export. */
export const auditListRows = (db: Db, auth: AuthContext, q: Omit<PageQuery, 'current' | 'size'> & InstanceFilters) =>
  pagedRows(async (offset, limit) => (await pageInstances(db, auth, 'all', { ...q, current: offset / limit + 1, size: limit })).records);

export async function decorate(db: Db, rows: InstanceRow[]) {
  const steps = await openSteps(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRecord(r, { taskName: steps.get(r.id)?.taskName ?? '', assigneeName: steps.get(r.id)?.assigneeName ?? '' }));
}

/** A form value as text (jsonb), the first of the keys that is set. */
const firstValue = (keys: string[]) => sql<string | null>`coalesce(${sql.raw(keys.map((k) => `(${'"flow_instance"."values"'})::jsonb->>'${k}'`).join(', '))})`;

/**
 * The key values of a request the task lists show as columns, read from its form values in the list
 * query itself (no call per row): its dates, days or amount (the first of the form fields that carry
 * them), the requester's department, and how long the task has waited.
 */
const keyValueColumns = {
  dateFrom: firstValue([
    'leaveStartTime',
    'startDate',
    'effectiveDate',
    'resignDate',
    'lastWorkingDay',
    'expenseDate',
    'entryDate',
    'moveDate',
    'transitionDate',
    'inductionDate',
    'commenceDate',
    'courseDate',
    'attendanceDate',
    'preferredDate',
    'neededBy',
  ]),
  dateTo: firstValue(['leaveEndTime', 'endDate', 'returnDate']),
  rangeFrom: sql<string | null>`((${flowInstance.values})::jsonb->'dateRange'->>0)`,
  rangeTo: sql<string | null>`((${flowInstance.values})::jsonb->'dateRange'->>1)`,
  days: firstValue(['leaveDays', 'days']),
  amount: firstValue(['amount', 'nettSalary', 'grossWages', 'estimatedCost', 'cost']),
  requesterDeptName: deptNameOf(flowInstance.createDept),
  waitingMinutes: sql<number>`(extract(epoch from (current_timestamp - ${flowTask.createTime})) / 60)::int`,
};

const numberOrNull = (v: string | null) => (v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

function presentKeyValues(k: {
  dateFrom: string | null;
  dateTo: string | null;
  rangeFrom: string | null;
  rangeTo: string | null;
  days: string | null;
  amount: string | null;
  requesterDeptName: string | null;
  waitingMinutes: number;
}) {
  return {
    keyDateFrom: k.dateFrom ?? k.rangeFrom,
    keyDateTo: k.dateTo ?? k.rangeTo,
    keyDays: numberOrNull(k.days),
    keyAmount: numberOrNull(k.amount),
    requesterDeptName: k.requesterDeptName,
    waitingMinutes: Math.max(0, Number(k.waitingMinutes)),
  };
}

/** Tasks of the caller joined with their requests: todo (open), claim (open and shared with others), done (acted on). */
export async function pageTasks(db: Db, auth: AuthContext, kind: 'todo' | 'claim' | 'done', q: PageQuery & InstanceFilters) {
  const status = kind === 'done' ? inArray(flowTask.taskStatus, [TASK_STATUS.approved, TASK_STATUS.rejected]) : eq(flowTask.taskStatus, TASK_STATUS.open);
  const where = and(
    eq(flowTask.tenantId, auth.tenantId),
    eq(flowTask.assignee, auth.userId),
    status,
    kind === 'claim' ? ne(flowTask.mode, 'single') : undefined,
    eq(flowInstance.isDeleted, 0),
    ...filterConds(q),
  );
  const { limit, offset } = limitOffset(q);
  const rowsQ = db
    .select({ task: flowTask, inst: flowInstance, ...keyValueColumns })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(where)
    .orderBy(kind === 'done' ? desc(flowTask.endTime) : desc(flowTask.createTime), desc(flowTask.id))
    .offset(offset);
  const [rows, [{ total }]] = await Promise.all([
    limit ? rowsQ.limit(limit) : rowsQ,
    db.select({ total: count() }).from(flowTask).innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId)).where(where),
  ]);
  const records = rows.map(({ task, inst, ...keys }) =>
    toRecord(inst, {
      ...presentKeyValues(keys),
      taskId: task.id,
      taskName: task.name,
      taskDefinitionKey: task.elementId,
      taskVersion: task.version,
      taskStatus: task.taskStatus,
      taskCreateTime: task.createTime,
      taskEndTime: task.endTime,
      comment: task.comment,
    }),
  );
  return toPage(records, Number(total), q);
}

function duration(from: string, to: string): string {
  let s = Math.max(0, Math.round((instantOf(to).getTime() - instantOf(from).getTime()) / 1000));
  const d = Math.floor(s / 86400);
  s -= d * 86400;
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  return [d ? `${d}d` : '', h ? `${h}h` : '', m ? `${m}m` : '', `${s}s`].filter(Boolean).join(' ');
}

const TIMELINE_TYPES = ['start', 'userTask', 'end', 'recall', 'cancel'];

/** History entries of seed 000 section 3, in the order they happened (the web sorts and titles them). */
export async function historyList(db: Db, inst: InstanceRow) {
  const rows = await db
    .select()
    .from(flowActivity)
    .where(and(eq(flowActivity.instanceId, inst.id), inArray(flowActivity.elementType, TIMELINE_TYPES)))
    .orderBy(flowActivity.seq);
  return rows.map((a) => ({
    id: a.id,
    historyActivityId: a.elementId,
    historyActivityName: a.elementType === 'end' ? '' : a.name,
    historyActivityType: a.elementType,
    taskId: a.taskId,
    createTime: a.startTime,
    endTime: a.endTime ?? '',
    assignee: a.assignee ?? '',
    assigneeName: a.assigneeName ?? '',
    // a delegate's entry: "<assigneeName> for <onBehalfOfName>"
    onBehalfOf: a.onBehalfOf ?? '',
    onBehalfOfName: a.onBehalfOfName ?? '',
    comment: a.comment ?? '',
    historyActivityDurationTime: a.endTime ? duration(a.startTime, a.endTime) : '',
    pass: a.pass === 1,
  }));
}

/** The definition XML of an instance with the elements completed and active, for bpmn-js to highlight. */
export async function diagram(db: Db, app: FastifyInstance, inst: InstanceRow) {
  if (!inst.definitionId) return { xml: '', completed: [] as string[], active: [] as string[], flows: [] as string[] };
  const { xml, model } = await modelOf(db, app, inst.definitionId);
  const acts = await db
    .select({ elementId: flowActivity.elementId, endTime: flowActivity.endTime })
    .from(flowActivity)
    .where(eq(flowActivity.instanceId, inst.id));
  const completed = [...new Set(acts.filter((a) => a.endTime && model.nodes.has(a.elementId)).map((a) => a.elementId))];
  const active = [...new Set(acts.filter((a) => !a.endTime && model.nodes.has(a.elementId)).map((a) => a.elementId))];
  const done = new Set(completed);
  const reached = new Set([...completed, ...active]);
  const flows = [...model.flows.values()].filter((f) => done.has(f.source) && reached.has(f.target)).map((f) => f.id);
  return { xml, completed, active, flows };
}

/** Who a request is shared with. */
export async function shareRecipients(db: Db, instanceId: string) {
  return db
    .select({ recipientId: flowShare.recipientId, recipientName: flowShare.recipientName, sharedBy: flowShare.sharedBy, createTime: flowShare.createTime })
    .from(flowShare)
    .where(eq(flowShare.instanceId, instanceId));
}

/**
 * Deployed definitions, newest version first per key, each with its form's name, its state (the latest
 * version is `active`: new requests start on it; older ones are `superseded` and only finish the requests
 * already on them) and how many requests run on it and have finished on it. The counts come from one
 * grouped query over the tenant's requests, joined to the page.
 */
export async function pageDefinitions(
  db: Db,
  auth: AuthContext,
  q: PageQuery & { processKey?: string; name?: string; formId?: string | null; latestOnly?: number },
) {
  const latest = db
    .select({ key: flowDefinition.processKey, v: sql<number>`max(${flowDefinition.defVersion})`.as('v') })
    .from(flowDefinition)
    .where(liveRows(flowDefinition, auth))
    .groupBy(flowDefinition.processKey)
    .as('latest');
  const finished = [FLOW_STATUS.approved, FLOW_STATUS.rejected, FLOW_STATUS.recalled, FLOW_STATUS.cancelled];
  const usage = db
    .select({
      definitionId: flowInstance.definitionId,
      running: sql<number>`count(*) filter (where ${flowInstance.flowStatus} = ${FLOW_STATUS.running})`.as('running'),
      finished: sql<number>`count(*) filter (where ${inArray(flowInstance.flowStatus, finished)})`.as('finished'),
    })
    .from(flowInstance)
    .where(and(liveRows(flowInstance, auth), sql`${flowInstance.definitionId} is not null`))
    .groupBy(flowInstance.definitionId)
    .as('usage');
  const where = and(
    liveRows(flowDefinition, auth),
    q.processKey ? eq(flowDefinition.processKey, q.processKey) : undefined,
    q.formId ? eq(flowDefinition.formId, q.formId) : undefined,
    containsAny([flowDefinition.name], q.name),
    q.latestOnly ? sql`${flowDefinition.defVersion} = ${latest.v}` : undefined,
  );
  const { limit, offset } = limitOffset(q);
  const base = db
    .select({
      id: flowDefinition.id,
      processKey: flowDefinition.processKey,
      name: flowDefinition.name,
      version: flowDefinition.defVersion,
      formId: flowDefinition.formId,
      formName: formNameOf(flowDefinition.formId),
      deployTime: flowDefinition.createTime,
      latestVersion: latest.v,
      running: sql<number>`coalesce(${usage.running}, 0)`,
      finished: sql<number>`coalesce(${usage.finished}, 0)`,
    })
    .from(flowDefinition)
    .innerJoin(latest, eq(latest.key, flowDefinition.processKey))
    .leftJoin(usage, eq(usage.definitionId, flowDefinition.id))
    .where(where)
    .orderBy(flowDefinition.processKey, desc(flowDefinition.defVersion))
    .offset(offset);
  const [rows, [{ total }]] = await Promise.all([
    limit ? base.limit(limit) : base,
    db.select({ total: count() }).from(flowDefinition).innerJoin(latest, eq(latest.key, flowDefinition.processKey)).where(where),
  ]);
  return toPage(
    rows.map((r) => {
      const isLatest = Number(r.latestVersion) === r.version;
      return {
        ...r,
        latestVersion: Number(r.latestVersion),
        isLatest,
        state: isLatest ? ('active' as const) : ('superseded' as const),
        running: Number(r.running),
        finished: Number(r.finished),
      };
    }),
    Number(total),
    q,
  );
}

// ------------------------------------------------------------------------------------------
// Messages

/** The caller's messages: unread ones (`isRead` 0), of some categories, or all. */
const myMessages = (auth: AuthContext, o: { category?: string[]; isRead?: number }) =>
  and(
    eq(flowMessage.tenantId, auth.tenantId),
    eq(flowMessage.userId, auth.userId),
    o.category?.length ? inArray(flowMessage.category, o.category) : undefined,
    o.isRead !== undefined ? eq(flowMessage.isRead, o.isRead) : undefined,
  );

export async function pageMessages(db: Db, auth: AuthContext, q: PageQuery & { category?: string[]; isRead?: number }) {
  const where = myMessages(auth, q);
  const { limit, offset } = limitOffset(q);
  // a message names its request by number (the instance's; null for messages without one)
  const base = db
    .select({ message: flowMessage, requestNo: flowInstance.requestNo, processKey: flowInstance.processKey, formName: flowInstance.formName })
    .from(flowMessage)
    .leftJoin(flowInstance, eq(flowInstance.id, flowMessage.instanceId))
    .where(where)
    .orderBy(desc(flowMessage.createTime), desc(flowMessage.id))
    .offset(offset);
  const [rows, [{ total }]] = await Promise.all([limit ? base.limit(limit) : base, db.select({ total: count() }).from(flowMessage).where(where)]);
  return toPage(
    rows.map((r) => ({
      ...r.message,
      requestNo: r.requestNo ?? null,
      request: r.processKey && r.formName ? { processKey: r.processKey, formName: r.formName } : null,
    })),
    Number(total),
    q,
  );
}

export async function unreadCount(db: Db, auth: AuthContext): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(flowMessage)
    .where(myMessages(auth, { isRead: 0 }));
  return Number(n);
}

/** Marks the caller's unread messages read (the ids given, or all of the categories given, or all); answers how many. */
export async function markRead(db: Db, auth: AuthContext, o: { ids?: string[]; category?: string[] }): Promise<number> {
  const rows = await db
    .update(flowMessage)
    .set({ isRead: 1 })
    .where(and(myMessages(auth, { category: o.category, isRead: 0 }), o.ids ? inArray(flowMessage.id, o.ids) : undefined))
    .returning({ id: flowMessage.id });
  return rows.length;
}

// ------------------------------------------------------------------------------------------
// Applicants (applicant.ts)

/** The live sign-in account of a staff member or worker, with its first department and name; null when there is none. */
export async function accountOfPerson(db: Db, forTenant: Tenant, person: { staffId: string } | { workerId: string }) {
  const [u] = await db
    .select({ userId: user.id, deptId: user.deptId, name: sql<string>`coalesce(${user.realName}, ${user.name}, ${user.account})` })
    .from(user)
    .where(
      and(
        eq(user.tenantId, forTenant.tenantId),
        eq(user.isDeleted, 0),
        eq(user.status, 1),
        // a worker's self-service account files its own requests only: one filed for him stays the filer's, as before
        ne(user.userType, USER_TYPE_WORKER),
        'staffId' in person ? eq(user.staffId, person.staffId) : eq(user.workerId, person.workerId),
      ),
    )
    .limit(1);
  return u ? { userId: u.userId, deptId: u.deptId.split(',').find(Boolean) ?? null, name: u.name } : null;
}

// ------------------------------------------------------------------------------------------
// Idempotent starts (flowStartKey)

/** The request the caller's idempotency key already started, if any. */
export async function startedByKey(db: Db, auth: Pick<AuthContext, 'tenantId' | 'userId'>, key: string): Promise<InstanceRow | null> {
  const [hit] = await db
    .select({ instanceId: flowStartKey.instanceId })
    .from(flowStartKey)
    .where(and(eq(flowStartKey.tenantId, auth.tenantId), eq(flowStartKey.userId, auth.userId), eq(flowStartKey.idemKey, key)))
    .limit(1);
  return hit ? findInstance(db, auth, { id: hit.instanceId }) : null;
}

/** Records that the key started this request (in the start's transaction: a second start with it then conflicts). */
export async function keepStartKey(db: Db, auth: Pick<AuthContext, 'tenantId' | 'userId'>, key: string, instanceId: string): Promise<void> {
  await db.insert(flowStartKey).values({ tenantId: auth.tenantId, userId: auth.userId, idemKey: key, instanceId });
}

// The data functions of the flow services (definitions, drafts, audits, shares, escalation, mail links); the
// rules stay in the services.

type InstanceFields = Partial<typeof flowInstance.$inferInsert>;

/** Stores a new version of a process definition (the next after the highest of its key); answers its row. */
export async function insertNextDefinition(db: Db, auth: Tenant, values: Omit<typeof flowDefinition.$inferInsert, 'defVersion' | 'tenantId'>) {
  const [{ v }] = await db
    .select({ v: max(flowDefinition.defVersion) })
    .from(flowDefinition)
    .where(and(eq(flowDefinition.tenantId, auth.tenantId), eq(flowDefinition.processKey, values.processKey)));
  const [row] = await db
    .insert(flowDefinition)
    .values({ ...values, tenantId: auth.tenantId, defVersion: (v ?? 0) + 1 })
    .returning();
  return row;
}

/** Writes a request's fields if it is still at the version read (and `also` holds), one more version; answers the row, or undefined. */
export async function updateInstanceAt(
  db: Db,
  inst: Pick<InstanceRow, 'id' | 'version'>,
  fields: InstanceFields,
  also?: SQL,
): Promise<InstanceRow | undefined> {
  const [row] = await db
    .update(flowInstance)
    .set({ ...fields, version: sql`${flowInstance.version} + 1` })
    .where(and(eq(flowInstance.id, inst.id), eq(flowInstance.version, inst.version), also))
    .returning();
  return row;
}

/** Not yet audited by HR (a condition for `updateInstanceAt`). */
export const notHrAudited = () => eq(flowInstance.hrAudited, 0);

/** Writes a request's fields whatever its version (one more version). */
export async function updateInstance(db: Db, id: string, fields: InstanceFields): Promise<void> {
  await db
    .update(flowInstance)
    .set({ ...fields, version: sql`${flowInstance.version} + 1` })
    .where(eq(flowInstance.id, id));
}

/** Stores a new request; answers its row. */
export async function insertInstance(db: Db, values: typeof flowInstance.$inferInsert): Promise<InstanceRow> {
  const [row] = await db.insert(flowInstance).values(values).returning();
  return row;
}

/** Sends in-app messages. */
export async function insertMessages(db: Db, rows: (typeof flowMessage.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(flowMessage).values(rows);
}

/** Shares a request with recipients (those it is shared with already are skipped); answers the new recipients. */
export async function insertShares(db: Db, rows: (typeof flowShare.$inferInsert)[]): Promise<string[]> {
  const inserted = await db.insert(flowShare).values(rows).onConflictDoNothing().returning({ recipientId: flowShare.recipientId });
  return inserted.map((r) => r.recipientId);
}

/** Open tasks due at `at` or before (up to `limit`). */
export async function dueTasks(db: Db, at: string, limit: number) {
  return db
    .select({ id: flowTask.id, instanceId: flowTask.instanceId, tenantId: flowTask.tenantId })
    .from(flowTask)
    .where(and(eq(flowTask.taskStatus, TASK_STATUS.open), lte(flowTask.dueTime, at)))
    .limit(limit);
}

/** A task by id (whole row). */
export async function taskRow(db: Db, id: string) {
  const [task] = await db.select().from(flowTask).where(eq(flowTask.id, id)).limit(1);
  return task;
}

/** Clears a task's due time (nothing to escalate to). */
export async function clearDueTime(db: Db, taskId: string): Promise<void> {
  await db.update(flowTask).set({ dueTime: null }).where(eq(flowTask.id, taskId));
}

// mail links

/** The tenant's task of a link with its request, or undefined. */
export async function taskWithInstance(db: Db, auth: Tenant, taskId: string) {
  const [row] = await db
    .select({ task: flowTask, inst: flowInstance })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(and(eq(flowTask.id, taskId), eq(flowTask.tenantId, auth.tenantId)))
    .limit(1);
  return row;
}

/** A mail link by its token's hash, or undefined. */
export async function mailTokenByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(flowMailToken).where(eq(flowMailToken.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Spends an unused, unexpired mail link (the single-use guard); answers it, or undefined. */
export async function spendMailToken(db: Db, tokenHash: string, at: string) {
  const [spent] = await db
    .update(flowMailToken)
    .set({ usedAt: at })
    .where(and(eq(flowMailToken.tokenHash, tokenHash), isNull(flowMailToken.usedAt), gt(flowMailToken.expiresAt, at)))
    .returning();
  return spent;
}

/** Spends a task's other unused mail links. */
export async function spendOtherMailTokens(db: Db, taskId: string, exceptId: string, at: string): Promise<void> {
  await db
    .update(flowMailToken)
    .set({ usedAt: at })
    .where(and(eq(flowMailToken.taskId, taskId), isNull(flowMailToken.usedAt), ne(flowMailToken.id, exceptId)));
}

/** An active account of the tenant (whole row), or undefined. */
export async function activeUserOf(db: Db, auth: Tenant, userId: string) {
  const [u] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, userId), eq(user.tenantId, auth.tenantId), eq(user.isDeleted, 0), eq(user.status, 1)))
    .limit(1);
  return u;
}
