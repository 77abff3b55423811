import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { COMPLIANCE_DOCS, WORKER_STATUS, type ComplianceDoc } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { defineRepository, filters, type Filter } from '../../platform/repository.js';
import { clockNow, formatDateTime } from '../../platform/util.js';
import { user } from '../../platform/auth/identity.tables.js';
import { attachmentNameOf } from '../resource/resource.public.js';
import { holdsRole } from '../system/role.queries.js';
import { paramText } from '../system/param.queries.js';
import { teamNameOf, teamSupervisorContact, workerNamedLike, workerPeople, workersInScope, workerSummariesIn } from '../worker/worker.public.js';
import { projectNameOf } from '../base/base.public.js';
import { workers } from '../worker/worker.queries.js';
import { addressDeclaration, docRenewal } from './compliance.tables.js';
import { addDays } from './compliance.gate.js';
import { REFUSE_EXPIRED_PARAM } from '../worker/permit-gate.js';

/*
 * The reads of the compliance centre: its parameters, the documents due a reminder, who receives it,
 * a worker's renewal history, and the address declarations (a repository: page, export, mark declared).
 */

type Row = Record<string, unknown>;

/** Today by the app clock (`YYYY-MM-DD`; the moment of `runAt`). */
export const todayOf = (now = clockNow()) => formatDateTime(now).slice(0, 10);
export { addDays };

/** System parameters (System > Parameters, seeded by compliance.seeds.ts). */
export const COMPLIANCE_PARAMS = {
  reminderDays: { key: 'compliance.reminder.days', fallback: '90,60,30,7,0' },
  refuseExpired: REFUSE_EXPIRED_PARAM,
  hrMailbox: { key: 'compliance.notice.email', fallback: '' },
} as const;

/** A reminder still goes out this many days after the expiry date when the sweep did not run on the day (server down). */
export const CATCH_UP_DAYS = 7;

/** The reminder thresholds (days before expiry, 0 = the day it expires), largest first; a bad list falls back to the default. */
export async function reminderThresholds(db: Db, tenant: Tenant): Promise<number[]> {
  const parse = (v: string) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(Number);
  let list = parse((await paramText(db, tenant, COMPLIANCE_PARAMS.reminderDays.key)) ?? '');
  if (!list.length || list.some((n) => !Number.isInteger(n) || n < 0 || n > 999)) list = parse(COMPLIANCE_PARAMS.reminderDays.fallback);
  return [...new Set(list)].sort((a, b) => b - a);
}

/** The number and expiry fields of each followed document (a worker's, and of worker.public's subqueries). */
export const DOC_COLUMNS = {
  workPermit: { numberKey: 'wpNumber', expiryKey: 'wpExpiryDate' },
  passport: { numberKey: 'passportNumber', expiryKey: 'passportExpiryDate' },
} as const satisfies Record<ComplianceDoc, { numberKey: string; expiryKey: string }>;

/** The expiry column of a document on a worker subquery. */
const expiryOf = (w: Record<'wpExpiryDate' | 'passportExpiryDate', PgColumn>, doc: ComplianceDoc) => w[DOC_COLUMNS[doc].expiryKey];

/** Tenants with active workers holding a document that expires between two dates. */
export async function tenantsWithExpiries(db: Db, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantId: workerPeople.tenantId })
    .from(workerPeople)
    .where(
      and(
        eq(workerPeople.isDeleted, 0),
        eq(workerPeople.status, WORKER_STATUS.ACTIVE),
        or(...COMPLIANCE_DOCS.map((d) => sql`${expiryOf(workerPeople, d)} between ${from} and ${to}`)),
      ),
    );
  return rows.map((r) => r.tenantId);
}

export interface DueReminder {
  workerId: string;
  name: string;
  employmentCode: string;
  teamId: string | null;
  number: string | null;
  expiryDate: string;
  daysLeft: number;
  thresholdDays: number;
}

/**
 * The documents of one kind due a reminder today and not yet reminded: days left (expiry - today)
 * within [-CATCH_UP_DAYS, largest threshold]; the threshold is the smallest one at or above the days
 * left (a permit entered with 20 days left gets the 30-day reminder, not 90 and 60 as well).
 */
export async function dueReminders(db: Db, tenant: Tenant, doc: ComplianceDoc, thresholds: number[], today: string): Promise<DueReminder[]> {
  const w = workerPeople;
  const number = w[DOC_COLUMNS[doc].numberKey];
  const expiry = expiryOf(w, doc);
  const daysLeft = sql<number>`(${expiry} - ${today}::date)`;
  const threshold = sql<number>`(select min(t) from unnest(array[${sql.join(
    thresholds.map((n) => sql`${n}::int`),
    sql`, `,
  )}]) t where t >= ${daysLeft})`;
  const rows = await db
    .select({
      workerId: w.id,
      name: w.name,
      employmentCode: w.employmentCode,
      teamId: w.teamId,
      number,
      expiryDate: expiry,
      daysLeft: sql<number>`${daysLeft}::int`,
      thresholdDays: sql<number>`${threshold}::int`,
    })
    .from(w)
    .where(
      and(
        eq(w.tenantId, tenant.tenantId),
        eq(w.isDeleted, 0),
        eq(w.status, WORKER_STATUS.ACTIVE),
        sql`${expiry} between ${addDays(today, -CATCH_UP_DAYS)} and ${addDays(today, Math.max(...thresholds))}`,
        sql`not exists (select 1 from worker_doc_reminder r where r.tenant_id = ${tenant.tenantId}
          and r.worker_id = ${w.id} and r.doc_type = ${doc} and r.expiry_date = ${expiry} and r.threshold_days = ${threshold})`,
      ),
    )
    .orderBy(asc(expiry), asc(w.id));
  return rows.filter((r) => r.thresholdDays !== null) as DueReminder[];
}

/** Where a reminder goes: HR (users holding the `hr` role, and the HR mailbox parameter) by e-mail. */
export async function hrAddresses(db: Db, tenant: Tenant): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .where(and(eq(user.tenantId, tenant.tenantId), eq(user.isDeleted, 0), eq(user.status, 1), isNotNull(user.email), holdsRole(tenant.tenantId, 'hr')));
  const mailbox = await paramText(db, tenant, COMPLIANCE_PARAMS.hrMailbox.key);
  return [...new Set([...rows.map((r) => r.email!.trim()), ...(mailbox ? [mailbox] : [])].filter(Boolean))].sort();
}

/** The supervisor of a worker's team: e-mail when the supervisor has one, else a text message to the mobile. */
export async function supervisorContact(db: Db, tenant: Tenant, teamId: string | null): Promise<{ channel: 'email' | 'sms'; recipient: string } | null> {
  if (!teamId) return null;
  const s = await teamSupervisorContact(db, { tenantId: tenant.tenantId }, teamId);
  if (s?.email) return { channel: 'email', recipient: s.email };
  if (s?.mobile) return { channel: 'sms', recipient: `${s.mobileCode}${s.mobile}` };
  return null;
}

/** A worker's renewals of one or both documents, newest first, with who recorded them and the scan's name. */
export async function renewalHistory(ctx: ServiceContext, workerId: string, docType?: ComplianceDoc) {
  await workers.getById(ctx.db, ctx.auth, workerId);
  return ctx.db
    .select({
      id: docRenewal.id,
      workerId: docRenewal.workerId,
      docType: docRenewal.docType,
      oldNumber: docRenewal.oldNumber,
      newNumber: docRenewal.newNumber,
      oldExpiryDate: docRenewal.oldExpiryDate,
      newExpiryDate: docRenewal.newExpiryDate,
      attachId: docRenewal.attachId,
      attachName: attachmentNameOf(docRenewal.attachId),
      remark: docRenewal.remark,
      createUser: docRenewal.createUser,
      createUserName: sql<string | null>`coalesce(${user.realName}, ${user.account})`,
      createTime: docRenewal.createTime,
    })
    .from(docRenewal)
    .leftJoin(user, eq(user.id, docRenewal.createUser))
    .where(
      and(
        eq(docRenewal.tenantId, ctx.auth.tenantId),
        eq(docRenewal.isDeleted, 0),
        eq(docRenewal.workerId, workerId),
        docType ? eq(docRenewal.docType, docType) : undefined,
      ),
    )
    .orderBy(desc(docRenewal.createTime), desc(docRenewal.id));
}

const declState: Filter = {
  // 0 open (to declare), 1 declared, 2 overdue (open and past its declare-by date)
  schema: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(2).optional()),
  where: (v: number | undefined) =>
    v === 0
      ? isNull(addressDeclaration.declaredTime)
      : v === 1
        ? isNotNull(addressDeclaration.declaredTime)
        : v === 2
          ? and(isNull(addressDeclaration.declaredTime), sql`${addressDeclaration.declareBy} < ${todayOf()}`)
          : undefined,
};

const workerNameOrNo: Filter = { schema: z.string().max(100).optional(), where: (v: string | undefined) => workerNamedLike(addressDeclaration.workerId, v) };

/** Adds the worker's name, code, FIN and work permit, and whether the entry is overdue, to declaration rows. */
async function presentDeclarations(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => r.workerId as string))];
  const people = new Map(ids.length ? (await workerSummariesIn(db, ids)).map((w) => [w.id, w]) : []);
  const today = todayOf();
  return rows.map((r) => {
    const w = people.get(r.workerId as string);
    return {
      ...r,
      workerName: w?.name ?? null,
      employmentCode: w?.employmentCode ?? null,
      finNo: w?.finNo ?? null,
      wpNumber: w?.wpNumber ?? null,
      overdue: !r.declaredTime && (r.declareBy as string) < today,
    };
  });
}

const openFirst: SQL[] = [
  sql`(${addressDeclaration.declaredTime} is null) desc`,
  asc(addressDeclaration.declareBy),
  desc(addressDeclaration.declaredTime),
  asc(addressDeclaration.id),
];

/** Address changes to declare to MOM: open ones first, earliest declare-by date (the overdue) on top. */
export const declarations = defineRepository({
  name: 'worker_address_declaration',
  table: addressDeclaration,
  outputExtend: {
    workerName: z.string().nullable().optional(),
    employmentCode: z.string().nullable().optional(),
    finNo: z.string().nullable().optional(),
    wpNumber: z.string().nullable().optional(),
    overdue: z.boolean().optional(),
  },
  filters: { state: declState, nameOrNo: workerNameOrNo, workerId: filters.id(addressDeclaration.workerId) },
  sortable: { declareBy: addressDeclaration.declareBy as AnyColumn, moveDate: addressDeclaration.moveDate, declaredTime: addressDeclaration.declaredTime },
  defaultOrder: openFirst,
  // a declaration is the worker's: it shows only where the caller may see that worker
  owners: [{ column: addressDeclaration.workerId, repository: workers }],
  hooks: { present: (db, _ctx, rows) => presentDeclarations(db, rows) },
});

export const SUMMARY_GROUPS = ['project', 'team', 'dormitory'] as const;
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];

/**
 * The HR dashboard's permit tiles in one grouped query: active workers whose document has expired or
 * expires within 30, 60 and 90 days, per project, team or dormitory (null group = none), largest first.
 */
export function expirySummary(ctx: Pick<ServiceContext, 'db' | 'auth'>, doc: ComplianceDoc, groupBy: SummaryGroup) {
  // the active workers of the caller's worker data scope (worker.public.ts; PostgreSQL flattens the subquery)
  const w = workersInScope(ctx.auth);
  const expiry = expiryOf(w, doc);
  const today = todayOf();
  const within = (days: number) => sql<number>`(count(*) filter (where ${expiry} >= ${today} and ${expiry} <= ${addDays(today, days)}))::int`;
  // grouped by the key column, so a project's or team's name is looked up once per group (inside max() it ran once per
  // worker: 100 times slower over 15,000 workers, slower than a join)
  const group = {
    project: { key: w.projectId, id: sql<string | null>`${w.projectId}::text`, name: projectNameOf(w.projectId) },
    team: { key: w.teamId, id: sql<string | null>`${w.teamId}::text`, name: teamNameOf(w.teamId) },
    dormitory: { key: w.dormitory, id: sql<string | null>`${w.dormitory}`, name: sql<string | null>`${w.dormitory}` },
  }[groupBy];
  const expired = sql<number>`(count(*) filter (where ${expiry} < ${today}))::int`;
  // a query (awaited by the caller): the dashboard and its benchmark read its SQL too
  return ctx.db
    .select({ groupId: group.id, groupName: group.name, expired, due30: within(30), due60: within(60), due90: within(90) })
    .from(w)
    .where(and(eq(w.status, WORKER_STATUS.ACTIVE), sql`${expiry} <= ${addDays(today, 90)}`))
    .groupBy(group.key)
    .orderBy(desc(expired), desc(within(90)), asc(group.id));
}

/** Records a document renewal, dated by the clock (`runAt` dates a past one); answers its id. */
export async function insertRenewal(db: Db, values: typeof docRenewal.$inferInsert): Promise<string> {
  const now = formatDateTime(clockNow());
  const [row] = await db
    .insert(docRenewal)
    .values({ createTime: now, updateTime: now, ...values })
    .returning({ id: docRenewal.id });
  return row.id;
}

/** The ids among `ids` of the address declarations the caller may see. */
export async function visibleDeclarationIds(db: Db, auth: AuthContext, ids: string[]): Promise<string[]> {
  const found = await db
    .select({ id: addressDeclaration.id })
    .from(addressDeclaration)
    .where(and(declarations.scope(auth), inArray(addressDeclaration.id, ids)));
  return found.map((r) => r.id);
}

/** Marks the undeclared address declarations among `ids` declared; answers the ids that changed. */
export async function declareAddresses(db: Db, auth: AuthContext, ids: string[], remark: string | null | undefined): Promise<string[]> {
  const now = formatDateTime(clockNow());
  const changed = await db
    .update(addressDeclaration)
    .set({
      declaredTime: now,
      declaredUser: auth.userId,
      remark: remark ?? undefined,
      updateUser: auth.userId,
      updateTime: now,
      version: sql`${addressDeclaration.version} + 1`,
    })
    .where(and(inArray(addressDeclaration.id, ids), isNull(addressDeclaration.declaredTime)))
    .returning({ id: addressDeclaration.id });
  return changed.map((c) => c.id);
}
