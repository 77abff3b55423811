import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { liveRows } from '../../platform/repository.js';
import { formatDateTime } from '../../platform/util.js';
import { dwellBuilding, dwellPlot, dwellRoom, dwellRoomRef } from './housing.tables.js';
import { isLiveWorker } from '../worker/worker.public.js';

/**
 * The data functions of housing's rules (housing.service.ts). Apart from `housing.queries.ts` because its
 * repositories' hooks call those rules (one file would make an import cycle).
 */

/** Current stays (no check-out date) of live workers: what occupies a bed. */
const currentStay = (tenantId: string) =>
  and(eq(dwellRoomRef.tenantId, tenantId), eq(dwellRoomRef.isDeleted, 0), isNull(dwellRoomRef.checkOutDate), isLiveWorker(dwellRoomRef.workerId));

/** Occupied beds per room. */
export async function occupancyOf(db: Db, forTenant: Tenant, roomIds: string[]): Promise<Map<string, number>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ roomId: dwellRoomRef.roomId, n: count() })
    .from(dwellRoomRef)
    .where(and(currentStay(forTenant.tenantId), inArray(dwellRoomRef.roomId, roomIds)))
    .groupBy(dwellRoomRef.roomId);
  return new Map(rows.map((r) => [r.roomId, Number(r.n)]));
}

/** The ids of the workers living in a room now. */
export async function occupantIds(db: Db, auth: Tenant, roomId: string): Promise<string[]> {
  const stays = await db
    .select({ workerId: dwellRoomRef.workerId })
    .from(dwellRoomRef)
    .where(and(currentStay(auth.tenantId), eq(dwellRoomRef.roomId, roomId)));
  return stays.map((s) => s.workerId);
}

/** A live room of the tenant, locked (`FOR UPDATE`) when asked, or undefined. */
export async function roomRow(db: Db, auth: Tenant, roomId: string, lock: boolean) {
  const q = db
    .select()
    .from(dwellRoom)
    .where(and(liveRows(dwellRoom, auth), eq(dwellRoom.id, roomId)));
  const [room] = lock ? await q.for('update') : await q;
  return room;
}

/** Locks a room row (writes to one room queue on it). */
export async function lockRoom(db: Db, roomId: string): Promise<void> {
  await db.select({ id: dwellRoom.id }).from(dwellRoom).where(eq(dwellRoom.id, roomId)).for('update');
}

/** A building's block number and its plot's name, or undefined. */
export async function buildingPlace(db: Db, buildingId: string): Promise<{ dormitory: string; blk: string } | undefined> {
  const [place] = await db
    .select({ dormitory: dwellPlot.plotName, blk: dwellBuilding.blkNo })
    .from(dwellBuilding)
    .innerJoin(dwellPlot, eq(dwellPlot.id, dwellBuilding.plotId))
    .where(eq(dwellBuilding.id, buildingId));
  return place;
}

/** A building's plot id. */
export async function buildingPlotId(db: Db, buildingId: string): Promise<string> {
  const [b] = await db.select({ plotId: dwellBuilding.plotId }).from(dwellBuilding).where(eq(dwellBuilding.id, buildingId));
  return b.plotId;
}

/** A room's number with its block, plot name, street address and postal code, or undefined. */
export async function roomAddressParts(db: Db, roomId: string) {
  const [r] = await db
    .select({ roomNo: dwellRoom.roomNo, blk: dwellBuilding.blkNo, plot: dwellPlot.plotName, street: dwellPlot.address, postalCode: dwellPlot.postalCode })
    .from(dwellRoom)
    .innerJoin(dwellBuilding, eq(dwellBuilding.id, dwellRoom.buildingId))
    .innerJoin(dwellPlot, eq(dwellPlot.id, dwellRoom.plotId))
    .where(eq(dwellRoom.id, roomId));
  return r;
}

/** The ids of the tenant's live rooms of a plot, a building, or one room. */
export async function roomIdsBy(db: Db, auth: Tenant, column: 'plotId' | 'buildingId' | 'id', id: string): Promise<string[]> {
  const list = await db
    .select({ id: dwellRoom.id })
    .from(dwellRoom)
    .where(and(liveRows(dwellRoom, auth), eq(dwellRoom[column], id)));
  return list.map((r) => r.id);
}

/** How many live rows of `table` meet `condition`. */
export async function countLive(db: Db, auth: Tenant, table: typeof dwellBuilding | typeof dwellRoom, condition: SQL): Promise<number> {
  const [n] = await db
    .select({ n: count() })
    .from(table)
    .where(and(liveRows(table, auth), condition));
  return Number(n.n);
}

/** The tenant's current stays of the workers `workerIds`. */
export async function currentStaysOf(db: Db, auth: Tenant, workerIds: string[]) {
  return db
    .select()
    .from(dwellRoomRef)
    .where(
      and(
        eq(dwellRoomRef.tenantId, auth.tenantId),
        eq(dwellRoomRef.isDeleted, 0),
        isNull(dwellRoomRef.checkOutDate),
        inArray(dwellRoomRef.workerId, workerIds),
      ),
    );
}

/** Ends the stays `ids` on `date` (a remark replaces theirs when given). */
export async function checkOutStays(db: Db, auth: Pick<AuthContext, 'userId'>, ids: string[], date: string, remark?: string | null): Promise<void> {
  await db
    .update(dwellRoomRef)
    .set({
      checkOutDate: date,
      ...(remark === undefined ? {} : { remark: remark ?? sql`${dwellRoomRef.remark}` }),
      updateUser: auth.userId,
      updateTime: formatDateTime(new Date()),
      version: sql`${dwellRoomRef.version} + 1`,
    })
    .where(inArray(dwellRoomRef.id, ids));
}

/** Starts stays; answers them (id, worker, room, check-in date). */
export async function insertStays(db: Db, rows: (typeof dwellRoomRef.$inferInsert)[]) {
  return db
    .insert(dwellRoomRef)
    .values(rows)
    .returning({ id: dwellRoomRef.id, workerId: dwellRoomRef.workerId, roomId: dwellRoomRef.roomId, checkInDate: dwellRoomRef.checkInDate });
}
