import { fieldLabel, seededName, catalogue, type Language } from '../../platform/i18n/index.js';
import type { SeedForm } from './form-define.js';

/**
 * Names of the seeded forms and their fields in the caller's language (platform/i18n catalogues,
 * keyed by process key and field prop). Only names still as seeded are translated: a form or field an
 * administrator created or renamed shows as typed.
 */
type Choice = { value: unknown; label: string };
const choicesOf = (option: unknown): Choice[] | undefined => (option as { dicData?: Choice[] } | null)?.dicData;
let seeded: { forms: Map<string, string>; fields: Map<string, string>; options: Map<string, string> } | undefined;
let SEED_FORMS: readonly SeedForm[] = [];

/**
 * The forms as the modules define them, whose English names tell a seeded name from one an administrator typed: the
 * installed modules' forms, given when an app installs its modules (modules/module.ts `installModules`, beside their
 * names; the test set-up gives the product's).
 */
export function installSeededForms(forms: readonly SeedForm[]): void {
  SEED_FORMS = forms;
  seeded = undefined;
}

function seeds() {
  seeded ??= {
    forms: new Map(SEED_FORMS.map((f) => [f.key, f.name])),
    fields: new Map(SEED_FORMS.flatMap((f) => f.fields.map((x) => [`${f.key}.${x.fieldName}`, x.fieldLabel] as const))),
    options: new Map(
      SEED_FORMS.flatMap((f) =>
        f.fields.flatMap((x) => (choicesOf(x.fieldOption) ?? []).map((c) => [`${f.key}.${x.fieldName}.${String(c.value)}`, c.label] as const)),
      ),
    ),
  };
  return seeded;
}

/** A field's stored options (JSON text) with the seeded choice labels in `lang`. */
function optionsIn(lang: Language, processKey: string, prop: string, text: string | null): string | null {
  const table = catalogue(lang).fieldOptions;
  if (!text || !table || !text.includes('dicData')) return text;
  try {
    const option = JSON.parse(text) as { dicData?: Choice[] };
    const choices = choicesOf(option);
    if (!choices) return text;
    option.dicData = choices.map((c) => {
      const key = `${prop}.${String(c.value)}`;
      const english = seeds().options.get(`${processKey}.${key}`);
      if (english === undefined || english !== c.label) return c;
      return { ...c, label: table[`${processKey}.${key}`] ?? table[key] ?? c.label };
    });
    return JSON.stringify(option);
  } catch {
    return text;
  }
}

/** The label the fill-in view adds for the Approver field (form.service effectiveFields). */
export const APPROVER_LABEL = 'Approver';

export function formNameIn(lang: Language, processKey: string, stored: string): string {
  return seededName(lang, catalogue(lang).forms, processKey, stored, seeds().forms.get(processKey));
}

export function fieldsIn<T extends { fieldName: string; fieldLabel: string; fieldOption: string | null }>(
  lang: Language,
  processKey: string,
  fields: T[],
): T[] {
  if (lang === 'en') return fields;
  return fields.map((f) => {
    const english = f.fieldLabel === APPROVER_LABEL && f.fieldName === 'firstApprover' ? APPROVER_LABEL : seeds().fields.get(`${processKey}.${f.fieldName}`);
    return {
      ...f,
      fieldLabel: fieldLabel(lang, processKey, f.fieldName, f.fieldLabel, english),
      fieldOption: optionsIn(lang, processKey, f.fieldName, f.fieldOption),
    };
  });
}
