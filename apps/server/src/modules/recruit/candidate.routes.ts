import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineRoute, type RouteContext } from '../../platform/http/route.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { formatDateTime, splitIds } from '../../platform/util.js';
import { attach } from '../system/system.tables.js';
import { upload } from '../resource/attach.service.js';
import { renderContract, renderOffer } from './documents.js';
import { resume } from './recruit.tables.js';
import { S } from './status.js';
import { presentResumes } from './resume.routes.js';
import { candidateActor, contractOf, interviewOfToken, move, patch, RESUME_FILES, resumeFileIds, resumeOf, type InterviewRow, type LinkKind } from './interview.service.js';

/**
 * The candidate's pages (public, no sign-in): each call is authorised only by the signed, expiring
 * token of its own page (invitation, offer or contract) and acts on that one interview.
 */
const O = '/api/mcc-open/recruit';
const TAGS = ['candidate'];
const token = z.string().min(20, 'is not a valid link').max(300, 'is not a valid link');
const text = (max: number) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(max, `must be at most ${max} characters`).optional());
const idCsv = z.preprocess((v) => (Array.isArray(v) ? v.map((x) => (typeof x === 'object' && x ? ((x as Record<string, unknown>).attachId ?? (x as Record<string, unknown>).id) : x)).join(',') : v), z.string().max(400).regex(/^(\d{1,19}(,\d{1,19})*)?$/, 'must be attachment ids').optional());

/** Five ratings 0 N.A, 1 Poor, 2 Neutral, 3 Good, 4 Excellent: an array or a comma string. */
const feedbackScore = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v),
  z.array(z.coerce.number().int().min(0, 'ratings are 0 to 4').max(4, 'ratings are 0 to 4')).length(5, 'must be five ratings'),
);

const invitationInput = z.object({
  token,
  name: z.string().trim().min(1, 'is required').max(100),
  enName: text(100),
  sex: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(2).optional()),
  nric: text(30),
  mobile: text(30),
  email: z.email('must be a valid e-mail address').max(100),
  nationality: text(50),
  highestEducation: text(100),
  expectedSalary: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(0).max(1e9).optional()),
  ...Object.fromEntries(Object.keys(RESUME_FILES).map((k) => [k, idCsv])),
  feedbackScore: feedbackScore.optional(),
  feedbackContent: text(1000),
});

const pageState = (row: InterviewRow) => ({ name: row.name, jobName: row.jobName, status: row.status, closed: row.closed });

export default async function candidateRoutes(app: FastifyInstance): Promise<void> {
  const withToken = <T>(ctx: RouteContext, t: string, kind: LinkKind, fn: (tx: RouteContext['db'], row: InterviewRow) => Promise<T>) =>
    ctx.db.transaction(async (tx) => fn(tx, await interviewOfToken(tx, ctx.req, t, kind)));

  // ---- invitation -------------------------------------------------------------------------------

  defineRoute(app, {
    method: 'GET',
    url: `${O}/invitation`,
    permission: 'public',
    summary: 'Invitation page: the resume the candidate filled so far and the feedback',
    tags: TAGS,
    input: z.object({ token }),
    output: z.object({
      name: z.string(), jobName: z.string().nullable(), status: z.number(), closed: z.number(), interviewDate: z.string().nullable(),
      editable: z.boolean(), feedbackScore: z.string(), feedbackContent: z.string().nullable(),
      resume: z.record(z.string(), z.unknown()).nullable(),
    }),
    handler: async ({ token: t }, ctx) =>
      withToken(ctx, t, 'invitation', async (tx, row) => {
        const r = await resumeOf(tx, row.tenantId, row.resumeId);
        const shown = r ? (await presentResumes({ db: tx, req: ctx.req }, row.tenantId, [r]))[0] : null;
        // the candidate sees what they entered, never the HR bookkeeping columns
        const resumeOut = shown ? Object.fromEntries(['name', 'enName', 'sex', 'nric', 'mobile', 'email', 'nationality', 'highestEducation', 'expectedSalary', ...Object.keys(RESUME_FILES), ...Object.values(RESUME_FILES)].map((k) => [k, shown[k] ?? null])) : null;
        return { ...pageState(row), interviewDate: row.interviewDate, editable: row.closed === 0 && row.status <= S.RESUME_SUBMITTED, feedbackScore: row.feedbackScore, feedbackContent: row.feedbackContent, resume: resumeOut };
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${O}/invitation/upload`,
    permission: 'public',
    summary: 'Invitation page: uploads one document (multipart field file) for the resume',
    tags: TAGS,
    input: z.object({ token }),
    output: z.object({ attachId: z.string(), originalName: z.string(), link: z.string() }),
    handler: async ({ token: t }, ctx) => {
      const row = await ctx.db.transaction((tx) => interviewOfToken(tx, ctx.req, t, 'invitation'));
      if (row.closed === 1 || row.status > S.RESUME_SUBMITTED) throw conflict('The resume can no longer be changed');
      // the upload is recorded as made by this interview's candidate (create_user = the interview id)
      const candidate = { tenantId: row.tenantId, userId: row.id, account: 'candidate', deptIds: [] } as unknown as AuthContext;
      const a = await upload({ ...ctx, auth: candidate });
      return { attachId: a.attachId, originalName: a.originalName, link: a.link };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${O}/invitation/submit`,
    permission: 'public',
    summary: 'Invitation page: saves the resume with its documents and the feedback (1/2 -> 2)',
    tags: TAGS,
    input: invitationInput,
    output: z.object({ status: z.number() }),
    handler: async (v, ctx) =>
      withToken(ctx, v.token, 'invitation', async (tx, row) => {
        const actor = candidateActor(row);
        const current = await resumeOf(tx, row.tenantId, row.resumeId);
        if (!current) throw conflict('The invitation has no resume; please ask HR for a new link');
        // documents: those already on the resume, or uploaded through this link
        const known = new Set(resumeFileIds(current));
        const given = Object.keys(RESUME_FILES).flatMap((k) => splitIds((v as Record<string, unknown>)[k] as string | undefined));
        const fresh = given.filter((id) => !known.has(id));
        if (fresh.length) {
          const own = await tx.select({ id: attach.id }).from(attach).where(and(eq(attach.tenantId, row.tenantId), eq(attach.createUser, row.id), eq(attach.isDeleted, 0), inArray(attach.id, fresh)));
          if (own.length !== new Set(fresh).size) throw badRequest('files: unknown attachment');
        }
        const fileCols = Object.fromEntries(Object.keys(RESUME_FILES).map((k) => [k, ((v as Record<string, unknown>)[k] as string | undefined) || null]));
        await tx
          .update(resume)
          .set({ name: v.name, enName: v.enName ?? null, sex: v.sex ?? null, nric: v.nric ?? null, mobile: v.mobile ?? null, email: v.email, nationality: v.nationality ?? null, highestEducation: v.highestEducation ?? null, expectedSalary: v.expectedSalary === undefined ? null : String(v.expectedSalary), ...fileCols, status: 2, updateTime: formatDateTime(new Date()) })
          .where(eq(resume.id, current.id));
        const saved = await move(tx, actor, ctx.req, row, 'submitResume', {
          resumeTime: formatDateTime(new Date()),
          feedbackScore: (v.feedbackScore ?? [0, 0, 0, 0, 0]).join(','),
          feedbackContent: v.feedbackContent ?? null,
          mobile: row.mobile ?? v.mobile ?? null,
        });
        return { status: saved.status };
      }),
  });

  // ---- offer ------------------------------------------------------------------------------------

  const offerState = z.object({ name: z.string(), jobName: z.string().nullable(), status: z.number(), closed: z.number(), html: z.string(), confirmOfferTime: z.string().nullable(), closeReason: z.string().nullable() });
  const offerAnswer = (row: InterviewRow) => ({ ...pageState(row), html: renderOffer({ name: row.name, jobName: row.jobName, offer: (row.offer as Record<string, unknown> | null) ?? {} }), confirmOfferTime: row.confirmOfferTime, closeReason: row.closed ? row.closeReason : null });

  defineRoute(app, {
    method: 'GET',
    url: `${O}/offer`,
    permission: 'public',
    summary: 'Offer page: the offer letter and whether it is confirmed',
    tags: TAGS,
    input: z.object({ token }),
    output: offerState,
    handler: async ({ token: t }, ctx) => withToken(ctx, t, 'offer', async (_tx, row) => offerAnswer(row)),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${O}/offer/confirm`,
    permission: 'public',
    summary: 'Offer page: the candidate accepts (24 -> 25) or declines (closes the interview) the offer',
    tags: TAGS,
    input: z.object({ token, accept: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((a) => a === true || a === 'true' || a === '1'), reason: text(500) }),
    output: offerState,
    handler: async (v, ctx) =>
      withToken(ctx, v.token, 'offer', async (tx, row) => {
        const actor = candidateActor(row);
        if (v.accept) return offerAnswer(await move(tx, actor, ctx.req, row, 'confirmOffer', { confirmOfferTime: formatDateTime(new Date()) }));
        if (row.closed === 1 || row.status !== S.OFFER_SENT) throw conflict('The offer can no longer be declined');
        return offerAnswer(await patch(tx, actor, ctx.req, row, 'offerDeclined', { closed: 1, closeReason: `Offer declined by the candidate${v.reason ? `: ${v.reason}` : ''}` }));
      }),
  });

  // ---- contract ---------------------------------------------------------------------------------

  const contractState = z.object({ name: z.string(), jobName: z.string().nullable(), status: z.number(), closed: z.number(), html: z.string(), signName: z.string().nullable(), contractSignTime: z.string().nullable() });
  const contractAnswer = async (tx: RouteContext['db'], row: InterviewRow) => {
    const c = await contractOf(tx, row.tenantId, row.id);
    if (!c) throw conflict('The contract is not ready yet');
    return { ...pageState(row), html: renderContract(c), signName: row.signName, contractSignTime: row.contractSignTime };
  };
  defineRoute(app, {
    method: 'GET',
    url: `${O}/contract`,
    permission: 'public',
    summary: 'Contract page: the letter of appointment and whether it is signed',
    tags: TAGS,
    input: z.object({ token }),
    output: contractState,
    handler: async ({ token: t }, ctx) => withToken(ctx, t, 'contract', (tx, row) => contractAnswer(tx, row)),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${O}/contract/sign`,
    permission: 'public',
    summary: 'Contract page: the candidate signs by typing their full name as on the contract (27 -> 28)',
    tags: TAGS,
    input: z.object({ token, signName: z.string().trim().min(1, 'is required').max(100) }),
    output: contractState,
    handler: async (v, ctx) =>
      withToken(ctx, v.token, 'contract', async (tx, row) => {
        const c = await contractOf(tx, row.tenantId, row.id);
        if (!c) throw conflict('The contract is not ready yet');
        if (v.signName.toLowerCase() !== c.name.trim().toLowerCase()) throw badRequest('signName: type your full name exactly as it appears on the contract');
        const saved = await move(tx, candidateActor(row), ctx.req, row, 'signContract', { signName: v.signName, contractSignTime: formatDateTime(new Date()) });
        return contractAnswer(tx, saved);
      }),
  });
}
