import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../platform/db/client.js';
import { ADMIN_PASSWORD, onPostgres, useTestApp } from '../../../test/helpers.js';

const s = useTestApp();

const D = '/api/blade-system/dict';
const B = '/api/blade-system/dict-biz';
type Item = { id: string; dictKey: string; dictValue: string; code: string; parentId: string; children?: Item[]; hasChildren?: boolean };

describe('dictionaries', () => {
  it('serves the seeded system and business dictionaries, translated by language', async () => {
    const sex = await s.t.get(s.admin, `${D}/dictionary`, { code: 'sex' });
    expect(sex.code).toBe(200);
    expect(sex.data.map((i: Item) => [i.dictKey, i.dictValue])).toEqual([
      ['1', 'Male'],
      ['2', 'Female'],
      ['3', 'Unknown'],
    ]);
    const zh = await s.t.get(s.admin, `${D}/dictionary`, { code: 'sex', language: 'zh' });
    expect(zh.data[0].dictValue).toBe('男');
    const header = await s.t.call(s.admin, 'GET', `${D}/dictionary?code=sex`, undefined, { headers: { 'accept-language': 'fr;q=0.4, zh-CN;q=0.9' } });
    expect(header.data[1].dictValue).toBe('女');
    const fallback = await s.t.get(s.admin, `${D}/dictionary`, { code: 'sex', language: 'de' });
    expect(fallback.data[0].dictValue).toBe('Male');

    const rating = await s.t.get(s.admin, `${B}/dictionary`, { code: 'feedback_rating' });
    expect(rating.data.map((i: Item) => `${i.dictKey} ${i.dictValue}`)).toEqual(['0 N.A', '1 Poor', '2 Neutral', '3 Good', '4 Excellent']);
    const leave = await s.t.get(s.admin, `${B}/dictionary`, { code: 'leave_status' });
    expect(leave.data.map((i: Item) => i.dictValue)).toEqual(['Pending', 'Approved', 'Rejected', 'cancel leave']);
    const contract = await s.t.get(s.admin, `${B}/dictionary`, { code: 'contract_category' });
    expect(contract.data.map((i: Item) => i.dictKey)).toEqual(['I', 'II', 'III', 'IV']);
    expect((await s.t.get(s.admin, `${D}/dictionary`, { code: 'no_such_code' })).data).toEqual([]);
  });

  it('shows a write at the next read (the cache is invalidated)', async () => {
    const before = await s.t.get(s.admin, `${D}/dictionary`, { code: 'yes_no' });
    const yes = before.data.find((i: Item) => i.dictKey === '1');
    const upd = await s.t.post(s.admin, `${D}/submit`, { id: yes.id, dictValue: 'Yes indeed', dictValueI18n: { zh: '是的' } });
    expect(upd.code).toBe(200);
    const after = await s.t.get(s.admin, `${D}/dictionary`, { code: 'yes_no' });
    expect(after.data.find((i: Item) => i.dictKey === '1').dictValue).toBe('Yes indeed');
    const zh = await s.t.get(s.admin, `${D}/dictionary`, { code: 'yes_no', lang: 'zh-CN' });
    expect(zh.data.find((i: Item) => i.dictKey === '1').dictValue).toBe('是的');

    const parent = (await s.t.get(s.admin, `${D}/parent-list`, { code: 'yes_no' })).data.records[0];
    const added = await s.t.post(s.admin, `${D}/submit`, { parentId: parent.id, dictKey: '2', dictValue: 'Maybe', sort: 3 });
    expect(added.data.code).toBe('yes_no');
    expect((await s.t.get(s.admin, `${D}/dictionary`, { code: 'yes_no' })).data.map((i: Item) => i.dictValue)).toContain('Maybe');
    await s.t.post(s.admin, `${D}/remove`, { ids: added.data.id });
    expect((await s.t.get(s.admin, `${D}/dictionary`, { code: 'yes_no' })).data.map((i: Item) => i.dictValue)).not.toContain('Maybe');
  });

  it('keeps two app processes on one database consistent (no stale cache after a write elsewhere)', async () => {
    const database = onPostgres ? await openDatabase({ databaseUrl: s.t.databaseUrl }) : s.t.database;
    const other = await buildApp({
      database,
      config: { adminPassword: ADMIN_PASSWORD, jwtSecret: 'test-signing-key-only-for-tests', backgroundJobs: false, logLevel: 'silent' },
    });
    await other.ready();
    try {
      const read = async (app: typeof other) =>
        (await app.inject({ method: 'GET', url: `${D}/dictionary?code=sex`, headers: s.admin.headers })).json().data.map((i: Item) => i.dictValue);
      expect(await read(other)).toContain('Male'); // cached in the second app
      expect(await read(s.t.app)).toContain('Male'); // cached in the first
      const male = (await s.t.get(s.admin, `${D}/dictionary`, { code: 'sex' })).data[0];
      await s.t.post(s.admin, `${D}/submit`, { id: male.id, dictValue: 'Man' });
      expect(await read(other)).toContain('Man');
      const res = await other.inject({ method: 'POST', url: `${D}/submit`, headers: s.admin.headers, payload: { id: male.id, dictValue: 'Male' } });
      expect(res.statusCode).toBe(200);
      expect(await read(s.t.app)).toContain('Male');
    } finally {
      await other.close();
      if (onPostgres) await database.close();
    }
  });

  it('creates a dictionary with items, lists it as pages and trees, and renames its code through the subtree', async () => {
    const dict = await s.t.post(s.admin, `${B}/submit`, { code: 'shift', dictValue: 'Shift', sort: 50 });
    expect(dict.data).toMatchObject({ code: 'shift', dictKey: '-1', parentId: '0' });
    const day = await s.t.post(s.admin, `${B}/submit`, { parentId: dict.data.id, dictKey: 'day', dictValue: 'Day shift', sort: 1 });
    const night = await s.t.post(s.admin, `${B}/submit`, { parentId: dict.data.id, dictKey: 'night', dictValue: 'Night shift', sort: 2 });
    const late = await s.t.post(s.admin, `${B}/submit`, { parentId: night.data.id, dictKey: 'late', dictValue: 'Late night', sort: 1 });
    expect(late.data.code).toBe('shift');

    const parents = await s.t.get(s.admin, `${B}/parent-list`, { code: 'shift' });
    expect(parents.data.total).toBe(1);
    const children = await s.t.get(s.admin, `${B}/child-list`, { parentId: dict.data.id });
    expect(children.data.records.map((r: Item) => r.dictKey)).toEqual(['day', 'night']);
    expect((await s.t.get(s.admin, `${B}/child-list`)).data.total).toBe(0);

    const tree = await s.t.get(s.admin, `${B}/dictionary-tree`, { code: 'shift' });
    expect(tree.data.map((n: Item) => n.dictKey)).toEqual(['day', 'night']);
    expect(tree.data[1].hasChildren).toBe(true);
    expect(tree.data[1].children[0].dictValue).toBe('Late night');

    const list = await s.t.get(s.admin, `${B}/list`, { code: 'shift' });
    expect(list.data).toHaveLength(1);
    expect(list.data[0].children.map((n: Item) => n.dictKey)).toEqual(['day', 'night']);

    const all = await s.t.get(s.admin, `${D}/tree`, { code: 'DICT' });
    const sexNode = all.data.find((n: { title: string }) => n.title === 'Sex');
    expect(sexNode).toMatchObject({ value: sexNode.id, key: sexNode.id });
    expect(sexNode.children.length).toBeGreaterThanOrEqual(3);

    const renamed = await s.t.post(s.admin, `${B}/submit`, { id: dict.data.id, code: 'work_shift' });
    expect(renamed.data.code).toBe('work_shift');
    expect((await s.t.get(s.admin, `${B}/detail`, { id: late.data.id })).data.code).toBe('work_shift');
    expect((await s.t.get(s.admin, `${B}/dictionary`, { code: 'work_shift' })).data).toHaveLength(3);
    expect((await s.t.get(s.admin, `${B}/dictionary`, { code: 'shift' })).data).toHaveLength(0);
    void day;
  });

  it('answers 400, 404 and 409 for bad writes, and enforces the tree rules', async () => {
    const dict = await s.t.post(s.admin, `${B}/submit`, { code: 'grade', dictValue: 'Grade' });
    const a = await s.t.post(s.admin, `${B}/submit`, { parentId: dict.data.id, dictKey: 'a', dictValue: 'A' });
    const a1 = await s.t.post(s.admin, `${B}/submit`, { parentId: a.data.id, dictKey: 'a1', dictValue: 'A1' });

    const self = await s.t.post(s.admin, `${B}/submit`, { id: a.data.id, parentId: a.data.id });
    expect(self.status).toBe(400);
    expect(self.msg).toBe('Do not select itself, please select another item！');
    const own = await s.t.post(s.admin, `${B}/submit`, { id: a.data.id, parentId: a1.data.id });
    expect(own.status).toBe(400);
    expect(own.msg).toBe('You cannot select a parent node！');

    const dupKey = await s.t.post(s.admin, `${B}/submit`, { parentId: dict.data.id, dictKey: 'a', dictValue: 'Again' });
    expect(dupKey.status).toBe(409);
    expect(dupKey.msg).toMatch(/dictKey/);
    const dupCode = await s.t.post(s.admin, `${B}/submit`, { code: 'grade', dictValue: 'Grade 2' });
    expect(dupCode.status).toBe(409);
    expect(dupCode.msg).toMatch(/code/);

    const noKey = await s.t.post(s.admin, `${B}/submit`, { parentId: dict.data.id, dictValue: 'Keyless' });
    expect(noKey.status).toBe(400);
    expect(noKey.msg).toMatch(/dictKey/);
    const noCode = await s.t.post(s.admin, `${B}/submit`, { dictValue: 'Codeless' });
    expect(noCode.status).toBe(400);
    expect(noCode.msg).toMatch(/code/);
    const badCode = await s.t.post(s.admin, `${B}/submit`, { code: 'has space', dictValue: 'X' });
    expect(badCode.status).toBe(400);
    const badI18n = await s.t.post(s.admin, `${B}/submit`, { code: 'xx', dictValue: 'X', dictValueI18n: { klingon: 'x' } });
    expect(badI18n.status).toBe(400);
    expect(badI18n.msg).toMatch(/dictValueI18n/);
    const badParent = await s.t.post(s.admin, `${B}/submit`, { parentId: '123', dictKey: 'k', dictValue: 'V' });
    expect(badParent.status).toBe(400);
    expect(badParent.msg).toMatch(/parentId/);
    expect((await s.t.get(s.admin, `${B}/dictionary`, {})).status).toBe(400);

    expect((await s.t.get(s.admin, `${B}/detail`, { id: '999' })).status).toBe(404);
    expect((await s.t.post(s.admin, `${B}/submit`, { id: '999', dictValue: 'x' })).status).toBe(404);
    expect((await s.t.post(s.admin, `${B}/remove`, { ids: '999' })).status).toBe(404);

    const hasChildren = await s.t.post(s.admin, `${B}/remove`, { ids: a.data.id });
    expect(hasChildren.status).toBe(409);
    expect((await s.t.post(s.admin, `${B}/remove`, { ids: `${a.data.id},${a1.data.id}` })).code).toBe(200);
  });

  it('needs sign-in for lookups and the view permission for administration', async () => {
    expect((await s.t.get(null, `${D}/dictionary`, { code: 'sex' })).status).toBe(401);
    expect((await s.t.get(null, `${D}/parent-list`)).status).toBe(401);
  });
});
