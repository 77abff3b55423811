import { z } from 'zod';
import { LeavePermissions, UserType } from '@hr/contracts';
import { route, zDate, zId, zOptionalId, type AnyRoute } from '../../platform/http/route.js';
import { idList, pageOf } from '../../platform/http/paging.js';
import { crudRoutes } from '../../platform/crud-routes.js';
import { leaveRecords } from './leave.queries.js';
import { typesOfSide } from './vacation.queries.js';
import { credits, generateYear, myCredits, saveCredit, workerBalance, workerBalances } from './credit.service.js';
import { STAFF_LEAVE, WORKER_LEAVE, exportLeave, leaveDetail, pageLeave, recordLeave, removeLeave, updateLeave, type LeaveSide } from './leave.service.js';
import { teamAbsence } from './team-absence.js';
import { leaveCalendar } from './leave-calendar.js';
import { balance, calendarOutput, creditInput, recordInput, staffRecordInput, workerRecordInput } from './leave.schema.js';

const tags = ['leave'];
const STAFF_BASE = '/api/mcc-staff';
const WORKER_BASE = '/api/mcc-worker/vacation';
const CREDIT = `${STAFF_BASE}/vacationCreditDetail`;
const S = `${STAFF_BASE}/leaverecord`;
const P = LeavePermissions;

const listInput = leaveRecords.listInput.extend({
  processInstanceId: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
});

/** Balances: search, detail, remove, give or adjust, generate a year, the caller's own. */
const creditRoutes = [
  ...crudRoutes(credits, {
    prefix: CREDIT,
    permissions: P.balances,
    routes: { page: 'search', list: false, detail: 'detail', submit: false, remove: 'remove' },
  }),
  route({
    method: 'POST',
    url: `${CREDIT}/update`,
    permission: [P.balances.edit, P.balances.add],
    summary:
      'Gives or adjusts a balance: with id the days (and dates) of that balance change; without one a balance is created. Days never go below what is taken or requested',
    tags,
    input: creditInput,
    output: credits.record,
    handler: (q, ctx) => saveCredit(ctx, q),
  }),
  route({
    method: 'POST',
    url: `${CREDIT}/generate`,
    permission: P.balances.add,
    summary:
      'Creates the balances of a year (1 January to 31 December) for every employed staff (userType 1) or worker (2) and every leave ' +
      'type that keeps balances, from the types and their rules; existing balances are kept. Answers how many were created',
    tags,
    input: z.object({ year: z.coerce.number().int().min(2000).max(2100), userType: z.coerce.number().int().min(1).max(2).default(UserType.STAFF) }),
    output: z.number(),
    handler: ({ year, userType }, ctx) => generateYear(ctx, year, userType),
  }),
  route({
    method: 'GET',
    url: `${CREDIT}/mine`,
    permission: 'authenticated',
    summary: "The caller's own balances valid today (staff or worker)",
    tags,
    output: z.array(credits.record),
    handler: (_q, ctx) => myCredits(ctx),
  }),
];

/** The calls each side (staff, workers) has alike: page, detail, export, record a leave, remove. */
interface SideCalls {
  who: string;
  urls: { page: string; detail: string; excel: string; add: string; remove: string };
  fileName: string;
  /** A leave as HR records it, with the side's person field. */
  input: typeof staffRecordInput | typeof workerRecordInput;
}
function sideRoutes(side: LeaveSide, { who, urls, fileName, input }: SideCalls): AnyRoute[] {
  const whom = who.toLowerCase();
  return [
    route({
      method: 'GET',
      url: urls.page,
      permission: 'authenticated',
      summary:
        `${who} leave records (records + total). Holders of ${side.codes.view} see their data scope; with processInstanceId, the leave ` +
        `history of the person the readable request is for; otherwise the caller's own leave`,
      tags,
      input: listInput,
      output: pageOf(leaveRecords.record),
      handler: (q, ctx) => pageLeave(ctx, side, q),
    }),
    route({
      method: 'GET',
      url: urls.detail,
      permission: 'authenticated',
      summary: `One ${whom} leave record (id): with ${side.codes.view}, or the caller's own`,
      tags,
      input: z.object({ id: zId }),
      output: leaveRecords.record,
      handler: ({ id }, ctx) => leaveDetail(ctx, side, id),
    }),
    route({
      method: 'GET',
      url: urls.excel,
      permission: side.codes.export,
      summary: `Exports the ${whom} leave records of the page filters as .xlsx`,
      tags,
      input: listInput,
      download: 'xlsx',
      handler: (q, ctx) => exportLeave(ctx, side, q, fileName),
    }),
    route({
      method: 'POST',
      url: urls.add,
      permission: side.codes.add,
      summary: `Records a ${whom} leave directly (Approved; the days are deducted from the balance); the leave hints apply`,
      tags,
      input,
      output: leaveRecords.record,
      handler: (v, ctx) => recordLeave(ctx, side, v),
    }),
    route({
      method: 'POST',
      url: urls.remove,
      permission: side.codes.delete,
      summary: `Removes ${whom} leave records (ids); the days of approved leave go back to the balance`,
      tags,
      input: z.object({ ids: idList }),
      output: z.null(),
      handler: ({ ids }, ctx) => removeLeave(ctx, side, ids),
    }),
  ];
}

/** Staff and worker leave records, the leave calendar, workers' leave types and balances. */
const recordRoutes = [
  route({
    method: 'POST',
    url: `${S}/update`,
    permission: P.staffRecords.edit,
    summary: 'Changes a leave HR recorded directly (type, days, dates, reason); leave from an approval request changes only through a cancel-leave request',
    tags,
    input: recordInput.partial().extend({ id: zId }),
    output: leaveRecords.record,
    handler: (v, ctx) => updateLeave(ctx, v),
  }),
  ...sideRoutes(STAFF_LEAVE, {
    who: 'Staff',
    urls: { page: `${S}/page`, detail: `${S}/detail`, excel: `${S}/excel`, add: `${S}/save`, remove: `${S}/remove` },
    fileName: 'leave-records.xlsx',
    input: staffRecordInput,
  }),
  ...sideRoutes(WORKER_LEAVE, {
    who: 'Worker',
    urls: {
      page: `${WORKER_BASE}/page1`,
      detail: `${WORKER_BASE}/detail`,
      excel: `${WORKER_BASE}/leaveRecordExcel`,
      add: `${WORKER_BASE}/submit`,
      remove: `${WORKER_BASE}/remove`,
    },
    fileName: 'worker-leave-records.xlsx',
    input: workerRecordInput,
  }),
  route({
    method: 'GET',
    url: `${S}/calendar`,
    permission: [P.calendar, P.staffRecords.view],
    summary:
      'The leave calendar of a period of at most 370 days (start, end as YYYY-MM-DD): approved and pending leave (staff and workers) ' +
      "of the caller's leave data scope, people away per day, the holidays and rest days of the caller's holiday scheme; " +
      'filters deptId, teamId, projectId, vacationInfoId, userType, leaveStatus',
    tags,
    input: z.object({
      start: zDate,
      end: zDate,
      deptId: zOptionalId,
      teamId: zOptionalId,
      projectId: zOptionalId,
      vacationInfoId: zOptionalId,
      userType: z.coerce.number().int().min(1).max(2).optional(),
      leaveStatus: z.coerce.number().int().min(0).max(1).optional(),
    }),
    output: calendarOutput,
    handler: (q, ctx) => leaveCalendar(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${WORKER_BASE}/myLeaveByWorkerId`,
    permission: 'authenticated',
    summary: "A worker's leave history (workerId): leaveRecords + total",
    tags,
    input: listInput.extend({ workerId: zId }),
    output: z.object({ leaveRecords: z.array(leaveRecords.record), total: z.number() }),
    handler: (q, ctx) => pageLeave(ctx, WORKER_LEAVE, q).then((p) => ({ leaveRecords: p.records, total: p.total })),
  }),
  route({
    method: 'GET',
    url: `${WORKER_BASE}/vacationListAll`,
    permission: 'authenticated',
    summary: 'Every leave type for workers (userType 2)',
    tags,
    output: z.array(z.object({ id: z.string(), name: z.string(), type: z.string(), day: z.number(), maxDay: z.number().nullable(), haveSalary: z.number() })),
    handler: (_q, ctx) => typesOfSide(ctx.db, ctx.auth, UserType.WORKER),
  }),
  route({
    method: 'GET',
    url: `${WORKER_BASE}/haveWorkerDays`,
    permission: 'authenticated',
    summary: 'Remaining days of a worker (workerId) for a leave type (vacationInfoId) on a date (default today)',
    tags,
    input: z.object({ workerId: zId, vacationInfoId: zId, date: zDate.optional() }),
    output: balance,
    handler: (q, ctx) => workerBalance(ctx, q),
  }),
  route({
    method: 'GET',
    url: `${WORKER_BASE}/detail1`,
    permission: 'authenticated',
    summary: 'Balances of a worker (workerId) for every worker leave type on a date (default today)',
    tags,
    input: z.object({ workerId: zId, date: zDate.optional() }),
    output: z.array(balance),
    handler: (q, ctx) => workerBalances(ctx, q),
  }),
];

/** The approver's view of a leave request's team: who else is away on those days. */
const absenceRoutes = [
  route({
    method: 'GET',
    url: '/api/blade-flow/leave/teamAbsence',
    permission: 'authenticated',
    summary:
      "Who else in the requester's department (staff) or team (workers) is on approved or pending leave during a leave request's days; " +
      "for the request's initiator and approvers, under the caller's leave data scope",
    tags,
    input: z.object({ processInstanceId: z.string().regex(/^\d{1,19}$/, 'must be a process instance id') }),
    output: z.object({
      leaveStartTime: z.string(),
      leaveEndTime: z.string(),
      groupKind: z.enum(['team', 'department']),
      groupName: z.string().nullable(),
      absent: z.array(
        z.object({
          id: z.string(),
          name: z.string().nullable(),
          staffNo: z.string().nullable(),
          vacationName: z.string().nullable(),
          leaveStartTime: z.string(),
          leaveEndTime: z.string(),
          leaveDays: z.number(),
          leavePeriod: z.string().nullable(),
          leaveStatus: z.number(),
        }),
      ),
    }),
    handler: ({ processInstanceId }, ctx) => teamAbsence(ctx, processInstanceId),
  }),
];

export const leaveRoutes = [...creditRoutes, ...recordRoutes, ...absenceRoutes];
