import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, TestApp } from '../../../test/helpers.js';
import { CHILD_PARENT_MSG, SELF_PARENT_MSG } from '../../platform/tree.js';
import { adminApp, createRole, createUser, findNode as find, grant, menuIds, STRONG_PASSWORD, type Node } from './identity.fixtures.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(async () => t?.close());

const codes = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.code as string, ...codes(n.children ?? [])]);

async function submitMenu(fields: Record<string, unknown>) {
  const res = await t.post(admin, '/api/blade-system/menu/submit', fields);
  expect(res.status, res.msg).toBe(200);
  return res.data.id as string;
}

describe('menus /api/blade-system/menu', () => {
  it('creates, lists as trees, updates and removes menus with the tree rules', async () => {
    const top = await submitMenu({ code: 'reports', name: 'Reports', path: '/reports', source: 'chart', sort: 50 });
    const page = await submitMenu({ code: 'reports_leave', name: 'Leave report', parentId: top, path: '/reports/leave', sort: 1 });
    const button = await submitMenu({ code: 'reports_leave_export', name: 'Export', parentId: page, category: 2, action: 0 });

    const list = await t.get(admin, '/api/blade-system/menu/list', {});
    const node = find(list.data, (n) => n.id === top)!;
    expect(node).toMatchObject({ code: 'reports', hasChildren: true });
    expect(node.children![0]).toMatchObject({ code: 'reports_leave', parentName: 'Reports', hasChildren: true });
    expect(node.children![0].children![0]).toMatchObject({ id: button, category: 2 });
    const menuOnly = await t.get(admin, '/api/blade-system/menu/menu-list', {});
    expect(codes(menuOnly.data)).toContain('reports_leave');
    expect(codes(menuOnly.data)).not.toContain('reports_leave_export');
    const filtered = await t.get(admin, '/api/blade-system/menu/list', { name: 'leave report' });
    expect(filtered.data.map((n: Node) => n.code)).toEqual(['reports_leave']);

    const tree = await t.get(admin, '/api/blade-system/menu/tree', {});
    expect(find(tree.data, (n) => n.id === page)).toMatchObject({ title: 'Leave report', parentId: top });
    expect(find(tree.data, (n) => n.id === button)).toBeUndefined();
    const below = await t.get(admin, '/api/blade-system/menu/tree', { parentId: top });
    expect(below.data.map((n: Node) => n.id)).toEqual([page]);

    const self = await t.post(admin, '/api/blade-system/menu/submit', { id: top, parentId: top });
    expect(self.status).toBe(400);
    expect(self.msg).toBe(SELF_PARENT_MSG);
    const loop = await t.post(admin, '/api/blade-system/menu/submit', { id: top, parentId: page });
    expect(loop.status).toBe(400);
    expect(loop.msg).toBe(CHILD_PARENT_MSG);
    const underButton = await t.post(admin, '/api/blade-system/menu/submit', { code: 'x_under_button', name: 'X', parentId: button });
    expect(underButton.status).toBe(400);
    const dup = await t.post(admin, '/api/blade-system/menu/submit', { code: 'reports', name: 'Again' });
    expect(dup.status).toBe(409);
    expect(dup.msg).toMatch(/code/);
    const badCategory = await t.post(admin, '/api/blade-system/menu/submit', { code: 'cat', name: 'Cat', category: 7 });
    expect(badCategory.status).toBe(400);
    expect(badCategory.msg).toMatch(/category/);
    const noName = await t.post(admin, '/api/blade-system/menu/submit', { code: 'nameless' });
    expect(noName.status).toBe(400);
    expect(noName.msg).toMatch(/name/);

    const renamed = await t.post(admin, '/api/blade-system/menu/submit', { id: page, name: 'Leave' });
    expect(renamed.data).toMatchObject({ name: 'Leave', code: 'reports_leave' });
    expect((await t.get(admin, '/api/blade-system/menu/detail', { id: page })).data.name).toBe('Leave');

    const refused = await t.post(admin, '/api/blade-system/menu/remove', { ids: top });
    expect(refused.status).toBe(400);
    expect(refused.msg).toMatch(/child/);
    expect((await t.post(admin, '/api/blade-system/menu/remove', { ids: `${button},${page},${top}` })).code).toBe(200);
    expect((await t.get(admin, '/api/blade-system/menu/detail', { id: top })).status).toBe(404);
    expect((await t.post(admin, '/api/blade-system/menu/remove', { ids: top })).status).toBe(404);
  });

  it('routes, buttons and top-menu show a non-administrator only what was granted', async () => {
    const roleId = await createRole(t, admin, 'user_admin');
    await grant(t, admin, roleId, ['user', 'user_view', 'user_add']);
    await createUser(t, admin, 'uma', { roleId });
    const uma = await t.login('uma', STRONG_PASSWORD);

    const routes = await t.get(uma, '/api/blade-system/menu/routes');
    expect(routes.status, routes.msg).toBe(200);
    // the granted page appears under its (ungranted) parent; nothing else, no buttons
    expect(routes.data).toHaveLength(1);
    expect(routes.data[0]).toMatchObject({ code: 'system', parentId: '0', hasChildren: true, category: 1 });
    expect(codes(routes.data)).toEqual(['system', 'user']);
    expect(Object.keys(routes.data[0].children[0]).sort()).toEqual(
      ['action', 'alias', 'category', 'code', 'hasChildren', 'id', 'isOpen', 'name', 'parentId', 'path', 'sort', 'source'].sort(),
    );

    const buttons = await t.get(uma, '/api/blade-system/menu/buttons');
    expect(buttons.data).toHaveLength(1);
    expect(buttons.data[0]).toMatchObject({ code: 'user' });
    expect(buttons.data[0].children.map((b: Node) => b.code)).toEqual(['user_view', 'user_add']);

    const top = await t.get(uma, '/api/blade-system/menu/top-menu');
    expect(top.data.map((m: Node) => m.code)).toEqual(['system']);
    const below = await t.get(uma, '/api/blade-system/menu/routes', { topMenuId: top.data[0].id });
    expect(below.data.map((m: Node) => m.code)).toEqual(['user']);

    // administrators get every menu, sorted
    const all = await t.get(admin, '/api/blade-system/menu/routes');
    const system = all.data.find((m: Node) => m.code === 'system');
    expect(system.children.map((m: Node) => m.code)).toEqual(expect.arrayContaining(['user', 'role', 'menu', 'data_scope', 'api_scope', 'post']));
    const sorts = system.children.map((m: { sort: number }) => m.sort);
    expect(sorts).toEqual([...sorts].sort((a: number, b: number) => a - b));
    expect(codes(all.data)).not.toContain('user_view');

    // menu administration itself stays closed to her
    expect((await t.get(uma, '/api/blade-system/menu/list')).status).toBe(403);
    expect((await t.get(uma, '/api/blade-system/menu/grant-tree')).status).toBe(403);
  });
});

describe('data and API scopes', () => {
  it('manages data scopes with validated types and shows them in the grant tree', async () => {
    const [userMenu] = await menuIds(t, ['user']);
    const bad = await t.post(admin, '/api/blade-system/data-scope/submit', { menuId: userMenu, resourceCode: 'user', scopeName: 'Bad', scopeType: 9 });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/scopeType/);
    const custom = await t.post(admin, '/api/blade-system/data-scope/submit', { menuId: userMenu, resourceCode: 'user', scopeName: 'Custom', scopeType: 2 });
    expect(custom.status).toBe(400);
    expect(custom.msg).toMatch(/scopeValue/);
    const noMenu = await t.post(admin, '/api/blade-system/data-scope/submit', { menuId: '123456789', resourceCode: 'user', scopeName: 'X', scopeType: 3 });
    expect(noMenu.status).toBe(400);
    expect(noMenu.msg).toMatch(/menuId/);
    const badColumn = await t.post(admin, '/api/blade-system/data-scope/submit', {
      menuId: userMenu,
      resourceCode: 'user',
      scopeName: 'X',
      scopeType: 3,
      scopeColumn: 'x; drop table',
    });
    expect(badColumn.status).toBe(400);
    expect(badColumn.msg).toMatch(/scopeColumn/);

    const own = await t.post(admin, '/api/blade-system/data-scope/submit', {
      menuId: userMenu,
      resourceCode: 'user',
      scopeName: 'Own records',
      scopeType: 3,
      scopeColumn: 'create_user',
    });
    expect(own.status, own.msg).toBe(200);
    const list = await t.get(admin, '/api/blade-system/data-scope/list', { menuId: userMenu });
    expect(list.data).toMatchObject({ total: 1, current: 1 });
    expect(list.data.records[0]).toMatchObject({ scopeName: 'Own records', scopeType: 3 });
    const upd = await t.post(admin, '/api/blade-system/data-scope/submit', { id: own.data.id, scopeName: 'Only mine' });
    expect(upd.data.scopeName).toBe('Only mine');
    expect((await t.get(admin, '/api/blade-system/data-scope/detail', { id: own.data.id })).data.scopeName).toBe('Only mine');

    const tree = await t.get(admin, '/api/blade-system/menu/grant-tree');
    expect(tree.status, tree.msg).toBe(200);
    expect(find(tree.data.menu, (n) => n.title === 'Users')).toBeTruthy();
    const scopeNode = find(tree.data.dataScope, (n) => n.id === own.data.id)!;
    expect(scopeNode).toMatchObject({ title: 'Only mine', parentId: userMenu });
    expect(find(tree.data.dataScope, (n) => n.id === userMenu)!.children!.map((c) => c.id)).toEqual([own.data.id]);

    const roleId = await createRole(t, admin, 'scoped');
    await grant(t, admin, roleId, ['user'], { dataScopeIds: [own.data.id] });
    expect((await t.get(admin, '/api/blade-system/menu/role-tree-keys', { roleIds: roleId })).data.dataScope).toEqual([own.data.id]);
    expect((await t.post(admin, '/api/blade-system/data-scope/remove', { ids: own.data.id })).code).toBe(200);
    expect((await t.get(admin, '/api/blade-system/menu/role-tree-keys', { roleIds: roleId })).data.dataScope).toEqual([]);
    expect((await t.get(admin, '/api/blade-system/data-scope/detail', { id: own.data.id })).status).toBe(404);
  });

  it('an API scope covering a path lets only the roles granted it call there', async () => {
    const [userMenu] = await menuIds(t, ['user']);
    const roleId = await createRole(t, admin, 'api_limited');
    await grant(t, admin, roleId, ['user', 'user_view']);
    await createUser(t, admin, 'ana', { roleId });
    const ana = await t.login('ana', STRONG_PASSWORD);
    expect((await t.get(ana, '/api/blade-user/page')).status).toBe(200);

    const badPath = await t.post(admin, '/api/blade-system/api-scope/submit', {
      menuId: userMenu,
      resourceCode: 'user',
      scopeName: 'X',
      scopePath: 'not a path',
    });
    expect(badPath.status).toBe(400);
    expect(badPath.msg).toMatch(/scopePath/);
    const scope = await t.post(admin, '/api/blade-system/api-scope/submit', {
      menuId: userMenu,
      resourceCode: 'user',
      scopeName: 'User pages',
      scopePath: '/api/blade-user/page',
    });
    expect(scope.status, scope.msg).toBe(200);
    expect((await t.get(ana, '/api/blade-user/page')).status).toBe(403);

    await grant(t, admin, roleId, ['user', 'user_view'], { apiScopeIds: [scope.data.id] });
    expect((await t.get(ana, '/api/blade-user/page')).status).toBe(200);
    const list = await t.get(admin, '/api/blade-system/api-scope/list', { resourceCode: 'user' });
    expect(list.data.records.map((r: { scopePath: string }) => r.scopePath)).toEqual(['/api/blade-user/page']);

    expect((await t.post(admin, '/api/blade-system/api-scope/remove', { ids: scope.data.id })).code).toBe(200);
    expect((await t.get(ana, '/api/blade-user/page')).status).toBe(200);
  });
});
