import { CONTRACT_DATE_ORDER_MESSAGE } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { audit } from '../../platform/audit.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import { startProcess } from '../flow/flow.service.js';
import { contractInput, renderContract, renderOffer } from './documents.js';
import { requestWords } from '../../platform/pdf.js';
import { writeContract } from './contract.writer.js';
import { S } from './status.js';
import { candidatePath, candidateUrl } from './candidate-links.js';
import { contractOf, type InterviewRow } from './recruit.queries.js';
import { act, lockInterview, mailCandidate, move, readInterview } from './interview.service.js';

/*
 * After the leader approval: the offer (letter, link, the candidate's confirmation on their page), the
 * contract (letter of appointment: saved, rendered, sent for signing) and onboarding (form 1).
 */

type Row = Record<string, unknown>;
const now = () => formatDateTime(new Date());

// ---- offer --------------------------------------------------------------------------------------

const offerHtml = (ctx: ServiceContext, row: InterviewRow) =>
  renderOffer({ name: row.name, jobName: row.jobName, offer: (row.offer as Row | null) ?? {} }, requestWords(ctx.req));

/** The offer letter rendered from the approved leader values (changes nothing). */
export async function offerLetter(ctx: ServiceContext, interviewId: string) {
  const row = await readInterview(ctx, interviewId);
  if (row.status < S.LEADER_APPROVED || !row.offer) throw conflict('The offer exists once the leader approval is approved');
  return { html: offerHtml(ctx, row) };
}

/** The offer of an interview: values, letter, sent and confirmed times, candidate link. */
export async function offerDetail(ctx: ServiceContext, interviewId: string) {
  const row = await readInterview(ctx, interviewId);
  return {
    offer: (row.offer as Row | null) ?? null,
    html: row.offer ? offerHtml(ctx, row) : null,
    offerSendTime: row.offerSendTime,
    confirmOfferTime: row.confirmOfferTime,
    url: row.status >= S.OFFER_SENT ? candidatePath(ctx.app, row.id, 'offer') : null,
    status: row.status,
  };
}

/** E-mails the offer link to the candidate (23/24 -> 24). */
export const sendOffer = (ctx: ServiceContext, interviewId: string) =>
  act(ctx, interviewId, async (tx, row) => {
    const saved = await move(tx, ctx.auth, ctx.req, row, 'sendOffer', { offerSendTime: now() });
    await mailCandidate(tx, saved, `Offer: ${saved.jobName ?? 'employment'}`, [
      'Please read and confirm your offer here (the link is valid for 14 days):',
      candidateUrl(ctx, candidatePath(ctx.app, saved.id, 'offer')),
    ]);
  });

// ---- contract -----------------------------------------------------------------------------------

/** The contract of an interview and its letter, or a draft from the interview and the offer. */
async function contractAnswer(ctx: ServiceContext, row: InterviewRow) {
  const c = await contractOf(ctx.db, ctx.auth, row.id);
  const offer = (row.offer as Row | null) ?? {};
  const draft = c ?? {
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    jobName: row.jobName,
    contractCommenceDate: offer.commenceDate ?? null,
    contractEndDate: offer.endDate ?? null,
    interviewId: row.id,
  };
  return {
    contract: c,
    draft,
    html: c ? renderContract(c, requestWords(ctx.req)) : null,
    url: c && row.contractSendTime ? candidatePath(ctx.app, row.id, 'contract') : null,
    status: row.status,
    contractSendTime: row.contractSendTime,
    contractSignTime: row.contractSignTime,
  };
}

export const contractDetail = async (ctx: ServiceContext, interviewId: string) => contractAnswer(ctx, await readInterview(ctx, interviewId));

/** Columns stored as integers; every other number is a numeric column, written as text. */
const INTEGER_COLUMNS = ['employmentDuration', 'annualDays', 'trial1', 'trial2'];

/** Saves the contract form (template-dependent rules) and renders the letter (25/27 -> 27); a signed contract cannot change. */
export async function generateContract(ctx: ServiceContext, { interviewId, ...fields }: Row & { interviewId: string }) {
  const r = contractInput.safeParse(fields);
  if (!r.success)
    throw badRequest(
      r.error.issues
        .slice(0, 5)
        .map((i) => (i.message === CONTRACT_DATE_ORDER_MESSAGE ? i.message : `${i.path.map(String).join('.')}: ${i.message}`))
        .join('; '),
    );
  const values = { ...r.data, employmentDuration: r.data.employmentDuration ?? null };
  const cols = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v === undefined ? null : typeof v === 'number' && !INTEGER_COLUMNS.includes(k) ? String(v) : v]),
  );
  return ctx.db.transaction(async (tx) => {
    const row = await lockInterview(tx, ctx.auth, interviewId);
    const { existed } = await writeContract(tx, ctx.auth, row, cols);
    const saved = await move(tx, ctx.auth, ctx.req, row, 'createContract', { contractCreateTime: row.contractCreateTime ?? now() });
    await audit(tx, ctx.auth, ctx.req, { action: existed ? 'update' : 'create', resource: 'recruitmentContract', recordId: interviewId });
    return contractAnswer({ ...ctx, db: tx }, saved);
  });
}

/** E-mails the contract link to the candidate for signing (27). */
export const sendContract = (ctx: ServiceContext, interviewId: string) =>
  act(ctx, interviewId, async (tx, row) => {
    if (!(await contractOf(tx, ctx.auth, interviewId))) throw conflict('Create the contract first');
    const saved = await move(tx, ctx.auth, ctx.req, row, 'sendContract', { contractSendTime: now() });
    await mailCandidate(tx, saved, 'Your letter of appointment', [
      'Please read and sign your letter of appointment here (the link is valid for 14 days):',
      candidateUrl(ctx, candidatePath(ctx.app, saved.id, 'contract')),
    ]);
  });

// ---- onboarding ---------------------------------------------------------------------------------

const EMPLOYMENT_TYPE: Record<string, string> = {
  loa_contract: 'contract',
  loa_remoteContract: 'contract',
  loa_malaysiaContract: 'contract',
  loa_internship: 'internship',
  loa_remote: 'permanent',
};

/** Starts onboarding after signing: the employment request (form 1) from the contract, recorded as entryProcessId (28 -> 30). */
export const onboard = (ctx: ServiceContext, id: string) =>
  act(ctx, id, async (tx, row) => {
    if (row.status === S.CONTRACT_SIGNED && !row.deptId) throw badRequest('deptId: set the department of the interview before onboarding');
    const c = await contractOf(tx, ctx.auth, id);
    if (row.status === S.CONTRACT_SIGNED && !c) throw conflict('The interview has no contract');
    if (row.status !== S.CONTRACT_SIGNED || !c) return move(tx, ctx.auth, ctx.req, row, 'onboard');
    const map: Row = {
      name: c.name,
      jobTitle: c.jobName || row.jobName || 'Staff',
      deptId: row.deptId,
      entryDate: c.entryDate,
      employmentType: EMPLOYMENT_TYPE[c.contractTemplate] ?? 'permanent',
      remark: `Onboarding of interview ${row.id}`,
    };
    if (c.basicSalary !== null) map.basicSalary = Number(c.basicSalary);
    const started = await startProcess({ ...ctx, db: tx }, { formId: '1', map, category: 1, router: '/staff/flow/employment/index' });
    return move(tx, ctx.auth, ctx.req, row, 'onboard', { entryProcessId: started!.id, onboardTime: now() });
  });
