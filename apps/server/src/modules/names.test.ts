import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, mergeNames, message } from '../platform/i18n/index.js';
import { modules } from './index.js';
import { defineModule, namesOf } from './module.js';

/**
 * The catalogues every lookup reads are the platform's own with the modules' names (`x.names.ts`) merged in. The
 * fixture is the catalogues as they were when every name still sat in the platform (issue 36): moving a name to its
 * module loses or changes nothing, key for key, and the message templates still match the same messages.
 * `UPDATE_NAMES=1` rewrites the fixture (only when a name is meant to be added or changed: review its diff).
 */
const fixtureFile = new URL('./names.fixture.json', import.meta.url);
if (process.env.UPDATE_NAMES) {
  const catalogues = mergeNames(namesOf(modules));
  const english = new Set(LANGUAGES.flatMap((l) => Object.keys(catalogues[l].templates ?? {})));
  const samples = [...english].map((t) => t.replace(/\{n\}/g, '7').replace(/\{s\}/g, 'Abc'));
  const templateSamples = Object.fromEntries(LANGUAGES.map((l) => [l, Object.fromEntries(samples.map((s) => [s, message(l, s)]))]));
  writeFileSync(fixtureFile, `${JSON.stringify({ catalogues, templateSamples }, null, 2)}\n`);
}
const fixture = JSON.parse(readFileSync(fixtureFile, 'utf8')) as {
  catalogues: Record<string, unknown>;
  templateSamples: Record<string, Record<string, string>>;
};

describe('module names', () => {
  it('the merged catalogues of every language equal the catalogues before the names moved to their modules', () => {
    const merged = mergeNames(namesOf(modules));
    for (const lang of LANGUAGES) expect({ lang, ...merged[lang] }).toEqual({ lang, ...(fixture.catalogues[lang] as object) });
  });

  it('every message template words the same message as before', () => {
    for (const lang of LANGUAGES) {
      const now = Object.fromEntries(Object.keys(fixture.templateSamples[lang]).map((sample) => [sample, message(lang, sample)]));
      expect(now).toEqual(fixture.templateSamples[lang]);
    }
  });

  it('refuses a key two modules name, naming both', () => {
    const a = defineModule({ name: 'alpha', names: { zh: { messages: { 'Only one owner': '甲' } } } });
    const b = defineModule({ name: 'beta', names: { zh: { messages: { 'Only one owner': '乙' } } } });
    expect(() => mergeNames(namesOf([a, b]))).toThrow("zh.messages['Only one owner'] is named twice: by module 'alpha' and by module 'beta'");
    const c = defineModule({ name: 'gamma', names: { zh: { issueTails: { 'is required': '必填' } } } });
    expect(() => mergeNames(namesOf([c]))).toThrow(/is named twice: by the platform and by module 'gamma'/);
  });
});
