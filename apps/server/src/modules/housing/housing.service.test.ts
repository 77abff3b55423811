import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ROOM_STATUS } from '@hr/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { nextId } from '../../platform/db/ids.js';
import { worker } from '../worker/worker.tables.js';
import { buildings, plots, rooms } from './housing.queries.js';
import { checkTransfer, occupancyOf, saveOccupants } from './housing.service.js';

/** The dormitory rules called directly on a database (no HTTP): beds, moves, check-outs, removals, form 26 checks. */

let t: TestApp;
let hr: ServiceContext;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.serviceContext(await t.login());
});
afterAll(async () => t?.close());

const refused = (code: number, msg: string) => expect.objectContaining({ code, message: expect.stringContaining(msg) });
const newWorker = async (code: string) => {
  const id = nextId();
  await t.db.insert(worker).values({ id, name: `Worker ${code}`, employmentCode: code });
  return id;
};
const placesOf = async (ids: string[]) =>
  Object.fromEntries(
    (await t.db.select({ id: worker.id, dormitory: worker.dormitory, blk: worker.blk, room: worker.room }).from(worker).where(inArray(worker.id, ids))).map(
      (w) => [w.id, `${w.dormitory}/${w.blk}/${w.room}`],
    ),
  );
const occupied = async (roomId: string) => (await occupancyOf(t.db, { tenantId: '000000' }, [roomId])).get(roomId) ?? 0;

describe('dormitory services', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.plot = (await plots.save(hr, { plotName: 'Service Lodge' })).id as string;
    ids.building = (await buildings.save(hr, { plotId: ids.plot, blkNo: '7' })).id as string;
    ids.a = (await rooms.save(hr, { buildingId: ids.building, roomNo: 'A', capacity: 2 })).id as string;
    ids.b = (await rooms.save(hr, { buildingId: ids.building, roomNo: 'B', capacity: 1 })).id as string;
    for (const code of ['S1', 'S2', 'S3']) ids[code] = await newWorker(code);
  });

  it('counts the beds: never more workers than free beds; a move ends the old stay; a check-out frees the bed', async () => {
    const three = [ids.S1, ids.S2, ids.S3];
    await expect(saveOccupants(hr, { action: 'assign', roomId: ids.a, workerIds: three })).rejects.toThrow(
      refused(409, 'roomId: room 7-A has 2 free bed(s) of 2; 3 worker(s) chosen'),
    );
    expect(await occupied(ids.a)).toBe(0);
    expect(await saveOccupants(hr, { action: 'assign', roomId: ids.a, workerIds: [ids.S1, ids.S2], date: '2030-01-01' })).toEqual({
      changed: 2,
      occupancy: 2,
      capacity: 2,
    });
    expect(await placesOf([ids.S1])).toEqual({ [ids.S1]: 'Service Lodge/7/A' });
    // assigning someone to the room they live in changes nothing
    expect(await saveOccupants(hr, { action: 'assign', roomId: ids.a, workerIds: [ids.S1] })).toEqual({ changed: 0, occupancy: 2, capacity: 2 });
    await expect(saveOccupants(hr, { action: 'assign', roomId: ids.b, workerIds: [ids.S1], date: '2029-12-31' })).rejects.toThrow(
      refused(400, 'date: must not be before the check-in date 2030-01-01'),
    );
    expect(await saveOccupants(hr, { action: 'assign', roomId: ids.b, workerIds: [ids.S1], date: '2030-02-01' })).toMatchObject({ changed: 1, occupancy: 1 });
    expect([await occupied(ids.a), await occupied(ids.b)]).toEqual([1, 1]);
    expect(await placesOf([ids.S1])).toEqual({ [ids.S1]: 'Service Lodge/7/B' });
    expect(await saveOccupants(hr, { action: 'checkOut', workerIds: [ids.S1], date: '2030-03-01' })).toEqual({ changed: 1 });
    expect(await placesOf([ids.S1])).toEqual({ [ids.S1]: 'null/null/null' });
    await expect(saveOccupants(hr, { action: 'checkOut', workerIds: [ids.S1] })).rejects.toThrow(refused(409, 'S1 has no room to check out of'));
    await t.db.update(worker).set({ status: 2 }).where(eq(worker.id, ids.S3));
    await expect(saveOccupants(hr, { action: 'assign', roomId: ids.b, workerIds: [ids.S3] })).rejects.toThrow(refused(409, 'S3 no longer work here'));
  });

  it('keeps rooms consistent: capacity not below the occupants, renames reach the workers, nothing removed while it holds something', async () => {
    await saveOccupants(hr, { action: 'assign', roomId: ids.a, workerIds: [ids.S1] });
    await expect(rooms.save(hr, { id: ids.a, capacity: 1 })).rejects.toThrow(refused(409, 'capacity: 2 workers live in this room'));
    await expect(rooms.save(hr, { id: ids.a, buildingId: (await buildings.save(hr, { plotId: ids.plot, blkNo: '8' })).id })).rejects.toThrow(
      refused(409, 'the room still has occupants'),
    );
    await rooms.save(hr, { id: ids.a, roomNo: 'A1' });
    expect(await placesOf([ids.S1, ids.S2])).toEqual({ [ids.S1]: 'Service Lodge/7/A1', [ids.S2]: 'Service Lodge/7/A1' });
    await expect(rooms.remove(hr, [ids.a])).rejects.toThrow(refused(409, 'ids: the room still has occupants'));
    await expect(buildings.remove(hr, [ids.building])).rejects.toThrow(refused(409, 'ids: remove the rooms of the building first'));
    await expect(plots.remove(hr, [ids.plot])).rejects.toThrow(refused(409, 'ids: remove the buildings of the dormitory first'));
    await expect(buildings.save(hr, { id: ids.building, plotId: (await plots.save(hr, { plotName: 'Elsewhere' })).id })).rejects.toThrow(
      refused(409, 'plotId: a building with rooms cannot move'),
    );
  });

  it('checks a dormitory transfer (form 26) before it starts: open room, not the own one, a free bed now', async () => {
    const check = (workerId: string, roomId: string) => t.db.transaction((tx) => checkTransfer(tx, hr.auth, { workerId, roomId }));
    await expect(check(ids.S2, ids.a)).rejects.toThrow(refused(409, 'targetRoomId: the worker already lives in this room'));
    await expect(check(ids.S2, '123456')).rejects.toThrow(refused(400, 'targetRoomId: no such room'));
    await expect(check(ids.S3, ids.b)).rejects.toThrow(refused(409, 'workerId: this worker no longer works here'));
    await expect(check(ids.S2, ids.b)).resolves.toBeUndefined();
    const s4 = await newWorker('S4');
    await saveOccupants(hr, { action: 'assign', roomId: ids.b, workerIds: [s4] });
    await expect(check(ids.S2, ids.b)).rejects.toThrow(refused(409, 'targetRoomId: this room has no free bed'));
    await rooms.save(hr, { id: ids.b, status: ROOM_STATUS.CLOSED });
    await expect(check(ids.S2, ids.b)).rejects.toThrow(refused(409, 'targetRoomId: this room is closed to new occupants'));
  });
});
