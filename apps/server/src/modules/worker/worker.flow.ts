import { and, eq } from 'drizzle-orm';
import { TRANSITION_STATUS } from '@hr/contracts';
import { badRequest } from '../../platform/errors.js';
import { today } from '../../platform/util.js';
import type { FlowListener, HookInstance } from '../flow-hooks.js';
import { transition } from './worker.tables.js';
import { finishTransfer, openTransfer, type TransferActor } from './transfer.service.js';

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
const onTurnSiteApply: FlowListener = async (tx, instance: HookInstance, event) => {
  const actor: TransferActor = { tenantId: instance.tenantId, userId: instance.initiator, account: 'flow:turnSiteApply' };
  if (event === 'started') {
    const v = instance.values;
    await openTransfer(tx, actor, {
      workerId: idOf(v.workerId, 'workerId', true)!,
      targetProjectId: idOf(v.targetProjectId, 'targetProjectId', true)!,
      targetTeamId: idOf(v.targetTeamId, 'targetTeamId', false),
      transitionDate: typeof v.transitionDate === 'string' && v.transitionDate ? v.transitionDate : today(),
      remark: typeof v.remark === 'string' ? v.remark.slice(0, 500) : null,
      processId: instance.id,
    });
    return;
  }
  const [t] = await tx
    .select()
    .from(transition)
    .where(and(eq(transition.tenantId, instance.tenantId), eq(transition.processId, instance.id), eq(transition.transitionStatus, TRANSITION_STATUS.PENDING)));
  // an HR user may already have completed or cancelled the transfer by hand: nothing left to do
  if (!t) return;
  await finishTransfer(tx, actor, t, event === 'approved');
};

/** Reactions to the requests of this module's forms, by process key. */
export const workerFlow: Record<string, FlowListener> = { turnSiteApply: onTurnSiteApply };
