import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { dataScopeCondition } from '../../platform/auth/permissions.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { enqueue } from '../../platform/outbox.js';
import { formatDateTime } from '../../platform/util.js';
import { dept, param, user } from '../system/system.tables.js';
import { staff } from '../staff/staff.tables.js';
import { STAFF_STATUS, confirmStaff, type StaffActor } from '../staff/staff.service.js';
import { ASSESSMENT_SCORES } from '../form/form-seeds.js';
import { contractTerm, positiveRecord, probationNotice } from './probation.tables.js';

type Row = Record<string, unknown>;

/** States of a probation record. */
export const RECORD_STATUS = { ON_PROBATION: 0, ASSESSING: 1, CONFIRMED: 2, NOT_PASSED: 3, CLOSED: 4 } as const;
/** Staff statuses that are on probation: new staff and rejoined staff. */
export const ON_PROBATION = [STAFF_STATUS.PROBATION, STAFF_STATUS.REJOINED];
/** Form-5 results. */
export const RESULT = { CONFIRM: 1, EXTEND: 2, TERMINATE: 3 } as const;

/** System parameters (System > Parameters) with their defaults. */
export const PARAMS = {
  probationMonths: { key: 'probation.months', fallback: 3 },
  probationNoticeDays: { key: 'probation.notice.days', fallback: 14 },
  contractNoticeDays: { key: 'contract.notice.days', fallback: 30 },
} as const;
/** Where HR's copy of the daily notices goes (an e-mail address; empty = only the leader). */
export const HR_MAILBOX_PARAM = 'probation.notice.email';

export const today = (now = new Date()) => formatDateTime(now).slice(0, 10);

/** Adds calendar months to a YYYY-MM-DD date, clamping to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

export async function paramText(db: Db, tenantId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: param.paramValue })
    .from(param)
    .where(and(eq(param.tenantId, tenantId), eq(param.isDeleted, 0), eq(param.paramKey, key)))
    .limit(1);
  return row?.value.trim() || null;
}

export async function paramNumber(db: Db, tenantId: string, p: { key: string; fallback: number }): Promise<number> {
  const n = Number(await paramText(db, tenantId, p.key));
  return Number.isInteger(n) && n > 0 && n < 1000 ? n : p.fallback;
}

/** The staff's rows visible to the caller under the `probation` data scope (keyed on the staff's department and account). */
export const staffScope = (auth: AuthContext): SQL | undefined => dataScopeCondition(auth, 'probation', { dept: staff.deptId, user: staff.userId, dept_id: staff.deptId, user_id: staff.userId });

// ---------------------------------------------------------------------------------------------
// Records

export async function openRecordOf(tx: Db, tenantId: string, staffId: string) {
  const [row] = await tx
    .select()
    .from(positiveRecord)
    .where(and(eq(positiveRecord.tenantId, tenantId), eq(positiveRecord.isDeleted, 0), eq(positiveRecord.staffId, staffId), inArray(positiveRecord.recordStatus, [RECORD_STATUS.ON_PROBATION, RECORD_STATUS.ASSESSING])))
    .limit(1);
  return row ?? null;
}

/** The staff's open probation record, created (end date = entry date + the probation months) when there is none. */
export async function ensureOpenRecord(tx: Db, actor: StaffActor, staffId: string) {
  const existing = await openRecordOf(tx, actor.tenantId, staffId);
  if (existing) return existing;
  const [s] = await tx.select().from(staff).where(and(eq(staff.tenantId, actor.tenantId), eq(staff.isDeleted, 0), eq(staff.id, staffId))).limit(1);
  if (!s) throw badRequest('staffId: no such staff');
  if (!(ON_PROBATION as number[]).includes(s.status)) throw badRequest('staffId: this staff is not on probation');
  const months = await paramNumber(tx, actor.tenantId, PARAMS.probationMonths);
  const end = addMonths(s.entryDate ?? s.createTime.slice(0, 10), months);
  const [row] = await tx
    .insert(positiveRecord)
    .values({ tenantId: actor.tenantId, createUser: actor.userId, createDept: actor.deptIds[0] ?? null, updateUser: actor.userId, staffId, entryDate: s.entryDate, originalEndDate: end, probationEndDate: end })
    .returning();
  return row;
}

export type RecordRow = typeof positiveRecord.$inferSelect;

/** Updates a record if it is still in one of `from` (a concurrent change answers 409). */
export async function moveRecord(tx: Db, actorId: string, rec: RecordRow, from: readonly number[], fields: Partial<RecordRow>, what: string): Promise<RecordRow> {
  if (!from.includes(rec.recordStatus)) throw conflict(`recordStatus: a record in status ${rec.recordStatus} cannot be ${what}`);
  const [row] = await tx
    .update(positiveRecord)
    .set({ ...fields, updateUser: actorId, updateTime: formatDateTime(new Date()), version: sql`${positiveRecord.version} + 1` })
    .where(and(eq(positiveRecord.id, rec.id), eq(positiveRecord.version, rec.version)))
    .returning();
  if (!row) throw conflict();
  return row;
}

/**
 * The assessing leader by default: the staff's first approver, else the leader of the staff's department
 * (never the staff themself). Answered as a staff id when the leader has a staff record (the form's
 * staff field shows names of staff), else as the user id; the engine resolves either to the user.
 */
export async function defaultLeader(db: Db, tenantId: string, staffId: string): Promise<string | null> {
  const [s] = await db
    .select({ firstApprover: staff.firstApprover, deptLeader: dept.deptLeader, userId: staff.userId })
    .from(staff)
    .leftJoin(dept, eq(dept.id, staff.deptId))
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, staffId)))
    .limit(1);
  for (const candidate of [s?.firstApprover, s?.deptLeader]) {
    if (!candidate) continue;
    // first approvers and department leaders may name a user or a staff
    const [u] = await db
      .select({ id: user.id, staffId: user.staffId })
      .from(user)
      .where(and(eq(user.tenantId, tenantId), eq(user.isDeleted, 0), sql`(${user.id} = ${candidate} or ${user.staffId} = ${candidate})`))
      .limit(1);
    if (u && u.id !== s?.userId && u.staffId !== staffId) return u.staffId ?? u.id;
  }
  return null;
}

/** Average of the leader's ratings (N.A. = 0 excluded), one decimal; null when nothing was rated. */
export function averageScore(values: Row): string | null {
  const rated = ASSESSMENT_SCORES.map(([k]) => Number(values[k])).filter((n) => Number.isFinite(n) && n > 0);
  return rated.length ? (rated.reduce((a, b) => a + b, 0) / rated.length).toFixed(1) : null;
}

const text = (v: unknown, max: number) => (v === undefined || v === null || v === '' ? null : String(v).slice(0, max));

/** What the assessment request says, copied onto the record when it ends. */
function assessmentFields(values: Row): Partial<RecordRow> {
  return { result: Number(values.result) || null, score: averageScore(values), leaderComment: text(values.leaderComment, 1000), hrComment: text(values.hrComment, 1000), assessedTime: formatDateTime(new Date()) };
}

export interface AssessmentEvent {
  tenantId: string;
  initiator: string;
  processId: string;
  values: Row;
}

/** A form-5 request started: the staff's open record is now being assessed. */
export async function assessmentStarted(tx: Db, e: AssessmentEvent): Promise<void> {
  const staffId = text(e.values.staffId, 20);
  if (!staffId) throw badRequest('staffId: required');
  const actor = { tenantId: e.tenantId, userId: e.initiator, deptIds: [] };
  const rec = await ensureOpenRecord(tx, actor, staffId);
  if (rec.recordStatus === RECORD_STATUS.ASSESSING) throw conflict('staffId: a confirmation assessment of this staff is already running');
  await moveRecord(tx, e.initiator, rec, [RECORD_STATUS.ON_PROBATION], { recordStatus: RECORD_STATUS.ASSESSING, processId: e.processId, leaderId: text(e.values.leaderId, 20) }, 'assessed');
}

async function recordOfProcess(tx: Db, e: AssessmentEvent): Promise<RecordRow | null> {
  const [rec] = await tx
    .select()
    .from(positiveRecord)
    .where(and(eq(positiveRecord.tenantId, e.tenantId), eq(positiveRecord.isDeleted, 0), eq(positiveRecord.processId, e.processId), eq(positiveRecord.recordStatus, RECORD_STATUS.ASSESSING)))
    .limit(1);
  return rec ?? null;
}

/**
 * A form-5 request was approved: its result applies in the same transaction. Confirm: the staff is
 * confirmed (staff service; confirmation date = the approval date). Extend: the end date moves by the
 * months given and the record is on probation again. Terminate: the record is "not passed" (the
 * staff's departure is HR's separate action).
 */
export async function assessmentApproved(tx: Db, e: AssessmentEvent): Promise<void> {
  const rec = await recordOfProcess(tx, e);
  if (!rec) return;
  const result = Number(e.values.result);
  const fields = assessmentFields(e.values);
  if (result === RESULT.CONFIRM) {
    await confirmStaff(tx, { tenantId: e.tenantId, userId: e.initiator, deptIds: [] }, rec.staffId, today());
    await moveRecord(tx, e.initiator, rec, [RECORD_STATUS.ASSESSING], { ...fields, recordStatus: RECORD_STATUS.CONFIRMED }, 'confirmed');
  } else if (result === RESULT.EXTEND) {
    const months = Number(e.values.extendMonths) || 1;
    await moveRecord(tx, e.initiator, rec, [RECORD_STATUS.ASSESSING], { ...fields, recordStatus: RECORD_STATUS.ON_PROBATION, probationEndDate: addMonths(rec.probationEndDate, months), extendCount: rec.extendCount + 1, extendedMonths: rec.extendedMonths + months }, 'extended');
  } else {
    await moveRecord(tx, e.initiator, rec, [RECORD_STATUS.ASSESSING], { ...fields, recordStatus: RECORD_STATUS.NOT_PASSED }, 'ended');
  }
}

/** A form-5 request was rejected, recalled or cancelled: the staff is on probation again (the request stays linked as history). */
export async function assessmentEnded(tx: Db, e: AssessmentEvent): Promise<void> {
  const rec = await recordOfProcess(tx, e);
  if (rec) await moveRecord(tx, e.initiator, rec, [RECORD_STATUS.ASSESSING], { recordStatus: RECORD_STATUS.ON_PROBATION }, 'reopened');
}

/** The leader's step may only be approved with a result (service task after the leader's step). */
export function requireResult(values: Row): void {
  const result = Number(values.result);
  if (!([RESULT.CONFIRM, RESULT.EXTEND, RESULT.TERMINATE] as number[]).includes(result)) throw badRequest('result: choose the assessment result before approving');
  if (result === RESULT.EXTEND && !(Number(values.extendMonths) >= 1)) throw badRequest('extendMonths: required when extending probation');
}

// ---------------------------------------------------------------------------------------------
// Notices (e-mail through the outbox)

/** The e-mail address of a user (the leader), or null. */
export async function userEmail(db: Db, userOrStaffId: string | null): Promise<string | null> {
  if (!userOrStaffId) return null;
  const [u] = await db
    .select({ email: user.email })
    .from(user)
    .where(and(eq(user.isDeleted, 0), sql`(${user.id} = ${userOrStaffId} or ${user.staffId} = ${userOrStaffId})`, isNotNull(user.email)))
    .limit(1);
  return u?.email ?? null;
}

export interface Notice {
  recipients: string[];
  subject: string;
  body: string;
}

/** The reminder about a staff's probation ending (sendNotification, getNotice and the daily sweep). */
export async function probationEndingNotice(db: Db, tenantId: string, s: { staffId: string; staffNo: string; enName: string; probationEndDate: string; leaderId?: string | null }): Promise<Notice> {
  const leader = s.leaderId ?? (await defaultLeader(db, tenantId, s.staffId));
  const recipients = [await userEmail(db, leader), await paramText(db, tenantId, HR_MAILBOX_PARAM)].filter((v): v is string => Boolean(v));
  return {
    recipients: [...new Set(recipients)],
    subject: `Probation of ${s.enName} (${s.staffNo}) ends on ${s.probationEndDate}`,
    body: `The probation of ${s.enName} (${s.staffNo}) ends on ${s.probationEndDate}. Please complete the confirmation assessment before that date.`,
  };
}

export async function contractNotice(db: Db, tenantId: string, s: { staffId: string; staffNo: string; enName: string; contractEndDate: string }): Promise<Notice> {
  const leader = await defaultLeader(db, tenantId, s.staffId);
  const recipients = [await userEmail(db, leader), await paramText(db, tenantId, HR_MAILBOX_PARAM)].filter((v): v is string => Boolean(v));
  return {
    recipients: [...new Set(recipients)],
    subject: `Contract of ${s.enName} (${s.staffNo}) expires on ${s.contractEndDate}`,
    body: `The employment contract of ${s.enName} (${s.staffNo}) expires on ${s.contractEndDate}. Please decide on its renewal.`,
  };
}

export async function sendNotice(tx: Db, tenantId: string, n: Notice, payload: Row): Promise<number> {
  for (const to of n.recipients) await enqueue(tx, { tenantId, channel: 'email', recipient: to, subject: n.subject, body: n.body, payload });
  return n.recipients.length;
}

/** End date of a probation as the lists show it: the open record's, else entry date + the probation months. */
export const probationEndSql = (months: number) =>
  sql<string>`coalesce(${positiveRecord.probationEndDate}, (coalesce(${staff.entryDate}, ${staff.createTime}::date) + make_interval(months => ${months}))::date)::text`;

/**
 * The daily reminders: probation ending within N days (parameter probation.notice.days, 14) and
 * contracts expiring within N days (contract.notice.days, 30) e-mail the staff's leader and the HR
 * mailbox once per staff and end date. Safe in several processes: the notice row is the lock.
 */
export async function runDailyNotices(db: Db, now = new Date()): Promise<{ probation: number; contract: number }> {
  const counts = { probation: 0, contract: 0 };
  const from = today(now);
  const tenants = await db.selectDistinct({ tenantId: staff.tenantId }).from(staff).where(and(eq(staff.isDeleted, 0), inArray(staff.status, ON_PROBATION)));
  const contractTenants = await db.selectDistinct({ tenantId: contractTerm.tenantId }).from(contractTerm).where(and(eq(contractTerm.isDeleted, 0), eq(contractTerm.renewalStatus, 0)));
  for (const { tenantId } of tenants) {
    const months = await paramNumber(db, tenantId, PARAMS.probationMonths);
    const days = await paramNumber(db, tenantId, PARAMS.probationNoticeDays);
    const end = probationEndSql(months);
    const due = await db
      .select({ staffId: staff.id, staffNo: staff.staffNo, enName: staff.enName, probationEndDate: end, leaderId: positiveRecord.leaderId })
      .from(staff)
      .leftJoin(positiveRecord, and(eq(positiveRecord.staffId, staff.id), eq(positiveRecord.isDeleted, 0), inArray(positiveRecord.recordStatus, [RECORD_STATUS.ON_PROBATION, RECORD_STATUS.ASSESSING])))
      .where(and(eq(staff.tenantId, tenantId), eq(staff.isDeleted, 0), inArray(staff.status, ON_PROBATION), sql`${end} between ${from} and ${addDays(from, days)}`));
    for (const s of due) counts.probation += await noticeOnce(db, tenantId, 'probationEnding', s.staffId, s.probationEndDate, (tx) => probationEndingNotice(tx, tenantId, s));
  }
  for (const { tenantId } of contractTenants) {
    const days = await paramNumber(db, tenantId, PARAMS.contractNoticeDays);
    const due = await db
      .select({ staffId: staff.id, staffNo: staff.staffNo, enName: staff.enName, contractEndDate: contractTerm.contractEndDate })
      .from(contractTerm)
      .innerJoin(staff, eq(staff.id, contractTerm.staffId))
      .where(and(eq(contractTerm.tenantId, tenantId), eq(contractTerm.isDeleted, 0), eq(contractTerm.renewalStatus, 0), eq(staff.isDeleted, 0), sql`${contractTerm.contractEndDate} between ${from} and ${addDays(from, days)}`));
    for (const s of due) counts.contract += await noticeOnce(db, tenantId, 'contractExpiring', s.staffId, s.contractEndDate, (tx) => contractNotice(tx, tenantId, s));
  }
  return counts;
}

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function noticeOnce(db: Db, tenantId: string, kind: string, staffId: string, dueDate: string, build: (tx: Db) => Promise<Notice>): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(probationNotice)
      .values({ tenantId, kind, staffId, dueDate, createTime: formatDateTime(new Date()) })
      .onConflictDoNothing()
      .returning({ id: probationNotice.id });
    if (claimed.length === 0) return 0;
    await sendNotice(tx, tenantId, await build(tx), { kind, staffId, dueDate });
    return 1;
  });
}

export const recordNotFound = () => notFound('probation record');
