import { z } from 'zod';
import { COMPLIANCE_DOCS, COMPLIANCE_PERMISSIONS as C, WORKER_PERMISSIONS } from '@hr/contracts';
import { listRoute } from '../../platform/crud-routes.js';
import { route, zDate, zId, zOptionalId, zOptionalText, zText } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { streamExcel } from '../../platform/excel.js';
import { declarationExportColumns, renewalRecord } from './compliance.schema.js';
import { SUMMARY_GROUPS, declarations, expirySummary, renewalHistory } from './compliance.queries.js';
import { markDeclared, recordRenewal } from './compliance.service.js';

const BASE = '/api/mcc-worker';
const docType = z.enum(COMPLIANCE_DOCS, { message: 'must be workPermit or passport' });

export const complianceRoutes = [
  route({
    method: 'POST',
    url: `${BASE}/compliance/renew`,
    permission: C.renew,
    summary: "Records the renewal of a worker's work permit or passport (history row + the worker's new number and expiry date, one transaction)",
    tags: ['compliance'],
    input: z.object({
      workerId: zId,
      docType,
      newNumber: zText(30).min(1, 'is required'),
      newExpiryDate: zDate,
      attachId: zOptionalId,
      remark: zOptionalText(500),
    }),
    output: renewalRecord,
    handler: (v, ctx) => recordRenewal(ctx, v),
  }),
  route({
    method: 'GET',
    url: `${BASE}/compliance/renewals`,
    permission: WORKER_PERMISSIONS.view,
    summary: "A worker's renewal history (work permit and passport), newest first",
    tags: ['compliance'],
    input: z.object({ workerId: zId, docType: docType.optional() }),
    output: z.array(renewalRecord),
    handler: ({ workerId, docType }, ctx) => renewalHistory(ctx, workerId, docType),
  }),
  route({
    method: 'GET',
    url: `${BASE}/compliance/expirySummary`,
    permission: WORKER_PERMISSIONS.view,
    summary:
      'Active workers whose work permit or passport has expired or expires within 30, 60 and 90 days, per project, team or dormitory (one grouped query)',
    tags: ['compliance'],
    input: z.object({
      docType: docType.default('workPermit'),
      groupBy: z.enum(SUMMARY_GROUPS, { message: 'must be project, team or dormitory' }).default('project'),
    }),
    output: z.array(
      z.object({
        groupId: z.string().nullable(),
        groupName: z.string().nullable(),
        expired: z.number(),
        due30: z.number(),
        due60: z.number(),
        due90: z.number(),
      }),
    ),
    handler: ({ docType, groupBy }, ctx) => expirySummary(ctx, docType, groupBy),
  }),
  listRoute(declarations, {
    url: `${BASE}/addressDeclaration/page`,
    permission: C.declaration.view,
    summary: 'Address changes to declare to MOM (state 0 open, 1 declared, 2 overdue); open ones first, earliest declare-by date on top',
  }),
  route({
    method: 'POST',
    url: `${BASE}/addressDeclaration/declare`,
    permission: C.declaration.declare,
    summary: 'Marks address changes declared (ids); already declared ones are left as they were',
    tags: [declarations.name],
    input: z.object({ ids: idList, remark: zOptionalText(500) }),
    output: z.object({ declared: z.number() }),
    handler: ({ ids, remark }, ctx) => markDeclared(ctx, ids, remark),
  }),
  route({
    method: 'GET',
    url: `${BASE}/addressDeclaration/export`,
    permission: C.declaration.export,
    summary: 'Exports the filtered address declarations (.xlsx, streamed, open ones first)',
    tags: [declarations.name],
    input: declarations.listInput.omit({ current: true, size: true }),
    raw: true,
    handler: (q, ctx) =>
      streamExcel(ctx.reply, {
        fileName: 'address-declarations.xlsx',
        sheetName: 'Address declarations',
        columns: declarationExportColumns,
        rows: declarations.exportRows(ctx, q),
      }),
  }),
];
