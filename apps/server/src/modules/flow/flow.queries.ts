import { and, count, desc, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { dataScopeCondition } from '../../platform/auth/permissions.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/crud.js';
import { limitOffset, orderBy, toPage, type PageQuery } from '../../platform/http/paging.js';
import { flowActivity, flowDefinition, flowInstance, flowMessage, flowShare, flowTask } from './flow.tables.js';
import { modelOf, openSteps, toRecord, type InstanceRow } from './flow.service.js';

/** Filters every process list accepts. */
export interface InstanceFilters {
  formId?: string;
  formIds?: string[];
  category?: number;
  processKey?: string;
  flowStatus?: string;
  initiatorName?: string;
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
    q.initiatorName ? sql`${flowInstance.initiatorName} ilike ${`%${q.initiatorName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
    q.createTime_start ? sql`${flowInstance.createTime} >= ${q.createTime_start}` : undefined,
    q.createTime_end ? sql`${flowInstance.createTime} <= ${q.createTime_end.length === 10 ? `${q.createTime_end} 23:59:59` : q.createTime_end}` : undefined,
  ];
}

export type Scope = 'all' | 'mine' | 'sent' | 'approver' | 'shared';

/** A page of requests in one of the scopes: all (process viewers), mine (drafts too), sent (mine, started), ones I approve(d), shared with me. */
export async function pageInstances(db: Db, auth: AuthContext, scope: Scope, q: PageQuery & InstanceFilters, category?: number) {
  const conds: (SQL | undefined)[] = [liveRows(flowInstance, auth), category ? eq(flowInstance.category, category) : undefined, ...filterConds(q)];
  if (scope === 'mine' || scope === 'sent') conds.push(eq(flowInstance.createUser, auth.userId));
  // the audit list (all requests) follows the caller's data scopes on resource `process`, by the initiator's department
  if (scope === 'all') conds.push(dataScopeCondition(auth, 'process', { dept: flowInstance.createDept, user: flowInstance.createUser }));
  if (scope !== 'mine') conds.push(ne(flowInstance.flowStatus, 'draft'));
  // the tenant in the subqueries lets the (tenant, assignee|recipient) indexes drive them (bench/flow-results.md)
  if (scope === 'approver') conds.push(exists(db.select({ x: sql`1` }).from(flowTask).where(and(eq(flowTask.tenantId, auth.tenantId), eq(flowTask.instanceId, flowInstance.id), eq(flowTask.assignee, auth.userId), ne(flowTask.taskStatus, 'closed')))));
  if (scope === 'shared') conds.push(exists(db.select({ x: sql`1` }).from(flowShare).where(and(eq(flowShare.tenantId, auth.tenantId), eq(flowShare.instanceId, flowInstance.id), eq(flowShare.recipientId, auth.userId)))));
  const where = and(...conds);
  const { limit, offset } = limitOffset(q);
  const rowsQ = db.select().from(flowInstance).where(where).orderBy(...orderBy(q, sortable, [desc(flowInstance.createTime), desc(flowInstance.id)])).offset(offset);
  const [rows, [{ total }]] = await Promise.all([limit ? rowsQ.limit(limit) : rowsQ, db.select({ total: count() }).from(flowInstance).where(where)]);
  return toPage(await decorate(db, rows), Number(total), q);
}

export async function decorate(db: Db, rows: InstanceRow[]) {
  const steps = await openSteps(db, rows.map((r) => r.id));
  return rows.map((r) => toRecord(r, { taskName: steps.get(r.id)?.taskName ?? '', assigneeName: steps.get(r.id)?.assigneeName ?? '' }));
}

/** Tasks of the caller joined with their requests: todo (open), claim (open and shared with others), done (acted on). */
export async function pageTasks(db: Db, auth: AuthContext, kind: 'todo' | 'claim' | 'done', q: PageQuery & InstanceFilters) {
  const status = kind === 'done' ? inArray(flowTask.taskStatus, ['approved', 'rejected']) : eq(flowTask.taskStatus, 'open');
  const where = and(eq(flowTask.tenantId, auth.tenantId), eq(flowTask.assignee, auth.userId), status, kind === 'claim' ? ne(flowTask.mode, 'single') : undefined, eq(flowInstance.isDeleted, 0), ...filterConds(q));
  const { limit, offset } = limitOffset(q);
  const rowsQ = db
    .select({ task: flowTask, inst: flowInstance })
    .from(flowTask)
    .innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId))
    .where(where)
    .orderBy(kind === 'done' ? desc(flowTask.endTime) : desc(flowTask.createTime), desc(flowTask.id))
    .offset(offset);
  const [rows, [{ total }]] = await Promise.all([
    limit ? rowsQ.limit(limit) : rowsQ,
    db.select({ total: count() }).from(flowTask).innerJoin(flowInstance, eq(flowInstance.id, flowTask.instanceId)).where(where),
  ]);
  const records = rows.map(({ task, inst }) =>
    toRecord(inst, {
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
  let s = Math.max(0, Math.round((Date.parse(to.replace(' ', 'T') + 'Z') - Date.parse(from.replace(' ', 'T') + 'Z')) / 1000));
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
    comment: a.comment ?? '',
    historyActivityDurationTime: a.endTime ? duration(a.startTime, a.endTime) : '',
    pass: a.pass === 1,
  }));
}

/** The definition XML of an instance with the elements completed and active, for bpmn-js to highlight. */
export async function diagram(db: Db, inst: InstanceRow) {
  if (!inst.definitionId) return { xml: '', completed: [] as string[], active: [] as string[], flows: [] as string[] };
  const { xml, model } = await modelOf(db, inst.definitionId);
  const acts = await db.select({ elementId: flowActivity.elementId, endTime: flowActivity.endTime }).from(flowActivity).where(eq(flowActivity.instanceId, inst.id));
  const completed = [...new Set(acts.filter((a) => a.endTime && model.nodes.has(a.elementId)).map((a) => a.elementId))];
  const active = [...new Set(acts.filter((a) => !a.endTime && model.nodes.has(a.elementId)).map((a) => a.elementId))];
  const done = new Set(completed);
  const reached = new Set([...completed, ...active]);
  const flows = [...model.flows.values()].filter((f) => done.has(f.source) && reached.has(f.target)).map((f) => f.id);
  return { xml, completed, active, flows };
}

export async function pageDefinitions(db: Db, auth: AuthContext, q: PageQuery & { processKey?: string; name?: string; latestOnly?: number }) {
  const latest = db
    .select({ key: flowDefinition.processKey, v: sql<number>`max(${flowDefinition.defVersion})`.as('v') })
    .from(flowDefinition)
    .where(liveRows(flowDefinition, auth))
    .groupBy(flowDefinition.processKey)
    .as('latest');
  const where = and(
    liveRows(flowDefinition, auth),
    q.processKey ? eq(flowDefinition.processKey, q.processKey) : undefined,
    q.name ? sql`${flowDefinition.name} ilike ${`%${q.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
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
      deployTime: flowDefinition.createTime,
      latestVersion: latest.v,
    })
    .from(flowDefinition)
    .innerJoin(latest, eq(latest.key, flowDefinition.processKey))
    .where(where)
    .orderBy(flowDefinition.processKey, desc(flowDefinition.defVersion))
    .offset(offset);
  const [rows, [{ total }]] = await Promise.all([
    limit ? base.limit(limit) : base,
    db.select({ total: count() }).from(flowDefinition).innerJoin(latest, eq(latest.key, flowDefinition.processKey)).where(where),
  ]);
  return toPage(rows.map((r) => ({ ...r, latestVersion: Number(r.latestVersion), isLatest: Number(r.latestVersion) === r.version })), Number(total), q);
}

export async function pageMessages(db: Db, auth: AuthContext, q: PageQuery & { category?: string[]; isRead?: number }) {
  const where = and(eq(flowMessage.tenantId, auth.tenantId), eq(flowMessage.userId, auth.userId), q.category?.length ? inArray(flowMessage.category, q.category) : undefined, q.isRead !== undefined ? eq(flowMessage.isRead, q.isRead) : undefined);
  const { limit, offset } = limitOffset(q);
  const base = db.select().from(flowMessage).where(where).orderBy(desc(flowMessage.createTime), desc(flowMessage.id)).offset(offset);
  const [rows, [{ total }]] = await Promise.all([limit ? base.limit(limit) : base, db.select({ total: count() }).from(flowMessage).where(where)]);
  return toPage(rows, Number(total), q);
}
