import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Session, TestApp } from '../../../test/helpers.js';
import { CHILD_PARENT_MSG, SELF_PARENT_MSG } from '../../platform/tree.js';
import { tenant } from './system.tables.js';
import { adminApp, createRole, createUser, findNode, grant, menuIds, STRONG_PASSWORD, type Node } from './identity.fixtures.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(async () => t?.close());

const find = (nodes: Node[], id: string) => findNode(nodes, (n) => n.id === id);

describe('roles /api/blade-system/role', () => {
  it('keeps roles as a tree: list, tree, roleTree and detail', async () => {
    const director = await createRole(t, admin, 'director', { roleName: 'Director', sort: 3 });
    const auditor = await createRole(t, admin, 'auditor', { roleName: 'Auditor', parentId: director });
    const list = await t.get(admin, '/api/blade-system/role/list');
    expect(list.status, list.msg).toBe(200);
    const d = find(list.data, director)!;
    expect(d).toMatchObject({ roleName: 'Director', hasChildren: true });
    expect(d.children!.map((c) => c.id)).toEqual([auditor]);
    expect(d.children![0]).toMatchObject({ parentName: 'Director', hasChildren: false });
    expect(d.children![0]).not.toHaveProperty('children');

    const tree = await t.get(admin, '/api/blade-system/role/tree');
    expect(find(tree.data, auditor)).toMatchObject({ title: 'Auditor', key: auditor, value: auditor, parentId: director });
    const own = await t.get(admin, '/api/blade-system/role/roleTree', { tenantId: '000000' });
    expect(find(own.data, director)).toBeTruthy();
    expect((await t.get(admin, '/api/blade-system/role/roleTree', { tenantId: '999999' })).data).toEqual([]);

    const filtered = await t.get(admin, '/api/blade-system/role/list', { roleName: 'audit' });
    expect(filtered.data.map((r: Node) => r.id)).toEqual([auditor]);
    expect((await t.get(admin, '/api/blade-system/role/detail', { id: auditor })).data).toMatchObject({ roleAlias: 'auditor', parentId: director });
  });

  it('refuses itself or a descendant as parent, an unknown parent, and a duplicate alias', async () => {
    const a = await createRole(t, admin, 'level_a');
    const b = await createRole(t, admin, 'level_b', { parentId: a });
    const c = await createRole(t, admin, 'level_c', { parentId: b });
    const self = await t.post(admin, '/api/blade-system/role/submit', { id: a, parentId: a });
    expect(self.status).toBe(400);
    expect(self.msg).toBe(SELF_PARENT_MSG);
    const loop = await t.post(admin, '/api/blade-system/role/submit', { id: a, parentId: c });
    expect(loop.status).toBe(400);
    expect(loop.msg).toBe(CHILD_PARENT_MSG);
    const unknown = await t.post(admin, '/api/blade-system/role/submit', { roleName: 'x', roleAlias: 'x', parentId: '123456789' });
    expect(unknown.status).toBe(400);
    expect(unknown.msg).toMatch(/parentId/);
    const moved = await t.post(admin, '/api/blade-system/role/submit', { id: c, parentId: a });
    expect(moved.status, moved.msg).toBe(200);

    const dup = await t.post(admin, '/api/blade-system/role/submit', { roleName: 'Again', roleAlias: 'level_a' });
    expect(dup.status).toBe(409);
    expect(dup.msg).toMatch(/roleAlias/);
    const missing = await t.post(admin, '/api/blade-system/role/submit', { roleAlias: 'nameless' });
    expect(missing.status).toBe(400);
    expect(missing.msg).toMatch(/roleName/);
    expect((await t.get(admin, '/api/blade-system/role/detail', { id: '123456789' })).status).toBe(404);
    expect((await t.get(admin, '/api/blade-system/role/detail', { id: 'abc' })).status).toBe(400);
  });

  it('removes a role only when no user holds it and it has no children', async () => {
    const parent = await createRole(t, admin, 'rm_parent');
    const child = await createRole(t, admin, 'rm_child', { parentId: parent });
    const held = await createRole(t, admin, 'rm_held');
    await createUser(t, admin, 'holder', { roleId: `${child},${held}` });

    const withChild = await t.post(admin, '/api/blade-system/role/remove', { ids: parent });
    expect(withChild.status).toBe(400);
    expect(withChild.msg).toMatch(/child/);
    const withHolder = await t.post(admin, '/api/blade-system/role/remove', { ids: held });
    expect(withHolder.status).toBe(400);
    expect(withHolder.msg).toMatch(/holder/);

    const holder = (await t.get(admin, '/api/blade-user/page', { account: 'holder' })).data.records[0];
    await t.post(admin, '/api/blade-user/update', { id: holder.id, roleId: '' });
    expect((await t.post(admin, '/api/blade-system/role/remove', { ids: `${parent},${child},${held}` })).code).toBe(200);
    expect((await t.get(admin, '/api/blade-system/role/detail', { id: parent })).status).toBe(404);
    expect((await t.post(admin, '/api/blade-system/role/remove', { ids: parent })).status).toBe(404);
  });

  it('multiple_dept_user is an ordinary alias that all-info exposes', async () => {
    const roleId = await createRole(t, admin, 'multiple_dept_user');
    await createUser(t, admin, 'multi', { roleId });
    const s = await t.login('multi', STRONG_PASSWORD);
    const info = await t.get(s, '/api/blade-user/all-info');
    expect(info.data.multipleDeptUser).toBe(true);
    expect(info.data.roles.map((r: { roleAlias: string }) => r.roleAlias)).toEqual(['multiple_dept_user']);
    // roles are cached with the grants; renaming the role is seen on the next call
    const detail = (await t.get(admin, '/api/blade-system/role/detail', { id: roleId })).data;
    expect((await t.post(admin, '/api/blade-system/role/submit', { ...detail, roleName: 'Several departments' })).code).toBe(200);
    expect((await t.get(s, '/api/blade-user/all-info')).data.roles).toEqual([{ id: roleId, roleName: 'Several departments', roleAlias: 'multiple_dept_user' }]);
  });
});

describe('grants /api/blade-system/role/grant', () => {
  it('a grant changes what a user may call on the next request, and revoking takes it away', async () => {
    const roleId = await createRole(t, admin, 'viewer');
    await createUser(t, admin, 'vera', { roleId });
    const vera = await t.login('vera', STRONG_PASSWORD);
    const [before] = await t.db.select({ v: tenant.permVersion }).from(tenant).where(eq(tenant.tenantId, '000000'));

    expect((await t.get(vera, '/api/blade-user/page')).status).toBe(403);
    expect((await t.get(vera, '/api/blade-user/all-info')).data.permissions).toEqual([]);

    await grant(t, admin, roleId, ['user', 'user_view']);
    const [after] = await t.db.select({ v: tenant.permVersion }).from(tenant).where(eq(tenant.tenantId, '000000'));
    expect(after.v).toBeGreaterThan(before.v);
    expect((await t.get(vera, '/api/blade-user/page')).status).toBe(200);
    expect((await t.get(vera, '/api/blade-user/all-info')).data.permissions).toEqual(['user', 'user_view']);
    expect((await t.post(vera, '/api/blade-user/submit', { account: 'nope' })).status).toBe(403);

    const keys = await t.get(admin, '/api/blade-system/menu/role-tree-keys', { roleIds: roleId });
    expect(keys.data.menu.sort()).toEqual((await menuIds(t, ['user', 'user_view'])).sort());
    expect(keys.data).toMatchObject({ dataScope: [], apiScope: [] });

    await grant(t, admin, roleId, []);
    expect((await t.get(vera, '/api/blade-user/page')).status).toBe(403);
    expect((await t.get(admin, '/api/blade-system/menu/role-tree-keys', { roleIds: roleId })).data.menu).toEqual([]);
  });

  it('validates the grant and keeps it in one piece', async () => {
    const roleId = await createRole(t, admin, 'grant_target');
    await grant(t, admin, roleId, ['user', 'user_view']);
    const bad = await t.post(admin, '/api/blade-system/role/grant', { roleIds: roleId, menuIds: '1,x' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/menuIds/);
    const unknown = await t.post(admin, '/api/blade-system/role/grant', { roleIds: roleId, menuIds: '123456789' });
    expect(unknown.status).toBe(400);
    expect(unknown.msg).toMatch(/menuIds/);
    expect((await t.post(admin, '/api/blade-system/role/grant', { roleIds: '123456789' })).status).toBe(404);
    expect((await t.post(admin, '/api/blade-system/role/grant', { menuIds: '1' })).status).toBe(400);
    // refused grants changed nothing
    const keys = await t.get(admin, '/api/blade-system/menu/role-tree-keys', { roleIds: roleId });
    expect(keys.data.menu).toHaveLength(2);
    // the original client posts JSON arrays; repeats are harmless
    const asArrays = await t.post(admin, '/api/blade-system/role/grant', {
      roleIds: [roleId, roleId],
      menuIds: [...keys.data.menu, keys.data.menu[0]],
      dataScopeIds: [],
      apiScopeIds: [],
    });
    expect(asArrays.status, asArrays.msg).toBe(200);
    expect((await t.get(admin, '/api/blade-system/menu/role-tree-keys', { roleIds: roleId })).data.menu.sort()).toEqual([...keys.data.menu].sort());
  });

  it('a non-administrator grants only what they hold, and never to the administrator role', async () => {
    const granter = await createRole(t, admin, 'granter');
    const target = await createRole(t, admin, 'granted');
    await grant(t, admin, granter, ['role', 'role_view', 'role_grant', 'user', 'user_view']);
    await createUser(t, admin, 'gina', { roleId: granter });
    const gina = await t.login('gina', STRONG_PASSWORD);
    const ok = await t.post(gina, '/api/blade-system/role/grant', { roleIds: target, menuIds: (await menuIds(t, ['user', 'user_view'])).join(',') });
    expect(ok.status, ok.msg).toBe(200);
    const beyond = await t.post(gina, '/api/blade-system/role/grant', { roleIds: target, menuIds: (await menuIds(t, ['user_delete'])).join(',') });
    expect(beyond.status).toBe(403);
    const adminRole = (await t.get(admin, '/api/blade-user/detail', { id: admin.userId })).data.roleId;
    expect((await t.post(gina, '/api/blade-system/role/grant', { roleIds: adminRole, menuIds: '' })).status).toBe(403);
    expect((await t.post(gina, '/api/blade-system/role/submit', { roleName: 'Root', roleAlias: 'administrator' })).status).toBe(403);
  });
});
