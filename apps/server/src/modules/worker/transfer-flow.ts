import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/crud.js';
import { audit } from '../../platform/audit.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { onFlowEvent, type HookInstance } from '../flow/hooks.js';
import { project } from '../base/base.tables.js';
import { transition, worker, workerTeam } from './worker.tables.js';

type Actor = Pick<AuthContext, 'tenantId' | 'userId' | 'account'>;
type TransitionRow = typeof transition.$inferSelect;

/**
 * Puts a worker "in transfer" (teamMemberStatus 1) for a new transfer, locking the worker row so two
 * transfers of one worker cannot both start; answers where the worker is now (the transfer's source).
 */
export async function claimForTransfer(tx: Db, tenantId: string, workerId: string, field = 'workerId') {
  const [w] = await tx.select().from(worker).where(and(liveRows(worker, { tenantId }), eq(worker.id, workerId))).for('update');
  if (!w) throw badRequest(`${field}: no such worker`);
  if (w.teamMemberStatus === 1) throw conflict(`${field}: ${w.employmentCode} already has a transfer in progress`);
  await tx.update(worker).set({ teamMemberStatus: 1 }).where(eq(worker.id, w.id));
  return { sourceProjectId: w.projectId, sourceTeamId: w.teamId, employmentCode: w.employmentCode };
}

/** Checks a transfer target: the project exists, and the team (if any) belongs to it. */
export async function checkTarget(tx: Db, tenantId: string, targetProjectId: string, targetTeamId: string | null | undefined): Promise<void> {
  const [p] = await tx.select({ id: project.id }).from(project).where(and(liveRows(project, { tenantId }), eq(project.id, targetProjectId)));
  if (!p) throw badRequest('targetProjectId: no such project');
  if (targetTeamId) {
    const [t] = await tx.select({ projectId: workerTeam.projectId }).from(workerTeam).where(and(liveRows(workerTeam, { tenantId }), eq(workerTeam.id, targetTeamId)));
    if (!t) throw badRequest('targetTeamId: no such team');
    if (t.projectId !== targetProjectId) throw badRequest('targetTeamId: the team belongs to another project');
  }
}

export interface OpenTransfer {
  workerId: string;
  targetProjectId: string;
  targetTeamId?: string | null;
  transitionDate: string;
  remark?: string | null;
  processId?: string | null;
}

/** Opens a pending project transfer (the worker goes "in transfer" until it is completed or cancelled). */
export async function openTransfer(tx: Db, actor: Actor, o: OpenTransfer): Promise<TransitionRow> {
  await checkTarget(tx, actor.tenantId, o.targetProjectId, o.targetTeamId);
  const source = await claimForTransfer(tx, actor.tenantId, o.workerId);
  const [row] = await tx
    .insert(transition)
    .values({
      tenantId: actor.tenantId,
      workerId: o.workerId,
      transitionType: 1,
      sourceProjectId: source.sourceProjectId,
      sourceTeamId: source.sourceTeamId,
      targetProjectId: o.targetProjectId,
      targetTeamId: o.targetTeamId ?? null,
      transitionDate: o.transitionDate,
      remark: o.remark ?? null,
      processId: o.processId ?? null,
      createUser: actor.userId,
      updateUser: actor.userId,
    })
    .returning();
  await audit(tx, actor, undefined, { action: 'create', resource: 'worker_transition', recordId: row.id });
  return row;
}

/** Completes (the worker moves to the target project and team) or cancels a pending transfer. */
export async function finishTransfer(tx: Db, actor: Actor, t: TransitionRow, done: boolean): Promise<TransitionRow> {
  if (t.transitionStatus !== 0) throw conflict('transitionStatus: this transfer is already finished');
  await tx
    .update(worker)
    .set(done ? { teamMemberStatus: 0, projectId: t.targetProjectId, teamId: t.targetTeamId ?? null } : { teamMemberStatus: 0 })
    .where(eq(worker.id, t.workerId));
  const [saved] = await tx
    .update(transition)
    .set({ transitionStatus: done ? 1 : 2, updateUser: actor.userId, updateTime: formatDateTime(new Date()) })
    .where(eq(transition.id, t.id))
    .returning();
  await audit(tx, actor, undefined, { action: done ? 'complete' : 'cancel', resource: 'worker_transition', recordId: t.id });
  return saved;
}

const ID = /^\d{1,19}$/;
const idOf = (v: unknown, field: string, required: boolean): string | null => {
  const s = v === undefined || v === null ? '' : String(v);
  if (!s) {
    if (required) throw badRequest(`${field}: is required`);
    return null;
  }
  if (!ID.test(s)) throw badRequest(`${field}: must be a numeric id`);
  return s;
};

/**
 * Form 17 (transfer application, process key turnSiteApply): starting the request opens a pending
 * project transfer of the worker (who shows "in transfer" meanwhile); approval completes it (the worker
 * moves to the target project and team), rejection, recall or cancellation cancels it.
 */
onFlowEvent('turnSiteApply', async (tx, instance: HookInstance, event) => {
  const actor: Actor = { tenantId: instance.tenantId, userId: instance.initiator, account: 'flow:turnSiteApply' };
  if (event === 'started') {
    const v = instance.values;
    await openTransfer(tx, actor, {
      workerId: idOf(v.workerId, 'workerId', true)!,
      targetProjectId: idOf(v.targetProjectId, 'targetProjectId', true)!,
      targetTeamId: idOf(v.targetTeamId, 'targetTeamId', false),
      transitionDate: typeof v.transitionDate === 'string' && v.transitionDate ? v.transitionDate : formatDateTime(new Date()).slice(0, 10),
      remark: typeof v.remark === 'string' ? v.remark.slice(0, 500) : null,
      processId: instance.id,
    });
    return;
  }
  const [t] = await tx.select().from(transition).where(and(eq(transition.tenantId, instance.tenantId), eq(transition.processId, instance.id), eq(transition.transitionStatus, 0)));
  // an HR user may already have completed or cancelled the transfer by hand: nothing left to do
  if (!t) return;
  await finishTransfer(tx, actor, t, event === 'approved');
});

