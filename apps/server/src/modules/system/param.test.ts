import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => t?.close());

const P = '/api/blade-system/param';

describe('parameters', () => {
  it('lists the seeded display parameters as a page', async () => {
    const page = await t.get(admin, `${P}/list`, { paramKey: 'account.', size: 10 });
    expect(page.data).toMatchObject({ current: 1, size: 10 });
    expect(page.data.records.map((r: { paramKey: string }) => r.paramKey)).toContain('account.initPassword');
  });

  it('creates, reads, updates and removes a parameter', async () => {
    const created = await t.post(admin, `${P}/submit`, { paramName: 'Support e-mail', paramKey: 'support.email', paramValue: 'hr@acme.example' });
    expect(created.code).toBe(200);
    const d = await t.get(admin, `${P}/detail`, { id: created.data.id });
    expect(d.data).toMatchObject({ paramKey: 'support.email', paramValue: 'hr@acme.example' });
    const upd = await t.post(admin, `${P}/submit`, { id: created.data.id, paramValue: 'help@acme.example', version: created.data.version });
    expect(upd.data.paramValue).toBe('help@acme.example');
    const stale = await t.post(admin, `${P}/submit`, { id: created.data.id, paramValue: 'x', version: created.data.version });
    expect(stale.status).toBe(409);
    expect((await t.post(admin, `${P}/remove`, { ids: created.data.id })).code).toBe(200);
    expect((await t.get(admin, `${P}/detail`, { id: created.data.id })).status).toBe(404);
  });

  it('answers 400 for bad input, 404 for unknown ids and 409 for a duplicate key', async () => {
    const missing = await t.post(admin, `${P}/submit`, { paramName: 'No key', paramValue: '1' });
    expect(missing.status).toBe(400);
    expect(missing.msg).toMatch(/paramKey/);
    const badKey = await t.post(admin, `${P}/submit`, { paramName: 'Bad', paramKey: 'a b', paramValue: '1' });
    expect(badKey.status).toBe(400);
    const dup = await t.post(admin, `${P}/submit`, { paramName: 'Dup', paramKey: 'account.initPassword', paramValue: '1' });
    expect(dup.status).toBe(409);
    expect(dup.msg).toMatch(/paramKey/);
    expect((await t.get(admin, `${P}/detail`, { id: '999' })).status).toBe(404);
    expect((await t.post(admin, `${P}/remove`, { ids: '999' })).status).toBe(404);
    expect((await t.get(null, `${P}/list`)).status).toBe(401);
  });
});
