import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { dept, user } from './system.tables.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(async () => t?.close());

describe('demo data (DEMO_DATA=1)', () => {
  it('seeds a company tree with teams and department leaders, and accounts that can sign in', async () => {
    const depts = await t.db.select().from(dept);
    expect(depts.find((d) => d.deptCode === 'SB')?.deptCategory).toBe(1);
    expect(depts.filter((d) => d.deptType === 3).length).toBeGreaterThanOrEqual(3);
    const hr = depts.find((d) => d.deptCode === 'HR')!;
    expect(hr.deptLeader).toBeTruthy();
    const rebar = depts.find((d) => d.deptCode === 'T-REBAR')!;
    const site = depts.find((d) => d.deptCode === 'SITE-A')!;
    expect(rebar.ancestors.split(',')).toContain(site.id);
    const [qs] = await t.db.select().from(user).where(eq(user.account, 'qs.wong'));
    expect(qs.firstApprover).toBeTruthy();
    const s = await t.login('qs.wong', 'Welcome@2026');
    const info = await t.get(s, '/api/blade-user/all-info');
    expect(info.data.passwordInitial).toBe(true);
  });
});
