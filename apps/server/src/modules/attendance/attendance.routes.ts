import { z } from 'zod';
import { AttendancePermissions as P } from '@hr/contracts';
import { parseOrThrow, route, zOptionalId } from '../../platform/http/route.js';
import { idList } from '../../platform/http/paging.js';
import { permits } from '../../platform/auth/permissions.js';
import { forbidden } from '../../platform/errors.js';
import { crudRoutes, pageRoute } from '../../platform/crud-routes.js';
import { streamExcel, uploadedFile } from '../../platform/excel.js';
import { confirmedMonthsPage, enabledHolidaySchemes, personSummary, sumByTeam, sumByWorker } from './attendance.queries.js';
import {
  attendanceRecords,
  attendanceSchemes,
  confirmMonth,
  holidaySchemes,
  holidays,
  importAttendance,
  removeRecords,
  saveRecord,
} from './attendance.service.js';
import { importColumns, period, personPeriod, sumFields, teamSum, workerSum, zMonth } from './attendance.schema.js';

const HOLIDAY = '/api/mcc-base/holiday';
const RECORDS = '/api/mcc-worker/attendance';
const tags = [attendanceRecords.name];
// anyone signed in reads the holiday calendars; changes need the holiday scheme buttons
const holidayPermissions = { ...P.holidaySchemes, view: 'authenticated' };

/** Holiday schemes and their holidays (`/api/mcc-base/holiday`), attendance schemes (`/api/mcc-base/attendanceScheme`). */
const schemeRoutes = [
  ...crudRoutes(holidaySchemes, {
    prefix: HOLIDAY,
    permissions: holidayPermissions,
    routes: {
      page: 'scheme-list',
      list: false,
      detail: 'scheme-detail',
      save: 'create-scheme',
      update: 'update-scheme',
      submit: false,
      remove: 'remove-scheme',
    },
  }),
  route({
    method: 'GET',
    url: `${HOLIDAY}/base-list`,
    permission: 'authenticated',
    summary: 'Every enabled holiday scheme (id, title) for selects',
    tags: [holidaySchemes.name],
    output: z.array(z.object({ id: z.string(), title: z.string(), remark: z.string().nullable() })),
    handler: (_q, ctx) => enabledHolidaySchemes(ctx.db, ctx.auth),
  }),
  ...crudRoutes(holidays, {
    prefix: HOLIDAY,
    permissions: holidayPermissions,
    routes: {
      page: 'holiday-list',
      list: false,
      detail: 'holiday-detail',
      save: 'create-holiday',
      update: 'update-holiday',
      submit: false,
      remove: 'remove-holiday',
    },
  }),
  ...crudRoutes(attendanceSchemes, {
    prefix: '/api/mcc-base/attendanceScheme',
    permissions: P.schemes,
    routes: { page: 'page', list: 'list', detail: 'detail', submit: 'submit', remove: 'remove' },
  }),
];

/** Daily records (`/api/mcc-worker/attendance`): HR entry, import, monthly confirmation, sums. */
const recordRoutes = [
  // reads through the repository; HR's entries and removals through the attendance writer
  ...crudRoutes(attendanceRecords, {
    prefix: RECORDS,
    permissions: P.records,
    routes: { page: 'page', list: false, detail: 'detail', submit: false, remove: false },
  }),
  route({
    method: 'POST',
    url: `${RECORDS}/submit`,
    permission: [P.records.add, P.records.edit],
    summary: 'Creates or updates a record (with id only the fields sent change); a day of a confirmed month is a 409',
    tags,
    input: attendanceRecords.input.partial(),
    output: attendanceRecords.record,
    handler: async (v, ctx) => {
      const isUpdate = Boolean(v.id);
      if (!permits(ctx.auth, isUpdate ? P.records.edit : P.records.add)) throw forbidden();
      return saveRecord(ctx, isUpdate ? v : parseOrThrow(attendanceRecords.input, v));
    },
  }),
  route({
    method: 'POST',
    url: `${RECORDS}/remove`,
    permission: P.records.delete,
    summary: "Removes records (ids=1,2,3); a confirmed month's records are a 409",
    tags,
    input: z.object({ ids: idList }),
    output: z.null(),
    handler: ({ ids }, ctx) => removeRecords(ctx, ids),
  }),
  route({
    method: 'GET',
    url: `${RECORDS}/import-template`,
    permission: P.records.import,
    summary: 'The attendance import template (.xlsx): Employment Code, Date (YYYY-MM-DD), Clock In, Clock Out (HH:mm), Remark',
    tags,
    download: 'xlsx',
    handler: (_q, ctx) =>
      streamExcel(ctx.reply, {
        fileName: 'attendance-import-template.xlsx',
        sheetName: 'Attendance',
        columns: importColumns.map((c) => ({ ...c, width: 18 })),
        rows: [],
      }),
  }),
  route({
    method: 'POST',
    url: `${RECORDS}/import`,
    permission: P.records.import,
    summary: 'Imports an attendance file (multipart field file): all rows or none; a clock-out at or before the clock-in is the next day',
    tags,
    output: z.object({ imported: z.number() }),
    handler: async (_v, ctx) => importAttendance(ctx, (await uploadedFile(ctx.req)).buffer),
  }),
  route({
    method: 'POST',
    url: `${RECORDS}/confirm`,
    permission: P.records.confirm,
    summary: 'Confirms the attendance of a month (YYYY-MM): its records cannot change afterwards; confirming twice is a 409',
    tags,
    input: z.object({ month: zMonth, remark: z.string().max(500).optional() }),
    output: z.object({ id: z.string(), month: z.string(), confirmTime: z.string() }),
    handler: ({ month, remark }, ctx) => confirmMonth(ctx, month, remark),
  }),
  pageRoute({ ...confirmedMonthsPage, url: `${RECORDS}/confirm-list`, permission: P.records.view, summary: 'Confirmed months, newest first', tags }),
  route({
    method: 'GET',
    url: `${RECORDS}/sumByTeam`,
    permission: P.records.view,
    summary: 'Attendance of a month (or dateFrom-dateTo) summed per team: workers with attendance, attendance days, normal and overtime hours',
    tags,
    input: period.and(z.object({ projectId: zOptionalId })),
    output: z.array(teamSum),
    handler: (q, ctx) => sumByTeam(ctx.db, ctx.auth, q),
  }),
  route({
    method: 'GET',
    url: `${RECORDS}/sumByWorker`,
    permission: P.records.view,
    summary: 'Attendance of a month (or dateFrom-dateTo) per worker (teamId 0 = workers without a team)',
    tags,
    input: period.and(z.object({ projectId: zOptionalId, teamId: zOptionalId, workerId: zOptionalId })),
    output: z.array(workerSum),
    handler: (q, ctx) => sumByWorker(ctx.db, ctx.auth, q),
  }),
  route({
    method: 'GET',
    url: `${RECORDS}/summary`,
    permission: P.records.view,
    summary: "One person's attendance between two dates (workerId or staffId)",
    tags,
    input: personPeriod,
    output: z.object(sumFields),
    handler: (q, ctx) => personSummary(ctx.db, ctx.auth, q),
  }),
];

export const attendanceRoutes = [...schemeRoutes, ...recordRoutes];
