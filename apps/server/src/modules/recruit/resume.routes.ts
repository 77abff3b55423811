import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filterConditions, filters } from '../../platform/crud.js';
import { defineRoute, zDateTime, zId, zOptionalId, type RouteContext } from '../../platform/http/route.js';
import { streamQuery } from '../../platform/excel.js';
import { audit } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { attachmentRefs, assertAttachments } from '../resource/attach.service.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { interview, job, resume } from './recruit.tables.js';
import { dept } from '../system/system.tables.js';
import { project } from '../base/base.tables.js';
import { candidatePath, candidateUrl, lockInterview, mailCandidate, move, RESUME_FILES } from './interview.service.js';

registerMenuSeeds([
  { code: 'recruit', name: 'Recruitment', path: '/recruit', source: 'team', sort: 20 },
  { code: 'job', name: 'Jobs', parent: 'recruit', path: '/recruit/job', source: 'solution', sort: 1 },
  ...crudButtons('job', 'job'),
  { code: 'resume', name: 'Resumes', parent: 'recruit', path: '/recruit/resume', source: 'profile', sort: 2 },
  ...crudButtons('resume', 'resume'),
  { code: 'resume_invite', name: 'Invite candidate', alias: 'invite', parent: 'resume', category: 2, action: 0, sort: 5 },
]);

const P = '/api/mcc-staff';
/** Organisation ids of jobs and interviews: live rows of the caller's tenant only. */
export const ORG_REFERENCES = { deptId: { table: dept, what: 'department' }, companyId: { table: dept, what: 'company' }, projectId: { table: project, what: 'project' } };
type Row = Record<string, unknown>;

/** Resume answers carry every attachment column under its client alias as `{attachId, originalName, link}` lists. */
export async function presentResumes(ctx: Pick<RouteContext, 'db' | 'req'>, tenantId: string, rows: Row[]): Promise<Row[]> {
  return Promise.all(
    rows.map(async (r) => {
      const out: Row = { ...r };
      for (const [column, alias] of Object.entries(RESUME_FILES)) out[alias] = await attachmentRefs(ctx.db, ctx.req, tenantId, splitIds(r[column] as string | null));
      return out;
    }),
  );
}

const resumeFilters = { name: filters.like(resume.name), mobile: filters.like(resume.mobile), email: filters.like(resume.email), jobId: filters.id(resume.jobId), createTimeStart: filters.from(resume.createTime), createTimeEnd: filters.to(resume.createTime) };
const fileList = z.array(z.object({ attachId: z.string(), originalName: z.string(), link: z.string() }));
const resumeOutput = Object.fromEntries(Object.values(RESUME_FILES).map((alias) => [alias, fileList]));
const EMAIL = z.preprocess((v) => (v === '' ? null : v), z.email('must be a valid e-mail address').max(100).nullable().optional());

export default async function resumeRoutes(app: FastifyInstance): Promise<void> {
  defineResource(app, {
    name: 'job',
    prefix: `${P}/job`,
    table: job,
    permissions: 'job',
    routes: { page: 'page', list: false, detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' },
    filters: { jobName: filters.like(job.jobName), deptId: filters.id(job.deptId), status: filters.int(job.status) },
    sortable: { jobName: job.jobName, createTime: job.createTime },
    unique: [{ fields: ['jobName'], message: 'jobName: a job with this name already exists' }],
    references: ORG_REFERENCES,
  });

  const resumes = defineResource(app, {
    name: 'resume',
    prefix: `${P}/resume`,
    table: resume,
    permissions: 'resume',
    routes: { page: 'page', list: false, detail: 'detail', save: 'save', update: 'update', submit: false, remove: 'remove' },
    filters: resumeFilters,
    sortable: { name: resume.name, createTime: resume.createTime },
    inputExtend: { email: EMAIL },
    outputExtend: { ...resumeOutput, jobName: z.string().nullable() },
    references: { jobId: { table: job, what: 'job' } },
    hooks: {
      beforeWrite: async (tx, ctx, values) => {
        for (const column of Object.keys(RESUME_FILES)) await assertAttachments(tx, ctx.auth.tenantId, splitIds(values[column] as string | null), column);
      },
      present: async (db, ctx, rows) => {
        const jobIds = [...new Set(rows.map((r) => r.jobId).filter(Boolean) as string[])];
        const names = jobIds.length ? await db.select({ id: job.id, jobName: job.jobName }).from(job).where(and(eq(job.tenantId, ctx.auth.tenantId), inArray(job.id, jobIds))) : [];
        const byId = new Map(names.map((n) => [n.id, n.jobName]));
        const withFiles = await presentResumes(ctx, ctx.auth.tenantId, rows);
        return withFiles.map((r) => ({ ...r, jobName: byId.get(r.jobId as string) ?? null }));
      },
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${P}/resume/view`,
    permission: 'resume_view',
    summary: 'A resume for reading: its fields, attachments (fresh links) and the interviews it belongs to',
    tags: ['resume'],
    input: z.object({ id: zId }),
    output: resumes.record.extend({ interviews: z.array(z.object({ id: z.string(), jobName: z.string().nullable(), status: z.number(), closed: z.number(), interviewDate: z.string().nullable() })) }),
    handler: async ({ id }, ctx) => {
      const row = await resumes.getById(ctx.db, ctx.auth, id);
      const [presented] = await presentResumesWithJob(ctx, row);
      const interviews = await ctx.db
        .select({ id: interview.id, jobName: interview.jobName, status: interview.status, closed: interview.closed, interviewDate: interview.interviewDate })
        .from(interview)
        .where(and(eq(interview.tenantId, ctx.auth.tenantId), eq(interview.resumeId, id), eq(interview.isDeleted, 0)));
      return { ...presented, interviews };
    },
  });

  async function presentResumesWithJob(ctx: RouteContext, row: Row): Promise<Row[]> {
    const [j] = row.jobId ? await ctx.db.select({ jobName: job.jobName }).from(job).where(and(eq(job.tenantId, ctx.auth.tenantId), eq(job.id, row.jobId as string))) : [];
    return (await presentResumes(ctx, ctx.auth.tenantId, [row])).map((r) => ({ ...r, jobName: j?.jobName ?? null }));
  }

  defineRoute(app, {
    method: 'POST',
    url: `${P}/resume/invite`,
    permission: 'resume_invite',
    summary: 'Invites a candidate: creates (or re-sends) the interview and e-mails the invitation link (valid 14 days)',
    tags: ['resume'],
    input: z.object({
      interviewId: zOptionalId,
      name: z.string().trim().min(1).max(100).optional(),
      email: z.email('must be a valid e-mail address').max(100).optional(),
      mobile: z.string().trim().max(30).optional(),
      jobId: zOptionalId,
      deptId: zOptionalId,
      interviewDate: zDateTime.optional(),
    }),
    output: z.object({ interviewId: z.string(), resumeId: z.string(), url: z.string() }),
    handler: async (v, ctx) =>
      ctx.db.transaction(async (tx) => {
        let row;
        if (v.interviewId) {
          row = await lockInterview(tx, ctx.auth.tenantId, v.interviewId);
        } else {
          if (!v.name) throw badRequest('name: required');
          if (!v.email) throw badRequest('email: required');
          const [j] = v.jobId ? await tx.select().from(job).where(and(eq(job.id, v.jobId), eq(job.tenantId, ctx.auth.tenantId), eq(job.isDeleted, 0))).limit(1) : [];
          if (v.jobId && !j) throw badRequest('jobId: no such job');
          if (v.deptId && !(await tx.select({ id: dept.id }).from(dept).where(and(eq(dept.id, v.deptId), eq(dept.tenantId, ctx.auth.tenantId), eq(dept.isDeleted, 0))).limit(1)).length) throw badRequest('deptId: no such department');
          const owner = { tenantId: ctx.auth.tenantId, createUser: ctx.auth.userId, createDept: ctx.auth.deptIds[0] ?? null, updateUser: ctx.auth.userId };
          const [r] = await tx.insert(resume).values({ ...owner, name: v.name, email: v.email, mobile: v.mobile ?? null, jobId: v.jobId ?? null, status: 1 }).returning();
          [row] = await tx
            .insert(interview)
            .values({ ...owner, name: v.name, email: v.email, mobile: v.mobile ?? null, jobId: v.jobId ?? null, jobName: j?.jobName ?? null, deptId: v.deptId ?? j?.deptId ?? null, companyId: j?.companyId ?? null, projectId: j?.projectId ?? null, interviewDate: v.interviewDate ?? null, resumeId: r.id, status: 0 })
            .returning();
          await audit(tx, ctx.auth, ctx.req, { action: 'create', resource: 'interview', recordId: row.id });
        }
        if (!row.resumeId) {
          const [r] = await tx.insert(resume).values({ tenantId: row.tenantId, createUser: ctx.auth.userId, updateUser: ctx.auth.userId, name: row.name, email: row.email, mobile: row.mobile, jobId: row.jobId, status: 1 }).returning();
          row = { ...row, resumeId: r.id };
        }
        const path = candidatePath(ctx.req, row.id, 'invitation');
        const saved = await move(tx, ctx.auth, ctx.req, row, 'invite', { resumeId: row.resumeId, invitationTime: formatDateTime(new Date()) });
        await mailCandidate(tx, saved, `Invitation: ${saved.jobName ?? 'interview'}`, [
          `Thank you for your interest${saved.jobName ? ` in the position of ${saved.jobName}` : ''}.`,
          'Please fill in your resume and upload your documents here (the link is valid for 14 days):',
          candidateUrl(ctx.req, path),
        ]);
        return { interviewId: saved.id, resumeId: saved.resumeId!, url: path };
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${P}/resume/excel`,
    permission: 'resume_view',
    summary: 'Resumes as an Excel file (the page filters apply)',
    tags: ['resume'],
    input: resumes.listInput.omit({ current: true, size: true }),
    raw: true,
    handler: async (q, ctx) => {
      return streamQuery(ctx.reply, ctx.db, {
        table: resume,
        where: and(resumes.scope(ctx.auth), ...filterConditions(resumeFilters, q, ctx.auth)),
        order: [asc(resume.createTime), asc(resume.id)],
        fileName: 'resumes.xlsx',
        columns: [
          { header: 'Name', key: 'name' },
          { header: 'English name', key: 'enName' },
          { header: 'Mobile', key: 'mobile' },
          { header: 'Email', key: 'email' },
          { header: 'Nationality', key: 'nationality' },
          { header: 'Highest education', key: 'highestEducation' },
          { header: 'Expected salary', key: 'expectedSalary' },
          { header: 'Created', key: 'createTime' },
        ],
      });
    },
  });
}
