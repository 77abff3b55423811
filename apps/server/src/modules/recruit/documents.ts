import { z } from 'zod';
import { CONTRACT_DATE_ORDER_MESSAGE, CONTRACT_TEMPLATES, contractRequiredFields, type ContractTemplate, type OFFER_TEMPLATES } from '@hr/contracts';
import { zDate } from '../../platform/http/route.js';
import { sanitizeRichText } from '../../platform/sanitize.js';

// ---- the contract (letter of appointment) form: seed 000 section 5 -----------------------------

const text = (max: number) => z.preprocess((v) => (v === null || v === undefined ? undefined : String(v).trim() || undefined), z.string().max(max, `must be at most ${max} characters`).optional());
const date = z.preprocess((v) => (v === '' || v === null ? undefined : v), zDate.optional());
const money = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(0).max(1e9).optional());
const int = (min: number, max: number) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

/** How the required-field messages name the fields (the template is checked by its enum). */
const REQUIRED_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  company: 'Company',
  nric: 'NRIC',
  entryDate: 'Entry date',
  contractCommenceDate: 'Commence date',
  employmentDuration: 'Employment duration',
  contractEndDate: 'Contract end date',
  contractExpireDate: 'LOA expire date',
  idNo: 'ID no.',
  residenceCountry: 'Country of residence',
};

export const contractInput = z
  .object({
    contractTemplate: z.enum(CONTRACT_TEMPLATES, 'must be one of loa_contract, loa_internship, loa_remote, loa_remoteContract, loa_malaysiaContract'),
    name: text(100),
    email: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.email('must be a valid e-mail address').max(100).optional()),
    mobile: text(30),
    company: text(200),
    nric: text(30),
    singaporeNo: text(30),
    chinaNo: text(30),
    entryDate: date,
    address1: text(300),
    address2: text(300),
    contractCommenceDate: date,
    employmentDuration: int(-1, 600),
    contractEndDate: date,
    contractExpireDate: date,
    idNo: text(50),
    residenceCountry: text(100),
    jobName: text(100),
    basicSalary: money,
    allowance1: money,
    allowance2: money,
    allowance3: money,
    deduction1: money,
    deduction2: money,
    deduction3: money,
    category: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['I', 'II', 'III', 'IV'], 'must be I, II, III or IV').optional()),
    annualDays: int(0, 366),
    trial1: int(-1, 24),
    trial2: int(-1, 24),
    notice: text(100),
  })
  .superRefine((v, ctx) => {
    for (const field of contractRequiredFields(v.contractTemplate)) {
      const label = REQUIRED_LABELS[field];
      const value = v[field as keyof typeof v];
      if (label && (value === undefined || (field === 'employmentDuration' && value === -1))) ctx.addIssue({ code: 'custom', path: [field], message: `${label} is required` });
    }
    if (v.contractCommenceDate && v.contractEndDate && v.contractCommenceDate > v.contractEndDate) {
      ctx.addIssue({ code: 'custom', path: ['contractCommenceDate'], message: CONTRACT_DATE_ORDER_MESSAGE });
    }
  });
export type ContractInput = z.output<typeof contractInput>;

// ---- documents ---------------------------------------------------------------------------------

const escape = (v: unknown): string =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Line = [label: string, value: unknown];
/** A run of a paragraph: plain text, or a value shown in bold. */
export type Run = string | { bold: string };
/** A letter's content, drawn as HTML (the candidate pages, the interview view) and as PDF (documents module). */
export interface Letter {
  title: string;
  paragraphs: Run[][];
  /** Labelled lines; empty values are left out when drawn. */
  lines: Line[];
}

/** The letter as HTML: every value escaped, the whole sanitized. */
function toHtml(l: Letter): string {
  const items = l.lines.filter(([, v]) => v !== undefined && v !== null && v !== '').map(([label, v]) => `<li><strong>${escape(label)}:</strong> ${escape(v)}</li>`);
  const paragraphs = l.paragraphs.map((runs) => `<p>${runs.map((r) => (typeof r === 'string' ? escape(r) : `<strong>${escape(r.bold)}</strong>`)).join('')}</p>`);
  return sanitizeRichText(`<h2>${escape(l.title)}</h2>${paragraphs.join('')}<ul>${items.join('')}</ul>`);
}

const OFFER_TITLES: Record<(typeof OFFER_TEMPLATES)[number], string> = { offer_parmanent: 'Offer of permanent employment', offer_contract: 'Offer of contract employment', offer_Internship: 'Offer of internship' };

const OFFER_TERMS: Record<(typeof OFFER_TEMPLATES)[number], string> = {
  offer_parmanent: 'This is an offer of permanent employment from the commence date below.',
  offer_contract: 'This is an offer of employment for the fixed contract period below.',
  offer_Internship: 'This is an offer of an internship for the period below.',
};

export interface OfferData {
  name: string;
  jobName: string | null;
  company?: string | null;
  offer: Record<string, unknown>;
}

/** The offer letter from the approved leader-process values (fields hidden for the template are left out). */
export function offerLetterContent(d: OfferData): Letter {
  const o = d.offer;
  const tpl = String(o.offerTemplate ?? '');
  return {
    title: OFFER_TITLES[tpl as keyof typeof OFFER_TITLES] ?? 'Offer of employment',
    paragraphs: [[`Dear ${d.name},`], ['We are pleased to offer you the position of ', { bold: d.jobName ?? '' }, '. ', OFFER_TERMS[tpl as keyof typeof OFFER_TERMS] ?? '']],
    lines: [
      ['Internship', o.internship],
      ['Notice period', o.noticePeriod],
      ['Work week basis', o.workWeekBasis],
      ['Commence date', o.commenceDate],
      ['End date', o.endDate],
      ['Contract period', o.contractPeriod],
    ],
  };
}
export function renderOffer(d: OfferData): string {
  const letter = offerLetterContent(d);
  return toHtml({ ...letter, paragraphs: [...letter.paragraphs, ['Please confirm this offer on this page.']] });
}

export const CONTRACT_TITLES: Record<ContractTemplate, string> = {
  loa_contract: 'Letter of appointment (contract)',
  loa_internship: 'Letter of appointment (internship)',
  loa_remote: 'Letter of appointment (remote)',
  loa_remoteContract: 'Letter of appointment (remote contract)',
  loa_malaysiaContract: 'Letter of appointment (Malaysia contract)',
};

/** Months of a duration; -1 (not set) is not shown (seed 000 section 5). */
export const monthsText = (v: unknown) => (v === null || v === undefined || Number(v) === -1 ? undefined : `${v} months`);
/** The probation period; a -1 probation reads 0 (seed 000 section 5). */
export const probationText = (v: unknown) => (v === null || v === undefined ? undefined : `${Number(v) === -1 ? 0 : v} months`);
const listOf = (...v: unknown[]) => v.filter((x) => x !== null && x !== undefined).join(' / ');

/** The letter of appointment from the contract form. */
export function contractLetterContent(c: Record<string, unknown>): Letter {
  const tpl = c.contractTemplate as ContractTemplate;
  return {
    title: CONTRACT_TITLES[tpl] ?? 'Letter of appointment',
    paragraphs: [[`Dear ${String(c.name ?? '')},`], [`${String(c.company ?? '')} is pleased to appoint you as `, { bold: String(c.jobName ?? '') }, ' on the terms below.']],
    lines: [
      ['NRIC', c.nric],
      ['ID no.', c.idNo],
      ['Country of residence', c.residenceCountry],
      ['Address', [c.address1, c.address2].filter(Boolean).join(', ')],
      ['Entry date', c.entryDate],
      ['Commence date', c.contractCommenceDate],
      ['Employment duration', monthsText(c.employmentDuration)],
      ['Contract end date', c.contractEndDate],
      ['LOA expire date', c.contractExpireDate],
      ['Basic salary', c.basicSalary],
      ['Allowances', listOf(c.allowance1, c.allowance2, c.allowance3)],
      ['Deductions', listOf(c.deduction1, c.deduction2, c.deduction3)],
      ['Category', c.category],
      ['Annual leave days', c.annualDays],
      ['Probation', probationText(c.trial1)],
      ['Notice', c.notice],
    ],
  };
}
export const renderContract = (c: Record<string, unknown>): string => toHtml(contractLetterContent(c));
