import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { liveRows } from '../../platform/crud.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { staff } from '../staff/staff.tables.js';
import { worker } from '../worker/worker.tables.js';
import { leaveRecord, vacationCredit, vacationInfo, vacationRule, vacationRuleValue } from './leave.tables.js';

type Tenant = { tenantId: string };
export type VacationType = typeof vacationInfo.$inferSelect;
export type Credit = typeof vacationCredit.$inferSelect;
export type LeaveRow = typeof leaveRecord.$inferSelect;

export const USER_STAFF = 1;
export const USER_WORKER = 2;
export const LeaveStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2, CANCEL_LEAVE: 3, RECALLED: 4, CANCELLED: 5 } as const;
/** Statuses that hold days: a new leave may not overlap these. */
const HOLDING = [LeaveStatus.PENDING, LeaveStatus.APPROVED];

/** The messages of seed 001 section 5, word for word. */
export const HINT = {
  notPositive: 'Leave days cannot be less than or equal to 0',
  remaining: 'Cannot exceed the remaining leave days',
  maximum: 'The maximum leave days cannot be exceeded',
  exists: 'Leave already exists',
} as const;

/** A staff member or a worker as far as leave is concerned. */
export interface Person {
  userType: number;
  id: string;
  userId: string | null;
  deptId: string | null;
  no: string;
  name: string;
  /** Staff account status (0 probation); workers: null. */
  status: number | null;
  sex: number | null;
  birthday: string | null;
  entryDate: string | null;
  nationality: string | null;
  maritalStatus: string | null;
}

export async function findPerson(db: Db, auth: Tenant, userType: number, id: string): Promise<Person | null> {
  if (userType === USER_WORKER) {
    const [w] = await db.select().from(worker).where(and(liveRows(worker, auth), eq(worker.id, id))).limit(1);
    return w
      ? { userType, id: w.id, userId: w.userId, deptId: null, no: w.employmentCode, name: w.name, status: null, sex: w.sex, birthday: w.birthday, entryDate: w.entryDate, nationality: w.nationality, maritalStatus: null }
      : null;
  }
  const [s] = await db.select().from(staff).where(and(liveRows(staff, auth), eq(staff.id, id))).limit(1);
  return s
    ? { userType, id: s.id, userId: s.userId, deptId: s.deptId, no: s.staffNo, name: s.enName, status: s.status, sex: s.sex, birthday: s.birthday, entryDate: s.entryDate, nationality: s.nationality, maritalStatus: s.maritalStatus }
    : null;
}

export async function getPerson(db: Db, auth: Tenant, userType: number, id: string): Promise<Person> {
  const p = await findPerson(db, auth, userType, id);
  if (!p) throw badRequest(userType === USER_WORKER ? 'workerId: no such worker' : 'staffId: no such staff');
  return p;
}

/** Whole years between two `YYYY-MM-DD` dates. */
export function yearsBetween(from: string | null, to: string): number | null {
  if (!from) return null;
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}
const monthsBetween = (from: string | null, to: string): number | null => {
  if (!from) return null;
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
};
const listHas = (list: string | null, v: string | null) => {
  const items = (list ?? '').split(',').map((x) => x.trim()).filter(Boolean);
  return items.length === 0 || (v !== null && items.includes(v));
};

/** Why a person may not take a type on `on` (a date), or null when they may. */
export function ineligibility(t: VacationType, p: Person, on: string): string | null {
  if (t.userType !== p.userType) return t.userType === USER_WORKER ? 'this leave type is for workers' : 'this leave type is for staff';
  if (p.userType === USER_STAFF && p.status === 0 && t.leaveType !== 1) return 'this leave type is not open to staff on probation';
  if (t.sex && p.sex && t.sex !== p.sex) return 'this leave type does not apply to this person';
  const age = yearsBetween(p.birthday, on);
  if (t.minAge !== null && (age === null || age < t.minAge)) return `this leave type needs an age of at least ${t.minAge}`;
  if (t.maxAge !== null && age !== null && age > t.maxAge) return `this leave type is for ages up to ${t.maxAge}`;
  const service = monthsBetween(p.entryDate, on);
  if (t.minService !== null && t.minService > 0 && (service === null || service < t.minService)) return `this leave type needs ${t.minService} months of service`;
  if (!listHas(t.nationality, p.nationality)) return 'this leave type does not apply to this nationality';
  if (!listHas(t.marital, p.maritalStatus)) return 'this leave type does not apply to this marital status';
  return null;
}

export async function findType(db: Db, auth: Tenant, id: string): Promise<VacationType | null> {
  const [t] = await db.select().from(vacationInfo).where(and(liveRows(vacationInfo, auth), eq(vacationInfo.id, id))).limit(1);
  return t ?? null;
}

/** Rule tiers of a type, lowest first (empty when it has no rule). */
export async function ruleTiers(db: Db, auth: Tenant, vacationInfoId: string) {
  const [rule] = await db.select().from(vacationRule).where(and(liveRows(vacationRule, auth), eq(vacationRule.vacationInfoId, vacationInfoId))).limit(1);
  if (!rule) return { rule: null, values: [] };
  const values = await db.select().from(vacationRuleValue).where(and(liveRows(vacationRuleValue, auth), eq(vacationRuleValue.ruleId, rule.id))).orderBy(asc(vacationRuleValue.minValue));
  return { rule, values };
}

/** A type keeps balances when it grants days a year or has a rule. */
export async function tracksBalance(db: Db, auth: Tenant, t: VacationType): Promise<boolean> {
  return t.day > 0 || (await ruleTiers(db, auth, t.id)).values.length > 0;
}

/** The entitlement of a person for a type on a date: the rule tier their years of service (or age) fall in, else the type's days. */
export async function entitlement(db: Db, auth: Tenant, t: VacationType, p: Person, on: string): Promise<number> {
  const { rule, values } = await ruleTiers(db, auth, t.id);
  if (!rule || values.length === 0) return t.day;
  const years = yearsBetween(rule.basis === 'age' ? p.birthday : p.entryDate, on) ?? 0;
  const tier = values.find((v) => years >= v.minValue && (v.maxValue === null || years < v.maxValue));
  return tier ? tier.day : t.day;
}

/** The credit covering a date, locked for the rest of the transaction when asked. */
export async function creditOn(tx: Db, auth: Tenant, userType: number, personId: string, vacationInfoId: string, on: string, lock = false): Promise<Credit | null> {
  const q = tx
    .select()
    .from(vacationCredit)
    .where(and(liveRows(vacationCredit, auth), eq(vacationCredit.userType, userType), eq(vacationCredit.personId, personId), eq(vacationCredit.vacationInfoId, vacationInfoId), lte(vacationCredit.startDate, on), gte(vacationCredit.expireDate, on)))
    .orderBy(asc(vacationCredit.expireDate))
    .limit(1);
  const [c] = lock ? await q.for('update') : await q;
  return c ?? null;
}

export const remainingOf = (c: Pick<Credit, 'days' | 'usedDays' | 'pendingDays'>) => round1(c.days - c.usedDays - c.pendingDays);
export const round1 = (n: number) => Math.round(n * 10) / 10;

export async function moveDays(tx: Db, creditId: string | null, change: { pending?: number; used?: number }) {
  if (!creditId) return;
  await tx
    .update(vacationCredit)
    .set({
      pendingDays: sql`${vacationCredit.pendingDays} + ${change.pending ?? 0}`,
      usedDays: sql`${vacationCredit.usedDays} + ${change.used ?? 0}`,
      updateTime: formatDateTime(new Date()),
      version: sql`${vacationCredit.version} + 1`,
    })
    .where(eq(vacationCredit.id, creditId));
}

/** What a leave request or a leave record says, read from form values or an API body alike. */
export interface LeaveInput {
  userType: number;
  personId: string;
  vacationInfoId: string;
  leaveDays: number;
  leaveUnit: number;
  leavePeriod?: string | null;
  leaveStartTime: string;
  leaveEndTime?: string | null;
  isLeave?: number;
  departureDate?: string | null;
  arrivalDate?: string | null;
  leaveReason?: string | null;
  ticketIds?: string | null;
}

const dateTimeRe = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const normDateTime = (v: string) => (v.length === 10 ? `${v} 00:00:00` : v.length === 16 ? `${v}:00` : v);
const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

/** Reads a leave form's values (form 2 or 29); every problem names its field. */
export function leaveInputFromForm(values: Record<string, unknown>, userType: number): LeaveInput {
  const personField = userType === USER_WORKER ? 'workerId' : 'staffId';
  const personId = text(values[personField]);
  if (!personId || !/^\d{1,19}$/.test(personId)) throw badRequest(`${personField}: required`);
  const vacationInfoId = text(values.vacationInfoId);
  if (!vacationInfoId || !/^\d{1,19}$/.test(vacationInfoId)) throw badRequest('vacationInfoId: choose a vacation type');
  const leaveDays = Number(values.leaveDays);
  if (!Number.isFinite(leaveDays)) throw badRequest('leaveDays: must be a number');
  const start = text(values.leaveStartTime);
  if (!start || !dateTimeRe.test(start)) throw badRequest('leaveStartTime: must be a date-time YYYY-MM-DD HH:mm:ss');
  const end = text(values.leaveEndTime);
  if (end && !dateTimeRe.test(end)) throw badRequest('leaveEndTime: must be a date-time YYYY-MM-DD HH:mm:ss');
  return {
    userType,
    personId,
    vacationInfoId,
    leaveDays,
    leaveUnit: Number(values.leaveUnit ?? 1) === 0.5 ? 0.5 : 1,
    leavePeriod: text(values.leavePeriod),
    leaveStartTime: normDateTime(start),
    leaveEndTime: end ? normDateTime(end) : null,
    isLeave: Number(values.isLeave ?? 0) === 1 ? 1 : 0,
    departureDate: text(values.departureDate),
    arrivalDate: text(values.arrivalDate),
    leaveReason: text(values.leaveReason)?.slice(0, 1000) ?? null,
    ticketIds: text(values.ticketIds ?? values.tickets)?.slice(0, 500) ?? null,
  };
}

const dayOf = (dt: string) => dt.slice(0, 10);
const calendarDays = (from: string, to: string) => Math.round((Date.parse(`${dayOf(to)}T00:00:00Z`) - Date.parse(`${dayOf(from)}T00:00:00Z`)) / 86400_000) + 1;

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
export async function checkLeave(tx: Db, auth: Tenant, input: LeaveInput, excludeId?: string): Promise<CheckedLeave> {
  const person = await getPerson(tx, auth, input.userType, input.personId);
  const type = await findType(tx, auth, input.vacationInfoId);
  if (!type) throw badRequest('vacationInfoId: no such vacation type');
  const startDay = dayOf(input.leaveStartTime);
  const why = ineligibility(type, person, startDay);
  if (why) throw badRequest(`vacationInfoId: ${why}`);
  if (input.leaveDays <= 0) throw badRequest(`leaveDays: ${HINT.notPositive}`);
  if (Math.round(input.leaveDays * 2) !== input.leaveDays * 2) throw badRequest('leaveDays: must be in half days');
  let end = input.leaveEndTime ?? null;
  if (input.leaveUnit === 0.5) {
    if (input.leaveDays !== 0.5) throw badRequest('leaveDays: a half-day leave is 0.5 days');
    if (input.leavePeriod !== 'AM' && input.leavePeriod !== 'PM') throw badRequest('leavePeriod: choose the morning or the afternoon');
    end = `${startDay} ${input.leavePeriod === 'AM' ? '13:00:00' : '18:00:00'}`;
  }
  if (!end) throw badRequest('leaveEndTime: required');
  if (end < input.leaveStartTime) throw badRequest('leaveEndTime: must not be before the leave start time');
  if (input.leaveDays > calendarDays(input.leaveStartTime, end)) throw badRequest('leaveDays: more days than the dates from start to end cover');
  if (input.leaveDays < type.minDay) throw badRequest(`leaveDays: at least ${type.minDay} days of ${type.name} are taken at a time`);
  if (type.maxDay !== null && type.maxDay > 0 && input.leaveDays > type.maxDay) throw badRequest(`leaveDays: ${HINT.maximum}`);
  if (input.isLeave === 1 && input.departureDate && input.arrivalDate && input.arrivalDate < input.departureDate) throw badRequest('arrivalDate: must not be before the departure date');

  let credit: Credit | null = null;
  if (await tracksBalance(tx, auth, type)) {
    // the lock serialises requests of this person and type: a second request waits here, then sees the first one's pending days
    credit = await creditOn(tx, auth, person.userType, person.id, type.id, startDay, true);
    if (!credit || input.leaveDays > remainingOf(credit)) throw badRequest(`leaveDays: ${HINT.remaining}`);
  }
  const personCol = person.userType === USER_WORKER ? leaveRecord.workerId : leaveRecord.staffId;
  const [overlap] = await tx
    .select({ id: leaveRecord.id })
    .from(leaveRecord)
    .where(
      and(
        liveRows(leaveRecord, auth),
        eq(leaveRecord.userType, person.userType),
        eq(personCol, person.id),
        inArray(leaveRecord.leaveStatus, HOLDING),
        sql`${leaveRecord.leaveStartTime} < ${end}`,
        sql`${leaveRecord.leaveEndTime} > ${input.leaveStartTime}`,
        excludeId ? ne(leaveRecord.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  if (overlap) throw badRequest(`leaveStartTime: ${HINT.exists}`);
  return { person, type, credit, end };
}

export interface RecordOptions {
  status: number;
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
    staffId: person.userType === USER_STAFF ? person.id : null,
    workerId: person.userType === USER_WORKER ? person.id : null,
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
  const checked = await checkLeave(tx, auth, input);
  await moveDays(tx, checked.credit?.id ?? null, o.status === LeaveStatus.APPROVED ? { used: input.leaveDays } : { pending: input.leaveDays });
  const [row] = await tx.insert(leaveRecord).values(insertLeave(auth, input, checked, o)).returning();
  return row;
}

/** Locks a record and its credit, in that order (the order every writer uses). */
async function lockRecord(tx: Db, where: ReturnType<typeof and>): Promise<LeaveRow | null> {
  const [rec] = await tx.select().from(leaveRecord).where(where).limit(1).for('update');
  if (rec?.creditId) await tx.select({ id: vacationCredit.id }).from(vacationCredit).where(eq(vacationCredit.id, rec.creditId)).for('update');
  return rec ?? null;
}

/** Ends a pending leave: approved moves its days from pending to used; otherwise they are released. */
export async function settlePending(tx: Db, flowInstanceId: string, status: number): Promise<void> {
  const rec = await lockRecord(tx, and(eq(leaveRecord.flowInstanceId, flowInstanceId), eq(leaveRecord.isDeleted, 0)));
  if (!rec || rec.leaveStatus !== LeaveStatus.PENDING) return;
  await moveDays(tx, rec.creditId, status === LeaveStatus.APPROVED ? { pending: -rec.leaveDays, used: rec.leaveDays } : { pending: -rec.leaveDays });
  await tx.update(leaveRecord).set({ leaveStatus: status, updateTime: formatDateTime(new Date()), version: sql`${leaveRecord.version} + 1` }).where(eq(leaveRecord.id, rec.id));
}

/** Gives the days of an approved leave back (cancel leave, or a record removed by HR). */
export async function releaseApproved(tx: Db, rec: LeaveRow, status: number): Promise<void> {
  if (rec.leaveStatus === LeaveStatus.APPROVED) await moveDays(tx, rec.creditId, { used: -rec.leaveDays });
  if (rec.leaveStatus === LeaveStatus.PENDING) await moveDays(tx, rec.creditId, { pending: -rec.leaveDays });
  await tx.update(leaveRecord).set({ leaveStatus: status, cancelInstanceId: null, updateTime: formatDateTime(new Date()), version: sql`${leaveRecord.version} + 1` }).where(eq(leaveRecord.id, rec.id));
}

/** The leave record named by a cancel-leave request, locked with its credit. */
export async function lockForCancel(tx: Db, auth: Tenant, recordId: string): Promise<LeaveRow> {
  const rec = await lockRecord(tx, and(liveRows(leaveRecord, auth), eq(leaveRecord.id, recordId)));
  if (!rec) throw badRequest('leaveRecordId: no such leave record');
  return rec;
}

export async function lockRecordById(tx: Db, auth: Tenant, id: string): Promise<LeaveRow> {
  const rec = await lockRecord(tx, and(liveRows(leaveRecord, auth), eq(leaveRecord.id, id)));
  if (!rec) throw notFound('Leave record');
  return rec;
}

/**
 * Creates the balances of a year (1 January to 31 December) for every employed person of one side and
 * every type that keeps balances, from the type's days or its rule; balances already there are kept.
 */
export async function generateCredits(tx: Db, auth: Tenant & { userId: string | null }, year: number, userType: number): Promise<number> {
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const ts = await tx.select().from(vacationInfo).where(and(liveRows(vacationInfo, auth), eq(vacationInfo.userType, userType)));
  const tracked = [];
  for (const t of ts) if (await tracksBalance(tx, auth, t)) tracked.push(t);
  const people =
    userType === USER_WORKER
      ? await tx.select({ id: worker.id }).from(worker).where(and(liveRows(worker, auth), eq(worker.status, 1)))
      : await tx.select({ id: staff.id }).from(staff).where(and(liveRows(staff, auth), inArray(staff.status, [0, 1, 3])));
  const have = new Set(
    (await tx.select({ p: vacationCredit.personId, v: vacationCredit.vacationInfoId }).from(vacationCredit).where(and(liveRows(vacationCredit, auth), eq(vacationCredit.userType, userType), lte(vacationCredit.startDate, end), gte(vacationCredit.expireDate, start)))).map((r) => `${r.p}:${r.v}`),
  );
  const rows = [];
  for (const { id } of people) {
    const person = await getPerson(tx, auth, userType, id);
    for (const t of tracked) {
      if (have.has(`${id}:${t.id}`)) continue;
      // eligibility is judged at the year's end, so people who reach the service or age during the year get the type
      if (ineligibility({ ...t, leaveType: 1 }, person, end)) continue;
      const days = await entitlement(tx, auth, t, person, start);
      rows.push({ tenantId: auth.tenantId, userType, personId: id, deptId: person.deptId, vacationInfoId: t.id, startDate: start, expireDate: end, days, createUser: auth.userId, updateUser: auth.userId });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(vacationCredit).values(rows.slice(i, i + 500));
  return rows.length;
}
