import { fromCents, SettlementStatus, settlementTotals, toCents } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { conflict, notFound } from '../../platform/errors.js';
import { formatDateTime } from '../../platform/util.js';
import type { SafeImage } from '../../platform/images.js';
import { documentWords, renderPdf, requestWords, type DocWords, type FieldRow, type PdfWriter } from '../../platform/pdf.js';
import { languageFor } from '../../platform/i18n/account.js';
import { readInterview } from '../recruit/interview.service.js';
import { contractOf, type InterviewRow } from '../recruit/recruit.queries.js';
import { contractLetterContent, monthsText, offerLetterContent, probationText, type Letter } from '../recruit/documents.js';
import { S } from '../recruit/status.js';
import { settlementDetail } from '../settlement/settlement.service.js';
import { ownApprovedSettlement } from '../settlement/settlement.public.js';
import { ROW, ROW_NAMES } from '../settlement/settlement.rules.js';
import { companyLetterhead, requestEndTime, signedDocument, workerCompanyId, type DocSource } from './documents.queries.js';
import type { Tenant } from '../../platform/auth/context.js';

/*
 * The documents people sign and keep, as PDF files: the offer letter (from the approved leader values),
 * the letter of appointment and the key employment terms (from the contract form), and the itemised
 * payslip of an approved worker salary settlement. Each read goes through the owning module's read
 * (tenant, access rule, data scope: 404), then checks the record has the document yet (409).
 */

export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}
type Row = Record<string, unknown>;

// the company's today (clock-context.ts), not UTC's
const today = () => formatDateTime(new Date()).slice(0, 10);

/** A 2-decimal amount with thousands separators ("3500.5" -> "3,500.50"), without float arithmetic. */
export function moneyText(v: string | number | null | undefined): string {
  const s = fromCents(toCents(v));
  const [int, dec] = s.replace('-', '').split('.');
  return `${s.startsWith('-') ? '-' : ''}${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`;
}
const sgd = (v: unknown) => (v === null || v === undefined || v === '' ? null : `SGD ${moneyText(String(v))}`);

/** A letter's title, paragraphs and lines, as the HTML pages show them. */
function drawLetter(w: PdfWriter, l: Letter, dated: string, { t }: DocWords) {
  w.paragraph(t('Date: {date}', { date: dated }));
  w.title(l.title);
  for (const runs of l.paragraphs) w.paragraph(...runs);
  w.fields(l.lines.map(([label, v]) => [label, v === null || v === undefined ? null : String(v)] as FieldRow));
}

/** Where a request's documents read from: its database handle and the app's file-store settings. */
export const sourceOf = (ctx: Pick<ServiceContext, 'db' | 'app'>): DocSource => ({ db: ctx.db, config: ctx.app.config });

/** A date-time as the product shows it (for "signed on"). */
const when = (words: DocWords, v: string) => words.dateTime(v) ?? v;

const letterheadOfInterview = (ctx: ServiceContext, row: InterviewRow, contractCompany?: string | null) =>
  companyLetterhead(sourceOf(ctx), ctx.auth, { companyId: row.companyId, deptId: row.deptId, fallbackName: contractCompany });

// ---- offer --------------------------------------------------------------------------------------

/** Draws the offer letter of an interview in `words`' language; with `signed`, the candidate's signature and its date. */
export async function drawOffer(src: DocSource, tenant: Tenant, row: InterviewRow, words: DocWords, signed?: SignatureMark): Promise<Buffer> {
  const { t } = words;
  const letter = offerLetterContent({ name: row.name, jobName: row.jobName, offer: row.offer as Row }, words);
  const head = await companyLetterhead(src, tenant, { companyId: row.companyId, deptId: row.deptId });
  return renderPdf({ title: letter.title, letterhead: head, words }, (w) => {
    drawLetter(w, letter, words.date(row.offerSendTime ?? today())!, words);
    w.paragraph(t('We look forward to you joining '), { bold: head.name }, t('.'));
    if (row.confirmOfferTime && !signed) w.paragraph(t('Confirmed by {name} on {time}.', { name: row.name, time: when(words, row.confirmOfferTime) }));
    w.signatureLine(t('For the company'), head.name);
    if (signed) w.signedLine(t('Accepted by'), signed.name, signed.image, t('Signed electronically on {time}', { time: when(words, signed.time) }));
    else w.signatureLine(t('Accepted by'), row.name);
  });
}

/** The offer letter of an interview (once the leader approval is approved); a signed offer answers the kept file byte for byte. */
export async function offerPdf(ctx: ServiceContext, interviewId: string): Promise<PdfFile> {
  const row = await readInterview(ctx, interviewId);
  if (row.status < S.LEADER_APPROVED || !row.offer) throw conflict('The offer letter exists once the leader approval is approved');
  const signed = await signedDocument(ctx.db, ctx.auth, row.id, 'offer');
  const words = requestWords(ctx.req);
  const pdf = signed ? Buffer.from(signed.pdf, 'base64') : await drawOffer(sourceOf(ctx), ctx.auth, row, words);
  const { t } = words;
  return { fileName: signed ? t('Offer letter - {name} (signed)', { name: row.name }) : t('Offer letter - {name}', { name: row.name }), pdf };
}

// ---- contract and key employment terms ----------------------------------------------------------

export async function contractOfInterview(ctx: ServiceContext, interviewId: string) {
  const row = await readInterview(ctx, interviewId);
  const c = row.status >= S.CONTRACT_CREATED ? await contractOf(ctx.db, ctx.auth, row.id) : null;
  if (!c) throw conflict('The letter of appointment exists once the contract is created');
  return { row, c: c as unknown as Row & { name: string; company: string } };
}

/** A drawn or uploaded signature with who signed and when (the signed letter shows it above the line). */
export interface SignatureMark {
  /** The signature as the image gate re-encoded it. */
  image: SafeImage;
  name: string;
  time: string;
}

/**
 * Draws the letter of appointment of a contract; with `signed`, the candidate's signature and its date,
 * with `countersigned` also HR's (the final letter).
 */
export async function drawContract(
  src: DocSource,
  tenant: Tenant,
  row: InterviewRow,
  c: Row,
  words: DocWords,
  signed?: SignatureMark,
  countersigned?: SignatureMark,
): Promise<Buffer> {
  const { t } = words;
  const letter = contractLetterContent(c, words);
  const amounts = (...v: unknown[]) =>
    v
      .filter((x) => x !== null && x !== undefined)
      .map(sgd)
      .join(' / ');
  const money: Record<string, unknown> = {
    [t('Basic salary')]: sgd(c.basicSalary),
    [t('Allowances')]: amounts(c.allowance1, c.allowance2, c.allowance3),
    [t('Deductions')]: amounts(c.deduction1, c.deduction2, c.deduction3),
  };
  letter.lines = letter.lines.map(([label, v]) => [label, label in money ? money[label] : v]);
  const company = String(c.company ?? '');
  const head = await companyLetterhead(src, tenant, { companyId: row.companyId, deptId: row.deptId, fallbackName: company });
  const name = String(c.name ?? '');
  return renderPdf({ title: letter.title, letterhead: head, words }, (w) => {
    drawLetter(w, letter, words.date(row.contractSendTime ?? row.contractCreateTime ?? today())!, words);
    w.paragraph(t('Your key employment terms are issued with this letter. Please sign to accept this appointment.'));
    if (countersigned)
      w.signedLine(
        t('For the company'),
        `${countersigned.name} (${company})`,
        countersigned.image,
        t('Countersigned electronically on {time}', { time: when(words, countersigned.time) }),
      );
    else w.signatureLine(t('For the company'), company);
    if (signed) w.signedLine(t('Accepted by'), signed.name, signed.image, t('Signed electronically on {time}', { time: when(words, signed.time) }));
    else {
      w.signatureLine(t('Accepted by'), name);
      if (row.contractSignTime)
        w.space().paragraph(t('Signed by {name} on {time} (typed full name on the candidate page).', { name, time: when(words, row.contractSignTime) }));
    }
  });
}

/**
 * The letter of appointment of an interview (once the contract is created). A contract signed with a
 * drawn or uploaded signature answers the stored signed file, byte for byte (its SHA-256 is kept).
 */
export async function contractPdf(ctx: ServiceContext, interviewId: string): Promise<PdfFile> {
  const { row, c } = await contractOfInterview(ctx, interviewId);
  const [signed, countersigned] = await Promise.all([
    signedDocument(ctx.db, ctx.auth, row.id, 'contract'),
    signedDocument(ctx.db, ctx.auth, row.id, 'countersign'),
  ]);
  const kept = countersigned ?? signed;
  const words = requestWords(ctx.req);
  const pdf = kept ? Buffer.from(kept.pdf, 'base64') : await drawContract(sourceOf(ctx), ctx.auth, row, c, words);
  const { t } = words;
  const fileName = countersigned
    ? t('Letter of appointment - {name} (countersigned)', { name: c.name })
    : signed
      ? t('Letter of appointment - {name} (signed)', { name: c.name })
      : t('Letter of appointment - {name}', { name: c.name });
  return { fileName, pdf };
}

/**
 * The key employment terms (Singapore Employment Act, Ministry of Manpower sections A to E) from the
 * contract and the approved offer: what the contract form does not hold is marked "as in the letter of
 * appointment" rather than invented.
 */
export async function keyTermsPdf(ctx: ServiceContext, interviewId: string): Promise<PdfFile> {
  const { row, c } = await contractOfInterview(ctx, interviewId);
  const words = requestWords(ctx.req);
  const { t } = words;
  const offer = (row.offer as Row | null) ?? {};
  const head = await letterheadOfInterview(ctx, row, c.company);
  const allowances = [c.allowance1, c.allowance2, c.allowance3].filter((v) => v !== null && v !== undefined);
  const deductions = [c.deduction1, c.deduction2, c.deduction3].filter((v) => v !== null && v !== undefined);
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
  const date = (v: unknown) => (typeof v === 'string' && v ? words.date(v) : null);
  const pdf = await renderPdf({ title: t('Key employment terms'), letterhead: head, words }, (w) => {
    w.paragraph(t('Issued on: {date}', { date: words.date(row.contractSendTime ?? today()) }));
    w.title(t('Key employment terms'));
    w.paragraph(t('All fields are applicable unless stated otherwise.'));
    w.heading(t('Section A: Details of employment'));
    w.fields([
      [t('Full name of employer'), head.name],
      [t('Employer UEN'), head.uen],
      [t('Full name of employee'), c.name],
      [t('Employee NRIC / ID no.'), text(c.nric) ?? text(c.idNo)],
      [t('Job title'), text(c.jobName) ?? row.jobName],
      [t('Employment start date'), date(c.contractCommenceDate) ?? date(c.entryDate)],
      [t('Duration of employment'), monthsText(t, c.employmentDuration) ?? (c.contractEndDate ? null : t('Permanent'))],
      [t('Contract end date'), date(c.contractEndDate)],
      [t('Country of residence'), text(c.residenceCountry)],
    ]);
    w.heading(t('Section B: Working hours and rest days'));
    w.fields([[t('Work week basis'), text(offer.workWeekBasis) ?? t('As in the letter of appointment')]]);
    w.heading(t('Section C: Salary'));
    w.fields([
      [t('Salary period'), t('Monthly')],
      [t('Basic salary (per month)'), sgd(c.basicSalary)],
      [t('Fixed allowances (per month)'), allowances.length ? allowances.map((a) => sgd(a)).join(' / ') : t('None')],
      [t('Fixed deductions (per month)'), deductions.length ? deductions.map((d) => sgd(d)).join(' / ') : t('None')],
      [t('Overtime rate of pay'), t('At least 1.5 times the hourly basic rate, where the Employment Act applies')],
    ]);
    w.heading(t('Section D: Leave and medical benefits'));
    w.fields([
      [t('Annual leave (days per year)'), text(c.annualDays)],
      [t('Sick and hospitalisation leave'), t('As provided by the Employment Act')],
    ]);
    w.heading(t('Section E: Others'));
    w.fields([
      [t('Probation period'), probationText(t, c.trial1)],
      [t('Notice period'), text(c.notice) ?? text(offer.noticePeriod)],
      [t('Category'), text(c.category)],
    ]);
  });
  return { fileName: t('Key employment terms - {name}', { name: c.name }), pdf };
}

// ---- payslip ------------------------------------------------------------------------------------

/** A settlement row's name: the seeded English names in the document's language, a name someone typed as typed. */
function rowName(t: DocWords['t'], r: { item: string; itemName: string }): string {
  if (r.itemName !== ROW_NAMES[r.item]) return r.itemName;
  return r.item === ROW.hours
    ? t('Total hours')
    : r.item === ROW.overtime
      ? t('Overtime hours')
      : r.item === ROW.meal
        ? t('Meal allowance')
        : r.item === ROW.bonus
          ? t('Achievement bonus')
          : r.itemName;
}
const quantityUnit = (t: DocWords['t'], item: string) => (item === ROW.hours || item === ROW.overtime ? t('h') : item === ROW.meal ? t('days') : '');

/**
 * The itemised payslip of an approved worker salary settlement (Employment Act: for hourly-rated workers
 * the rate, hours, overtime hours and pay, deductions, the salary period and the payment date). Every
 * settlement row and salary item of the settlement view is a line; gross wages and nett salary follow
 * the spec's rules (settlementTotals). The payment date is the day the settlement was approved.
 */
export async function payslipPdf(ctx: ServiceContext, id: string, lang?: string): Promise<PdfFile> {
  const s = await settlementDetail(ctx, { id });
  if (s.settlementStatus !== SettlementStatus.APPROVED) throw conflict('The payslip exists once the settlement is approved');
  // in the language asked for, else the worker's own (the one he reads it in), else the caller's
  return drawPayslip(sourceOf(ctx), ctx.auth, s, documentWords(await languageFor(ctx.db, ctx.auth, { workerId: s.workerId }, lang, ctx.req)));
}

/** A worker's own payslip (his self-service session): only an approved settlement of his; any other id is a 404. */
export async function ownPayslipPdf(ctx: ServiceContext, id: string, lang?: string): Promise<PdfFile> {
  const s = ctx.auth.workerId ? await ownApprovedSettlement(ctx.db, ctx.auth, ctx.auth.workerId, id) : null;
  if (!s) throw notFound('Payslip');
  // in the language asked for, else the one he chose for his account, else his phone's
  return drawPayslip(sourceOf(ctx), ctx.auth, s, documentWords(await languageFor(ctx.db, ctx.auth, { userId: ctx.auth.userId }, lang, ctx.req)));
}

type Settlement = Awaited<ReturnType<typeof settlementDetail>>;

/** Draws the payslip of a settlement already read (and checked) by the caller, in `words`' language. */
export async function drawPayslip(src: DocSource, tenant: Tenant, s: Settlement, words: DocWords): Promise<PdfFile> {
  const { t } = words;
  const [head, paid] = await Promise.all([
    workerCompanyId(src.db, tenant, s.workerId).then((companyId) => companyLetterhead(src, tenant, { companyId })),
    requestEndTime(src.db, tenant, s.processInstanceId ?? null),
  ]);
  const totals = settlementTotals(s.rows, s.items);
  const hours = s.rows.find((r) => r.item === ROW.hours);
  const overtime = s.rows.find((r) => r.item === ROW.overtime);
  const additions = s.items.filter((i) => toCents(i.salary) > 0);
  const deductions = s.items.filter((i) => toCents(i.salary) < 0);
  const deducted = deductions.reduce((a, d) => a - toCents(d.salary), 0);
  const pdf = await renderPdf({ title: t('Payslip'), letterhead: head, words }, (w) => {
    w.title(t('Itemised payslip'));
    w.fields([
      [t('Employee'), s.name],
      [t('Employment code'), s.employmentCode],
      [t('Project'), s.projectName],
      [t('Team'), s.teamName],
      [t('Trade'), s.specialistName],
      [t('Salary period'), t('{start} to {end}', { start: words.date(s.periodStart), end: words.date(s.resignDate) })],
      [t('Last working day'), words.date(s.resignDate)],
      [t('Date of payment'), words.date(paid ?? today())],
    ]);
    w.heading(t('Basic rate, hours and overtime'));
    w.fields([
      [t('Basic rate of pay (per hour)'), sgd(hours?.amount ?? s.basicHourWage)],
      [t('Basic monthly salary'), sgd(s.basicMonthlySalary)],
      [t('Attendance days'), s.totalAttendanceDays],
      [t('Hours worked'), `${s.totalHours} ${t('h')}`],
      [t('Overtime hours'), `${s.totalOt} ${t('h')}`],
      [t('Overtime rate (per hour)'), sgd(overtime?.amount)],
      [t('Overtime pay'), sgd(overtime?.settleAmount ?? s.totalOvertimePay)],
    ]);
    w.heading(t('Settlement'));
    w.table(
      [
        { header: t('Item'), width: 200 },
        { header: t('Rate (SGD)'), width: 95, align: 'right' },
        { header: t('Quantity'), width: 83, align: 'right' },
        { header: t('Amount (SGD)'), width: 105, align: 'right' },
      ],
      s.rows.map((r) => ({
        cells: [
          rowName(t, r),
          r.amount === null ? '' : moneyText(r.amount),
          r.attendance === null ? '' : `${r.attendance} ${quantityUnit(t, r.item)}`.trim(),
          moneyText(r.settleAmount),
        ],
      })),
    );
    const itemColumns = [
      { header: t('Item'), width: 378 },
      { header: t('Amount (SGD)'), width: 105, align: 'right' as const },
    ];
    if (additions.length) {
      w.heading(t('Additional payments'));
      w.table(
        itemColumns,
        additions.map((i) => ({ cells: [i.itemName, moneyText(i.salary)] })),
      );
    }
    w.heading(t('Deductions'));
    w.table(
      itemColumns,
      deductions.length
        ? [
            ...deductions.map((i) => ({ cells: [i.itemName, moneyText(i.salary)] })),
            { cells: [t('Total deductions'), moneyText(fromCents(-deducted))], bold: true },
          ]
        : [{ cells: [t('None'), '0.00'] }],
    );
    w.heading(t('Totals'));
    w.table(
      [
        { header: '', width: 378 },
        { header: 'SGD', width: 105, align: 'right' },
      ],
      [
        { cells: [t('Gross wages'), moneyText(totals.grossWages)], bold: true },
        { cells: [t('Nett salary'), moneyText(totals.nettSalary)], bold: true },
      ],
    );
    if (s.remark) w.paragraph(t('Remark: {remark}', { remark: s.remark }));
  });
  return { fileName: t('Payslip - {code} {name} - {month}', { code: s.employmentCode ?? '', name: s.name ?? '', month: s.resignDate.slice(0, 7) }), pdf };
}
