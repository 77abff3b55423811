import { z } from 'zod';
import { HOUSING_PERMISSIONS as H } from '@hr/contracts';
import { crudRoutes, listRoute } from '../../platform/crud-routes.js';
import { route, zOptionalId, type RouteContext } from '../../platform/http/route.js';
import { idList, pageOf } from '../../platform/http/paging.js';
import { streamExcel, type ImportColumn } from '../../platform/excel.js';
import type { BusinessTable, Repository } from '../../platform/repository.js';
import { buildingImportColumns, roomImportColumns, saveOccupantsInput } from './housing.schema.js';
import { buildings, freeRoomOptions, occupants, plotOptions, plots, rooms, workersWithoutRoom, workersWithoutRoomInput } from './housing.queries.js';
import { saveOccupants } from './housing.service.js';
import { importBuildings, importRooms } from './housing-import.service.js';

const BASE = '/api/mcc-worker';
/** Dormitories, buildings and rooms are created and updated by separate calls; removal has its own summary. */
const CALLS = { page: 'page', list: false, detail: 'detail', save: 'save', update: 'update', submit: false, remove: false } as const;
const IMPORT_LIMIT = 20 * 1024 * 1024;

/** `<path>/remove` (ids): the repository refuses rows that still hold something (409). */
const removeRoute = <T extends BusinessTable>(repo: Repository<T>, path: string, permission: string, summary: string) =>
  route({
    method: 'POST',
    url: `${BASE}/${path}/remove`,
    permission,
    summary,
    tags: [repo.name],
    input: z.object({ ids: idList }),
    output: z.null(),
    handler: async ({ ids }, ctx) => repo.remove(ctx, ids).then(() => null),
  });

/** An empty import template (its header row). */
const template = (ctx: RouteContext, fileName: string, sheetName: string, columns: ImportColumn[]) =>
  streamExcel(ctx.reply, { fileName, sheetName, columns: columns.map((c) => ({ ...c, width: 18 })), rows: [] });

const workerRecord = z.object({
  id: z.string(),
  employmentCode: z.string(),
  name: z.string(),
  finNo: z.string().nullable(),
  nationality: z.string().nullable(),
  projectId: z.string().nullable(),
  teamId: z.string().nullable(),
  projectName: z.string().nullable().optional(),
  teamName: z.string().nullable().optional(),
  teamMemberStatus: z.number(),
});

const plotRoutes = [
  ...crudRoutes(plots, { prefix: `${BASE}/dwellplot`, permissions: H.plot, routes: CALLS }),
  removeRoute(plots, 'dwellplot', H.plot.delete, 'Removes dormitories (ids); one that still has buildings is refused (409)'),
  route({
    method: 'GET',
    url: `${BASE}/dwellplot/plot`,
    permission: 'authenticated',
    summary: 'Every dormitory (id, plotName) for selects',
    tags: [plots.name],
    output: z.array(z.object({ id: z.string(), plotName: z.string() })),
    handler: (_q, ctx) => plotOptions(ctx),
  }),
];

const buildingRoutes = [
  ...crudRoutes(buildings, { prefix: `${BASE}/dwellbuilding`, permissions: H.building, routes: { ...CALLS, list: 'list' } }),
  removeRoute(buildings, 'dwellbuilding', H.building.delete, 'Removes buildings (ids); one that still has rooms is refused (409)'),
  route({
    method: 'GET',
    url: `${BASE}/dwellbuilding/blkExcel`,
    permission: H.building.import,
    summary: 'Downloads the building import template (.xlsx header row: Dormitory, Blk No, Building Name, Floors, Remark)',
    tags: [buildings.name],
    download: 'xlsx',
    handler: (_q, ctx) => template(ctx, 'building-import-template.xlsx', 'Buildings', buildingImportColumns),
  }),
  route({
    method: 'POST',
    url: `${BASE}/dwellbuilding/blkExcel2`,
    permission: H.building.import,
    summary: 'Imports buildings from the template (multipart field file); any bad row answers 400 with data.errors [{row, column, reason}] and imports nothing',
    tags: [buildings.name],
    bodyLimit: IMPORT_LIMIT,
    output: z.object({ imported: z.number() }),
    handler: (_q, ctx) => importBuildings(ctx),
  }),
];

const roomRoutes = [
  ...crudRoutes(rooms, { prefix: `${BASE}/dwellroom`, permissions: H.room, routes: CALLS }),
  removeRoute(rooms, 'dwellroom', H.room.delete, 'Removes rooms (ids); a room with occupants is refused (409)'),
  route({
    method: 'GET',
    url: `${BASE}/dwellroom/options`,
    permission: 'authenticated',
    summary: 'Open rooms with a free bed, labelled "Dormitory / Blk / Room (free beds)": the target-room choices of the dormitory-transfer form (26)',
    tags: [rooms.name],
    input: z.object({ plotId: zOptionalId }),
    output: z.array(z.object({ id: z.string(), label: z.string(), free: z.number() })),
    handler: (q, ctx) => freeRoomOptions(ctx, q.plotId),
  }),
  route({
    method: 'GET',
    url: `${BASE}/dwellroom/unitExcel`,
    permission: H.room.import,
    summary: 'Downloads the room import template (.xlsx header row: Dormitory, Blk No, Room No, Floor, Capacity, Remark)',
    tags: [rooms.name],
    download: 'xlsx',
    handler: (_q, ctx) => template(ctx, 'room-import-template.xlsx', 'Rooms', roomImportColumns),
  }),
  route({
    method: 'POST',
    url: `${BASE}/dwellroom/unitExcel2`,
    permission: H.room.import,
    summary: 'Imports rooms from the template (multipart field file); any bad row answers 400 with data.errors [{row, column, reason}] and imports nothing',
    tags: [rooms.name],
    bodyLimit: IMPORT_LIMIT,
    output: z.object({ imported: z.number() }),
    handler: (_q, ctx) => importRooms(ctx),
  }),
];

const occupantRoutes = [
  listRoute(occupants, { url: `${BASE}/dwellroomref/page`, permission: H.occupant.view, summary: `Page of ${occupants.name}` }),
  route({
    method: 'GET',
    url: `${BASE}/dwellroomref/noUnitWorker`,
    permission: H.occupant.view,
    summary: 'Active workers without a room (nameOrNo, projectId, teamId filters)',
    tags: [occupants.name],
    input: workersWithoutRoomInput,
    output: pageOf(workerRecord),
    handler: (q, ctx) => workersWithoutRoom(ctx, q) as never,
  }),
  route({
    method: 'POST',
    url: `${BASE}/dwellroomref/saveWorker`,
    permission: H.occupant.edit,
    summary:
      'Assigns workers to a room or moves them there (action assign, roomId, workerIds, date = check-in date, default today), or checks ' +
      'them out (action checkOut); beds are counted under a lock on the room: more workers than free beds is a 409',
    tags: [occupants.name],
    input: saveOccupantsInput,
    output: z.object({ changed: z.number(), occupancy: z.number().optional(), capacity: z.number().optional() }),
    handler: (v, ctx) => saveOccupants(ctx, v),
  }),
];

/** Dormitories (plots), buildings, rooms and occupants under /api/mcc-worker/dwell*. */
export const housingRoutes = [...plotRoutes, ...buildingRoutes, ...roomRoutes, ...occupantRoutes];
