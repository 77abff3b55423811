import { ASSESSMENT_RESULT, PROBATION_STATUS, RENEWAL_STATUS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { audit, diff } from '../../platform/audit.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { confirmStaff, type StaffActor } from '../staff/staff.service.js';
import * as flow from '../flow/flow.service.js';
import { ASSESSMENT_SCORES } from './probation.forms.js';
import { addMonths, monthsBetween, today } from './probation.dates.js';
import {
  ON_PROBATION,
  PARAMS,
  assessingRecordOf,
  defaultLeader,
  getRecord,
  lockContractTerm,
  lockRecord,
  openRecordOf,
  paramNumber,
  insertRecord,
  recordNotFound,
  recordsByIds,
  softDeleteRecords,
  renewalOf,
  staffOf,
  tenantRecord,
  updateRecordAt,
  visibleStaff,
  writeContractTerm,
  type PresentedRecord,
  type RecordRow,
} from './probation.queries.js';
import type { ContractRow, RecordRef, RenewalContractInput } from './probation.schema.js';

/*
 * The rules of probation records: the record's states (PROBATION_STATUS in @hr/contracts) move only
 * through moveRecord, conditional on the version; HR's actions run in one transaction with their audit
 * row; the confirmation assessment is a form-5 request whose reactions (probation.flow.ts) end here.
 */

type Row = Record<string, unknown>;

/** The staff's open probation record, created (end date = entry date + the probation months) when there is none. */
export async function ensureOpenRecord(tx: Db, actor: StaffActor, staffId: string): Promise<RecordRow> {
  const existing = await openRecordOf(tx, actor, staffId);
  if (existing) return existing;
  const s = await staffOf(tx, actor, staffId);
  if (!s) throw badRequest('staffId: no such staff');
  if (!(ON_PROBATION as number[]).includes(s.status)) throw badRequest('staffId: this staff is not on probation');
  const months = await paramNumber(tx, actor, PARAMS.probationMonths);
  const end = addMonths(s.entryDate ?? s.createTime.slice(0, 10), months);
  return insertRecord(tx, {
    tenantId: actor.tenantId,
    createUser: actor.userId,
    createDept: actor.deptIds[0] ?? null,
    updateUser: actor.userId,
    staffId,
    entryDate: s.entryDate,
    originalEndDate: end,
    probationEndDate: end,
  });
}

/** Updates a record if it is still in one of `from` (a concurrent change answers 409). */
export async function moveRecord(
  tx: Db,
  actorId: string,
  rec: RecordRow,
  from: readonly number[],
  fields: Partial<RecordRow>,
  what: string,
): Promise<RecordRow> {
  if (!from.includes(rec.recordStatus)) throw conflict(`recordStatus: a record in status ${rec.recordStatus} cannot be ${what}`);
  const row = await updateRecordAt(tx, { userId: actorId }, rec, fields);
  if (!row) throw conflict();
  return row;
}

/** The record an action names (by id, or the staff's open record, created on first use), locked for the action. */
async function recordFor(tx: Db, auth: AuthContext, ref: RecordRef): Promise<RecordRow> {
  let id = ref.id;
  if (!id) {
    if (!(await visibleStaff(tx, auth, ref.staffId!))) throw badRequest('staffId: no such staff');
    id = (await ensureOpenRecord(tx, auth, ref.staffId!)).id;
  }
  await getRecord(tx, auth, id);
  return lockRecord(tx, id);
}

/**
 * Runs one of HR's actions on a record in a transaction with its audit row (`action` names the call;
 * the changes are the record as written when `run` answers the row), then answers the record as the
 * lists show it.
 */
export async function recordAction(ctx: ServiceContext, action: string, run: (tx: Db) => Promise<RecordRow | string>): Promise<PresentedRecord> {
  const id = await ctx.db.transaction(async (tx) => {
    const out = await run(tx);
    const recordId = typeof out === 'string' ? out : out.id;
    await audit(tx, ctx.auth, ctx.req, { action, resource: 'probation', recordId, changes: typeof out === 'string' ? null : diff(null, out as never) });
    return recordId;
  });
  return getRecord(ctx.db, ctx.auth, id);
}

/** Extends a probation by months or to a later end date; only a record on probation. */
export function extendProbation(ctx: ServiceContext, v: RecordRef & { months?: number; probationEndDate?: string; remark?: string }) {
  return recordAction(ctx, 'extendedProbation', async (tx) => {
    const rec = await recordFor(tx, ctx.auth, v);
    const end = v.probationEndDate ?? addMonths(rec.probationEndDate, v.months!);
    if (end <= rec.probationEndDate) throw badRequest(`probationEndDate: must be after the current end date ${rec.probationEndDate}`);
    const months = v.months ?? Math.max(1, monthsBetween(rec.probationEndDate, end));
    return moveRecord(
      tx,
      ctx.auth.userId,
      rec,
      [PROBATION_STATUS.ON_PROBATION],
      { probationEndDate: end, extendCount: rec.extendCount + 1, extendedMonths: rec.extendedMonths + months, remark: v.remark ?? rec.remark },
      'extended',
    );
  });
}

/** Closes a probation without an assessment (e.g. the staff left); a running assessment is closed first. */
export function closeProbation(ctx: ServiceContext, v: RecordRef & { remark?: string }) {
  return recordAction(ctx, 'close', async (tx) => {
    const rec = await recordFor(tx, ctx.auth, v);
    return moveRecord(
      tx,
      ctx.auth.userId,
      rec,
      [PROBATION_STATUS.ON_PROBATION],
      { recordStatus: PROBATION_STATUS.CLOSED, remark: v.remark ?? rec.remark },
      'closed',
    );
  });
}

/** Removes records (soft delete); a record whose assessment is running cannot be removed. */
export function removeRecords(ctx: ServiceContext, ids: string[]): Promise<null> {
  return ctx.db.transaction(async (tx) => {
    const rows = await recordsByIds(tx, ctx.auth, ids);
    if (rows.length === 0) throw recordNotFound();
    if (rows.some((r) => r.recordStatus === PROBATION_STATUS.ASSESSING)) throw conflict('recordStatus: close the running confirmation assessment first');
    await softDeleteRecords(
      tx,
      ctx.auth,
      rows.map((r) => r.id),
    );
    await audit(tx, ctx.auth, ctx.req, { action: 'remove', resource: 'probation', recordId: rows.map((r) => r.id) });
    return null;
  });
}

// ---------------------------------------------------------------------------------------------
// The confirmation assessment (form 5)

/** HR starts the assessment of a staff on probation (HR is the initiator), assessed by the given or the default leader. */
export function startAssessment(ctx: ServiceContext, v: RecordRef & { leaderId?: string }) {
  return recordAction(ctx, 'startConfirmationAssessment', async (tx) => {
    const rec = await recordFor(tx, ctx.auth, v);
    if (rec.recordStatus !== PROBATION_STATUS.ON_PROBATION) throw conflict(`recordStatus: a record in status ${rec.recordStatus} cannot be assessed`);
    const leaderId = v.leaderId ?? (await defaultLeader(tx, ctx.auth, rec.staffId));
    if (!leaderId) throw badRequest('leaderId: the staff has no first approver or department leader; choose the assessing leader');
    await flow.startProcess(
      { ...ctx, db: tx },
      { formId: '5', map: { staffId: rec.staffId, probationEndDate: rec.probationEndDate, leaderId }, router: '/probation/staff' },
    );
    return rec.id;
  });
}

/** The open task's holder (leader or HR) saves their part of the running assessment; who it is about never changes. */
export function saveAssessment(ctx: ServiceContext, v: { id: string; map: Row }) {
  return recordAction(ctx, 'saveConfirmationAssessment', async (tx) => {
    const rec = await tenantRecord(tx, ctx.auth, v.id);
    if (!rec) throw recordNotFound();
    if (rec.recordStatus !== PROBATION_STATUS.ASSESSING || !rec.processId) throw conflict('recordStatus: no confirmation assessment is running');
    const { staffId: _s, probationEndDate: _p, leaderId: _l, ...map } = v.map;
    await flow.updateValues({ ...ctx, db: tx }, { id: rec.processId, map });
    return rec.id;
  });
}

/** HR cancels the running assessment: the staff is on probation again (the `cancelled` reaction). */
export function closeAssessment(ctx: ServiceContext, v: RecordRef & { comment?: string }) {
  return recordAction(ctx, 'closeConfirmationAssessment', async (tx) => {
    const rec = await recordFor(tx, ctx.auth, v);
    if (rec.recordStatus !== PROBATION_STATUS.ASSESSING || !rec.processId) throw conflict('recordStatus: no confirmation assessment is running');
    // HR closes requests it did not start: the cancel permission is the action's, not the caller's
    await flow.terminate(
      { ...ctx, db: tx, auth: { ...ctx.auth, permissions: new Set([...ctx.auth.permissions, flow.PERM_CANCEL]) } },
      { id: rec.processId },
      'cancelled',
      v.comment ?? 'Closed by HR',
    );
    return rec.id;
  });
}

/** Average of the leader's ratings (N.A. = 0 excluded), one decimal; null when nothing was rated. */
export function averageScore(values: Row): string | null {
  const rated = ASSESSMENT_SCORES.map(([k]) => Number(values[k])).filter((n) => Number.isFinite(n) && n > 0);
  return rated.length ? (rated.reduce((a, b) => a + b, 0) / rated.length).toFixed(1) : null;
}

const text = (v: unknown, max: number) => (v === undefined || v === null || v === '' ? null : String(v).slice(0, max));

/** What the assessment request says, copied onto the record when it ends. */
function assessmentFields(values: Row): Partial<RecordRow> {
  return {
    result: Number(values.result) || null,
    score: averageScore(values),
    leaderComment: text(values.leaderComment, 1000),
    hrComment: text(values.hrComment, 1000),
    assessedTime: formatDateTime(new Date()),
  };
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
  if (rec.recordStatus === PROBATION_STATUS.ASSESSING) throw conflict('staffId: a confirmation assessment of this staff is already running');
  await moveRecord(
    tx,
    e.initiator,
    rec,
    [PROBATION_STATUS.ON_PROBATION],
    { recordStatus: PROBATION_STATUS.ASSESSING, processId: e.processId, leaderId: text(e.values.leaderId, 20) },
    'assessed',
  );
}

/**
 * A form-5 request was approved: its result applies in the same transaction. Confirm: the staff is
 * confirmed (staff service; confirmation date = the approval date). Extend: the end date moves by the
 * months given and the record is on probation again. Terminate: the record is "not passed" (the
 * staff's departure is HR's separate action).
 */
export async function assessmentApproved(tx: Db, e: AssessmentEvent): Promise<void> {
  const rec = await assessingRecordOf(tx, e, e.processId);
  if (!rec) return;
  const result = Number(e.values.result);
  const fields = assessmentFields(e.values);
  if (result === ASSESSMENT_RESULT.CONFIRM) {
    await confirmStaff(tx, { tenantId: e.tenantId, userId: e.initiator, deptIds: [] }, rec.staffId, today());
    await moveRecord(tx, e.initiator, rec, [PROBATION_STATUS.ASSESSING], { ...fields, recordStatus: PROBATION_STATUS.CONFIRMED }, 'confirmed');
  } else if (result === ASSESSMENT_RESULT.EXTEND) {
    const months = Number(e.values.extendMonths) || 1;
    await moveRecord(
      tx,
      e.initiator,
      rec,
      [PROBATION_STATUS.ASSESSING],
      {
        ...fields,
        recordStatus: PROBATION_STATUS.ON_PROBATION,
        probationEndDate: addMonths(rec.probationEndDate, months),
        extendCount: rec.extendCount + 1,
        extendedMonths: rec.extendedMonths + months,
      },
      'extended',
    );
  } else {
    await moveRecord(tx, e.initiator, rec, [PROBATION_STATUS.ASSESSING], { ...fields, recordStatus: PROBATION_STATUS.NOT_PASSED }, 'ended');
  }
}

/** A form-5 request was rejected, recalled or cancelled: the staff is on probation again (the request stays linked as history). */
export async function assessmentEnded(tx: Db, e: AssessmentEvent): Promise<void> {
  const rec = await assessingRecordOf(tx, e, e.processId);
  if (rec) await moveRecord(tx, e.initiator, rec, [PROBATION_STATUS.ASSESSING], { recordStatus: PROBATION_STATUS.ON_PROBATION }, 'reopened');
}

/** The leader's step may only be approved with a result (service task after the leader's step). */
export function requireResult(values: Row): void {
  const result = Number(values.result);
  if (!(Object.values(ASSESSMENT_RESULT) as number[]).includes(result)) throw badRequest('result: choose the assessment result before approving');
  if (result === ASSESSMENT_RESULT.EXTEND && !(Number(values.extendMonths) >= 1)) throw badRequest('extendMonths: required when extending probation');
}

// ---------------------------------------------------------------------------------------------
// Contract renewal

/** Sets a staff's current contract term (one live row per staff); renewing moves the end date, the status defaults to pending. */
export async function saveRenewalContract(ctx: ServiceContext, v: RenewalContractInput): Promise<ContractRow> {
  await ctx.db.transaction(async (tx) => {
    if (!(await visibleStaff(tx, ctx.auth, v.staffId, true))) throw badRequest('staffId: no such employed staff');
    const existing = await lockContractTerm(tx, ctx.auth, v.staffId);
    const fields = {
      contractStartDate: v.contractStartDate ?? existing?.contractStartDate ?? null,
      contractEndDate: v.contractEndDate,
      renewalStatus: v.renewalStatus ?? RENEWAL_STATUS.PENDING,
      remark: v.remark ?? existing?.remark ?? null,
      updateUser: ctx.auth.userId,
    };
    const saved = await writeContractTerm(tx, ctx.auth, v.staffId, existing?.id, fields);
    await audit(tx, ctx.auth, ctx.req, {
      action: existing ? 'update' : 'create',
      resource: 'contractTerm',
      recordId: saved.id,
      changes: diff(existing, saved),
    });
  });
  // the staff was checked visible and employed above, so the list shows the term
  return (await renewalOf(ctx.db, ctx.auth, v.staffId))!;
}
