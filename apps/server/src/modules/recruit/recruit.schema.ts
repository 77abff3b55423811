import { z } from 'zod';
import { RESUME_FILES } from '@hr/contracts';
import { zDateTime, zId, zOptionalId, zOptionalText } from '../../platform/http/route.js';

/** The inputs of the recruitment calls that services read (the routes validate them, services take their output types). */

/** What a service takes for a schema: its output, with the keys that may be undefined optional (so callers may leave them out). */
export type ServiceInput<S extends z.ZodType> = { [K in keyof z.output<S> as undefined extends z.output<S>[K] ? K : never]?: z.output<S>[K] } & {
  [K in keyof z.output<S> as undefined extends z.output<S>[K] ? never : K]: z.output<S>[K];
};

export const inviteInput = z.object({
  interviewId: zOptionalId,
  name: z.string().trim().min(1).max(100).optional(),
  email: z.email('must be a valid e-mail address').max(100).optional(),
  mobile: z.string().trim().max(30).optional(),
  jobId: zOptionalId,
  deptId: zOptionalId,
  interviewDate: zDateTime.optional(),
});
export type InviteInput = ServiceInput<typeof inviteInput>;

export const arrangeInput = z.object({ id: zId, interviewDate: zDateTime.optional(), interviewerId: zOptionalId, hodId: zOptionalId });
export const againInput = z.object({ id: zId, interviewDate: zDateTime.optional() });
export const closeInput = z.object({ id: zId, reason: z.string().trim().max(500).optional() });
export const evaluationInput = z.object({
  id: zId,
  result: z.coerce.number().int().min(0).max(2),
  evaluation: z.string().trim().min(1, 'is required').max(5000),
});
export const hodDecisionInput = z.object({ id: zId, result: z.coerce.number().int().min(0).max(1), comment: z.string().trim().max(1000).optional() });
export const leaderApprovalInput = z.object({
  id: zId,
  offerTemplate: z.string().max(50),
  assignees: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]),
  internship: zOptionalText(200),
  noticePeriod: zOptionalText(200),
  workWeekBasis: zOptionalText(200),
  commenceDate: zOptionalText(10),
  endDate: zOptionalText(10),
  contractPeriod: zOptionalText(200),
});
export type LeaderApprovalInput = ServiceInput<typeof leaderApprovalInput>;

// ---- the candidate's pages ----------------------------------------------------------------------

export const candidateToken = z.string().min(20, 'is not a valid link').max(300, 'is not a valid link');
const text = (max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(max, `must be at most ${max} characters`).optional());
const idCsv = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? v.map((x) => (typeof x === 'object' && x ? ((x as Record<string, unknown>).attachId ?? (x as Record<string, unknown>).id) : x)).join(',')
      : v,
  z
    .string()
    .max(400)
    .regex(/^(\d{1,19}(,\d{1,19})*)?$/, 'must be attachment ids')
    .optional(),
);

/** Five ratings 0 N.A, 1 Poor, 2 Neutral, 3 Good, 4 Excellent: an array or a comma string. */
const feedbackScore = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v),
  z.array(z.coerce.number().int().min(0, 'ratings are 0 to 4').max(4, 'ratings are 0 to 4')).length(5, 'must be five ratings'),
);

export const invitationInput = z.object({
  token: candidateToken,
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
export type InvitationInput = ServiceInput<typeof invitationInput>;

export const offerAnswerInput = z.object({
  token: candidateToken,
  accept: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((a) => a === true || a === 'true' || a === '1'),
  reason: text(500),
});
