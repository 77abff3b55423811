import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@hr/contracts';
import type { Catalogue, ModuleNames, NameSection } from './catalogue.js';
import { en } from './en.js';
import { zh } from './zh.js';
import { de } from './de.js';
import { fr } from './fr.js';
import { pt } from './pt.js';
import { ms } from './ms.js';
import { ta } from './ta.js';
import { bn } from './bn.js';
import { my } from './my.js';

export type { Catalogue, ModuleNames } from './catalogue.js';
export { LANGUAGES, LANGUAGE_NAMES, type Language } from '@hr/contracts';

/** The platform's own catalogues: common messages, sign-in, input-error tails, generic document words. */
const platformCatalogues: Record<Language, Catalogue> = { en, zh, ms, ta, bn, my, de, fr, pt };

/** One module's names, as the app hands them over (`owner` names the module in a refusal). */
export interface NamesSource {
  owner: string;
  names: ModuleNames;
}

/**
 * The platform's catalogues with the modules' names merged in, language by language and section by section (the
 * platform's entries first, then each module's in install order). A key two sources define is refused, naming both.
 */
export function mergeNames(sources: readonly NamesSource[]): Record<Language, Catalogue> {
  const merged = Object.fromEntries(LANGUAGES.map((l) => [l, { ...platformCatalogues[l] }])) as Record<Language, Catalogue>;
  const ownerOf = new Map<string, string>();
  for (const { owner, names } of sources) {
    for (const [lang, sections] of Object.entries(names) as [Language, Partial<Record<NameSection, Record<string, string>>>][]) {
      const into = merged[lang] as unknown as Record<NameSection, Record<string, string> | undefined>;
      for (const [section, entries] of Object.entries(sections) as [NameSection, Record<string, string>][]) {
        const table = { ...into[section] };
        for (const [key, text] of Object.entries(entries)) {
          const where = `${lang}.${section}['${key}']`;
          if (key in table) throw new Error(`${where} is named twice: by ${ownerOf.get(where) ?? 'the platform'} and by module '${owner}'`);
          ownerOf.set(where, `module '${owner}'`);
          table[key] = text;
        }
        into[section] = table;
      }
    }
  }
  return merged;
}

/** What every lookup reads: the platform's own until an app installs its modules' names. */
let catalogues: Record<Language, Catalogue> = platformCatalogues;

/**
 * Makes the installed modules' names the catalogues every lookup reads (modules/module.ts `installModules`, once per
 * app; the test set-up does the same for tests that call services without an app). The catalogues are the process's:
 * every app of a process installs the product's modules, so each install gives the same texts.
 */
export function installNames(sources: readonly NamesSource[]): void {
  catalogues = mergeNames(sources);
}

/** A language code a call sends (`lang=`, a chosen language): one of LANGUAGES, else a 400 naming the field. */
export const zLanguage = z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(', ')}` });

/** A stored or sent language code when it is one of ours (an account's choice, a `lang=` parameter), else undefined. */
export const knownLanguage = (code: string | null | undefined): Language | undefined => (code ? LANGUAGES.find((l) => l === code) : undefined);

const supported = (tag: string): Language | undefined => LANGUAGES.find((l) => l === tag.trim().toLowerCase().split(/[-_]/)[0]);

/**
 * The caller's language: the `language` (or `lang`) parameter, else the web client's `Blade-Language`
 * header, else the best supported `Accept-Language` entry, else en.
 */
export function pickLanguage(param: string | undefined, req: Pick<FastifyRequest, 'headers'> | undefined): Language {
  if (param) return supported(param) ?? 'en';
  const own = req?.headers['blade-language'];
  if (typeof own === 'string' && supported(own)) return supported(own)!;
  const header = req?.headers['accept-language'];
  if (typeof header !== 'string') return 'en';
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, i };
    })
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    const l = supported(r.tag);
    if (l) return l;
  }
  return 'en';
}

/** The language of a request (headers only). */
export const requestLanguage = (req: Pick<FastifyRequest, 'headers'> | undefined): Language => pickLanguage(undefined, req);

export const catalogue = (lang: Language): Catalogue => catalogues[lang];

/**
 * A seeded name in `lang`: the catalogue's entry for `key` when the stored name is still the seeded
 * English one (`seeded`; a name an administrator changed or typed stays as typed), else the stored name.
 */
export function seededName(lang: Language, table: Record<string, string> | undefined, key: string, stored: string, seeded: string | undefined): string {
  if (lang === 'en' || seeded === undefined || stored !== seeded) return stored;
  return table?.[key] || stored;
}

/** A menu or button's name in `lang` (a standard CRUD button is named after its menu). */
export function menuName(lang: Language, code: string, stored: string, seed: { name: string; parent?: string } | undefined): string {
  if (lang === 'en' || !seed || seed.name !== stored) return stored;
  const c = catalogues[lang];
  if (c.menus[code]) return c.menus[code];
  const m = /_(view|add|edit|delete)$/.exec(code);
  if (m && seed.parent && c.crudButtons && c.menus[seed.parent] && code === `${seed.parent}_${m[1]}`) {
    return c.crudButtons[m[1] as 'view'].replace('{name}', c.menus[seed.parent]);
  }
  return stored;
}

/** A seeded form field's label in `lang`. */
export function fieldLabel(lang: Language, formKey: string, prop: string, stored: string, seeded: string | undefined): string {
  if (lang === 'en' || seeded === undefined || stored !== seeded) return stored;
  const c = catalogues[lang];
  return c.formFields?.[`${formKey}.${prop}`] || c.fields[prop] || stored;
}

/** A seeded process step's name in `lang` (`seeded`: the English name of that step id). */
export function stepName(lang: Language, stepId: string, stored: string): string {
  return seededName(lang, catalogues[lang].steps, stepId, stored, catalogues.en.steps[stepId]);
}

/**
 * A server message in `lang`: whole messages by their English text or a template; input errors
 * (`field: what is wrong`, several joined by "; ") part by part, the part after the field the same way,
 * or, for `<Label> is required`-style tails, with the field's catalogue label. Unknown text stays English.
 */
export function message(lang: Language, text: string): string {
  if (lang === 'en' || !text) return text;
  const c = catalogues[lang];
  const whole = (t: string) => c.messages[t] ?? fromTemplate(c, t);
  const part = (t: string): string | undefined => {
    if (c.messages[t]) return c.messages[t];
    // after a field (`leaveDays: ...`) before whole templates, so a template's leading value never swallows the field
    const m = /^([\w.[\]]+): (.*)$/s.exec(t);
    const local = m && whole(m[2]);
    if (local) return `${m[1]}: ${local}`;
    const own = fromTemplate(c, t);
    if (own || !m) return own;
    const [, path, rest] = m;
    for (const [tail, wording] of Object.entries(c.issueTails ?? {})) {
      if (rest.endsWith(` ${tail}`)) {
        // only a field the catalogue names: half-translated sentences read worse than English
        const localLabel = c.fields[path.split('.').pop() ?? path];
        return localLabel ? `${path}: ${wording.replace('{label}', localLabel)}` : undefined;
      }
    }
    return undefined;
  };
  // the whole text first (a message may hold "; " itself), then each "; " part of several input errors
  return (
    part(text) ??
    text
      .split('; ')
      .map((p) => part(p) ?? p)
      .join('; ')
  );
}

/**
 * A document's text in `lang` (the catalogue's `documents`, English when it has none), its `{name}`
 * placeholders filled from `values` (a missing value leaves nothing).
 */
export function documentText(lang: Language, text: string, values?: Record<string, string | number | null | undefined>): string {
  const wording = (lang === 'en' ? undefined : catalogues[lang].documents?.[text]) ?? text;
  return values ? wording.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? '')) : wording;
}

/** An Excel column header in `lang` (English when the catalogue has none). */
export const excelHeader = (lang: Language, header: string): string => (lang === 'en' ? header : catalogues[lang].headers?.[header] || header);

/** Every wording of an Excel header (English first): an import accepts a template downloaded in any language. */
export const excelHeaderWordings = (header: string): string[] => [
  header,
  ...LANGUAGES.map((l) => catalogues[l].headers?.[header]).filter((h): h is string => !!h),
];

const templateCache = new WeakMap<Catalogue, [RegExp, string][]>();
/** The fixed text of a template (without its values): the more a template fixes, the sooner it is tried. */
const fixedLength = (english: string) => english.replace(/\{[ns]\}/g, '').length;
/**
 * A message with values in it, through the catalogue's templates (`{n}` a number, `{s}` any text; `{1}`... by position).
 * The most specific template wins whatever the order of the sources (`Your request {s} about {s} was approved` before
 * `{s} approved`), so merging the modules' names in any order words every message the same.
 */
function fromTemplate(c: Catalogue, text: string): string | undefined {
  let compiled = templateCache.get(c);
  if (!compiled) {
    const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const bySpecificity = Object.entries(c.templates ?? {}).sort(([a], [b]) => fixedLength(b) - fixedLength(a));
    compiled = bySpecificity.map(([english, local]) => [
      new RegExp(
        `^${english
          .split(/(\{[ns]\})/)
          .map((piece) => (piece === '{n}' ? '(\\d+(?:\\.\\d+)?)' : piece === '{s}' ? '(.+?)' : escapeRegExp(piece)))
          .join('')}$`,
      ),
      local,
    ]);
    templateCache.set(c, compiled);
  }
  for (const [pattern, local] of compiled) {
    const m = pattern.exec(text);
    if (m) {
      let i = 1;
      return local.replace(/\{([ns]|\d)\}/g, (_, k: string) => (/\d/.test(k) ? m[Number(k)] : m[i++]) ?? '');
    }
  }
  return undefined;
}
