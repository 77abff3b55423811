import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';

const s = useTestApp();

const P = '/api/blade-system/param';

describe('parameters', () => {
  it('lists the seeded display parameters as a page', async () => {
    const page = await s.t.get(s.admin, `${P}/list`, { paramKey: 'account.', size: 10 });
    expect(page.data).toMatchObject({ current: 1, size: 10 });
    expect(page.data.records.map((r: { paramKey: string }) => r.paramKey)).toContain('account.initPassword');
  });

  it('creates, reads, updates and removes a parameter', async () => {
    const created = await s.t.post(s.admin, `${P}/submit`, { paramName: 'Support e-mail', paramKey: 'support.email', paramValue: 'hr@acme.example' });
    expect(created.code).toBe(200);
    const d = await s.t.get(s.admin, `${P}/detail`, { id: created.data.id });
    expect(d.data).toMatchObject({ paramKey: 'support.email', paramValue: 'hr@acme.example' });
    const upd = await s.t.post(s.admin, `${P}/submit`, { id: created.data.id, paramValue: 'help@acme.example', version: created.data.version });
    expect(upd.data.paramValue).toBe('help@acme.example');
    const stale = await s.t.post(s.admin, `${P}/submit`, { id: created.data.id, paramValue: 'x', version: created.data.version });
    expect(stale.status).toBe(409);
    expect((await s.t.post(s.admin, `${P}/remove`, { ids: created.data.id })).code).toBe(200);
    expect((await s.t.get(s.admin, `${P}/detail`, { id: created.data.id })).status).toBe(404);
  });

  it('answers 400 for bad input, 404 for unknown ids and 409 for a duplicate key', async () => {
    const missing = await s.t.post(s.admin, `${P}/submit`, { paramName: 'No key', paramValue: '1' });
    expect(missing.status).toBe(400);
    expect(missing.msg).toMatch(/paramKey/);
    const badKey = await s.t.post(s.admin, `${P}/submit`, { paramName: 'Bad', paramKey: 'a b', paramValue: '1' });
    expect(badKey.status).toBe(400);
    const dup = await s.t.post(s.admin, `${P}/submit`, { paramName: 'Dup', paramKey: 'account.initPassword', paramValue: '1' });
    expect(dup.status).toBe(409);
    expect(dup.msg).toMatch(/paramKey/);
    expect((await s.t.get(s.admin, `${P}/detail`, { id: '999' })).status).toBe(404);
    expect((await s.t.post(s.admin, `${P}/remove`, { ids: '999' })).status).toBe(404);
    expect((await s.t.get(null, `${P}/list`)).status).toBe(401);
  });
});

describe('system administration menus', () => {
  it('registers a menu under System with its buttons for every screen, granted to administrators', async () => {
    const { menu } = await import('./system.tables.js');
    const rows = await s.t.db.select().from(menu);
    const byCode = new Map(rows.map((m) => [m.code, m]));
    const system = byCode.get('system')!;
    for (const code of ['dept', 'dict', 'dict_biz', 'param', 'client', 'feedback', 'app_version', 'audit_log']) {
      expect(byCode.get(code)?.parentId, code).toBe(system.id);
    }
    for (const code of ['dept_add', 'dict_edit', 'dict_biz_delete', 'param_view', 'client_add', 'feedback_process', 'app_version_add', 'audit_log_view']) {
      expect(byCode.get(code)?.category, code).toBe(2);
    }
  });
});
