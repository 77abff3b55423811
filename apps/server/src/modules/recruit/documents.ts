import { z } from 'zod';
import { CONTRACT_DATE_ORDER_MESSAGE, CONTRACT_TEMPLATES, contractRequiredFields, type ContractTemplate } from '@hr/contracts';
import { zDate } from '../../platform/http/route.js';
import { sanitizeRichText } from '../../platform/sanitize.js';
import type { DocWords } from '../../platform/pdf.js';

// ---- the contract (letter of appointment) form: seed 000 section 5 -----------------------------

const text = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? undefined : String(v).trim() || undefined),
    z.string().max(max, `must be at most ${max} characters`).optional(),
  );
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
      if (label && (value === undefined || (field === 'employmentDuration' && value === -1)))
        ctx.addIssue({ code: 'custom', path: [field], message: `${label} is required` });
    }
    if (v.contractCommenceDate && v.contractEndDate && v.contractCommenceDate > v.contractEndDate) {
      ctx.addIssue({ code: 'custom', path: ['contractCommenceDate'], message: CONTRACT_DATE_ORDER_MESSAGE });
    }
  });
export type ContractInput = z.output<typeof contractInput>;

// ---- documents ---------------------------------------------------------------------------------

const escapeHtml = (v: unknown): string =>
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
  const items = l.lines
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([label, v]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(v)}</li>`);
  const paragraphs = l.paragraphs.map(
    (runs) => `<p>${runs.map((r) => (typeof r === 'string' ? escapeHtml(r) : `<strong>${escapeHtml(r.bold)}</strong>`)).join('')}</p>`,
  );
  return sanitizeRichText(`<h2>${escapeHtml(l.title)}</h2>${paragraphs.join('')}<ul>${items.join('')}</ul>`);
}

const offerTitle = (t: DocWords['t'], tpl: string) =>
  tpl === 'offer_parmanent'
    ? t('Offer of permanent employment')
    : tpl === 'offer_contract'
      ? t('Offer of contract employment')
      : tpl === 'offer_Internship'
        ? t('Offer of internship')
        : t('Offer of employment');

const offerTerms = (t: DocWords['t'], tpl: string) =>
  tpl === 'offer_parmanent'
    ? t('This is an offer of permanent employment from the commence date below.')
    : tpl === 'offer_contract'
      ? t('This is an offer of employment for the fixed contract period below.')
      : tpl === 'offer_Internship'
        ? t('This is an offer of an internship for the period below.')
        : '';

export interface OfferData {
  name: string;
  jobName: string | null;
  company?: string | null;
  offer: Record<string, unknown>;
}

const dateValue = (w: DocWords, v: unknown) => (typeof v === 'string' ? w.date(v) : v);

/** The offer letter from the approved leader-process values (fields hidden for the template are left out), in `w`'s language. */
export function offerLetterContent(d: OfferData, w: DocWords): Letter {
  const { t } = w;
  const o = d.offer;
  const tpl = String(o.offerTemplate ?? '');
  return {
    title: offerTitle(t, tpl),
    paragraphs: [
      [t('Dear {name},', { name: d.name })],
      [t('We are pleased to offer you the position of '), { bold: d.jobName ?? '' }, t('. '), offerTerms(t, tpl)],
    ],
    lines: [
      [t('Internship'), o.internship],
      [t('Notice period'), o.noticePeriod],
      [t('Work week basis'), o.workWeekBasis],
      [t('Commence date'), dateValue(w, o.commenceDate)],
      [t('End date'), dateValue(w, o.endDate)],
      [t('Contract period'), o.contractPeriod],
    ],
  };
}
/** The offer letter as the candidate page and the interview view show it (`w`: the reader's language). */
export function renderOffer(d: OfferData, w: DocWords): string {
  const letter = offerLetterContent(d, w);
  return toHtml({ ...letter, paragraphs: [...letter.paragraphs, [w.t('Please confirm this offer on this page.')]] });
}

const contractTitle = (t: DocWords['t'], tpl: ContractTemplate | undefined) => {
  switch (tpl) {
    case 'loa_contract':
      return t('Letter of appointment (contract)');
    case 'loa_internship':
      return t('Letter of appointment (internship)');
    case 'loa_remote':
      return t('Letter of appointment (remote)');
    case 'loa_remoteContract':
      return t('Letter of appointment (remote contract)');
    case 'loa_malaysiaContract':
      return t('Letter of appointment (Malaysia contract)');
    default:
      return t('Letter of appointment');
  }
};

/** Months of a duration; -1 (not set) is not shown (seed 000 section 5). */
export const monthsText = (t: DocWords['t'], v: unknown) => (v === null || v === undefined || Number(v) === -1 ? undefined : t('{n} months', { n: String(v) }));
/** The probation period; a -1 probation reads 0 (seed 000 section 5). */
export const probationText = (t: DocWords['t'], v: unknown) =>
  v === null || v === undefined ? undefined : t('{n} months', { n: Number(v) === -1 ? 0 : String(v) });
const listOf = (...v: unknown[]) => v.filter((x) => x !== null && x !== undefined).join(' / ');

/** The letter of appointment from the contract form, in `w`'s language. */
export function contractLetterContent(c: Record<string, unknown>, w: DocWords): Letter {
  const { t } = w;
  const tpl = c.contractTemplate as ContractTemplate;
  return {
    title: contractTitle(t, tpl),
    paragraphs: [
      [t('Dear {name},', { name: String(c.name ?? '') })],
      [t('{company} is pleased to appoint you as ', { company: String(c.company ?? '') }), { bold: String(c.jobName ?? '') }, t(' on the terms below.')],
    ],
    lines: [
      [t('NRIC'), c.nric],
      [t('ID no.'), c.idNo],
      [t('Country of residence'), c.residenceCountry],
      [t('Address'), [c.address1, c.address2].filter(Boolean).join(', ')],
      [t('Entry date'), dateValue(w, c.entryDate)],
      [t('Commence date'), dateValue(w, c.contractCommenceDate)],
      [t('Employment duration'), monthsText(t, c.employmentDuration)],
      [t('Contract end date'), dateValue(w, c.contractEndDate)],
      [t('LOA expire date'), dateValue(w, c.contractExpireDate)],
      [t('Basic salary'), c.basicSalary],
      [t('Allowances'), listOf(c.allowance1, c.allowance2, c.allowance3)],
      [t('Deductions'), listOf(c.deduction1, c.deduction2, c.deduction3)],
      [t('Category'), c.category],
      [t('Annual leave days'), c.annualDays],
      [t('Probation'), probationText(t, c.trial1)],
      [t('Notice'), c.notice],
    ],
  };
}
/** The letter of appointment as the candidate page and the interview view show it (`w`: the reader's language). */
export const renderContract = (c: Record<string, unknown>, w: DocWords): string => toHtml(contractLetterContent(c, w));
