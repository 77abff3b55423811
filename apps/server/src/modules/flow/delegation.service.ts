import { DELEGATION_PERMISSIONS, TASK_STATUS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { permits } from '../../platform/auth/permissions.js';
import { AppError, badRequest, conflict, forbidden } from '../../platform/errors.js';
import { limitOffset, toPage, type PageQuery } from '../../platform/http/paging.js';
import { audit } from '../../platform/audit.js';
import { formsIn, liveFormIds } from '../form/form.public.js';
import { formNameIn } from '../form/form.i18n.js';
import { requestLanguage, type Language } from '../../platform/i18n/index.js';
import { delegateOf, userNames } from './assignees.js';
import type { EngineState } from './engine.js';
import { findInstance, taskRow, updateInstanceAt, type InstanceRow } from './flow.queries.js';
import {
  delegationPage,
  delegationsOverlapping,
  insertDelegation,
  instanceIdOfTask,
  openTasksOf,
  removeDelegationRows,
  setTaskAssignee,
  tenantUserExists,
  updateDelegation,
  userInScope,
  type DelegationRow,
} from './delegation.queries.js';
import { now, notifyTask, recordAction, todoMessage, webUrlOf } from './flow.run.js';

/*
 * Out of office (issue 14 section 1): delegations (who acts for whom, when, for which forms), the
 * hand-over of one's open tasks to one's delegate, and HR's reassignment of a leaver's open tasks.
 * New tasks follow delegations where assignees are computed (flow.run.ts enginePorts, assignees.ts delegateOf).
 */

export interface DelegationInput {
  id?: string;
  userId?: string;
  delegateUserId: string;
  startTime: string;
  endTime: string;
  formIds?: string[];
}

const mayActForOthers = (auth: AuthContext) => permits(auth, DELEGATION_PERMISSIONS.others);

const tenantUser = (db: Db, tenant: Tenant, id: string) => tenantUserExists(db, { tenantId: tenant.tenantId }, id);

/** Whether two delegations' form lists share a form (an empty list is every form). */
const formsMeet = (a: string[] | null, b: string[] | null) => !a || !b || a.some((f) => b.includes(f));
const formList = (csv: string | null) => (csv ? csv.split(',').filter(Boolean) : null);

/**
 * Would `owner -> delegate` for [start, end] and `forms` close a cycle? Follows the delegations whose
 * periods overlap it and whose forms meet it, from the delegate; answers the chain that comes back to the owner.
 */
async function cycleThrough(
  db: Db,
  tenant: Tenant,
  owner: string,
  delegate: string,
  start: string,
  end: string,
  forms: string[] | null,
  ignoreId?: string,
): Promise<string[] | null> {
  const rows = await delegationsOverlapping(db, { tenantId: tenant.tenantId }, start, end);
  const edges = rows.filter((r) => r.id !== ignoreId && formsMeet(formList(r.formIds), forms));
  const walk = (at: string, path: string[]): string[] | null => {
    if (at === owner) return path;
    if (path.length > 20) return null;
    for (const e of edges.filter((x) => x.from === at && !path.includes(x.to))) {
      const found = walk(e.to, [...path, e.to]);
      if (found) return found;
    }
    return null;
  };
  return walk(delegate, [delegate]);
}

/** Sets (or, with `id`, changes) a delegation: mine, or anyone's in my scope with `flow_delegation_others`. */
export async function submitDelegation(ctx: ServiceContext, input: DelegationInput) {
  const { auth } = ctx;
  const owner = input.userId ?? auth.userId;
  if (owner !== auth.userId && !mayActForOthers(auth)) throw forbidden('userId: you may set out-of-office delegations only for yourself');
  return ctx.db.transaction(async (tx) => {
    if (owner !== auth.userId) {
      if (!(await userInScope(tx, auth, owner))) throw badRequest('userId: no such user in your company');
    }
    if (input.delegateUserId === owner) throw badRequest('delegateUserId: a person cannot be their own delegate');
    if (!(await tenantUser(tx, auth, input.delegateUserId))) throw badRequest('delegateUserId: the delegate is not a user of this company');
    if (input.endTime <= input.startTime) throw badRequest('endTime: the end must be after the start');
    const forms = input.formIds?.length ? [...new Set(input.formIds)] : null;
    if (forms) {
      const found = await liveFormIds(tx, auth, forms);
      if (found.length !== forms.length) throw badRequest('formIds: one of the forms does not exist');
    }
    const cycle = await cycleThrough(tx, auth, owner, input.delegateUserId, input.startTime, input.endTime, forms, input.id);
    if (cycle) {
      const names = await userNames(tx, [owner, ...cycle]);
      const chain = [owner, ...cycle].map((u) => names.get(u) ?? u).join(' -> ');
      throw badRequest(`delegateUserId: this would make a circle of delegations in that period (${chain})`);
    }
    const values = {
      userId: owner,
      delegateUserId: input.delegateUserId,
      startTime: input.startTime,
      endTime: input.endTime,
      formIds: forms ? forms.join(',') : null,
    };
    let row: DelegationRow;
    if (input.id) {
      const saved = await updateDelegation(tx, auth, input.id, values, now());
      if (!saved) throw badRequest('id: no such delegation of this person');
      row = saved;
    } else {
      row = await insertDelegation(tx, auth, values);
    }
    await audit(tx, auth, ctx.req, { action: input.id ? 'update' : 'add', resource: 'flowDelegation', recordId: row.id, changes: values });
    return (await present(tx, [row], requestLanguage(ctx.req)))[0];
  });
}

/** Rows as the list shows them: with the person's and the delegate's names and the forms' names (a seeded form's in the caller's language). */
async function present(db: Db, rows: DelegationRow[], lang: Language) {
  const names = await userNames(
    db,
    rows.flatMap((r) => [r.userId, r.delegateUserId]),
  );
  const formIds = [...new Set(rows.flatMap((r) => formList(r.formIds) ?? []))];
  const forms = rows.length ? await formsIn(db, rows[0], formIds) : [];
  const formName = new Map(forms.map((f) => [f.id, formNameIn(lang, f.key, f.name)]));
  const t = now();
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    userName: names.get(r.userId) ?? '',
    delegateUserId: r.delegateUserId,
    delegateName: names.get(r.delegateUserId) ?? '',
    startTime: r.startTime,
    endTime: r.endTime,
    formIds: r.formIds ?? '',
    formNames: (formList(r.formIds) ?? []).map((f) => formName.get(f) ?? f),
    state: (r.endTime < t ? 'ended' : r.startTime > t ? 'planned' : 'active') as 'ended' | 'planned' | 'active',
    createTime: r.createTime,
  }));
}

/** My delegations (newest first); with `flow_delegation_others` everyone's in my scope (or one person's with `userId`). */
export async function pageDelegations(ctx: ServiceContext, q: PageQuery & { userId?: string }) {
  const { auth, db } = ctx;
  const others = mayActForOthers(auth);
  const { limit, offset } = limitOffset(q);
  const { rows, total } = await delegationPage(db, auth, { others, userId: q.userId, limit, offset });
  return toPage(await present(db, rows, requestLanguage(ctx.req)), total, q);
}

/** Removes delegations: mine, or (with `flow_delegation_others`) those of people in my scope. One I may not see is a 400. */
export async function removeDelegations(ctx: ServiceContext, ids: string[]) {
  const { auth } = ctx;
  return ctx.db.transaction(async (tx) => {
    const removed = await removeDelegationRows(tx, auth, ids, mayActForOthers(auth), now());
    if (removed.length !== new Set(ids).size) throw badRequest('ids: one of the delegations does not exist or is not yours');
    for (const id of removed) await audit(tx, auth, ctx.req, { action: 'remove', resource: 'flowDelegation', recordId: id });
    return null;
  });
}

export interface MoveResult {
  moved: number;
  failed: { taskId: string; formName: string; msg: string }[];
}

/**
 * Moves one open task to `to` in its own transaction: the instance row is locked, the engine state,
 * the task and its timeline entry follow, `to` is told (in-app and by e-mail with action links).
 * `onBehalfOf` keeps the original assignee (a hand-over: the timeline says "<to> for <original>").
 */
async function moveTask(ctx: ServiceContext, taskId: string, to: string, onBehalfOf: string | null, action: 'handover' | 'reassign') {
  await ctx.db.transaction(async (tx) => {
    const instanceId = await instanceIdOfTask(tx, ctx.auth, taskId);
    const inst: InstanceRow = await findInstance(tx, ctx.auth, { id: instanceId }, true);
    const task = await taskRow(tx, taskId);
    if (task.taskStatus !== TASK_STATUS.open) throw conflict('This task has already been handled');
    if (to === inst.createUser) throw conflict('The new approver filed this request and cannot approve it');
    const state = JSON.parse(inst.state ?? '{}') as EngineState;
    const act = state.activations?.find((a) => a.tasks.some((x) => x.id === taskId));
    if (!act) throw conflict('This task has already been handled');
    if (act.tasks.some((x) => x.assignee === to && x.status === TASK_STATUS.open)) throw conflict('The new approver already has this step open');
    act.tasks.find((x) => x.id === taskId)!.assignee = to;
    const names = await userNames(tx, [to, ...(onBehalfOf ? [onBehalfOf] : [])]);
    const assigneeName = names.get(to) ?? null;
    const onBehalfOfName = onBehalfOf ? (names.get(onBehalfOf) ?? null) : null;
    const saved = await updateInstanceAt(tx, inst, { state: JSON.stringify(state), updateUser: ctx.auth.userId, updateTime: now() });
    if (!saved) throw conflict();
    await setTaskAssignee(tx, taskId, { assignee: to, assigneeName, onBehalfOf, onBehalfOfName });
    await notifyTask(tx, saved, todoMessage(saved, taskId, to, task.name, onBehalfOfName), webUrlOf(ctx.app, ctx.req));
    await recordAction(tx, saved, action, ctx.auth, taskId, `${task.assignee} -> ${to}`);
  });
}

async function moveAll(
  ctx: ServiceContext,
  tasks: { id: string; formName: string; to: string | null }[],
  onBehalfOf: string | null,
  action: 'handover' | 'reassign',
): Promise<MoveResult> {
  const result: MoveResult = { moved: 0, failed: [] };
  for (const t of tasks) {
    if (!t.to) {
      result.failed.push({ taskId: t.id, formName: t.formName, msg: 'No delegate is set for this form now' });
      continue;
    }
    try {
      await moveTask(ctx, t.id, t.to, onBehalfOf, action);
      result.moved++;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      result.failed.push({ taskId: t.id, formName: t.formName, msg: e.message });
    }
  }
  return result;
}

/**
 * Hands my open tasks (or, with `flow_delegation_others`, a person's in my scope) to whoever acts for
 * me now, per form (the end of the delegation chain). Each task is its own transaction; the ones with
 * no delegate for their form stay and are reported.
 */
export async function handover(ctx: ServiceContext, input: { userId?: string }): Promise<MoveResult> {
  const { auth, db } = ctx;
  const owner = input.userId ?? auth.userId;
  if (owner !== auth.userId) {
    if (!mayActForOthers(auth)) throw forbidden('userId: you may hand over only your own tasks');
    if (!(await userInScope(db, auth, owner))) throw badRequest('userId: no such user in your company');
  }
  const tasks = await openTasksOf(db, auth, owner);
  const at = now();
  const planned = [];
  for (const t of tasks) {
    const to = await delegateOf(db, auth, owner, t.formId, at);
    planned.push({ id: t.id, formName: t.formName, to: to === owner ? null : to });
  }
  if (tasks.length && planned.every((p) => !p.to)) throw badRequest('delegateUserId: no delegate is set for now; add one first');
  return moveAll(ctx, planned, owner, 'handover');
}

/** HR moves every open task of `fromUserId` (e.g. a leaver) to `toUserId`, each task in its own transaction. */
export async function reassign(ctx: ServiceContext, input: { fromUserId: string; toUserId: string }): Promise<MoveResult> {
  const { auth, db } = ctx;
  if (input.fromUserId === input.toUserId) throw badRequest('toUserId: choose someone other than the current approver');
  if (!(await userInScope(db, auth, input.fromUserId))) throw badRequest('fromUserId: no such user in your company');
  if (!(await tenantUser(db, auth, input.toUserId))) throw badRequest('toUserId: the new approver is not a user of this company');
  const tasks = await openTasksOf(db, auth, input.fromUserId);
  return moveAll(
    ctx,
    tasks.map((t) => ({ id: t.id, formName: t.formName, to: input.toUserId })),
    null,
    'reassign',
  );
}
