import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, TestApp } from '../../../test/helpers.js';
import { eq } from 'drizzle-orm';
import { adminApp, findNode as find, type Node } from './identity.fixtures.js';
import { makeDept, makeRole, makeUser, PASSWORD } from '../flow/flow.fixtures.js';
import { user } from './system.tables.js';

// Server-supplied names follow the caller's language (platform/i18n): the same calls in en and zh.
let t: TestApp;
let admin: Session;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(async () => t?.close());

const inLanguage = (lang: string, url: string, extra: Record<string, string> = {}) =>
  t.call(admin, 'GET', url, undefined, { headers: { 'blade-language': lang, ...extra } });
const byCode = (nodes: Node[], code: string) => find(nodes, (n) => n.code === code);

describe('names in the caller language', () => {
  it('names the menu tree, the side menu and the buttons in English and Chinese', async () => {
    const en = await inLanguage('en', '/api/blade-system/menu/routes');
    const zh = await inLanguage('zh', '/api/blade-system/menu/routes');
    expect(byCode(en.data, 'work')?.name).toBe('Approvals');
    expect(byCode(zh.data, 'work')?.name).toBe('审批');
    expect(byCode(zh.data, 'work_todo')?.name).toBe('待办');
    expect(byCode(zh.data, 'leave_record')?.name).toBe('员工请假记录');
    // Accept-Language works too; German has the shell and the approvals
    const de = await t.call(admin, 'GET', '/api/blade-system/menu/routes', undefined, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(byCode(de.data, 'work')?.name).toBe('Genehmigungen');
    // German falls back to English where it has no entry
    expect(byCode(de.data, 'dwell_plot')?.name).toBe('Plots');

    const list = await inLanguage('zh', '/api/blade-system/menu/list');
    expect(byCode(list.data, 'staff_view')?.name).toBe('查看员工');
    expect(byCode(list.data, 'staff_sensitive')?.name).toBe('查看身份证、护照、银行与薪资');
  });

  it('keeps a name an administrator typed as typed', async () => {
    const created = await t.post(admin, '/api/blade-system/menu/submit', { code: 'i18n_reports', name: 'Quarterly reports', path: '/i18n-reports', sort: 98 });
    expect(created.status, created.msg).toBe(200);
    const zh = await inLanguage('zh', '/api/blade-system/menu/list');
    expect(byCode(zh.data, 'i18n_reports')?.name).toBe('Quarterly reports');
  });

  it('names seeded forms, their fields and server messages in the caller language', async () => {
    const en = await inLanguage('en', '/api/mcc-base/base/templateForm/list');
    const zh = await inLanguage('zh', '/api/mcc-base/base/templateForm/list');
    const leaveEn = en.data.find((f: { processKey: string }) => f.processKey === 'leave');
    const leaveZh = zh.data.find((f: { processKey: string }) => f.processKey === 'leave');
    expect(leaveEn.formName).toBe('Leave application');
    expect(leaveZh.formName).toBe('请假申请');
    const fieldsZh = await inLanguage('zh', `/api/mcc-base/base/templateField/detail?formId=${leaveZh.id}`);
    const labels = Object.fromEntries(fieldsZh.data.map((f: { fieldName: string; fieldLabel: string }) => [f.fieldName, f.fieldLabel]));
    expect(labels).toMatchObject({ leaveDays: '请假天数', leaveReason: '请假原因', vacationInfoId: '假期类型' });
    const unit = fieldsZh.data.find((f: { fieldName: string }) => f.fieldName === 'leaveUnit');
    expect(JSON.parse(unit.fieldOption).dicData.map((c: { label: string }) => c.label)).toEqual(['全天', '半天']);
    const fieldsEn = await inLanguage('en', `/api/mcc-base/base/templateField/detail?formId=${leaveEn.id}`);
    expect(fieldsEn.data.find((f: { fieldName: string }) => f.fieldName === 'leaveDays').fieldLabel).toBe('Leave days');

    // the default leave types the leave forms offer
    await t.post(admin, '/api/mcc-base/baseVacationInfo/initialize', {});
    const typesZh = await inLanguage('zh', '/api/mcc-base/baseVacationInfo/list?userType=1');
    const typesEn = await inLanguage('en', '/api/mcc-base/baseVacationInfo/list?userType=1');
    expect(typesEn.data.find((v: { type: string }) => v.type === 'annual').name).toBe('Annual leave');
    expect(typesZh.data.find((v: { type: string }) => v.type === 'annual').name).toBe('年假');

    // a refused sign-in explains itself in the caller's language
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: admin.headers.authorization, 'tenant-id': '000000', 'blade-language': 'zh' },
      payload: { grant_type: 'password', username: 'nobody.here', password: 'Wrong@Pass-1', tenantId: '000000' },
    });
    expect(refused.json().error_description).toMatch(/^账号或密码错误/);

    const missing = await t.call(null, 'GET', '/api/blade-system/menu/routes', undefined, { headers: { 'blade-language': 'zh' } });
    expect(missing.status).toBe(401);
    expect(missing.msg).not.toMatch(/[A-Za-z]{4,}/);
  });
});

describe('requests in the caller language', () => {
  it('names the form and the open step of a to-do in English and Chinese', async () => {
    const staffRole = await makeRole(t.db, 'i18n_staff');
    const leaderId = await makeUser(t.db, 'i18n.leader', { roleIds: [staffRole] });
    const dept = await makeDept(t.db, 'I18n Sales', leaderId);
    const employeeId = await makeUser(t.db, 'i18n.employee', { roleIds: [staffRole], deptId: dept });
    await t.db.update(user).set({ staffId: employeeId }).where(eq(user.id, employeeId));
    const [employee, leader] = await Promise.all([t.login('i18n.employee', PASSWORD), t.login('i18n.leader', PASSWORD)]);
    const started = await t.post(employee, '/api/mcc-staff/processfield/startProcess', {
      formId: '14',
      map: { staffId: employeeId, equipment: 'Laptop', quantity: 1, reason: 'Broken screen' },
    });
    expect(started.code, started.msg).toBe(200);

    const todo = (lang: string) => t.call(leader, 'GET', '/api/blade-flow/work/todo-list', undefined, { headers: { 'blade-language': lang } });
    const [en, zh] = await Promise.all([todo('en'), todo('zh')]);
    expect(en.data.records[0]).toMatchObject({ formName: 'Office equipment request', taskName: 'Approver' });
    expect(zh.data.records[0]).toMatchObject({ formName: '办公设备申请', taskName: '审批人' });
    const sent = await t.call(employee, 'GET', '/api/blade-flow/work/send-list', undefined, { headers: { 'blade-language': 'zh' } });
    expect(sent.data.records[0]).toMatchObject({ formName: '办公设备申请', taskName: '审批人' });
    // the values the applicant typed stay as typed
    expect(sent.data.records[0].map.equipment).toBe('Laptop');
  });
});
