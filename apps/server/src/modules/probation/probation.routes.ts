import { z } from 'zod';
import { ASSESSED_STAFF_PERMISSIONS, PROBATION_PERMISSIONS as PROBATION, RENEWAL_PERMISSIONS as RENEWAL } from '@hr/contracts';
import { route, zId, type AnyRoute, type Permission, type RouteContext } from '../../platform/http/route.js';
import { idList, pageOf } from '../../platform/http/paging.js';
import { streamExcel, type ExcelColumn } from '../../platform/excel.js';
import * as probation from './probation.service.js';
import * as notices from './probation.notices.js';
import * as queries from './probation.queries.js';
import {
  closeAssessmentInput,
  closeInput,
  contractSchema,
  extendInput,
  noticeSchema,
  probationInput,
  probationStaffExportColumns,
  probationStaffSchema,
  probationStatisticsSchema,
  processRecordSchema,
  recordExportColumns,
  recordRef,
  recordSchema,
  recordsInput,
  renewalContractInput,
  renewalExportColumns,
  renewalInput,
  renewalStatisticsSchema,
  saveAssessmentInput,
  startAssessmentInput,
} from './probation.schema.js';

const PREFIX = '/api/mcc-staff/positiverecord';
const tags = ['probation'];
/** The record reads are open to HR's probation screen and to the assessed-staff summary. */
const VIEW = [PROBATION.view, ASSESSED_STAFF_PERMISSIONS.view];

/** An action on one record: POST, answered with the record as the lists show it. */
const action = <I extends z.ZodType>(
  url: string,
  permission: Permission,
  summary: string,
  input: I,
  handler: (v: z.output<I>, ctx: RouteContext) => Promise<z.input<typeof recordSchema>>,
) => route({ method: 'POST', url: `${PREFIX}/${url}`, permission, summary, tags, input, output: recordSchema, handler });

/** A list's Excel export with the list's filters. */
const excelExport = <I extends z.ZodType>(
  url: string,
  permission: string,
  fileName: string,
  columns: ExcelColumn<Record<string, unknown>>[],
  input: I,
  rows: (ctx: RouteContext, q: z.output<I>) => AsyncIterable<Record<string, unknown>>,
) =>
  route({
    method: 'GET',
    url: `${PREFIX}/${url}`,
    permission,
    summary: `Excel export (${fileName}) with the list's filters`,
    tags,
    input,
    download: 'xlsx',
    handler: (q, ctx) => streamExcel(ctx.reply, { fileName, sheetName: 'Sheet1', columns, rows: rows(ctx, q) }),
  });

/** Probation records, the confirmation assessment, the staff's own result and notices. */
const recordRoutes: AnyRoute[] = [
  route({
    method: 'GET',
    url: `${PREFIX}/page`,
    permission: VIEW,
    summary: 'Probation records (recordStatus 0 on probation, 1 assessing, 2 confirmed, 3 not passed, 4 closed)',
    tags,
    input: recordsInput,
    output: pageOf(recordSchema),
    handler: (q, ctx) => queries.pageRecords(ctx.db, ctx.auth, q),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/pageConfirmationAssessment`,
    permission: VIEW,
    summary: 'Assessed staff: records with a confirmation assessment (running or finished), newest first',
    tags,
    input: recordsInput,
    output: pageOf(recordSchema),
    handler: (q, ctx) => queries.pageRecords(ctx.db, ctx.auth, { ...q, assessedOnly: 1 }),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/detail`,
    permission: VIEW,
    summary: 'One probation record with the staff summary',
    tags,
    input: z.object({ id: zId }),
    output: recordSchema,
    handler: ({ id }, ctx) => queries.getRecord(ctx.db, ctx.auth, id),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/getByIds`,
    permission: VIEW,
    summary: 'Probation records by ids (ids=1,2,3)',
    tags,
    input: z.object({ ids: idList }),
    output: z.array(recordSchema),
    handler: ({ ids }, ctx) => queries.recordsByIds(ctx.db, ctx.auth, ids),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/getConfirmationAssessmentRecord`,
    permission: VIEW,
    summary: "The confirmation assessment request of a record (id) or of a staff's latest record (staffId): the process record with its form values, or null",
    tags,
    input: recordRef,
    output: processRecordSchema,
    handler: (v, ctx) => queries.assessmentOfRecord(ctx.db, ctx.auth, v),
  }),
  action(
    'extendedProbation',
    PROBATION.edit,
    'Extends a probation: by months (1-12) or to a later end date; the record must be on probation',
    extendInput,
    (v, ctx) => probation.extendProbation(ctx, v),
  ),
  action(
    'close',
    PROBATION.edit,
    'Closes a probation record without an assessment (e.g. the staff left); a running assessment must be closed first',
    closeInput,
    (v, ctx) => probation.closeProbation(ctx, v),
  ),
  route({
    method: 'POST',
    url: `${PREFIX}/remove`,
    permission: PROBATION.delete,
    summary: 'Removes probation records (ids); a record whose assessment is running cannot be removed',
    tags,
    input: z.object({ ids: idList }),
    output: z.null(),
    handler: ({ ids }, ctx) => probation.removeRecords(ctx, ids),
  }),
  action(
    'startConfirmationAssessment',
    PROBATION.assess,
    "Starts the confirmation assessment (form 5) of a staff on probation, assessed by leaderId (default: the staff's first approver or department leader); HR is the initiator",
    startAssessmentInput,
    (v, ctx) => probation.startAssessment(ctx, v),
  ),
  action(
    'saveConfirmationAssessment',
    'authenticated',
    "Saves the current approver's part of a running assessment (scores, comments, result): only the leader or HR holding the open task",
    saveAssessmentInput,
    (v, ctx) => probation.saveAssessment(ctx, v),
  ),
  action('closeConfirmationAssessment', PROBATION.assess, 'Cancels the running assessment; the staff is on probation again', closeAssessmentInput, (v, ctx) =>
    probation.closeAssessment(ctx, v),
  ),
  // the staff's own result (Staff process calls of seed 000: the "my assessment" button)
  route({
    method: 'POST',
    url: '/api/mcc-staff/processfield/myAssessmentResult',
    permission: 'authenticated',
    summary:
      "The caller's latest finished confirmation assessment (form 5 request with the result, score and probation end date), or null; a running one is not shown",
    tags,
    output: processRecordSchema,
    handler: (_v, ctx) => queries.myAssessment(ctx.db, ctx.auth),
  }),
  route({
    method: 'POST',
    url: '/api/mcc-staff/processfield/isShowMyAssessmentButton',
    permission: 'authenticated',
    summary: 'Whether the caller has a finished confirmation assessment to show',
    tags,
    output: z.boolean(),
    handler: async (_v, ctx) => (await queries.myAssessment(ctx.db, ctx.auth)) !== null,
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/getNotice`,
    permission: VIEW,
    summary: 'The probation reminder a record would send (recipients, subject, body)',
    tags,
    input: z.object({ id: zId }),
    output: noticeSchema,
    handler: ({ id }, ctx) => notices.previewNotice(ctx.db, ctx.auth, id),
  }),
  action(
    'sendNotification',
    PROBATION.notify,
    "E-mails the probation reminder to the staff's leader and the HR mailbox (parameter probation.notice.email)",
    z.object({ id: zId }),
    ({ id }, ctx) => notices.sendNotification(ctx, id),
  ),
  action('sendPassMessage', PROBATION.notify, 'E-mails the confirmation (pass) message to a confirmed staff', z.object({ id: zId }), ({ id }, ctx) =>
    notices.sendPassMessage(ctx, id),
  ),
  excelExport('excel', PROBATION.export, 'probation-records.xlsx', recordExportColumns, recordsInput, (ctx, q) => queries.recordRows(ctx.db, ctx.auth, q)),
];

/** Staff on probation (every staff of status 0 or 3, with the open record when there is one) and the cards' counts. */
const probationStaffRoutes: AnyRoute[] = [
  route({
    method: 'GET',
    url: `${PREFIX}/pageProbationStaff`,
    permission: PROBATION.view,
    summary: 'Staff on probation (status 0 or 3) with the probation end date and days left, soonest first; endingWithinDays narrows',
    tags,
    input: probationInput,
    output: pageOf(probationStaffSchema),
    handler: (q, ctx) => queries.pageProbationStaff(ctx.db, ctx.auth, q),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/statisticsProbationStaff`,
    permission: PROBATION.view,
    summary: 'Counts for the probation cards: on probation, ending within the notice days (parameter probation.notice.days), overdue, assessing',
    tags,
    output: probationStatisticsSchema,
    handler: (_q, ctx) => queries.probationStatistics(ctx.db, ctx.auth),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/statisticsPendingForLeaderApproval`,
    permission: VIEW,
    summary: 'How many confirmation assessments are running (waiting for the leader or HR)',
    tags,
    output: z.number(),
    handler: (_q, ctx) => queries.runningAssessments(ctx.db, ctx.auth),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/statisticsSuccessfulLeaderApproval`,
    permission: VIEW,
    summary: 'How many staff were confirmed through an assessment this year',
    tags,
    output: z.number(),
    handler: (_q, ctx) => queries.confirmedThisYear(ctx.db, ctx.auth),
  }),
  excelExport('exportProbationStaff', PROBATION.export, 'probation-staff.xlsx', probationStaffExportColumns, probationInput, (ctx, q) =>
    queries.probationStaffRows(ctx.db, ctx.auth, q),
  ),
];

/** Contract renewal: the tracked contract terms of employed staff. */
const renewalRoutes: AnyRoute[] = [
  route({
    method: 'GET',
    url: `${PREFIX}/pageRenewalContractStaff`,
    permission: RENEWAL.view,
    summary: 'Employed staff with a tracked contract end date, soonest first; expiringWithinDays narrows',
    tags,
    input: renewalInput,
    output: pageOf(contractSchema),
    handler: (q, ctx) => queries.pageRenewal(ctx.db, ctx.auth, q),
  }),
  route({
    method: 'GET',
    url: `${PREFIX}/statisticsRenewalContractStaff`,
    permission: RENEWAL.view,
    summary: 'Counts for the renewal cards: tracked, pending and expiring within the notice days (parameter contract.notice.days), expired, renewed',
    tags,
    output: renewalStatisticsSchema,
    handler: (_q, ctx) => queries.renewalStatistics(ctx.db, ctx.auth),
  }),
  route({
    method: 'POST',
    url: `${PREFIX}/saveRenewalContract`,
    permission: [RENEWAL.add, RENEWAL.edit],
    summary:
      "Sets a staff's current contract term (start, end, renewal status 0 pending / 1 renewed / 2 not renewed); renewing moves the end date and sets the status back to pending",
    tags,
    input: renewalContractInput,
    output: contractSchema,
    handler: (v, ctx) => probation.saveRenewalContract(ctx, v),
  }),
  excelExport('exportRenewalContractStaff', RENEWAL.export, 'contract-renewal.xlsx', renewalExportColumns, renewalInput, (ctx, q) =>
    queries.renewalRows(ctx.db, ctx.auth, q),
  ),
];

export const probationRoutes = [...recordRoutes, ...probationStaffRoutes, ...renewalRoutes];
