import type { FastifyRequest } from 'fastify';
import { RECRUIT_PERMISSIONS } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext, Tenant } from '../../platform/auth/context.js';
import { permits } from '../../platform/auth/permissions.js';
import type { ServiceContext } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { enqueue } from '../../platform/outbox.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { attachmentRefs } from '../resource/attach.service.js';
import { deptExists } from '../system/system.public.js';
import { startProcess } from '../flow/flow.service.js';
import { assertClosable, assertOpen, isStatus, label, manualAction, S, transition, type Action } from './status.js';
import { candidatePath, candidateUrl } from './candidate-links.js';
import {
  contractOf,
  insertInterview,
  insertResume,
  interviewRow,
  interviews,
  jobOf,
  lockedInterview,
  presentInterview,
  presentResumes,
  processSummary,
  resumeOf,
  updateInterviewAt,
  userExists,
  type InterviewRow,
} from './recruit.queries.js';
import type {
  ServiceInput,
  arrangeInput,
  againInput,
  closeInput,
  evaluationInput,
  hodDecisionInput,
  InviteInput,
  LeaderApprovalInput,
} from './recruit.schema.js';

export type Actor = Pick<AuthContext, 'tenantId' | 'userId' | 'account'>;
type Row = Record<string, unknown>;
const now = () => formatDateTime(new Date());
const P = RECRUIT_PERMISSIONS.interview;

// ---- locking and moving -------------------------------------------------------------------------

/** The interview of the caller's tenant, locked for the rest of the transaction. */
export async function lockInterview(tx: Db, forTenant: Tenant, id: string): Promise<InterviewRow> {
  const row = await lockedInterview(tx, id, forTenant);
  if (!row) throw notFound('Interview');
  return row;
}

/** Writes `set` on the interview read as `row`, conditional on its version, audited as `interview.<what>`. */
async function write(
  tx: Db,
  actor: Actor,
  req: FastifyRequest | undefined,
  row: InterviewRow,
  what: string,
  set: Partial<InterviewRow>,
  changes: unknown,
): Promise<InterviewRow> {
  const saved = await updateInterviewAt(tx, actor, row, set, now());
  if (!saved) throw conflict();
  await audit(tx, actor, req, { action: `interview.${what}`, resource: 'interview', recordId: row.id, changes });
  return saved;
}

/**
 * Moves an interview by `action` (409 when the status does not allow it) and writes `set` with the
 * new status in one conditional update, audited.
 */
export async function move(
  tx: Db,
  actor: Actor,
  req: FastifyRequest | undefined,
  row: InterviewRow,
  action: Action,
  set: Partial<InterviewRow> = {},
): Promise<InterviewRow> {
  const status = transition(row, action);
  return write(tx, actor, req, row, action, { ...set, status }, { status: { from: row.status, to: status } });
}

/** Writes fields without a status change (closing, evaluation details), audited. */
export const patch = (
  tx: Db,
  actor: Actor,
  req: FastifyRequest | undefined,
  row: InterviewRow,
  what: string,
  set: Partial<InterviewRow>,
): Promise<InterviewRow> => write(tx, actor, req, row, what, set, Object.keys(set));

/** An e-mail to the candidate through the outbox (sent after the transaction commits). */
export async function mailCandidate(tx: Db, row: InterviewRow, subject: string, lines: string[]): Promise<void> {
  if (!row.email) throw badRequest('email: the candidate has no e-mail address');
  await enqueue(tx, {
    tenantId: row.tenantId,
    channel: 'email',
    recipient: row.email,
    subject,
    body: [`Dear ${row.name},`, '', ...lines].join('\n'),
    payload: { interviewId: row.id },
  });
}

/** Runs `fn` on the locked interview in one transaction and answers the interview afterwards. */
export const act = (ctx: ServiceContext, id: string, fn: (tx: Db, row: InterviewRow) => Promise<unknown>) =>
  ctx.db.transaction(async (tx) => {
    const row = await lockInterview(tx, ctx.auth, id);
    await fn(tx, row);
    const saved = await interviewRow(tx, id);
    return presentInterview(saved) as Row;
  });

// ---- reading ------------------------------------------------------------------------------------

/** Interviewers and heads of department see the interviews they judge; HR sees all with interview_view. */
const mayRead = (auth: AuthContext, row: InterviewRow) => permits(auth, P.view) || row.interviewerId === auth.userId || row.hodId === auth.userId;

/** An interview the caller may read (404 otherwise). */
export async function readInterview(ctx: ServiceContext, id: string): Promise<InterviewRow> {
  const row = (await interviews.findById(ctx.db, ctx.auth, id)) as InterviewRow | null;
  if (!row || !mayRead(ctx.auth, row)) throw notFound('Interview');
  return row;
}

/** One interview with its resume, contract, processes and the candidate page links. */
export async function interviewDetail(ctx: ServiceContext, id: string) {
  const row = await readInterview(ctx, id);
  const r = await resumeOf(ctx.db, ctx.auth, row.resumeId);
  const open = row.closed === 0;
  return {
    ...presentInterview(row),
    resume: r ? (await presentResumes(ctx, ctx.auth, [r]))[0] : null,
    contract: await contractOf(ctx.db, ctx.auth, id),
    confirmFileFiles: await attachmentRefs(ctx.db, ctx.app, ctx.auth, splitIds(row.confirmFile)),
    invitationUrl: open && row.status <= S.RESUME_SUBMITTED && row.resumeId ? candidatePath(ctx.app, id, 'invitation') : null,
    offerUrl: row.status >= S.OFFER_SENT ? candidatePath(ctx.app, id, 'offer') : null,
    contractUrl: row.status >= S.CONTRACT_CREATED && row.contractSendTime ? candidatePath(ctx.app, id, 'contract') : null,
    passProcess: await processSummary(ctx.db, ctx.auth, row.passProcessId),
    leaderProcess: await processSummary(ctx.db, ctx.auth, row.leaderProcessId),
    entryProcess: await processSummary(ctx.db, ctx.auth, row.entryProcessId),
  };
}

/** The interview-pass (form 16) or leader-approval (form 32) request of an interview, or null. */
export const interviewProcess = async (ctx: ServiceContext, id: string, which: 'passProcessId' | 'leaderProcessId') =>
  processSummary(ctx.db, ctx.auth, (await readInterview(ctx, id))[which]);

/** Leader process (offer) data: the approved values, else those of the running request. */
export async function leaderDetail(ctx: ServiceContext, id: string) {
  const row = await readInterview(ctx, id);
  const running = row.offer ? null : await processSummary(ctx.db, ctx.auth, row.leaderProcessId);
  return {
    interviewId: row.id,
    name: row.name,
    jobName: row.jobName,
    status: row.status,
    approved: Boolean(row.offer),
    offer: (row.offer as Row | null) ?? running?.map ?? null,
  };
}

/** The confirmation info HR records once the interview is passed. */
export async function confirmationInfo(ctx: ServiceContext, interviewId: string) {
  const row = await readInterview(ctx, interviewId);
  return {
    enName: row.confirmEnName,
    confirmFile: row.confirmFile,
    confirmFileFiles: await attachmentRefs(ctx.db, ctx.app, ctx.auth, splitIds(row.confirmFile)),
  };
}

/** The evaluation and the head of department decision (null before the evaluation). */
export async function evaluationOf(ctx: ServiceContext, interviewId: string) {
  const r = await readInterview(ctx, interviewId);
  return r.result === null
    ? null
    : {
        result: r.result,
        evaluation: r.evaluation,
        evaluatorId: r.evaluatorId,
        evaluatorName: r.evaluatorName,
        evaluationTime: r.evaluationTime,
        hodResult: r.hodResult,
        hodComment: r.hodComment,
        hodName: r.hodName,
        hodTime: r.hodTime,
      };
}

// ---- moves by HR, interviewers and heads of department ---------------------------------------------

/**
 * Invites a candidate: creates the interview and its resume (or takes the interview named), moves it
 * to invited and e-mails the invitation link.
 */
export const inviteCandidate = (ctx: ServiceContext, v: InviteInput) =>
  ctx.db.transaction(async (tx) => {
    let row = v.interviewId ? await lockInterview(tx, ctx.auth, v.interviewId) : await createInterview({ ...ctx, db: tx }, v);
    if (!row.resumeId) {
      const r = await insertResume(tx, {
        tenantId: row.tenantId,
        createUser: ctx.auth.userId,
        updateUser: ctx.auth.userId,
        name: row.name,
        email: row.email,
        mobile: row.mobile,
        jobId: row.jobId,
        status: 1,
      });
      row = { ...row, resumeId: r.id };
    }
    const path = candidatePath(ctx.app, row.id, 'invitation');
    const saved = await move(tx, ctx.auth, ctx.req, row, 'invite', { resumeId: row.resumeId, invitationTime: now() });
    await mailCandidate(tx, saved, `Invitation: ${saved.jobName ?? 'interview'}`, [
      `Thank you for your interest${saved.jobName ? ` in the position of ${saved.jobName}` : ''}.`,
      'Please fill in your resume and upload your documents here (the link is valid for 14 days):',
      candidateUrl(ctx, path),
    ]);
    return { interviewId: saved.id, resumeId: saved.resumeId!, url: path };
  });

/** A new interview with its resume for an invitation (inside the invitation's transaction). */
async function createInterview(ctx: ServiceContext, v: InviteInput): Promise<InterviewRow> {
  if (!v.name) throw badRequest('name: required');
  if (!v.email) throw badRequest('email: required');
  const j = v.jobId ? await jobOf(ctx.db, ctx.auth, v.jobId) : null;
  if (v.jobId && !j) throw badRequest('jobId: no such job');
  if (v.deptId && !(await deptExists(ctx.db, ctx.auth, v.deptId))) throw badRequest('deptId: no such department');
  const owner = { tenantId: ctx.auth.tenantId, createUser: ctx.auth.userId, createDept: ctx.auth.deptIds[0] ?? null, updateUser: ctx.auth.userId };
  const r = await insertResume(ctx.db, { ...owner, name: v.name, email: v.email, mobile: v.mobile ?? null, jobId: v.jobId ?? null, status: 1 });
  const row = await insertInterview(ctx.db, {
    ...owner,
    name: v.name,
    email: v.email,
    mobile: v.mobile ?? null,
    jobId: v.jobId ?? null,
    jobName: j?.jobName ?? null,
    deptId: v.deptId ?? j?.deptId ?? null,
    companyId: j?.companyId ?? null,
    projectId: j?.projectId ?? null,
    interviewDate: v.interviewDate ?? null,
    resumeId: r.id,
    status: S.CREATED,
  });
  await audit(ctx.db, ctx.auth, ctx.req, { action: 'create', resource: 'interview', recordId: row.id });
  return row;
}

/** A manual move (`updateStatus`): only the side-effect-free moves of the status table; anything else is a 409. */
export async function updateStatus(ctx: ServiceContext, { id, status }: { id: string; status: number }) {
  if (!isStatus(status)) throw badRequest(`status: unknown interview status ${status}`);
  return act(ctx, id, async (tx, row) => {
    const action = manualAction(row.status, status);
    if (!action) {
      assertOpen(row);
      throw conflict(`The interview cannot move from '${label(row.status)}' to '${label(status)}' by hand`);
    }
    await move(tx, ctx.auth, ctx.req, row, action);
  });
}

/** Accepts the candidate for an interview (-> 4) with its date, interviewer and head of department. */
export const arrange = (ctx: ServiceContext, v: ServiceInput<typeof arrangeInput>) =>
  act(ctx, v.id, async (tx, row) => {
    for (const [field, id] of [
      ['interviewerId', v.interviewerId],
      ['hodId', v.hodId],
    ] as const) {
      if (id && !(await userExists(tx, ctx.auth, id))) throw badRequest(`${field}: no such user`);
    }
    return move(tx, ctx.auth, ctx.req, row, 'arrange', {
      interviewDate: v.interviewDate ?? row.interviewDate,
      interviewerId: v.interviewerId ?? row.interviewerId,
      hodId: v.hodId ?? row.hodId,
    });
  });

/** Another round after an evaluation (6 -> 4): the head of department decides again. */
export const again = (ctx: ServiceContext, v: ServiceInput<typeof againInput>) =>
  act(ctx, v.id, (tx, row) =>
    move(tx, ctx.auth, ctx.req, row, 'again', {
      interviewDate: v.interviewDate ?? row.interviewDate,
      hodResult: null,
      hodComment: null,
      hodName: null,
      hodTime: null,
    }),
  );

/** Closes the interview without a hire. */
export const closeInterview = (ctx: ServiceContext, v: ServiceInput<typeof closeInput>) =>
  act(ctx, v.id, async (tx, row) => {
    assertClosable(row);
    await patch(tx, ctx.auth, ctx.req, row, 'over', { closed: 1, closeReason: v.reason || 'Closed by HR' });
  });

/** Interviewers (or the head of department) evaluate, heads of department decide; holders of evaluate or edit may do both. */
function assertJudge(ctx: ServiceContext, row: InterviewRow, who: 'interviewer' | 'hod') {
  const own = who === 'hod' ? row.hodId === ctx.auth.userId : row.interviewerId === ctx.auth.userId || row.hodId === ctx.auth.userId;
  if (!own && !permits(ctx.auth, P.evaluate) && !permits(ctx.auth, P.edit)) {
    if (!mayRead(ctx.auth, row)) throw notFound('Interview');
    throw conflict(who === 'hod' ? 'Only the head of department of this interview can decide it' : 'Only the interviewers of this interview can evaluate it');
  }
}

/** Records the evaluation (4/6 -> 6). */
export const submitEvaluation = (ctx: ServiceContext, v: ServiceInput<typeof evaluationInput>) =>
  act(ctx, v.id, async (tx, row) => {
    assertJudge(ctx, row, 'interviewer');
    await move(tx, ctx.auth, ctx.req, row, 'evaluate', {
      result: v.result,
      evaluation: v.evaluation,
      evaluatorId: ctx.auth.userId,
      evaluatorName: ctx.auth.realName || ctx.auth.account,
      evaluationTime: now(),
    });
  });

/** The head of department decides an evaluated interview: pass starts form 16 (-> 8), fail keeps it evaluated. */
export const submitHodDecision = (ctx: ServiceContext, v: ServiceInput<typeof hodDecisionInput>) =>
  act(ctx, v.id, async (tx, row) => {
    assertJudge(ctx, row, 'hod');
    assertOpen(row);
    if (row.status !== S.EVALUATED) throw conflict(`The interview is '${label(row.status)}'; the head of department decides once it is 'Evaluated'`);
    const decided = await patch(tx, ctx.auth, ctx.req, row, 'hodResult', {
      hodResult: v.result,
      hodComment: v.comment ?? null,
      hodName: ctx.auth.realName || ctx.auth.account,
      hodTime: now(),
    });
    if (v.result === 1) {
      // the form-16 reaction moves the interview to 8 inside this transaction
      await startProcess(
        { ...ctx, db: tx },
        { formId: '16', map: { interviewId: decided.id, result: 1, evaluation: decided.evaluation ?? '' }, category: 1, router: '/staff/flow/interview/index' },
      );
    }
  });

/** E-mails the result: a regret letter after a failed evaluation, or the pass letter once passed. */
export const emailResult = (ctx: ServiceContext, id: string) =>
  act(ctx, id, async (tx, row) => {
    const failed = row.status === S.EVALUATED && (row.result === 0 || row.hodResult === 0);
    const passed = row.status >= S.PASSED && row.closed === 0;
    if (!failed && !passed) throw conflict('The result can be e-mailed after a failed evaluation or once the interview is passed');
    await mailCandidate(
      tx,
      row,
      `Your interview${row.jobName ? ` for ${row.jobName}` : ''}`,
      failed
        ? ['Thank you for your time. After careful consideration we will not proceed with your application.']
        : ['We are pleased to tell you that you passed the interview. We will contact you about the offer.'],
    );
    await patch(tx, ctx.auth, ctx.req, row, 'resultEmail', { resultEmailTime: now() });
  });

/** Starts the leader approval (form 32) with the offer values (10/22 -> 21, by the form-32 reaction). */
export const requestLeaderApproval = (ctx: ServiceContext, { id, ...map }: LeaderApprovalInput) =>
  act(ctx, id, async (tx, row) => {
    assertOpen(row);
    if (row.status !== S.PASSED && row.status !== S.LEADER_REJECTED)
      throw conflict(`The interview is '${label(row.status)}'; the leader approval starts once it is 'Passed'`);
    // the form's own rules (visibility by offer template, required approvers) validate the values
    const values = Object.fromEntries(Object.entries(map).filter(([, v]) => v !== null && v !== undefined && v !== ''));
    await startProcess({ ...ctx, db: tx }, { formId: '32', map: { ...values, interviewId: id }, category: 1, router: '/staff/flow/interview/index' });
  });
