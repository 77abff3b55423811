import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { user } from './system.tables.js';

const s = useTestApp();

const P = '/api/blade-system/audit-log';
type Entry = { id: string; resource: string; action: string; account: string; recordId: string; changes: Record<string, { from: unknown; to: unknown }> };

describe('audit log', () => {
  it('shows the writes an administrator made, with filters and field changes', async () => {
    const d = await s.t.post(s.admin, '/api/blade-system/dept/submit', { deptName: 'Finance' });
    await s.t.post(s.admin, '/api/blade-system/dept/submit', { id: d.data.id, deptName: 'Finance and accounts' });
    const p = await s.t.post(s.admin, '/api/blade-system/param/submit', { paramName: 'Audit me', paramKey: 'audit.me', paramValue: '1' });
    await s.t.post(s.admin, '/api/blade-system/param/remove', { ids: p.data.id });
    const c = await s.t.post(s.admin, '/api/blade-system/client/submit', { clientId: 'audited', authorizedGrantTypes: 'password' });

    const depts = await s.t.get(s.admin, `${P}/page`, { resource: 'dept', size: -1 });
    expect(depts.data.records.map((e: Entry) => e.action)).toEqual(['update', 'create']);
    const update = depts.data.records[0] as Entry;
    expect(update).toMatchObject({ account: 'admin', recordId: d.data.id });
    expect(update.changes.deptName).toEqual({ from: 'Finance', to: 'Finance and accounts' });

    const removals = await s.t.get(s.admin, `${P}/page`, { action: 'remove', resource: 'param' });
    expect(removals.data.records).toEqual([expect.objectContaining({ recordId: p.data.id, account: 'admin' })]);

    const byAccount = await s.t.get(s.admin, `${P}/page`, { account: 'adm', size: 2 });
    expect(byAccount.data).toMatchObject({ size: 2, current: 1 });
    expect(byAccount.data.total).toBeGreaterThanOrEqual(5);

    const today = new Date().toISOString().slice(0, 10);
    expect((await s.t.get(s.admin, `${P}/page`, { from: today, to: today, resource: 'dept' })).data.total).toBe(2);
    expect((await s.t.get(s.admin, `${P}/page`, { to: '2000-01-01' })).data.total).toBe(0);

    const clientEntry = (await s.t.get(s.admin, `${P}/page`, { resource: 'client' })).data.records[0] as Entry;
    expect(JSON.stringify(clientEntry.changes)).not.toContain(c.data.clientSecret);

    const detail = await s.t.get(s.admin, `${P}/detail`, { id: update.id });
    expect(detail.data).toMatchObject({ id: update.id, resource: 'dept', action: 'update', method: 'POST', url: '/api/blade-system/dept/submit' });
  });

  it('is for administrators only, and answers 400/404 for bad input', async () => {
    await s.t.db.insert(user).values({ tenantId: '000000', account: 'clerk', password: await hashPassword('Clerk@12345'), isInitialPassword: 0 });
    const clerk = await s.t.login('clerk', 'Clerk@12345');
    expect((await s.t.get(clerk, `${P}/page`)).status).toBe(403);
    expect((await s.t.get(null, `${P}/page`)).status).toBe(401);
    expect((await s.t.get(s.admin, `${P}/page`, { from: 'yesterday' })).status).toBe(400);
    expect((await s.t.get(s.admin, `${P}/page`, { ascs: 'changes' })).status).toBe(400);
    expect((await s.t.get(s.admin, `${P}/detail`, { id: '999' })).status).toBe(404);
    expect((await s.t.get(s.admin, `${P}/detail`, { id: 'abc' })).status).toBe(400);
  });
});
