import { http } from '../../app/http/client';
import type { Attachment } from '../../shared/widgets/upload';

const P = '/api/mcc-staff';
const O = '/api/mcc-open/recruit';

/** Interview statuses (the server's status.ts): the gates of seed 000 section 4 read these numbers. */
export const STATUS = {
  CREATED: 0, INVITED: 1, RESUME_SUBMITTED: 2, ARRANGED: 4, EVALUATED: 6, PASS_PENDING: 8, PASSED: 10, LEADER_PENDING: 21,
  LEADER_REJECTED: 22, LEADER_APPROVED: 23, OFFER_SENT: 24, OFFER_CONFIRMED: 25, CONTRACT_CREATED: 27, CONTRACT_SIGNED: 28, ONBOARDING: 30,
} as const;

export interface ProcessSummary { processId: string; processInstanceId: string | null; formId: string; flowStatus: string; map: Record<string, unknown> }

export interface InterviewDetail {
  id: string;
  name: string;
  jobName: string | null;
  sex: number | null;
  mobile: string | null;
  email: string | null;
  interviewDate: string | null;
  deptId: string | null;
  status: number;
  statusLabel: string;
  closed: number;
  closeReason: string | null;
  version: number;
  feedbackScore: string;
  feedbackContent: string | null;
  result: number | null;
  evaluation: string | null;
  evaluatorName: string | null;
  evaluationTime: string | null;
  hodResult: number | null;
  hodComment: string | null;
  hodName: string | null;
  confirmEnName: string | null;
  confirmFileFiles: Attachment[];
  entryProcessId: string | null;
  contractSendTime: string | null;
  resume: (Record<string, unknown> & { attachFiles?: Attachment[]; photoFiles?: Attachment[] }) | null;
  contract: Record<string, unknown> | null;
  invitationUrl: string | null;
  offerUrl: string | null;
  contractUrl: string | null;
  passProcess: ProcessSummary | null;
  leaderProcess: ProcessSummary | null;
  entryProcess: ProcessSummary | null;
  [key: string]: unknown;
}

export interface ContractAnswer { contract: Record<string, unknown> | null; draft: Record<string, unknown>; html: string | null; url: string | null; status: number }

type Row = Record<string, unknown>;

export const recruitApi = {
  detail: (id: string) => http.get<InterviewDetail>(`${P}/interview/detail`, { id }),
  update: (row: Row) => http.post<InterviewDetail>(`${P}/interview/update`, row),
  invite: (row: Row) => http.post<{ interviewId: string; resumeId: string; url: string }>(`${P}/resume/invite`, row),
  approval: (row: Row) => http.post(`${P}/interview/approval`, row),
  again: (id: string) => http.post(`${P}/interview/again`, { id }),
  over: (id: string, reason?: string) => http.post(`${P}/interview/over`, { id, reason }),
  submitResult: (row: Row) => http.post(`${P}/interview/submitResult`, row),
  submitResultHOD: (row: Row) => http.post(`${P}/interview/submitResultHOD`, row),
  resultEmail: (id: string) => http.post(`${P}/interview/resultEmail`, { id }),
  leaderApproval: (id: string, map: Row) => http.post(`${P}/interview/leaderApproval2`, { ...map, id }),
  leaderDetail: (id: string) => http.get<{ approved: boolean; offer: Row | null }>(`${P}/interview/leaderInterviewDetail`, { id }),
  offerDetail: (interviewId: string) => http.get<{ html: string | null; url: string | null; offerSendTime: string | null; confirmOfferTime: string | null }>(`${P}/offer/detail`, { interviewId }),
  sendOffer: (interviewId: string) => http.post(`${P}/offer/send`, { interviewId }),
  contractDetail: (interviewId: string) => http.get<ContractAnswer>(`${P}/recruitmentcontract/contractDetail`, { interviewId }),
  generateContract: (interviewId: string, values: Row) => http.post<ContractAnswer>(`${P}/recruitmentcontract/generate`, { ...values, interviewId }),
  sendContract: (interviewId: string) => http.post(`${P}/recruitmentcontract/send`, { interviewId }),
  onboard: (id: string) => http.post(`${P}/interview/onboard`, { id }),
  result: (interviewId: string) => http.get<Row | null>(`${P}/interviewresult/map`, { interviewId }),
};

/** The candidate's pages: every call carries the page's signed token and nothing else. */
export const candidateApi = {
  invitation: (token: string) => http.get<{ name: string; jobName: string | null; status: number; closed: number; editable: boolean; feedbackScore: string; feedbackContent: string | null; resume: Row | null }>(`${O}/invitation`, { token }),
  upload: async (token: string, file: File): Promise<Attachment> => {
    const body = new FormData();
    body.append('file', file);
    return http.post<Attachment>(`${O}/invitation/upload?token=${encodeURIComponent(token)}`, body);
  },
  submitInvitation: (token: string, values: Row) => http.post<{ status: number }>(`${O}/invitation/submit`, { ...values, token }),
  offer: (token: string) => http.get<{ name: string; jobName: string | null; status: number; closed: number; html: string; confirmOfferTime: string | null; closeReason: string | null }>(`${O}/offer`, { token }),
  confirmOffer: (token: string, accept: boolean, reason?: string) => http.post(`${O}/offer/confirm`, { token, accept, reason }),
  contract: (token: string) => http.get<{ name: string; status: number; closed: number; html: string; signName: string | null; contractSignTime: string | null }>(`${O}/contract`, { token }),
  sign: (token: string, signName: string) => http.post(`${O}/contract/sign`, { token, signName }),
};

// ---- the eight steps (seed 000 sections 2 and 4) ------------------------------------------------

export const STEP_KEYS = ['information', 'evaluation', 'benefits', 'leaderApproval', 'offerConfirmed', 'contractCreated', 'contractSigned', 'onboarding'] as const;

/** Which steps have data to show: a step opens only when its data exists. */
export function stepGates(d: Pick<InterviewDetail, 'status' | 'entryProcessId'>): boolean[] {
  const s = d.status;
  return [true, s >= STATUS.EVALUATED, s > STATUS.PASS_PENDING, s >= STATUS.LEADER_PENDING, s >= STATUS.OFFER_CONFIRMED, s >= STATUS.CONTRACT_CREATED, s >= STATUS.CONTRACT_SIGNED, Boolean(d.entryProcessId)];
}

/** The current step: the last open one. */
export const currentStep = (gates: boolean[]): number => gates.lastIndexOf(true);

/** Step state for antd Steps: finish before the current step, process at it, wait after. */
export const stepState = (index: number, current: number): 'finish' | 'process' | 'wait' => (index < current ? 'finish' : index === current ? 'process' : 'wait');

/** The offer link shows from 24 on; printing the evaluation needs a result. */
export const showsOfferLink = (status: number) => status >= STATUS.OFFER_SENT;
export const canPrintEvaluation = (d: Pick<InterviewDetail, 'result'>) => d.result !== null && d.result !== undefined;

/** Five ratings from "a,b,c,d,e" (missing ones are 0). */
export const ratingsOf = (score: string | null | undefined): number[] => {
  const parts = (score ?? '').split(',').map((x) => Number(x));
  return [0, 1, 2, 3, 4].map((i) => (Number.isInteger(parts[i]) && parts[i] >= 0 && parts[i] <= 4 ? parts[i] : 0));
};

// ---- offer template field visibility (seed 000 section 5) --------------------------------------

/** Leader-process (offer) fields shown for an offer template. */
export function offerFieldsFor(template: string | undefined): string[] {
  const shown = ['internship'];
  if (template === 'offer_parmanent' || template === 'offer_contract') shown.push('noticePeriod');
  if (template === 'offer_Internship') shown.push('workWeekBasis', 'commenceDate', 'endDate');
  if (template === 'offer_contract') shown.push('contractPeriod');
  return template ? shown : [];
}

// ---- the contract form (seed 000 section 5) ---------------------------------------------------

export const CONTRACT_TEMPLATES = ['loa_contract', 'loa_internship', 'loa_remote', 'loa_remoteContract', 'loa_malaysiaContract'] as const;
export const DATE_ORDER_MESSAGE = 'The Commence Date(合约开始日期) must earlier than the Contract Date (合约结束日期)';
const ALWAYS_REQUIRED = ['contractTemplate', 'name', 'email', 'mobile', 'company', 'nric', 'entryDate', 'contractCommenceDate'];
const FIXED_TERM = ['loa_contract', 'loa_internship', 'loa_remoteContract', 'loa_malaysiaContract'];
const REMOTE = ['loa_remote', 'loa_remoteContract'];

/** Fields required for a contract template. */
export function contractRequired(template: string | undefined): string[] {
  const out = [...ALWAYS_REQUIRED];
  if (template && FIXED_TERM.includes(template)) out.push('employmentDuration', 'contractEndDate');
  if (template === 'loa_internship') out.push('contractExpireDate');
  if (template && REMOTE.includes(template)) out.push('idNo', 'residenceCountry');
  return out;
}

/** Fields that only some templates use are hidden for the others (always-present fields show for every template). */
export function contractVisible(template: string | undefined, field: string): boolean {
  if (field === 'employmentDuration' || field === 'contractEndDate') return Boolean(template && FIXED_TERM.includes(template));
  if (field === 'contractExpireDate') return template === 'loa_internship';
  if (field === 'idNo' || field === 'residenceCountry') return Boolean(template && REMOTE.includes(template));
  return true;
}

/** The commence/end order rule: undefined when fine, else the spec's message. */
export function contractDateError(commence: unknown, end: unknown): string | undefined {
  const a = dateText(commence);
  const b = dateText(end);
  return a && b && a > b ? DATE_ORDER_MESSAGE : undefined;
}
const dateText = (v: unknown): string | undefined => {
  if (!v) return undefined;
  if (typeof v === 'string') return v.slice(0, 10);
  const d = v as { format?: (f: string) => string };
  return d.format ? d.format('YYYY-MM-DD') : undefined;
};

/** Stored values to form values: employment duration -1 shows empty, probation -1 shows 0. */
export function contractToForm(c: Record<string, unknown>): Record<string, unknown> {
  return { ...c, employmentDuration: c.employmentDuration === -1 ? undefined : c.employmentDuration, trial1: c.trial1 === -1 ? 0 : c.trial1 };
}
/** Form values to the call: dates as YYYY-MM-DD, an empty employment duration as -1. */
export function contractFromForm(v: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(v)) out[k] = /Date$/.test(k) ? (dateText(value) ?? null) : value;
  if (out.employmentDuration === undefined || out.employmentDuration === null || out.employmentDuration === '') out.employmentDuration = -1;
  return out;
}

// ---- resume attachments (seed 001 section 3 aliases) --------------------------------------------

/** Resume columns and their client names: photoFiles -> photo, latestPayslipFiles -> latestPayslip, ... */
export const RESUME_FILES = {
  photo: 'photoFiles', latestPayslip: 'latestPayslipFiles', nricFile: 'nricFileFiles',
  highestQualificationCert: 'highestQualificationCertFiles', trainingCertificate: 'trainingCertificateFiles', attach: 'attachFiles',
} as const;

/** Upload values (attachment lists under the alias) to the id lists the calls take. */
export function withAttachmentIds(values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [column, alias] of Object.entries(RESUME_FILES)) {
    const list = out[alias];
    delete out[alias];
    if (Array.isArray(list)) out[column] = list.map((a) => String((a as Attachment).attachId ?? (a as Attachment).id ?? a)).join(',');
  }
  return out;
}
