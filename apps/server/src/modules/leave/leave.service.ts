import { countLeaveDays, leaveSpan, LEAVE_STATUS_LABELS, LeavePermissions, LeaveStatus, UserType } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { parseOrThrow, type RouteContext, type ServiceContext } from '../../platform/http/route.js';
import type { PageQuery } from '../../platform/http/paging.js';
import { permits } from '../../platform/auth/permissions.js';
import { audit } from '../../platform/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { pagedRows, streamExcel, type ExcelColumn } from '../../platform/excel.js';
import { readable } from '../flow/flow.service.js';
import { checkLeaveShape, dayOf, HINT, ineligibility, remainingOf, type Credit, type LeaveInput, type Person, type VacationType } from './leave.rules.js';
import {
  calendarOf,
  creditOn,
  getPerson,
  insertLeaveRecord,
  leaveRecords,
  lockRecordById,
  lockRecordOfRequest,
  overlappingLeave,
  removeLeaveRecord,
  updateLeaveRecord,
  type LeaveRow,
} from './leave.queries.js';
import { findType, tracksBalance } from './vacation.queries.js';
import { moveDays } from './credit.service.js';
import { recordInput, type RecordInput } from './leave.schema.js';
import type { Tenant } from '../../platform/auth/context.js';

// the vocabulary other modules (the demo data) read from here
export { LeaveStatus };
export const USER_STAFF = UserType.STAFF;
export const USER_WORKER = UserType.WORKER;
export { generateCredits } from './credit.service.js';

type Row = Record<string, unknown>;
type ListQuery = PageQuery & Row;

export interface CheckedLeave {
  person: Person;
  type: VacationType;
  credit: Credit | null;
  end: string;
}

/**
 * Checks a leave (the hints of seed 001 section 5, each naming its field); the credit it spends is
 * locked for the rest of the transaction. `excludeId`: a record being replaced (not overlapping itself).
 */
export async function checkLeave(tx: Db, auth: Tenant, input: LeaveInput, excludeId?: string, recount = false): Promise<CheckedLeave> {
  const person = await getPerson(tx, auth, input.userType, input.personId);
  const type = await findType(tx, auth, input.vacationInfoId);
  if (!type) throw badRequest('vacationInfoId: no such vacation type');
  const why = ineligibility(type, person, dayOf(input.leaveStartTime));
  if (why) throw badRequest(`vacationInfoId: ${why}`);
  // a request's days are what its dates cover (before the shape's own check that they fit the dates)
  if (recount && input.leaveDays > 0) await assertDaysFromDates(tx, auth, input);
  const end = checkLeaveShape(input, type);
  let credit: Credit | null = null;
  if (await tracksBalance(tx, auth, type)) {
    // the lock serialises requests of this person and type: a second request waits here, then sees the first one's pending days
    credit = await creditOn(tx, auth, person.userType, person.id, type.id, dayOf(input.leaveStartTime), true);
    if (!credit || input.leaveDays > remainingOf(credit)) throw badRequest(`leaveDays: ${HINT.remaining}`);
  }
  if (await overlappingLeave(tx, auth, person, input.leaveStartTime, end, excludeId)) throw badRequest(`leaveStartTime: ${HINT.exists}`);
  return { person, type, credit, end };
}

export interface RecordOptions {
  status: number;
  /** Requests: the days must be what the dates cover (`assertDaysFromDates`). */
  recount?: boolean;
  flowInstanceId?: string;
  processInstanceId?: string;
}

/** The columns of a checked leave. */
export function insertLeave(auth: Tenant & { userId?: string | null }, input: LeaveInput, c: CheckedLeave, o: RecordOptions) {
  const { person, type } = c;
  return {
    tenantId: auth.tenantId,
    createUser: auth.userId ?? null,
    updateUser: auth.userId ?? null,
    createDept: person.deptId,
    userType: person.userType,
    staffId: person.userType === UserType.STAFF ? person.id : null,
    workerId: person.userType === UserType.WORKER ? person.id : null,
    personUserId: person.userId,
    deptId: person.deptId,
    staffNo: person.no,
    staffName: person.name,
    vacationInfoId: type.id,
    vacationName: type.name,
    creditId: c.credit?.id ?? null,
    leaveDays: input.leaveDays,
    leaveUnit: input.leaveUnit,
    leavePeriod: input.leaveUnit === 0.5 ? (input.leavePeriod ?? null) : null,
    leaveStartTime: input.leaveStartTime,
    leaveEndTime: c.end,
    isLeave: input.isLeave ?? 0,
    departureDate: input.isLeave === 1 ? (input.departureDate ?? null) : null,
    arrivalDate: input.isLeave === 1 ? (input.arrivalDate ?? null) : null,
    leaveReason: input.leaveReason ?? null,
    ticketIds: input.ticketIds ?? null,
    leaveStatus: o.status,
    flowInstanceId: o.flowInstanceId ?? null,
    processInstanceId: o.processInstanceId ?? null,
  };
}

/** Checks a leave and reserves its days: pending for a request, used for an approved record; writes the record. */
export async function takeLeave(tx: Db, auth: Tenant & { userId?: string | null }, input: LeaveInput, o: RecordOptions): Promise<LeaveRow> {
  const checked = await checkLeave(tx, auth, input, undefined, o.recount);
  await moveDays(tx, checked.credit?.id ?? null, o.status === LeaveStatus.APPROVED ? { used: input.leaveDays } : { pending: input.leaveDays });
  return insertLeaveRecord(tx, insertLeave(auth, input, checked, o));
}

/**
 * The server's own day count of a leave request (the shared `countLeaveDays` over the person's rest days and
 * holiday scheme): a form whose days differ from what its dates cover is refused, naming both numbers.
 */
export async function assertDaysFromDates(
  tx: Db,
  auth: Tenant,
  input: Pick<LeaveInput, 'userType' | 'personId' | 'leaveDays' | 'leaveUnit' | 'leavePeriod' | 'leaveStartTime' | 'leaveEndTime'>,
  when: 'start' | 'approval' = 'start',
): Promise<number> {
  const leave = { start: input.leaveStartTime, end: input.leaveEndTime, unit: input.leaveUnit, period: input.leavePeriod };
  const span = leaveSpan(leave);
  if (!span) throw badRequest(input.leaveEndTime ? 'leaveEndTime: must not be before the leave start time' : 'leaveEndTime: required');
  const days = countLeaveDays(leave, await calendarOf(tx, auth, { userType: input.userType, id: input.personId }, span.from, span.to));
  if (days === null) throw badRequest('leaveEndTime: the leave is too long to count');
  if (days <= 0) throw badRequest(`leaveDays: ${HINT.notPositive} (the dates cover no working day)`);
  if (days !== input.leaveDays) {
    throw badRequest(
      when === 'start'
        ? `leaveDays: the dates from ${span.from} to ${span.to} cover ${days} working days, not ${input.leaveDays}`
        : `leaveDays: the dates from ${span.from} to ${span.to} now cover ${days} working days, not the ${input.leaveDays} requested (the holidays changed); reject the request so it is filed again`,
    );
  }
  return days;
}

/** Approves a pending leave request after counting its days again from its dates (holidays may have changed since it started). */
export async function approvePending(tx: Db, flowInstanceId: string): Promise<void> {
  const rec = await lockRecordOfRequest(tx, flowInstanceId);
  if (!rec || rec.leaveStatus !== LeaveStatus.PENDING) return;
  const personId = (rec.userType === UserType.WORKER ? rec.workerId : rec.staffId) ?? '';
  await assertDaysFromDates(
    tx,
    { tenantId: rec.tenantId },
    {
      userType: rec.userType,
      personId,
      leaveDays: rec.leaveDays,
      leaveUnit: rec.leaveUnit,
      leavePeriod: rec.leavePeriod,
      leaveStartTime: rec.leaveStartTime,
      leaveEndTime: rec.leaveEndTime,
    },
    'approval',
  );
  await settlePending(tx, flowInstanceId, LeaveStatus.APPROVED);
}

/** Ends a pending leave: approved moves its days from pending to used; otherwise they are released. */
export async function settlePending(tx: Db, flowInstanceId: string, status: number): Promise<void> {
  const rec = await lockRecordOfRequest(tx, flowInstanceId);
  if (!rec || rec.leaveStatus !== LeaveStatus.PENDING) return;
  await moveDays(tx, rec.creditId, status === LeaveStatus.APPROVED ? { pending: -rec.leaveDays, used: rec.leaveDays } : { pending: -rec.leaveDays });
  await updateLeaveRecord(tx, rec.id, { leaveStatus: status });
}

/** Gives the days of an approved leave back (cancel leave, or a record removed by HR). */
export async function releaseApproved(tx: Db, rec: LeaveRow, status: number): Promise<void> {
  if (rec.leaveStatus === LeaveStatus.APPROVED) await moveDays(tx, rec.creditId, { used: -rec.leaveDays });
  if (rec.leaveStatus === LeaveStatus.PENDING) await moveDays(tx, rec.creditId, { pending: -rec.leaveDays });
  await updateLeaveRecord(tx, rec.id, { leaveStatus: status, cancelInstanceId: null });
}

/** Marks an approved leave as named by a pending cancel-leave request, or clears the mark (`null`). */
export async function markCancellation(tx: Db, recordId: string, cancelInstanceId: string | null): Promise<void> {
  await updateLeaveRecord(tx, recordId, { cancelInstanceId }, false);
}

/** One side's codes and names: staff (leave_record_*) or workers (worker_leave_*). */
export interface LeaveSide {
  userType: number;
  personField: 'staffId' | 'workerId';
  codes: { menu: string; view: string; add: string; delete: string; export: string };
}

export const STAFF_LEAVE: LeaveSide = { userType: UserType.STAFF, personField: 'staffId', codes: LeavePermissions.staffRecords };
export const WORKER_LEAVE: LeaveSide = { userType: UserType.WORKER, personField: 'workerId', codes: LeavePermissions.workerRecords };

/** HR records a leave directly (paper form, leave taken before the system): Approved at once, days deducted. */
export function recordLeave(ctx: ServiceContext, side: LeaveSide, v: RecordInput & Partial<Record<LeaveSide['personField'], string>>): Promise<LeaveRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await takeLeave(tx, ctx.auth, { ...v, userType: side.userType, personId: String(v[side.personField]) }, { status: LeaveStatus.APPROVED });
    await audit(tx, ctx.auth, ctx.req, {
      action: 'create',
      resource: side.codes.menu,
      recordId: row.id,
      changes: { leaveDays: row.leaveDays, vacationInfoId: row.vacationInfoId },
    });
    return row;
  });
}

/**
 * Changes a leave HR recorded directly (the fields sent replace the record's): the old days go back, the
 * changed leave is checked like a new one and its days are taken again. Leave from an approval request
 * changes only by a cancel-leave request.
 */
export function updateLeave(ctx: ServiceContext, change: Partial<RecordInput> & { id: string }): Promise<LeaveRow> {
  return ctx.db.transaction(async (tx) => {
    const old = await lockRecordById(tx, ctx.auth, change.id);
    if (!(await leaveRecords.findById(tx, ctx.auth, change.id))) throw notFound('Leave record');
    if (old.flowInstanceId) throw conflict('id: this leave came from an approval request; cancel it with a cancel-leave request');
    if (old.leaveStatus !== LeaveStatus.APPROVED) throw conflict('id: only approved leave can be changed');
    const merged = parseOrThrow(recordInput, { ...old, ...Object.fromEntries(Object.entries(change).filter(([, x]) => x !== undefined)) });
    const input: LeaveInput = { ...merged, userType: old.userType, personId: (old.staffId ?? old.workerId)! };
    await moveDays(tx, old.creditId, { used: -old.leaveDays });
    const checked = await checkLeave(tx, ctx.auth, input, old.id);
    await moveDays(tx, checked.credit?.id ?? null, { used: input.leaveDays });
    const row = await updateLeaveRecord(tx, old.id, {
      ...insertLeave(ctx.auth, input, checked, { status: LeaveStatus.APPROVED }),
      id: undefined,
      createUser: undefined,
      createDept: undefined,
    });
    await audit(tx, ctx.auth, ctx.req, {
      action: 'update',
      resource: leaveRecords.name,
      recordId: old.id,
      changes: { leaveDays: [old.leaveDays, row.leaveDays] },
    });
    return row;
  });
}

/** Removes leave records of one side; an approved leave's days go back, a pending request's leave is left to its request. */
export function removeLeave(ctx: ServiceContext, side: LeaveSide, ids: string[]): Promise<null> {
  return ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const rec = await lockRecordById(tx, ctx.auth, id);
      if (rec.userType !== side.userType || !(await leaveRecords.findById(tx, ctx.auth, id))) throw notFound('Leave record');
      if (rec.leaveStatus === LeaveStatus.PENDING && rec.flowInstanceId) throw conflict('ids: a pending leave is decided by its approval request');
      await releaseApproved(tx, rec, rec.leaveStatus === LeaveStatus.APPROVED ? LeaveStatus.CANCEL_LEAVE : rec.leaveStatus);
      await removeLeaveRecord(tx, ctx.auth, id);
    }
    await audit(tx, ctx.auth, ctx.req, { action: 'remove', resource: side.codes.menu, recordId: ids });
    return null;
  });
}

/**
 * Who sees which leave records: holders of the side's view code see their data scope; anybody who may
 * read an approval request (processInstanceId) sees the leave history of the person it is for;
 * everybody else sees their own leave. Null: nothing to see.
 */
async function visibleQuery(ctx: ServiceContext, side: LeaveSide, q: Row): Promise<ListQuery | null> {
  const base = { ...(q as ListQuery), userType: side.userType };
  if (q.processInstanceId) {
    const inst = await readable(ctx.db, ctx.auth, { processInstanceId: String(q.processInstanceId) });
    const values = JSON.parse(inst.values ?? '{}') as Row;
    const personId = String(values[side.personField] ?? '');
    if (!/^\d{1,19}$/.test(personId)) return null;
    return { ...base, processInstanceId: undefined, [side.personField]: personId };
  }
  if (permits(ctx.auth, side.codes.view)) return base;
  const own = side.userType === UserType.WORKER ? ctx.auth.workerId : ctx.auth.staffId;
  if (!own) return null;
  return { ...base, [side.personField]: own };
}

/** A page of the leave records the caller may see (see visibleQuery). */
export async function pageLeave(ctx: ServiceContext, side: LeaveSide, q: Row) {
  const vq = await visibleQuery(ctx, side, q);
  if (!vq) return { records: [], total: 0, size: q.size as number, current: q.current as number, pages: 0 };
  return leaveRecords.page(ctx.db, ctx, vq);
}

/** One leave record of the side: with the side's view code, or the caller's own. */
export async function leaveDetail(ctx: ServiceContext, side: LeaveSide, id: string) {
  const rec = await leaveRecords.getById(ctx.db, ctx.auth, id);
  const own = side.userType === UserType.WORKER ? ctx.auth.workerId : ctx.auth.staffId;
  if (rec.userType !== side.userType || (!permits(ctx.auth, side.codes.view) && (!own || own !== rec[side.personField]))) throw notFound('Leave record');
  return rec;
}

const exportColumns: ExcelColumn<Row>[] = [
  { header: 'Staff number / employment code', key: 'staffNo', width: 18 },
  { header: 'Name', key: 'staffName', width: 24 },
  { header: 'Vacation type', key: 'vacationName', width: 22 },
  { header: 'Leave days', key: 'leaveDays' },
  { header: 'Leave start time', key: 'leaveStartTime', width: 20 },
  { header: 'Leave end time', key: 'leaveEndTime', width: 20 },
  { header: 'Status', key: 'leaveStatus', value: (r) => LEAVE_STATUS_LABELS[r.leaveStatus as LeaveStatus] ?? '' },
  { header: 'Leave reason', key: 'leaveReason', width: 40 },
];

/** Streams the leave records the caller may see (the page filters) as an .xlsx file. */
export async function exportLeave(ctx: RouteContext, side: LeaveSide, q: Row, fileName: string) {
  const vq = await visibleQuery(ctx, side, q);
  const rows = pagedRows(async (offset, limit) =>
    vq ? (await leaveRecords.page(ctx.db, ctx, { ...vq, current: offset / limit + 1, size: limit })).records : [],
  );
  return streamExcel(ctx.reply, { fileName, sheetName: 'Leave', columns: exportColumns, rows });
}
