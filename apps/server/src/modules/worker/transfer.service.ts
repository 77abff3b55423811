import { TEAM_MEMBER_STATUS, TRANSITION_STATUS, TRANSITION_TYPE } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { audit } from '../../platform/audit.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { projectExists } from '../base/base.public.js';
import type { transition } from './worker.tables.js';
import { insertTransition, lockWorker, setTransitionStatus, setWorkerPlacement, teamProjectId } from './worker.queries.js';
import { assertPermitsAllowMove } from './permit-gate.js';
import { publishEvent } from '../webhook/webhook.publish.js';

/*
 * Pending project transfers: while one is open the worker is "in transfer" (teamMemberStatus 1). Opened
 * by form 17 (worker.flow.ts), by HR (the transition repository) and by housing's site transfers;
 * completed or cancelled by the request's end or by HR.
 */

export type TransferActor = Pick<AuthContext, 'tenantId' | 'userId' | 'account'>;
export type TransitionRow = typeof transition.$inferSelect;

/**
 * Puts a worker "in transfer" for a new transfer, locking the worker row so two transfers of one worker
 * cannot both start; answers where the worker is now (the transfer's source).
 */
export async function claimForTransfer(tx: Db, tenant: Tenant, workerId: string, field = 'workerId') {
  const w = await lockWorker(tx, { tenantId: tenant.tenantId }, workerId);
  if (!w) throw badRequest(`${field}: no such worker`);
  if (w.teamMemberStatus === TEAM_MEMBER_STATUS.IN_TRANSFER) throw conflict(`${field}: ${w.employmentCode} already has a transfer in progress`);
  await assertPermitsAllowMove(tx, tenant, [w.id], field, 'project transfer');
  await setWorkerPlacement(tx, w.id, { teamMemberStatus: TEAM_MEMBER_STATUS.IN_TRANSFER });
  return { sourceProjectId: w.projectId, sourceTeamId: w.teamId, employmentCode: w.employmentCode };
}

/** Checks a transfer target: the project exists, and the team (if any) belongs to it. */
export async function checkTarget(tx: Db, tenant: Tenant, targetProjectId: string, targetTeamId: string | null | undefined): Promise<void> {
  if (!(await projectExists(tx, { tenantId: tenant.tenantId }, targetProjectId))) throw badRequest('targetProjectId: no such project');
  if (targetTeamId) {
    const t = await teamProjectId(tx, { tenantId: tenant.tenantId }, targetTeamId);
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
export async function openTransfer(tx: Db, actor: TransferActor, o: OpenTransfer): Promise<TransitionRow> {
  await checkTarget(tx, actor, o.targetProjectId, o.targetTeamId);
  const source = await claimForTransfer(tx, actor, o.workerId);
  const row = await insertTransition(tx, {
    tenantId: actor.tenantId,
    workerId: o.workerId,
    transitionType: TRANSITION_TYPE.PROJECT,
    sourceProjectId: source.sourceProjectId,
    sourceTeamId: source.sourceTeamId,
    targetProjectId: o.targetProjectId,
    targetTeamId: o.targetTeamId ?? null,
    transitionDate: o.transitionDate,
    remark: o.remark ?? null,
    processId: o.processId ?? null,
    createUser: actor.userId,
    updateUser: actor.userId,
  });
  await audit(tx, actor, undefined, { action: 'create', resource: 'worker_transition', recordId: row.id });
  return row;
}

/** Completes (the worker moves to the target project and team) or cancels a pending transfer. */
export async function finishTransfer(tx: Db, actor: TransferActor, t: TransitionRow, done: boolean): Promise<TransitionRow> {
  if (t.transitionStatus !== TRANSITION_STATUS.PENDING) throw conflict('transitionStatus: this transfer is already finished');
  const normal = TEAM_MEMBER_STATUS.NORMAL;
  await setWorkerPlacement(
    tx,
    t.workerId,
    done ? { teamMemberStatus: normal, projectId: t.targetProjectId, teamId: t.targetTeamId ?? null } : { teamMemberStatus: normal },
  );
  const saved = await setTransitionStatus(tx, actor, t.id, done ? TRANSITION_STATUS.DONE : TRANSITION_STATUS.CANCELLED);
  await audit(tx, actor, undefined, { action: done ? 'complete' : 'cancel', resource: 'worker_transition', recordId: t.id });
  if (done && t.sourceProjectId !== t.targetProjectId) {
    await publishEvent(tx, actor, 'worker.projectMoved', {
      workerId: t.workerId,
      fromProjectId: t.sourceProjectId,
      fromTeamId: t.sourceTeamId,
      toProjectId: t.targetProjectId,
      toTeamId: t.targetTeamId ?? null,
      date: t.transitionDate,
      transitionId: t.id,
    });
  }
  return saved;
}
