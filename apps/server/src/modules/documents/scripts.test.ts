import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closePdfWorkers, documentWords, renderPdf } from '../../platform/pdf.js';

/*
 * Names in the workforce's scripts drawn with fonts that cover them, shaped and in reading order: read back
 * with poppler's pdftotext as a person copying them would. pdftotext marks a right-to-left word with the
 * embedding controls U+202B and U+202C and gives its letters in logical order; the Tamil, Bengali and
 * Burmese runs carry /ActualText (their shaping draws a vowel sign before its consonant), so they come back
 * in the order they were written, not in glyph order.
 */

const NAMES = {
  arabic: 'محمد عبد الله',
  hebrew: 'דוד כהן',
  tamil: 'முருகன் செல்வம்',
  bengali: 'মোহাম্মদ রহিম',
  burmese: 'အောင်ကျော်',
  malay: 'Siti Nurhaliza binti Ahmad',
  chinese: '张伟',
};

/** The text of a PDF (`-layout`: a field's label and value on one line), whitespace (no-break spaces too) collapsed and the bidi embedding controls taken for spaces. */
function textOf(pdf: Buffer, layout = false): string {
  const text = execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  return text.replace(/[\u202a-\u202e]/g, ' ').replace(/\s+/g, ' ');
}
/** The words of a PDF's page as drawn, left to right within a line (pdftotext -bbox: a word's glyphs in drawing order). */
function wordsOf(pdf: Buffer): { y: number; words: string[] }[] {
  const xml = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  const words = [...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), word: m[3] }));
  // a line's words share a baseline, their tops differ by their fonts' ascenders (a few points; lines are 20+ apart)
  const lines: { y: number; ws: typeof words }[] = [];
  for (const w of words.sort((a, b) => a.y - b.y)) {
    const line = lines.find((l) => Math.abs(l.y - w.y) < 8);
    if (line) line.ws.push(w);
    else lines.push({ y: w.y, ws: [w] });
  }
  return lines.map((l) => ({ y: l.y, words: l.ws.sort((a, b) => a.x - b.x).map((w) => w.word) }));
}
const reversed = (s: string) => [...s].reverse().join('');
const fontsOf = (pdf: Buffer) => execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');

afterAll(() => closePdfWorkers());

describe('names in every script of the workforce', () => {
  it('draws each name in a font covering it, in reading order, and an uncovered character as a logged □', async () => {
    const warn = vi.fn();
    const pdf = await renderPdf({ title: 'Letter', words: documentWords('en'), letterhead: { name: 'Straits Build Pte Ltd' }, log: { warn } }, (w) => {
      w.title('Letter of appointment');
      for (const [script, name] of Object.entries(NAMES)) w.paragraph(`${script}: Dear `, { bold: name }, ', welcome.');
      w.fields(Object.entries(NAMES).map(([script, name]) => [script, name]));
      w.table(
        [
          { header: 'Name', width: 220 },
          { header: 'Also', width: 200, align: 'right' },
        ],
        Object.values(NAMES).map((name) => ({ cells: [name, name] })),
      );
      w.paragraph('Emoji 😀 and 𠀀 (not in Noto Sans SC) here.');
      w.signatureLine('Accepted by', NAMES.arabic);
    });
    const text = textOf(pdf);
    for (const name of Object.values(NAMES)) expect(text).toContain(name);
    // each field reads back on its line: label, then the name as written
    const layout = textOf(pdf, true);
    for (const [script, name] of Object.entries(NAMES)) expect(layout).toMatch(new RegExp(`${script} +${name}`));
    expect(text).toContain('Accepted by: محمد عبد الله');
    // the emoji and the rare character are drawn as the visible replacement, and logged once with their code points
    expect(text).toContain('Emoji □ and □ (not in Noto Sans SC) here.');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toEqual({ document: 'Letter', codePoints: ['U+1F600', 'U+20000'] });

    const fonts = fontsOf(pdf);
    for (const f of [
      'NotoSansSC-Regular',
      'NotoSansSC-Bold',
      'NotoSansArabic-Regular',
      'NotoSansArabic-Bold',
      'NotoSansHebrew-Regular',
      'NotoSansTamil-Regular',
      'NotoSansBengali-Regular',
      'NotoSansMyanmar-Regular',
    ]) {
      expect(fonts).toMatch(new RegExp(`\\+${f} +CID TrueType +Identity-H +yes yes yes`));
    }
  });

  it('orders a right-to-left name with numbers and brackets as a reader expects', async () => {
    const pdf = await renderPdf({ title: 'Mixed', words: documentWords('en'), letterhead: { name: 'Straits Build Pte Ltd' } }, (w) => {
      w.paragraph('Worker ', { bold: 'דוד כהן' }, ' (permit 123) and محمد 2024 signed.');
      w.paragraph('Worker דוד כהן (permit 123) and محمد عبد الله signed.');
    });
    // drawn in visual order: a right-to-left name from right to left (its last word leftmost), a number after
    // an Arabic word to its left, the sentence around them left to right
    const lines = wordsOf(pdf).filter((l) => l.words[0] === 'Worker');
    expect(lines.map((l) => l.words)).toEqual([
      ['Worker', reversed('כהן'), reversed('דוד'), '(permit', '123)', 'and', '2024', reversed('محمد'), 'signed.'],
      ['Worker', reversed('כהן'), reversed('דוד'), '(permit', '123)', 'and', reversed('الله'), reversed('عبد'), reversed('محمد'), 'signed.'],
    ]);
    // and read back in logical order (poppler's own bidi puts the bracket next to the Hebrew name)
    const text = textOf(pdf);
    expect(text).toContain('and محمد عبد الله signed.');
    expect(text).toMatch(/Worker \(? ?דוד כהן/);
  });

  it('spaces labelled rows by the height of their own script, with no blank line under a Burmese or Tamil label', async () => {
    const rows: [string, string][] = [
      ['အခြေခံ လုပ်ခနှုန်း (တစ်နာရီ)', 'SGD 10.00'],
      ['အလုပ်ဆင်းရက်', '0.00'],
      ['အလုပ်လုပ်ချိန် (နာရီ)', '0.00 နာရီ'],
      ['அடிப்படைச் சம்பள', 'SGD 10.00'],
      ['வருகை நாட்கள்', '0.00'],
    ];
    const pdf = await renderPdf({ title: 'Payslip', words: documentWords('my'), letterhead: { name: 'Straits Build Pte Ltd' } }, (w) => w.fields(rows));
    const lines = wordsOf(pdf).filter((l) => rows.some(([, value]) => l.words.join(' ').endsWith(value)));
    expect(lines).toHaveLength(rows.length);
    // one line of text and the rows' padding apart: a label measured in a font lacking its glyphs took two or three
    const gaps = lines.slice(1).map((l, i) => l.y - lines[i]!.y);
    for (const gap of gaps) expect(gap).toBeLessThan(26);
  });

  it('keeps a Latin document to its base font alone, with nothing replaced', async () => {
    const warn = vi.fn();
    const pdf = await renderPdf({ title: 'Payslip', words: documentWords('en'), letterhead: { name: 'Straits Build Pte Ltd' }, log: { warn } }, (w) => {
      w.paragraph('Dear ', { bold: NAMES.malay }, ',');
      w.fields([['Nett salary', 'S$ 2,480.00']]);
    });
    expect(textOf(pdf)).toContain('Dear Siti Nurhaliza binti Ahmad,');
    const fonts = fontsOf(pdf);
    expect(fonts).toContain('NotoSansSC-Regular');
    expect(fonts).not.toMatch(/Arabic|Hebrew|Tamil|Bengali|Myanmar/);
    expect(warn).not.toHaveBeenCalled();
  });
});
