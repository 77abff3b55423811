import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Session, TestApp } from '../../../test/helpers.js';
import { initialPassword } from '../../platform/auth/initial-password.js';
import { user } from './system.tables.js';
import { adminApp, createRole, createUser, grant, insertDept, menuIds, STRONG_PASSWORD } from './identity.fixtures.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(async () => t?.close());

describe('users /api/blade-user', () => {
  it('creates a user with the initial password, answers readable names and never the hash', async () => {
    const roleId = await createRole(t, admin, 'clerk');
    const d = await insertDept(t, 'Finance');
    const post = await t.post(admin, '/api/blade-system/post/submit', { postCode: 'acc', postName: 'Accountant' });
    const created = await t.post(admin, '/api/blade-user/submit', {
      account: 'alice',
      realName: 'Alice Tan',
      phone: '+65 91234567',
      roleId: [roleId],
      deptId: `${d.id}`,
      postId: post.data.id,
    });
    expect(created.status, created.msg).toBe(200);
    expect(created.data).toMatchObject({ account: 'alice', isInitialPassword: 1, roleName: 'clerk', deptName: 'Finance', postName: 'Accountant' });
    expect(created.data).not.toHaveProperty('password');
    expect(JSON.stringify(created.data)).not.toMatch(/argon2/);

    const [row] = await t.db.select({ password: user.password }).from(user).where(eq(user.id, created.data.id));
    expect(row.password).toMatch(/^\$argon2id\$/);
    await t.login('alice', initialPassword());

    const detail = await t.get(admin, '/api/blade-user/detail', { id: created.data.id });
    expect(detail.data).toMatchObject({ realName: 'Alice Tan', roleName: 'clerk', deptName: 'Finance', postName: 'Accountant', roleId });
    expect(detail.data).not.toHaveProperty('password');

    const page = await t.get(admin, '/api/blade-user/page', { realName: 'alice', current: 1, size: 10 });
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({ account: 'alice', deptName: 'Finance' });
    expect(page.data.records[0]).not.toHaveProperty('password');
    expect((await t.get(admin, '/api/blade-user/page', { phone: '9123' })).data.total).toBe(1);
    expect((await t.get(admin, '/api/blade-user/page', { account: 'nobody' })).data.total).toBe(0);

    const upd = await t.post(admin, '/api/blade-user/update', {
      id: created.data.id,
      realName: 'Alice Lim',
      password: 'ignored',
      version: detail.data.version,
    });
    expect(upd.status, upd.msg).toBe(200);
    expect(upd.data).toMatchObject({ realName: 'Alice Lim', roleName: 'clerk' });
    const stale = await t.post(admin, '/api/blade-user/update', { id: created.data.id, realName: 'Stale', version: detail.data.version });
    expect(stale.status).toBe(409);
    // the password did not change through update
    await t.login('alice', initialPassword());
  });

  it('answers 400 naming the field, 404 for unknown ids and 409 naming a duplicate account', async () => {
    await createUser(t, admin, 'bob');
    const dup = await t.post(admin, '/api/blade-user/submit', { account: 'bob', realName: 'Bob again' });
    expect(dup.status).toBe(409);
    expect(dup.msg).toMatch(/account/);

    const badRole = await t.post(admin, '/api/blade-user/submit', { account: 'carol', roleId: '12,abc' });
    expect(badRole.status).toBe(400);
    expect(badRole.msg).toMatch(/roleId/);
    const unknownDept = await t.post(admin, '/api/blade-user/submit', { account: 'carol', deptId: '123456789' });
    expect(unknownDept.status).toBe(400);
    expect(unknownDept.msg).toMatch(/deptId/);
    const weak = await t.post(admin, '/api/blade-user/submit', { account: 'carol', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.msg).toMatch(/password/);
    const noAccount = await t.post(admin, '/api/blade-user/submit', { realName: 'Nameless' });
    expect(noAccount.status).toBe(400);
    expect(noAccount.msg).toMatch(/account/);

    expect((await t.get(admin, '/api/blade-user/page', { realName: 'a\u0000b' })).status).toBe(400);
    expect((await t.get(admin, '/api/blade-user/detail', { id: '999999999' })).status).toBe(404);
    expect((await t.post(admin, '/api/blade-user/update', { id: '999999999', realName: 'x' })).status).toBe(404);
    expect((await t.post(admin, '/api/blade-user/remove', { ids: '999999999' })).status).toBe(404);
    expect((await t.post(admin, '/api/blade-user/reset-password', { userIds: '999999999' })).status).toBe(404);
    expect((await t.post(admin, '/api/blade-user/reset-password', {})).status).toBe(400);
  });

  it('removes users but never the own account', async () => {
    const own = await t.post(admin, '/api/blade-user/remove', { ids: admin.userId });
    expect(own.status).toBe(400);
    expect(own.msg).toMatch(/own account/);
    const id = await createUser(t, admin, 'dave');
    const s = await t.login('dave', STRONG_PASSWORD);
    expect((await t.post(admin, `/api/blade-user/remove?ids=${id}`)).code).toBe(200);
    expect((await t.get(admin, '/api/blade-user/detail', { id })).status).toBe(404);
    expect((await t.get(s, '/api/blade-user/all-info')).status).toBe(401);
  });

  it('reset-password restores the initial password, forces a change and ends the old session', async () => {
    const id = await createUser(t, admin, 'erin');
    const before = await t.get(admin, '/api/blade-user/detail', { id });
    expect(before.data.isInitialPassword).toBe(0);
    const s = await t.login('erin', STRONG_PASSWORD);
    expect((await t.get(s, '/api/blade-user/all-info')).status).toBe(200);

    const reset = await t.post(admin, '/api/blade-user/reset-password', { userIds: id });
    expect(reset.code).toBe(200);
    expect((await t.get(s, '/api/blade-user/all-info')).status).toBe(401);
    await expect(t.login('erin', STRONG_PASSWORD)).rejects.toThrow(/login erin failed/);
    const fresh = await t.login('erin', initialPassword());
    const info = await t.get(fresh, '/api/blade-user/all-info');
    expect(info.data.passwordInitial).toBe(true);
    expect((await t.get(admin, '/api/blade-user/detail', { id })).data.isInitialPassword).toBe(1);
  });

  it('limits the page to the department subtree of a "dept and children" data scope on resource user', async () => {
    const hq = await insertDept(t, 'HQ');
    const ops = await insertDept(t, 'Operations', hq);
    const site = await insertDept(t, 'Site A', ops);
    const sales = await insertDept(t, 'Sales');
    const roleId = await createRole(t, admin, 'ops_manager');
    await createUser(t, admin, 'olga', { roleId, deptId: ops.id });
    await createUser(t, admin, 'sam', { deptId: site.id });
    await createUser(t, admin, 'mia', { deptId: `${sales.id},${site.id}` });
    await createUser(t, admin, 'sid', { deptId: sales.id });
    await createUser(t, admin, 'hank', { deptId: hq.id });

    // admin: the deptId filter includes sub-departments and matches any listed department
    const byDept = await t.get(admin, '/api/blade-user/page', { deptId: ops.id, size: -1 });
    expect(byDept.data.records.map((r: { account: string }) => r.account).sort()).toEqual(['mia', 'olga', 'sam']);

    const [userMenuId] = await menuIds(t, ['user']);
    const scope = await t.post(admin, '/api/blade-system/data-scope/submit', {
      menuId: userMenuId,
      resourceCode: 'user',
      scopeName: 'Own department and below',
      scopeColumn: 'dept_id',
      scopeType: 5,
    });
    expect(scope.status, scope.msg).toBe(200);
    await grant(t, admin, roleId, ['user', 'user_view'], { dataScopeIds: [scope.data.id] });

    const olga = await t.login('olga', STRONG_PASSWORD);
    const seen = await t.get(olga, '/api/blade-user/page', { size: -1 });
    expect(seen.status, seen.msg).toBe(200);
    expect(seen.data.records.map((r: { account: string }) => r.account).sort()).toEqual(['mia', 'olga', 'sam']);
    expect(seen.data.total).toBe(3);
    const sid = (await t.get(admin, '/api/blade-user/page', { account: 'sid' })).data.records[0];
    expect((await t.get(olga, '/api/blade-user/detail', { id: sid.id })).status).toBe(404);

    // without the scope the same role sees everyone
    await grant(t, admin, roleId, ['user', 'user_view']);
    const all = await t.get(olga, '/api/blade-user/page', { size: -1 });
    expect(all.data.records.map((r: { account: string }) => r.account)).toEqual(expect.arrayContaining(['sid', 'hank', 'admin']));
  });

  it('serves the user selector to any signed-in user: 100 a page, searchable, names only', async () => {
    const plain = await createRole(t, admin, 'plain');
    await createUser(t, admin, 'selector_user', { roleId: plain, realName: 'Zed Selector', email: 'zed@example.com', phone: '+65 99990000' });
    const s = await t.login('selector_user', STRONG_PASSWORD);
    expect((await t.get(s, '/api/blade-user/page')).status).toBe(403);
    const list = await t.get(s, '/api/blade-user/user-list', { name: 'zed' });
    expect(list.status, list.msg).toBe(200);
    expect(list.data).toMatchObject({ size: 100, total: 1 });
    expect(list.data.records[0]).toMatchObject({ account: 'selector_user', realName: 'Zed Selector', roleName: 'plain' });
    for (const secret of ['password', 'email', 'phone']) expect(list.data.records[0]).not.toHaveProperty(secret);
    expect((await t.get(s, '/api/blade-user/user-list', { name: 'selector_u' })).data.total).toBe(1);
  });

  it('lets only administrators manage administrator accounts', async () => {
    const roleId = await createRole(t, admin, 'helpdesk');
    await grant(t, admin, roleId, ['user', 'user_view', 'user_add', 'user_edit', 'user_reset']);
    await createUser(t, admin, 'helen', { roleId });
    const helen = await t.login('helen', STRONG_PASSWORD);
    const adminRole = (await t.get(admin, '/api/blade-user/detail', { id: admin.userId })).data.roleId;
    expect((await t.post(helen, '/api/blade-user/reset-password', { userIds: admin.userId })).status).toBe(403);
    expect((await t.post(helen, '/api/blade-user/submit', { account: 'sneaky', roleId: adminRole })).status).toBe(403);
    expect((await t.post(helen, '/api/blade-user/submit', { account: 'fine_user' })).status).toBe(200);
  });
});
