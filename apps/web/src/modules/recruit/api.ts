import { CONTRACT_DATE_ORDER_MESSAGE, FIXED_TERM_TEMPLATES, REMOTE_TEMPLATES, RESUME_FILES } from '@hr/contracts';
import { api, type ApiData } from '../../app/http/api';
import { http } from '../../app/http/client';
import { bladeResource, type CrudResource, type RowOf } from '../../shared/crud/resource';
import type { Attachment } from '../../shared/widgets/upload';

const P = '/api/mcc-staff';
const O = '/api/mcc-open/recruit';

/** An interview as its view reads it (typed from the OpenAPI document). */
export type InterviewDetail = ApiData<'/api/mcc-staff/interview/detail'>;
export type ProcessSummary = NonNullable<InterviewDetail['passProcess']>;

type Row = Record<string, unknown>;

export const recruitApi = {
  detail: (id: string) => api.get(`${P}/interview/detail`, { id }),
  update: (row: Row) => api.post(`${P}/interview/update`, row),
  invite: (row: Row) => api.post(`${P}/resume/invite`, row),
  approval: (row: Row) => api.post(`${P}/interview/approval`, row),
  again: (id: string) => api.post(`${P}/interview/again`, { id }),
  over: (id: string, reason?: string) => api.post(`${P}/interview/over`, { id, reason }),
  submitResult: (row: Row) => api.post(`${P}/interview/submitResult`, row),
  submitResultHOD: (row: Row) => api.post(`${P}/interview/submitResultHOD`, row),
  resultEmail: (id: string) => api.post(`${P}/interview/resultEmail`, { id }),
  leaderApproval: (id: string, map: Row) => api.post(`${P}/interview/leaderApproval2`, { ...map, id }),
  leaderDetail: (id: string) => api.get(`${P}/interview/leaderInterviewDetail`, { id }),
  offerDetail: (interviewId: string) => api.get(`${P}/offer/detail`, { interviewId }),
  sendOffer: (interviewId: string) => api.post(`${P}/offer/send`, { interviewId }),
  contractDetail: (interviewId: string) => api.get(`${P}/recruitmentcontract/contractDetail`, { interviewId }),
  generateContract: (interviewId: string, values: Row) => api.post(`${P}/recruitmentcontract/generate`, { ...values, interviewId }),
  sendContract: (interviewId: string) => api.post(`${P}/recruitmentcontract/send`, { interviewId }),
  onboard: (id: string) => api.post(`${P}/interview/onboard`, { id }),
  result: (interviewId: string) => api.get(`${P}/interviewresult/map`, { interviewId }),
};

/** The candidate's pages: every call carries the page's signed token and nothing else. */
export const candidateApi = {
  invitation: (token: string) => api.get(`${O}/invitation`, { token }),
  upload: async (token: string, file: File): Promise<Attachment> => {
    const body = new FormData();
    body.append('file', file);
    return http.post<Attachment>(`${O}/invitation/upload?token=${encodeURIComponent(token)}`, body);
  },
  submitInvitation: (token: string, values: Row) => api.post(`${O}/invitation/submit`, { ...values, token }),
  offer: (token: string) => api.get(`${O}/offer`, { token }),
  confirmOffer: (token: string, accept: boolean, reason?: string) => api.post(`${O}/offer/confirm`, { token, accept, reason }),
  contract: (token: string) => api.get(`${O}/contract`, { token }),
  /** Signs with the drawn or uploaded signature (a PNG data URL); the server keeps the signed PDF and its evidence. */
  signWithSignature: (token: string, signName: string, signature: string) => api.post(`${O}/contract/signature`, { token, signName, signature }),
};

// ---- the eight steps (INTERVIEW_STEPS and their gates in @hr/contracts) ---------------------------

/** The current step: the last open one. */
export const currentStep = (gates: boolean[]): number => gates.lastIndexOf(true);

/** Step state for antd Steps: finish before the current step, process at it, wait after. */
export const stepState = (index: number, current: number): 'finish' | 'process' | 'wait' =>
  index < current ? 'finish' : index === current ? 'process' : 'wait';

/** Printing the evaluation needs a result. */
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

// ---- the contract form (seed 000 section 5; templates and required fields in @hr/contracts) --------

/** Fields that only some templates use are hidden for the others (always-present fields show for every template). */
export function contractVisible(template: string | undefined, field: string): boolean {
  if (field === 'employmentDuration' || field === 'contractEndDate') return Boolean(template && FIXED_TERM_TEMPLATES.includes(template));
  if (field === 'contractExpireDate') return template === 'loa_internship';
  if (field === 'idNo' || field === 'residenceCountry') return Boolean(template && REMOTE_TEMPLATES.includes(template));
  return true;
}

/** The commence/end order rule: undefined when fine, else the spec's message. */
export function contractDateError(commence: unknown, end: unknown): string | undefined {
  const a = dateText(commence);
  const b = dateText(end);
  return a && b && a > b ? CONTRACT_DATE_ORDER_MESSAGE : undefined;
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

/** Signing and the documents' evidence (issue 12). */
export type SignedDocument = ApiData<'/api/mcc-staff/recruitmentcontract/signatures'>[number];
export const signingApi = {
  /** The candidate accepts the offer by signing it (a PNG data URL of the 300x180 pad). */
  signOffer: (token: string, signature: string) => api.post(`${O}/offer/signature`, { token, signature }),
  signatures: (interviewId: string) => api.get(`${P}/recruitmentcontract/signatures`, { interviewId }),
  countersign: (interviewId: string, signature: string) => api.post(`${P}/recruitmentcontract/countersign`, { interviewId, signature }),
};

export const jobResource = bladeResource(`${P}/job`, { save: 'save', update: 'update' });
export const interviewResource = bladeResource(`${P}/interview`, { save: 'save', update: 'update', detail: false });
const resumes = bladeResource(`${P}/resume`, { save: 'save', update: 'update' });
/** Résumés; upload fields travel under their aliases (photoFiles -> photo ids, seed 001 section 3). */
export const resumeResource: CrudResource<RowOf<typeof resumes>> = {
  ...resumes,
  save: (row) => resumes.save!(withAttachmentIds(row)),
  update: (row) => resumes.update!(withAttachmentIds(row)),
};
