import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, onPostgres, type Session, type TestApp } from '../../../test/helpers.js';
import { makeDept, makeRole, makeUser, PASSWORD } from '../../modules/flow/flow.fixtures.js';
import { templateField } from '../../modules/form/form.tables.js';
import { nextId } from './ids.js';
import { user } from '../../modules/system/system.tables.js';
import { authSession } from './platform.tables.js';
import { ChangeFeed } from './change-feed.js';
import { FeedCache } from './feed-cache.js';

/**
 * The session cache (issue 13): a session's calls after the first read no session row, and every change of a
 * session, user, tenant or client row ends what was cached: at once in this process, on both databases,
 * whoever wrote it (a form, a script, SQL by hand), and within moments when another process wrote it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const allInfo = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/blade-user/all-info', headers });

describe('the session cache', () => {
  it("a feed's cache keeps nothing while the feed is not live, and retires what was read before a change", () => {
    const feed = new ChangeFeed();
    const cache = new FeedCache<string>(feed);
    cache.set('a', 'row', cache.mark());
    expect(cache.get('a')).toBeUndefined();
    feed.setLive(true);
    cache.set('a', 'row', cache.mark());
    expect(cache.get('a')).toBe('row');
    feed.changed();
    expect(cache.get('a')).toBeUndefined();
    // a change heard while the query ran keeps its answer out
    const before = cache.mark();
    feed.changed();
    cache.set('b', 'stale', before);
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', 'fresh', cache.mark());
    expect(cache.get('b')).toBe('fresh');
    feed.setLive(false);
    expect(cache.get('b')).toBeUndefined();
  });

  it('a user disabled or a session revoked by hand in SQL is refused on the very next call, and served again once restored', async () => {
    const id = await makeUser(t.db, 'cache.user');
    const s = await t.login('cache.user', PASSWORD);
    expect((await allInfo(s.headers)).statusCode).toBe(200);
    expect((await allInfo(s.headers)).statusCode).toBe(200);
    await t.db.update(user).set({ status: 0 }).where(eq(user.id, id));
    expect((await allInfo(s.headers)).statusCode).toBe(401);
    await t.db.update(user).set({ status: 1 }).where(eq(user.id, id));
    expect((await allInfo(s.headers)).statusCode).toBe(200);
    await t.db.update(authSession).set({ revokedTime: sql`localtimestamp` }).where(eq(authSession.userId, id));
    const refused = await allInfo(s.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().msg).toBe('Your session has ended, please sign in again');
  });

  it.runIf(onPostgres)("a session's second call reads no session row (PostgreSQL)", async () => {
    const s = await t.login();
    expect((await allInfo(s.headers)).statusCode).toBe(200);
    const query = vi.spyOn(t.database.pool!, 'query');
    try {
      expect((await allInfo(s.headers)).statusCode).toBe(200);
      const named = query.mock.calls.map(([q]) => (q as unknown as { name?: string }).name);
      expect(named).not.toContain('hr_auth_session');
    } finally {
      query.mockRestore();
    }
  });

  it.runIf(onPostgres)('a session revoked by another connection is refused within a second (PostgreSQL)', async () => {
    const s = await t.login();
    expect((await allInfo(s.headers)).statusCode).toBe(200);
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query(`update auth_session set revoked_time = localtimestamp where user_id = $1`, [s.userId]);
    } finally {
      await other.end();
    }
    const deadline = Date.now() + 1000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await allInfo(s.headers)).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 10));
    }
    expect(status).toBe(401);
  });
});

/**
 * The configuration cache: a start reads its form, definition and fields, and every start and end its tenant's
 * webhook endpoints, from the cache while the database says nothing of them changed (migration 0027's triggers).
 */
describe('the configuration cache', () => {
  const START = '/api/mcc-staff/processfield/startProcess';
  const reason = { formId: '18', fieldName: 'costCentre', fieldLabel: 'Cost centre', fieldType: 'input', required: 1, sort: 99 };
  let employee: Session;
  beforeAll(async () => {
    const role = await makeRole(t.db, 'cache.staff');
    const leader = await makeUser(t.db, 'cache.leader', { roleIds: [role] });
    await makeUser(t.db, 'cache.employee', { roleIds: [role], deptId: await makeDept(t.db, 'Cache dept', leader) });
    employee = await t.login('cache.employee', PASSWORD);
  });
  const start = (map: Record<string, unknown> = {}) => t.post(employee, START, { formId: '18', map: { subject: 'Chair', content: 'Broken', ...map } });

  it('a field added or removed by hand in SQL applies to the very next start', async () => {
    expect((await start()).code).toBe(200);
    const [field] = await t.db.insert(templateField).values(reason).returning();
    const refused = await start();
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('Cost centre');
    expect((await start({ costCentre: 'CC-7' })).code).toBe(200);
    await t.db.delete(templateField).where(eq(templateField.id, field.id));
    expect((await start()).code).toBe(200);
  });

  it.runIf(onPostgres)('a second start reads neither its form nor its fields (PostgreSQL)', async () => {
    expect((await start()).code).toBe(200);
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      expect((await start()).code).toBe(200);
      const named = query.mock.calls.map(([q]) => (q as unknown as { name?: string }).name).filter(Boolean);
      expect(named.length).toBeGreaterThan(0);
      expect(named).not.toContain('hr_flow_startable_form');
      expect(named).not.toContain('hr_form_fields');
      expect(named).not.toContain('hr_webhook_endpoints');
    } finally {
      query.mockRestore();
    }
  });

  it.runIf(onPostgres)('a field another process adds applies within a second (PostgreSQL)', async () => {
    expect((await start()).code).toBe(200);
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query(
        `insert into base_template_field (id, tenant_id, form_id, field_name, field_label, field_type, required, sort) values ($1, '000000', 18, 'costCentre', 'Cost centre', 'input', 1, 99)`,
        [nextId()],
      );
    } finally {
      await other.end();
    }
    const deadline = Date.now() + 1000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await start()).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 10));
    }
    expect(status).toBe(400);
    await t.db.delete(templateField).where(eq(templateField.fieldName, 'costCentre'));
  });
});
