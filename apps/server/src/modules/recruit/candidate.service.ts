import { RESUME_FILES } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { RouteContext, ServiceContext } from '../../platform/http/route.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { attachmentsUploadedBy } from '../resource/resource.public.js';
import { upload } from '../resource/attach.service.js';
import { renderContract, renderOffer } from './documents.js';
import { requestWords } from '../../platform/pdf.js';
import { S } from './status.js';
import { invalidLink, linkedInterviewId, type LinkKind } from './candidate-links.js';
import { contractOf, lockedInterview, presentResumes, resumeFileIds, resumeOf, updateResume, type InterviewRow } from './recruit.queries.js';
import { move, patch, type Actor } from './interview.service.js';
import type { InvitationInput, offerAnswerInput, ServiceInput } from './recruit.schema.js';

/*
 * The candidate's pages (public, no sign-in): each call is authorised only by the signed, expiring
 * token of its own page (invitation, offer or contract) and acts on that one interview.
 */

type Row = Record<string, unknown>;
const now = () => formatDateTime(new Date());

/** Who acts on a candidate page: the candidate, recorded as user 0 of the interview's tenant. */
const candidateActor = (row: Pick<InterviewRow, 'tenantId'>): Actor => ({ tenantId: row.tenantId, userId: '0', account: 'candidate' });

/** The interview a candidate token names (tenant included), locked; 403 for a wrong, foreign or expired link. */
async function interviewOfToken(tx: Db, ctx: ServiceContext, token: string, kind: LinkKind): Promise<InterviewRow> {
  const row = await lockedInterview(tx, linkedInterviewId(ctx.app, token, kind));
  if (!row) throw invalidLink();
  return row;
}

/** Runs `fn` in one transaction on the interview of the token. */
export const withToken = <T>(ctx: ServiceContext, token: string, kind: LinkKind, fn: (tx: Db, row: InterviewRow) => Promise<T>) =>
  ctx.db.transaction(async (tx) => fn(tx, await interviewOfToken(tx, ctx, token, kind)));

const pageState = (row: InterviewRow) => ({ name: row.name, jobName: row.jobName, status: row.status, closed: row.closed });
const resumeEditable = (row: InterviewRow) => row.closed === 0 && row.status <= S.RESUME_SUBMITTED;

// ---- invitation ---------------------------------------------------------------------------------

/** What the candidate entered on the resume (never the HR bookkeeping columns). */
const CANDIDATE_FIELDS = [
  'name',
  'enName',
  'sex',
  'nric',
  'mobile',
  'email',
  'nationality',
  'highestEducation',
  'expectedSalary',
  ...Object.keys(RESUME_FILES),
  ...Object.values(RESUME_FILES),
];

/** The invitation page: the resume the candidate filled so far and the feedback. */
export const invitationPage = (ctx: ServiceContext, token: string) =>
  withToken(ctx, token, 'invitation', async (tx, row) => {
    const r = await resumeOf(tx, row, row.resumeId);
    const shown = r ? (await presentResumes({ db: tx, app: ctx.app }, row, [r]))[0] : null;
    const resumeOut = shown ? Object.fromEntries(CANDIDATE_FIELDS.map((k) => [k, shown[k] ?? null])) : null;
    return {
      ...pageState(row),
      interviewDate: row.interviewDate,
      editable: resumeEditable(row),
      feedbackScore: row.feedbackScore,
      feedbackContent: row.feedbackContent,
      resume: resumeOut,
    };
  });

/** One document uploaded through the invitation link, recorded as made by this interview's candidate (create_user = the interview id). */
export async function uploadResumeFile(ctx: RouteContext, token: string) {
  const row = await ctx.db.transaction((tx) => interviewOfToken(tx, ctx, token, 'invitation'));
  if (!resumeEditable(row)) throw conflict('The resume can no longer be changed');
  const candidate = { tenantId: row.tenantId, userId: row.id, account: 'candidate', deptIds: [] } as unknown as AuthContext;
  const a = await upload({ ...ctx, auth: candidate });
  return { attachId: a.attachId, originalName: a.originalName, link: a.link };
}

/** Saves the resume with its documents and the feedback (1/2 -> 2). */
export const submitInvitation = (ctx: ServiceContext, v: InvitationInput) =>
  withToken(ctx, v.token, 'invitation', async (tx, row) => {
    const current = await resumeOf(tx, row, row.resumeId);
    if (!current) throw conflict('The invitation has no resume; please ask HR for a new link');
    const files = Object.fromEntries(Object.keys(RESUME_FILES).map((k) => [k, ((v as Row)[k] as string | undefined) || null]));
    await assertOwnFiles(
      tx,
      row,
      current,
      Object.values(files).flatMap((ids) => splitIds(ids)),
    );
    await updateResume(tx, current.id, {
      name: v.name,
      enName: v.enName ?? null,
      sex: v.sex ?? null,
      nric: v.nric ?? null,
      mobile: v.mobile ?? null,
      email: v.email,
      nationality: v.nationality ?? null,
      highestEducation: v.highestEducation ?? null,
      expectedSalary: v.expectedSalary === undefined ? null : String(v.expectedSalary),
      ...files,
      status: 2,
      updateTime: now(),
    });
    const saved = await move(tx, candidateActor(row), ctx.req, row, 'submitResume', {
      resumeTime: now(),
      feedbackScore: (v.feedbackScore ?? [0, 0, 0, 0, 0]).join(','),
      feedbackContent: v.feedbackContent ?? null,
      mobile: row.mobile ?? v.mobile ?? null,
    });
    return { status: saved.status };
  });

/** A submit may attach only documents already on the resume or uploaded through this link. */
async function assertOwnFiles(tx: Db, row: InterviewRow, current: Row, given: string[]): Promise<void> {
  const known = new Set(resumeFileIds(current));
  const fresh = given.filter((id) => !known.has(id));
  if (!fresh.length) return;
  const own = await attachmentsUploadedBy(tx, row, row.id, fresh);
  if (own.length !== new Set(fresh).size) throw badRequest('files: unknown attachment');
}

// ---- offer --------------------------------------------------------------------------------------

const offerAnswer = (ctx: Pick<ServiceContext, 'req'>, row: InterviewRow) => ({
  ...pageState(row),
  html: renderOffer({ name: row.name, jobName: row.jobName, offer: (row.offer as Row | null) ?? {} }, requestWords(ctx.req)),
  confirmOfferTime: row.confirmOfferTime,
  closeReason: row.closed ? row.closeReason : null,
});

export const offerPage = (ctx: ServiceContext, token: string) => withToken(ctx, token, 'offer', async (_tx, row) => offerAnswer(ctx, row));

/** Inside the page's transaction: the candidate accepts the offer (24 -> 25); answers the saved interview and the page. */
export async function confirmOfferIn(tx: Db, ctx: ServiceContext, row: InterviewRow) {
  const saved = await move(tx, candidateActor(row), ctx.req, row, 'confirmOffer', { confirmOfferTime: now() });
  return { saved, answer: offerAnswer(ctx, saved) };
}

/**
 * The candidate declines the offer (the interview closes). Accepting is signing: `offer/signature` keeps the
 * signed letter with its evidence, so an acceptance without a signature is refused (400).
 */
export const answerOffer = (ctx: ServiceContext, v: ServiceInput<typeof offerAnswerInput>) =>
  withToken(ctx, v.token, 'offer', async (tx, row) => {
    const actor = candidateActor(row);
    if (row.closed === 1 || row.status !== S.OFFER_SENT) throw conflict(v.accept ? 'The offer can no longer be signed' : 'The offer can no longer be declined');
    if (v.accept) throw badRequest('accept: to accept the offer, sign it with your signature on the offer page');
    return offerAnswer(
      ctx,
      await patch(tx, actor, ctx.req, row, 'offerDeclined', { closed: 1, closeReason: `Offer declined by the candidate${v.reason ? `: ${v.reason}` : ''}` }),
    );
  });

// ---- contract -----------------------------------------------------------------------------------

async function contractOfPage(tx: Db, row: InterviewRow) {
  const c = await contractOf(tx, row, row.id);
  if (!c) throw conflict('The contract is not ready yet');
  return c;
}
const contractAnswer = (ctx: Pick<ServiceContext, 'req'>, row: InterviewRow, c: Row) => ({
  ...pageState(row),
  html: renderContract(c, requestWords(ctx.req)),
  signName: row.signName,
  contractSignTime: row.contractSignTime,
});

export const contractPage = (ctx: ServiceContext, token: string) =>
  withToken(ctx, token, 'contract', async (tx, row) => contractAnswer(ctx, row, await contractOfPage(tx, row)));

/** Inside the page's transaction: the typed full name must match the contract's; the interview moves to signed (27 -> 28). */
export async function signContractIn(tx: Db, ctx: ServiceContext, row: InterviewRow, signName: string) {
  const c = await contractOfPage(tx, row);
  if (signName.toLowerCase() !== c.name.trim().toLowerCase()) throw badRequest('signName: type your full name exactly as it appears on the contract');
  const saved = await move(tx, candidateActor(row), ctx.req, row, 'signContract', { signName, contractSignTime: now() });
  return { saved, c, answer: contractAnswer(ctx, saved, c) };
}
