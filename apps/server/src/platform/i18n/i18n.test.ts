import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentText, excelHeader, menuName, message, pickLanguage, stepName } from './index.js';

/**
 * Every message the server's source raises as a literal (badRequest, conflict, forbidden, notFound,
 * unauthorized, ensure, new AppError), `${...}` standing for a value: what a user can be answered.
 */
function serverMessages(): { text: string; file: string }[] {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(root);
  const raised = /\b(badRequest|conflict|forbidden|notFound|unauthorized|ensure\s*\([^;]*?,|new AppError\(\s*\d+\s*,)\s*\(?\s*(['`])((?:\\.|(?!\2).)*)\2/gs;
  const out: { text: string; file: string }[] = [];
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(raised)) {
      const text = (m[1] === 'notFound' ? `${m[3]} not found` : m[3]).replace(/\$\{[^}]*\}/g, 'v1');
      out.push({ text, file: file.slice(root.length) });
    }
  }
  return out;
}

/**
 * Every fixed text of a document (PDF letters, payslips, printouts, the candidate pages' letters): the
 * literals passed to a document's `t(...)` in files that word documents (they use `DocWords`).
 */
function documentTexts(): { text: string; file: string }[] {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const out: { text: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) {
        const source = readFileSync(path, 'utf8');
        if (!/\b(DocWords|documentWords|requestWords)\b/.test(source)) continue;
        for (const m of source.matchAll(/\bt\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g))
          out.push({ text: m[2]!.replace(/\\(['"])/g, '$1'), file: path.slice(root.length) });
      }
    }
  };
  walk(root);
  return out;
}

describe('server catalogues', () => {
  it('picks the language from the parameter, Blade-Language, then Accept-Language, else en', () => {
    expect(pickLanguage('zh-CN', { headers: { 'blade-language': 'de' } })).toBe('zh');
    expect(pickLanguage(undefined, { headers: { 'blade-language': 'fr', 'accept-language': 'de' } })).toBe('fr');
    expect(pickLanguage(undefined, { headers: { 'accept-language': 'ja, pt-BR;q=0.8' } })).toBe('pt');
    expect(pickLanguage(undefined, { headers: { 'accept-language': 'ja' } })).toBe('en');
  });

  it('translates a seeded name by its code only while it is still the seeded English one', () => {
    expect(menuName('zh', 'work', 'Approvals', { name: 'Approvals' })).toBe('审批');
    expect(menuName('zh', 'work', 'Our approvals', { name: 'Approvals' })).toBe('Our approvals');
    expect(menuName('zh', 'staff_view', 'View staff', { name: 'View staff', parent: 'staff' })).toBe('查看员工');
    expect(menuName('de', 'dwell_plot', 'Plots', { name: 'Plots' })).toBe('Plots');
    expect(stepName('zh', 'hr', 'HR approval')).toBe('人事审批');
    expect(stepName('zh', 'hr', 'People team')).toBe('People team');
  });

  it('words messages and input errors in the language, English when the catalogue has no entry', () => {
    expect(message('zh', 'This task has already been handled')).toBe('该任务已处理');
    expect(message('zh', 'leaveDays: Leave days is required; leaveEndTime: must not be before the leave start time')).toBe(
      'leaveDays: 请假天数为必填项; leaveEndTime: 不能早于请假开始时间',
    );
    expect(message('zh', 'zzz: Something odd is required')).toBe('zzz: Something odd is required');
    expect(message('zh', 'The account or password is incorrect (4 attempt(s) left before the account is locked)')).toBe(
      '账号或密码错误（还可尝试 4 次，之后账号将被锁定）',
    );
    expect(message('de', 'The account is locked after 5 failed sign-ins, try again in 15 minute(s)')).toBe(
      'Das Konto ist nach 5 fehlgeschlagenen Anmeldungen gesperrt, versuchen Sie es in 15 Minute(n) erneut',
    );
    expect(message('en', 'This task has already been handled')).toBe('This task has already been handled');
  });

  it('words every message the server raises in Chinese (a value in it stays as it is)', () => {
    const all = serverMessages();
    expect(all.length).toBeGreaterThan(250);
    // nothing to word: the whole text is a value, or a value after the field (`code: ${reason}`)
    const onlyValues = (text: string) => /^(v1|[\w.]+): v1$/.test(text) || /^[v1.\s:]*$/.test(text) || !/[a-z]{3}/i.test(text.replace(/v1/g, ''));
    const untranslated = all.filter(({ text }) => !onlyValues(text) && message('zh', text) === text);
    // a few compose their wording from parts the test cannot see whole (a list of states, a nested message)
    const composed = untranslated.filter(({ text }) => !/(\$\{|unknown v1 v1|^xml: expected|^v1 v1: larger|^ot\.v1|fieldOption\.v1: v1$)/.test(text));
    expect(composed.map(({ text, file }) => `${file}: ${text}`)).toEqual([]);
    expect(message('zh', 'capacity: 4 workers live in this room; check some out before reducing it to 2')).toBe(
      'capacity: 该房间住有 4 名工人，请先办理部分退宿再减少到 2',
    );
    expect(message('zh', 'leaveDays: at least 3 days of Home leave are taken at a time')).toBe('leaveDays: Home leave每次至少请 3 天');
    expect(message('zh', 'Interview not found')).toBe('面试不存在');
    expect(message('en', 'Interview not found')).toBe('Interview not found');
  });

  it('names Excel headers in the language, English where a language has none', () => {
    expect(excelHeader('zh', 'Staff No')).toBe('员工编号');
    expect(excelHeader('en', 'Staff No')).toBe('Staff No');
    expect(excelHeader('de', 'Staff No')).toBe('Staff No');
    expect(excelHeader('zh', 'Something new')).toBe('Something new');
  });

  it('words every text of the documents in Chinese, its {values} kept', () => {
    const all = documentTexts();
    expect(all.length).toBeGreaterThan(100);
    // punctuation between values reads the same in both languages
    const words = all.filter(({ text }) => /[a-z]{2}/i.test(text.replace(/\{\w+\}/g, '')) && !['SGD', 'UEN', 'NRIC', 'N.A'].includes(text));
    expect(words.filter(({ text }) => documentText('zh', text) === text).map(({ text, file }) => `${file}: ${text}`)).toEqual([]);
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
    expect(all.filter(({ text }) => placeholders(documentText('zh', text)).join() !== placeholders(text).join()).map(({ text }) => text)).toEqual([]);
    expect(documentText('zh', 'Page {page} of {pages}', { page: 1, pages: 2 })).toBe('第 1 页，共 2 页');
    expect(documentText('en', 'Page {page} of {pages}', { page: 1, pages: 2 })).toBe('Page 1 of 2');
    expect(documentText('de', 'Itemised payslip')).toBe('Itemised payslip');
  });
});
