import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORKER_SELF_FORMS } from '@hr/contracts';
import { modules } from '../../modules/index.js';
import { fieldsIn, formNameIn } from '../../modules/form/form.i18n.js';
import { catalogue, documentText, LANGUAGE_NAMES, message, pickLanguage, type Language } from './index.js';

/*
 * Issue 33 section 3: Malay, Tamil, Bengali and Burmese word what a worker and his supervisor receive: the worker's
 * request forms (names, field labels, choices), his payslip, his sign-in SMS and the approval notices.
 */

const WORKFORCE: Language[] = ['ms', 'ta', 'bn', 'my'];
const SEED_FORMS = modules.flatMap((m) => m.forms ?? []);
const workerForms = SEED_FORMS.filter((f) => WORKER_SELF_FORMS.includes(String(f.id)));
/** Every fixed text of the payslip (documents.service.ts, its payslip section) and the page footer. */
function payslipTexts(): string[] {
  const source = readFileSync(new URL('../../modules/documents/documents.service.ts', import.meta.url), 'utf8');
  const from = source.indexOf('// ---- payslip');
  const to = source.indexOf('\n// ----', from + 1);
  const section = source.slice(from, to === -1 ? undefined : to);
  const texts = [...section.matchAll(/\bt\(\s*'((?:\\.|[^'])*)'/g)].map((m) => m[1]!.replace(/\\'/g, "'"));
  return [...new Set(['Page {page} of {pages}', ...texts])];
}
const PAYSLIP_TEXTS = payslipTexts();

describe("the workforce's languages", () => {
  it('are picked from Accept-Language and named in their own scripts', () => {
    expect(pickLanguage(undefined, { headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.5' } })).toBe('ta');
    expect(pickLanguage(undefined, { headers: { 'accept-language': 'my-MM' } })).toBe('my');
    expect(pickLanguage('bn', undefined)).toBe('bn');
    expect(LANGUAGE_NAMES).toMatchObject({ ms: 'Bahasa Melayu', ta: 'தமிழ்', bn: 'বাংলা', my: 'မြန်မာ' });
  });

  it.each(WORKER_SELF_FORMS.map((id) => [id]))('name form %s, its fields and their choices in each', (id) => {
    const form = workerForms.find((f) => String(f.id) === id)!;
    expect(form).toBeDefined();
    for (const lang of WORKFORCE) {
      expect(formNameIn(lang, form.key, form.name), `${lang} ${form.key}`).not.toBe(form.name);
      const stored = form.fields.map((f) => ({
        fieldName: f.fieldName,
        fieldLabel: f.fieldLabel,
        fieldOption: f.fieldOption ? JSON.stringify(f.fieldOption) : null,
      }));
      const local = fieldsIn(lang, form.key, stored);
      const english = local.filter((f, i) => f.fieldLabel === stored[i]!.fieldLabel).map((f) => f.fieldName);
      expect(english, `${lang} ${form.key}: labels left in English`).toEqual([]);
      const untranslatedChoices = local.flatMap((f, i) => {
        const before = (JSON.parse(stored[i]!.fieldOption ?? '{}') as { dicData?: { label: string }[] }).dicData ?? [];
        const after = (JSON.parse(f.fieldOption ?? '{}') as { dicData?: { label: string }[] }).dicData ?? [];
        return after.filter((c, j) => c.label === before[j]!.label).map((c) => `${f.fieldName}: ${c.label}`);
      });
      expect(untranslatedChoices, `${lang} ${form.key}: choices left in English`).toEqual([]);
    }
  });

  it('word every text of the payslip, its {values} kept', () => {
    expect(PAYSLIP_TEXTS.length).toBeGreaterThan(35);
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
    for (const lang of WORKFORCE) {
      const missing = PAYSLIP_TEXTS.filter((text) => !catalogue(lang).documents?.[text]);
      expect(missing, lang).toEqual([]);
      expect(PAYSLIP_TEXTS.filter((text) => placeholders(documentText(lang, text)).join() !== placeholders(text).join())).toEqual([]);
    }
    expect(documentText('ta', 'Page {page} of {pages}', { page: 1, pages: 2 })).toBe('பக்கம் 1 / 2');
  });

  it('word the sign-in SMS and the approval notices, the values kept in place', () => {
    const sms = 'Your sign-in code is 042917. It expires in 5 minutes. Do not share it with anyone.';
    expect(message('ms', sms)).toBe('Kod log masuk anda ialah 042917. Kod ini luput dalam 5 minit. Jangan berikan kod ini kepada sesiapa.');
    for (const lang of WORKFORCE) {
      expect(message(lang, sms)).toContain('042917');
      expect(message(lang, sms)).not.toContain('sign-in');
    }
    expect(message('ta', 'Your request LV-2026-0007 about Leave application (worker) was approved')).toBe(
      'Leave application (worker) தொடர்பான உங்கள் கோரிக்கை LV-2026-0007 ஏற்றுக்கொள்ளப்பட்டது',
    );
    expect(message('bn', 'Nguyen Van Long submitted ছুটির আবেদন (শ্রমিক); step: অনুমোদনকারী')).toBe('Nguyen Van Long ছুটির আবেদন (শ্রমিক) জমা দিয়েছেন; ধাপ: অনুমোদনকারী');
    expect(message('my', 'The verification code is incorrect (2 attempt(s) left)')).toBe('အတည်ပြုကုဒ် မှားနေသည် (နောက်ထပ် 2 ကြိမ် ကြိုးစားနိုင်သည်)');
    expect(message('ms', 'phone: must be a mobile number such as +65 91234567')).toBe('phone: mestilah nombor telefon bimbit seperti +65 91234567');
  });
});
