import { eq, type SQL } from 'drizzle-orm';
import { ROOM_STATUS, WORKER_STATUS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { publishEvent } from '../webhook/webhook.publish.js';
import { audit } from '../../platform/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { today } from '../../platform/util.js';
import { liveWorker, lockLiveWorkers, setWorkerPlaces } from '../worker/worker.public.js';
import { type dwellBuilding, dwellRoom } from './housing.tables.js';
import {
  buildingPlace,
  buildingPlotId,
  checkOutStays,
  countLive,
  currentStaysOf,
  insertStays,
  lockRoom,
  occupancyOf,
  occupantIds,
  roomAddressParts,
  roomIdsBy,
  roomRow,
} from './housing.store.js';
import type { SaveOccupantsInput } from './housing.schema.js';
import { openDeclarations } from '../compliance/compliance.gate.js';
import { assertPermitsAllowMove } from '../worker/permit-gate.js';

/*
 * The rules of dormitories: beds are counted under a lock on the room, worker records follow their
 * room, and what still holds occupants (or rooms, or buildings) is not removed. The repositories'
 * hooks (housing.queries.ts) call the write rules here.
 */

/** Who acts: a signed-in user, or the approval engine on behalf of a request's last approver. */
export type Actor = Pick<AuthContext, 'tenantId' | 'userId' | 'account'>;
type Row = Record<string, unknown>;

// the occupant screen, housing.queries.ts and the demo count beds with it
export { occupancyOf } from './housing.store.js';

/** The text a worker record shows for a room: dormitory (plot name), blk, room number. */
export interface RoomPlace {
  dormitory: string;
  blk: string;
  room: string;
}

/** A room with its building and plot, locked (`FOR UPDATE`) when asked: assignments to one room queue on it. */
export async function roomWithPlace(tx: Db, tenant: Tenant, roomId: string, lock: boolean) {
  const room = await roomRow(tx, { tenantId: tenant.tenantId }, roomId, lock);
  if (!room) return null;
  const place = await buildingPlace(tx, room.buildingId);
  return { room, place: { dormitory: place?.dormitory ?? '', blk: place?.blk ?? '', room: room.roomNo } satisfies RoomPlace };
}

/** Writes dormitory/blk/room on worker records (null when they moved out). */
export async function setWorkerPlace(tx: Db, actor: Actor, workerIds: string[], place: RoomPlace | null): Promise<void> {
  if (workerIds.length === 0) return;
  await setWorkerPlaces(tx, actor, workerIds, place);
}

/** Locks the workers (id order, so two batches never deadlock) and answers them; 404 when one is missing. */
async function lockWorkers(tx: Db, tenant: Tenant, workerIds: string[]) {
  const ids = [...new Set(workerIds)].sort();
  const rows = await lockLiveWorkers(tx, { tenantId: tenant.tenantId }, ids);
  if (rows.length !== ids.length) throw notFound('worker');
  return rows;
}

async function currentStays(tx: Db, tenant: Tenant, workerIds: string[]) {
  return currentStaysOf(tx, { tenantId: tenant.tenantId }, workerIds);
}

export interface AssignInput {
  roomId: string;
  workerIds: string[];
  /** Check-in date (and check-out date of the room they leave); default today. */
  date?: string;
  remark?: string | null;
  /** The dormitory-transfer request that moves them, if any. */
  processId?: string | null;
  field?: string;
}

/** A room's address as MOM wants it: dormitory, block and unit, street address and postal code. */
async function roomAddress(tx: Db, roomId: string): Promise<string> {
  const r = await roomAddressParts(tx, roomId);
  if (!r) return '';
  return [`${r.plot}, Blk ${r.blk} #${r.roomNo}`, r.street, r.postalCode ? `Singapore ${r.postalCode}` : null].filter(Boolean).join(', ');
}

/**
 * Puts workers into a room (assign, or move from the room they live in), in the caller's transaction:
 * the workers are locked, then the room (`FOR UPDATE`), so concurrent assignments to one room queue and
 * the capacity check counts every committed stay. Workers already in the room are left as they are.
 * Their worker records get the room's dormitory, blk and room. Answers how many moved in.
 */
export async function assignWorkers(tx: Db, actor: Actor, input: AssignInput): Promise<{ changed: number; occupancy: number; capacity: number }> {
  const field = input.field ?? 'roomId';
  const date = input.date ?? today();
  const workers = await lockWorkers(tx, actor, input.workerIds);
  const left = workers.filter((w) => w.status !== WORKER_STATUS.ACTIVE);
  if (left.length) throw conflict(`workerIds: ${left.map((w) => w.employmentCode).join(', ')} no longer work here`);
  const found = await roomWithPlace(tx, actor, input.roomId, true);
  if (!found) throw badRequest(`${field}: no such room`);
  const { room, place } = found;
  if (room.status !== ROOM_STATUS.OPEN) throw conflict(`${field}: room ${place.blk}-${place.room} is closed to new occupants`);
  const stays = await currentStays(
    tx,
    actor,
    workers.map((w) => w.id),
  );
  const here = new Set(stays.filter((s) => s.roomId === room.id).map((s) => s.workerId));
  const movers = workers.filter((w) => !here.has(w.id));
  const occupied = (await occupancyOf(tx, actor, [room.id])).get(room.id) ?? 0;
  if (occupied + movers.length > room.capacity) {
    const free = Math.max(0, room.capacity - occupied);
    throw conflict(`${field}: room ${place.blk}-${place.room} has ${free} free bed(s) of ${room.capacity}; ${movers.length} worker(s) chosen`);
  }
  if (movers.length === 0) return { changed: 0, occupancy: occupied, capacity: room.capacity };
  await assertPermitsAllowMove(
    tx,
    actor,
    movers.map((w) => w.id),
    'workerIds',
    'dormitory move',
  );
  const leaving = stays.filter((s) => s.roomId !== room.id);
  const early = leaving.find((s) => s.checkInDate > date);
  if (early) throw badRequest(`date: must not be before the check-in date ${early.checkInDate} of the room being left`);
  if (leaving.length) {
    await checkOutStays(
      tx,
      actor,
      leaving.map((s) => s.id),
      date,
    );
  }
  const newStays = await insertStays(
    tx,
    movers.map((w) => ({
      tenantId: actor.tenantId,
      roomId: room.id,
      workerId: w.id,
      checkInDate: date,
      processId: input.processId ?? null,
      remark: input.remark ?? null,
      createUser: actor.userId,
      updateUser: actor.userId,
    })),
  );
  const address = await roomAddress(tx, room.id);
  await openDeclarations(
    tx,
    actor,
    newStays.map((s) => ({ ...s, address })),
  );
  await setWorkerPlace(
    tx,
    actor,
    movers.map((w) => w.id),
    place,
  );
  await audit(tx, actor, undefined, {
    action: 'assign',
    resource: 'dwell_room_ref',
    recordId: movers.map((w) => w.id),
    changes: { roomId: room.id, date, from: leaving.map((s) => s.roomId) },
  });
  for (const w of movers) {
    const from = leaving.find((s) => s.workerId === w.id);
    await publishEvent(tx, actor, 'worker.roomMoved', {
      workerId: w.id,
      employmentCode: w.employmentCode,
      fromRoomId: from?.roomId ?? null,
      toRoomId: room.id,
      dormitory: place.dormitory,
      blk: place.blk,
      room: place.room,
      date,
      processId: input.processId ?? null,
    });
  }
  return { changed: movers.length, occupancy: occupied + movers.length, capacity: room.capacity };
}

/** Checks workers out of the rooms they live in (on `date`, default today); their records lose the room. */
export async function checkOutWorkers(
  tx: Db,
  actor: Actor,
  input: { workerIds: string[]; date?: string; remark?: string | null },
): Promise<{ changed: number }> {
  const date = input.date ?? today();
  const workers = await lockWorkers(tx, actor, input.workerIds);
  const stays = await currentStays(
    tx,
    actor,
    workers.map((w) => w.id),
  );
  const homeless = workers.filter((w) => !stays.some((s) => s.workerId === w.id));
  if (homeless.length) throw conflict(`workerIds: ${homeless.map((w) => w.employmentCode).join(', ')} has no room to check out of`);
  const early = stays.find((s) => s.checkInDate > date);
  if (early) throw badRequest(`date: must not be before the check-in date ${early.checkInDate}`);
  await checkOutStays(
    tx,
    actor,
    stays.map((s) => s.id),
    date,
    input.remark ?? null,
  );
  await setWorkerPlace(
    tx,
    actor,
    workers.map((w) => w.id),
    null,
  );
  await audit(tx, actor, undefined, { action: 'checkOut', resource: 'dwell_room_ref', recordId: workers.map((w) => w.id), changes: { date } });
  return { changed: workers.length };
}

/** After a plot, building or room is renamed: its current occupants' worker records follow. */
export async function refreshPlaces(tx: Db, actor: Actor, rooms: { column: 'plotId' | 'buildingId' | 'id'; id: string }): Promise<void> {
  for (const id of await roomIdsBy(tx, actor, rooms.column, rooms.id)) {
    const found = await roomWithPlace(tx, actor, id, false);
    const occupants = await occupantIds(tx, actor, id);
    if (found) await setWorkerPlace(tx, actor, occupants, found.place);
  }
}

/** 409 naming the field when any of the rooms still has occupants. */
export async function refuseOccupied(tx: Db, tenant: Tenant, roomIds: string[], what: string): Promise<void> {
  const occ = await occupancyOf(tx, tenant, roomIds);
  if ([...occ.values()].some((n) => n > 0)) throw conflict(`ids: the ${what} still has occupants; check them out first`);
}

/** 409 naming what to remove first when child rows (`condition` over `table`) remain. */
export async function refuseChildren(tx: Db, auth: Tenant, table: typeof dwellBuilding | typeof dwellRoom, condition: SQL, what: string): Promise<void> {
  if ((await countLive(tx, auth, table, condition)) > 0) throw conflict(`ids: remove the ${what} first`);
}

/** Before a building is written: one with rooms stays in its dormitory. */
export async function checkBuildingWrite(tx: Db, auth: Tenant, values: Row, existing: Row | null): Promise<void> {
  if (existing && values.plotId && values.plotId !== existing.plotId) {
    if ((await countLive(tx, auth, dwellRoom, eq(dwellRoom.buildingId, existing.id as string))) > 0)
      throw conflict('plotId: a building with rooms cannot move to another dormitory');
  }
}

/**
 * Before a room is written: it takes its building's dormitory; an occupied room keeps its building;
 * the capacity never drops below the occupants (counted under a lock on the room, so a capacity cut
 * and an assignment cannot pass each other).
 */
export async function checkRoomWrite(tx: Db, auth: Tenant, values: Row, existing: Row | null): Promise<void> {
  if (values.buildingId && values.buildingId !== existing?.buildingId) {
    if (existing) await refuseOccupied(tx, auth, [existing.id as string], 'room');
    values.plotId = await buildingPlotId(tx, values.buildingId as string);
  }
  if (existing && values.capacity !== undefined) {
    await lockRoom(tx, existing.id as string);
    const occ = (await occupancyOf(tx, auth, [existing.id as string])).get(existing.id as string) ?? 0;
    if ((values.capacity as number) < occ)
      throw conflict(`capacity: ${occ} workers live in this room; check some out before reducing it to ${String(values.capacity)}`);
  }
}

/** Assign, move or check out (the occupant screen's one call), in one transaction. */
export const saveOccupants = (ctx: ServiceContext, v: SaveOccupantsInput) =>
  ctx.db.transaction((tx) =>
    v.action === 'assign'
      ? assignWorkers(tx, ctx.auth, { roomId: v.roomId!, workerIds: v.workerIds, date: v.date, remark: v.remark })
      : checkOutWorkers(tx, ctx.auth, { workerIds: v.workerIds, date: v.date, remark: v.remark }),
  );

/**
 * Whether a dormitory transfer (form 26) may start: the worker works here, the room is open, is not
 * the worker's own and has a free bed now (the approval counts again under the room's lock).
 */
export async function checkTransfer(tx: Db, actor: Actor, o: { workerId: string; roomId: string }): Promise<void> {
  const w = await liveWorker(tx, actor, o.workerId);
  if (!w) throw badRequest('workerId: no such worker');
  if (w.status !== WORKER_STATUS.ACTIVE) throw conflict('workerId: this worker no longer works here');
  const found = await roomWithPlace(tx, actor, o.roomId, false);
  if (!found) throw badRequest('targetRoomId: no such room');
  if (found.room.status !== ROOM_STATUS.OPEN) throw conflict('targetRoomId: this room is closed to new occupants');
  const [stay] = await currentStays(tx, actor, [o.workerId]);
  if (stay?.roomId === o.roomId) throw conflict('targetRoomId: the worker already lives in this room');
  const occupied = (await occupancyOf(tx, actor, [o.roomId])).get(o.roomId) ?? 0;
  if (occupied >= found.room.capacity) throw conflict('targetRoomId: this room has no free bed');
  await assertPermitsAllowMove(tx, actor, [o.workerId], 'workerId', 'dormitory move');
}
