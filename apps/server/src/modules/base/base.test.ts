import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { signInWith } from '../../../test/roles.js';

let t: TestApp;
let admin: Session;
let reader: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  reader = await signInWith(t, { account: 'reader', codes: [] });
});
afterAll(async () => t?.close());

describe('lookups: countries, universities, cities, phone codes', () => {
  it('seeds every country with ISO code, English and Chinese names and calling code', async () => {
    const all = await t.get(reader, '/api/mcc-base/countrylist/list', { size: -1 });
    expect(all.code).toBe(200);
    expect(all.data.length).toBeGreaterThanOrEqual(245);
    const sg = all.data.find((c: { code: string }) => c.code === 'SG');
    expect(sg).toMatchObject({ countryBritannica: 'Singapore', chineseName: '新加坡', phoneCode: '65' });
    expect(all.data[0].code).toBe('SG');
    const cn = await t.get(reader, '/api/mcc-base/countrylist/page', { code: 'CN' });
    expect(cn.data.records[0]).toMatchObject({ chineseName: '中国', phoneCode: '86' });
    const us = await t.get(reader, '/api/mcc-base/countrylist/page', { countryBritannica: 'United States', size: 20 });
    expect(us.data.records.find((c: { code: string }) => c.code === 'US').phoneCode).toBe('1');
  });

  it('answers the phone-code table with label +zone, without signing in', async () => {
    const res = await t.get(null, '/api/mcc-base/countrylist/phoneCode');
    expect(res.code).toBe(200);
    expect(res.data.find((p: { code: string }) => p.code === 'SG')).toEqual({ en: 'Singapore', cn: '新加坡', code: 'SG', zone: '65', label: '+65' });
    expect(res.data.find((p: { code: string }) => p.code === 'MY').label).toBe('+60');
    expect(res.data.every((p: { label: string }) => /^\+\d+$/.test(p.label))).toBe(true);
  });

  it('seeds is idempotent: a second boot on the same database adds nothing', async () => {
    const { bootstrap } = await import('../system/bootstrap.js');
    const before = (await t.get(admin, '/api/mcc-base/countrylist/page', { size: 1 })).data.total;
    await bootstrap(t.app);
    expect((await t.get(admin, '/api/mcc-base/countrylist/page', { size: 1 })).data.total).toBe(before);
  });

  it('adds, updates, details and removes a country; duplicates 409; bad code 400; readers 403', async () => {
    const add = await t.post(admin, '/api/mcc-base/countrylist/add', {
      code: 'xk',
      countryBritannica: 'Kosovo test',
      chineseName: '科索沃',
      phoneCode: '+383',
    });
    expect(add.status).toBe(409); // XK is seeded already
    const fresh = await t.post(admin, '/api/mcc-base/countrylist/add', { code: 'zz', countryBritannica: 'Testland', phoneCode: '+999' });
    expect(fresh.code).toBe(200);
    expect(fresh.data).toMatchObject({ code: 'ZZ', phoneCode: '999' });
    const upd = await t.post(admin, '/api/mcc-base/countrylist/update', { id: fresh.data.id, chineseName: '测试国' });
    expect(upd.data.chineseName).toBe('测试国');
    expect((await t.get(admin, '/api/mcc-base/countrylist/detail', { id: fresh.data.id })).data.countryBritannica).toBe('Testland');
    const bad = await t.post(admin, '/api/mcc-base/countrylist/add', { code: 'ABC', countryBritannica: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/code/);
    const missing = await t.post(admin, '/api/mcc-base/countrylist/add', { code: 'QQ' });
    expect(missing.status).toBe(400);
    expect(missing.msg).toMatch(/countryBritannica/);
    expect((await t.post(reader, '/api/mcc-base/countrylist/add', { code: 'QY', countryBritannica: 'No' })).status).toBe(403);
    expect((await t.post(reader, `/api/mcc-base/countrylist/remove?ids=${fresh.data.id}`)).status).toBe(403);
    expect((await t.post(admin, `/api/mcc-base/countrylist/remove?ids=${fresh.data.id}`)).code).toBe(200);
    expect((await t.get(admin, '/api/mcc-base/countrylist/detail', { id: fresh.data.id })).status).toBe(404);
  });

  it('serves universities and cities with the same calls', async () => {
    const unis = await t.get(reader, '/api/mcc-base/universitylist/page', { name: 'Singapore', size: 50 });
    expect(unis.data.records.map((u: { code: string }) => u.code)).toContain('NUS');
    const cities = await t.get(reader, '/api/mcc-base/citylist/page', { countryCode: 'CN', size: 50 });
    expect(cities.data.records.map((c: { name: string }) => c.name)).toContain('Shanghai');
    const c = await t.post(admin, '/api/mcc-base/citylist/add', { name: 'Tuas', code: 'TUAS', countryCode: 'SG' });
    expect(c.code).toBe(200);
    expect((await t.post(admin, '/api/mcc-base/citylist/update', { id: c.data.id, name: 'Tuas South' })).data.name).toBe('Tuas South');
    expect((await t.post(admin, `/api/mcc-base/citylist/remove?ids=${c.data.id}`)).code).toBe(200);
    const u = await t.post(admin, '/api/mcc-base/universitylist/add', { name: 'Test U', code: 'TU' });
    expect((await t.get(admin, '/api/mcc-base/universitylist/detail', { id: u.data.id })).data.name).toBe('Test U');
    expect((await t.post(reader, '/api/mcc-base/universitylist/update', { id: u.data.id, name: 'x' })).status).toBe(403);
  });
});

describe('projects', () => {
  it('adds, pages (page1 with N/A first), updates, assigns project roles and removes', async () => {
    const p = await t.post(admin, '/api/mcc-base/project/base/info/add', {
      projectCode: 'P100',
      projectName: 'Tuas Port',
      developer: 'MPA',
      startTime: '2026-01-05',
      period: 36,
    });
    expect(p.code).toBe(200);
    await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'P200', projectName: 'Changi T5' });
    expect((await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'P200', projectName: 'Again' })).status).toBe(409);
    const bad = await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'P300', projectName: 'X', startTime: '05/01/2026' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/startTime/);

    const page1 = await t.get(reader, '/api/mcc-base/project/base/info/page1', { size: -1 });
    expect(page1.data.records[0]).toMatchObject({ id: '0', projectName: 'N/A' });
    expect(page1.data.records.map((r: { projectName: string }) => r.projectName)).toEqual(['N/A', 'Changi T5', 'Tuas Port']);
    const page = await t.get(reader, '/api/mcc-base/project/base/info/page', { projectName: 'tuas' });
    expect(page.data.total).toBe(1);
    const dev = await t.get(reader, '/api/mcc-staff/developerproject/list');
    expect(dev.data[0]).toMatchObject({ id: '0', projectName: 'N/A' });
    expect(dev.data.find((d: { projectCode: string }) => d.projectCode === 'P100').developer).toBe('MPA');

    const upd = await t.post(admin, '/api/mcc-base/project/base/info/update', { id: p.data.id, projectName: 'Tuas Mega Port' });
    expect(upd.data.projectName).toBe('Tuas Mega Port');
    const roles = await t.post(admin, '/api/mcc-base/project/base/info/updateProjectRole', { id: p.data.id, roleCode: 'project_manager', staffIds: '11,12' });
    expect(roles.code).toBe(200);
    expect(roles.data.find((r: { roleCode: string }) => r.roleCode === 'project_manager').staffIds).toBe('11,12');
    const detail = await t.get(reader, '/api/mcc-base/project/base/info/detail', { id: p.data.id });
    expect(detail.data.projectRoles.map((r: { roleCode: string }) => r.roleCode)).toEqual(
      expect.arrayContaining(['qaqc_manager', 'block_manager', 'project_manager', 're']),
    );
    expect(detail.data.projectRoles.find((r: { roleCode: string }) => r.roleCode === 'project_manager').staffIds).toBe('11,12');
    const badRole = await t.post(admin, '/api/mcc-base/project/base/info/updateProjectRole', { id: p.data.id, roleCode: 'boss', staffIds: '1' });
    expect(badRole.status).toBe(400);
    expect(badRole.msg).toMatch(/roleCode/);
    expect((await t.post(reader, '/api/mcc-base/project/base/info/updateProjectRole', { id: p.data.id, roleCode: 're', staffIds: '1' })).status).toBe(403);
    expect((await t.post(reader, '/api/mcc-base/project/base/info/add', { projectCode: 'P9', projectName: 'no' })).status).toBe(403);
    expect((await t.post(admin, `/api/mcc-base/project/base/info/remove?ids=${p.data.id}`)).code).toBe(200);
    expect((await t.get(admin, '/api/mcc-base/project/base/info/detail', { id: p.data.id })).status).toBe(404);
  });

  it('keeps attendance addresses and lists card templates', async () => {
    const a = await t.post(admin, '/api/mcc-base/attendanceAddress/save', { addressName: 'Gate A', latitude: '1.2966', longitude: '103.7764', radius: 150 });
    expect(a.code).toBe(200);
    const badLat = await t.post(admin, '/api/mcc-base/attendanceAddress/save', { addressName: 'Gate B', latitude: 123 });
    expect(badLat.status).toBe(400);
    expect(badLat.msg).toMatch(/latitude/);
    expect((await t.get(reader, '/api/mcc-base/attendanceAddress/page')).data.total).toBe(1);
    expect((await t.post(admin, '/api/mcc-base/attendanceAddress/update', { id: a.data.id, radius: 300 })).data.radius).toBe(300);
    expect((await t.post(reader, `/api/mcc-base/attendanceAddress/remove?ids=${a.data.id}`)).status).toBe(403);
    // an address at a project names it
    const site = await t.post(admin, '/api/mcc-base/project/base/info/add', { projectCode: 'GATE-P', projectName: 'Gate Project' });
    await t.post(admin, '/api/mcc-base/attendanceAddress/update', { id: a.data.id, projectId: site.data.id });
    expect((await t.get(reader, '/api/mcc-base/attendanceAddress/page')).data.records[0]).toMatchObject({ addressName: 'Gate A', projectName: 'Gate Project' });
    const cards = await t.get(reader, '/api/mcc-base/cardtemplate/list');
    expect(cards.data.map((c: { templateCode: string }) => c.templateCode)).toEqual(['staff_card', 'worker_card']);
  });
});
