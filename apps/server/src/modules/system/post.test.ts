import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => t?.close());

describe('posts (the CRUD resource helper)', () => {
  it('creates, pages, sorts, updates and removes with the envelope and string ids', async () => {
    const a = await t.post(admin, '/api/blade-system/post/submit', { postCode: 'ceo', postName: 'Chief executive', postSort: 2, category: 1 });
    expect(a.code).toBe(200);
    expect(typeof a.data.id).toBe('string');
    await t.post(admin, '/api/blade-system/post/submit', { postCode: 'hr', postName: 'HR officer', postSort: 1, category: 1 });
    await t.post(admin, '/api/blade-system/post/submit', { postCode: 'rebar', postName: 'Rebar worker', postSort: 3, category: 4 });

    const page = await t.get(admin, '/api/blade-system/post/page', { current: 1, size: 2 });
    expect(page.data).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(page.data.records.map((r: { postCode: string }) => r.postCode)).toEqual(['hr', 'ceo']);

    const sorted = await t.get(admin, '/api/blade-system/post/page', { size: -1, descs: 'post_sort' });
    expect(sorted.data.records.map((r: { postCode: string }) => r.postCode)).toEqual(['rebar', 'ceo', 'hr']);

    const filtered = await t.get(admin, '/api/blade-system/post/page', { postName: 'officer' });
    expect(filtered.data.total).toBe(1);
    const trades = await t.get(admin, '/api/blade-system/post/pageTrade1', { size: -1 });
    expect(trades.data.records.map((r: { postCode: string }) => r.postCode)).toEqual(['rebar']);

    const upd = await t.post(admin, '/api/blade-system/post/submit', { id: a.data.id, postCode: 'ceo', postName: 'CEO', version: a.data.version });
    expect(upd.data.postName).toBe('CEO');
    expect(upd.data.version).toBe(a.data.version + 1);
    const stale = await t.post(admin, '/api/blade-system/post/submit', { id: a.data.id, postName: 'Stale', version: a.data.version });
    expect(stale.status).toBe(409);

    const rm = await t.post(admin, `/api/blade-system/post/remove?ids=${a.data.id}`);
    expect(rm.code).toBe(200);
    expect((await t.get(admin, '/api/blade-system/post/detail', { id: a.data.id })).status).toBe(404);
  });

  it('gives the same total on every page: a full page, the short last one, a page exactly full, past the end, and no page size', async () => {
    for (let i = 1; i <= 7; i++)
      await t.post(admin, '/api/blade-system/post/submit', { postCode: `pg${i}`, postName: `Paging post ${i}`, postSort: 10 + i, category: 1 });
    const page = async (current: number, size: number) => (await t.get(admin, '/api/blade-system/post/page', { postName: 'Paging post', current, size })).data;
    expect(await page(1, 3)).toMatchObject({ total: 7, pages: 3 });
    const last = await page(3, 3);
    expect(last).toMatchObject({ total: 7, pages: 3 });
    expect(last.records.map((r: { postCode: string }) => r.postCode)).toEqual(['pg7']);
    expect(await page(2, 3)).toMatchObject({ total: 7 });
    expect(await page(1, 7)).toMatchObject({ total: 7, pages: 1 });
    expect(await page(1, 10)).toMatchObject({ total: 7, pages: 1 });
    const past = await page(4, 3);
    expect(past).toMatchObject({ total: 7, records: [] });
    expect(await page(1, -1)).toMatchObject({ total: 7 });
    expect((await t.get(admin, '/api/blade-system/post/page', { postName: 'no such post' })).data).toMatchObject({ total: 0, records: [] });
  });

  it('answers 400 naming the field for bad input, and 409 for a duplicate code', async () => {
    const long = await t.post(admin, '/api/blade-system/post/submit', { postCode: 'x'.repeat(60), postName: 'Too long' });
    expect(long.status).toBe(400);
    expect(long.msg).toMatch(/postCode/);
    const missing = await t.post(admin, '/api/blade-system/post/submit', { postCode: 'nameless' });
    expect(missing.status).toBe(400);
    expect(missing.msg).toMatch(/postName/);
    const badSort = await t.get(admin, '/api/blade-system/post/page', { ascs: 'password; drop table x' });
    expect(badSort.status).toBe(400);
    const badIds = await t.post(admin, '/api/blade-system/post/remove', { ids: '1,abc' });
    expect(badIds.status).toBe(400);
    expect(badIds.msg).toMatch(/ids/);
    await t.post(admin, '/api/blade-system/post/submit', { postCode: 'dup', postName: 'One' });
    const dup = await t.post(admin, '/api/blade-system/post/submit', { postCode: 'dup', postName: 'Two' });
    expect(dup.status).toBe(409);
    expect(dup.msg).toMatch(/postCode/);
  });

  it('records every write in the audit log', async () => {
    const { auditLog } = await import('../../platform/db/platform.tables.js');
    const rows = await t.db.select().from(auditLog);
    expect(rows.some((r) => r.resource === 'post' && r.action === 'create')).toBe(true);
    expect(rows.some((r) => r.resource === 'post' && r.action === 'remove')).toBe(true);
  });
});
