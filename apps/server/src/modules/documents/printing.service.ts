import type { ServiceContext } from '../../platform/http/route.js';
import { conflict } from '../../platform/errors.js';
import { renderPdf, requestWords, type DocWords, type FieldRow } from '../../platform/pdf.js';
import { historyIn } from '../flow/flow.i18n.js';
import { formNameIn } from '../form/form.i18n.js';
import { readInterview } from '../recruit/interview.service.js';
import { requestDetail, requestHistory } from '../flow/flow.service.js';
import { fieldsToFill } from '../form/form.service.js';
import { companyLetterhead } from './documents.queries.js';
import { lookupNames, type NameSource } from '../../platform/names.js';
import type { Db } from '../../platform/db/client.js';
import { user } from '../../platform/auth/identity.tables.js';
import { deptNames, dictLabels } from '../system/system.public.js';
import { workerNames } from '../worker/worker.public.js';
import { staffNames } from '../staff/staff.public.js';
import { projectNames } from '../base/base.public.js';
import { sourceOf, type PdfFile } from './documents.service.js';
import type { Tenant } from '../../platform/auth/context.js';

/*
 * The printable pages as PDF downloads: the interview evaluation (/interviewPrint) and a request with
 * its form and approval history (/processPrint). Each reads through the owning module's read (tenant,
 * access rule: 404), so what the printable page shows and what the PDF holds are the same records.
 */

const resultText = (t: DocWords['t'], r: number | null | undefined) =>
  r === null || r === undefined ? null : r === 0 ? t('Fail') : r === 1 ? t('Pass') : r === 2 ? t('Keep in view') : String(r);
const ratingQuestions = (t: DocWords['t']) => [
  t('Interview arrangement'),
  t('Interviewer professionalism'),
  t('Information about the job'),
  t('Communication'),
  t('Overall experience'),
];
const ratings = (t: DocWords['t']) => [t('N.A'), t('Poor'), t('Neutral'), t('Good'), t('Excellent')];

/** The interview evaluation (the /interviewPrint page) as PDF: 409 before the interview is evaluated. */
export async function evaluationPdf(ctx: ServiceContext, interviewId: string): Promise<PdfFile> {
  const row = await readInterview(ctx, interviewId);
  if (row.result === null || row.result === undefined) throw conflict('The evaluation exists once the interview is evaluated');
  const head = await companyLetterhead(sourceOf(ctx), ctx.auth, { companyId: row.companyId, deptId: row.deptId });
  const scores = String(row.feedbackScore ?? '')
    .split(',')
    .map((v) => Number(v) || 0);
  const words = requestWords(ctx.req);
  const { t } = words;
  const evaluatedBy =
    row.evaluatorName && row.evaluationTime
      ? t('{name} on {time}', { name: row.evaluatorName, time: words.dateTime(row.evaluationTime) })
      : (row.evaluatorName ?? words.dateTime(row.evaluationTime));
  const pdf = await renderPdf({ title: t('Interview evaluation'), letterhead: head, words }, (w) => {
    w.title(t('Interview evaluation: {name}', { name: row.name }));
    w.fields([
      [t('Candidate'), row.name],
      [t('Position'), row.jobName],
      [t('Interview date'), words.date(row.interviewDate)],
      [t('Result'), resultText(t, row.result)],
      [t('Evaluation'), row.evaluation],
      [t('Evaluated by'), evaluatedBy],
      [t('Head of department'), row.hodName ? `${row.hodName}: ${resultText(t, row.hodResult) ?? ''}${row.hodComment ? ` (${row.hodComment})` : ''}` : null],
      [t('Decided on'), words.dateTime(row.hodTime)],
    ]);
    if (row.feedbackScore) {
      w.heading(t("Candidate's feedback"));
      const names = ratings(t);
      w.fields(ratingQuestions(t).map((q, i) => [q, names[scores[i] ?? 0] ?? names[0]] as FieldRow));
      if (row.feedbackContent) w.paragraph(row.feedbackContent);
    }
  });
  return { fileName: t('Interview evaluation - {name}', { name: row.name }), pdf };
}

/** A form value as a line of text (lists joined; attachments by name; nested objects left out). */
function valueText(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (Array.isArray(v)) return v.map(valueText).filter(Boolean).join(', ') || null;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return typeof o.originalName === 'string' ? o.originalName : typeof o.name === 'string' ? o.name : typeof o.label === 'string' ? o.label : null;
  }
  return String(v);
}

const HIDDEN_TYPES = new Set(['hidden', 'divider']);

/** Where the selectors' ids get their names (the web's view mode shows the same names). */
const SELECTORS: Record<string, NameSource> = {
  worker: workerNames,
  staff: staffNames,
  user: { table: user, id: user.id, name: user.realName, tenant: user.tenantId },
  dept: deptNames,
  project: projectNames,
};

type Field = { fieldName: string; fieldType: string; dictCode?: string | null; fieldOption?: unknown };
const idList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === null || v === undefined || v === '' ? [] : String(v).split(','));
const optionsOf = (f: Field): { label?: unknown; value?: unknown }[] => {
  const o = (
    typeof f.fieldOption === 'string'
      ? (() => {
          try {
            return JSON.parse(f.fieldOption);
          } catch {
            return null;
          }
        })()
      : f.fieldOption
  ) as { options?: unknown } | null;
  return Array.isArray(o?.options) ? (o!.options as { label?: unknown; value?: unknown }[]) : [];
};

/** The form's values as a person reads them: selector ids as names, option and dictionary keys as their labels. */
async function readableValues(db: Db, forTenant: Tenant, fields: Field[], values: Record<string, unknown>): Promise<Record<string, string | null>> {
  const wanted = Object.fromEntries(
    Object.entries(SELECTORS).map(([k, source]) => [
      k,
      { source, tenantId: forTenant.tenantId, ids: fields.filter((f) => f.fieldType === k).flatMap((f) => idList(values[f.fieldName])) },
    ]),
  );
  const names = await lookupNames(db, wanted);
  const codes = [...new Set(fields.map((f) => f.dictCode).filter((c): c is string => Boolean(c)))];
  const labels = await dictLabels(db, { tenantId: forTenant.tenantId }, codes);
  const out: Record<string, string | null> = {};
  for (const f of fields) {
    const v = values[f.fieldName];
    const map = names[f.fieldType];
    const options = optionsOf(f);
    if (map)
      out[f.fieldName] =
        idList(v)
          .map((id) => map.get(id) ?? id)
          .join(', ') || null;
    else if (f.dictCode)
      out[f.fieldName] =
        idList(v)
          .map((k) => labels.get(`${f.dictCode}:${k}`) ?? k)
          .join(', ') || null;
    else if (options.length)
      out[f.fieldName] =
        idList(v)
          .map((k) => String(options.find((o) => String(o.value) === k)?.label ?? k))
          .join(', ') || null;
    else out[f.fieldName] = valueText(v);
  }
  return out;
}

/** A request (the /processPrint page) as PDF: its form values under their labels and the approval history. */
export async function processPdf(ctx: ServiceContext, processId: string): Promise<PdfFile> {
  const d = await requestDetail(ctx, { id: processId });
  const [fields, history] = await Promise.all([
    d.formId ? fieldsToFill(ctx, String(d.formId)).catch(() => []) : Promise.resolve([]),
    historyIn(ctx, requestHistory(ctx, { id: processId })),
  ]);
  const shown = await readableValues(ctx.db, ctx.auth, fields as Field[], d.map ?? {});
  const head = await companyLetterhead(sourceOf(ctx), ctx.auth, {});
  const words = requestWords(ctx.req);
  const { t } = words;
  const extra = d as { initiatorName?: string | null; createTime?: string | null; requestNo?: string | null; processKey?: string | null };
  const formName = d.formName ? formNameIn(words.language, String(extra.processKey ?? ''), String(d.formName)) : t('Request');
  const requestNo = extra.requestNo || String(d.processId);
  const pdf = await renderPdf({ title: formName, letterhead: head, words }, (w) => {
    w.title(formName);
    w.fields([
      [t('Request no.'), requestNo],
      [t('Applicant'), extra.initiatorName ?? null],
      [t('Created'), words.dateTime(extra.createTime)],
    ]);
    const rows: FieldRow[] = [];
    for (const f of fields) {
      if (HIDDEN_TYPES.has(f.fieldType)) continue;
      if (f.fieldType === 'title') {
        if (rows.length) w.fields(rows.splice(0));
        w.heading(f.fieldLabel);
        continue;
      }
      rows.push([f.fieldLabel, shown[f.fieldName] ?? null]);
    }
    w.fields(rows);
    w.heading(t('Approval history'));
    w.table(
      [
        { header: t('Step'), width: 130 },
        { header: t('By'), width: 100 },
        { header: t('Comment'), width: 143 },
        { header: t('Ended'), width: 110 },
      ],
      history.map((h) => ({
        cells: [
          h.historyActivityName || (h.historyActivityType === 'end' ? t('End') : h.historyActivityType),
          h.assigneeName,
          h.comment,
          words.dateTime(h.endTime) ?? '',
        ],
      })),
    );
  });
  return { fileName: `${formName} - ${requestNo}`, pdf };
}
