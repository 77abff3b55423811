import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { defineRoute, zDate, zId, zOptionalId, type RouteContext } from '../../platform/http/route.js';
import { idList, limitOffset, pageOf, pageQuery, toPage } from '../../platform/http/paging.js';
import { audit, diff } from '../../platform/audit.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { pagedRows, streamExcel, type ExcelColumn } from '../../platform/excel.js';
import { registerSweep } from '../../platform/jobs.js';
import { formatDateTime } from '../../platform/util.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { dept, user } from '../system/system.tables.js';
import { staff } from '../staff/staff.tables.js';
import { EMPLOYED, staffNameOrNo } from '../staff/staff.service.js';
import { onFlowEvent, registerServiceHook } from '../flow/hooks.js';
import * as flow from '../flow/flow.service.js';
import { flowInstance } from '../flow/flow.tables.js';
import { contractTerm, positiveRecord } from './probation.tables.js';
import {
  ON_PROBATION,
  PARAMS,
  RECORD_STATUS,
  addDays,
  addMonths,
  assessmentApproved,
  assessmentEnded,
  assessmentStarted,
  defaultLeader,
  ensureOpenRecord,
  moveRecord,
  paramNumber,
  probationEndSql,
  probationEndingNotice,
  recordNotFound,
  requireResult,
  runDailyNotices,
  sendNotice,
  staffScope,
  today,
  userEmail,
  type RecordRow,
} from './probation.service.js';

registerMenuSeeds([
  { code: 'probationMenu', name: 'Probation', path: '/probation', source: 'solution', sort: 12 },
  { code: 'probation', name: 'Probation staff', parent: 'probationMenu', path: '/probation/staff', source: 'user', sort: 1 },
  { code: 'probation_view', name: 'View probation', alias: 'view', parent: 'probation', category: 2, action: 1, sort: 1 },
  { code: 'probation_edit', name: 'Extend or close probation', alias: 'edit', parent: 'probation', category: 2, action: 1, sort: 2 },
  { code: 'probation_delete', name: 'Remove probation records', alias: 'delete', parent: 'probation', category: 2, action: 2, sort: 3 },
  { code: 'probation_assess', name: 'Start or close confirmation assessments', alias: 'assess', parent: 'probation', category: 2, action: 1, sort: 4 },
  { code: 'probation_notify', name: 'Send probation notices', alias: 'notify', parent: 'probation', category: 2, action: 1, sort: 5 },
  { code: 'probation_export', name: 'Export probation', alias: 'export', parent: 'probation', category: 2, action: 0, sort: 6 },
  { code: 'renewal', name: 'Contract renewal', parent: 'probationMenu', path: '/probation/renewal', source: 'file-sync', sort: 2 },
  ...crudButtons('renewal', 'contract renewal'),
  { code: 'renewal_export', name: 'Export contract renewal', alias: 'export', parent: 'renewal', category: 2, action: 0, sort: 5 },
  { code: 'assessedStaff', name: 'Assessed staff', parent: 'probationMenu', path: '/probation/assessed', source: 'audit', sort: 3 },
  { code: 'assessedStaff_view', name: 'View assessed staff', alias: 'view', parent: 'assessedStaff', category: 2, action: 1, sort: 1 },
]);

const VIEW = ['probation_view', 'assessedStaff_view'];
type Row = Record<string, unknown>;
const prefix = '/api/mcc-staff/positiverecord';
const tags = ['probation'];

// the confirmation assessment (form 5) drives the record: started -> assessing; approved -> result applied; else back on probation
onFlowEvent('positive', async (tx, inst, event) => {
  const e = { tenantId: inst.tenantId, initiator: inst.initiator, processId: inst.id, values: inst.values };
  if (event === 'started') await assessmentStarted(tx, e);
  else if (event === 'approved') await assessmentApproved(tx, e);
  else await assessmentEnded(tx, e);
});
registerServiceHook('positive.assessed', (_tx, inst) => requireResult(inst.values));

// the daily reminders: the sweep runs on every worker tick, the work at most once an hour per process (notice rows dedupe across processes)
let lastNoticeRun = 0;
registerSweep('probation.notices', async (app) => {
  if (Date.now() - lastNoticeRun < 3_600_000) return;
  lastNoticeRun = Date.now();
  await runDailyNotices(app.db);
});

const staffColumns = {
  staffId: staff.id,
  staffNo: staff.staffNo,
  enName: staff.enName,
  deptId: staff.deptId,
  deptName: dept.deptName,
  jobTitleName: staff.jobTitleName,
  email: staff.email,
  mobile: staff.mobile,
  staffStatus: staff.status,
  entryDate: staff.entryDate,
  confirmationDate: staff.confirmationDate,
};
const recordColumns = {
  id: positiveRecord.id,
  originalEndDate: positiveRecord.originalEndDate,
  probationEndDate: positiveRecord.probationEndDate,
  extendCount: positiveRecord.extendCount,
  extendedMonths: positiveRecord.extendedMonths,
  recordStatus: positiveRecord.recordStatus,
  processId: positiveRecord.processId,
  leaderId: positiveRecord.leaderId,
  result: positiveRecord.result,
  score: positiveRecord.score,
  leaderComment: positiveRecord.leaderComment,
  hrComment: positiveRecord.hrComment,
  assessedTime: positiveRecord.assessedTime,
  notifiedTime: positiveRecord.notifiedTime,
  passMessageTime: positiveRecord.passMessageTime,
  remark: positiveRecord.remark,
  createTime: positiveRecord.createTime,
  version: positiveRecord.version,
};
const s = z.string().nullable();
const n = z.number().nullable();
const staffShape = { staffId: z.string(), staffNo: z.string(), enName: z.string(), deptId: s, deptName: s, jobTitleName: s, email: s, mobile: s, staffStatus: z.number(), entryDate: s, confirmationDate: s };
const recordSchema = z.object({
  ...staffShape,
  id: z.string(),
  originalEndDate: z.string(),
  probationEndDate: z.string(),
  extendCount: z.number(),
  extendedMonths: z.number(),
  recordStatus: z.number(),
  processId: s,
  leaderId: s,
  leaderName: s.optional(),
  result: n,
  score: s,
  leaderComment: s,
  hrComment: s,
  assessedTime: s,
  notifiedTime: s,
  passMessageTime: s,
  remark: s,
  createTime: z.string(),
  version: z.number(),
});
const probationStaffSchema = z.object({ ...staffShape, recordId: s, probationEndDate: z.string(), daysLeft: z.number(), recordStatus: z.number(), extendCount: z.number(), processId: s, leaderId: s });
const contractSchema = z.object({ ...staffShape, id: z.string(), contractStartDate: s, contractEndDate: z.string(), daysLeft: z.number(), renewalStatus: z.number(), remark: s, version: z.number() });

const optInt = (min: number, max: number) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(min).max(max).optional());
const commonFilters = { nameOrNo: z.string().trim().max(100).optional(), deptId: zOptionalId, staffId: zOptionalId };
const nameOrNoWhere = (q: { nameOrNo?: string; deptId?: string; staffId?: string }): SQL[] => {
  const out: SQL[] = [];
  if (q.nameOrNo) out.push(staffNameOrNo(q.nameOrNo)!);
  if (q.deptId) out.push(eq(staff.deptId, q.deptId));
  if (q.staffId) out.push(eq(staff.id, q.staffId));
  return out;
};
const daysLeftSql = (end: SQL | typeof contractTerm.contractEndDate, from: string) => sql<number>`(${end}::date - ${from}::date)::int`;

const recordsInput = pageQuery.extend({ ...commonFilters, recordStatus: optInt(0, 4), result: optInt(1, 3), assessedOnly: optInt(0, 1) });
type RecordsQuery = z.infer<typeof recordsInput>;
const probationInput = pageQuery.extend({ ...commonFilters, recordStatus: optInt(0, 4), endingWithinDays: optInt(0, 3650) });
type ProbationQuery = z.infer<typeof probationInput>;
const renewalInput = pageQuery.extend({ ...commonFilters, renewalStatus: optInt(0, 2), expiringWithinDays: optInt(0, 3650) });
type RenewalQuery = z.infer<typeof renewalInput>;
const recordRef = z.object({ id: zOptionalId, staffId: zOptionalId }).refine((v) => v.id || v.staffId, { message: 'id: required', path: ['id'] });

const exportRecordColumns: ExcelColumn<Row>[] = [
  { header: 'Staff No', key: 'staffNo' },
  { header: 'Name', key: 'enName', width: 24 },
  { header: 'Department', key: 'deptName', width: 20 },
  { header: 'Entry Date', key: 'entryDate' },
  { header: 'Probation End Date', key: 'probationEndDate' },
  { header: 'Extensions', key: 'extendCount' },
  { header: 'Status', key: 'recordStatus', value: (r) => ['On probation', 'Assessing', 'Confirmed', 'Not passed', 'Closed'][r.recordStatus as number] },
  { header: 'Result', key: 'result', value: (r) => (r.result ? ['', 'Confirm', 'Extend probation', 'Terminate'][r.result as number] : null) },
  { header: 'Score', key: 'score' },
  { header: 'Leader Comment', key: 'leaderComment', width: 30 },
];
const exportProbationColumns: ExcelColumn<Row>[] = [
  { header: 'Staff No', key: 'staffNo' },
  { header: 'Name', key: 'enName', width: 24 },
  { header: 'Department', key: 'deptName', width: 20 },
  { header: 'Entry Date', key: 'entryDate' },
  { header: 'Probation End Date', key: 'probationEndDate' },
  { header: 'Days Left', key: 'daysLeft' },
  { header: 'Extensions', key: 'extendCount' },
  { header: 'Status', key: 'recordStatus', value: (r) => ['On probation', 'Assessing'][r.recordStatus as number] ?? r.recordStatus },
];
const exportRenewalColumns: ExcelColumn<Row>[] = [
  { header: 'Staff No', key: 'staffNo' },
  { header: 'Name', key: 'enName', width: 24 },
  { header: 'Department', key: 'deptName', width: 20 },
  { header: 'Contract Start', key: 'contractStartDate' },
  { header: 'Contract End', key: 'contractEndDate' },
  { header: 'Days Left', key: 'daysLeft' },
  { header: 'Renewal', key: 'renewalStatus', value: (r) => ['Pending', 'Renewed', 'Not renewed'][r.renewalStatus as number] },
  { header: 'Remark', key: 'remark', width: 30 },
];

export default async function probationRoutes(app: FastifyInstance): Promise<void> {
  // ---- records (the product's positive records)
  const recordWhere = (ctx: RouteContext, q: Partial<RecordsQuery>) =>
    and(
      eq(positiveRecord.tenantId, ctx.auth.tenantId),
      eq(positiveRecord.isDeleted, 0),
      staffScope(ctx.auth),
      q.recordStatus !== undefined ? eq(positiveRecord.recordStatus, q.recordStatus) : undefined,
      q.result !== undefined ? eq(positiveRecord.result, q.result) : undefined,
      q.assessedOnly ? isNotNull(positiveRecord.processId) : undefined,
      ...nameOrNoWhere(q),
    );
  const selectRecords = (db: RouteContext['db'], where: SQL | undefined) =>
    db.select({ ...staffColumns, ...recordColumns }).from(positiveRecord).innerJoin(staff, eq(staff.id, positiveRecord.staffId)).leftJoin(dept, eq(dept.id, staff.deptId)).where(where);
  const withLeaderNames = async (db: RouteContext['db'], rows: Row[]) => {
    const ids = [...new Set(rows.map((r) => r.leaderId).filter((v): v is string => typeof v === 'string'))];
    if (ids.length === 0) return rows.map((r) => ({ ...r, leaderName: null }));
    const [users, staffs] = await Promise.all([
      db.select({ id: user.id, name: user.realName }).from(user).where(inArray(user.id, ids)),
      db.select({ id: staff.id, name: staff.enName }).from(staff).where(inArray(staff.id, ids)),
    ]);
    const names = new Map<string, string | null>([...users, ...staffs].map((r) => [r.id, r.name]));
    return rows.map((r) => ({ ...r, leaderName: names.get(r.leaderId as string) ?? null }));
  };
  const pageRecords = async (ctx: RouteContext, q: RecordsQuery) => {
    const where = recordWhere(ctx, q);
    const { limit, offset } = limitOffset(q);
    const query = selectRecords(ctx.db, where).orderBy(desc(positiveRecord.createTime), desc(positiveRecord.id)).offset(offset);
    const [rows, [{ total }]] = await Promise.all([limit ? query.limit(limit) : query, ctx.db.select({ total: count() }).from(positiveRecord).innerJoin(staff, eq(staff.id, positiveRecord.staffId)).where(where)]);
    return toPage(await withLeaderNames(ctx.db, rows), Number(total), q);
  };
  const getRecord = async (ctx: RouteContext, db: RouteContext['db'], id: string) => {
    const [row] = await selectRecords(db, and(recordWhere(ctx, {}), eq(positiveRecord.id, id)));
    if (!row) throw recordNotFound();
    return (await withLeaderNames(db, [row]))[0] as unknown as Row & { id: string };
  };
  /** The record an action names (by id, or the staff's open record, created on first use), locked for the action. */
  const recordFor = async (ctx: RouteContext, tx: RouteContext['db'], ref: { id?: string; staffId?: string }): Promise<RecordRow> => {
    let id = ref.id;
    if (!id) {
      const [visible] = await tx.select({ id: staff.id }).from(staff).where(and(eq(staff.tenantId, ctx.auth.tenantId), eq(staff.isDeleted, 0), eq(staff.id, ref.staffId!), staffScope(ctx.auth)));
      if (!visible) throw badRequest('staffId: no such staff');
      id = (await ensureOpenRecord(tx, ctx.auth, ref.staffId!)).id;
    }
    await getRecord(ctx, tx, id);
    const [rec] = await tx.select().from(positiveRecord).where(eq(positiveRecord.id, id)).for('update');
    return rec;
  };
  const act = <I extends z.ZodType>(url: string, permission: string | string[], summary: string, input: I, run: (tx: RouteContext['db'], ctx: RouteContext, v: z.output<I>) => Promise<RecordRow | string>) =>
    defineRoute(app, {
      method: 'POST',
      url: `${prefix}/${url}`,
      permission,
      summary,
      tags,
      input,
      output: recordSchema,
      handler: async (v, ctx) => {
        const id = await ctx.db.transaction(async (tx) => {
          const out = await run(tx, ctx, v);
          const recordId = typeof out === 'string' ? out : out.id;
          await audit(tx, ctx.auth, ctx.req, { action: url, resource: 'probation', recordId, changes: typeof out === 'string' ? null : diff(null, out as never) });
          return recordId;
        });
        return getRecord(ctx, ctx.db, id) as never;
      },
    });

  defineRoute(app, { method: 'GET', url: `${prefix}/page`, permission: VIEW, summary: 'Probation records (recordStatus 0 on probation, 1 assessing, 2 confirmed, 3 not passed, 4 closed)', tags, input: recordsInput, output: pageOf(recordSchema), handler: (q, ctx) => pageRecords(ctx, q) as never });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/pageConfirmationAssessment`,
    permission: VIEW,
    summary: 'Assessed staff: records with a confirmation assessment (running or finished), newest first',
    tags,
    input: recordsInput,
    output: pageOf(recordSchema),
    handler: (q, ctx) => pageRecords(ctx, { ...q, assessedOnly: 1 }) as never,
  });
  defineRoute(app, { method: 'GET', url: `${prefix}/detail`, permission: VIEW, summary: 'One probation record with the staff summary', tags, input: z.object({ id: zId }), output: recordSchema, handler: ({ id }, ctx) => getRecord(ctx, ctx.db, id) as never });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/getByIds`,
    permission: VIEW,
    summary: 'Probation records by ids (ids=1,2,3)',
    tags,
    input: z.object({ ids: idList }),
    output: z.array(recordSchema),
    handler: async ({ ids }, ctx) => withLeaderNames(ctx.db, await selectRecords(ctx.db, and(recordWhere(ctx, {}), inArray(positiveRecord.id, ids)))) as never,
  });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/getConfirmationAssessmentRecord`,
    permission: VIEW,
    summary: "The confirmation assessment request of a record (id) or of a staff's latest record (staffId): the process record with its form values, or null",
    tags,
    input: recordRef,
    output: z.record(z.string(), z.unknown()).nullable(),
    handler: async (v, ctx) => {
      const rec = v.id
        ? await getRecord(ctx, ctx.db, v.id)
        : (await selectRecords(ctx.db, and(recordWhere(ctx, { staffId: v.staffId }), isNotNull(positiveRecord.processId))).orderBy(desc(positiveRecord.createTime), desc(positiveRecord.id)).limit(1))[0];
      if (!rec?.processId) return null;
      const [inst] = await ctx.db.select().from(flowInstance).where(and(eq(flowInstance.tenantId, ctx.auth.tenantId), eq(flowInstance.id, rec.processId as string)));
      return inst ? flow.toRecord(inst, { recordId: rec.id, recordStatus: rec.recordStatus, score: rec.score }) : null;
    },
  });

  act('extendedProbation', 'probation_edit', 'Extends a probation: by months (1-12) or to a later end date; the record must be on probation', z.object({ id: zOptionalId, staffId: zOptionalId, months: optInt(1, 12), probationEndDate: zDate.optional(), remark: z.string().trim().max(500).optional() }).refine((v) => v.id || v.staffId, { message: 'id: required', path: ['id'] }).refine((v) => v.months || v.probationEndDate, { message: 'months: months or probationEndDate is required', path: ['months'] }), async (tx, ctx, v) => {
    const rec = await recordFor(ctx, tx, v);
    const end = v.probationEndDate ?? addMonths(rec.probationEndDate, v.months!);
    if (end <= rec.probationEndDate) throw badRequest(`probationEndDate: must be after the current end date ${rec.probationEndDate}`);
    const months = v.months ?? Math.max(1, Math.round((Date.parse(end) - Date.parse(rec.probationEndDate)) / (30.44 * 86_400_000)));
    return moveRecord(tx, ctx.auth.userId, rec, [RECORD_STATUS.ON_PROBATION], { probationEndDate: end, extendCount: rec.extendCount + 1, extendedMonths: rec.extendedMonths + months, remark: v.remark ?? rec.remark }, 'extended');
  });
  act('close', 'probation_edit', 'Closes a probation record without an assessment (e.g. the staff left); a running assessment must be closed first', recordRef.and(z.object({ remark: z.string().trim().max(500).optional() })), async (tx, ctx, v) => {
    const rec = await recordFor(ctx, tx, v);
    return moveRecord(tx, ctx.auth.userId, rec, [RECORD_STATUS.ON_PROBATION], { recordStatus: RECORD_STATUS.CLOSED, remark: v.remark ?? rec.remark }, 'closed');
  });
  defineRoute(app, {
    method: 'POST',
    url: `${prefix}/remove`,
    permission: 'probation_delete',
    summary: 'Removes probation records (ids); a record whose assessment is running cannot be removed',
    tags,
    input: z.object({ ids: idList }),
    output: z.null(),
    handler: async ({ ids }, ctx) =>
      ctx.db.transaction(async (tx) => {
        const rows = await selectRecords(tx, and(recordWhere(ctx, {}), inArray(positiveRecord.id, ids)));
        if (rows.length === 0) throw recordNotFound();
        if (rows.some((r) => r.recordStatus === RECORD_STATUS.ASSESSING)) throw conflict('recordStatus: close the running confirmation assessment first');
        await tx.update(positiveRecord).set({ isDeleted: 1, updateUser: ctx.auth.userId, updateTime: formatDateTime(new Date()) }).where(inArray(positiveRecord.id, rows.map((r) => r.id)));
        await audit(tx, ctx.auth, ctx.req, { action: 'remove', resource: 'probation', recordId: rows.map((r) => r.id) });
        return null;
      }),
  });

  act('startConfirmationAssessment', 'probation_assess', "Starts the confirmation assessment (form 5) of a staff on probation, assessed by leaderId (default: the staff's first approver or department leader); HR is the initiator", z.object({ id: zOptionalId, staffId: zOptionalId, leaderId: zOptionalId }).refine((v) => v.id || v.staffId, { message: 'id: required', path: ['id'] }), async (tx, ctx, v) => {
    const rec = await recordFor(ctx, tx, v);
    if (rec.recordStatus !== RECORD_STATUS.ON_PROBATION) throw conflict(`recordStatus: a record in status ${rec.recordStatus} cannot be assessed`);
    const leaderId = v.leaderId ?? (await defaultLeader(tx, ctx.auth.tenantId, rec.staffId));
    if (!leaderId) throw badRequest('leaderId: the staff has no first approver or department leader; choose the assessing leader');
    await flow.startProcess(tx, ctx.auth, { formId: '5', map: { staffId: rec.staffId, probationEndDate: rec.probationEndDate, leaderId }, router: '/probation/staff' });
    return rec.id;
  });
  act('saveConfirmationAssessment', 'authenticated', "Saves the current approver's part of a running assessment (scores, comments, result): only the leader or HR holding the open task", z.object({ id: zId, map: z.record(z.string(), z.unknown()) }), async (tx, ctx, v) => {
    const [rec] = await tx.select().from(positiveRecord).where(and(eq(positiveRecord.tenantId, ctx.auth.tenantId), eq(positiveRecord.isDeleted, 0), eq(positiveRecord.id, v.id)));
    if (!rec) throw recordNotFound();
    if (rec.recordStatus !== RECORD_STATUS.ASSESSING || !rec.processId) throw conflict('recordStatus: no confirmation assessment is running');
    const { staffId: _s, probationEndDate: _p, leaderId: _l, ...map } = v.map;
    await flow.updateValues(tx, ctx.auth, { id: rec.processId, map });
    return rec.id;
  });
  act('closeConfirmationAssessment', 'probation_assess', 'Cancels the running assessment; the staff is on probation again', recordRef.and(z.object({ comment: z.string().trim().max(1000).optional() })), async (tx, ctx, v) => {
    const rec = await recordFor(ctx, tx, v);
    if (rec.recordStatus !== RECORD_STATUS.ASSESSING || !rec.processId) throw conflict('recordStatus: no confirmation assessment is running');
    await flow.terminate(tx, { ...ctx.auth, permissions: new Set([...ctx.auth.permissions, flow.PERM_CANCEL]) }, { id: rec.processId }, 'cancelled', v.comment ?? 'Closed by HR');
    return rec.id;
  });

  // ---- the staff's own result (Staff process calls of seed 000: the "my assessment" button)
  const myAssessment = async (ctx: RouteContext) => {
    if (!ctx.auth.staffId) return null;
    const [rec] = await selectRecords(ctx.db, and(eq(positiveRecord.tenantId, ctx.auth.tenantId), eq(positiveRecord.isDeleted, 0), eq(positiveRecord.staffId, ctx.auth.staffId), isNotNull(positiveRecord.result)))
      .orderBy(desc(positiveRecord.assessedTime))
      .limit(1);
    if (!rec?.processId) return null;
    const [inst] = await ctx.db.select().from(flowInstance).where(and(eq(flowInstance.tenantId, ctx.auth.tenantId), eq(flowInstance.id, rec.processId)));
    return inst ? flow.toRecord(inst, { recordId: rec.id, recordStatus: rec.recordStatus, result: rec.result, score: rec.score, probationEndDate: rec.probationEndDate, assessedTime: rec.assessedTime }) : null;
  };
  defineRoute(app, {
    method: 'POST',
    url: '/api/mcc-staff/processfield/myAssessmentResult',
    permission: 'authenticated',
    summary: "The caller's latest finished confirmation assessment (form 5 request with the result, score and probation end date), or null; a running one is not shown",
    tags,
    output: z.record(z.string(), z.unknown()).nullable(),
    handler: (_v, ctx) => myAssessment(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/mcc-staff/processfield/isShowMyAssessmentButton',
    permission: 'authenticated',
    summary: 'Whether the caller has a finished confirmation assessment to show',
    tags,
    output: z.boolean(),
    handler: async (_v, ctx) => (await myAssessment(ctx)) !== null,
  });

  // ---- notices
  const noticeFor = async (db: RouteContext['db'], ctx: RouteContext, rec: Row) =>
    probationEndingNotice(db, ctx.auth.tenantId, { staffId: rec.staffId as string, staffNo: rec.staffNo as string, enName: rec.enName as string, probationEndDate: rec.probationEndDate as string, leaderId: rec.leaderId as string | null });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/getNotice`,
    permission: VIEW,
    summary: 'The probation reminder a record would send (recipients, subject, body)',
    tags,
    input: z.object({ id: zId }),
    output: z.object({ recipients: z.array(z.string()), subject: z.string(), body: z.string() }),
    handler: async ({ id }, ctx) => noticeFor(ctx.db, ctx, await getRecord(ctx, ctx.db, id)),
  });
  act('sendNotification', 'probation_notify', "E-mails the probation reminder to the staff's leader and the HR mailbox (parameter probation.notice.email)", z.object({ id: zId }), async (tx, ctx, v) => {
    const rec = await getRecord(ctx, tx, v.id);
    if (!([RECORD_STATUS.ON_PROBATION, RECORD_STATUS.ASSESSING] as number[]).includes(rec.recordStatus as number)) throw conflict('recordStatus: the probation is over');
    const notice = await noticeFor(tx, ctx, rec);
    if (notice.recipients.length === 0) throw badRequest("leaderId: neither the leader nor the HR mailbox has an e-mail address");
    await sendNotice(tx, ctx.auth.tenantId, notice, { kind: 'probationReminder', recordId: rec.id });
    const [locked] = await tx.select().from(positiveRecord).where(eq(positiveRecord.id, rec.id));
    return moveRecord(tx, ctx.auth.userId, locked, [RECORD_STATUS.ON_PROBATION, RECORD_STATUS.ASSESSING], { notifiedTime: formatDateTime(new Date()) }, 'notified');
  });
  act('sendPassMessage', 'probation_notify', 'E-mails the confirmation (pass) message to a confirmed staff', z.object({ id: zId }), async (tx, ctx, v) => {
    const rec = await getRecord(ctx, tx, v.id);
    if (rec.recordStatus !== RECORD_STATUS.CONFIRMED) throw conflict('recordStatus: only confirmed staff receive the pass message');
    const to = (rec.email as string | null) ?? (await userEmail(tx, rec.staffId as string));
    if (!to) throw badRequest('email: the staff has no e-mail address');
    await sendNotice(tx, ctx.auth.tenantId, { recipients: [to], subject: 'Confirmation of employment', body: `Dear ${rec.enName}, we are pleased to confirm your employment: you have passed your probation${rec.confirmationDate ? ` (confirmed on ${rec.confirmationDate})` : ''}. Congratulations!` }, { kind: 'passMessage', recordId: rec.id });
    const [locked] = await tx.select().from(positiveRecord).where(eq(positiveRecord.id, rec.id));
    return moveRecord(tx, ctx.auth.userId, locked, [RECORD_STATUS.CONFIRMED], { passMessageTime: formatDateTime(new Date()) }, 'notified');
  });

  // ---- staff on probation (every staff of status 0 or 3, with the open record when there is one)
  const probationQuery = async (ctx: RouteContext, q: Partial<ProbationQuery>) => {
    const months = await paramNumber(ctx.db, ctx.auth.tenantId, PARAMS.probationMonths);
    const end = probationEndSql(months);
    const from = today();
    const where = and(
      eq(staff.tenantId, ctx.auth.tenantId),
      eq(staff.isDeleted, 0),
      inArray(staff.status, ON_PROBATION),
      staffScope(ctx.auth),
      q.recordStatus !== undefined ? sql`coalesce(${positiveRecord.recordStatus}, 0) = ${q.recordStatus}` : undefined,
      q.endingWithinDays !== undefined ? sql`${end} <= ${addDays(from, q.endingWithinDays)}` : undefined,
      ...nameOrNoWhere(q),
    );
    const base = (db: RouteContext['db'], cols: Record<string, unknown>) =>
      db
        .select(cols as never)
        .from(staff)
        .leftJoin(positiveRecord, and(eq(positiveRecord.staffId, staff.id), eq(positiveRecord.isDeleted, 0), inArray(positiveRecord.recordStatus, [RECORD_STATUS.ON_PROBATION, RECORD_STATUS.ASSESSING])))
        .leftJoin(dept, eq(dept.id, staff.deptId))
        .where(where);
    return { end, from, base };
  };
  const pageProbation = async (ctx: RouteContext, q: ProbationQuery) => {
    const { end, from, base } = await probationQuery(ctx, q);
    const { limit, offset } = limitOffset(q);
    const rowsQ = base(ctx.db, {
      ...staffColumns,
      recordId: positiveRecord.id,
      probationEndDate: end,
      daysLeft: daysLeftSql(end, from),
      recordStatus: sql<number>`coalesce(${positiveRecord.recordStatus}, 0)::int`,
      extendCount: sql<number>`coalesce(${positiveRecord.extendCount}, 0)::int`,
      processId: positiveRecord.processId,
      leaderId: positiveRecord.leaderId,
    }).orderBy(sql`${end} asc`, staff.staffNo).offset(offset);
    const [rows, [{ total }]] = await Promise.all([limit ? rowsQ.limit(limit) : rowsQ, base(ctx.db, { total: count() }) as unknown as Promise<{ total: number }[]>]);
    return toPage(rows as Row[], Number(total), q);
  };
  defineRoute(app, { method: 'GET', url: `${prefix}/pageProbationStaff`, permission: 'probation_view', summary: 'Staff on probation (status 0 or 3) with the probation end date and days left, soonest first; endingWithinDays narrows', tags, input: probationInput, output: pageOf(probationStaffSchema), handler: (q, ctx) => pageProbation(ctx, q) as never });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/statisticsProbationStaff`,
    permission: 'probation_view',
    summary: 'Counts for the probation cards: on probation, ending within the notice days (parameter probation.notice.days), overdue, assessing',
    tags,
    output: z.object({ total: z.number(), endingSoon: z.number(), overdue: z.number(), assessing: z.number(), noticeDays: z.number() }),
    handler: async (_q, ctx) => {
      const days = await paramNumber(ctx.db, ctx.auth.tenantId, PARAMS.probationNoticeDays);
      const { end, from, base } = await probationQuery(ctx, {});
      const [r] = (await base(ctx.db, {
        total: sql<number>`count(*)::int`,
        endingSoon: sql<number>`(count(*) filter (where ${end} between ${from} and ${addDays(from, days)}))::int`,
        overdue: sql<number>`(count(*) filter (where ${end} < ${from} and coalesce(${positiveRecord.recordStatus}, 0) = 0))::int`,
        assessing: sql<number>`(count(*) filter (where ${positiveRecord.recordStatus} = 1))::int`,
      })) as unknown as { total: number; endingSoon: number; overdue: number; assessing: number }[];
      return { ...r, noticeDays: days };
    },
  });
  const countRecords = (ctx: RouteContext, status: number, sinceYearStart: boolean) =>
    ctx.db
      .select({ n: count() })
      .from(positiveRecord)
      .innerJoin(staff, eq(staff.id, positiveRecord.staffId))
      .where(and(recordWhere(ctx, {}), eq(positiveRecord.recordStatus, status), sinceYearStart ? sql`${positiveRecord.assessedTime} >= ${`${today().slice(0, 4)}-01-01`}` : undefined))
      .then(([r]) => Number(r.n));
  defineRoute(app, { method: 'GET', url: `${prefix}/statisticsPendingForLeaderApproval`, permission: VIEW, summary: 'How many confirmation assessments are running (waiting for the leader or HR)', tags, output: z.number(), handler: (_q, ctx) => countRecords(ctx, RECORD_STATUS.ASSESSING, false) });
  defineRoute(app, { method: 'GET', url: `${prefix}/statisticsSuccessfulLeaderApproval`, permission: VIEW, summary: 'How many staff were confirmed through an assessment this year', tags, output: z.number(), handler: (_q, ctx) => countRecords(ctx, RECORD_STATUS.CONFIRMED, true) });

  // ---- contract renewal
  const renewalQuery = (ctx: RouteContext, q: Partial<RenewalQuery>) => {
    const from = today();
    const where = and(
      eq(contractTerm.tenantId, ctx.auth.tenantId),
      eq(contractTerm.isDeleted, 0),
      eq(staff.isDeleted, 0),
      inArray(staff.status, EMPLOYED),
      staffScope(ctx.auth),
      q.renewalStatus !== undefined ? eq(contractTerm.renewalStatus, q.renewalStatus) : undefined,
      q.expiringWithinDays !== undefined ? sql`${contractTerm.contractEndDate} <= ${addDays(from, q.expiringWithinDays)}` : undefined,
      ...nameOrNoWhere(q),
    );
    const base = (db: RouteContext['db'], cols: Record<string, unknown>) => db.select(cols as never).from(contractTerm).innerJoin(staff, eq(staff.id, contractTerm.staffId)).leftJoin(dept, eq(dept.id, staff.deptId)).where(where);
    return { from, base };
  };
  const pageRenewal = async (ctx: RouteContext, q: RenewalQuery) => {
    const { from, base } = renewalQuery(ctx, q);
    const { limit, offset } = limitOffset(q);
    const rowsQ = base(ctx.db, {
      ...staffColumns,
      id: contractTerm.id,
      contractStartDate: contractTerm.contractStartDate,
      contractEndDate: contractTerm.contractEndDate,
      daysLeft: daysLeftSql(contractTerm.contractEndDate, from),
      renewalStatus: contractTerm.renewalStatus,
      remark: contractTerm.remark,
      version: contractTerm.version,
    }).orderBy(contractTerm.contractEndDate, staff.staffNo).offset(offset);
    const [rows, [{ total }]] = await Promise.all([limit ? rowsQ.limit(limit) : rowsQ, base(ctx.db, { total: count() }) as unknown as Promise<{ total: number }[]>]);
    return toPage(rows as Row[], Number(total), q);
  };
  defineRoute(app, { method: 'GET', url: `${prefix}/pageRenewalContractStaff`, permission: 'renewal_view', summary: 'Employed staff with a tracked contract end date, soonest first; expiringWithinDays narrows', tags, input: renewalInput, output: pageOf(contractSchema), handler: (q, ctx) => pageRenewal(ctx, q) as never });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/statisticsRenewalContractStaff`,
    permission: 'renewal_view',
    summary: 'Counts for the renewal cards: tracked, pending and expiring within the notice days (parameter contract.notice.days), expired, renewed',
    tags,
    output: z.object({ total: z.number(), expiringSoon: z.number(), expired: z.number(), renewed: z.number(), noticeDays: z.number() }),
    handler: async (_q, ctx) => {
      const days = await paramNumber(ctx.db, ctx.auth.tenantId, PARAMS.contractNoticeDays);
      const { from, base } = renewalQuery(ctx, {});
      const [r] = (await base(ctx.db, {
        total: sql<number>`count(*)::int`,
        expiringSoon: sql<number>`(count(*) filter (where ${contractTerm.renewalStatus} = 0 and ${contractTerm.contractEndDate} between ${from} and ${addDays(from, days)}))::int`,
        expired: sql<number>`(count(*) filter (where ${contractTerm.renewalStatus} = 0 and ${contractTerm.contractEndDate} < ${from}))::int`,
        renewed: sql<number>`(count(*) filter (where ${contractTerm.renewalStatus} = 1))::int`,
      })) as unknown as { total: number; expiringSoon: number; expired: number; renewed: number }[];
      return { ...r, noticeDays: days };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${prefix}/saveRenewalContract`,
    permission: ['renewal_add', 'renewal_edit'],
    summary: "Sets a staff's current contract term (start, end, renewal status 0 pending / 1 renewed / 2 not renewed); renewing moves the end date and sets the status back to pending",
    tags,
    input: z
      .object({ staffId: zId, contractStartDate: zDate.optional().or(z.literal('').transform(() => undefined)), contractEndDate: zDate, renewalStatus: optInt(0, 2), remark: z.string().trim().max(500).optional() })
      .refine((v) => !v.contractStartDate || v.contractStartDate < v.contractEndDate, { message: 'contractEndDate: must be after the contract start date', path: ['contractEndDate'] }),
    output: contractSchema,
    handler: async (v, ctx) => {
      await ctx.db.transaction(async (tx) => {
        const [st] = await tx.select({ id: staff.id }).from(staff).where(and(eq(staff.tenantId, ctx.auth.tenantId), eq(staff.isDeleted, 0), inArray(staff.status, EMPLOYED), eq(staff.id, v.staffId), staffScope(ctx.auth)));
        if (!st) throw badRequest('staffId: no such employed staff');
        const [existing] = await tx.select().from(contractTerm).where(and(eq(contractTerm.tenantId, ctx.auth.tenantId), eq(contractTerm.isDeleted, 0), eq(contractTerm.staffId, v.staffId))).for('update');
        const fields = { contractStartDate: v.contractStartDate ?? existing?.contractStartDate ?? null, contractEndDate: v.contractEndDate, renewalStatus: v.renewalStatus ?? 0, remark: v.remark ?? existing?.remark ?? null, updateUser: ctx.auth.userId };
        const [saved] = existing
          ? await tx.update(contractTerm).set({ ...fields, updateTime: formatDateTime(new Date()), version: sql`${contractTerm.version} + 1` }).where(eq(contractTerm.id, existing.id)).returning()
          : await tx.insert(contractTerm).values({ ...fields, tenantId: ctx.auth.tenantId, staffId: v.staffId, createUser: ctx.auth.userId, createDept: ctx.auth.deptIds[0] ?? null }).returning();
        await audit(tx, ctx.auth, ctx.req, { action: existing ? 'update' : 'create', resource: 'contractTerm', recordId: saved.id, changes: diff(existing ?? null, saved) });
      });
      const page = await pageRenewal(ctx, { current: 1, size: 1, staffId: v.staffId } as RenewalQuery);
      return page.records[0] as never;
    },
  });

  // ---- exports
  const exportOf = <Q extends object>(url: string, permission: string, fileName: string, columns: ExcelColumn<Row>[], input: z.ZodType<Q>, page: (ctx: RouteContext, q: Q) => Promise<{ records: Row[] }>) =>
    defineRoute(app, {
      method: 'GET',
      url: `${prefix}/${url}`,
      permission,
      summary: `Excel export (${fileName}) with the list's filters`,
      tags,
      input,
      handler: (q, ctx) => streamExcel(ctx.reply, { fileName, sheetName: 'Sheet1', columns, rows: pagedRows((offset, limit) => page(ctx, { ...q, current: offset / limit + 1, size: limit }).then((p) => p.records), 1000) }),
    });
  exportOf('excel', 'probation_export', 'probation-records.xlsx', exportRecordColumns, recordsInput, (ctx, q) => pageRecords(ctx, q as RecordsQuery) as never);
  exportOf('exportProbationStaff', 'probation_export', 'probation-staff.xlsx', exportProbationColumns, probationInput, (ctx, q) => pageProbation(ctx, q as ProbationQuery));
  exportOf('exportRenewalContractStaff', 'renewal_export', 'contract-renewal.xlsx', exportRenewalColumns, renewalInput, (ctx, q) => pageRenewal(ctx, q as RenewalQuery));
}
