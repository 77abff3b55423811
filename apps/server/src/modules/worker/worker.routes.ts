import { z } from 'zod';
import { WORKER_PERMISSIONS as WORKER, WORKER_TEAM_PERMISSIONS } from '@hr/contracts';
import { crudRoutes, directoryRoute, listRoute } from '../../platform/crud-routes.js';
import { route, zId } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { excelFields, streamExcel, uploadedFile } from '../../platform/excel.js';
import { workerExportColumns, workerImportColumns } from './worker.schema.js';
import {
  activeWithoutTeam,
  directoryInput,
  directorySearch,
  employmentOf,
  employments,
  joinedWithin,
  positions,
  selectableWorkers,
  workers,
} from './worker.queries.js';
import { importWorkers, moveToTeam } from './worker.service.js';
import { workerProfile } from './worker-profile.js';
import { selfAccessOf, setSelfAccess } from './worker-access.js';
import { profileParts } from '../staff/staff-profile.js';

const BASE = '/api/mcc-worker';
const tags = ['worker'];
const optionalId = () => z.preprocess((v) => (v === '' ? undefined : v), zId.optional());

/** What the worker directory reads may be searched by (modules/directories.ts). */
const directoryFilters = ['ids', 'projectId', 'teamId', 'status', 'isSupervisor', 'teamMemberStatus'];

/** Workers (`/api/mcc-worker/info/*`), their employment terms, positions, Excel. */
export const workerRoutes = [
  ...crudRoutes(workers, {
    prefix: `${BASE}/info`,
    permissions: WORKER,
    routes: { page: 'workerList', list: 'list', detail: 'workerDetail', save: 'addWorker', update: 'update1', submit: false, remove: 'remove' },
  }),
  route({
    method: 'GET',
    url: `${BASE}/info/profile`,
    permission: WORKER.view,
    summary:
      "A worker's profile (id): the record as workerDetail answers it (data scope, NRIC, passport and bank masked without " +
      "staff_sensitive), the account's avatar, the team leader, the work permit and passport with their expiry, and the history (audited " +
      "writes, room moves, project and team transfers); 404 outside the caller's scope",
    tags,
    input: z.object({ id: zId }),
    output: z.object({ record: workers.record, ...profileParts }),
    handler: ({ id }, ctx) => workerProfile(ctx, id) as never,
  }),
  route({
    method: 'GET',
    url: `${BASE}/info/selfAccess`,
    permission: WORKER.view,
    summary:
      "A worker's self-service access (workerId): on or off, the phone it signs in with (the worker's mobile number), the last sign-in; 404 " +
      "outside the caller's scope",
    tags,
    input: z.object({ workerId: zId }),
    output: z.object({ enabled: z.boolean(), phone: z.string().nullable(), lastLoginTime: z.string().nullable() }),
    handler: ({ workerId }, ctx) => selfAccessOf(ctx, workerId),
  }),
  route({
    method: 'POST',
    url: `${BASE}/info/selfAccess`,
    permission: WORKER.edit,
    summary:
      'Turns the self-service access of workers on (enabled=1: active workers with a mobile number no other account uses; they sign in ' +
      'by SMS code at /loginBySms) or off (enabled=0: their sessions end at once); ids = comma list, all or none',
    tags,
    input: z.object({ ids: idList, enabled: z.coerce.number().int().min(0).max(1) }),
    output: z.null(),
    handler: ({ ids, enabled }, ctx) => setSelfAccess(ctx, ids, enabled === 1),
  }),
  directoryRoute(workers, {
    url: `${BASE}/info/workerList2`,
    summary:
      'Worker selector search: active workers, 20 a page; nameOrNo = name or employment code; excludeSupervisor=1 leaves supervisors out; teamMemberStatus 1 = in transfer (disabled)',
    filters: directoryFilters,
    scopedUnless: WORKER.pickAll,
    input: { ...directoryInput, excludeSupervisor: z.coerce.number().int().min(0).max(1).optional() },
    size: 20,
    preset: selectableWorkers,
  }),
  listRoute(workers, {
    url: `${BASE}/info/newWorkerList`,
    permission: WORKER.view,
    summary: 'Workers who joined in the last `days` days (default 30)',
    input: { days: z.coerce.number().int().min(1).max(3650).default(30) },
    preset: joinedWithin,
  }),
  directoryRoute(workers, {
    url: `${BASE}/info/workerLists`,
    summary: 'Easy worker list by ids, project, team or nameOrNo (name or employment code); size -1 = all',
    filters: directoryFilters,
    scopedUnless: WORKER.pickAll,
    input: directoryInput,
    size: -1,
    answer: 'records',
    preset: directorySearch,
  }),
  directoryRoute(workers, {
    url: `${BASE}/info/siteAllList`,
    summary: 'Site all-list lookup of the worker and site selectors: ids or nameOrNo (name or employment code) -> records',
    filters: directoryFilters,
    scopedUnless: WORKER.pickAll,
    input: directoryInput,
    size: -1,
    preset: directorySearch,
  }),
  route({
    method: 'POST',
    url: `${BASE}/info/updateWorkerTeam`,
    permission: WORKER.edit,
    summary: 'Moves workers to a team (and its project), recording the transfer; workers in transfer are refused (409)',
    tags,
    input: z.object({ ids: idList, teamId: zId }),
    output: z.number(),
    handler: ({ ids, teamId }, ctx) => moveToTeam(ctx, ids, teamId),
  }),

  // employment terms (one row per worker, created with the worker)
  ...crudRoutes(employments, {
    prefix: `${BASE}/employment`,
    permissions: { view: WORKER.view, add: WORKER.edit, edit: WORKER.edit, delete: WORKER.edit },
    routes: { page: false, list: false, detail: false, update: 'update1', submit: false, remove: false },
  }),
  route({
    method: 'GET',
    url: `${BASE}/employment/detail`,
    permission: WORKER.view,
    summary: 'Employment terms of a worker (workerId, or the employment id)',
    tags: ['worker_employment'],
    input: z
      .object({ workerId: optionalId(), id: optionalId() })
      .refine((v) => v.workerId || v.id, { message: 'workerId or id is required', path: ['workerId'] }),
    output: employments.record,
    handler: (q, ctx) => employmentOf(ctx, q) as never,
  }),
  listRoute(workers, {
    url: `${BASE}/employment/noTeamList`,
    permission: WORKER_TEAM_PERMISSIONS.view,
    summary: 'Active workers without a team (projectId, nameOrNo filters), for adding team members',
    size: -1,
    preset: activeWithoutTeam,
  }),

  route({
    method: 'GET',
    url: `${BASE}/position/list`,
    permission: 'authenticated',
    summary: 'Positions (trades): posts of category 4',
    tags,
    output: z.array(z.object({ id: z.string(), postCode: z.string(), postName: z.string() })),
    handler: (_q, ctx) => positions(ctx),
  }),

  route({
    method: 'GET',
    url: `${BASE}/info/workerExcel`,
    permission: WORKER.export,
    summary: 'Exports the filtered worker list (.xlsx, streamed)',
    tags,
    input: workers.listInput.omit({ current: true, size: true }),
    download: 'xlsx',
    handler: (q, ctx) =>
      streamExcel(ctx.reply, {
        fileName: 'workers.xlsx',
        sheetName: 'Workers',
        columns: workerExportColumns,
        rows: workers.exportRows(ctx, q, { fields: excelFields(workerExportColumns) }),
      }),
  }),
  route({
    method: 'GET',
    url: `${BASE}/info/getExcel`,
    permission: WORKER.import,
    summary: 'Downloads the worker import template (.xlsx header row; dates YYYY-MM-DD)',
    tags,
    download: 'xlsx',
    handler: (_q, ctx) =>
      streamExcel(ctx.reply, {
        fileName: 'worker-import-template.xlsx',
        sheetName: 'Workers',
        columns: workerImportColumns.map((c) => ({ ...c, width: 18 })),
        rows: [],
      }),
  }),
  route({
    method: 'POST',
    url: `${BASE}/info/addWorker2`,
    permission: WORKER.import,
    summary: 'Imports workers from the template (multipart field file); any bad row answers 400 with data.errors [{row, column, reason}] and imports nothing',
    tags,
    bodyLimit: 20 * 1024 * 1024,
    output: z.object({ imported: z.number() }),
    handler: async (_q, ctx) => importWorkers(ctx, (await uploadedFile(ctx.req)).buffer),
  }),
];
