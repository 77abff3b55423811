import { and, count, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { RESUME_FILES } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { defineRepository, filterConditions, filters, selectPage } from '../../platform/repository.js';
import { orderBy, toPage, type PageQuery } from '../../platform/http/paging.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { splitIds } from '../../platform/util.js';
import { attachmentRefs, assertAttachments } from '../resource/attach.service.js';
import { findInstance } from '../flow/flow.service.js';
import { user } from '../../platform/auth/identity.tables.js';
import { deptReference } from '../system/system.public.js';
import { projectReference } from '../base/base.public.js';
import { interview, job, recruitContract, resume } from './recruit.tables.js';
import { assertEditable, assertRemovable, label, S } from './status.js';

export type InterviewRow = typeof interview.$inferSelect;
type Row = Record<string, unknown>;

/** Organisation ids of jobs and interviews: live rows of the caller's tenant only. */
const ORG_REFERENCES = { deptId: deptReference('department'), companyId: deptReference('company'), projectId: projectReference('project') };

/** An attachment as answers show it: id, the client's file name and a fresh signed link. */
export const attachmentList = z.array(z.object({ attachId: z.string(), originalName: z.string(), link: z.string() }));

// ---- jobs and resumes ---------------------------------------------------------------------------

export const jobs = defineRepository({
  name: 'job',
  table: job,
  filters: { jobName: filters.like(job.jobName), deptId: filters.id(job.deptId), status: filters.int(job.status) },
  sortable: { jobName: job.jobName, createTime: job.createTime },
  unique: [{ fields: ['jobName'], message: 'jobName: a job with this name already exists' }],
  references: ORG_REFERENCES,
});

/** Resume answers carry every attachment column under its client alias as `{attachId, originalName, link}` lists. */
export async function presentResumes(ctx: Pick<ServiceContext, 'db' | 'app'>, tenant: Tenant, rows: Row[]): Promise<Row[]> {
  return Promise.all(
    rows.map(async (r) => {
      const out: Row = { ...r };
      for (const [column, alias] of Object.entries(RESUME_FILES))
        out[alias] = await attachmentRefs(ctx.db, ctx.app, tenant, splitIds(r[column] as string | null));
      return out;
    }),
  );
}

/** The attachment ids a resume holds, over every attachment column. */
export const resumeFileIds = (r: Row | null): string[] => (r ? Object.keys(RESUME_FILES).flatMap((k) => splitIds(r[k] as string | null)) : []);

const resumeFilters = {
  name: filters.like(resume.name),
  mobile: filters.like(resume.mobile),
  email: filters.like(resume.email),
  jobId: filters.id(resume.jobId),
  createTimeStart: filters.from(resume.createTime),
  createTimeEnd: filters.to(resume.createTime),
};
const resumeOutput = Object.fromEntries(Object.values(RESUME_FILES).map((alias) => [alias, attachmentList]));

export const resumes = defineRepository({
  name: 'resume',
  table: resume,
  filters: resumeFilters,
  sortable: { name: resume.name, createTime: resume.createTime },
  inputExtend: { email: z.preprocess((v) => (v === '' ? null : v), z.email('must be a valid e-mail address').max(100).nullable().optional()) },
  outputExtend: { ...resumeOutput, jobName: z.string().nullable() },
  references: { jobId: { table: job, what: 'job' } },
  hooks: {
    beforeWrite: async (tx, ctx, values) => {
      for (const column of Object.keys(RESUME_FILES)) await assertAttachments(tx, ctx.auth, splitIds(values[column] as string | null), column);
    },
    present: async (db, ctx, rows) => {
      const jobIds = [...new Set(rows.map((r) => r.jobId).filter(Boolean) as string[])];
      const names = jobIds.length
        ? await db
            .select({ id: job.id, jobName: job.jobName })
            .from(job)
            .where(and(eq(job.tenantId, ctx.auth.tenantId), inArray(job.id, jobIds)))
        : [];
      const byId = new Map(names.map((n) => [n.id, n.jobName]));
      const withFiles = await presentResumes(ctx, ctx.auth, rows);
      return withFiles.map((r) => ({ ...r, jobName: byId.get(r.jobId as string) ?? null }));
    },
  },
});

/** A resume for reading: its fields, attachments (fresh links), job name and the interviews it belongs to. */
export async function resumeView(ctx: ServiceContext, id: string) {
  const row = await resumes.getById(ctx.db, ctx.auth, id);
  const [j] = row.jobId
    ? await ctx.db
        .select({ jobName: job.jobName })
        .from(job)
        .where(and(eq(job.tenantId, ctx.auth.tenantId), eq(job.id, row.jobId)))
    : [];
  const [presented] = await presentResumes(ctx, ctx.auth, [row]);
  const interviews = await ctx.db
    .select({ id: interview.id, jobName: interview.jobName, status: interview.status, closed: interview.closed, interviewDate: interview.interviewDate })
    .from(interview)
    .where(and(eq(interview.tenantId, ctx.auth.tenantId), eq(interview.resumeId, id), eq(interview.isDeleted, 0)));
  return { ...presented, jobName: j?.jobName ?? null, interviews };
}

/** Every row of `table` matching `where`, read a thousand at a time in `order` (the rows of an export). */
/** The resumes of the page's filters and sort (the Excel export): the repository's export, like the list. */
export const resumeExportRows = (ctx: ServiceContext, q: Row) => resumes.exportRows(ctx, q);

export async function resumeOf(db: Db, forTenant: Tenant, resumeId: string | null) {
  if (!resumeId) return null;
  const [r] = await db
    .select()
    .from(resume)
    .where(and(eq(resume.tenantId, forTenant.tenantId), eq(resume.id, resumeId), eq(resume.isDeleted, 0)))
    .limit(1);
  return r ?? null;
}

export async function jobOf(db: Db, forTenant: Tenant, jobId: string) {
  const [j] = await db
    .select()
    .from(job)
    .where(and(eq(job.id, jobId), eq(job.tenantId, forTenant.tenantId), eq(job.isDeleted, 0)))
    .limit(1);
  return j ?? null;
}

// ---- interviews ---------------------------------------------------------------------------------

/** Columns only the process writes (status moves, evaluation, approvals, candidate pages). */
const PROCESS_COLUMNS = [
  'status',
  'closed',
  'closeReason',
  'invitationTime',
  'resumeTime',
  'feedbackScore',
  'feedbackContent',
  'result',
  'evaluation',
  'evaluatorId',
  'evaluatorName',
  'evaluationTime',
  'hodResult',
  'hodComment',
  'hodName',
  'hodTime',
  'resultEmailTime',
  'passProcessId',
  'leaderProcessId',
  'offer',
  'offerSendTime',
  'confirmOfferTime',
  'contractCreateTime',
  'contractSendTime',
  'contractSignTime',
  'signName',
  'entryProcessId',
  'onboardTime',
] as const;

const interviewFilters = {
  name: filters.like(interview.name),
  jobName: filters.like(interview.jobName),
  status: filters.int(interview.status),
  closed: filters.int(interview.closed),
  deptId: filters.id(interview.deptId),
  jobId: filters.id(interview.jobId),
  interviewDateStart: filters.from(interview.interviewDate),
  interviewDateEnd: filters.to(interview.interviewDate),
};

/** An interview as answers show it: with the label of its status. */
export const presentInterview = <R extends Row>(r: R) => ({ ...r, statusLabel: label(r.status as number) });

export const interviews = defineRepository({
  name: 'interview',
  table: interview,
  filters: interviewFilters,
  sortable: { name: interview.name, interviewDate: interview.interviewDate, status: interview.status, createTime: interview.createTime },
  omitInput: PROCESS_COLUMNS,
  inputExtend: {
    name: z.string().trim().min(1, 'is required').max(100),
    email: z.preprocess((v) => (v === '' ? null : v), z.email('must be a valid e-mail address').max(100).nullable().optional()),
  },
  outputExtend: { statusLabel: z.string() },
  references: {
    jobId: { table: job, what: 'job' },
    resumeId: { table: resume, what: 'resume' },
    interviewerId: { table: user, what: 'user' },
    hodId: { table: user, what: 'user' },
    ...ORG_REFERENCES,
  },
  hooks: {
    beforeWrite: async (tx, ctx, values, existing) => {
      if (existing) assertEditable(existing as InterviewRow, values.confirmEnName !== undefined || values.confirmFile !== undefined);
      else values.status = S.CREATED;
      await assertAttachments(tx, ctx.auth, splitIds(values.confirmFile as string | null), 'confirmFile');
      if (values.jobId && !values.jobName) {
        const [j] = await tx
          .select({ jobName: job.jobName })
          .from(job)
          .where(eq(job.id, values.jobId as string));
        values.jobName = j?.jobName ?? null;
      }
    },
    beforeRemove: async (tx, ctx, ids) => {
      const rows = await tx
        .select({ status: interview.status })
        .from(interview)
        .where(and(eq(interview.tenantId, ctx.auth.tenantId), inArray(interview.id, ids), eq(interview.isDeleted, 0)));
      assertRemovable(rows.map((r) => r.status));
    },
    present: (_db, _ctx, rows) => rows.map(presentInterview),
  },
});

/** A page of interviews matching the page filters (`q`, validated by the repository's list input) and `where`, presented. */
async function pageInterviews(ctx: ServiceContext, q: PageQuery & Row, where: SQL | undefined, order: SQL[]) {
  const { records, total } = await selectPage(
    ctx.db,
    interview,
    and(interviews.scope(ctx.auth), where, ...filterConditions(interviewFilters, q, ctx.auth)),
    q,
    order,
  );
  return toPage(records.map(presentInterview), total, q);
}

/** Interviews the caller judges as interviewer or head of department, once arranged. */
export const judgedInterviews = (ctx: ServiceContext, q: Row) =>
  pageInterviews(
    ctx,
    q as PageQuery & Row,
    and(or(eq(interview.hodId, ctx.auth.userId), eq(interview.interviewerId, ctx.auth.userId)), gte(interview.status, S.ARRANGED)),
    orderBy(q, { interviewDate: interview.interviewDate }, [sql`${interview.interviewDate} desc nulls last`, sql`${interview.id} desc`]),
  );

/** Candidates with a signed contract, latest signature first. */
export const onboardingInterviews = (ctx: ServiceContext, q: Row) =>
  pageInterviews(ctx, q as PageQuery & Row, gte(interview.status, S.CONTRACT_SIGNED), [
    sql`${interview.contractSignTime} desc nulls last`,
    sql`${interview.id} desc`,
  ]);

/** The interviews of the page filters, latest first (the Excel export). */
export const interviewExportRows = (ctx: ServiceContext, q: Row) => interviews.exportRows(ctx, q) as AsyncIterable<InterviewRow>;

export const createdBetween = { start: filters.from(interview.createTime), end: filters.to(interview.createTime) };

/** Interviews by stage (created between the two dates when given). */
export async function interviewStatistics(ctx: ServiceContext, q: Row) {
  const base = and(
    interviews.scope(ctx.auth),
    createdBetween.start.where(q.createTimeStart as never, ctx.auth),
    createdBetween.end.where(q.createTimeEnd as never, ctx.auth),
  );
  const rows = await ctx.db
    .select({ status: interview.status, closed: interview.closed, n: count() })
    .from(interview)
    .where(base)
    .groupBy(interview.status, interview.closed);
  const sum = (f: (s: number, closed: number) => boolean) => rows.filter((r) => f(r.status, r.closed)).reduce((a, r) => a + Number(r.n), 0);
  return {
    total: sum(() => true),
    invited: sum((s, c) => c === 0 && s <= S.RESUME_SUBMITTED),
    interviewing: sum((s, c) => c === 0 && s >= S.ARRANGED && s <= S.PASS_PENDING),
    passed: sum((s, c) => c === 0 && s >= S.PASSED && s < S.OFFER_SENT),
    offered: sum((s, c) => c === 0 && s >= S.OFFER_SENT && s < S.CONTRACT_CREATED),
    contracted: sum((s, c) => c === 0 && s >= S.CONTRACT_CREATED && s < S.ONBOARDING),
    onboarding: sum((s) => s >= S.ONBOARDING),
    closed: sum((_s, c) => c === 1),
  };
}

/** The interview (of the tenant, when given; not removed), locked for the rest of the transaction, or null. */
export async function lockedInterview(tx: Db, id: string, forTenant?: Tenant): Promise<InterviewRow | null> {
  const [row] = await tx
    .select()
    .from(interview)
    .where(and(eq(interview.id, id), forTenant === undefined ? undefined : eq(interview.tenantId, forTenant.tenantId), eq(interview.isDeleted, 0)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function contractOf(db: Db, forTenant: Tenant, interviewId: string) {
  const [c] = await db
    .select()
    .from(recruitContract)
    .where(and(eq(recruitContract.tenantId, forTenant.tenantId), eq(recruitContract.interviewId, interviewId), eq(recruitContract.isDeleted, 0)))
    .limit(1);
  return c ?? null;
}

/** One of an interview's approval requests, summarised (null when there is none). */
export async function processSummary(db: Db, auth: Tenant, id: string | null) {
  if (!id) return null;
  const inst = await findInstance(db, auth, { id }).catch(() => null);
  return inst
    ? {
        processId: inst.id,
        processInstanceId: inst.processInstanceId,
        formId: inst.formId,
        flowStatus: inst.flowStatus,
        map: JSON.parse(inst.values || '{}') as Row,
      }
    : null;
}

/** Whether the user is a live user of the tenant (interviewer and head of department choices). */
export async function userExists(db: Db, forTenant: Tenant, id: string): Promise<boolean> {
  return (
    (
      await db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.id, id), eq(user.tenantId, forTenant.tenantId), eq(user.isDeleted, 0)))
        .limit(1)
    ).length > 0
  );
}

/** Writes a resume's fields. */
export async function updateResume(db: Db, id: string, values: Partial<typeof resume.$inferInsert>): Promise<void> {
  await db.update(resume).set(values).where(eq(resume.id, id));
}

/** Writes an interview's fields if it is still at the version read (one more version); answers the row, or undefined. */
export async function updateInterviewAt(db: Db, auth: Pick<AuthContext, 'userId'>, row: InterviewRow, set: Partial<InterviewRow>, updateTime: string) {
  const [saved] = await db
    .update(interview)
    .set({ ...set, updateUser: auth.userId, updateTime, version: sql`${interview.version} + 1` })
    .where(and(eq(interview.id, row.id), eq(interview.version, row.version)))
    .returning();
  return saved;
}

/** An interview by id (whole row). */
export async function interviewRow(db: Db, id: string): Promise<InterviewRow> {
  const [row] = await db.select().from(interview).where(eq(interview.id, id));
  return row;
}

/** Stores a new resume; answers its row. */
export async function insertResume(db: Db, values: typeof resume.$inferInsert) {
  const [row] = await db.insert(resume).values(values).returning();
  return row;
}

/** Stores a new interview; answers its row. */
export async function insertInterview(db: Db, values: typeof interview.$inferInsert): Promise<InterviewRow> {
  const [row] = await db.insert(interview).values(values).returning();
  return row;
}
