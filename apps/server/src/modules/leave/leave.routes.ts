import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filters, liveRows, type Filter } from '../../platform/crud.js';
import { defineRoute, parseOrThrow, zDate, zDateTime, zId, zOptionalId } from '../../platform/http/route.js';
import { idList, pageOf, type PageQuery } from '../../platform/http/paging.js';
import { audit } from '../../platform/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { permits } from '../../platform/auth/permissions.js';
import { formatDateTime } from '../../platform/util.js';
import { pagedRows, streamExcel, type ExcelColumn } from '../../platform/excel.js';
import type { RouteContext } from '../../platform/http/route.js';
import type { Db } from '../../platform/db/client.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { readable } from '../flow/flow.service.js';
import { leaveRecord, vacationCredit, vacationInfo } from './leave.tables.js';
import {
  LeaveStatus,
  USER_STAFF,
  USER_WORKER,
  checkLeave,
  findType,
  getPerson,
  ineligibility,
  generateCredits,
  insertLeave,
  lockRecordById,
  moveDays,
  releaseApproved,
  remainingOf,
  takeLeave,
  tracksBalance,
  type LeaveInput,
} from './leave.service.js';
import './leave.flow.js';

registerMenuSeeds([
  { code: 'vacation_credit', name: 'Leave balances', parent: 'leave', path: '/leave/credit', source: 'wallet', sort: 3 },
  ...crudButtons('vacation_credit', 'leave balance'),
  { code: 'leave_record', name: 'Staff leave records', parent: 'leave', path: '/leave/record', source: 'file-text', sort: 4 },
  ...crudButtons('leave_record', 'leave record'),
  { code: 'leave_record_export', name: 'Export leave records', alias: 'export', parent: 'leave_record', category: 2, action: 0, sort: 5 },
  { code: 'worker_leave', name: 'Worker leave records', parent: 'leave', path: '/leave/worker', source: 'solution', sort: 5 },
  ...crudButtons('worker_leave', 'worker leave record'),
  { code: 'worker_leave_export', name: 'Export worker leave records', alias: 'export', parent: 'worker_leave', category: 2, action: 0, sort: 5 },
  { code: 'leave_calendar', name: 'Leave calendar', parent: 'leave', path: '/staff/vacation/leaveCalendar/public', source: 'schedule', sort: 6 },
]);

const tags = ['leave'];
const STAFF_BASE = '/api/mcc-staff';
const WORKER_BASE = '/api/mcc-worker/vacation';
const CREDIT = `${STAFF_BASE}/vacationCreditDetail`;
const today = () => formatDateTime(new Date()).slice(0, 10);
const esc = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nameOrNo = (name: SQL | typeof leaveRecord.staffName, no: typeof leaveRecord.staffNo): Filter => ({
  schema: z.string().max(100).optional(),
  where: (v: string | undefined) => (v ? or(sql`${name} ilike ${esc(v)}`, sql`${no} ilike ${esc(v)}`) : undefined),
});
const halfDays = z.coerce.number().min(-1000).max(1000).multipleOf(0.5);

export default async function leaveRoutes(app: FastifyInstance): Promise<void> {
  // ---------------------------------------------------------------- credits (balances)
  const personNo = sql<string>`coalesce((select s.staff_no from staff_info s where s.id = ${vacationCredit.personId} and ${vacationCredit.userType} = 1), (select w.employment_code from worker_info w where w.id = ${vacationCredit.personId} and ${vacationCredit.userType} = 2))`;
  const personName = sql<string>`coalesce((select s.en_name from staff_info s where s.id = ${vacationCredit.personId} and ${vacationCredit.userType} = 1), (select w.name from worker_info w where w.id = ${vacationCredit.personId} and ${vacationCredit.userType} = 2))`;
  const credits = defineResource(app, {
    name: 'vacation_credit',
    prefix: CREDIT,
    table: vacationCredit,
    permissions: 'vacation_credit',
    routes: { page: 'search', list: false, detail: 'detail', submit: false, remove: 'remove' },
    dataScope: { dept: vacationCredit.deptId },
    filters: {
      userType: filters.int(vacationCredit.userType),
      personId: filters.id(vacationCredit.personId),
      vacationInfoId: filters.id(vacationCredit.vacationInfoId),
      nameOrNo: nameOrNo(personName, personNo as never),
      validOn: { schema: zDate.optional().or(z.literal('').transform(() => undefined)), where: (v: string | undefined) => (v ? and(lte(vacationCredit.startDate, v), gte(vacationCredit.expireDate, v)) : undefined) },
    },
    sortable: { expireDate: vacationCredit.expireDate, startDate: vacationCredit.startDate },
    defaultOrder: [desc(vacationCredit.startDate), asc(vacationCredit.personId), asc(vacationCredit.vacationInfoId)],
    outputExtend: { personNo: z.string().optional(), personName: z.string().optional(), vacationName: z.string().optional(), remainingDays: z.number().optional(), adjust: z.number().optional() },
    hooks: {
      beforeRemove: async (tx, ctx, ids) => {
        const [used] = await tx.select({ id: vacationCredit.id }).from(vacationCredit).where(and(liveRows(vacationCredit, ctx.auth), inArray(vacationCredit.id, ids), sql`(${vacationCredit.usedDays} > 0 or ${vacationCredit.pendingDays} > 0)`)).limit(1);
        if (used) throw conflict('ids: a balance with leave taken or requested cannot be removed; set its days instead');
      },
      present: async (db, ctx, rows) => {
        if (rows.length === 0) return rows;
        const ids = rows.map((r) => r.id as string);
        const extra = await db
          .select({ id: vacationCredit.id, personNo, personName, vacationName: vacationInfo.name, adjust: vacationInfo.adjust })
          .from(vacationCredit)
          .leftJoin(vacationInfo, eq(vacationInfo.id, vacationCredit.vacationInfoId))
          .where(inArray(vacationCredit.id, ids));
        const by = new Map(extra.map((e) => [e.id, e]));
        return rows.map((r) => {
          const e = by.get(r.id as string);
          return { ...r, personNo: e?.personNo ?? '', personName: e?.personName ?? '', vacationName: e?.vacationName ?? '', adjust: e?.adjust ?? 1, remainingDays: remainingOf(r as never) };
        });
      },
    },
  });

  const creditInput = z.object({
    id: zOptionalId,
    userType: z.coerce.number().int().min(1).max(2).default(USER_STAFF),
    personId: zId,
    vacationInfoId: zId,
    startDate: zDate,
    expireDate: zDate,
    days: halfDays.refine((v) => v >= 0, 'must be 0 or more'),
    remark: z.string().trim().max(500).optional(),
    version: z.coerce.number().int().optional(),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${CREDIT}/update`,
    permission: ['vacation_credit_edit', 'vacation_credit_add'],
    summary: 'Gives or adjusts a balance: with id the days (and dates) of that balance change; without one a balance is created. Days never go below what is taken or requested',
    tags,
    input: creditInput,
    output: credits.record,
    handler: async (q, ctx) => {
      if (!permits(ctx.auth, q.id ? 'vacation_credit_edit' : 'vacation_credit_add')) throw forbidden();
      if (q.expireDate < q.startDate) throw badRequest('expireDate: must not be before the start date');
      const saved = await ctx.db.transaction(async (tx) => {
        const type = await findType(tx, ctx.auth, q.vacationInfoId);
        if (!type) throw badRequest('vacationInfoId: no such vacation type');
        const person = await getPerson(tx, ctx.auth, q.userType, q.personId);
        if (type.userType !== person.userType) throw badRequest(`vacationInfoId: ${ineligibility(type, person, q.startDate)}`);
        const now = formatDateTime(new Date());
        if (q.id) {
          const [old] = await tx.select().from(vacationCredit).where(and(credits.scope(ctx.auth), eq(vacationCredit.id, q.id))).for('update');
          if (!old) throw notFound('vacation_credit');
          if (q.version && old.version !== q.version) throw conflict();
          if (type.adjust !== 1 && q.days !== old.days) throw badRequest(`days: ${type.name} is not adjusted by hand`);
          const taken = old.usedDays + old.pendingDays;
          if (q.days < taken) throw badRequest(`days: cannot be less than the ${taken} days already taken or requested`);
          const [row] = await tx
            .update(vacationCredit)
            .set({ days: q.days, startDate: q.startDate, expireDate: q.expireDate, remark: q.remark ?? old.remark, updateUser: ctx.auth.userId, updateTime: now, version: sql`${vacationCredit.version} + 1` })
            .where(eq(vacationCredit.id, old.id))
            .returning();
          await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'vacation_credit', recordId: old.id, changes: { days: [old.days, q.days], expireDate: [old.expireDate, q.expireDate] } });
          return row;
        }
        const [clash] = await tx
          .select({ id: vacationCredit.id })
          .from(vacationCredit)
          .where(and(liveRows(vacationCredit, ctx.auth), eq(vacationCredit.userType, person.userType), eq(vacationCredit.personId, person.id), eq(vacationCredit.vacationInfoId, type.id), lte(vacationCredit.startDate, q.expireDate), gte(vacationCredit.expireDate, q.startDate)))
          .limit(1);
        if (clash) throw conflict('startDate: this person already has a balance of this type for these dates');
        const [row] = await tx
          .insert(vacationCredit)
          .values({ tenantId: ctx.auth.tenantId, userType: person.userType, personId: person.id, deptId: person.deptId, vacationInfoId: type.id, startDate: q.startDate, expireDate: q.expireDate, days: q.days, remark: q.remark ?? null, createUser: ctx.auth.userId, createDept: ctx.auth.deptIds[0] ?? null, updateUser: ctx.auth.userId })
          .returning();
        await audit(tx, ctx.auth, ctx.req, { action: 'create', resource: 'vacation_credit', recordId: row.id, changes: { days: q.days } });
        return row;
      });
      return (await credits.page(ctx.db, ctx, { current: 1, size: 1, personId: saved.personId, vacationInfoId: saved.vacationInfoId, validOn: saved.startDate } as never)).records[0] as never;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${CREDIT}/generate`,
    permission: 'vacation_credit_add',
    summary: 'Creates the balances of a year (1 January to 31 December) for every employed staff (userType 1) or worker (2) and every leave type that keeps balances, from the types and their rules; existing balances are kept. Answers how many were created',
    tags,
    input: z.object({ year: z.coerce.number().int().min(2000).max(2100), userType: z.coerce.number().int().min(1).max(2).default(USER_STAFF) }),
    output: z.number(),
    handler: ({ year, userType }, ctx) =>
      ctx.db.transaction(async (tx) => {
        const n = await generateCredits(tx, ctx.auth, year, userType);
        await audit(tx, ctx.auth, ctx.req, { action: 'create', resource: 'vacation_credit', recordId: `generate-${year}`, changes: { created: n, userType } });
        return n;
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${CREDIT}/mine`,
    permission: 'authenticated',
    summary: "The caller's own balances valid today (staff or worker)",
    tags,
    output: z.array(credits.record),
    handler: async (_q, ctx) => {
      const [userType, personId] = ctx.auth.staffId ? [USER_STAFF, ctx.auth.staffId] : ctx.auth.workerId ? [USER_WORKER, ctx.auth.workerId] : [0, null];
      if (!personId) return [];
      return (await credits.page(ctx.db, ctx, { current: 1, size: -1, personId, userType, validOn: today() } as never)).records as never;
    },
  });

  // ---------------------------------------------------------------- leave records
  const records = defineResource(app, {
    name: 'leave_record',
    prefix: `${STAFF_BASE}/leaverecord`,
    table: leaveRecord,
    permissions: 'leave_record',
    routes: { page: false, list: false, detail: false, submit: false, remove: false },
    dataScope: { dept: leaveRecord.deptId, user: leaveRecord.personUserId },
    filters: {
      userType: filters.int(leaveRecord.userType),
      staffId: filters.id(leaveRecord.staffId),
      workerId: filters.id(leaveRecord.workerId),
      vacationInfoId: filters.id(leaveRecord.vacationInfoId),
      leaveStatus: filters.int(leaveRecord.leaveStatus),
      deptId: filters.id(leaveRecord.deptId),
      nameOrNo: nameOrNo(leaveRecord.staffName, leaveRecord.staffNo),
      vacationName: filters.like(leaveRecord.vacationName),
      leaveStartTime_start: filters.from(leaveRecord.leaveEndTime),
      leaveStartTime_end: filters.to(leaveRecord.leaveStartTime),
    },
    sortable: { leaveStartTime: leaveRecord.leaveStartTime, createTime: leaveRecord.createTime, leaveDays: leaveRecord.leaveDays },
    defaultOrder: [desc(leaveRecord.leaveStartTime), desc(leaveRecord.id)],
    outputExtend: { label: z.string().optional() },
    // the cancel-leave form (9) offers records by this label
    hooks: { present: (_db, _ctx, rows) => rows.map((r) => ({ ...r, label: `${String(r.vacationName)} ${String(r.leaveStartTime).slice(0, 10)} – ${String(r.leaveEndTime).slice(0, 10)} (${String(r.leaveDays)})` })) },
  });
  const recordPage = pageOf(records.record);
  const listInput = records.listInput.extend({ processInstanceId: z.string().regex(/^\d{1,19}$/).optional() });
  type ListQuery = PageQuery & Record<string, unknown>;

  /**
   * Who sees which leave records: holders of the view code see their data scope; anybody who may read an
   * approval request (processInstanceId) sees the leave history of the person it is for; everybody else
   * sees their own leave.
   */
  async function visibleQuery(ctx: RouteContext, userType: number, q: ListQuery, viewCode: string): Promise<ListQuery | null> {
    const base = { ...q, userType };
    if (q.processInstanceId) {
      const inst = await readable(ctx.db, ctx.auth, { processInstanceId: String(q.processInstanceId) });
      const values = JSON.parse(inst.values ?? '{}') as Record<string, unknown>;
      const personId = String(values[userType === USER_WORKER ? 'workerId' : 'staffId'] ?? '');
      if (!/^\d{1,19}$/.test(personId)) return null;
      return { ...base, processInstanceId: undefined, [userType === USER_WORKER ? 'workerId' : 'staffId']: personId };
    }
    if (permits(ctx.auth, viewCode)) return base;
    const own = userType === USER_WORKER ? ctx.auth.workerId : ctx.auth.staffId;
    if (!own) return null;
    return { ...base, [userType === USER_WORKER ? 'workerId' : 'staffId']: own };
  }
  const pageFor = async (ctx: RouteContext, userType: number, q: ListQuery, viewCode: string) => {
    const vq = await visibleQuery(ctx, userType, q, viewCode);
    if (!vq) return { records: [], total: 0, size: q.size, current: q.current, pages: 0 };
    return records.page(ctx.db, ctx, vq as never);
  };
  const detailFor = async (ctx: RouteContext, userType: number, id: string, viewCode: string) => {
    const rec = await records.getById(ctx.db, ctx.auth, id);
    const own = userType === USER_WORKER ? ctx.auth.workerId : ctx.auth.staffId;
    if (rec.userType !== userType || (!permits(ctx.auth, viewCode) && (!own || own !== (userType === USER_WORKER ? rec.workerId : rec.staffId)))) throw notFound('Leave record');
    return rec;
  };

  const STATUS_LABEL: Record<number, string> = { 0: 'Pending', 1: 'Approved', 2: 'Rejected', 3: 'Cancel leave', 4: 'Recalled', 5: 'Cancelled' };
  const exportColumns: ExcelColumn<Record<string, unknown>>[] = [
    { header: 'Staff number / employment code', key: 'staffNo', width: 18 },
    { header: 'Name', key: 'staffName', width: 24 },
    { header: 'Vacation type', key: 'vacationName', width: 22 },
    { header: 'Leave days', key: 'leaveDays' },
    { header: 'Leave start time', key: 'leaveStartTime', width: 20 },
    { header: 'Leave end time', key: 'leaveEndTime', width: 20 },
    { header: 'Status', key: 'leaveStatus', value: (r) => STATUS_LABEL[r.leaveStatus as number] ?? '' },
    { header: 'Leave reason', key: 'leaveReason', width: 40 },
  ];
  const exportTo = async (ctx: RouteContext, userType: number, q: ListQuery, viewCode: string, fileName: string) => {
    const vq = await visibleQuery(ctx, userType, q, viewCode);
    const rows = pagedRows(async (offset, limit) => (vq ? (await records.page(ctx.db, ctx, { ...vq, current: offset / limit + 1, size: limit } as never)).records : []));
    return streamExcel(ctx.reply, { fileName, sheetName: 'Leave', columns: exportColumns, rows });
  };

  const recordInput = z.object({
    vacationInfoId: zId,
    leaveDays: halfDays,
    leaveUnit: z.coerce.number().refine((v) => v === 1 || v === 0.5, 'must be 1 (full day) or 0.5 (half day)').default(1),
    leavePeriod: z.enum(['AM', 'PM']).optional().nullable(),
    leaveStartTime: zDateTime,
    leaveEndTime: zDateTime.optional().nullable(),
    isLeave: z.coerce.number().int().min(0).max(1).default(0),
    departureDate: zDate.optional().nullable(),
    arrivalDate: zDate.optional().nullable(),
    leaveReason: z.string().trim().max(1000).optional().nullable(),
    ticketIds: z.string().max(500).optional().nullable(),
  });
  const toInput = (userType: number, personId: string, v: z.output<typeof recordInput>): LeaveInput => ({ ...v, userType, personId, leaveDays: v.leaveDays });

  /** HR records a leave directly (paper form, leave taken before the system): Approved at once, days deducted. */
  const recordLeave = (ctx: RouteContext, input: LeaveInput, resource: string) =>
    ctx.db.transaction(async (tx) => {
      const row = await takeLeave(tx, ctx.auth, input, { status: LeaveStatus.APPROVED });
      await audit(tx, ctx.auth, ctx.req, { action: 'create', resource, recordId: row.id, changes: { leaveDays: row.leaveDays, vacationInfoId: row.vacationInfoId } });
      return row;
    });

  // staff
  const S = `${STAFF_BASE}/leaverecord`;
  defineRoute(app, {
    method: 'POST',
    url: `${S}/update`,
    permission: 'leave_record_edit',
    summary: 'Changes a leave HR recorded directly (type, days, dates, reason); leave from an approval request changes only through a cancel-leave request',
    tags,
    input: recordInput.partial().extend({ id: zId }),
    output: records.record,
    handler: (v, ctx) =>
      ctx.db.transaction(async (tx) => {
        const old = await lockRecordById(tx, ctx.auth, v.id);
        if (!(await records.findById(tx, ctx.auth, v.id))) throw notFound('Leave record');
        if (old.flowInstanceId) throw conflict('id: this leave came from an approval request; cancel it with a cancel-leave request');
        if (old.leaveStatus !== LeaveStatus.APPROVED) throw conflict('id: only approved leave can be changed');
        const merged = parseOrThrow(recordInput, { ...old, ...Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) });
        await moveDays(tx, old.creditId, { used: -old.leaveDays });
        const input = toInput(old.userType, (old.staffId ?? old.workerId)!, merged);
        const checked = await checkLeave(tx, ctx.auth, input, old.id);
        await moveDays(tx, checked.credit?.id ?? null, { used: input.leaveDays });
        const [row] = await tx
          .update(leaveRecord)
          .set({ ...insertLeave(ctx.auth, input, checked, { status: LeaveStatus.APPROVED }), id: undefined, createUser: undefined, createDept: undefined, updateTime: formatDateTime(new Date()), version: sql`${leaveRecord.version} + 1` })
          .where(eq(leaveRecord.id, old.id))
          .returning();
        await audit(tx, ctx.auth, ctx.req, { action: 'update', resource: 'leave_record', recordId: old.id, changes: { leaveDays: [old.leaveDays, row.leaveDays] } });
        return row as never;
      }),
  });
  const removeRecords = (ctx: RouteContext, ids: string[], userType: number, resource: string) =>
    ctx.db.transaction(async (tx) => {
      for (const id of ids) {
        const rec = await lockRecordById(tx, ctx.auth, id);
        if (rec.userType !== userType || !(await records.findById(tx, ctx.auth, id))) throw notFound('Leave record');
        if (rec.leaveStatus === LeaveStatus.PENDING && rec.flowInstanceId) throw conflict('ids: a pending leave is decided by its approval request');
        await releaseApproved(tx, rec, rec.leaveStatus === LeaveStatus.APPROVED ? LeaveStatus.CANCEL_LEAVE : rec.leaveStatus);
        await tx.update(leaveRecord).set({ isDeleted: 1, updateUser: ctx.auth.userId }).where(eq(leaveRecord.id, id));
      }
      await audit(tx, ctx.auth, ctx.req, { action: 'remove', resource, recordId: ids });
      return null;
    });

  /** The calls each side (staff, workers) has alike: page, detail, export, record a leave, remove. */
  interface Side {
    userType: number;
    who: string;
    personField: 'staffId' | 'workerId';
    codes: { view: string; add: string; remove: string; export: string };
    urls: { page: string; detail: string; excel: string; add: string; remove: string };
    fileName: string;
  }
  const sideRoutes = (side: Side) => {
    const resource = side.codes.view.replace(/_view$/, '');
    defineRoute(app, {
      method: 'GET',
      url: side.urls.page,
      permission: 'authenticated',
      summary: `${side.who} leave records (records + total). Holders of ${side.codes.view} see their data scope; with processInstanceId, the leave history of the person the readable request is for; otherwise the caller's own leave`,
      tags,
      input: listInput,
      output: recordPage,
      handler: (q, ctx) => pageFor(ctx, side.userType, q as ListQuery, side.codes.view) as never,
    });
    defineRoute(app, {
      method: 'GET',
      url: side.urls.detail,
      permission: 'authenticated',
      summary: `One ${side.who.toLowerCase()} leave record (id): with ${side.codes.view}, or the caller's own`,
      tags,
      input: z.object({ id: zId }),
      output: records.record,
      handler: ({ id }, ctx) => detailFor(ctx, side.userType, id, side.codes.view) as never,
    });
    defineRoute(app, {
      method: 'GET',
      url: side.urls.excel,
      permission: side.codes.export,
      summary: `Exports the ${side.who.toLowerCase()} leave records of the page filters as .xlsx`,
      tags,
      input: listInput,
      raw: true,
      handler: (q, ctx) => exportTo(ctx, side.userType, q as ListQuery, side.codes.view, side.fileName),
    });
    defineRoute(app, {
      method: 'POST',
      url: side.urls.add,
      permission: side.codes.add,
      summary: `Records a ${side.who.toLowerCase()} leave directly (Approved; the days are deducted from the balance); the leave hints apply`,
      tags,
      input: recordInput.extend({ [side.personField]: zId }),
      output: records.record,
      handler: (v, ctx) => recordLeave(ctx, toInput(side.userType, String((v as Record<string, unknown>)[side.personField]), v as unknown as z.output<typeof recordInput>), resource) as never,
    });
    defineRoute(app, {
      method: 'POST',
      url: side.urls.remove,
      permission: side.codes.remove,
      summary: `Removes ${side.who.toLowerCase()} leave records (ids); the days of approved leave go back to the balance`,
      tags,
      input: z.object({ ids: idList }),
      output: z.null(),
      handler: ({ ids }, ctx) => removeRecords(ctx, ids, side.userType, resource),
    });
  };
  const S_CODES = { view: 'leave_record_view', add: 'leave_record_add', remove: 'leave_record_delete', export: 'leave_record_export' };
  sideRoutes({ userType: USER_STAFF, who: 'Staff', personField: 'staffId', codes: S_CODES, urls: { page: `${S}/page`, detail: `${S}/detail`, excel: `${S}/excel`, add: `${S}/save`, remove: `${S}/remove` }, fileName: 'leave-records.xlsx' });
  const W_CODES = { view: 'worker_leave_view', add: 'worker_leave_add', remove: 'worker_leave_delete', export: 'worker_leave_export' };
  sideRoutes({ userType: USER_WORKER, who: 'Worker', personField: 'workerId', codes: W_CODES, urls: { page: `${WORKER_BASE}/page1`, detail: `${WORKER_BASE}/detail`, excel: `${WORKER_BASE}/leaveRecordExcel`, add: `${WORKER_BASE}/submit`, remove: `${WORKER_BASE}/remove` }, fileName: 'worker-leave-records.xlsx' });
  defineRoute(app, {
    method: 'GET',
    url: `${S}/calendar`,
    permission: ['leave_calendar', 'leave_record_view'],
    summary: 'Approved leave (staff and workers) overlapping a period of at most a year (start, end as YYYY-MM-DD), for the leave calendar',
    tags,
    input: z.object({ start: zDate, end: zDate, deptId: zOptionalId, userType: z.coerce.number().int().min(1).max(2).optional() }),
    output: z.array(records.record),
    handler: async (q, ctx) => {
      if (q.end < q.start) throw badRequest('end: must not be before the start');
      if (Date.parse(q.end) - Date.parse(q.start) > 370 * 86400_000) throw badRequest('end: at most a year at a time');
      const rows = await ctx.db
        .select()
        .from(leaveRecord)
        .where(
          and(
            records.scope(ctx.auth),
            eq(leaveRecord.leaveStatus, LeaveStatus.APPROVED),
            sql`${leaveRecord.leaveStartTime} <= ${`${q.end} 23:59:59`}`,
            sql`${leaveRecord.leaveEndTime} >= ${`${q.start} 00:00:00`}`,
            q.deptId ? eq(leaveRecord.deptId, q.deptId) : undefined,
            q.userType ? eq(leaveRecord.userType, q.userType) : undefined,
          ),
        )
        .orderBy(asc(leaveRecord.leaveStartTime))
        .limit(5000);
      return rows as never;
    },
  });

  // workers
  defineRoute(app, {
    method: 'GET',
    url: `${WORKER_BASE}/myLeaveByWorkerId`,
    permission: 'authenticated',
    summary: "A worker's leave history (workerId): leaveRecords + total",
    tags,
    input: listInput.extend({ workerId: zId }),
    output: z.object({ leaveRecords: z.array(records.record), total: z.number() }),
    handler: async (q, ctx) => {
      const p = await pageFor(ctx, USER_WORKER, q as ListQuery, 'worker_leave_view');
      return { leaveRecords: p.records, total: p.total } as never;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${WORKER_BASE}/vacationListAll`,
    permission: 'authenticated',
    summary: 'Every leave type for workers (userType 2)',
    tags,
    output: z.array(z.object({ id: z.string(), name: z.string(), type: z.string(), day: z.number(), maxDay: z.number().nullable(), haveSalary: z.number() })),
    handler: async (_q, ctx) =>
      ctx.db
        .select({ id: vacationInfo.id, name: vacationInfo.name, type: vacationInfo.type, day: vacationInfo.day, maxDay: vacationInfo.maxDay, haveSalary: vacationInfo.haveSalary })
        .from(vacationInfo)
        .where(and(liveRows(vacationInfo, ctx.auth), eq(vacationInfo.userType, USER_WORKER)))
        .orderBy(asc(vacationInfo.sort), asc(vacationInfo.id)),
  });
  const balance = z.object({ vacationInfoId: z.string(), vacationName: z.string(), tracked: z.boolean(), days: z.number(), usedDays: z.number(), pendingDays: z.number(), remainingDays: z.number(), startDate: z.string().nullable(), expireDate: z.string().nullable() });
  // a worker's balances: the worker, or whoever views or records worker leave
  const canSeeWorker = (ctx: RouteContext, workerId: string) => {
    if (ctx.auth.workerId !== workerId && !permits(ctx.auth, ['worker_leave_view', 'worker_leave_add'])) throw notFound('worker');
  };
  defineRoute(app, {
    method: 'GET',
    url: `${WORKER_BASE}/haveWorkerDays`,
    permission: 'authenticated',
    summary: 'Remaining days of a worker (workerId) for a leave type (vacationInfoId) on a date (default today)',
    tags,
    input: z.object({ workerId: zId, vacationInfoId: zId, date: zDate.optional() }),
    output: balance,
    handler: async (q, ctx) => {
      canSeeWorker(ctx, q.workerId);
      return balanceOf(ctx.db, ctx, USER_WORKER, q.workerId, q.vacationInfoId, q.date ?? today());
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${WORKER_BASE}/detail1`,
    permission: 'authenticated',
    summary: 'Balances of a worker (workerId) for every worker leave type on a date (default today)',
    tags,
    input: z.object({ workerId: zId, date: zDate.optional() }),
    output: z.array(balance),
    handler: async (q, ctx) => {
      canSeeWorker(ctx, q.workerId);
      await getPerson(ctx.db, ctx.auth, USER_WORKER, q.workerId);
      const ts = await ctx.db.select({ id: vacationInfo.id }).from(vacationInfo).where(and(liveRows(vacationInfo, ctx.auth), eq(vacationInfo.userType, USER_WORKER))).orderBy(asc(vacationInfo.sort));
      const out = [];
      for (const t of ts) out.push(await balanceOf(ctx.db, ctx, USER_WORKER, q.workerId, t.id, q.date ?? today()));
      return out;
    },
  });

  async function balanceOf(db: Db, ctx: RouteContext, userType: number, personId: string, vacationInfoId: string, on: string) {
    const type = await findType(db, ctx.auth, vacationInfoId);
    if (!type) throw badRequest('vacationInfoId: no such vacation type');
    const tracked = await tracksBalance(db, ctx.auth, type);
    const [c] = await db
      .select()
      .from(vacationCredit)
      .where(and(liveRows(vacationCredit, ctx.auth), eq(vacationCredit.userType, userType), eq(vacationCredit.personId, personId), eq(vacationCredit.vacationInfoId, vacationInfoId), lte(vacationCredit.startDate, on), gte(vacationCredit.expireDate, on)))
      .limit(1);
    return {
      vacationInfoId,
      vacationName: type.name,
      tracked,
      days: c?.days ?? 0,
      usedDays: c?.usedDays ?? 0,
      pendingDays: c?.pendingDays ?? 0,
      remainingDays: c ? remainingOf(c) : 0,
      startDate: c?.startDate ?? null,
      expireDate: c?.expireDate ?? null,
    };
  }

}
