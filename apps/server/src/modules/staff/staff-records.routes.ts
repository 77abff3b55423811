import { z } from 'zod';
import { STAFF_PERMISSIONS as STAFF } from '@hr/contracts';
import { crudRoutes, listRoute } from '../../platform/crud-routes.js';
import { route, zId } from '../../platform/http/route.js';
import { selfEditable } from './staff.schema.js';
import { cardSettings, expensePercentages, staffSubRecords, updateRequestMap, updateRequests } from './staff-records.queries.js';
import { decideUpdate, proposeUpdate, removeExpensePercentages } from './staff-records.service.js';

const BASE = '/api/mcc-staff';
/** Sub-records are part of the staff file: reading needs staff_view, writing staff_edit. */
const permissions = { view: STAFF.view, add: STAFF.edit, edit: STAFF.edit, delete: STAFF.edit };
const SUB_CALLS = { page: 'page', list: 'list', detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' } as const;
const tags = ['staff_update_log'];
const mapEntry = z.object({ field: z.string(), oldValue: z.unknown(), newValue: z.unknown() });

/** The staff file's sub-records, the update requests staff propose for their own record, expense percentages, card settings. */
export const staffRecordRoutes = [
  ...Object.entries(staffSubRecords).flatMap(([path, repo]) => crudRoutes(repo, { prefix: `${BASE}/${path}`, permissions, routes: SUB_CALLS })),

  // update requests: staff propose (staff/staffUpdate), HR adopts or fails
  ...crudRoutes(updateRequests, { prefix: `${BASE}/updatelog`, permissions, routes: SUB_CALLS }),
  route({
    method: 'POST',
    url: `${BASE}/staff/staffUpdate`,
    permission: 'authenticated',
    summary: 'A staff proposes changes to their own record; they apply when HR adopts the request (updatelog/adoptUpdate)',
    tags: ['staff'],
    input: z.object(selfEditable).refine((v) => Object.values(v).some((x) => x !== undefined), 'send at least one field to change'),
    output: updateRequests.record,
    handler: (changes, ctx) => proposeUpdate(ctx, changes),
  }),
  route({
    method: 'GET',
    url: `${BASE}/updatelog/updateLogMap`,
    permission: STAFF.view,
    summary: 'The fields of an update request: field, current value, proposed value',
    tags,
    input: z.object({ id: zId }),
    output: z.array(mapEntry),
    handler: async ({ id }, ctx) => (await updateRequestMap(ctx.db, ctx, id)).map,
  }),
  listRoute(updateRequests, {
    url: `${BASE}/updatelog/search`,
    permission: STAFF.view,
    summary: 'Page of update requests (auditStatus 0 pending, 1 adopted, 2 failed; nameOrNo of the staff)',
  }),
  route({
    method: 'GET',
    url: `${BASE}/updatelog/searchDetail`,
    permission: STAFF.view,
    summary: 'One update request with its staff and the field map',
    tags,
    input: z.object({ id: zId }),
    output: z.object({ log: updateRequests.record, staff: z.object({ id: z.string(), enName: z.string(), staffNo: z.string() }), map: z.array(mapEntry) }),
    handler: ({ id }, ctx) => updateRequestMap(ctx.db, ctx, id) as never,
  }),
  route({
    method: 'POST',
    url: `${BASE}/updatelog/adoptUpdate`,
    permission: STAFF.updateAudit,
    summary: 'Adopts an update request: its changes are applied to the staff record in the same transaction',
    tags,
    input: z.object({ id: zId }),
    output: updateRequests.record,
    handler: ({ id }, ctx) => decideUpdate(ctx, id, true),
  }),
  route({
    method: 'POST',
    url: `${BASE}/updatelog/failUpdate`,
    permission: STAFF.updateAudit,
    summary: 'Refuses an update request (the staff record is unchanged)',
    tags,
    input: z.object({ id: zId, reason: z.string().trim().max(500).optional() }),
    output: updateRequests.record,
    handler: ({ id, reason }, ctx) => decideUpdate(ctx, id, false, reason),
  }),

  // expense percentages: the split of a staff's cost (type 1 project, 2 department)
  ...crudRoutes(expensePercentages, {
    prefix: `${BASE}/staffExpensePercentage`,
    permissions,
    routes: { page: 'page', list: 'list', detail: 'detail', save: 'save', update: 'update', submit: false, remove: false },
  }),
  route({
    method: 'POST',
    url: `${BASE}/staffExpensePercentage/remove`,
    permission: STAFF.edit,
    summary: 'Removes the expense percentages of a staff (id = staff id) of one type (1 project, 2 department)',
    tags: ['staff_expense_percentage'],
    input: z.object({ id: zId, type: z.coerce.number().int().min(1).max(2) }),
    output: z.number(),
    handler: ({ id, type }, ctx) => removeExpensePercentages(ctx, id, type),
  }),

  ...crudRoutes(cardSettings, {
    prefix: `${BASE}/cardsetting`,
    permissions,
    routes: { page: 'page', list: false, detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' },
  }),
];
