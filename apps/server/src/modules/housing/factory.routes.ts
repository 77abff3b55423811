import { z } from 'zod';
import { FLOW_STATUS, HOUSING_PERMISSIONS, type FlowStatus } from '@hr/contracts';
import { route, zDate, zId, zOptionalId } from '../../platform/http/route.js';
import { idList, pageOf, pageQuery } from '../../platform/http/paging.js';
import { streamExcel, type ExcelColumn } from '../../platform/excel.js';
import { TRANSFER_FORM, transferApplicationRows, transferApplications } from './factory.queries.js';
import { sendToSite } from './factory.service.js';

/** Site transfers "CF" (change of factory): the transfer applications (form 17), their exports, and sending workers at once. */

type Row = Record<string, unknown>;
const BASE = '/api/mcc-worker/teammember';
const TAGS = ['worker_cfactory'];
const P = HOUSING_PERMISSIONS.siteTransfer;

/** The states an application can be in (not a draft), as the exports name them. */
const STATUS_LABELS: Partial<Record<FlowStatus, string>> = {
  [FLOW_STATUS.running]: 'In approval',
  [FLOW_STATUS.approved]: 'Approved',
  [FLOW_STATUS.rejected]: 'Rejected',
  [FLOW_STATUS.recalled]: 'Recalled',
  [FLOW_STATUS.cancelled]: 'Cancelled',
};

const listInput = pageQuery.extend({
  formId: z.preprocess(
    (v) => (v === '' || v === undefined ? TRANSFER_FORM : v),
    z.coerce.string().refine((v) => v === TRANSFER_FORM, 'must be 17 (the transfer application)'),
  ),
  flowStatus: z
    .enum(Object.keys(STATUS_LABELS) as [FlowStatus, ...FlowStatus[]])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  createTime_start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  createTime_end: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
const record = z.object({
  processId: z.string(),
  processInstanceId: z.string().nullable(),
  flowStatus: z.string(),
  createTime: z.string(),
  initiatorName: z.string().nullable().optional(),
  workerId: z.string().nullable(),
  employmentCode: z.string().nullable(),
  name: z.string().nullable(),
  finNo: z.string().nullable(),
  nationality: z.string().nullable(),
  wpNumber: z.string().nullable(),
  currentProjectName: z.string().nullable(),
  currentTeamName: z.string().nullable(),
  sourceProjectName: z.string().nullable(),
  targetProjectName: z.string().nullable(),
  targetTeamName: z.string().nullable(),
  transitionDate: z.string().nullable(),
  remark: z.string().nullable(),
});

const statusColumn: ExcelColumn<Row> = { header: 'Status', key: 'flowStatus', value: (r) => STATUS_LABELS[r.flowStatus as FlowStatus] ?? r.flowStatus };
const applicationColumns: ExcelColumn<Row>[] = [
  { header: 'Process ID', key: 'processId', width: 22 },
  statusColumn,
  { header: 'Applied by', key: 'initiatorName', width: 18 },
  { header: 'Applied on', key: 'createTime', width: 20 },
  { header: 'Employment Code', key: 'employmentCode' },
  { header: 'Name', key: 'name', width: 24 },
  { header: 'From Site', key: 'sourceProjectName', width: 20 },
  { header: 'To Site', key: 'targetProjectName', width: 20 },
  { header: 'To Team', key: 'targetTeamName', width: 16 },
  { header: 'Transfer Date', key: 'transitionDate' },
  { header: 'Remark', key: 'remark', width: 30 },
];
const personColumns: ExcelColumn<Row>[] = [
  { header: 'Employment Code', key: 'employmentCode' },
  { header: 'Name', key: 'name', width: 24 },
  { header: 'Nationality', key: 'nationality' },
  { header: 'FIN No', key: 'finNo' },
  { header: 'WP No', key: 'wpNumber' },
  { header: 'Current Site', key: 'currentProjectName', width: 20 },
  { header: 'Current Team', key: 'currentTeamName', width: 16 },
  { header: 'To Site', key: 'targetProjectName', width: 20 },
  { header: 'Transfer Date', key: 'transitionDate' },
  statusColumn,
];

/** An .xlsx export of the applications of the list filters (formId 17). */
const exportRoute = (url: string, fileName: string, columns: ExcelColumn<Row>[], summary: string) =>
  route({
    method: 'GET',
    url: `${BASE}/${url}`,
    permission: P.export,
    summary,
    tags: TAGS,
    input: listInput.omit({ current: true, size: true }),
    download: 'xlsx',
    handler: (q, ctx) => streamExcel(ctx.reply, { fileName, sheetName: 'Site transfers', columns, rows: transferApplicationRows(ctx, q) }),
  });

export const factoryRoutes = [
  route({
    method: 'GET',
    url: `${BASE}/cFactoryList`,
    permission: P.view,
    summary: 'Site transfers (CF): the transfer applications (form 17) with their worker, from and to site, date and status',
    tags: TAGS,
    input: listInput,
    output: pageOf(record),
    handler: (q, ctx) => transferApplications(ctx, q),
  }),
  route({
    method: 'POST',
    url: `${BASE}/cFactory`,
    permission: P.add,
    summary:
      'Sends workers (workerIds) to another site (targetProjectId, targetTeamId) from transitionDate without an application: opens a ' +
      'pending transfer for each (complete or cancel under project transfers); a worker already in transfer refuses the whole call (409)',
    tags: TAGS,
    input: z.object({
      workerIds: idList,
      targetProjectId: zId,
      targetTeamId: zOptionalId,
      transitionDate: zDate,
      remark: z.string().trim().max(500, 'must be at most 500 characters').optional(),
    }),
    output: z.number(),
    handler: (v, ctx) => sendToSite(ctx, v),
  }),
  exportRoute(
    'DaoChuCF',
    'site-transfer-applications.xlsx',
    applicationColumns,
    'Exports the transfer applications (formId 17) as .xlsx: one row per application',
  ),
  exportRoute(
    'DaoChuCFPerson',
    'site-transfer-workers.xlsx',
    personColumns,
    'Exports the workers of the transfer applications (formId 17) as .xlsx: identity, work permit, current and target site',
  ),
];
