import type { FastifyInstance } from 'fastify';
import { and, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineResource, filterConditions, filters, selectPage } from '../../platform/crud.js';
import { defineRoute, zDateTime, zId, zOptionalId, zOptionalText, type RouteContext } from '../../platform/http/route.js';
import { orderBy, pageOf, toPage } from '../../platform/http/paging.js';
import { streamQuery } from '../../platform/excel.js';
import { permits } from '../../platform/auth/permissions.js';
import { audit } from '../../platform/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { attachmentRefs, assertAttachments } from '../resource/attach.service.js';
import { crudButtons, registerMenuSeeds } from '../system/menu-seeds.js';
import { findInstance, startProcess } from '../flow/flow.service.js';
import { contractInput, renderContract, renderOffer } from './documents.js';
import { interview, job, recruitContract, resume } from './recruit.tables.js';
import { assertClosable, FLOW_RUNNING, label, manualAction, S, isStatus } from './status.js';
import { ORG_REFERENCES, presentResumes } from './resume.routes.js';
import { user } from '../system/system.tables.js';
import {
  assertOpen,
  candidatePath,
  candidateUrl,
  contractOf,
  lockInterview,
  mailCandidate,
  move,
  patch,
  resumeOf,
  type InterviewRow,
} from './interview.service.js';

registerMenuSeeds([
  { code: 'interview', name: 'Interviews', parent: 'recruit', path: '/recruit/interview', source: 'audit', sort: 3 },
  ...crudButtons('interview', 'interview'),
  { code: 'interview_evaluate', name: 'Evaluate interviews', alias: 'evaluate', parent: 'interview', category: 2, action: 1, sort: 5 },
  { code: 'interview_export', name: 'Export interviews', alias: 'export', parent: 'interview', category: 2, action: 0, sort: 6 },
]);

const P = '/api/mcc-staff';
const TAGS = ['interview'];
type Row = Record<string, unknown>;

/** Columns only the process writes (status moves, evaluation, approvals, candidate pages). */
const PROCESS_COLUMNS = [
  'status', 'closed', 'closeReason', 'invitationTime', 'resumeTime', 'feedbackScore', 'feedbackContent', 'result', 'evaluation', 'evaluatorId', 'evaluatorName',
  'evaluationTime', 'hodResult', 'hodComment', 'hodName', 'hodTime', 'resultEmailTime', 'passProcessId', 'leaderProcessId', 'offer', 'offerSendTime',
  'confirmOfferTime', 'contractCreateTime', 'contractSendTime', 'contractSignTime', 'signName', 'entryProcessId', 'onboardTime',
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

const processSummary = z.object({ processId: z.string(), processInstanceId: z.string().nullable(), formId: z.string(), flowStatus: z.string(), map: z.record(z.string(), z.unknown()) }).nullable();
const files = z.array(z.object({ attachId: z.string(), originalName: z.string(), link: z.string() }));
const loose = z.record(z.string(), z.unknown());

/** Interviewers and heads of department see the interviews they judge; HR sees all with interview_view. */
const mayRead = (ctx: RouteContext, row: InterviewRow) => permits(ctx.auth, 'interview_view') || row.interviewerId === ctx.auth.userId || row.hodId === ctx.auth.userId;

export default async function interviewRoutes(app: FastifyInstance): Promise<void> {
  const interviews = defineResource(app, {
    name: 'interview',
    prefix: `${P}/interview`,
    table: interview,
    permissions: 'interview',
    routes: { page: 'page', list: false, detail: false, save: 'save', update: 'update', submit: false, remove: 'remove' },
    filters: interviewFilters,
    sortable: { name: interview.name, interviewDate: interview.interviewDate, status: interview.status, createTime: interview.createTime },
    omitInput: PROCESS_COLUMNS,
    inputExtend: {
      name: z.string().trim().min(1, 'is required').max(100),
      email: z.preprocess((v) => (v === '' ? null : v), z.email('must be a valid e-mail address').max(100).nullable().optional()),
    },
    outputExtend: { statusLabel: z.string() },
    references: { jobId: { table: job, what: 'job' }, resumeId: { table: resume, what: 'resume' }, interviewerId: { table: user, what: 'user' }, hodId: { table: user, what: 'user' }, ...ORG_REFERENCES },
    hooks: {
      beforeWrite: async (tx, ctx, values, existing) => {
        if (existing) {
          const row = existing as InterviewRow;
          assertOpen(row);
          if (row.status >= S.CONTRACT_SIGNED) throw conflict('The contract is signed; the interview can no longer be changed');
          if ((values.confirmEnName !== undefined || values.confirmFile !== undefined) && row.status <= S.PASS_PENDING) throw conflict('Confirmation info can be recorded once the interview is passed');
        } else {
          values.status = S.CREATED;
        }
        await assertAttachments(tx, ctx.auth.tenantId, splitIds(values.confirmFile as string | null), 'confirmFile');
        if (values.jobId && !values.jobName) {
          const [j] = await tx.select({ jobName: job.jobName }).from(job).where(eq(job.id, values.jobId as string));
          values.jobName = j?.jobName ?? null;
        }
      },
      beforeRemove: async (tx, ctx, ids) => {
        const rows = await tx.select({ status: interview.status }).from(interview).where(and(eq(interview.tenantId, ctx.auth.tenantId), inArray(interview.id, ids), eq(interview.isDeleted, 0)));
        if (rows.some((r) => FLOW_RUNNING.includes(r.status))) throw conflict('An approval request of this interview is running; recall it first');
        if (rows.some((r) => r.status >= S.CONTRACT_SIGNED)) throw conflict('An interview with a signed contract cannot be removed');
      },
      present: (_db, _ctx, rows) => rows.map((r) => ({ ...r, statusLabel: label(r.status as number) })),
    },
  });

  const load = async (ctx: RouteContext, id: string): Promise<InterviewRow> => {
    const row = (await interviews.findById(ctx.db, ctx.auth, id)) as InterviewRow | null;
    if (!row || !mayRead(ctx, row)) throw notFound('Interview');
    return row;
  };
  /** Runs `fn` on the locked interview in one transaction and answers the interview afterwards. */
  const act = (ctx: RouteContext, id: string, fn: (tx: RouteContext['db'], row: InterviewRow) => Promise<unknown>) =>
    ctx.db.transaction(async (tx) => {
      const row = await lockInterview(tx, ctx.auth.tenantId, id);
      await fn(tx, row);
      const [saved] = await tx.select().from(interview).where(eq(interview.id, id));
      return { ...saved, statusLabel: label(saved.status) } as Row;
    });
  const record = interviews.record;
  const route = (url: string, method: 'GET' | 'POST', permission: string | string[], summary: string, input: z.ZodObject, output: z.ZodType, handler: (v: never, ctx: RouteContext) => Promise<unknown>) =>
    defineRoute(app, { method, url: `${P}/${url}`, permission, summary, tags: TAGS, input, output, handler: handler as never });
  const byId = z.object({ id: zId });
  const byInterview = z.object({ interviewId: zId });

  // ---- reading ----------------------------------------------------------------------------------

  const processOf = async (ctx: RouteContext, id: string | null) => {
    if (!id) return null;
    const inst = await findInstance(ctx.db, ctx.auth, { id }).catch(() => null);
    return inst ? { processId: inst.id, processInstanceId: inst.processInstanceId, formId: inst.formId, flowStatus: inst.flowStatus, map: JSON.parse(inst.values || '{}') as Row } : null;
  };

  route(
    'interview/detail', 'GET', 'authenticated', 'One interview with its resume, contract, processes and the candidate page links (HR, its interviewer or head of department)', byId,
    record.extend({
      resume: loose.nullable(), contract: loose.nullable(), confirmFileFiles: files,
      invitationUrl: z.string().nullable(), offerUrl: z.string().nullable(), contractUrl: z.string().nullable(),
      passProcess: processSummary, leaderProcess: processSummary, entryProcess: processSummary,
    }),
    async ({ id }: { id: string }, ctx) => {
      const row = await load(ctx, id);
      const r = await resumeOf(ctx.db, ctx.auth.tenantId, row.resumeId);
      const open = row.closed === 0;
      return {
        ...row,
        statusLabel: label(row.status),
        resume: r ? (await presentResumes(ctx, ctx.auth.tenantId, [r]))[0] : null,
        contract: await contractOf(ctx.db, ctx.auth.tenantId, id),
        confirmFileFiles: await attachmentRefs(ctx.db, ctx.req, ctx.auth.tenantId, splitIds(row.confirmFile)),
        invitationUrl: open && row.status <= S.RESUME_SUBMITTED && row.resumeId ? candidatePath(ctx.req, id, 'invitation') : null,
        offerUrl: row.status >= S.OFFER_SENT ? candidatePath(ctx.req, id, 'offer') : null,
        contractUrl: row.status >= S.CONTRACT_CREATED && row.contractSendTime ? candidatePath(ctx.req, id, 'contract') : null,
        passProcess: await processOf(ctx, row.passProcessId),
        leaderProcess: await processOf(ctx, row.leaderProcessId),
        entryProcess: await processOf(ctx, row.entryProcessId),
      };
    },
  );

  route('interview/headInterviewPage', 'GET', 'authenticated', 'Interviews the caller judges as interviewer or head of department', interviews.listInput, pageOf(record), async (q: Row & { current: number; size: number }, ctx) => {
    const where = and(interviews.scope(ctx.auth), or(eq(interview.hodId, ctx.auth.userId), eq(interview.interviewerId, ctx.auth.userId)), gte(interview.status, S.ARRANGED), ...filterConditions(interviewFilters, q, ctx.auth));
    const { records, total } = await selectPage(ctx.db, interview, where, q, orderBy(q as never, { interviewDate: interview.interviewDate }, [sql`${interview.interviewDate} desc nulls last`, sql`${interview.id} desc`]));
    return toPage(records.map((r) => ({ ...r, statusLabel: label(r.status as number) })), total, q);
  });

  route('interview/interviewProcess', 'GET', 'interview_view', 'The interview-pass request (form 16) of an interview, or null', byId, processSummary, async ({ id }: { id: string }, ctx) => processOf(ctx, (await load(ctx, id)).passProcessId));
  route('interview/leaderInterviewProcess', 'GET', 'interview_view', 'The leader-approval request (form 32) of an interview, or null', byId, processSummary, async ({ id }: { id: string }, ctx) => processOf(ctx, (await load(ctx, id)).leaderProcessId));
  route(
    'interview/leaderInterviewDetail', 'GET', 'interview_view', 'Leader process (offer) data: the approved values, else those of the running request',
    byId, z.object({ interviewId: z.string(), name: z.string(), jobName: z.string().nullable(), status: z.number(), approved: z.boolean(), offer: loose.nullable() }),
    async ({ id }: { id: string }, ctx) => {
      const row = await load(ctx, id);
      const running = row.offer ? null : await processOf(ctx, row.leaderProcessId);
      return { interviewId: row.id, name: row.name, jobName: row.jobName, status: row.status, approved: Boolean(row.offer), offer: (row.offer as Row | null) ?? running?.map ?? null };
    },
  );
  route(
    'interviewinfo/detail', 'GET', 'interview_view', 'Confirmation info of a passed interview: English name and confirmation files', byInterview,
    z.object({ enName: z.string().nullable(), confirmFile: z.string().nullable(), confirmFileFiles: files }),
    async ({ interviewId }: { interviewId: string }, ctx) => {
      const row = await load(ctx, interviewId);
      return { enName: row.confirmEnName, confirmFile: row.confirmFile, confirmFileFiles: await attachmentRefs(ctx.db, ctx.req, ctx.auth.tenantId, splitIds(row.confirmFile)) };
    },
  );
  route(
    'interviewresult/map', 'GET', 'interview_view', 'The evaluation of an interview and the head of department decision (null before the evaluation)', byInterview,
    z.object({ result: z.number().nullable(), evaluation: z.string().nullable(), evaluatorId: z.string().nullable(), evaluatorName: z.string().nullable(), evaluationTime: z.string().nullable(), hodResult: z.number().nullable(), hodComment: z.string().nullable(), hodName: z.string().nullable(), hodTime: z.string().nullable() }).nullable(),
    async ({ interviewId }: { interviewId: string }, ctx) => {
      const r = await load(ctx, interviewId);
      return r.result === null ? null : { result: r.result, evaluation: r.evaluation, evaluatorId: r.evaluatorId, evaluatorName: r.evaluatorName, evaluationTime: r.evaluationTime, hodResult: r.hodResult, hodComment: r.hodComment, hodName: r.hodName, hodTime: r.hodTime };
    },
  );

  const counts = z.object({ total: z.number(), invited: z.number(), interviewing: z.number(), passed: z.number(), offered: z.number(), contracted: z.number(), onboarding: z.number(), closed: z.number() });
  route('interview/statisticsOnboarding', 'GET', 'interview_view', 'Counts of interviews by stage (created between createTimeStart and createTimeEnd when given)', z.object({ createTimeStart: filters.from(interview.createTime).schema, createTimeEnd: filters.to(interview.createTime).schema }), counts, async (q: Row, ctx) => {
    const base = and(interviews.scope(ctx.auth), filters.from(interview.createTime).where(q.createTimeStart as never, ctx.auth), filters.to(interview.createTime).where(q.createTimeEnd as never, ctx.auth));
    const rows = await ctx.db.select({ status: interview.status, closed: interview.closed, n: count() }).from(interview).where(base).groupBy(interview.status, interview.closed);
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
  });
  route('interview/getOnboarding', 'GET', 'interview_view', 'Candidates with a signed contract and their onboarding (employment) request', interviews.listInput, pageOf(record), async (q: Row & { current: number; size: number }, ctx) => {
    const where = and(interviews.scope(ctx.auth), gte(interview.status, S.CONTRACT_SIGNED), ...filterConditions(interviewFilters, q, ctx.auth));
    const { records, total } = await selectPage(ctx.db, interview, where, q, [sql`${interview.contractSignTime} desc nulls last`, sql`${interview.id} desc`]);
    return toPage(records.map((r) => ({ ...r, statusLabel: label(r.status as number) })), total, q);
  });

  defineRoute(app, {
    method: 'GET',
    url: `${P}/interview/excel`,
    permission: ['interview_export', 'interview_view'],
    summary: 'Interviews as an Excel file (the page filters apply)',
    tags: TAGS,
    input: interviews.listInput.omit({ current: true, size: true }),
    raw: true,
    handler: async (q, ctx) => {
      const where = and(interviews.scope(ctx.auth), ...filterConditions(interviewFilters, q as Row, ctx.auth));
      return streamQuery<InterviewRow>(ctx.reply, ctx.db, {
        table: interview,
        where,
        order: [sql`${interview.createTime} desc`, sql`${interview.id} desc`],
        fileName: 'interviews.xlsx',
        columns: [
          { header: 'Name', key: 'name' },
          { header: 'Job', key: 'jobName' },
          { header: 'Mobile', key: 'mobile' },
          { header: 'Email', key: 'email' },
          { header: 'Interview date', key: 'interviewDate' },
          { header: 'Status', key: 'status', value: (r) => (r.closed ? `${label(r.status)} (closed)` : label(r.status)) },
          { header: 'Offer confirmed', key: 'confirmOfferTime' },
          { header: 'Contract signed', key: 'contractSignTime' },
        ],
      });
    },
  });

  // ---- moves by HR ------------------------------------------------------------------------------

  route('interview/updateStatus', 'POST', 'interview_edit', 'Manual status move (resume received offline 0/1->2, arrange 0/1/2->4, again 6->4); any other move is a 409', z.object({ id: zId, status: z.coerce.number().int() }), record, async ({ id, status }: { id: string; status: number }, ctx) => {
    if (!isStatus(status)) throw badRequest(`status: unknown interview status ${status}`);
    return act(ctx, id, async (tx, row) => {
      const action = manualAction(row.status, status);
      if (!action) {
        assertOpen(row);
        throw conflict(`The interview cannot move from '${label(row.status)}' to '${label(status)}' by hand`);
      }
      await move(tx, ctx.auth, ctx.req, row, action);
    });
  });

  route('interview/approval', 'POST', 'interview_edit', 'Accepts the candidate for an interview (-> 4): date, interviewer and head of department', z.object({ id: zId, interviewDate: zDateTime.optional(), interviewerId: zOptionalId, hodId: zOptionalId }), record, async (v: { id: string; interviewDate?: string; interviewerId?: string; hodId?: string }, ctx) =>
    act(ctx, v.id, async (tx, row) => {
      for (const [field, id] of [['interviewerId', v.interviewerId], ['hodId', v.hodId]] as const) {
        if (id && !(await tx.select({ id: user.id }).from(user).where(and(eq(user.id, id), eq(user.tenantId, ctx.auth.tenantId), eq(user.isDeleted, 0))).limit(1)).length) throw badRequest(`${field}: no such user`);
      }
      return move(tx, ctx.auth, ctx.req, row, 'arrange', { interviewDate: v.interviewDate ?? row.interviewDate, interviewerId: v.interviewerId ?? row.interviewerId, hodId: v.hodId ?? row.hodId });
    }),
  );
  route('interview/again', 'POST', 'interview_edit', 'Another interview round after an evaluation (6 -> 4)', z.object({ id: zId, interviewDate: zDateTime.optional() }), record, async (v: { id: string; interviewDate?: string }, ctx) =>
    act(ctx, v.id, (tx, row) => move(tx, ctx.auth, ctx.req, row, 'again', { interviewDate: v.interviewDate ?? row.interviewDate, hodResult: null, hodComment: null, hodName: null, hodTime: null })),
  );
  route('interview/over', 'POST', 'interview_edit', 'Closes the interview without a hire (not while an approval runs, not after signing)', z.object({ id: zId, reason: z.string().trim().max(500).optional() }), record, async (v: { id: string; reason?: string }, ctx) =>
    act(ctx, v.id, async (tx, row) => {
      assertClosable(row);
      await patch(tx, ctx.auth, ctx.req, row, 'over', { closed: 1, closeReason: v.reason || 'Closed by HR' });
    }),
  );

  const evaluator = (ctx: RouteContext, row: InterviewRow, who: 'interviewer' | 'hod') => {
    const own = who === 'hod' ? row.hodId === ctx.auth.userId : row.interviewerId === ctx.auth.userId || row.hodId === ctx.auth.userId;
    if (!own && !permits(ctx.auth, 'interview_evaluate') && !permits(ctx.auth, 'interview_edit')) {
      if (!mayRead(ctx, row)) throw notFound('Interview');
      throw conflict(who === 'hod' ? 'Only the head of department of this interview can decide it' : 'Only the interviewers of this interview can evaluate it');
    }
  };

  route('interview/submitResult', 'POST', 'authenticated', 'Records the evaluation (4/6 -> 6): result 1 pass, 0 fail, 2 on hold', z.object({ id: zId, result: z.coerce.number().int().min(0).max(2), evaluation: z.string().trim().min(1, 'is required').max(5000) }), record, async (v: { id: string; result: number; evaluation: string }, ctx) =>
    act(ctx, v.id, async (tx, row) => {
      evaluator(ctx, row, 'interviewer');
      await move(tx, ctx.auth, ctx.req, row, 'evaluate', { result: v.result, evaluation: v.evaluation, evaluatorId: ctx.auth.userId, evaluatorName: ctx.auth.realName || ctx.auth.account, evaluationTime: formatDateTime(new Date()) });
    }),
  );
  route(
    'interview/submitResultHOD', 'POST', 'authenticated', 'Head of department decision on an evaluated interview: pass starts the interview-pass approval (form 16, -> 8); fail keeps it evaluated',
    z.object({ id: zId, result: z.coerce.number().int().min(0).max(1), comment: z.string().trim().max(1000).optional() }), record,
    async (v: { id: string; result: number; comment?: string }, ctx) =>
      act(ctx, v.id, async (tx, row) => {
        evaluator(ctx, row, 'hod');
        assertOpen(row);
        if (row.status !== S.EVALUATED) throw conflict(`The interview is '${label(row.status)}'; the head of department decides once it is 'Evaluated'`);
        const decided = await patch(tx, ctx.auth, ctx.req, row, 'hodResult', { hodResult: v.result, hodComment: v.comment ?? null, hodName: ctx.auth.realName || ctx.auth.account, hodTime: formatDateTime(new Date()) });
        if (v.result === 1) {
          // the form-16 listener moves the interview to 8 inside this transaction
          await startProcess(tx, ctx.auth, { formId: '16', map: { interviewId: decided.id, result: 1, evaluation: decided.evaluation ?? '' }, category: 1, router: '/staff/flow/interview/index' });
        }
      }),
  );
  route('interview/resultEmail', 'POST', 'interview_edit', 'E-mails the candidate the result: a regret letter after a failed evaluation, or the pass letter once passed', byId, record, async ({ id }: { id: string }, ctx) =>
    act(ctx, id, async (tx, row) => {
      const failed = row.status === S.EVALUATED && (row.result === 0 || row.hodResult === 0);
      const passed = row.status >= S.PASSED && row.closed === 0;
      if (!failed && !passed) throw conflict('The result can be e-mailed after a failed evaluation or once the interview is passed');
      await mailCandidate(tx, row, `Your interview${row.jobName ? ` for ${row.jobName}` : ''}`, failed
        ? ['Thank you for your time. After careful consideration we will not proceed with your application.']
        : ['We are pleased to tell you that you passed the interview. We will contact you about the offer.']);
      await patch(tx, ctx.auth, ctx.req, row, 'resultEmail', { resultEmailTime: formatDateTime(new Date()) });
    }),
  );
  route(
    'interview/leaderApproval2', 'POST', 'interview_edit', 'Starts the leader approval (form 32) with the offer data (10/22 -> 21)',
    z.object({ id: zId, offerTemplate: z.string().max(50), assignees: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]), internship: zOptionalText(200), noticePeriod: zOptionalText(200), workWeekBasis: zOptionalText(200), commenceDate: zOptionalText(10), endDate: zOptionalText(10), contractPeriod: zOptionalText(200) }),
    record,
    async ({ id, ...map }: Row & { id: string }, ctx) =>
      act(ctx, id, async (tx, row) => {
        assertOpen(row);
        if (row.status !== S.PASSED && row.status !== S.LEADER_REJECTED) throw conflict(`The interview is '${label(row.status)}'; the leader approval starts once it is 'Passed'`);
        // the form's own rules (visibility by offer template, required approvers) validate the values
        const values = Object.fromEntries(Object.entries(map).filter(([, v]) => v !== null && v !== undefined && v !== ''));
        await startProcess(tx, ctx.auth, { formId: '32', map: { ...values, interviewId: id }, category: 1, router: '/staff/flow/interview/index' });
      }),
  );

  // ---- offer ------------------------------------------------------------------------------------

  const offerHtml = (row: InterviewRow) => renderOffer({ name: row.name, jobName: row.jobName, offer: (row.offer as Row | null) ?? {} });
  route('offer/generate', 'GET', 'interview_view', 'The offer letter rendered from the approved leader values (once approved)', byInterview, z.object({ html: z.string() }), async ({ interviewId }: { interviewId: string }, ctx) => {
    const row = await load(ctx, interviewId);
    if (row.status < S.LEADER_APPROVED || !row.offer) throw conflict('The offer exists once the leader approval is approved');
    return { html: offerHtml(row) };
  });
  route(
    'offer/detail', 'GET', 'interview_view', 'The offer of an interview: values, letter, sent and confirmed times, candidate link', byInterview,
    z.object({ offer: loose.nullable(), html: z.string().nullable(), offerSendTime: z.string().nullable(), confirmOfferTime: z.string().nullable(), url: z.string().nullable(), status: z.number() }),
    async ({ interviewId }: { interviewId: string }, ctx) => {
      const row = await load(ctx, interviewId);
      return { offer: (row.offer as Row | null) ?? null, html: row.offer ? offerHtml(row) : null, offerSendTime: row.offerSendTime, confirmOfferTime: row.confirmOfferTime, url: row.status >= S.OFFER_SENT ? candidatePath(ctx.req, row.id, 'offer') : null, status: row.status };
    },
  );
  route('offer/send', 'POST', 'interview_edit', 'E-mails the offer link to the candidate (23/24 -> 24)', byInterview, record, async ({ interviewId }: { interviewId: string }, ctx) =>
    act(ctx, interviewId, async (tx, row) => {
      const saved = await move(tx, ctx.auth, ctx.req, row, 'sendOffer', { offerSendTime: formatDateTime(new Date()) });
      await mailCandidate(tx, saved, `Offer: ${saved.jobName ?? 'employment'}`, ['Please read and confirm your offer here (the link is valid for 14 days):', candidateUrl(ctx.req, candidatePath(ctx.req, saved.id, 'offer'))]);
    }),
  );

  // ---- contract ---------------------------------------------------------------------------------

  const contractOut = z.object({ contract: loose.nullable(), draft: loose, html: z.string().nullable(), url: z.string().nullable(), status: z.number(), contractSendTime: z.string().nullable(), contractSignTime: z.string().nullable() });
  const contractAnswer = async (ctx: RouteContext, row: InterviewRow) => {
    const c = await contractOf(ctx.db, ctx.auth.tenantId, row.id);
    const offer = (row.offer as Row | null) ?? {};
    const draft = c ?? { name: row.name, email: row.email, mobile: row.mobile, jobName: row.jobName, contractCommenceDate: offer.commenceDate ?? null, contractEndDate: offer.endDate ?? null, interviewId: row.id };
    return { contract: c, draft, html: c ? renderContract(c) : null, url: c && row.contractSendTime ? candidatePath(ctx.req, row.id, 'contract') : null, status: row.status, contractSendTime: row.contractSendTime, contractSignTime: row.contractSignTime };
  };
  route('recruitmentcontract/contractDetail', 'GET', 'interview_view', 'The contract (letter of appointment) of an interview, or a draft from the interview and offer', byInterview, contractOut, async ({ interviewId }: { interviewId: string }, ctx) => contractAnswer(ctx, await load(ctx, interviewId)));
  route(
    'recruitmentcontract/generate', 'POST', 'interview_edit', 'Saves the contract form (template-dependent rules) and renders the letter (25/27 -> 27); a signed contract cannot change',
    z.object({ interviewId: zId }).loose(), contractOut,
    async (raw: Row & { interviewId: string }, ctx) => {
      const { interviewId, ...fields } = raw;
      const r = contractInput.safeParse(fields);
      if (!r.success) throw badRequest(r.error.issues.slice(0, 5).map((i) => (i.message.startsWith('The Commence Date') ? i.message : `${i.path.map(String).join('.')}: ${i.message}`)).join('; '));
      const values = { ...r.data, employmentDuration: r.data.employmentDuration ?? null };
      return ctx.db.transaction(async (tx) => {
        const row = await lockInterview(tx, ctx.auth.tenantId, interviewId);
        const existing = await contractOf(tx, ctx.auth.tenantId, interviewId);
        const cols = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === undefined ? null : typeof v === 'number' && k !== 'employmentDuration' && k !== 'annualDays' && k !== 'trial1' && k !== 'trial2' ? String(v) : v]));
        if (existing) {
          await tx.update(recruitContract).set({ ...cols, processId: row.leaderProcessId, updateUser: ctx.auth.userId, updateTime: formatDateTime(new Date()), version: sql`${recruitContract.version} + 1` } as never).where(eq(recruitContract.id, existing.id));
        } else {
          await tx.insert(recruitContract).values({ ...cols, interviewId, processId: row.leaderProcessId, tenantId: ctx.auth.tenantId, createUser: ctx.auth.userId, createDept: ctx.auth.deptIds[0] ?? null, updateUser: ctx.auth.userId } as never);
        }
        const saved = await move(tx, ctx.auth, ctx.req, row, 'createContract', { contractCreateTime: row.contractCreateTime ?? formatDateTime(new Date()) });
        await audit(tx, ctx.auth, ctx.req, { action: existing ? 'update' : 'create', resource: 'recruitmentContract', recordId: interviewId });
        return contractAnswer({ ...ctx, db: tx }, saved);
      });
    },
  );
  route('recruitmentcontract/send', 'POST', 'interview_edit', 'E-mails the contract link to the candidate for signing (27)', byInterview, record, async ({ interviewId }: { interviewId: string }, ctx) =>
    act(ctx, interviewId, async (tx, row) => {
      if (!(await contractOf(tx, ctx.auth.tenantId, interviewId))) throw conflict('Create the contract first');
      const saved = await move(tx, ctx.auth, ctx.req, row, 'sendContract', { contractSendTime: formatDateTime(new Date()) });
      await mailCandidate(tx, saved, 'Your letter of appointment', ['Please read and sign your letter of appointment here (the link is valid for 14 days):', candidateUrl(ctx.req, candidatePath(ctx.req, saved.id, 'contract'))]);
    }),
  );

  // ---- onboarding -------------------------------------------------------------------------------

  const EMPLOYMENT_TYPE: Record<string, string> = { loa_contract: 'contract', loa_remoteContract: 'contract', loa_malaysiaContract: 'contract', loa_internship: 'internship', loa_remote: 'permanent' };
  route('interview/onboard', 'POST', 'interview_edit', 'Starts onboarding after signing: the employment request (form 1) from the contract; records entryProcessId (28 -> 30)', byId, record, async ({ id }: { id: string }, ctx) =>
    act(ctx, id, async (tx, row) => {
      if (row.status === S.CONTRACT_SIGNED && !row.deptId) throw badRequest('deptId: set the department of the interview before onboarding');
      const c = await contractOf(tx, ctx.auth.tenantId, id);
      if (row.status === S.CONTRACT_SIGNED && !c) throw conflict('The interview has no contract');
      if (row.status !== S.CONTRACT_SIGNED || !c) return move(tx, ctx.auth, ctx.req, row, 'onboard');
      const map: Row = { name: c.name, jobTitle: c.jobName || row.jobName || 'Staff', deptId: row.deptId, entryDate: c.entryDate, employmentType: EMPLOYMENT_TYPE[c.contractTemplate] ?? 'permanent', remark: `Onboarding of interview ${row.id}` };
      if (c.basicSalary !== null) map.basicSalary = Number(c.basicSalary);
      const started = await startProcess(tx, ctx.auth, { formId: '1', map, category: 1, router: '/staff/flow/employment/index' });
      return move(tx, ctx.auth, ctx.req, row, 'onboard', { entryProcessId: started!.id, onboardTime: formatDateTime(new Date()) });
    }),
  );
}
