import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { user } from './system.tables.js';

const s = useTestApp();

const P = '/api/blade-system/dept';
type Node = { id: string; parentId: string; title: string; deptName: string; children?: Node[]; hasChildren?: boolean };

async function add(body: Record<string, unknown>) {
  const res = await s.t.post(s.admin, `${P}/submit`, body);
  expect(res.code, res.msg).toBe(200);
  return res.data as { id: string; ancestors: string; version: number; parentId: string };
}
const detail = async (id: string) => (await s.t.get(s.admin, `${P}/detail`, { id })).data;

describe('departments', () => {
  it('creates a company with shareholders and departments below it, answering BladeX tree shapes', async () => {
    const co = await add({
      deptName: 'Acme Pte Ltd',
      deptCategory: 1,
      sort: 1,
      regCode: '201912345K',
      regAddress: '1 Raffles Place',
      website: 'https://acme.example',
      shareholders: [
        { name: 'Tan Ah Kow', contact: '+65 8123 4567', stock: '60%', email: 'tan@acme.example' },
        { name: 'Lim Mei', stock: '40%' },
      ],
    });
    expect(co.ancestors).toBe('0');
    const hr = await add({ parentId: co.id, deptName: 'Human resources', sort: 1 });
    expect(hr.ancestors).toBe(`0,${co.id}`);
    const team = await add({ parentId: hr.id, deptName: 'Rebar team A', deptType: 3, sort: 1 });
    expect(team.ancestors).toBe(`0,${co.id},${hr.id}`);

    const d = await detail(co.id);
    expect(d).toMatchObject({ deptName: 'Acme Pte Ltd', deptCategory: 1, regCode: '201912345K', parentName: null });
    expect(d.shareholders.map((s: { name: string; stock: string }) => `${s.name} ${s.stock}`)).toEqual(['Tan Ah Kow 60%', 'Lim Mei 40%']);
    expect((await detail(hr.id)).deptCategory).toBe(2);
    expect((await detail(hr.id)).parentName).toBe('Acme Pte Ltd');

    // shareholders are replaced as a list
    await s.t.post(s.admin, `${P}/submit`, { id: co.id, shareholders: [{ name: 'Tan Ah Kow', stock: '100%' }] });
    expect((await detail(co.id)).shareholders.map((s: { stock: string }) => s.stock)).toEqual(['100%']);

    const tree = await s.t.get(s.admin, `${P}/tree`);
    const root = tree.data.find((n: Node) => n.id === co.id);
    expect(root).toMatchObject({ title: 'Acme Pte Ltd', value: co.id, key: co.id, deptCategory: 1, hasChildren: true });
    expect(root.children[0]).toMatchObject({ title: 'Human resources', deptCategory: 2 });
    expect(root.children[0].children[0]).toMatchObject({ title: 'Rebar team A', deptType: 3, hasChildren: false });

    const lazy = await s.t.get(s.admin, `${P}/lazy-list`, { parentId: co.id });
    expect(lazy.data.map((r: Node) => [r.deptName, r.hasChildren])).toEqual([['Human resources', true]]);
    const lazyRoots = await s.t.get(s.admin, `${P}/lazy-tree`);
    expect(lazyRoots.data.find((n: Node) => n.id === co.id).hasChildren).toBe(true);
    const lazyTree = await s.t.get(s.admin, `${P}/lazy-tree`, { parentId: hr.id });
    expect(lazyTree.data).toEqual([expect.objectContaining({ title: 'Rebar team A', hasChildren: false })]);

    const teams = await s.t.get(s.admin, `${P}/dept-tree`, { deptType: 3 });
    expect(teams.data[0].id).toBe(co.id);
    expect(teams.data[0].children[0].children.map((n: Node) => n.title)).toEqual(['Rebar team A']);

    const list = await s.t.get(s.admin, `${P}/list`, { deptName: 'team' });
    expect(list.data.map((n: Node) => n.deptName)).toEqual(['Rebar team A']);
  });

  it('refuses itself or its own descendant as parent, with the client messages', async () => {
    const a = await add({ deptName: 'A' });
    const b = await add({ deptName: 'B', parentId: a.id });
    const c = await add({ deptName: 'C', parentId: b.id });
    const self = await s.t.post(s.admin, `${P}/submit`, { id: a.id, parentId: a.id });
    expect(self.status).toBe(400);
    expect(self.msg).toBe('Do not select itself, please select another item！');
    const child = await s.t.post(s.admin, `${P}/submit`, { id: a.id, parentId: c.id });
    expect(child.status).toBe(400);
    expect(child.msg).toBe('You cannot select a parent node！');
    expect((await detail(a.id)).parentId).toBe('0');
  });

  it('moving a node rewrites the ancestors of its whole subtree', async () => {
    const x = await add({ deptName: 'X' });
    const y = await add({ deptName: 'Y' });
    const m = await add({ deptName: 'M', parentId: x.id });
    const n = await add({ deptName: 'N', parentId: m.id });
    const o = await add({ deptName: 'O', parentId: n.id });
    const moved = await s.t.post(s.admin, `${P}/submit`, { id: m.id, parentId: y.id, version: m.version });
    expect(moved.data.ancestors).toBe(`0,${y.id}`);
    expect((await detail(n.id)).ancestors).toBe(`0,${y.id},${m.id}`);
    expect((await detail(o.id)).ancestors).toBe(`0,${y.id},${m.id},${n.id}`);
    // and back to the root
    await s.t.post(s.admin, `${P}/submit`, { id: m.id, parentId: '0' });
    expect((await detail(m.id)).ancestors).toBe('0');
    expect((await detail(o.id)).ancestors).toBe(`0,${m.id},${n.id}`);
    // a stale version changes nothing
    const stale = await s.t.post(s.admin, `${P}/submit`, { id: m.id, parentId: x.id, version: m.version });
    expect(stale.status).toBe(409);
    expect((await detail(o.id)).ancestors).toBe(`0,${m.id},${n.id}`);
  });

  it('refuses to remove a department with sub-departments or users, and answers 400/404 for bad input', async () => {
    const p = await add({ deptName: 'Parent' });
    const q = await add({ deptName: 'Child', parentId: p.id });
    const hasChild = await s.t.post(s.admin, `${P}/remove`, { ids: p.id });
    expect(hasChild.status).toBe(409);
    await s.t.db.insert(user).values({ tenantId: '000000', account: 'staff1', password: 'x', deptId: `1,${q.id}` });
    const hasUser = await s.t.post(s.admin, `${P}/remove`, { ids: q.id });
    expect(hasUser.status).toBe(409);
    expect(hasUser.msg).toMatch(/users/);
    const empty = await add({ deptName: 'Empty', parentId: p.id });
    expect((await s.t.post(s.admin, `${P}/remove`, { ids: empty.id })).code).toBe(200);
    expect((await s.t.get(s.admin, `${P}/detail`, { id: empty.id })).status).toBe(404);

    const noName = await s.t.post(s.admin, `${P}/submit`, { parentId: p.id });
    expect(noName.status).toBe(400);
    expect(noName.msg).toMatch(/deptName/);
    const badCategory = await s.t.post(s.admin, `${P}/submit`, { deptName: 'Z', deptCategory: 7 });
    expect(badCategory.status).toBe(400);
    expect(badCategory.msg).toMatch(/deptCategory/);
    const badParent = await s.t.post(s.admin, `${P}/submit`, { deptName: 'Z', parentId: '42' });
    expect(badParent.status).toBe(400);
    expect(badParent.msg).toMatch(/parentId/);
    const badHolder = await s.t.post(s.admin, `${P}/submit`, { deptName: 'Z', shareholders: [{ name: '', email: 'not-mail' }] });
    expect(badHolder.status).toBe(400);
    expect(badHolder.msg).toMatch(/shareholders/);
    expect((await s.t.post(s.admin, `${P}/submit`, { id: '999', deptName: 'Ghost' })).status).toBe(404);
    expect((await s.t.post(s.admin, `${P}/remove`, { ids: '999' })).status).toBe(404);
    expect((await s.t.get(null, `${P}/tree`)).status).toBe(401);
  });
});
