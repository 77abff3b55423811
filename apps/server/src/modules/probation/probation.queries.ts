import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { OPEN_PROBATION_STATUSES, PROBATION_STATUS, RENEWAL_STATUS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { companyDateOf, instantParam } from '../../platform/db/columns.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { dataScopeCondition } from '../../platform/auth/permissions.js';
import { notFound } from '../../platform/errors.js';
import { pagedRows } from '../../platform/excel.js';
import { limitOffset, toPage, type Page, type PageQuery } from '../../platform/http/paging.js';
import { user } from '../../platform/auth/identity.tables.js';
import { deptLeaderOf, deptNameOf } from '../system/system.public.js';
import { userDisplayName } from '../system/user.queries.js';
import { idsOf, lookupNames } from '../../platform/names.js';
import { paramNumber, paramText } from '../system/param.queries.js';
import { staffNames, staffPeople, staffPeopleNameOrNo } from '../staff/staff.public.js';
import { EMPLOYED, STAFF_STATUS } from '../staff/staff.service.js';
import * as flow from '../flow/flow.service.js';
import { requestById } from '../flow/flow.public.js';
import { contractTerm, positiveRecord } from './probation.tables.js';
import { addDays, today } from './probation.dates.js';
import type { ContractRow, ProbationQuery, ProbationStaffRow, RecordsQuery, RenewalQuery } from './probation.schema.js';
import type { ProfileDocument } from '../module.js';
import { liveRows } from '../../platform/repository.js';
import { formatDateTime } from '../../platform/util.js';

/*
 * The reads of probation records, staff on probation and contract terms: every list joins the staff
 * (and department) and applies the `probation` data scope to the staff; statistics count the same rows.
 */

type Row = Record<string, unknown>;
export type RecordRow = typeof positiveRecord.$inferSelect;

/** Staff statuses that are on probation: new staff and rejoined staff. */
export const ON_PROBATION = [STAFF_STATUS.PROBATION, STAFF_STATUS.REJOINED];

/** System parameters (System > Parameters) with their defaults. */
export const PARAMS = {
  probationMonths: { key: 'probation.months', fallback: 3 },
  probationNoticeDays: { key: 'probation.notice.days', fallback: 14 },
  contractNoticeDays: { key: 'contract.notice.days', fallback: 30 },
} as const;
/** Where HR's copy of the daily notices goes (an e-mail address; empty = only the leader). */
export const HR_MAILBOX_PARAM = 'probation.notice.email';

export { paramNumber, paramText };

/** The staff's rows visible to the caller under the `probation` data scope (keyed on the staff's department and account). */
export const staffScope = (auth: AuthContext): SQL | undefined =>
  dataScopeCondition(auth, 'probation', { dept: staffPeople.deptId, user: staffPeople.userId, dept_id: staffPeople.deptId, user_id: staffPeople.userId });

export const recordNotFound = () => notFound('probation record');

/** End date of a probation as the lists show it: the open record's, else entry date + the probation months. */
export const probationEndSql = (months: number) =>
  sql<string>`coalesce(${positiveRecord.probationEndDate}, (coalesce(${staffPeople.entryDate}, ${companyDateOf(staffPeople.createTime)}) + make_interval(months => ${months}))::date)::text`;

const daysLeftSql = (end: SQL | typeof contractTerm.contractEndDate, from: string) => sql<number>`(${end}::date - ${from}::date)::int`;
/** Joins a staff to the open record, when there is one. */
const openRecordJoin = and(
  eq(positiveRecord.staffId, staffPeople.id),
  eq(positiveRecord.isDeleted, 0),
  inArray(positiveRecord.recordStatus, OPEN_PROBATION_STATUSES),
);

const staffColumns = {
  staffId: staffPeople.id,
  staffNo: staffPeople.staffNo,
  enName: staffPeople.enName,
  deptId: staffPeople.deptId,
  deptName: deptNameOf(staffPeople.deptId),
  jobTitleName: staffPeople.jobTitleName,
  email: staffPeople.email,
  mobile: staffPeople.mobile,
  staffStatus: staffPeople.status,
  entryDate: staffPeople.entryDate,
  confirmationDate: staffPeople.confirmationDate,
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

/** The filters every list shares: name or staff number, department, staff. */
const staffFilters = (q: { nameOrNo?: string; deptId?: string; staffId?: string }): SQL[] => {
  const out: SQL[] = [];
  if (q.nameOrNo) out.push(staffPeopleNameOrNo(q.nameOrNo)!);
  if (q.deptId) out.push(eq(staffPeople.deptId, q.deptId));
  if (q.staffId) out.push(eq(staffPeople.id, q.staffId));
  return out;
};

/** Every row of a list for an export, read 1000 at a time with the list's filters. */
const exportPages = <Q extends Pick<PageQuery, 'current' | 'size'>>(q: Q, page: (q: Q) => Promise<Page<Row>>): AsyncIterable<Row> =>
  pagedRows((offset, limit) => page({ ...q, current: offset / limit + 1, size: limit }).then((p) => p.records), 1000);

// ---------------------------------------------------------------------------------------------
// Probation records (the product's positive records)

const recordWhere = (auth: AuthContext, q: Partial<RecordsQuery>) =>
  and(
    eq(positiveRecord.tenantId, auth.tenantId),
    eq(positiveRecord.isDeleted, 0),
    staffScope(auth),
    q.recordStatus !== undefined ? eq(positiveRecord.recordStatus, q.recordStatus) : undefined,
    q.result !== undefined ? eq(positiveRecord.result, q.result) : undefined,
    q.assessedOnly ? isNotNull(positiveRecord.processId) : undefined,
    ...staffFilters(q),
  );

const selectRecords = (db: Db, where: SQL | undefined) =>
  db
    .select({ ...staffColumns, ...recordColumns })
    .from(positiveRecord)
    .innerJoin(staffPeople, eq(staffPeople.id, positiveRecord.staffId))
    .where(where);
type RecordView = Awaited<ReturnType<typeof selectRecords>>[number];
/** A record as every answer shows it: the staff summary and the assessing leader's name. */
export type PresentedRecord = RecordView & { leaderName: string | null };

/** Names the assessing leaders (a leader is a user or a staff id): one statement. */
async function withLeaderNames(db: Db, auth: AuthContext, rows: RecordView[]): Promise<PresentedRecord[]> {
  const ids = idsOf(rows, 'leaderId');
  const { tenantId } = auth;
  const found = await lookupNames(db, { users: { source: userDisplayName, ids, tenantId }, staffs: { source: staffNames, ids, tenantId } });
  const name = (id: unknown) => (typeof id === 'string' ? (found.users.get(id) ?? found.staffs.get(id) ?? null) : null);
  return rows.map((r) => ({ ...r, leaderName: name(r.leaderId) }));
}

export async function pageRecords(db: Db, auth: AuthContext, q: RecordsQuery): Promise<Page<PresentedRecord>> {
  const where = recordWhere(auth, q);
  const { limit, offset } = limitOffset(q);
  const query = selectRecords(db, where).orderBy(desc(positiveRecord.createTime), desc(positiveRecord.id)).offset(offset);
  const [rows, [{ total }]] = await Promise.all([
    limit ? query.limit(limit) : query,
    db.select({ total: count() }).from(positiveRecord).innerJoin(staffPeople, eq(staffPeople.id, positiveRecord.staffId)).where(where),
  ]);
  return toPage(await withLeaderNames(db, auth, rows), Number(total), q);
}

/** One record the caller may see (404 otherwise). */
export async function getRecord(db: Db, auth: AuthContext, id: string): Promise<PresentedRecord> {
  const [row] = await selectRecords(db, and(recordWhere(auth, {}), eq(positiveRecord.id, id)));
  if (!row) throw recordNotFound();
  return (await withLeaderNames(db, auth, [row]))[0];
}

export async function recordsByIds(db: Db, auth: AuthContext, ids: string[]): Promise<PresentedRecord[]> {
  return withLeaderNames(db, auth, await selectRecords(db, and(recordWhere(auth, {}), inArray(positiveRecord.id, ids))));
}

export const recordRows = (db: Db, auth: AuthContext, q: RecordsQuery) => exportPages(q, (p) => pageRecords(db, auth, p));

/** A record by id, locked for the caller's transaction (no scope: the caller checked it). */
export async function lockRecord(tx: Db, id: string): Promise<RecordRow> {
  const [rec] = await tx.select().from(positiveRecord).where(eq(positiveRecord.id, id)).for('update');
  return rec;
}

/** A record of the caller's tenant by id, whatever the data scope (the assessment's approvers are not HR). */
export async function tenantRecord(db: Db, auth: AuthContext, id: string): Promise<RecordRow | null> {
  const [rec] = await db
    .select()
    .from(positiveRecord)
    .where(and(eq(positiveRecord.tenantId, auth.tenantId), eq(positiveRecord.isDeleted, 0), eq(positiveRecord.id, id)));
  return rec ?? null;
}

export async function openRecordOf(tx: Db, forTenant: Tenant, staffId: string): Promise<RecordRow | null> {
  const [row] = await tx
    .select()
    .from(positiveRecord)
    .where(
      and(
        eq(positiveRecord.tenantId, forTenant.tenantId),
        eq(positiveRecord.isDeleted, 0),
        eq(positiveRecord.staffId, staffId),
        inArray(positiveRecord.recordStatus, OPEN_PROBATION_STATUSES),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The record a running assessment request belongs to. */
export async function assessingRecordOf(tx: Db, forTenant: Tenant, processId: string): Promise<RecordRow | null> {
  const [rec] = await tx
    .select()
    .from(positiveRecord)
    .where(
      and(
        eq(positiveRecord.tenantId, forTenant.tenantId),
        eq(positiveRecord.isDeleted, 0),
        eq(positiveRecord.processId, processId),
        eq(positiveRecord.recordStatus, PROBATION_STATUS.ASSESSING),
      ),
    )
    .limit(1);
  return rec ?? null;
}

/** The form-5 request of a record, as the process screens show it, with the record's outcome. */
async function assessmentRequest(db: Db, forTenant: Tenant, rec: { id: string; processId: string | null }, extra: Row): Promise<Row | null> {
  if (!rec.processId) return null;
  const inst = await requestById(db, { tenantId: forTenant.tenantId }, rec.processId);
  return inst ? flow.toRecord(inst, { recordId: rec.id, ...extra }) : null;
}

/** The assessment request of a record (id) or of the staff's latest assessed record (staffId), or null. */
export async function assessmentOfRecord(db: Db, auth: AuthContext, ref: { id?: string; staffId?: string }): Promise<Row | null> {
  const rec = ref.id
    ? await getRecord(db, auth, ref.id)
    : (
        await selectRecords(db, and(recordWhere(auth, { staffId: ref.staffId }), isNotNull(positiveRecord.processId)))
          .orderBy(desc(positiveRecord.createTime), desc(positiveRecord.id))
          .limit(1)
      )[0];
  return rec ? assessmentRequest(db, auth, rec, { recordStatus: rec.recordStatus, score: rec.score }) : null;
}

/** The caller's latest finished assessment (one with a result), or null: the staff's "my assessment". */
export async function myAssessment(db: Db, auth: AuthContext): Promise<Row | null> {
  if (!auth.staffId) return null;
  const [rec] = await selectRecords(
    db,
    and(
      eq(positiveRecord.tenantId, auth.tenantId),
      eq(positiveRecord.isDeleted, 0),
      eq(positiveRecord.staffId, auth.staffId),
      isNotNull(positiveRecord.result),
    ),
  )
    .orderBy(desc(positiveRecord.assessedTime))
    .limit(1);
  return rec
    ? assessmentRequest(db, auth, rec, {
        recordStatus: rec.recordStatus,
        result: rec.result,
        score: rec.score,
        probationEndDate: rec.probationEndDate,
        assessedTime: rec.assessedTime,
      })
    : null;
}

/** How many of the caller's records are in `status` (assessed this calendar year only, when asked). */
function countRecords(db: Db, auth: AuthContext, status: number, sinceYearStart: boolean): Promise<number> {
  return db
    .select({ n: count() })
    .from(positiveRecord)
    .innerJoin(staffPeople, eq(staffPeople.id, positiveRecord.staffId))
    .where(
      and(
        recordWhere(auth, {}),
        eq(positiveRecord.recordStatus, status),
        sinceYearStart ? sql`${positiveRecord.assessedTime} >= ${instantParam(`${today().slice(0, 4)}-01-01`)}` : undefined,
      ),
    )
    .then(([r]) => Number(r.n));
}
export const runningAssessments = (db: Db, auth: AuthContext) => countRecords(db, auth, PROBATION_STATUS.ASSESSING, false);
export const confirmedThisYear = (db: Db, auth: AuthContext) => countRecords(db, auth, PROBATION_STATUS.CONFIRMED, true);

// ---------------------------------------------------------------------------------------------
// Staff on probation (every staff of status 0 or 3, with the open record when there is one)

export async function probationStaffQuery(db: Db, auth: AuthContext, q: Partial<ProbationQuery>) {
  const months = await paramNumber(db, auth, PARAMS.probationMonths);
  const end = probationEndSql(months);
  const from = today();
  const where = and(
    eq(staffPeople.tenantId, auth.tenantId),
    eq(staffPeople.isDeleted, 0),
    inArray(staffPeople.status, ON_PROBATION),
    staffScope(auth),
    q.recordStatus !== undefined ? sql`coalesce(${positiveRecord.recordStatus}, 0) = ${q.recordStatus}` : undefined,
    q.endingWithinDays !== undefined ? sql`${end} <= ${addDays(from, q.endingWithinDays)}` : undefined,
    ...staffFilters(q),
  );
  const select = (cols: Record<string, unknown>) =>
    db
      .select(cols as never)
      .from(staffPeople)
      .leftJoin(positiveRecord, openRecordJoin)
      .where(where);
  // the open record's state (null without one), for a statistic's conditions (the dashboard's probations due)
  return { end, from, select, recordStatus: positiveRecord.recordStatus };
}

export async function pageProbationStaff(db: Db, auth: AuthContext, q: ProbationQuery): Promise<Page<ProbationStaffRow>> {
  const { end, from, select } = await probationStaffQuery(db, auth, q);
  const { limit, offset } = limitOffset(q);
  const rowsQ = select({
    ...staffColumns,
    recordId: positiveRecord.id,
    probationEndDate: end,
    daysLeft: daysLeftSql(end, from),
    recordStatus: sql<number>`coalesce(${positiveRecord.recordStatus}, 0)::int`,
    extendCount: sql<number>`coalesce(${positiveRecord.extendCount}, 0)::int`,
    processId: positiveRecord.processId,
    leaderId: positiveRecord.leaderId,
  })
    .orderBy(sql`${end} asc`, staffPeople.staffNo)
    .offset(offset);
  const [rows, [{ total }]] = await Promise.all([limit ? rowsQ.limit(limit) : rowsQ, select({ total: count() }) as unknown as Promise<{ total: number }[]>]);
  return toPage(rows as ProbationStaffRow[], Number(total), q);
}

export const probationStaffRows = (db: Db, auth: AuthContext, q: ProbationQuery) => exportPages(q, (p) => pageProbationStaff(db, auth, p));

/** The probation cards: on probation, ending within the notice days, overdue, assessing. */
export async function probationStatistics(db: Db, auth: AuthContext) {
  const days = await paramNumber(db, auth, PARAMS.probationNoticeDays);
  const { end, from, select } = await probationStaffQuery(db, auth, {});
  const [r] = (await select({
    total: sql<number>`count(*)::int`,
    endingSoon: sql<number>`(count(*) filter (where ${end} between ${from} and ${addDays(from, days)}))::int`,
    overdue: sql<number>`(count(*) filter (where ${end} < ${from} and coalesce(${positiveRecord.recordStatus}, 0) = ${PROBATION_STATUS.ON_PROBATION}))::int`,
    assessing: sql<number>`(count(*) filter (where ${positiveRecord.recordStatus} = ${PROBATION_STATUS.ASSESSING}))::int`,
  })) as unknown as { total: number; endingSoon: number; overdue: number; assessing: number }[];
  return { ...r, noticeDays: days };
}

/** Staff on probation whose probation ends between two dates, with the open record's leader (the daily notices). */
export async function probationsEndingBetween(db: Db, forTenant: Tenant, from: string, to: string) {
  const end = probationEndSql(await paramNumber(db, forTenant, PARAMS.probationMonths));
  return db
    .select({ staffId: staffPeople.id, staffNo: staffPeople.staffNo, enName: staffPeople.enName, probationEndDate: end, leaderId: positiveRecord.leaderId })
    .from(staffPeople)
    .leftJoin(positiveRecord, openRecordJoin)
    .where(
      and(
        eq(staffPeople.tenantId, forTenant.tenantId),
        eq(staffPeople.isDeleted, 0),
        inArray(staffPeople.status, ON_PROBATION),
        sql`${end} between ${from} and ${to}`,
      ),
    );
}

/** Tenants with staff on probation. */
export const tenantsWithProbations = (db: Db) =>
  db
    .selectDistinct({ tenantId: staffPeople.tenantId })
    .from(staffPeople)
    .where(and(eq(staffPeople.isDeleted, 0), inArray(staffPeople.status, ON_PROBATION)));

/** A staff of the caller's tenant visible under the data scope (employed only, when asked). */
export async function visibleStaff(db: Db, auth: AuthContext, staffId: string, employedOnly = false): Promise<boolean> {
  const [row] = await db
    .select({ id: staffPeople.id })
    .from(staffPeople)
    .where(
      and(
        eq(staffPeople.tenantId, auth.tenantId),
        eq(staffPeople.isDeleted, 0),
        employedOnly ? inArray(staffPeople.status, EMPLOYED) : undefined,
        eq(staffPeople.id, staffId),
        staffScope(auth),
      ),
    );
  return Boolean(row);
}

export async function staffOf(db: Db, forTenant: Tenant, staffId: string) {
  const [s] = await db
    .select()
    .from(staffPeople)
    .where(and(eq(staffPeople.tenantId, forTenant.tenantId), eq(staffPeople.isDeleted, 0), eq(staffPeople.id, staffId)))
    .limit(1);
  return s ?? null;
}

/**
 * The assessing leader by default: the staff's first approver, else the leader of the staff's department
 * (never the staff themself). Answered as a staff id when the leader has a staff record (the form's
 * staff field shows names of staff), else as the user id; the engine resolves either to the user.
 */
export async function defaultLeader(db: Db, forTenant: Tenant, staffId: string): Promise<string | null> {
  const [s] = await db
    .select({ firstApprover: staffPeople.firstApprover, deptLeader: deptLeaderOf(staffPeople.deptId), userId: staffPeople.userId })
    .from(staffPeople)
    .where(and(eq(staffPeople.tenantId, forTenant.tenantId), eq(staffPeople.id, staffId)))
    .limit(1);
  for (const candidate of [s?.firstApprover, s?.deptLeader]) {
    if (!candidate) continue;
    // first approvers and department leaders may name a user or a staff
    const [u] = await db
      .select({ id: user.id, staffId: user.staffId })
      .from(user)
      .where(and(eq(user.tenantId, forTenant.tenantId), eq(user.isDeleted, 0), sql`(${user.id} = ${candidate} or ${user.staffId} = ${candidate})`))
      .limit(1);
    if (u && u.id !== s?.userId && u.staffId !== staffId) return u.staffId ?? u.id;
  }
  return null;
}

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

// ---------------------------------------------------------------------------------------------
// Contract renewal

export function renewalQuery(db: Db, auth: AuthContext, q: Partial<RenewalQuery>) {
  const from = today();
  const where = and(
    eq(contractTerm.tenantId, auth.tenantId),
    eq(contractTerm.isDeleted, 0),
    eq(staffPeople.isDeleted, 0),
    inArray(staffPeople.status, EMPLOYED),
    staffScope(auth),
    q.renewalStatus !== undefined ? eq(contractTerm.renewalStatus, q.renewalStatus) : undefined,
    q.expiringWithinDays !== undefined ? sql`${contractTerm.contractEndDate} <= ${addDays(from, q.expiringWithinDays)}` : undefined,
    ...staffFilters(q),
  );
  const select = (cols: Record<string, unknown>) =>
    db
      .select(cols as never)
      .from(contractTerm)
      .innerJoin(staffPeople, eq(staffPeople.id, contractTerm.staffId))
      .where(where);
  // the term's renewal state and end, for a statistic's conditions (the dashboard's renewals due)
  return { from, select, renewalStatus: contractTerm.renewalStatus, contractEndDate: contractTerm.contractEndDate };
}

export async function pageRenewal(db: Db, auth: AuthContext, q: RenewalQuery): Promise<Page<ContractRow>> {
  const { from, select } = renewalQuery(db, auth, q);
  const { limit, offset } = limitOffset(q);
  const rowsQ = select({
    ...staffColumns,
    id: contractTerm.id,
    contractStartDate: contractTerm.contractStartDate,
    contractEndDate: contractTerm.contractEndDate,
    daysLeft: daysLeftSql(contractTerm.contractEndDate, from),
    renewalStatus: contractTerm.renewalStatus,
    remark: contractTerm.remark,
    version: contractTerm.version,
  })
    .orderBy(contractTerm.contractEndDate, staffPeople.staffNo)
    .offset(offset);
  const [rows, [{ total }]] = await Promise.all([limit ? rowsQ.limit(limit) : rowsQ, select({ total: count() }) as unknown as Promise<{ total: number }[]>]);
  return toPage(rows as ContractRow[], Number(total), q);
}

/** A staff's contract term as the renewal list shows it. */
export async function renewalOf(db: Db, auth: AuthContext, staffId: string): Promise<ContractRow | undefined> {
  return (await pageRenewal(db, auth, { current: 1, size: 1, staffId } as RenewalQuery)).records[0];
}

export const renewalRows = (db: Db, auth: AuthContext, q: RenewalQuery) => exportPages(q, (p) => pageRenewal(db, auth, p));

/** The renewal cards: tracked, pending and expiring within the notice days, expired, renewed. */
export async function renewalStatistics(db: Db, auth: AuthContext) {
  const days = await paramNumber(db, auth, PARAMS.contractNoticeDays);
  const { from, select } = renewalQuery(db, auth, {});
  const pending = sql`${contractTerm.renewalStatus} = ${RENEWAL_STATUS.PENDING}`;
  const [r] = (await select({
    total: sql<number>`count(*)::int`,
    expiringSoon: sql<number>`(count(*) filter (where ${pending} and ${contractTerm.contractEndDate} between ${from} and ${addDays(from, days)}))::int`,
    expired: sql<number>`(count(*) filter (where ${pending} and ${contractTerm.contractEndDate} < ${from}))::int`,
    renewed: sql<number>`(count(*) filter (where ${contractTerm.renewalStatus} = ${RENEWAL_STATUS.RENEWED}))::int`,
  })) as unknown as { total: number; expiringSoon: number; expired: number; renewed: number }[];
  return { ...r, noticeDays: days };
}

/** The staff's current contract term, locked for the caller's transaction. */
export async function lockContractTerm(tx: Db, forTenant: Tenant, staffId: string) {
  const [term] = await tx
    .select()
    .from(contractTerm)
    .where(and(eq(contractTerm.tenantId, forTenant.tenantId), eq(contractTerm.isDeleted, 0), eq(contractTerm.staffId, staffId)))
    .for('update');
  return term ?? null;
}

/** Pending contract terms ending between two dates (the daily notices). */
export function contractsEndingBetween(db: Db, forTenant: Tenant, from: string, to: string) {
  return db
    .select({ staffId: staffPeople.id, staffNo: staffPeople.staffNo, enName: staffPeople.enName, contractEndDate: contractTerm.contractEndDate })
    .from(contractTerm)
    .innerJoin(staffPeople, eq(staffPeople.id, contractTerm.staffId))
    .where(
      and(
        eq(contractTerm.tenantId, forTenant.tenantId),
        eq(contractTerm.isDeleted, 0),
        eq(contractTerm.renewalStatus, RENEWAL_STATUS.PENDING),
        eq(staffPeople.isDeleted, 0),
        sql`${contractTerm.contractEndDate} between ${from} and ${to}`,
      ),
    );
}

/** Tenants with pending contract terms. */
export const tenantsWithPendingContracts = (db: Db) =>
  db
    .selectDistinct({ tenantId: contractTerm.tenantId })
    .from(contractTerm)
    .where(and(eq(contractTerm.isDeleted, 0), eq(contractTerm.renewalStatus, RENEWAL_STATUS.PENDING)));

/** A staff member's contract end, a document of the staff profile (given to it through `staffDocuments`). */
export async function contractDocuments(db: Db, auth: AuthContext, staffId: string): Promise<ProfileDocument[]> {
  const rows = await db
    .select({ end: contractTerm.contractEndDate })
    .from(contractTerm)
    .where(and(liveRows(contractTerm, auth), eq(contractTerm.staffId, staffId)));
  return rows.map((c) => ({ kind: 'contract', name: null, number: null, expiryDate: c.end }));
}

/** Stores a new probation record; answers its row. */
export async function insertRecord(db: Db, values: typeof positiveRecord.$inferInsert): Promise<RecordRow> {
  const [row] = await db.insert(positiveRecord).values(values).returning();
  return row;
}

/** Writes a record's fields if it is still at the version read (one more version); answers the row, or undefined. */
export async function updateRecordAt(db: Db, auth: Pick<AuthContext, 'userId'>, rec: RecordRow, fields: Partial<RecordRow>): Promise<RecordRow | undefined> {
  const [row] = await db
    .update(positiveRecord)
    .set({ ...fields, updateUser: auth.userId, updateTime: formatDateTime(new Date()), version: sql`${positiveRecord.version} + 1` })
    .where(and(eq(positiveRecord.id, rec.id), eq(positiveRecord.version, rec.version)))
    .returning();
  return row;
}

/** Removes probation records. */
export async function softDeleteRecords(db: Db, auth: Pick<AuthContext, 'userId'>, ids: string[]): Promise<void> {
  await db
    .update(positiveRecord)
    .set({ isDeleted: 1, updateUser: auth.userId, updateTime: formatDateTime(new Date()) })
    .where(inArray(positiveRecord.id, ids));
}

type ContractTermFields = Pick<typeof contractTerm.$inferInsert, 'contractStartDate' | 'contractEndDate' | 'renewalStatus' | 'remark' | 'updateUser'>;

/** Writes a staff's contract term: the existing row (one more version) or a new one; answers the row. */
export async function writeContractTerm(db: Db, auth: AuthContext, staffId: string, existingId: string | undefined, fields: ContractTermFields) {
  const [saved] = existingId
    ? await db
        .update(contractTerm)
        .set({ ...fields, updateTime: formatDateTime(new Date()), version: sql`${contractTerm.version} + 1` })
        .where(eq(contractTerm.id, existingId))
        .returning()
    : await db
        .insert(contractTerm)
        .values({ ...fields, tenantId: auth.tenantId, staffId, createUser: auth.userId, createDept: auth.deptIds[0] ?? null })
        .returning();
  return saved;
}
