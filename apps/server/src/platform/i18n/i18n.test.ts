import { describe, expect, it } from 'vitest';
import { menuName, message, pickLanguage, stepName } from './index.js';

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
    expect(message('zh', 'leaveDays: Leave days is required; leaveEndTime: must not be before the leave start time')).toBe('leaveDays: 请假天数为必填项; leaveEndTime: 不能早于请假开始时间');
    expect(message('zh', 'zzz: Something odd is required')).toBe('zzz: Something odd is required');
    expect(message('zh', 'The account or password is incorrect (4 attempt(s) left before the account is locked)')).toBe('账号或密码错误（还可尝试 4 次，之后账号将被锁定）');
    expect(message('de', 'The account is locked after 5 failed sign-ins, try again in 15 minute(s)')).toBe('Das Konto ist nach 5 fehlgeschlagenen Anmeldungen gesperrt, versuchen Sie es in 15 Minute(n) erneut');
    expect(message('en', 'This task has already been handled')).toBe('This task has already been handled');
  });
});
