import { z } from 'zod';
import { zDate } from '../../platform/http/route.js';
import { sanitizeRichText } from '../../platform/sanitize.js';

// ---- the contract (letter of appointment) form: seed 000 section 5 -----------------------------

export const CONTRACT_TEMPLATES = ['loa_contract', 'loa_internship', 'loa_remote', 'loa_remoteContract', 'loa_malaysiaContract'] as const;
export type ContractTemplate = (typeof CONTRACT_TEMPLATES)[number];
/** Templates of a fixed term: employment duration and contract end date are required. */
export const FIXED_TERM: readonly string[] = ['loa_contract', 'loa_internship', 'loa_remoteContract', 'loa_malaysiaContract'];
/** Remote templates: ID no. and country of residence are required. */
export const REMOTE: readonly string[] = ['loa_remote', 'loa_remoteContract'];
export const DATE_ORDER_MESSAGE = 'The Commence Date(合约开始日期) must earlier than the Contract Date (合约结束日期)';

const text = (max: number) => z.preprocess((v) => (v === null || v === undefined ? undefined : String(v).trim() || undefined), z.string().max(max, `must be at most ${max} characters`).optional());
const date = z.preprocess((v) => (v === '' || v === null ? undefined : v), zDate.optional());
const money = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(0).max(1e9).optional());
const int = (min: number, max: number) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

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
    const need = (field: keyof typeof v, label: string) => {
      const value = v[field];
      if (value === undefined || (field === 'employmentDuration' && value === -1)) ctx.addIssue({ code: 'custom', path: [field], message: `${label} is required` });
    };
    need('name', 'Name');
    need('email', 'Email');
    need('mobile', 'Mobile');
    need('company', 'Company');
    need('nric', 'NRIC');
    need('entryDate', 'Entry date');
    need('contractCommenceDate', 'Commence date');
    if (FIXED_TERM.includes(v.contractTemplate)) {
      need('employmentDuration', 'Employment duration');
      need('contractEndDate', 'Contract end date');
    }
    if (v.contractTemplate === 'loa_internship') need('contractExpireDate', 'LOA expire date');
    if (REMOTE.includes(v.contractTemplate)) {
      need('idNo', 'ID no.');
      need('residenceCountry', 'Country of residence');
    }
    if (v.contractCommenceDate && v.contractEndDate && v.contractCommenceDate > v.contractEndDate) {
      ctx.addIssue({ code: 'custom', path: ['contractCommenceDate'], message: DATE_ORDER_MESSAGE });
    }
  });
export type ContractInput = z.output<typeof contractInput>;

// ---- documents ---------------------------------------------------------------------------------

const escape = (v: unknown): string =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Line = [label: string, value: unknown];
/** A printable document: a title, paragraphs and labelled lines; every value escaped, the whole sanitized. */
function render(title: string, paragraphs: string[], lines: Line[]): string {
  const items = lines.filter(([, v]) => v !== undefined && v !== null && v !== '').map(([l, v]) => `<li><strong>${escape(l)}:</strong> ${escape(v)}</li>`);
  return sanitizeRichText(`<h2>${escape(title)}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}<ul>${items.join('')}</ul>`);
}

export const OFFER_TEMPLATES = ['offer_parmanent', 'offer_contract', 'offer_Internship'] as const;
const OFFER_TITLES: Record<string, string> = { offer_parmanent: 'Offer of permanent employment', offer_contract: 'Offer of contract employment', offer_Internship: 'Offer of internship' };

export interface OfferData {
  name: string;
  jobName: string | null;
  company?: string | null;
  offer: Record<string, unknown>;
}

/** The offer letter from the approved leader-process values (fields hidden for the template are left out). */
export function renderOffer(d: OfferData): string {
  const o = d.offer;
  const tpl = String(o.offerTemplate ?? '');
  return render(
    OFFER_TITLES[tpl] ?? 'Offer of employment',
    [`Dear ${escape(d.name)},`, `We are pleased to offer you the position of <strong>${escape(d.jobName ?? '')}</strong>. Please confirm this offer on this page.`],
    [
      ['Internship', o.internship],
      ['Notice period', o.noticePeriod],
      ['Work week basis', o.workWeekBasis],
      ['Commence date', o.commenceDate],
      ['End date', o.endDate],
      ['Contract period', o.contractPeriod],
    ],
  );
}

const CONTRACT_TITLES: Record<ContractTemplate, string> = {
  loa_contract: 'Letter of appointment (contract)',
  loa_internship: 'Letter of appointment (internship)',
  loa_remote: 'Letter of appointment (remote)',
  loa_remoteContract: 'Letter of appointment (remote contract)',
  loa_malaysiaContract: 'Letter of appointment (Malaysia contract)',
};

/** The letter of appointment; -1 durations are not shown, a -1 probation reads 0 (seed 000 section 5). */
export function renderContract(c: Record<string, unknown>): string {
  const tpl = c.contractTemplate as ContractTemplate;
  const months = (v: unknown) => (v === null || v === undefined || Number(v) === -1 ? undefined : `${v} months`);
  return render(
    CONTRACT_TITLES[tpl] ?? 'Letter of appointment',
    [`Dear ${escape(c.name)},`, `${escape(c.company)} is pleased to appoint you as <strong>${escape(c.jobName ?? '')}</strong> on the terms below.`],
    [
      ['NRIC', c.nric],
      ['ID no.', c.idNo],
      ['Country of residence', c.residenceCountry],
      ['Address', [c.address1, c.address2].filter(Boolean).join(', ')],
      ['Entry date', c.entryDate],
      ['Commence date', c.contractCommenceDate],
      ['Employment duration', months(c.employmentDuration)],
      ['Contract end date', c.contractEndDate],
      ['LOA expire date', c.contractExpireDate],
      ['Basic salary', c.basicSalary],
      ['Allowances', [c.allowance1, c.allowance2, c.allowance3].filter((v) => v !== null && v !== undefined).join(' / ')],
      ['Deductions', [c.deduction1, c.deduction2, c.deduction3].filter((v) => v !== null && v !== undefined).join(' / ')],
      ['Category', c.category],
      ['Annual leave days', c.annualDays],
      ['Probation', c.trial1 === null || c.trial1 === undefined ? undefined : `${Number(c.trial1) === -1 ? 0 : c.trial1} months`],
      ['Notice', c.notice],
    ],
  );
}
