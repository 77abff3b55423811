import { and, asc, count, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import { ROOM_STATUS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { defineRepository, filterInput, filters, liveRows, type Filter } from '../../platform/repository.js';
import type { PageQuery } from '../../platform/http/paging.js';
import { zId, type ServiceContext } from '../../platform/http/route.js';
import { activeWorkerFilters, activeWorkersPage, isLiveWorker, workerSummariesIn } from '../worker/worker.public.js';
import { withWorkerNames } from '../worker/worker.service.js';
import { workers } from '../worker/worker.queries.js';
import { dwellBuilding, dwellPlot, dwellRoom, dwellRoomRef } from './housing.tables.js';
import { capacity, floors, optionalText, requiredText, roomStatus } from './housing.schema.js';
import { checkBuildingWrite, checkRoomWrite, occupancyOf, refreshPlaces, refuseChildren, refuseOccupied } from './housing.service.js';

type Row = Record<string, unknown>;

/** Beds and occupied beds of rooms grouped by a column (plot or building). */
async function bedsBy(db: Db, forTenant: Tenant, column: 'plotId' | 'buildingId', ids: string[]) {
  const out = new Map<string, { roomCount: number; capacity: number; occupancy: number }>();
  if (ids.length === 0) return out;
  const rooms = await db
    .select({ id: dwellRoom.id, key: dwellRoom[column], capacity: dwellRoom.capacity })
    .from(dwellRoom)
    .where(and(liveRows(dwellRoom, { tenantId: forTenant.tenantId }), inArray(dwellRoom[column], ids)));
  const occ = await occupancyOf(
    db,
    forTenant,
    rooms.map((r) => r.id),
  );
  for (const r of rooms) {
    const o = out.get(r.key) ?? { roomCount: 0, capacity: 0, occupancy: 0 };
    o.roomCount += 1;
    o.capacity += r.capacity;
    o.occupancy += occ.get(r.id) ?? 0;
    out.set(r.key, o);
  }
  return out;
}
const NO_BEDS = { roomCount: 0, capacity: 0, occupancy: 0 };
const bedOutputs = { roomCount: z.number().optional(), capacity: z.number().optional(), occupancy: z.number().optional() };
const nameMap = async <T extends { id: string }>(ids: string[], q: (l: string[]) => Promise<T[]>) =>
  new Map((ids.length ? await q([...new Set(ids)]) : []).map((r) => [r.id, r]));

/** plotName and blkNo of rooms (or anything with plotId and buildingId), one query each. */
async function placeNames(db: Db, rows: Row[]) {
  const plotsById = await nameMap(
    rows.map((r) => r.plotId as string),
    (l) => db.select({ id: dwellPlot.id, plotName: dwellPlot.plotName }).from(dwellPlot).where(inArray(dwellPlot.id, l)),
  );
  const blds = await nameMap(
    rows.map((r) => r.buildingId as string),
    (l) => db.select({ id: dwellBuilding.id, blkNo: dwellBuilding.blkNo }).from(dwellBuilding).where(inArray(dwellBuilding.id, l)),
  );
  return (r: Row) => ({ plotName: plotsById.get(r.plotId as string)?.plotName ?? null, blkNo: blds.get(r.buildingId as string)?.blkNo ?? null });
}

// ---- dormitories (plots), buildings, rooms ------------------------------------------------------

export const plots = defineRepository({
  name: 'dwell_plot',
  table: dwellPlot,
  inputExtend: { plotName: requiredText(100), address: optionalText(300), postalCode: optionalText(20) },
  outputExtend: { ...bedOutputs, buildingCount: z.number().optional() },
  filters: { plotName: filters.like(dwellPlot.plotName) },
  sortable: { plotName: dwellPlot.plotName, createTime: dwellPlot.createTime },
  defaultOrder: [asc(dwellPlot.plotName), asc(dwellPlot.id)],
  unique: [{ fields: ['plotName'], message: 'plotName: a dormitory with this name already exists' }],
  hooks: {
    afterWrite: async (tx, ctx, saved, existing) => {
      if (existing && existing.plotName !== saved.plotName) await refreshPlaces(tx, ctx.auth, { column: 'plotId', id: saved.id as string });
    },
    beforeRemove: (tx, ctx, ids) => refuseChildren(tx, ctx.auth, dwellBuilding, inArray(dwellBuilding.plotId, ids), 'buildings of the dormitory'),
    present: async (db, ctx, rows) => {
      const ids = rows.map((r) => r.id as string);
      const beds = await bedsBy(db, ctx.auth, 'plotId', ids);
      const blds = ids.length
        ? await db
            .select({ plotId: dwellBuilding.plotId, n: count() })
            .from(dwellBuilding)
            .where(and(liveRows(dwellBuilding, ctx.auth), inArray(dwellBuilding.plotId, ids)))
            .groupBy(dwellBuilding.plotId)
        : [];
      const bc = new Map(blds.map((b) => [b.plotId, Number(b.n)]));
      return rows.map((r) => ({ ...r, buildingCount: bc.get(r.id as string) ?? 0, ...(beds.get(r.id as string) ?? NO_BEDS) }));
    },
  },
});

/** Every dormitory (id, plotName) for selects. */
export const plotOptions = (ctx: ServiceContext) =>
  ctx.db.select({ id: dwellPlot.id, plotName: dwellPlot.plotName }).from(dwellPlot).where(liveRows(dwellPlot, ctx.auth)).orderBy(asc(dwellPlot.plotName));

export const buildings = defineRepository({
  name: 'dwell_building',
  table: dwellBuilding,
  inputExtend: { plotId: zId, blkNo: requiredText(50), buildingName: optionalText(100), floors },
  outputExtend: { ...bedOutputs, plotName: z.string().nullable().optional(), label: z.string().optional() },
  filters: { plotId: filters.id(dwellBuilding.plotId), blkNo: filters.like(dwellBuilding.blkNo) },
  sortable: { blkNo: dwellBuilding.blkNo, createTime: dwellBuilding.createTime },
  defaultOrder: [asc(dwellBuilding.plotId), asc(dwellBuilding.blkNo), asc(dwellBuilding.id)],
  unique: [{ fields: ['plotId', 'blkNo'], message: 'blkNo: this dormitory already has a building with this Blk No' }],
  references: { plotId: { table: dwellPlot, what: 'dormitory' } },
  hooks: {
    beforeWrite: (tx, ctx, values, existing) => checkBuildingWrite(tx, ctx.auth, values, existing),
    afterWrite: async (tx, ctx, saved, existing) => {
      if (existing && existing.blkNo !== saved.blkNo) await refreshPlaces(tx, ctx.auth, { column: 'buildingId', id: saved.id as string });
    },
    beforeRemove: (tx, ctx, ids) => refuseChildren(tx, ctx.auth, dwellRoom, inArray(dwellRoom.buildingId, ids), 'rooms of the building'),
    present: async (db, ctx, rows) => {
      const beds = await bedsBy(
        db,
        ctx.auth,
        'buildingId',
        rows.map((r) => r.id as string),
      );
      const names = await nameMap(
        rows.map((r) => r.plotId as string),
        (l) => db.select({ id: dwellPlot.id, plotName: dwellPlot.plotName }).from(dwellPlot).where(inArray(dwellPlot.id, l)),
      );
      return rows.map((r) => {
        const plotName = names.get(r.plotId as string)?.plotName ?? null;
        return { ...r, plotName, label: `${plotName ?? ''} / Blk ${String(r.blkNo)}`, ...(beds.get(r.id as string) ?? NO_BEDS) };
      });
    },
  },
});

/** Rooms with a free bed (1) or full rooms (0), counting current stays of live workers. */
const hasFreeBed: Filter = {
  schema: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
  where: (v: number | undefined) =>
    v === undefined
      ? undefined
      : sql`${dwellRoom.capacity} ${sql.raw(v === 1 ? '>' : '<=')} (select count(*) from ${dwellRoomRef}
        where ${dwellRoomRef.roomId} = ${dwellRoom.id} and ${dwellRoomRef.isDeleted} = 0 and ${dwellRoomRef.checkOutDate} is null
        and ${isLiveWorker(dwellRoomRef.workerId)})`,
};

export const rooms = defineRepository({
  name: 'dwell_room',
  table: dwellRoom,
  omitInput: ['plotId'],
  inputExtend: { buildingId: zId, roomNo: requiredText(50), floor: optionalText(20), capacity, status: roomStatus },
  outputExtend: {
    plotName: z.string().nullable().optional(),
    blkNo: z.string().nullable().optional(),
    occupancy: z.number().optional(),
    free: z.number().optional(),
  },
  filters: {
    plotId: filters.id(dwellRoom.plotId),
    buildingId: filters.id(dwellRoom.buildingId),
    roomNo: filters.like(dwellRoom.roomNo),
    status: filters.int(dwellRoom.status),
    hasFree: hasFreeBed,
  },
  sortable: { roomNo: dwellRoom.roomNo, capacity: dwellRoom.capacity, createTime: dwellRoom.createTime },
  defaultOrder: [asc(dwellRoom.buildingId), asc(dwellRoom.roomNo), asc(dwellRoom.id)],
  unique: [{ fields: ['buildingId', 'roomNo'], message: 'roomNo: this building already has a room with this number' }],
  references: { buildingId: { table: dwellBuilding, what: 'building' } },
  hooks: {
    beforeWrite: (tx, ctx, values, existing) => checkRoomWrite(tx, ctx.auth, values, existing),
    afterWrite: async (tx, ctx, saved, existing) => {
      if (existing && existing.roomNo !== saved.roomNo) await refreshPlaces(tx, ctx.auth, { column: 'id', id: saved.id as string });
    },
    beforeRemove: (tx, ctx, ids) => refuseOccupied(tx, ctx.auth, ids, 'room'),
    present: async (db, ctx, rows) => {
      const occ = await occupancyOf(
        db,
        ctx.auth,
        rows.map((r) => r.id as string),
      );
      const places = await placeNames(db, rows);
      return rows.map((r) => {
        const o = occ.get(r.id as string) ?? 0;
        return { ...r, ...places(r), occupancy: o, free: Math.max(0, (r.capacity as number) - o) };
      });
    },
  },
});

/** Open rooms with a free bed, labelled "Dormitory / Blk / #Room (n free)" (the target rooms of form 26). */
export async function freeRoomOptions(ctx: ServiceContext, plotId: string | undefined) {
  const page = await rooms.page(ctx.db, ctx, { current: 1, size: -1, status: ROOM_STATUS.OPEN, hasFree: 1, plotId } as never);
  return page.records.map((r) => ({
    id: r.id,
    label: `${String(r.plotName)} / Blk ${String(r.blkNo)} / #${String(r.roomNo)} (${String(r.free)} free)`,
    free: r.free as number,
  }));
}

// ---- occupants (stays) --------------------------------------------------------------------------

const roomMatch = (column: string, id: string) => sql`${dwellRoomRef.roomId} in (select id from dwell_room where ${sql.identifier(column)} = ${id})`;
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), zId.optional());

/** Stays: who lives (or lived) in which room, with the worker and the place. */
export const occupants = defineRepository({
  name: 'dwell_room_ref',
  table: dwellRoomRef,
  // a stay follows its worker's data scopes
  owners: [{ column: dwellRoomRef.workerId, repository: workers }],
  outputExtend: {
    employmentCode: z.string().nullable().optional(),
    name: z.string().nullable().optional(),
    projectName: z.string().nullable().optional(),
    plotName: z.string().nullable().optional(),
    blkNo: z.string().nullable().optional(),
    roomNo: z.string().nullable().optional(),
    plotId: z.string().nullable().optional(),
    buildingId: z.string().nullable().optional(),
  },
  filters: {
    roomId: filters.id(dwellRoomRef.roomId),
    workerId: filters.id(dwellRoomRef.workerId),
    plotId: { schema: optionalId, where: (v: string | undefined) => (v ? roomMatch('plot_id', v) : undefined) },
    buildingId: { schema: optionalId, where: (v: string | undefined) => (v ? roomMatch('building_id', v) : undefined) },
    nameOrNo: {
      schema: z.string().max(100).optional(),
      where: (v: string | undefined) => {
        if (!v) return undefined;
        return isLiveWorker(dwellRoomRef.workerId, v);
      },
    },
    /** 1 current stays (default of the screen), 0 ended stays (history). */
    living: {
      schema: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
      where: (v: number | undefined) =>
        v === undefined
          ? undefined
          : v === 1
            ? and(isNull(dwellRoomRef.checkOutDate), isLiveWorker(dwellRoomRef.workerId))
            : sql`${dwellRoomRef.checkOutDate} is not null`,
    },
  },
  sortable: { checkInDate: dwellRoomRef.checkInDate, checkOutDate: dwellRoomRef.checkOutDate, createTime: dwellRoomRef.createTime },
  defaultOrder: [sql`${dwellRoomRef.checkInDate} desc`, sql`${dwellRoomRef.id} desc`],
  hooks: {
    present: async (db, _ctx, rows) => {
      const roomRows = await nameMap(
        rows.map((r) => r.roomId as string),
        (l) =>
          db
            .select({ id: dwellRoom.id, roomNo: dwellRoom.roomNo, buildingId: dwellRoom.buildingId, plotId: dwellRoom.plotId })
            .from(dwellRoom)
            .where(inArray(dwellRoom.id, l)),
      );
      const places = await placeNames(db, [...roomRows.values()]);
      const ws = await nameMap(
        rows.map((r) => r.workerId as string),
        (l) => workerSummariesIn(db, l),
      );
      const named = new Map((await withWorkerNames(db, [...ws.values()])).map((w) => [w.id as string, w]));
      return rows.map((r) => {
        const room = roomRows.get(r.roomId as string);
        const w = named.get(r.workerId as string);
        return {
          ...r,
          ...(room ? places(room) : {}),
          roomNo: room?.roomNo ?? null,
          plotId: room?.plotId ?? null,
          buildingId: room?.buildingId ?? null,
          employmentCode: (w?.employmentCode as string) ?? null,
          name: (w?.name as string) ?? null,
          projectName: (w?.projectName as string) ?? null,
        };
      });
    },
  },
});

export const workersWithoutRoomInput = filterInput(activeWorkerFilters);

/** Active workers without a current stay (nameOrNo, projectId, teamId filters), with their project and team names. */
export async function workersWithoutRoom(ctx: ServiceContext, raw: Row) {
  const noStay = (workerId: AnyColumn) =>
    sql`not exists (select 1 from dwell_room_ref r where r.worker_id = ${workerId} and r.is_deleted = 0 and r.check_out_date is null)`;
  return activeWorkersPage(ctx.db, ctx.auth, [occupants.name], raw as PageQuery & Row, noStay);
}

// ---- what imports match rows against ------------------------------------------------------------

/** How imports match names and numbers: trimmed, case-insensitive, parts joined by '/'. */
export const importKey = (...parts: unknown[]) =>
  parts
    .map((p) =>
      String(p ?? '')
        .trim()
        .toLowerCase(),
    )
    .join('/');

/** The tenant's dormitories by name. */
export async function dormitoriesByName(ctx: ServiceContext): Promise<Map<string, string>> {
  const rows = await ctx.db.select({ id: dwellPlot.id, name: dwellPlot.plotName }).from(dwellPlot).where(liveRows(dwellPlot, ctx.auth));
  return new Map(rows.map((p) => [importKey(p.name), p.id]));
}

/** The tenant's buildings by dormitory id and Blk No. */
export async function buildingsByKey(ctx: ServiceContext): Promise<Map<string, string>> {
  const rows = await ctx.db
    .select({ id: dwellBuilding.id, plotId: dwellBuilding.plotId, blkNo: dwellBuilding.blkNo })
    .from(dwellBuilding)
    .where(liveRows(dwellBuilding, ctx.auth));
  return new Map(rows.map((b) => [importKey(b.plotId, b.blkNo), b.id]));
}

/** The tenant's rooms as building id and room number. */
export async function roomKeys(ctx: ServiceContext): Promise<Set<string>> {
  const rows = await ctx.db.select({ buildingId: dwellRoom.buildingId, roomNo: dwellRoom.roomNo }).from(dwellRoom).where(liveRows(dwellRoom, ctx.auth));
  return new Set(rows.map((r) => importKey(r.buildingId, r.roomNo)));
}

/**
 * Beds, occupied and free per building of the dormitories the caller may see (current stays: not checked out), in one
 * grouped statement, the caller's scope in its WHERE clause: the HR dashboard's dormitory chart (awaited by the
 * caller; the dashboard's benchmark reads its SQL too).
 */
export function occupancyByBuilding(db: Db, auth: AuthContext) {
  const stays = db
    .select({ roomId: dwellRoomRef.roomId, occupied: sql<number>`count(*)`.as('occupied') })
    .from(dwellRoomRef)
    .where(and(liveRows(dwellRoomRef, auth), isNull(dwellRoomRef.checkOutDate)))
    .groupBy(dwellRoomRef.roomId)
    .as('stays');
  const beds = sql`coalesce(sum(${dwellRoom.capacity}), 0)`;
  const occupied = sql`coalesce(sum(${stays.occupied}), 0)`;
  return db
    .select({
      id: sql<string>`${dwellBuilding.id}::text`,
      name: sql<string>`max(${dwellPlot.plotName}) || ' Blk ' || max(${dwellBuilding.blkNo})`,
      beds: sql<number>`(${beds})::int`,
      occupied: sql<number>`(${occupied})::int`,
      free: sql<number>`(greatest(${beds} - ${occupied}, 0))::int`,
    })
    .from(dwellBuilding)
    .innerJoin(dwellPlot, eq(dwellPlot.id, dwellBuilding.plotId))
    .leftJoin(dwellRoom, and(eq(dwellRoom.buildingId, dwellBuilding.id), eq(dwellRoom.isDeleted, 0)))
    .leftJoin(stays, eq(stays.roomId, dwellRoom.id))
    .where(buildings.scope(auth))
    .groupBy(dwellBuilding.id)
    .orderBy(asc(sql`max(${dwellPlot.plotName})`), asc(sql`max(${dwellBuilding.blkNo})`));
}
