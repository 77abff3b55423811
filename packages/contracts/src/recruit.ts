import { crud } from './permissions.js';

/**
 * Recruitment: the interview statuses and the gates of the interview view, the permission codes of the
 * recruitment menus, and the vocabulary of the offer and contract forms (seed 000 sections 4 and 5).
 */

/**
 * Interview statuses. The numbers keep the gates of seed 000 section 4 (>= 6 evaluation, > 8
 * confirmation info, >= 21 leader approval, >= 25 offer confirmed, >= 27 contract created, >= 28
 * contract signed); the legal moves between them are the server's (recruit/status.ts).
 */
export const INTERVIEW_STATUS = {
  CREATED: 0,
  INVITED: 1,
  RESUME_SUBMITTED: 2,
  ARRANGED: 4,
  EVALUATED: 6,
  PASS_PENDING: 8,
  PASSED: 10,
  LEADER_PENDING: 21,
  LEADER_REJECTED: 22,
  LEADER_APPROVED: 23,
  OFFER_SENT: 24,
  OFFER_CONFIRMED: 25,
  CONTRACT_CREATED: 27,
  CONTRACT_SIGNED: 28,
  ONBOARDING: 30,
} as const;
export type InterviewStatus = (typeof INTERVIEW_STATUS)[keyof typeof INTERVIEW_STATUS];

export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  0: 'Created',
  1: 'Invited',
  2: 'Resume submitted',
  4: 'Interview arranged',
  6: 'Evaluated',
  8: 'Pass approval pending',
  10: 'Passed',
  21: 'Leader approval pending',
  22: 'Leader approval rejected',
  23: 'Leader approved',
  24: 'Offer sent',
  25: 'Offer confirmed',
  27: 'Contract created',
  28: 'Contract signed',
  30: 'Onboarding',
};

/** The eight steps of the interview view (seed 000 sections 2 and 4). */
export const INTERVIEW_STEPS = [
  'information',
  'evaluation',
  'benefits',
  'leaderApproval',
  'offerConfirmed',
  'contractCreated',
  'contractSigned',
  'onboarding',
] as const;

/** Which steps have data to show: a step opens only when its data exists (the benefits once passed). */
export function interviewStepGates(d: { status: number; entryProcessId: string | null }): boolean[] {
  const s = d.status;
  const S = INTERVIEW_STATUS;
  return [
    true,
    s >= S.EVALUATED,
    s > S.PASS_PENDING,
    s >= S.LEADER_PENDING,
    s >= S.OFFER_CONFIRMED,
    s >= S.CONTRACT_CREATED,
    s >= S.CONTRACT_SIGNED,
    Boolean(d.entryProcessId),
  ];
}

/** The button codes of the recruitment menus. */
export const RECRUIT_PERMISSIONS = {
  menu: 'recruit',
  job: crud('job'),
  resume: { ...crud('resume'), invite: 'resume_invite' },
  interview: { ...crud('interview'), evaluate: 'interview_evaluate', export: 'interview_export' },
} as const;

/** Offer templates of the leader approval (form 32). */
export const OFFER_TEMPLATES = ['offer_parmanent', 'offer_contract', 'offer_Internship'] as const;

/** Contract (letter of appointment) templates. */
export const CONTRACT_TEMPLATES = ['loa_contract', 'loa_internship', 'loa_remote', 'loa_remoteContract', 'loa_malaysiaContract'] as const;
export type ContractTemplate = (typeof CONTRACT_TEMPLATES)[number];
/** Templates of a fixed term: employment duration and contract end date are required. */
export const FIXED_TERM_TEMPLATES: readonly string[] = ['loa_contract', 'loa_internship', 'loa_remoteContract', 'loa_malaysiaContract'];
/** Remote templates: ID no. and country of residence are required. */
export const REMOTE_TEMPLATES: readonly string[] = ['loa_remote', 'loa_remoteContract'];
/** The spec's message when the commence date is after the contract end date. */
export const CONTRACT_DATE_ORDER_MESSAGE = 'The Commence Date(合约开始日期) must earlier than the Contract Date (合约结束日期)';

/** The fields a contract of `template` requires, in the order the form shows them. */
export function contractRequiredFields(template: string | undefined): string[] {
  const out = ['contractTemplate', 'name', 'email', 'mobile', 'company', 'nric', 'entryDate', 'contractCommenceDate'];
  if (template && FIXED_TERM_TEMPLATES.includes(template)) out.push('employmentDuration', 'contractEndDate');
  if (template === 'loa_internship') out.push('contractExpireDate');
  if (template && REMOTE_TEMPLATES.includes(template)) out.push('idNo', 'residenceCountry');
  return out;
}

/** Resume attachment columns and their client names (seed 001 section 3 aliases). */
export const RESUME_FILES = {
  photo: 'photoFiles',
  latestPayslip: 'latestPayslipFiles',
  nricFile: 'nricFileFiles',
  highestQualificationCert: 'highestQualificationCertFiles',
  trainingCertificate: 'trainingCertificateFiles',
  attach: 'attachFiles',
} as const;
