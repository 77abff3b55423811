import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { instantParam } from '../../platform/db/columns.js';
import { z } from 'zod';
import { LeaveStatus, UserType } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { containsAny, defineRepository, filters, liveRows, type Filter, type RepositoryOptions } from '../../platform/repository.js';
import { zDate } from '../../platform/http/route.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { liveStaff, staffIdsWithStatus, staffNameOf, staffNoOf } from '../staff/staff.public.js';
import { activeWorkerIds, liveWorker, workerCodeOf, workerNameOf } from '../worker/worker.public.js';
import { leaveRecord, vacationCredit, vacationInfo } from './leave.tables.js';
import { remainingOf, type Credit, type Person } from './leave.rules.js';
import { holidaysOf, schemeOf } from '../attendance/attendance.queries.js';
import type { LeaveCalendar } from '@hr/contracts';
import { requestLanguage } from '../../platform/i18n/index.js';
import { leaveTypeName, withLeaveTypeNames } from './leave.i18n.js';
import type { Tenant } from '../../platform/auth/context.js';

export type LeaveRow = typeof leaveRecord.$inferSelect;

export async function findPerson(db: Db, auth: Tenant, userType: number, id: string): Promise<Person | null> {
  if (userType === UserType.WORKER) {
    const w = await liveWorker(db, auth, id);
    return w
      ? {
          userType,
          id: w.id,
          userId: w.userId,
          deptId: null,
          no: w.employmentCode,
          name: w.name,
          status: null,
          sex: w.sex,
          birthday: w.birthday,
          entryDate: w.entryDate,
          nationality: w.nationality,
          maritalStatus: null,
        }
      : null;
  }
  const s = await liveStaff(db, auth, id);
  return s
    ? {
        userType,
        id: s.id,
        userId: s.userId,
        deptId: s.deptId,
        no: s.staffNo,
        name: s.enName,
        status: s.status,
        sex: s.sex,
        birthday: s.birthday,
        entryDate: s.entryDate,
        nationality: s.nationality,
        maritalStatus: s.maritalStatus,
      }
    : null;
}

export async function getPerson(db: Db, auth: Tenant, userType: number, id: string): Promise<Person> {
  const p = await findPerson(db, auth, userType, id);
  if (!p) throw badRequest(userType === UserType.WORKER ? 'workerId: no such worker' : 'staffId: no such staff');
  return p;
}

/** The ids of one side's employed people: staff on probation, confirmed or rejoined; active workers. */
export async function employedPeople(db: Db, auth: Tenant, userType: number): Promise<string[]> {
  return userType === UserType.WORKER ? activeWorkerIds(db, auth) : staffIdsWithStatus(db, auth, [0, 1, 3]);
}

const nameOrNo = (name: SQL | typeof leaveRecord.staffName, no: SQL | typeof leaveRecord.staffNo): Filter => ({
  schema: z.string().max(100).optional(),
  where: (v: string | undefined) => containsAny([name, no], v),
});

// a balance's person is a staff member (user type 1) or a worker (2): his number and name from their owners
const person = (ofStaff: SQL, ofWorker: SQL) => sql<string>`case ${vacationCredit.userType} when 1 then ${ofStaff} when 2 then ${ofWorker} end`;
const personNo = person(staffNoOf(vacationCredit.personId), workerCodeOf(vacationCredit.personId));
const personName = person(staffNameOf(vacationCredit.personId), workerNameOf(vacationCredit.personId));

/** Balances, presented with the person's number and name, the type's name and what remains (removal rules: credit.service). */
export const creditOptions = {
  name: 'vacation_credit',
  table: vacationCredit,
  dataScope: { dept: vacationCredit.deptId },
  filters: {
    userType: filters.int(vacationCredit.userType),
    personId: filters.id(vacationCredit.personId),
    vacationInfoId: filters.id(vacationCredit.vacationInfoId),
    nameOrNo: nameOrNo(personName, personNo),
    validOn: {
      schema: zDate.optional().or(z.literal('').transform(() => undefined)),
      where: (v: string | undefined) => (v ? and(lte(vacationCredit.startDate, v), gte(vacationCredit.expireDate, v)) : undefined),
    },
  },
  sortable: { expireDate: vacationCredit.expireDate, startDate: vacationCredit.startDate },
  defaultOrder: [desc(vacationCredit.startDate), asc(vacationCredit.personId), asc(vacationCredit.vacationInfoId)],
  outputExtend: {
    personNo: z.string().optional(),
    personName: z.string().optional(),
    vacationName: z.string().optional(),
    remainingDays: z.number().optional(),
    adjust: z.number().optional(),
  },
  hooks: {
    present: async (db, ctx, rows) => {
      if (rows.length === 0) return rows;
      const ids = rows.map((r) => r.id as string);
      const extra = await db
        .select({ id: vacationCredit.id, personNo, personName, vacationName: vacationInfo.name, adjust: vacationInfo.adjust })
        .from(vacationCredit)
        .leftJoin(vacationInfo, eq(vacationInfo.id, vacationCredit.vacationInfoId))
        .where(inArray(vacationCredit.id, ids));
      const by = new Map(extra.map((e) => [e.id, e]));
      const lang = requestLanguage(ctx.req);
      return rows.map((r) => {
        const e = by.get(r.id as string);
        return {
          ...r,
          personNo: e?.personNo ?? '',
          personName: e?.personName ?? '',
          vacationName: leaveTypeName(lang, e?.vacationName),
          adjust: e?.adjust ?? 1,
          remainingDays: remainingOf(r as never),
        };
      });
    },
  },
} satisfies RepositoryOptions<typeof vacationCredit>;

/** Leave records of staff and workers, scoped by the person's department and account. */
export const leaveRecords = defineRepository({
  name: 'leave_record',
  table: leaveRecord,
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
  hooks: {
    present: (_db, ctx, rows) =>
      withLeaveTypeNames(ctx, rows, 'vacationName').map((r) => ({
        ...r,
        label: `${String(r.vacationName)} ${String(r.leaveStartTime).slice(0, 10)} – ${String(r.leaveEndTime).slice(0, 10)} (${String(r.leaveDays)})`,
      })),
  },
});

/** The live rows of a person's leave that is pending or approved: what overlaps and calendars count. */
export function activeLeaveOf(auth: Tenant, person: Pick<Person, 'userType' | 'id'>): SQL {
  const personCol = person.userType === UserType.WORKER ? leaveRecord.workerId : leaveRecord.staffId;
  return and(
    liveRows(leaveRecord, auth),
    eq(leaveRecord.userType, person.userType),
    eq(personCol, person.id),
    inArray(leaveRecord.leaveStatus, [LeaveStatus.PENDING, LeaveStatus.APPROVED]),
  )!;
}

/** A Pending or Approved leave of the person overlapping [start, end), other than `excludeId`. */
export async function overlappingLeave(
  tx: Db,
  auth: Tenant,
  person: Pick<Person, 'userType' | 'id'>,
  start: string,
  end: string,
  excludeId?: string,
): Promise<{ id: string } | undefined> {
  const [overlap] = await tx
    .select({ id: leaveRecord.id })
    .from(leaveRecord)
    .where(
      and(
        activeLeaveOf(auth, person),
        sql`${leaveRecord.leaveStartTime} < ${instantParam(end)}`,
        sql`${leaveRecord.leaveEndTime} > ${instantParam(start)}`,
        excludeId ? ne(leaveRecord.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return overlap;
}

const creditsOf = (auth: Tenant, userType: number, personId: string, vacationInfoId: string) =>
  and(
    liveRows(vacationCredit, auth),
    eq(vacationCredit.userType, userType),
    eq(vacationCredit.personId, personId),
    eq(vacationCredit.vacationInfoId, vacationInfoId),
  );

/** The credit covering a date, locked for the rest of the transaction when asked. */
export async function creditOn(
  tx: Db,
  auth: Tenant,
  userType: number,
  personId: string,
  vacationInfoId: string,
  on: string,
  lock = false,
): Promise<Credit | null> {
  const q = tx
    .select()
    .from(vacationCredit)
    .where(and(creditsOf(auth, userType, personId, vacationInfoId), lte(vacationCredit.startDate, on), gte(vacationCredit.expireDate, on)))
    .orderBy(asc(vacationCredit.expireDate))
    .limit(1);
  const [c] = lock ? await q.for('update') : await q;
  return c ?? null;
}

/** Whether the person already has a balance of the type overlapping the dates. */
export async function creditOverlaps(tx: Db, auth: Tenant, person: Person, vacationInfoId: string, start: string, end: string): Promise<boolean> {
  const [clash] = await tx
    .select({ id: vacationCredit.id })
    .from(vacationCredit)
    .where(and(creditsOf(auth, person.userType, person.id, vacationInfoId), lte(vacationCredit.startDate, end), gte(vacationCredit.expireDate, start)))
    .limit(1);
  return Boolean(clash);
}

/** `personId:vacationInfoId` of one side's balances overlapping the dates. */
export async function creditKeysBetween(tx: Db, auth: Tenant, userType: number, start: string, end: string): Promise<Set<string>> {
  const rows = await tx
    .select({ p: vacationCredit.personId, v: vacationCredit.vacationInfoId })
    .from(vacationCredit)
    .where(
      and(liveRows(vacationCredit, auth), eq(vacationCredit.userType, userType), lte(vacationCredit.startDate, end), gte(vacationCredit.expireDate, start)),
    );
  return new Set(rows.map((r) => `${r.p}:${r.v}`));
}

/** Whether any of the balances has days taken or requested. */
export async function creditsInUse(tx: Db, auth: Tenant, ids: string[]): Promise<boolean> {
  const [used] = await tx
    .select({ id: vacationCredit.id })
    .from(vacationCredit)
    .where(and(liveRows(vacationCredit, auth), inArray(vacationCredit.id, ids), sql`(${vacationCredit.usedDays} > 0 or ${vacationCredit.pendingDays} > 0)`))
    .limit(1);
  return Boolean(used);
}

/** Locks a record and its credit, in that order (the order every writer uses). */
async function lockRecord(tx: Db, where: SQL | undefined): Promise<LeaveRow | null> {
  const [rec] = await tx.select().from(leaveRecord).where(where).limit(1).for('update');
  if (rec?.creditId) await tx.select({ id: vacationCredit.id }).from(vacationCredit).where(eq(vacationCredit.id, rec.creditId)).for('update');
  return rec ?? null;
}

/** The live record of a request (form 2 or 29), locked with its credit; null when the request wrote none. */
export const lockRecordOfRequest = (tx: Db, flowInstanceId: string) =>
  lockRecord(tx, and(eq(leaveRecord.flowInstanceId, flowInstanceId), eq(leaveRecord.isDeleted, 0)));

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

/** The id of the record a cancel-leave request (form 9) holds, if any. */
export async function recordCancelledBy(tx: Db, forTenant: Tenant, cancelInstanceId: string): Promise<string | null> {
  const [ref] = await tx
    .select({ id: leaveRecord.id })
    .from(leaveRecord)
    .where(and(eq(leaveRecord.tenantId, forTenant.tenantId), eq(leaveRecord.cancelInstanceId, cancelInstanceId)))
    .limit(1);
  return ref?.id ?? null;
}

/** Rest days: office staff rest on Saturday and Sunday; site workers on Sunday (the attendance rest day). */
export const REST_DAYS: Record<number, readonly number[]> = { [UserType.STAFF]: [0, 6], [UserType.WORKER]: [0] };

/**
 * A person's leave calendar between two dates: their rest days and the holidays of their holiday scheme
 * (a worker's attendance scheme names it; otherwise, and for staff, the tenant's first enabled scheme).
 */
export async function calendarOf(db: Db, auth: Tenant, person: { userType: number; id: string }, from: string, to: string): Promise<LeaveCalendar> {
  const scheme = person.userType === UserType.WORKER ? await schemeOf(db, auth, { workerId: person.id }) : null;
  const holidays = await holidaysOf(db, auth, scheme?.holidaySchemeId, from, to);
  return { holidays, restDays: REST_DAYS[person.userType] ?? REST_DAYS[UserType.STAFF] };
}

// The data functions of leave's services (balances and records); the rules stay in the services.

type CreditInsert = typeof vacationCredit.$inferInsert;

/** Moves days of a balance between requested (pending) and taken (used). */
export async function addCreditDays(db: Db, creditId: string, pending: number, used: number): Promise<void> {
  await db
    .update(vacationCredit)
    .set({
      pendingDays: sql`${vacationCredit.pendingDays} + ${pending}`,
      usedDays: sql`${vacationCredit.usedDays} + ${used}`,
      updateTime: formatDateTime(new Date()),
      version: sql`${vacationCredit.version} + 1`,
    })
    .where(eq(vacationCredit.id, creditId));
}

/** Stores balances, 500 a statement. */
export async function insertCredits(db: Db, rows: CreditInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(vacationCredit).values(rows.slice(i, i + 500));
}

/** Stores one balance; answers its row. */
export async function insertCredit(db: Db, values: CreditInsert) {
  const [row] = await db.insert(vacationCredit).values(values).returning();
  return row;
}

/** A balance by id within `scope` (the caller's), locked for the transaction, or undefined. */
export async function lockCreditIn(db: Db, scope: SQL, id: string) {
  const [row] = await db
    .select()
    .from(vacationCredit)
    .where(and(scope, eq(vacationCredit.id, id)))
    .for('update');
  return row;
}

/** Writes a balance's days, dates and remark (one more version); answers its row. */
export async function updateCredit(db: Db, auth: { userId: string }, id: string, fields: Pick<CreditInsert, 'days' | 'startDate' | 'expireDate' | 'remark'>) {
  const [row] = await db
    .update(vacationCredit)
    .set({ ...fields, updateUser: auth.userId, updateTime: formatDateTime(new Date()), version: sql`${vacationCredit.version} + 1` })
    .where(eq(vacationCredit.id, id))
    .returning();
  return row;
}

/** Stores a leave record; answers its row. */
export async function insertLeaveRecord(db: Db, values: typeof leaveRecord.$inferInsert): Promise<LeaveRow> {
  const [row] = await db.insert(leaveRecord).values(values).returning();
  return row;
}

/** Writes a leave record's fields, a new version unless `bump` is false; answers its row. */
export async function updateLeaveRecord(db: Db, id: string, fields: Partial<typeof leaveRecord.$inferInsert>, bump = true): Promise<LeaveRow> {
  const [row] = await db
    .update(leaveRecord)
    .set({ ...fields, updateTime: formatDateTime(new Date()), ...(bump ? { version: sql`${leaveRecord.version} + 1` } : {}) })
    .where(eq(leaveRecord.id, id))
    .returning();
  return row;
}

/** Removes a leave record. */
export async function removeLeaveRecord(db: Db, auth: { userId: string }, id: string): Promise<void> {
  await db.update(leaveRecord).set({ isDeleted: 1, updateUser: auth.userId }).where(eq(leaveRecord.id, id));
}
