import type { ServiceContext } from '../../platform/http/route.js';
import type { Page } from '@hr/contracts';
import { message, requestLanguage, stepName, type Language } from '../../platform/i18n/index.js';
import { formNameIn } from '../form/form.i18n.js';
import { en } from '../../platform/i18n/en.js';

type RequestRecord = { processKey: string; formName: string; taskName?: unknown; taskDefinitionKey?: unknown };

/** English step names of the default chains -> their step ids (lists join several open steps with ", "). */

const stepIdByName = new Map(Object.entries(en.steps).map(([id, name]) => [name, id]));

/** An open task's seeded step name in `lang`: by its BPMN step id, else by its English name (lists join several by ", "). */
function taskNameIn(lang: Language, taskName: string, taskDefinitionKey: unknown): string {
  const stepIn = (name: string, id?: string) => stepName(lang, id ?? stepIdByName.get(name) ?? '', name);
  return typeof taskDefinitionKey === 'string'
    ? stepIn(taskName, taskDefinitionKey)
    : taskName
        .split(', ')
        .map((n) => stepIn(n))
        .join(', ');
}

/**
 * One request's seeded names in `lang`: its form name by process key and its open steps' names (by BPMN
 * step id, or by their English names when several are joined by ", "). Names an administrator typed stay as typed.
 */
export function requestNamesIn(lang: Language) {
  return <R extends RequestRecord>(r: R): R =>
    lang === 'en'
      ? r
      : {
          ...r,
          formName: formNameIn(lang, r.processKey, r.formName),
          ...(typeof r.taskName === 'string' && r.taskName ? { taskName: taskNameIn(lang, r.taskName, r.taskDefinitionKey) } : {}),
        };
}

/** A page of open tasks of one kind (a settlement waiting on the director) with their seeded step names in the caller's language. */
export async function taskNamesIn<P extends { records: { taskName?: unknown; taskDefinitionKey?: unknown }[] }>(
  ctx: Pick<ServiceContext, 'req'>,
  page: Promise<P>,
): Promise<P> {
  const lang = requestLanguage(ctx.req);
  const result = await page;
  if (lang === 'en') return result;
  return {
    ...result,
    records: result.records.map((r) =>
      typeof r.taskName === 'string' && r.taskName ? { ...r, taskName: taskNameIn(lang, r.taskName, r.taskDefinitionKey) } : r,
    ),
  };
}

/** A list of requests in the caller's language, on the way out (`requestNamesIn` for each record). */
export async function requestsIn<P extends { records: RequestRecord[] }>(ctx: Pick<ServiceContext, 'req'>, page: Promise<P>): Promise<P> {
  const lang = requestLanguage(ctx.req);
  const result = await page;
  if (lang === 'en') return result;
  return { ...result, records: result.records.map(requestNamesIn(lang)) };
}

/** A request's approval history with seeded step names in the caller's language. */
export async function historyIn<E extends { historyActivityName: string }>(ctx: Pick<ServiceContext, 'req'>, entries: Promise<E[]>): Promise<E[]> {
  const lang = requestLanguage(ctx.req);
  const list = await entries;
  if (lang === 'en') return list;
  return list.map((e) => ({ ...e, historyActivityName: stepName(lang, stepIdByName.get(e.historyActivityName) ?? '', e.historyActivityName) }));
}

/**
 * A notice written in English (`To approve: <form>`, `<who> submitted <form>; step: <step>`...) in `lang`: its request's
 * seeded form name and step name in the language, then its wording through the catalogue's templates.
 */
export function noticeIn(lang: Language, text: string, request: { processKey: string; formName: string }): string {
  if (lang === 'en') return text;
  const local = formNameIn(lang, request.processKey, request.formName);
  return message(
    lang,
    text
      .split(request.formName)
      .join(local)
      .replace(/; step: (.+?)(?= \(for |$)/, (_, step: string) => `; step: ${stepName(lang, stepIdByName.get(step) ?? '', step)}`),
  );
}

type MessageRecord = { title: string; content: string | null; request: { processKey: string; formName: string } | null };

/**
 * The caller's notifications in their language, on the way out. A message is written once, in English, for
 * whoever reads it later: its request's seeded form name and step name are put in the reader's language,
 * then its wording follows the catalogue's templates (`To approve: {s}`...). Names people typed stay as typed.
 */
export async function messagesIn<R extends MessageRecord>(ctx: Pick<ServiceContext, 'req'>, page: Promise<Page<R>>): Promise<Page<Omit<R, 'request'>>> {
  const lang = requestLanguage(ctx.req);
  const result = await page;
  const records = result.records.map(({ request, ...m }): Omit<R, 'request'> => {
    if (lang === 'en' || !request) return m;
    return { ...m, title: noticeIn(lang, m.title, request), content: m.content === null ? null : noticeIn(lang, m.content, request) };
  });
  return { ...result, records };
}
