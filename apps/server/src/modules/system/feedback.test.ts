import { beforeAll, describe, expect, it } from 'vitest';
import { type Session, useTestApp } from '../../../test/helpers.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { user } from './system.tables.js';

const s = useTestApp();
let alice: Session;
let bob: Session;
const PASSWORD = 'Staff@12345';
beforeAll(async () => {
  const hash = await hashPassword(PASSWORD);
  await s.t.db.insert(user).values([
    { tenantId: '000000', account: 'alice', realName: 'Alice Tan', password: hash, isInitialPassword: 0 },
    { tenantId: '000000', account: 'bob', realName: 'Bob Lim', password: hash, isInitialPassword: 0 },
  ]);
  alice = await s.t.login('alice', PASSWORD);
  bob = await s.t.login('bob', PASSWORD);
});

const P = '/api/blade-user/userFeedback';

describe('user feedback', () => {
  it('lets any user save feedback and see only their own; administrators see all, reply and close', async () => {
    const a = await s.t.post(alice, `${P}/save`, { title: 'Leave form', type: '1', content: 'The leave form does not show my balance' });
    expect(a.code).toBe(200);
    expect(a.data).toMatchObject({ status: 1, reply: null, createUser: alice.userId });
    await s.t.post(bob, `${P}/save`, { title: 'Idea', type: '2', content: 'Dark skin please' });

    const own = await s.t.get(alice, `${P}/search`);
    expect(own.data.records.map((r: { title: string }) => r.title)).toEqual(['Leave form']);
    expect(own.data.records[0].createUserName).toBe('Alice Tan');
    const all = await s.t.get(s.admin, `${P}/search`, { size: -1 });
    expect(all.data.total).toBe(2);
    expect((await s.t.get(s.admin, `${P}/search`, { type: '2' })).data.records.map((r: { title: string }) => r.title)).toEqual(['Idea']);

    const replied = await s.t.post(s.admin, `${P}/process`, { id: a.data.id, reply: 'Fixed in the next release' });
    expect(replied.data).toMatchObject({ status: 2, reply: 'Fixed in the next release', processUser: s.admin.userId });
    expect(replied.data.processTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await s.t.get(alice, `${P}/search`)).data.records[0].reply).toBe('Fixed in the next release');

    const closed = await s.t.post(alice, `${P}/close`, { id: a.data.id });
    expect(closed.data.status).toBe(3);
    const late = await s.t.post(s.admin, `${P}/process`, { id: a.data.id, reply: 'Again' });
    expect(late.status).toBe(400);
    expect(late.msg).toMatch(/closed/);
  });

  it('keeps other users out of feedback that is not theirs', async () => {
    const b = (await s.t.get(bob, `${P}/search`)).data.records[0];
    expect((await s.t.post(alice, `${P}/close`, { id: b.id })).status).toBe(404);
    expect((await s.t.post(alice, `${P}/process`, { id: b.id, reply: 'x' })).status).toBe(403);
    expect((await s.t.post(alice, `${P}/remove`, { ids: b.id })).status).toBe(403);
    expect((await s.t.post(s.admin, `${P}/remove`, { ids: b.id })).code).toBe(200);
    expect((await s.t.get(bob, `${P}/search`)).data.total).toBe(0);
  });

  it('answers 400 for bad input and 404 for unknown ids', async () => {
    const noTitle = await s.t.post(alice, `${P}/save`, { content: 'x' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.msg).toMatch(/title/);
    const tooLong = await s.t.post(alice, `${P}/save`, { title: 'x', content: 'y'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.msg).toMatch(/content/);
    const noReply = await s.t.post(s.admin, `${P}/process`, { id: '1' });
    expect(noReply.status).toBe(400);
    expect(noReply.msg).toMatch(/reply/);
    expect((await s.t.post(s.admin, `${P}/process`, { id: '999', reply: 'x' })).status).toBe(404);
    expect((await s.t.post(s.admin, `${P}/close`, { id: '999' })).status).toBe(404);
    expect((await s.t.post(null, `${P}/save`, { title: 'x', content: 'y' })).status).toBe(401);
  });
});
