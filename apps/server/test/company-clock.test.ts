import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { nowIn } from '@hr/contracts';
import { useTestApp } from './helpers.js';
import { addUser } from './users.js';
import { param } from '../src/modules/system/system.tables.js';
import { formatDateTime, today } from '../src/platform/util.js';
import { runInClockZone } from '../src/platform/clock-context.js';
import { companyDateOf, companyTodaySql } from '../src/platform/db/columns.js';
import { runQuery } from '../src/platform/db/render.js';
import { joinedWithin } from '../src/modules/worker/worker.queries.js';
import { mailLinks } from '../src/modules/flow/mail-links.js';
import { forgetTimeZones } from '../src/modules/system/clock.queries.js';

/**
 * Instants stored, company wall times answered (README "Time zone"): the database holds instants; every
 * date-time the API answers is the company zone's wall time `YYYY-MM-DD HH:mm:ss`, every date-time it reads
 * from a form is read in that zone, and changing the zone re-expresses what is stored without changing it.
 * The suites run with the process TZ set to America/New_York (vitest.config.ts), not the company's zone.
 */
const s = useTestApp();
const P = '/api/blade-system/param';

async function setZone(zone: string) {
  const where = and(eq(param.tenantId, '000000'), eq(param.paramKey, 'company.timeZone'));
  await s.t.db.update(param).set({ paramValue: zone }).where(where);
  forgetTimeZones(s.t.app);
}

const epochOf = async (table: string, column: string, id: string) => {
  const { rows } = (await s.t.db.execute(
    sql`select extract(epoch from ${sql.identifier(column)})::bigint::text as at from ${sql.identifier(table)} where id = ${id}`,
  )) as unknown as { rows: { at: string }[] };
  return Number(rows[0].at) * 1000;
};

afterEach(async () => {
  vi.useRealTimers();
  await setZone('Asia/Singapore');
});

describe('instants stored, company wall times answered', () => {
  it('the process clock is not in the company zone (the suites prove nothing reads it)', () => {
    expect(process.env.TZ).toBe('America/New_York');
    expect(new Date('2026-12-01T23:30:00Z').getHours()).toBe(18);
  });

  it("answers a stored instant as the company's wall time, and re-expresses it when the zone changes", async () => {
    const [row] = await s.t.db
      .insert(param)
      .values({ paramName: 'probe', paramKey: 'probe.answered', paramValue: 'v', createTime: new Date('2026-12-01T23:30:00Z').toISOString() })
      .returning({ id: param.id });
    const detail = await s.t.get(s.admin, `${P}/detail`, { id: row.id });
    expect(detail.data.createTime).toBe('2026-12-02 07:30:00');
    await setZone('America/New_York');
    expect((await s.t.get(s.admin, `${P}/detail`, { id: row.id })).data.createTime).toBe('2026-12-01 18:30:00');
    // the list page (rendered SQL, not drizzle's row mapping) answers the same
    const page = await s.t.get(s.admin, `${P}/list`, { paramKey: 'probe.answered' });
    expect(page.data.records[0].createTime).toBe('2026-12-01 18:30:00');
    // nothing stored moved
    expect(await epochOf('sys_param', 'create_time', row.id)).toBe(Date.parse('2026-12-01T23:30:00Z'));
  });

  it('a row written now answers its write time on the company clock', async () => {
    const before = Date.now();
    const [row] = await s.t.db.insert(param).values({ paramName: 'probe', paramKey: 'probe.now', paramValue: 'v' }).returning({ id: param.id });
    const detail = await s.t.get(s.admin, `${P}/detail`, { id: row.id });
    const after = Date.now();
    // CURRENT_TIMESTAMP(0) rounds to the nearest second, so a write at hh:mm:59.6 is stored as the next minute
    const minutes = [before - 1000, after + 1000].map((at) => nowIn('Asia/Singapore', new Date(at)).slice(0, 16));
    expect(minutes).toContain(detail.data.createTime.slice(0, 16));
    expect(Math.abs((await epochOf('sys_param', 'create_time', row.id)) - after)).toBeLessThan(60_000);
  });

  it("reads a form's date-time as the company's wall time", async () => {
    const dana = await addUser(s.t, { account: 'tz_dana', password: 'Secret#2026' });
    const set = await s.t.post(s.admin, '/api/blade-flow/delegation/submit', {
      delegateUserId: dana,
      startTime: '2031-03-01 09:00:00',
      endTime: '2031-03-05 18:00:00',
    });
    expect(set.code).toBe(200);
    expect(set.data).toMatchObject({ startTime: '2031-03-01 09:00:00', endTime: '2031-03-05 18:00:00' });
    // 09:00 in Singapore is 01:00 UTC
    expect(await epochOf('flow_delegation', 'start_time', set.data.id)).toBe(Date.parse('2031-03-01T01:00:00Z'));
    await setZone('Europe/Berlin');
    const list = await s.t.get(s.admin, '/api/blade-flow/delegation/list');
    const mine = list.data.records.find((r: { id: string }) => r.id === set.data.id);
    expect(mine).toMatchObject({ startTime: '2031-03-01 02:00:00', endTime: '2031-03-05 11:00:00' });
    await s.t.post(s.admin, '/api/blade-flow/delegation/remove', { ids: set.data.id });
  });

  it("formatDateTime and today read the clock in the unit of work's zone, at 23:30 UTC too", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T23:30:00Z'));
    expect(runInClockZone('Asia/Singapore', () => [formatDateTime(new Date()), today()])).toEqual(['2026-12-02 07:30:00', '2026-12-02']);
    expect(runInClockZone('America/New_York', () => [formatDateTime(new Date()), today()])).toEqual(['2026-12-01 18:30:00', '2026-12-01']);
    expect(formatDateTime(new Date(), 'UTC')).toBe('2026-12-01 23:30:00');
  });

  it("at 23:30 UTC the SQL today, an instant's date, 'joined within' and mail-link expiry are Singapore's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T23:30:00Z'));
    const rows = await runInClockZone('Asia/Singapore', () =>
      runQuery(s.t.db, sql`select ${companyTodaySql}::text as today, ${companyDateOf(sql`'2026-12-01T23:30:00Z'::timestamptz`)}::text as day`),
    );
    expect(rows[0]).toEqual({ today: '2026-12-02', day: '2026-12-02' });
    expect(runInClockZone('Asia/Singapore', () => joinedWithin({ days: 7 }))).toEqual({ entryDateStart: '2026-11-25' });
    const links = runInClockZone('Asia/Singapore', () => mailLinks('000000', '1', '1', 'http://x'));
    expect(links.rows[0].expiresAt).toBe('2026-12-09 07:30:00');
  });
});
