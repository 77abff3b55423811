import { fromCents, SettlementStatus, settlementTotals, toCents } from '@hr/contracts';
import type { ServiceContext } from '../../platform/http/route.js';
import { conflict } from '../../platform/errors.js';
import { renderPdf, type FieldRow, type PdfWriter } from '../../platform/pdf.js';
import { readInterview } from '../recruit/interview.service.js';
import { contractOf, type InterviewRow } from '../recruit/recruit.queries.js';
import { contractLetterContent, monthsText, offerLetterContent, probationText, type Letter } from '../recruit/documents.js';
import { S } from '../recruit/status.js';
import { settlementDetail } from '../settlement/settlement.service.js';
import { ROW } from '../settlement/settlement.rules.js';
import { companyLetterhead, requestEndTime, signedDocument, workerCompanyId, type DocSource } from './documents.queries.js';
import type { AuthContext } from '../../platform/auth/context.js';

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

const today = () => new Date().toISOString().slice(0, 10);
const dateOf = (v: string | null | undefined) => (v ? v.slice(0, 10) : null);

/** A 2-decimal amount with thousands separators ("3500.5" -> "3,500.50"), without float arithmetic. */
export function moneyText(v: string | number | null | undefined): string {
  const s = fromCents(toCents(v));
  const [int, dec] = s.replace('-', '').split('.');
  return `${s.startsWith('-') ? '-' : ''}${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`;
}
const sgd = (v: unknown) => (v === null || v === undefined || v === '' ? null : `SGD ${moneyText(String(v))}`);

/** A letter's title, paragraphs and lines, as the HTML pages show them. */
function drawLetter(w: PdfWriter, l: Letter, dated: string) {
  w.paragraph(`Date: ${dated}`);
  w.title(l.title);
  l.paragraphs.forEach((runs) => w.paragraph(...runs));
  w.fields(l.lines.map(([label, v]) => [label, v === null || v === undefined ? null : String(v)] as FieldRow));
}

/** Where a request's documents read from: its database handle and the app's file-store settings. */
export const sourceOf = (ctx: Pick<ServiceContext, 'db' | 'app'>): DocSource => ({ db: ctx.db, config: ctx.app.config });

const letterheadOfInterview = (ctx: ServiceContext, row: InterviewRow, contractCompany?: string | null) =>
  companyLetterhead(sourceOf(ctx), ctx.auth, { companyId: row.companyId, deptId: row.deptId, fallbackName: contractCompany });

// ---- offer --------------------------------------------------------------------------------------

/** Draws the offer letter of an interview; with `signed`, the candidate's signature and its date. */
export async function drawOffer(src: DocSource, tenant: Pick<AuthContext, 'tenantId'>, row: InterviewRow, signed?: SignatureMark): Promise<Buffer> {
  const letter = offerLetterContent({ name: row.name, jobName: row.jobName, offer: row.offer as Row });
  const head = await companyLetterhead(src, tenant, { companyId: row.companyId, deptId: row.deptId });
  return renderPdf({ title: letter.title, letterhead: head }, (w) => {
    drawLetter(w, letter, dateOf(row.offerSendTime) ?? today());
    w.paragraph('We look forward to you joining ', { bold: head.name }, '.');
    if (row.confirmOfferTime && !signed) w.paragraph(`Confirmed by ${row.name} on ${row.confirmOfferTime}.`);
    w.signatureLine('For the company', head.name);
    if (signed) w.signedLine('Accepted by', signed.name, signed.image, `Signed electronically on ${signed.time}`);
    else w.signatureLine('Accepted by', row.name);
  });
}

/** The offer letter of an interview (once the leader approval is approved); a signed offer answers the kept file byte for byte. */
export async function offerPdf(ctx: ServiceContext, interviewId: string): Promise<PdfFile> {
  const row = await readInterview(ctx, interviewId);
  if (row.status < S.LEADER_APPROVED || !row.offer) throw conflict('The offer letter exists once the leader approval is approved');
  const signed = await signedDocument(ctx.db, ctx.auth, row.id, 'offer');
  const pdf = signed ? Buffer.from(signed.pdf, 'base64') : await drawOffer(sourceOf(ctx), ctx.auth, row);
  return { fileName: `Offer letter - ${row.name}${signed ? ' (signed)' : ''}`, pdf };
}

// ---- contract and key employment terms ----------------------------------------------------------

export async function contractOfInterview(ctx: ServiceContext, interviewId: string) {
  const row = await readInterview(ctx, interviewId);
  const c = row.status >= S.CONTRACT_CREATED ? await contractOf(ctx.db, ctx.auth.tenantId, row.id) : null;
  if (!c) throw conflict('The letter of appointment exists once the contract is created');
  return { row, c: c as unknown as Row & { name: string; company: string } };
}

/** A drawn or uploaded signature with who signed and when (the signed letter shows it above the line). */
export interface SignatureMark {
  image: Buffer;
  name: string;
  time: string;
}

/**
 * Draws the letter of appointment of a contract; with `signed`, the candidate's signature and its date,
 * with `countersigned` also HR's (the final letter).
 */
export async function drawContract(src: DocSource, tenant: Pick<AuthContext, 'tenantId'>, row: InterviewRow, c: Row, signed?: SignatureMark, countersigned?: SignatureMark): Promise<Buffer> {
  const letter = contractLetterContent(c);
  const amounts = (...v: unknown[]) => v.filter((x) => x !== null && x !== undefined).map(sgd).join(' / ');
  const money: Record<string, unknown> = { 'Basic salary': sgd(c.basicSalary), Allowances: amounts(c.allowance1, c.allowance2, c.allowance3), Deductions: amounts(c.deduction1, c.deduction2, c.deduction3) };
  letter.lines = letter.lines.map(([label, v]) => [label, label in money ? money[label] : v]);
  const company = String(c.company ?? '');
  const head = await companyLetterhead(src, tenant, { companyId: row.companyId, deptId: row.deptId, fallbackName: company });
  const name = String(c.name ?? '');
  return renderPdf({ title: letter.title, letterhead: head }, (w) => {
    drawLetter(w, letter, dateOf(row.contractSendTime) ?? dateOf(row.contractCreateTime) ?? today());
    w.paragraph('Your key employment terms are issued with this letter. Please sign to accept this appointment.');
    if (countersigned) w.signedLine('For the company', `${countersigned.name} (${company})`, countersigned.image, `Countersigned electronically on ${countersigned.time}`);
    else w.signatureLine('For the company', company);
    if (signed) w.signedLine('Accepted by', signed.name, signed.image, `Signed electronically on ${signed.time}`);
    else {
      w.signatureLine('Accepted by', name);
      if (row.contractSignTime) w.space().paragraph(`Signed by ${name} on ${row.contractSignTime} (typed full name on the candidate page).`);
    }
  });
}

/**
 * The letter of appointment of an interview (once the contract is created). A contract signed with a
 * drawn or uploaded signature answers the stored signed file, byte for byte (its SHA-256 is kept).
 */
export async function contractPdf(ctx: ServiceContext, interviewId: string): Promise<PdfFile> {
  const { row, c } = await contractOfInterview(ctx, interviewId);
  const [signed, countersigned] = await Promise.all([signedDocument(ctx.db, ctx.auth, row.id, 'contract'), signedDocument(ctx.db, ctx.auth, row.id, 'countersign')]);
  const kept = countersigned ?? signed;
  const pdf = kept ? Buffer.from(kept.pdf, 'base64') : await drawContract(sourceOf(ctx), ctx.auth, row, c);
  return { fileName: `Letter of appointment - ${c.name}${countersigned ? ' (countersigned)' : signed ? ' (signed)' : ''}`, pdf };
}

/**
 * The key employment terms (Singapore Employment Act, Ministry of Manpower sections A to E) from the
 * contract and the approved offer: what the contract form does not hold is marked "as in the letter of
 * appointment" rather than invented.
 */
export async function keyTermsPdf(ctx: ServiceContext, interviewId: string): Promise<PdfFile> {
  const { row, c } = await contractOfInterview(ctx, interviewId);
  const offer = (row.offer as Row | null) ?? {};
  const head = await letterheadOfInterview(ctx, row, c.company);
  const allowances = [c.allowance1, c.allowance2, c.allowance3].filter((v) => v !== null && v !== undefined);
  const deductions = [c.deduction1, c.deduction2, c.deduction3].filter((v) => v !== null && v !== undefined);
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
  const pdf = await renderPdf({ title: 'Key employment terms', letterhead: head }, (w) => {
    w.paragraph(`Issued on: ${dateOf(row.contractSendTime) ?? today()}`);
    w.title('Key employment terms');
    w.paragraph('All fields are applicable unless stated otherwise.');
    w.heading('Section A: Details of employment');
    w.fields([
      ['Full name of employer', head.name],
      ['Employer UEN', head.uen],
      ['Full name of employee', c.name],
      ['Employee NRIC / ID no.', text(c.nric) ?? text(c.idNo)],
      ['Job title', text(c.jobName) ?? row.jobName],
      ['Employment start date', text(c.contractCommenceDate) ?? text(c.entryDate)],
      ['Duration of employment', monthsText(c.employmentDuration) ?? (c.contractEndDate ? null : 'Permanent')],
      ['Contract end date', text(c.contractEndDate)],
      ['Country of residence', text(c.residenceCountry)],
    ]);
    w.heading('Section B: Working hours and rest days');
    w.fields([['Work week basis', text(offer.workWeekBasis) ?? 'As in the letter of appointment']]);
    w.heading('Section C: Salary');
    w.fields([
      ['Salary period', 'Monthly'],
      ['Basic salary (per month)', sgd(c.basicSalary)],
      ['Fixed allowances (per month)', allowances.length ? allowances.map((a) => sgd(a)).join(' / ') : 'None'],
      ['Fixed deductions (per month)', deductions.length ? deductions.map((d) => sgd(d)).join(' / ') : 'None'],
      ['Overtime rate of pay', 'At least 1.5 times the hourly basic rate, where the Employment Act applies'],
    ]);
    w.heading('Section D: Leave and medical benefits');
    w.fields([
      ['Annual leave (days per year)', text(c.annualDays)],
      ['Sick and hospitalisation leave', 'As provided by the Employment Act'],
    ]);
    w.heading('Section E: Others');
    w.fields([
      ['Probation period', probationText(c.trial1)],
      ['Notice period', text(c.notice) ?? text(offer.noticePeriod)],
      ['Category', text(c.category)],
    ]);
  });
  return { fileName: `Key employment terms - ${c.name}`, pdf };
}

// ---- payslip ------------------------------------------------------------------------------------

const QUANTITY_UNITS: Record<string, string> = { [ROW.hours]: 'h', [ROW.overtime]: 'h', [ROW.meal]: 'days' };

/**
 * The itemised payslip of an approved worker salary settlement (Employment Act: for hourly-rated workers
 * the rate, hours, overtime hours and pay, deductions, the salary period and the payment date). Every
 * settlement row and salary item of the settlement view is a line; gross wages and nett salary follow
 * the spec's rules (settlementTotals). The payment date is the day the settlement was approved.
 */
export async function payslipPdf(ctx: ServiceContext, id: string): Promise<PdfFile> {
  const s = await settlementDetail(ctx, { id });
  if (s.settlementStatus !== SettlementStatus.APPROVED) throw conflict('The payslip exists once the settlement is approved');
  return drawPayslip(sourceOf(ctx), ctx.auth, s);
}

type Settlement = Awaited<ReturnType<typeof settlementDetail>>;

/** Draws the payslip of a settlement already read (and checked) by the caller. */
export async function drawPayslip(src: DocSource, tenant: Pick<AuthContext, 'tenantId'>, s: Settlement): Promise<PdfFile> {
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
  const pdf = await renderPdf({ title: 'Payslip', letterhead: head }, (w) => {
    w.title('Itemised payslip');
    w.fields([
      ['Employee', s.name],
      ['Employment code', s.employmentCode],
      ['Project', s.projectName],
      ['Team', s.teamName],
      ['Trade', s.specialistName],
      ['Salary period', `${s.periodStart} to ${s.resignDate}`],
      ['Last working day', s.resignDate],
      ['Date of payment', dateOf(paid) ?? today()],
    ]);
    w.heading('Basic rate, hours and overtime');
    w.fields([
      ['Basic rate of pay (per hour)', sgd(hours?.amount ?? s.basicHourWage)],
      ['Basic monthly salary', sgd(s.basicMonthlySalary)],
      ['Attendance days', s.totalAttendanceDays],
      ['Hours worked', `${s.totalHours} h`],
      ['Overtime hours', `${s.totalOt} h`],
      ['Overtime rate (per hour)', sgd(overtime?.amount)],
      ['Overtime pay', sgd(overtime?.settleAmount ?? s.totalOvertimePay)],
    ]);
    w.heading('Settlement');
    w.table(
      [
        { header: 'Item', width: 200 },
        { header: 'Rate (SGD)', width: 95, align: 'right' },
        { header: 'Quantity', width: 83, align: 'right' },
        { header: 'Amount (SGD)', width: 105, align: 'right' },
      ],
      s.rows.map((r) => ({ cells: [r.itemName, r.amount === null ? '' : moneyText(r.amount), r.attendance === null ? '' : `${r.attendance} ${QUANTITY_UNITS[r.item] ?? ''}`.trim(), moneyText(r.settleAmount)] })),
    );
    if (additions.length) {
      w.heading('Additional payments');
      w.table([{ header: 'Item', width: 378 }, { header: 'Amount (SGD)', width: 105, align: 'right' }], additions.map((i) => ({ cells: [i.itemName, moneyText(i.salary)] })));
    }
    w.heading('Deductions');
    w.table(
      [{ header: 'Item', width: 378 }, { header: 'Amount (SGD)', width: 105, align: 'right' }],
      deductions.length ? [...deductions.map((i) => ({ cells: [i.itemName, moneyText(i.salary)] })), { cells: ['Total deductions', moneyText(fromCents(-deducted))], bold: true }] : [{ cells: ['None', '0.00'] }],
    );
    w.heading('Totals');
    w.table(
      [{ header: '', width: 378 }, { header: 'SGD', width: 105, align: 'right' }],
      [
        { cells: ['Gross wages', moneyText(totals.grossWages)], bold: true },
        { cells: ['Nett salary', moneyText(totals.nettSalary)], bold: true },
      ],
    );
    if (s.remark) w.paragraph(`Remark: ${s.remark}`);
  });
  return { fileName: `Payslip - ${s.employmentCode ?? ''} ${s.name ?? ''} - ${s.resignDate.slice(0, 7)}`, pdf };
}
