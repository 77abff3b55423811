import { z } from 'zod';
import { SettlementPermissions } from '@hr/contracts';
import { route, zDate, zId, zOptionalId } from '../../platform/http/route.js';
import { idList, pageOf, pageQuery } from '../../platform/http/paging.js';
import { crudRoutes } from '../../platform/crud-routes.js';
import { awaitingMyApproval, itemDictionary, settlements } from './settlement.queries.js';
import { taskNamesIn } from '../flow/flow.i18n.js';
import { generateSettlement, previewSettlement, removeSettlements, sendSettlement, settlementDetail, updateSettlement } from './settlement.service.js';
import { changeInput, detailOut, reviewRow, version } from './settlement.schema.js';
import { cancelMonthSettlement, monthInput, monthOutput, monthSettlement, startMonthSettlement } from './settlement.batch.js';
import { batchRef } from '../../platform/jobs.js';

const BASE = '/api/mcc-worker/workersalarysettlement';
const tags = [settlements.name];
const P = SettlementPermissions.settlements;

/** Worker salary settlements (`/api/mcc-worker/workersalarysettlement`), sending into form 37, the director's review. */
export const settlementRoutes = [
  ...crudRoutes(settlements, { prefix: BASE, permissions: P, routes: { page: 'page', list: false, detail: false, submit: false, remove: false } }),
  route({
    method: 'GET',
    url: `${BASE}/getSalarySettlementDict`,
    permission: 'authenticated',
    summary: 'Salary settlement items: item key -> name (dictionary salary_settlement_item)',
    tags,
    output: z.record(z.string(), z.string()),
    handler: (_q, ctx) => itemDictionary(ctx.db, ctx.auth),
  }),
  route({
    method: 'GET',
    url: `${BASE}/detail`,
    permission: 'authenticated',
    summary:
      'One settlement (id), or the latest of a worker (workerId), with its worker, rows, items and item map (salary_settlement_view, or an approver of its request)',
    tags,
    input: z.object({ id: zOptionalId, workerId: zOptionalId }).refine((v) => v.id || v.workerId, { message: 'id or workerId is required', path: ['id'] }),
    output: detailOut,
    handler: (q, ctx) => settlementDetail(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${BASE}/getSalarySettlement`,
    permission: P.view,
    summary: "A settlement computed for a worker and last working day, not saved (the view's preview before generate)",
    tags,
    input: z.object({ workerId: zId, resignDate: zDate }),
    output: detailOut,
    handler: (q, ctx) => previewSettlement(ctx, q.workerId, q.resignDate),
  }),
  route({
    method: 'POST',
    url: `${BASE}/generate`,
    permission: P.add,
    summary: "Generates the settlement of a worker's last working day from attendance and wage; regenerating recomputes an unsent one (a sent one is a 409)",
    tags,
    input: z.object({ workerId: zId, resignDate: zDate }),
    output: detailOut,
    handler: (q, ctx) => generateSettlement(ctx, q.workerId, q.resignDate),
  }),
  route({
    method: 'POST',
    url: `${BASE}/update`,
    permission: P.edit,
    summary:
      'Changes an unsent settlement: its settlement rows (item, amount, attendance; settle = amount x attendance), salary items (item, salary; 0 removes), bonus, remark. Sent or approved: 409',
    tags,
    input: z.object({ id: zId, version, ...changeInput }),
    output: detailOut,
    handler: (v, ctx) => updateSettlement(ctx, v),
  }),
  route({
    method: 'POST',
    url: `${BASE}/removeSalarySettlement`,
    permission: P.delete,
    summary: 'Removes unsent settlements (ids=1,2,3); a sent or approved one is a 409',
    tags,
    input: z.object({ ids: idList }),
    output: z.null(),
    handler: ({ ids }, ctx) => removeSettlements(ctx, ids),
  }),
  route({
    method: 'POST',
    url: `${BASE}/send`,
    permission: P.send,
    summary: 'Sends a settlement into approval (form 37); from then on it cannot be changed (409)',
    tags,
    input: z.object({ id: zId, version }),
    output: detailOut,
    handler: (v, ctx) => sendSettlement(ctx, v.id, v.version, ctx.req.headers.router),
  }),
  route({
    method: 'POST',
    url: '/api/mcc-worker/processfield/startSalarySettlementProcess',
    permission: P.send,
    summary: 'Starts the salary settlement process (form 37) for a settlement (id or settlementId); the router header names the page',
    tags,
    headers: z.object({ router: z.string().max(300).optional() }),
    input: z
      .object({ id: zOptionalId, settlementId: zOptionalId, version })
      .refine((v) => v.id || v.settlementId, { message: 'settlementId is required', path: ['settlementId'] }),
    output: detailOut,
    handler: (v, ctx) => sendSettlement(ctx, (v.settlementId ?? v.id)!, v.version, ctx.req.headers.router),
  }),
  route({
    method: 'GET',
    url: `${BASE}/directorExamine`,
    permission: 'authenticated',
    summary: 'Settlements waiting for my approval (open tasks of salary settlement requests assigned to me)',
    tags,
    input: pageQuery.extend({ name: z.string().max(100).optional() }),
    output: pageOf(reviewRow),
    handler: (q, ctx) => taskNamesIn(ctx, awaitingMyApproval(ctx.db, ctx.auth, q)),
  }),
  route({
    method: 'POST',
    url: `${BASE}/generateMonth`,
    permission: P.add,
    summary:
      "Generates a month's settlements as one background job: every worker with attendance in the month the caller's scope shows " +
      "(optionally of one project), by the single generate call's rules up to the month's last day; workers already settled in the month " +
      'are skipped (409 when no worker has attendance)',
    tags,
    input: monthInput,
    output: monthOutput,
    handler: (v, ctx) => startMonthSettlement(ctx, v),
  }),
  route({
    method: 'GET',
    url: `${BASE}/generateMonth/detail`,
    permission: P.add,
    summary: "The progress of one of the caller's month generations (done of total) and its outcome: created, skipped, failed with reasons",
    tags,
    input: batchRef,
    output: monthOutput,
    handler: ({ id }, ctx) => monthSettlement(ctx, id),
  }),
  route({
    method: 'POST',
    url: `${BASE}/generateMonth/cancel`,
    permission: P.add,
    summary: "Stops one of the caller's month generations before its next chunk of workers (the settlements written stay; 409 once it has finished)",
    tags,
    input: batchRef,
    output: monthOutput,
    handler: ({ id }, ctx) => cancelMonthSettlement(ctx, id),
  }),
];
