import { badRequest } from '../../platform/errors.js';
import type { FlowListener, HookInstance } from '../flow-hooks.js';
import { today } from '../../platform/util.js';
import { assignWorkers, checkTransfer, type Actor } from './housing.service.js';

const ID = /^\d{1,19}$/;

/** The worker and target room a dormitory-transfer request (form 26) names, checked. */
function named(instance: HookInstance) {
  const workerId = String(instance.values.workerId ?? '');
  const roomId = String(instance.values.targetRoomId ?? '');
  if (!ID.test(workerId)) throw badRequest('workerId: choose the worker to move');
  if (!ID.test(roomId)) throw badRequest('targetRoomId: choose the room to move to');
  const moveDate = typeof instance.values.moveDate === 'string' && instance.values.moveDate ? instance.values.moveDate : today();
  return { workerId, roomId, moveDate };
}

/**
 * Form 26 (dormitory transfer, process key transferDormitory): the request names a worker and a target
 * room. Starting it checks the worker and the room (open, not the worker's own, a free bed now); the
 * approval moves the worker there on the move date in the approval's transaction (the room is locked
 * and its beds counted again: a room that filled up meanwhile refuses the approval with a 409).
 */
const onTransferDormitory: FlowListener = async (tx, instance, event) => {
  if (event !== 'started' && event !== 'approved') return;
  const { workerId, roomId, moveDate } = named(instance);
  const actor: Actor = { tenantId: instance.tenantId, userId: instance.initiator, account: 'flow:transferDormitory' };
  if (event === 'started') await checkTransfer(tx, actor, { workerId, roomId });
  else await assignWorkers(tx, actor, { roomId, workerIds: [workerId], date: moveDate, processId: instance.id, field: 'targetRoomId' });
};

/** Reactions to the requests of this module's forms, by process key. */
export const housingFlow: Record<string, FlowListener> = { transferDormitory: onTransferDormitory };
