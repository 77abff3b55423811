import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, definePage, filters, liveRows, type Filter } from '../../platform/crud.js';
import { defineRoute, zDate, zDateTime, zOptionalId, type RouteContext } from '../../platform/http/route.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { audit } from '../../platform/audit.js';
import { formatDateTime } from '../../platform/util.js';
import { parseExcel, rejectImport, streamExcel, uploadedFile, type RowError } from '../../platform/excel.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { project } from '../base/base.tables.js';
import { worker, workerTeam } from '../worker/worker.tables.js';
import { attendanceConfirm, attendanceRecord, attendanceScheme, holiday, holidayScheme } from './attendance.tables.js';
import { minutesOfTime, shiftTimes, weekdayOf } from './attendance.rules.js';
import { assertMonthOpen, computeDay, monthRange, summarize, upsertDay, type Person } from './attendance.service.js';
import './attendance.flow.js';
import './holiday.seeds.js';

registerMenuSeeds([
  { code: 'attendance', name: 'Attendance', path: '/attendance', source: 'calendar', sort: 13 },
  { code: 'holiday_scheme', name: 'Holiday schemes', parent: 'attendance', path: '/attendance/holiday', source: 'calendar', sort: 1 },
  ...crudButtons('holiday_scheme', 'holiday scheme'),
  { code: 'attendance_scheme', name: 'Attendance schemes', parent: 'attendance', path: '/scheme', source: 'clock', sort: 2 },
  ...crudButtons('attendance_scheme', 'attendance scheme'),
  { code: 'attendance_record', name: 'Attendance records', parent: 'attendance', path: '/attendance/record', source: 'table', sort: 3 },
  ...crudButtons('attendance_record', 'attendance record'),
  { code: 'attendance_import', name: 'Import attendance', alias: 'import', parent: 'attendance_record', category: 2, action: 0, sort: 5 },
  { code: 'attendance_confirm', name: 'Confirm a month', alias: 'confirm', parent: 'attendance_record', category: 2, action: 0, sort: 6 },
  { code: 'attendance_sum', name: 'Attendance by team', parent: 'attendance', path: '/sumByTeam', source: 'team', sort: 4 },
]);

type Row = Record<string, unknown>;
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time HH:mm').transform((v) => v.slice(0, 5));
const zMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM');
const hoursNumber = (max: number) => z.coerce.number('must be a number').min(0, 'must be 0 or more').max(max, `must be at most ${max}`).transform(String);
const idCsv = z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v ?? ''), z.string().max(20_000).regex(/^(\d{1,19}(,\d{1,19})*)?$/, 'must be a comma list of ids'));
const RECORD_SOURCE_HR = 4;
const RECORD_SOURCE_IMPORT = 2;

export default async function attendanceRoutes(app: FastifyInstance) {
  // ---------------- holiday schemes (/api/mcc-base/holiday) ----------------
  const hbase = '/api/mcc-base/holiday';
  defineResource(app, {
    name: 'holiday_scheme',
    prefix: hbase,
    table: holidayScheme,
    permissions: { view: 'authenticated', add: 'holiday_scheme_add', edit: 'holiday_scheme_edit', delete: 'holiday_scheme_delete' },
    routes: { page: 'scheme-list', list: false, detail: 'scheme-detail', save: 'create-scheme', update: 'update-scheme', submit: false, remove: 'remove-scheme' },
    filters: { title: filters.like(holidayScheme.title), status: filters.int(holidayScheme.status) },
    inputExtend: { title: z.string().trim().min(1, 'is required').max(100), status: z.coerce.number().int().min(0).max(1, 'must be 1 (enabled) or 0 (disabled)').optional() },
    unique: [{ fields: ['title'], message: 'A holiday scheme with this title already exists' }],
    hooks: {
      beforeRemove: async (tx, ctx, ids) => {
        const [used] = await tx
          .select({ name: attendanceScheme.schemeName })
          .from(attendanceScheme)
          .where(and(liveRows(attendanceScheme, ctx.auth), inArray(attendanceScheme.holidaySchemeId, ids)))
          .limit(1);
        if (used) throw conflict(`The holiday scheme is used by the attendance scheme '${used.name}'`);
        await tx.update(holiday).set({ isDeleted: 1 }).where(and(liveRows(holiday, ctx.auth), inArray(holiday.schemeId, ids)));
      },
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${hbase}/base-list`,
    permission: 'authenticated',
    summary: 'Every enabled holiday scheme (id, title) for selects',
    tags: ['holiday_scheme'],
    output: z.array(z.object({ id: z.string(), title: z.string(), remark: z.string().nullable() })),
    handler: (_q, ctx) =>
      ctx.db
        .select({ id: holidayScheme.id, title: holidayScheme.title, remark: holidayScheme.remark })
        .from(holidayScheme)
        .where(and(liveRows(holidayScheme, ctx.auth), eq(holidayScheme.status, 1)))
        .orderBy(asc(holidayScheme.createTime), asc(holidayScheme.id)),
  });
  const yearFilter: Filter = {
    schema: z.coerce.number().int().min(1900).max(2999).optional(),
    where: (v: number | undefined) => (v ? sql`extract(year from ${holiday.date}) = ${v}` : undefined),
  };
  defineResource(app, {
    name: 'holiday',
    prefix: hbase,
    table: holiday,
    permissions: { view: 'authenticated', add: 'holiday_scheme_add', edit: 'holiday_scheme_edit', delete: 'holiday_scheme_delete' },
    routes: { page: 'holiday-list', list: false, detail: 'holiday-detail', save: 'create-holiday', update: 'update-holiday', submit: false, remove: 'remove-holiday' },
    filters: { schemeId: filters.id(holiday.schemeId), year: yearFilter, name: filters.like(holiday.name) },
    sortable: { date: holiday.date },
    defaultOrder: [asc(holiday.date)],
    omitInput: ['week'],
    inputExtend: { date: zDate, name: z.string().trim().min(1, 'is required').max(100), isLeave: z.coerce.number().int().min(0).max(1, 'must be 1 (day off) or 0 (working day)').optional() },
    unique: [{ fields: ['schemeId', 'date'], message: 'The scheme already has a holiday on this date' }],
    references: { schemeId: { table: holidayScheme, what: 'holiday scheme' } },
    hooks: {
      beforeWrite: (_tx, _ctx, values) => {
        if (typeof values.date === 'string') values.week = weekdayOf(values.date);
      },
    },
  });

  // ---------------- attendance schemes (/api/mcc-base/attendanceScheme) ----------------
  defineResource(app, {
    name: 'attendance_scheme',
    prefix: '/api/mcc-base/attendanceScheme',
    table: attendanceScheme,
    permissions: 'attendance_scheme',
    routes: { page: 'page', list: 'list', detail: 'detail', submit: 'submit', remove: 'remove' },
    filters: { schemeName: filters.like(attendanceScheme.schemeName), status: filters.int(attendanceScheme.status) },
    inputExtend: {
      schemeName: z.string().trim().min(1, 'is required').max(100),
      workTime: hhmm,
      offTime: hhmm,
      newDayStartTime: hhmm.optional(),
      workingHours: hoursNumber(24).optional(),
      noonBreakHours: hoursNumber(8).optional(),
      status: z.coerce.number().int().min(0).max(1, 'must be 1 (start) or 0 (close)').optional(),
      isAcross: z.coerce.number().int().min(0).max(1, 'must be 1 (night shift) or 0 (day shift)').optional(),
      isIbeacon: z.coerce.number().int().min(0).max(1).optional(),
      clockCardType: z.coerce.number().int().min(1).max(3, 'must be 1 (address), 2 (IP) or 3 (iBeacon)').optional(),
      clockCardRadius: z.coerce.number().int().min(0).max(100_000).nullable().optional(),
      workerIds: idCsv.optional(),
      projectIds: idCsv.optional(),
    },
    references: { holidaySchemeId: { table: holidayScheme, what: 'holiday scheme' } },
    unique: [{ fields: ['schemeName'], message: 'An attendance scheme with this name already exists' }],
    hooks: {
      beforeWrite: (_tx, _ctx, values, existing) => {
        const m = { ...(existing ?? {}), ...values } as Row;
        if (m.workTime && m.offTime && m.isAcross !== 1 && minutesOfTime(String(m.offTime)) <= minutesOfTime(String(m.workTime))) {
          throw badRequest('offTime: must be after workTime for a day shift (choose night shift for one across midnight)');
        }
      },
    },
  });

  // ---------------- attendance records (/api/mcc-worker/attendance) ----------------
  const abase = '/api/mcc-worker/attendance';
  const tags = ['attendance_record'];
  const inTeam = (col: typeof worker.teamId | typeof worker.projectId): Filter => ({
    schema: zOptionalId,
    where: (v: string | undefined, auth) => (v ? inArray(attendanceRecord.workerId, app.db.select({ id: worker.id }).from(worker).where(and(liveRows(worker, auth), eq(col, v)))) : undefined),
  });
  const monthFilter: Filter = {
    schema: zMonth.optional().or(z.literal('').transform(() => undefined)),
    where: (v: string | undefined) => (v ? sql`to_char(${attendanceRecord.attendanceDate}, 'YYYY-MM') = ${v}` : undefined),
  };
  defineResource(app, {
    name: 'attendance_record',
    prefix: abase,
    table: attendanceRecord,
    permissions: 'attendance_record',
    routes: { page: 'page', list: false, detail: 'detail', submit: 'submit', remove: 'remove' },
    filters: {
      workerId: filters.id(attendanceRecord.workerId),
      staffId: filters.id(attendanceRecord.staffId),
      teamId: inTeam(worker.teamId),
      projectId: inTeam(worker.projectId),
      month: monthFilter,
      dateFrom: filters.from(attendanceRecord.attendanceDate),
      dateTo: filters.to(attendanceRecord.attendanceDate),
    },
    sortable: { attendanceDate: attendanceRecord.attendanceDate, createTime: attendanceRecord.createTime },
    defaultOrder: [desc(attendanceRecord.attendanceDate), desc(attendanceRecord.id)],
    omitInput: ['hours', 'overtimeHours', 'dayType', 'schemeId', 'processId', 'attendanceDate', 'source'],
    inputExtend: { clockInTime: zDateTime, clockOutTime: z.preprocess((v) => (v === '' ? null : v), zDateTime.nullable().optional()) },
    outputExtend: { workerName: z.string().nullable().optional(), employmentCode: z.string().nullable().optional() },
    references: { workerId: { table: worker, what: 'worker' } },
    hooks: {
      beforeWrite: async (tx, ctx, values, existing) => {
        const m = { ...(existing ?? {}), ...values } as Row;
        if (!m.workerId && !m.staffId) throw badRequest('workerId: is required');
        if (m.workerId && m.staffId) throw badRequest('staffId: give a worker or a staff member, not both');
        const person = (m.workerId ? { workerId: String(m.workerId) } : { staffId: String(m.staffId) }) as Person;
        if (existing) await assertMonthOpen(tx, ctx.auth, [String(existing.attendanceDate)]);
        const day = await computeDay(tx, ctx.auth, person, { clockInTime: String(m.clockInTime), clockOutTime: (m.clockOutTime as string | null) ?? null });
        await assertMonthOpen(tx, ctx.auth, [day.attendanceDate]);
        const personCol = person.workerId ? eq(attendanceRecord.workerId, person.workerId) : eq(attendanceRecord.staffId, person.staffId!);
        const [dup] = await tx
          .select({ id: attendanceRecord.id })
          .from(attendanceRecord)
          .where(and(liveRows(attendanceRecord, ctx.auth), personCol, eq(attendanceRecord.attendanceDate, day.attendanceDate), existing ? ne(attendanceRecord.id, String(existing.id)) : undefined))
          .limit(1);
        if (dup) throw conflict(`clockInTime: there is already a record for ${day.attendanceDate}; edit that one`);
        Object.assign(values, { attendanceDate: day.attendanceDate, dayType: day.dayType, hours: day.hours, overtimeHours: day.overtimeHours, schemeId: day.schemeId });
        if (!existing) values.source = RECORD_SOURCE_HR;
      },
      beforeRemove: async (tx, ctx, ids) => {
        const rows = await tx.select({ d: attendanceRecord.attendanceDate }).from(attendanceRecord).where(and(liveRows(attendanceRecord, ctx.auth), inArray(attendanceRecord.id, ids)));
        await assertMonthOpen(tx, ctx.auth, rows.map((r) => r.d));
      },
      present: async (db, ctx, rows) => {
        const ids = [...new Set(rows.map((r) => r.workerId).filter(Boolean) as string[])];
        if (!ids.length) return rows;
        const ws = await db.select({ id: worker.id, name: worker.name, code: worker.employmentCode }).from(worker).where(and(eq(worker.tenantId, ctx.auth.tenantId), inArray(worker.id, ids)));
        const byId = new Map(ws.map((w) => [w.id, w]));
        return rows.map((r) => ({ ...r, workerName: byId.get(r.workerId as string)?.name ?? null, employmentCode: byId.get(r.workerId as string)?.code ?? null }));
      },
    },
  });

  // import from an attendance file: Employment Code, Date, Clock In, Clock Out, Remark
  const importColumns = [
    { header: 'Employment Code', key: 'employmentCode' },
    { header: 'Date', key: 'date' },
    { header: 'Clock In', key: 'clockIn' },
    { header: 'Clock Out', key: 'clockOut' },
    { header: 'Remark', key: 'remark' },
  ];
  const importRow = z.object({
    employmentCode: z.string('is required').trim().min(1, 'is required').max(50),
    date: zDate,
    clockIn: hhmm,
    clockOut: hhmm.optional(),
    remark: z.string().max(500).optional(),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${abase}/import-template`,
    permission: 'attendance_import',
    summary: 'The attendance import template (.xlsx): Employment Code, Date (YYYY-MM-DD), Clock In, Clock Out (HH:mm), Remark',
    tags,
    raw: true,
    handler: (_q, ctx) => streamExcel(ctx.reply, { fileName: 'attendance-import-template.xlsx', sheetName: 'Attendance', columns: importColumns.map((c) => ({ ...c, width: 18 })), rows: [] }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${abase}/import`,
    permission: 'attendance_import',
    summary: 'Imports an attendance file (multipart field file): all rows or none; a clock-out at or before the clock-in is the next day',
    tags,
    output: z.object({ imported: z.number() }),
    handler: async (_v, ctx) => {
      const { buffer } = await uploadedFile(ctx.req);
      const { rows, errors } = await parseExcel(buffer, importColumns, importRow, 10_000);
      const codes = [...new Set(rows.map((r) => r.value.employmentCode))];
      const ws = codes.length
        ? await ctx.db.select({ id: worker.id, code: worker.employmentCode }).from(worker).where(and(liveRows(worker, ctx.auth), inArray(worker.employmentCode, codes)))
        : [];
      const idOf = new Map(ws.map((w) => [w.code, w.id]));
      const problems: RowError[] = [...errors];
      const seen = new Set<string>();
      const confirmed = new Set(
        (await ctx.db.select({ m: attendanceConfirm.month }).from(attendanceConfirm).where(liveRows(attendanceConfirm, ctx.auth))).map((r) => r.m),
      );
      for (const { row, value } of rows) {
        if (!idOf.has(value.employmentCode)) problems.push({ row, column: 'Employment Code', reason: `no worker with employment code ${value.employmentCode}` });
        const key = `${value.employmentCode}|${value.date}`;
        if (seen.has(key)) problems.push({ row, column: 'Date', reason: 'the same worker and date appear twice in the file' });
        seen.add(key);
        if (confirmed.has(value.date.slice(0, 7))) problems.push({ row, column: 'Date', reason: `attendance of ${value.date.slice(0, 7)} has been confirmed and cannot be changed` });
      }
      if (problems.length) rejectImport(problems.sort((a, b) => a.row - b.row));
      await ctx.db.transaction(async (tx) => {
        for (const { value } of rows) {
          const times = shiftTimes(value.date, value.clockIn, value.clockOut);
          await upsertDay(tx, ctx.auth, { workerId: idOf.get(value.employmentCode)! }, { attendanceDate: value.date, clockInTime: times.clockIn, clockOutTime: times.clockOut, remark: value.remark, source: RECORD_SOURCE_IMPORT });
        }
        await audit(tx, ctx.auth, ctx.req, { action: 'import', resource: 'attendance_record', changes: { rows: rows.length } });
      });
      return { imported: rows.length };
    },
  });

  // monthly confirmation
  defineRoute(app, {
    method: 'POST',
    url: `${abase}/confirm`,
    permission: 'attendance_confirm',
    summary: 'Confirms the attendance of a month (YYYY-MM): its records cannot change afterwards; confirming twice is a 409',
    tags,
    input: z.object({ month: zMonth, remark: z.string().max(500).optional() }),
    output: z.object({ id: z.string(), month: z.string(), confirmTime: z.string() }),
    handler: ({ month, remark }, ctx) =>
      ctx.db.transaction(async (tx) => {
        const [done] = await tx.select({ id: attendanceConfirm.id }).from(attendanceConfirm).where(and(liveRows(attendanceConfirm, ctx.auth), eq(attendanceConfirm.month, month))).limit(1);
        if (done) throw conflict(`Attendance of ${month} has already been confirmed`);
        const [row] = await tx
          .insert(attendanceConfirm)
          .values({ tenantId: ctx.auth.tenantId, month, remark: remark ?? null, confirmTime: formatDateTime(new Date()), createUser: ctx.auth.userId, createDept: ctx.auth.deptIds[0] ?? null, updateUser: ctx.auth.userId })
          .returning();
        await audit(tx, ctx.auth, ctx.req, { action: 'confirm', resource: 'attendance_record', recordId: row.id, changes: { month } });
        return { id: row.id, month: row.month, confirmTime: row.confirmTime };
      }),
  });
  definePage(app, {
    url: `${abase}/confirm-list`,
    permission: 'attendance_record_view',
    summary: 'Confirmed months, newest first',
    tags,
    table: attendanceConfirm,
    record: z.object({ id: z.string(), month: z.string(), confirmTime: z.string(), remark: z.string().nullable() }),
    base: (auth) => liveRows(attendanceConfirm, auth),
    filters: { month: filters.equals(attendanceConfirm.month) },
    sortable: { month: attendanceConfirm.month },
    defaultOrder: [desc(attendanceConfirm.month)],
  });

  // summaries
  const sumFields = { attendanceDays: z.number(), totalHours: z.string(), overtimeHours: z.string() };
  const period = z
    .object({ month: zMonth.optional(), dateFrom: zDate.optional(), dateTo: zDate.optional() })
    .refine((v) => v.month || (v.dateFrom && v.dateTo), { message: 'month (or dateFrom and dateTo) is required', path: ['month'] })
    .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] });
  const rangeOf = (v: { month?: string; dateFrom?: string; dateTo?: string }) => (v.month ? monthRange(v.month) : { from: v.dateFrom!, to: v.dateTo! });

  const workerRows = async (ctx: RouteContext, q: { projectId?: string; teamId?: string; workerId?: string }) =>
    ctx.db
      .select({ workerId: worker.id, name: worker.name, employmentCode: worker.employmentCode, teamId: worker.teamId, teamName: workerTeam.teamName, projectId: worker.projectId, projectName: project.projectName })
      .from(worker)
      .leftJoin(workerTeam, eq(workerTeam.id, worker.teamId))
      .leftJoin(project, eq(project.id, worker.projectId))
      .where(
        and(
          liveRows(worker, ctx.auth),
          q.projectId ? eq(worker.projectId, q.projectId) : undefined,
          q.teamId ? (q.teamId === '0' ? sql`${worker.teamId} is null` : eq(worker.teamId, q.teamId)) : undefined,
          q.workerId ? eq(worker.id, q.workerId) : undefined,
        ),
      )
      .orderBy(asc(worker.employmentCode));

  defineRoute(app, {
    method: 'GET',
    url: `${abase}/sumByTeam`,
    permission: 'attendance_record_view',
    summary: 'Attendance of a month (or dateFrom-dateTo) summed per team: workers with attendance, attendance days, normal and overtime hours',
    tags,
    input: period.and(z.object({ projectId: zOptionalId })),
    output: z.array(z.object({ teamId: z.string(), teamName: z.string(), projectId: z.string().nullable(), projectName: z.string().nullable(), workerCount: z.number(), ...sumFields })),
    handler: async (q, ctx) => {
      const { from, to } = rangeOf(q);
      const ws = await workerRows(ctx, q);
      const sums = await summarize(ctx.db, ctx.auth, 'workerId', null, from, to);
      const teams = new Map<string, { teamId: string; teamName: string; projectId: string | null; projectName: string | null; workerCount: number; days: number; hours: number; ot: number }>();
      for (const w of ws) {
        const s = sums.get(w.workerId);
        if (!s) continue;
        const key = w.teamId ?? '0';
        const t = teams.get(key) ?? { teamId: key, teamName: w.teamName ?? 'No team', projectId: w.projectId, projectName: w.projectName, workerCount: 0, days: 0, hours: 0, ot: 0 };
        t.workerCount += 1;
        t.days += s.attendanceDays;
        t.hours += Math.round(Number(s.totalHours) * 100);
        t.ot += Math.round(Number(s.overtimeHours) * 100);
        teams.set(key, t);
      }
      return [...teams.values()]
        .sort((a, b) => a.teamName.localeCompare(b.teamName))
        .map(({ days, hours, ot, ...t }) => ({ ...t, attendanceDays: days, totalHours: (hours / 100).toFixed(2), overtimeHours: (ot / 100).toFixed(2) }));
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${abase}/sumByWorker`,
    permission: 'attendance_record_view',
    summary: 'Attendance of a month (or dateFrom-dateTo) per worker (teamId 0 = workers without a team)',
    tags,
    input: period.and(z.object({ projectId: zOptionalId, teamId: zOptionalId, workerId: zOptionalId })),
    output: z.array(z.object({ workerId: z.string(), name: z.string(), employmentCode: z.string(), teamName: z.string().nullable(), projectName: z.string().nullable(), ...sumFields })),
    handler: async (q, ctx) => {
      const { from, to } = rangeOf(q);
      const ws = await workerRows(ctx, q);
      const sums = await summarize(ctx.db, ctx.auth, 'workerId', ws.map((w) => w.workerId), from, to);
      return ws.map((w) => ({ workerId: w.workerId, name: w.name, employmentCode: w.employmentCode, teamName: w.teamName, projectName: w.projectName, ...(sums.get(w.workerId) ?? { attendanceDays: 0, totalHours: '0.00', overtimeHours: '0.00' }) }));
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${abase}/summary`,
    permission: 'attendance_record_view',
    summary: "One person's attendance between two dates (workerId or staffId)",
    tags,
    input: z
      .object({ workerId: zOptionalId, staffId: zOptionalId, dateFrom: zDate, dateTo: zDate })
      .refine((v) => v.workerId || v.staffId, { message: 'workerId or staffId is required', path: ['workerId'] }),
    output: z.object(sumFields),
    handler: async (q, ctx) => {
      const key = q.workerId ? 'workerId' : 'staffId';
      const id = (q.workerId ?? q.staffId)!;
      const s = await summarize(ctx.db, ctx.auth, key, [id], q.dateFrom, q.dateTo);
      return s.get(id) ?? { attendanceDays: 0, totalHours: '0.00', overtimeHours: '0.00' };
    },
  });
}
