import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/helpers.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { user } from './system.tables.js';

let t: TestApp;
let admin: Session;
let alice: Session;
let bob: Session;
const PASSWORD = 'Staff@12345';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const hash = await hashPassword(PASSWORD);
  await t.db.insert(user).values([
    { tenantId: '000000', account: 'alice', realName: 'Alice Tan', password: hash, isInitialPassword: 0 },
    { tenantId: '000000', account: 'bob', realName: 'Bob Lim', password: hash, isInitialPassword: 0 },
  ]);
  alice = await t.login('alice', PASSWORD);
  bob = await t.login('bob', PASSWORD);
});
afterAll(async () => t?.close());

const P = '/api/blade-user/userFeedback';

describe('user feedback', () => {
  it('lets any user save feedback and see only their own; administrators see all, reply and close', async () => {
    const a = await t.post(alice, `${P}/save`, { title: 'Leave form', type: '1', content: 'The leave form does not show my balance' });
    expect(a.code).toBe(200);
    expect(a.data).toMatchObject({ status: 1, reply: null, createUser: alice.userId });
    await t.post(bob, `${P}/save`, { title: 'Idea', type: '2', content: 'Dark skin please' });

    const own = await t.get(alice, `${P}/search`);
    expect(own.data.records.map((r: { title: string }) => r.title)).toEqual(['Leave form']);
    expect(own.data.records[0].createUserName).toBe('Alice Tan');
    const all = await t.get(admin, `${P}/search`, { size: -1 });
    expect(all.data.total).toBe(2);
    expect((await t.get(admin, `${P}/search`, { type: '2' })).data.records.map((r: { title: string }) => r.title)).toEqual(['Idea']);

    const replied = await t.post(admin, `${P}/process`, { id: a.data.id, reply: 'Fixed in the next release' });
    expect(replied.data).toMatchObject({ status: 2, reply: 'Fixed in the next release', processUser: admin.userId });
    expect(replied.data.processTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await t.get(alice, `${P}/search`)).data.records[0].reply).toBe('Fixed in the next release');

    const closed = await t.post(alice, `${P}/close`, { id: a.data.id });
    expect(closed.data.status).toBe(3);
    const late = await t.post(admin, `${P}/process`, { id: a.data.id, reply: 'Again' });
    expect(late.status).toBe(400);
    expect(late.msg).toMatch(/closed/);
  });

  it('keeps other users out of feedback that is not theirs', async () => {
    const b = (await t.get(bob, `${P}/search`)).data.records[0];
    expect((await t.post(alice, `${P}/close`, { id: b.id })).status).toBe(404);
    expect((await t.post(alice, `${P}/process`, { id: b.id, reply: 'x' })).status).toBe(403);
    expect((await t.post(alice, `${P}/remove`, { ids: b.id })).status).toBe(403);
    expect((await t.post(admin, `${P}/remove`, { ids: b.id })).code).toBe(200);
    expect((await t.get(bob, `${P}/search`)).data.total).toBe(0);
  });

  it('answers 400 for bad input and 404 for unknown ids', async () => {
    const noTitle = await t.post(alice, `${P}/save`, { content: 'x' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.msg).toMatch(/title/);
    const tooLong = await t.post(alice, `${P}/save`, { title: 'x', content: 'y'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.msg).toMatch(/content/);
    const noReply = await t.post(admin, `${P}/process`, { id: '1' });
    expect(noReply.status).toBe(400);
    expect(noReply.msg).toMatch(/reply/);
    expect((await t.post(admin, `${P}/process`, { id: '999', reply: 'x' })).status).toBe(404);
    expect((await t.post(admin, `${P}/close`, { id: '999' })).status).toBe(404);
    expect((await t.post(null, `${P}/save`, { title: 'x', content: 'y' })).status).toBe(401);
  });
});
