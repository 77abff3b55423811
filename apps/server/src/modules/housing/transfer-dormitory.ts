import { and, eq, isNull } from 'drizzle-orm';
import { liveRows } from '../../platform/crud.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { onFlowEvent, type HookInstance } from '../flow/hooks.js';
import { worker } from '../worker/worker.tables.js';
import { dwellRoomRef } from './housing.tables.js';
import { assignWorkers, occupancyOf, roomWithPlace, today, type Actor } from './housing.service.js';

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
onFlowEvent('transferDormitory', async (tx, instance, event) => {
  if (event !== 'started' && event !== 'approved') return;
  const { workerId, roomId, moveDate } = named(instance);
  const actor: Actor = { tenantId: instance.tenantId, userId: instance.initiator, account: 'flow:transferDormitory' };
  if (event === 'approved') {
    await assignWorkers(tx, actor, { roomId, workerIds: [workerId], date: moveDate, processId: instance.id, field: 'targetRoomId' });
    return;
  }
  const [w] = await tx.select({ id: worker.id, status: worker.status }).from(worker).where(and(liveRows(worker, actor), eq(worker.id, workerId)));
  if (!w) throw badRequest('workerId: no such worker');
  if (w.status !== 1) throw conflict('workerId: this worker no longer works here');
  const found = await roomWithPlace(tx, actor.tenantId, roomId, false);
  if (!found) throw badRequest('targetRoomId: no such room');
  if (found.room.status !== 1) throw conflict('targetRoomId: this room is closed to new occupants');
  const [stay] = await tx.select({ roomId: dwellRoomRef.roomId }).from(dwellRoomRef).where(and(eq(dwellRoomRef.tenantId, actor.tenantId), eq(dwellRoomRef.workerId, workerId), eq(dwellRoomRef.isDeleted, 0), isNull(dwellRoomRef.checkOutDate)));
  if (stay?.roomId === roomId) throw conflict('targetRoomId: the worker already lives in this room');
  const occupied = (await occupancyOf(tx, actor.tenantId, [roomId])).get(roomId) ?? 0;
  if (occupied >= found.room.capacity) throw conflict('targetRoomId: this room has no free bed');
});
