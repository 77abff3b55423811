import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows, selectPage, filterConditions, filterInput, type Filter } from '../../platform/crud.js';
import { defineRoute, zDate, zId, zOptionalId, type RouteContext } from '../../platform/http/route.js';
import { idList, orderBy, pageOf, toPage, type PageQuery } from '../../platform/http/paging.js';
import { conflict } from '../../platform/errors.js';
import { parseExcel, rejectImport, streamExcel, uploadedFile, type ImportColumn, type RowError } from '../../platform/excel.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { worker } from '../worker/worker.tables.js';
import { withWorkerNames } from '../worker/worker.service.js';
import { dwellBuilding, dwellPlot, dwellRoom, dwellRoomRef } from './housing.tables.js';
import { assignWorkers, checkOutWorkers, occupancyOf, refreshPlaces, refuseOccupied } from './housing.service.js';
import './transfer-dormitory.js';

registerMenuSeeds([
  { code: 'housing', name: 'Dormitories', path: '/housing', source: 'home', sort: 13 },
  { code: 'dwell_plot', name: 'Plots', parent: 'housing', path: '/housing/plot', source: 'environment', sort: 1 },
  ...crudButtons('dwell_plot', 'plot'),
  { code: 'dwell_building', name: 'Buildings', parent: 'housing', path: '/housing/building', source: 'bank', sort: 2 },
  ...crudButtons('dwell_building', 'building'),
  { code: 'dwell_building_import', name: 'Import buildings', alias: 'import', parent: 'dwell_building', category: 2, action: 0, sort: 5 },
  { code: 'dwell_room', name: 'Rooms', parent: 'housing', path: '/housing/room', source: 'appstore', sort: 3 },
  ...crudButtons('dwell_room', 'room'),
  { code: 'dwell_room_import', name: 'Import rooms', alias: 'import', parent: 'dwell_room', category: 2, action: 0, sort: 5 },
  { code: 'dwell_occupant', name: 'Occupants', parent: 'housing', path: '/housing/occupant', source: 'team', sort: 4 },
  { code: 'dwell_occupant_view', name: 'View occupants', alias: 'view', parent: 'dwell_occupant', category: 2, action: 1, sort: 1 },
  { code: 'dwell_occupant_edit', name: 'Assign, move and check out', alias: 'edit', parent: 'dwell_occupant', category: 2, action: 1, sort: 2 },
]);

type Row = Record<string, unknown>;
const base = '/api/mcc-worker';
const optionalText = (max: number) => z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max, `must be at most ${max} characters`).nullable().optional());
const required = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const capacity = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 to 100 beds').max(100, 'must be 1 to 100 beds');
const floors = z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int('must be a whole number').min(1, 'must be 1 to 200').max(200, 'must be 1 to 200').nullable().optional());

/** Beds and occupied beds of rooms grouped by a column (plot or building). */
async function bedsBy(db: RouteContext['db'], tenantId: string, column: 'plotId' | 'buildingId', ids: string[]) {
  const out = new Map<string, { roomCount: number; capacity: number; occupancy: number }>();
  if (ids.length === 0) return out;
  const rooms = await db.select({ id: dwellRoom.id, key: dwellRoom[column], capacity: dwellRoom.capacity }).from(dwellRoom).where(and(liveRows(dwellRoom, { tenantId }), inArray(dwellRoom[column], ids)));
  const occ = await occupancyOf(db, tenantId, rooms.map((r) => r.id));
  for (const r of rooms) {
    const o = out.get(r.key) ?? { roomCount: 0, capacity: 0, occupancy: 0 };
    o.roomCount += 1;
    o.capacity += r.capacity;
    o.occupancy += occ.get(r.id) ?? 0;
    out.set(r.key, o);
  }
  return out;
}
const bedOutputs = { roomCount: z.number().optional(), capacity: z.number().optional(), occupancy: z.number().optional() };
const nameMap = async <T extends { id: string }>(ids: string[], q: (l: string[]) => Promise<T[]>) => new Map((ids.length ? await q([...new Set(ids)]) : []).map((r) => [r.id, r]));

/** Refuses removal while child rows exist. */
async function refuseChildren(ctx: RouteContext, table: typeof dwellBuilding | typeof dwellRoom, column: SQL | ReturnType<typeof eq>, what: string) {
  const [n] = await ctx.db.select({ n: count() }).from(table).where(and(liveRows(table, ctx.auth), column));
  if (Number(n.n) > 0) throw conflict(`ids: remove the ${what} first`);
}

/**
 * An all-or-nothing import: the rows are parsed with `schema`, then `resolve` checks each against the
 * database and the rest of the file (answers the values to save or pushes errors); any error answers
 * 400 with every row's problem, otherwise everything is saved in one transaction.
 */
async function importRows<S extends z.ZodType>(
  ctx: RouteContext,
  columns: ImportColumn[],
  schema: S,
  resolve: (rows: { row: number; value: z.output<S> }[], problems: RowError[]) => Promise<Row[]>,
  save: (tx: RouteContext, values: Row) => Promise<unknown>,
): Promise<{ imported: number }> {
  const { buffer } = await uploadedFile(ctx.req);
  const { rows, errors } = await parseExcel(buffer, columns, schema, 5_000);
  const problems: RowError[] = [...errors];
  const values = await resolve(rows, problems);
  if (problems.length) rejectImport(problems.sort((a, b) => a.row - b.row));
  await ctx.db.transaction(async (tx) => {
    for (const v of values) await save({ ...ctx, db: tx }, v);
  });
  return { imported: values.length };
}

const buildingColumns: ImportColumn[] = [
  { header: 'Dormitory', key: 'plotName' },
  { header: 'Blk No', key: 'blkNo' },
  { header: 'Building Name', key: 'buildingName' },
  { header: 'Floors', key: 'floors' },
  { header: 'Remark', key: 'remark' },
];
const buildingRow = z.object({ plotName: required(100), blkNo: required(50), buildingName: optionalText(100), floors, remark: optionalText(500) });
const roomColumns: ImportColumn[] = [
  { header: 'Dormitory', key: 'plotName' },
  { header: 'Blk No', key: 'blkNo' },
  { header: 'Room No', key: 'roomNo' },
  { header: 'Floor', key: 'floor' },
  { header: 'Capacity', key: 'capacity' },
  { header: 'Remark', key: 'remark' },
];
const roomRow = z.object({ plotName: required(100), blkNo: required(50), roomNo: required(50), floor: optionalText(20), capacity, remark: optionalText(500) });
const lower = (s: unknown) => String(s ?? '').trim().toLowerCase();
const template = (ctx: RouteContext, fileName: string, sheetName: string, columns: ImportColumn[]) =>
  streamExcel(ctx.reply, { fileName, sheetName, columns: columns.map((c) => ({ ...c, width: 18 })), rows: [] });

export default async function housingRoutes(app: FastifyInstance): Promise<void> {
  /** `<path>/remove` (ids): refused while the rows still hold something (`refuse` throws a 409). */
  const removeRoute = (path: string, resource: { remove: (ctx: RouteContext, ids: string[]) => Promise<void> }, summary: string, refuse: (ctx: RouteContext, ids: string[]) => Promise<void>) =>
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${path}/remove`,
      permission: `dwell_${path.slice(5)}_delete`,
      summary,
      tags: [`dwell_${path.slice(5)}`],
      input: z.object({ ids: idList }),
      output: z.null(),
      handler: async ({ ids }, ctx) => {
        await refuse(ctx, ids);
        await resource.remove(ctx, ids);
        return null;
      },
    });

  // ---- plots ----
  const plots = defineResource(app, {
    name: 'dwell_plot',
    prefix: `${base}/dwellplot`,
    table: dwellPlot,
    permissions: 'dwell_plot',
    routes: { page: 'page', list: false, detail: 'detail', save: 'save', update: 'update', submit: false, remove: false },
    inputExtend: { plotName: required(100), address: optionalText(300), postalCode: optionalText(20) },
    outputExtend: { ...bedOutputs, buildingCount: z.number().optional() },
    filters: { plotName: filters.like(dwellPlot.plotName) },
    sortable: { plotName: dwellPlot.plotName, createTime: dwellPlot.createTime },
    defaultOrder: [asc(dwellPlot.plotName), asc(dwellPlot.id)],
    unique: [{ fields: ['plotName'], message: 'plotName: a dormitory with this name already exists' }],
    hooks: {
      afterWrite: async (tx, ctx, saved, existing) => {
        if (existing && existing.plotName !== saved.plotName) await refreshPlaces(tx, ctx.auth, { column: 'plotId', id: saved.id as string });
      },
      present: async (db, ctx, rows) => {
        const ids = rows.map((r) => r.id as string);
        const beds = await bedsBy(db, ctx.auth.tenantId, 'plotId', ids);
        const blds = ids.length ? await db.select({ plotId: dwellBuilding.plotId, n: count() }).from(dwellBuilding).where(and(liveRows(dwellBuilding, ctx.auth), inArray(dwellBuilding.plotId, ids))).groupBy(dwellBuilding.plotId) : [];
        const bc = new Map(blds.map((b) => [b.plotId, Number(b.n)]));
        return rows.map((r) => ({ ...r, buildingCount: bc.get(r.id as string) ?? 0, ...(beds.get(r.id as string) ?? { roomCount: 0, capacity: 0, occupancy: 0 }) }));
      },
    },
  });
  removeRoute('dwellplot', plots, 'Removes dormitories (ids); one that still has buildings is refused (409)', (ctx, ids) =>
    refuseChildren(ctx, dwellBuilding, inArray(dwellBuilding.plotId, ids), 'buildings of the dormitory'),
  );
  defineRoute(app, {
    method: 'GET',
    url: `${base}/dwellplot/plot`,
    permission: 'authenticated',
    summary: 'Every dormitory (id, plotName) for selects',
    tags: ['dwell_plot'],
    output: z.array(z.object({ id: z.string(), plotName: z.string() })),
    handler: (_q, ctx) => ctx.db.select({ id: dwellPlot.id, plotName: dwellPlot.plotName }).from(dwellPlot).where(liveRows(dwellPlot, ctx.auth)).orderBy(asc(dwellPlot.plotName)),
  });

  // ---- buildings ----
  const buildings = defineResource(app, {
    name: 'dwell_building',
    prefix: `${base}/dwellbuilding`,
    table: dwellBuilding,
    permissions: 'dwell_building',
    routes: { page: 'page', list: 'list', detail: 'detail', save: 'save', update: 'update', submit: false, remove: false },
    inputExtend: { plotId: zId, blkNo: required(50), buildingName: optionalText(100), floors },
    outputExtend: { ...bedOutputs, plotName: z.string().nullable().optional(), label: z.string().optional() },
    filters: { plotId: filters.id(dwellBuilding.plotId), blkNo: filters.like(dwellBuilding.blkNo) },
    sortable: { blkNo: dwellBuilding.blkNo, createTime: dwellBuilding.createTime },
    defaultOrder: [asc(dwellBuilding.plotId), asc(dwellBuilding.blkNo), asc(dwellBuilding.id)],
    unique: [{ fields: ['plotId', 'blkNo'], message: 'blkNo: this dormitory already has a building with this Blk No' }],
    references: { plotId: { table: dwellPlot, what: 'dormitory' } },
    hooks: {
      beforeWrite: async (tx, ctx, values, existing) => {
        if (existing && values.plotId && values.plotId !== existing.plotId) {
          const [n] = await tx.select({ n: count() }).from(dwellRoom).where(and(liveRows(dwellRoom, ctx.auth), eq(dwellRoom.buildingId, existing.id as string)));
          if (Number(n.n) > 0) throw conflict('plotId: a building with rooms cannot move to another dormitory');
        }
      },
      afterWrite: async (tx, ctx, saved, existing) => {
        if (existing && existing.blkNo !== saved.blkNo) await refreshPlaces(tx, ctx.auth, { column: 'buildingId', id: saved.id as string });
      },
      present: async (db, ctx, rows) => {
        const beds = await bedsBy(db, ctx.auth.tenantId, 'buildingId', rows.map((r) => r.id as string));
        const names = await nameMap(rows.map((r) => r.plotId as string), (l) => db.select({ id: dwellPlot.id, plotName: dwellPlot.plotName }).from(dwellPlot).where(inArray(dwellPlot.id, l)));
        return rows.map((r) => {
          const plotName = names.get(r.plotId as string)?.plotName ?? null;
          return { ...r, plotName, label: `${plotName ?? ''} / Blk ${String(r.blkNo)}`, ...(beds.get(r.id as string) ?? { roomCount: 0, capacity: 0, occupancy: 0 }) };
        });
      },
    },
  });
  removeRoute('dwellbuilding', buildings, 'Removes buildings (ids); one that still has rooms is refused (409)', (ctx, ids) =>
    refuseChildren(ctx, dwellRoom, inArray(dwellRoom.buildingId, ids), 'rooms of the building'),
  );
  defineRoute(app, {
    method: 'GET',
    url: `${base}/dwellbuilding/blkExcel`,
    permission: 'dwell_building_import',
    summary: 'Downloads the building import template (.xlsx header row: Dormitory, Blk No, Building Name, Floors, Remark)',
    tags: ['dwell_building'],
    raw: true,
    handler: (_q, ctx) => template(ctx, 'building-import-template.xlsx', 'Buildings', buildingColumns),
  });
  const plotIds = async (ctx: RouteContext) => new Map((await ctx.db.select({ id: dwellPlot.id, name: dwellPlot.plotName }).from(dwellPlot).where(liveRows(dwellPlot, ctx.auth))).map((p) => [lower(p.name), p.id]));
  defineRoute(app, {
    method: 'POST',
    url: `${base}/dwellbuilding/blkExcel2`,
    permission: 'dwell_building_import',
    summary: 'Imports buildings from the template (multipart field file); any bad row answers 400 with data.errors [{row, column, reason}] and imports nothing',
    tags: ['dwell_building'],
    bodyLimit: 20 * 1024 * 1024,
    output: z.object({ imported: z.number() }),
    handler: (_q, ctx) =>
      importRows(ctx, buildingColumns, buildingRow, async (rows, problems) => {
        const plotsByName = await plotIds(ctx);
        const existing = await ctx.db.select({ plotId: dwellBuilding.plotId, blkNo: dwellBuilding.blkNo }).from(dwellBuilding).where(liveRows(dwellBuilding, ctx.auth));
        const taken = new Set(existing.map((b) => `${b.plotId}/${lower(b.blkNo)}`));
        const seen = new Map<string, number>();
        const out: Row[] = [];
        for (const { row, value } of rows) {
          const { plotName, ...v } = value;
          const plotId = plotsByName.get(lower(plotName));
          if (!plotId) {
            problems.push({ row, column: 'Dormitory', reason: `no dormitory named ${plotName}` });
            continue;
          }
          const key = `${plotId}/${lower(v.blkNo)}`;
          if (seen.has(key)) problems.push({ row, column: 'Blk No', reason: `duplicates row ${seen.get(key)}` });
          else if (taken.has(key)) problems.push({ row, column: 'Blk No', reason: 'this dormitory already has a building with this Blk No' });
          seen.set(key, row);
          out.push({ ...v, plotId });
        }
        return out;
      }, (c, v) => buildings.save(c, v)),
  });

  // ---- rooms ----
  const rooms = defineResource(app, {
    name: 'dwell_room',
    prefix: `${base}/dwellroom`,
    table: dwellRoom,
    permissions: 'dwell_room',
    routes: { page: 'page', list: false, detail: 'detail', save: 'save', update: 'update', submit: false, remove: false },
    omitInput: ['plotId'],
    inputExtend: { buildingId: zId, roomNo: required(50), floor: optionalText(20), capacity, status: z.coerce.number().int().min(1, 'must be 1 (open) or 2 (closed)').max(2, 'must be 1 (open) or 2 (closed)').default(1) },
    outputExtend: { plotName: z.string().nullable().optional(), blkNo: z.string().nullable().optional(), occupancy: z.number().optional(), free: z.number().optional() },
    filters: {
      plotId: filters.id(dwellRoom.plotId),
      buildingId: filters.id(dwellRoom.buildingId),
      roomNo: filters.like(dwellRoom.roomNo),
      status: filters.int(dwellRoom.status),
      /** 1: rooms with a free bed; 0: full rooms. */
      hasFree: {
        schema: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
        where: (v: number | undefined) =>
          v === undefined
            ? undefined
            : sql`${dwellRoom.capacity} ${sql.raw(v === 1 ? '>' : '<=')} (select count(*) from dwell_room_ref r join worker_info w on w.id = r.worker_id and w.is_deleted = 0 where r.room_id = ${dwellRoom.id} and r.is_deleted = 0 and r.check_out_date is null)`,
      } satisfies Filter,
    },
    sortable: { roomNo: dwellRoom.roomNo, capacity: dwellRoom.capacity, createTime: dwellRoom.createTime },
    defaultOrder: [asc(dwellRoom.buildingId), asc(dwellRoom.roomNo), asc(dwellRoom.id)],
    unique: [{ fields: ['buildingId', 'roomNo'], message: 'roomNo: this building already has a room with this number' }],
    references: { buildingId: { table: dwellBuilding, what: 'building' } },
    hooks: {
      beforeWrite: async (tx, ctx, values, existing) => {
        if (values.buildingId && values.buildingId !== existing?.buildingId) {
          if (existing) await refuseOccupied(tx, ctx.auth.tenantId, [existing.id as string], 'room');
          const [b] = await tx.select({ plotId: dwellBuilding.plotId }).from(dwellBuilding).where(eq(dwellBuilding.id, values.buildingId as string));
          values.plotId = b.plotId;
        }
        if (existing && values.capacity !== undefined) {
          // lock the room: a capacity cut and an assignment cannot pass each other
          await tx.select({ id: dwellRoom.id }).from(dwellRoom).where(eq(dwellRoom.id, existing.id as string)).for('update');
          const occ = (await occupancyOf(tx, ctx.auth.tenantId, [existing.id as string])).get(existing.id as string) ?? 0;
          if ((values.capacity as number) < occ) throw conflict(`capacity: ${occ} workers live in this room; check some out before reducing it to ${String(values.capacity)}`);
        }
      },
      afterWrite: async (tx, ctx, saved, existing) => {
        if (existing && existing.roomNo !== saved.roomNo) await refreshPlaces(tx, ctx.auth, { column: 'id', id: saved.id as string });
      },
      present: async (db, ctx, rows) => {
        const occ = await occupancyOf(db, ctx.auth.tenantId, rows.map((r) => r.id as string));
        const places = await placeNames(db, rows);
        return rows.map((r) => {
          const o = occ.get(r.id as string) ?? 0;
          return { ...r, ...places(r), occupancy: o, free: Math.max(0, (r.capacity as number) - o) };
        });
      },
    },
  });
  removeRoute('dwellroom', rooms, 'Removes rooms (ids); a room with occupants is refused (409)', (ctx, ids) => refuseOccupied(ctx.db, ctx.auth.tenantId, ids, 'room'));
  defineRoute(app, {
    method: 'GET',
    url: `${base}/dwellroom/options`,
    permission: 'authenticated',
    summary: 'Open rooms with a free bed, labelled "Dormitory / Blk / Room (free beds)": the target-room choices of the dormitory-transfer form (26)',
    tags: ['dwell_room'],
    input: z.object({ plotId: zOptionalId }),
    output: z.array(z.object({ id: z.string(), label: z.string(), free: z.number() })),
    handler: async (q, ctx) => {
      const page = await rooms.page(ctx.db, ctx, { current: 1, size: -1, status: 1, hasFree: 1, plotId: q.plotId } as never);
      return page.records.map((r) => ({ id: r.id as string, label: `${String(r.plotName)} / Blk ${String(r.blkNo)} / #${String(r.roomNo)} (${String(r.free)} free)`, free: r.free as number }));
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/dwellroom/unitExcel`,
    permission: 'dwell_room_import',
    summary: 'Downloads the room import template (.xlsx header row: Dormitory, Blk No, Room No, Floor, Capacity, Remark)',
    tags: ['dwell_room'],
    raw: true,
    handler: (_q, ctx) => template(ctx, 'room-import-template.xlsx', 'Rooms', roomColumns),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/dwellroom/unitExcel2`,
    permission: 'dwell_room_import',
    summary: 'Imports rooms from the template (multipart field file); any bad row answers 400 with data.errors [{row, column, reason}] and imports nothing',
    tags: ['dwell_room'],
    bodyLimit: 20 * 1024 * 1024,
    output: z.object({ imported: z.number() }),
    handler: (_q, ctx) =>
      importRows(ctx, roomColumns, roomRow, async (rows, problems) => {
        const plotsByName = await plotIds(ctx);
        const blds = await ctx.db.select({ id: dwellBuilding.id, plotId: dwellBuilding.plotId, blkNo: dwellBuilding.blkNo }).from(dwellBuilding).where(liveRows(dwellBuilding, ctx.auth));
        const bldOf = new Map(blds.map((b) => [`${b.plotId}/${lower(b.blkNo)}`, b.id]));
        const existing = await ctx.db.select({ buildingId: dwellRoom.buildingId, roomNo: dwellRoom.roomNo }).from(dwellRoom).where(liveRows(dwellRoom, ctx.auth));
        const taken = new Set(existing.map((r) => `${r.buildingId}/${lower(r.roomNo)}`));
        const seen = new Map<string, number>();
        const out: Row[] = [];
        for (const { row, value } of rows) {
          const { plotName, blkNo, ...v } = value;
          const plotId = plotsByName.get(lower(plotName));
          const buildingId = plotId ? bldOf.get(`${plotId}/${lower(blkNo)}`) : undefined;
          if (!plotId) problems.push({ row, column: 'Dormitory', reason: `no dormitory named ${plotName}` });
          else if (!buildingId) problems.push({ row, column: 'Blk No', reason: `dormitory ${plotName} has no Blk ${blkNo}` });
          if (!buildingId) continue;
          const key = `${buildingId}/${lower(v.roomNo)}`;
          if (seen.has(key)) problems.push({ row, column: 'Room No', reason: `duplicates row ${seen.get(key)}` });
          else if (taken.has(key)) problems.push({ row, column: 'Room No', reason: 'this building already has a room with this number' });
          seen.set(key, row);
          out.push({ ...v, buildingId, status: 1 });
        }
        return out;
      }, (c, v) => rooms.save(c, v)),
  });

  // ---- occupants (stays) ----
  const workerMatch = (cond: SQL) => sql`exists (select 1 from worker_info w where w.id = ${dwellRoomRef.workerId} and w.is_deleted = 0 and ${cond})`;
  const roomMatch = (column: string, id: string) => sql`${dwellRoomRef.roomId} in (select id from dwell_room where ${sql.identifier(column)} = ${id})`;
  defineResource(app, {
    name: 'dwell_room_ref',
    prefix: `${base}/dwellroomref`,
    table: dwellRoomRef,
    permissions: { view: 'dwell_occupant_view', add: 'dwell_occupant_edit', edit: 'dwell_occupant_edit', delete: 'dwell_occupant_edit' },
    routes: { page: 'page', list: false, detail: false, save: false, update: false, submit: false, remove: false },
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
      plotId: { schema: z.preprocess((v) => (v === '' ? undefined : v), zId.optional()), where: (v: string | undefined) => (v ? roomMatch('plot_id', v) : undefined) },
      buildingId: { schema: z.preprocess((v) => (v === '' ? undefined : v), zId.optional()), where: (v: string | undefined) => (v ? roomMatch('building_id', v) : undefined) },
      nameOrNo: {
        schema: z.string().max(100).optional(),
        where: (v: string | undefined) => {
          if (!v) return undefined;
          const like = `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          return workerMatch(sql`(w.name ilike ${like} or w.employment_code ilike ${like} or w.fin_no ilike ${like})`);
        },
      },
      /** 1 current stays (default of the screen), 0 ended stays (history). */
      living: {
        schema: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
        where: (v: number | undefined) => (v === undefined ? undefined : v === 1 ? and(isNull(dwellRoomRef.checkOutDate), workerMatch(sql`true`)) : sql`${dwellRoomRef.checkOutDate} is not null`),
      },
    },
    sortable: { checkInDate: dwellRoomRef.checkInDate, checkOutDate: dwellRoomRef.checkOutDate, createTime: dwellRoomRef.createTime },
    defaultOrder: [sql`${dwellRoomRef.checkInDate} desc`, sql`${dwellRoomRef.id} desc`],
    hooks: {
      present: async (db, ctx, rows) => {
        const roomRows = await nameMap(rows.map((r) => r.roomId as string), (l) => db.select({ id: dwellRoom.id, roomNo: dwellRoom.roomNo, buildingId: dwellRoom.buildingId, plotId: dwellRoom.plotId }).from(dwellRoom).where(inArray(dwellRoom.id, l)));
        const places = await placeNames(db, [...roomRows.values()]);
        const ws = await nameMap(rows.map((r) => r.workerId as string), (l) => db.select({ id: worker.id, employmentCode: worker.employmentCode, name: worker.name, projectId: worker.projectId }).from(worker).where(inArray(worker.id, l)));
        const named = await withWorkerNames(db, [...ws.values()]);
        const wm = new Map(named.map((w) => [w.id as string, w]));
        return rows.map((r) => {
          const room = roomRows.get(r.roomId as string);
          const w = wm.get(r.workerId as string);
          return { ...r, ...(room ? places(room) : {}), roomNo: room?.roomNo ?? null, plotId: room?.plotId ?? null, buildingId: room?.buildingId ?? null, employmentCode: (w?.employmentCode as string) ?? null, name: (w?.name as string) ?? null, projectName: (w?.projectName as string) ?? null };
        });
      },
    },
  });

  const noRoomFilters: Record<string, Filter> = {
    nameOrNo: {
      schema: z.string().max(100).optional(),
      where: (v: string | undefined) => (v ? or(...[worker.name, worker.employmentCode, worker.finNo].map((c) => filters.like(c).where(v as never, undefined as never))) : undefined),
    },
    projectId: filters.id(worker.projectId),
    teamId: filters.id(worker.teamId),
  };
  const workerRecord = z.object({ id: z.string(), employmentCode: z.string(), name: z.string(), finNo: z.string().nullable(), nationality: z.string().nullable(), projectId: z.string().nullable(), teamId: z.string().nullable(), projectName: z.string().nullable().optional(), teamName: z.string().nullable().optional(), teamMemberStatus: z.number() });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/dwellroomref/noUnitWorker`,
    permission: 'dwell_occupant_view',
    summary: 'Active workers without a room (nameOrNo, projectId, teamId filters)',
    tags: ['dwell_room_ref'],
    input: filterInput(noRoomFilters),
    output: pageOf(workerRecord),
    handler: async (raw, ctx) => {
      const q = raw as PageQuery & Row;
      const where = and(
        liveRows(worker, ctx.auth),
        eq(worker.status, 1),
        sql`not exists (select 1 from dwell_room_ref r where r.worker_id = ${worker.id} and r.is_deleted = 0 and r.check_out_date is null)`,
        ...filterConditions(noRoomFilters, q, ctx.auth),
      );
      const { records, total } = await selectPage(ctx.db, worker, where, q, orderBy(q, { employmentCode: worker.employmentCode, name: worker.name }, [asc(worker.employmentCode), asc(worker.id)]));
      return toPage(await withWorkerNames(ctx.db, records), total, q) as never;
    },
  });

  const saveInput = z
    .object({
      action: z.enum(['assign', 'checkOut'], { message: "must be 'assign' or 'checkOut'" }).default('assign'),
      roomId: zOptionalId,
      workerIds: idList,
      date: z.preprocess((v) => (v === '' || v === null ? undefined : v), zDate.optional()),
      remark: optionalText(500),
    })
    .refine((v) => v.action !== 'assign' || v.roomId, { message: 'is required to assign or move workers', path: ['roomId'] });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/dwellroomref/saveWorker`,
    permission: 'dwell_occupant_edit',
    summary:
      'Assigns workers to a room or moves them there (action assign, roomId, workerIds, date = check-in date, default today), or checks them out (action checkOut); beds are counted under a lock on the room: more workers than free beds is a 409',
    tags: ['dwell_room_ref'],
    input: saveInput,
    output: z.object({ changed: z.number(), occupancy: z.number().optional(), capacity: z.number().optional() }),
    handler: (v, ctx) =>
      ctx.db.transaction((tx) =>
        v.action === 'assign'
          ? assignWorkers(tx, ctx.auth, { roomId: v.roomId!, workerIds: v.workerIds, date: v.date, remark: v.remark })
          : checkOutWorkers(tx, ctx.auth, { workerIds: v.workerIds, date: v.date, remark: v.remark }),
      ),
  });
}

/** plotName and blkNo of rooms (or anything with plotId and buildingId), one query each. */
async function placeNames(db: RouteContext['db'], rows: Row[]) {
  const plotsById = await nameMap(rows.map((r) => r.plotId as string), (l) => db.select({ id: dwellPlot.id, plotName: dwellPlot.plotName }).from(dwellPlot).where(inArray(dwellPlot.id, l)));
  const blds = await nameMap(rows.map((r) => r.buildingId as string), (l) => db.select({ id: dwellBuilding.id, blkNo: dwellBuilding.blkNo }).from(dwellBuilding).where(inArray(dwellBuilding.id, l)));
  return (r: Row) => ({ plotName: plotsById.get(r.plotId as string)?.plotName ?? null, blkNo: blds.get(r.buildingId as string)?.blkNo ?? null });
}
