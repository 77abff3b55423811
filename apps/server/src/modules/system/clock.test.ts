import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { todayIn } from '@hr/contracts';
import { useTestApp } from '../../../test/helpers.js';
import { loadConfig } from '../../platform/config.js';
import { param } from './system.tables.js';
import { companyClock, TIME_ZONE_REFRESH_MS } from './clock.queries.js';

const s = useTestApp();
const P = '/api/blade-system/param';
const CLOCK = '/api/blade-system/clock';

async function zoneParam() {
  const page = await s.t.get(s.admin, `${P}/list`, { paramKey: 'company.timeZone', size: 10 });
  return page.data.records.find((r: { paramKey: string }) => r.paramKey === 'company.timeZone') as { id: string; paramValue: string; version: number };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the company clock (system parameter company.timeZone)', () => {
  it('is seeded as Asia/Singapore and answered to any signed-in user', async () => {
    expect((await zoneParam()).paramValue).toBe('Asia/Singapore');
    const clock = await s.t.get(s.admin, CLOCK);
    expect(clock.code).toBe(200);
    expect(clock.data).toMatchObject({ timeZone: 'Asia/Singapore', offset: '+08:00' });
    expect(clock.data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(clock.data.now).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(clock.data.now.slice(0, 10)).toBe(clock.data.today);
    expect([todayIn('Asia/Singapore'), todayIn('Asia/Singapore', new Date(Date.now() - 5000))]).toContain(clock.data.today);
    expect((await s.t.get(null, CLOCK)).status).toBe(401);
  });

  it("at 23:30 UTC answers Singapore's next day as today", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T23:30:00Z'));
    const session = await s.t.login();
    const clock = await s.t.get(session, CLOCK);
    expect(clock.data).toEqual({ timeZone: 'Asia/Singapore', offset: '+08:00', today: '2026-12-02', now: '2026-12-02 07:30:00' });
  });

  it('refuses an unknown zone with a 400 naming the value, and takes a known one at once in this process', async () => {
    const p = await zoneParam();
    const bad = await s.t.post(s.admin, `${P}/submit`, { id: p.id, paramValue: 'Mars/Olympus', version: p.version });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/Mars\/Olympus/);
    const ok = await s.t.post(s.admin, `${P}/submit`, { id: p.id, paramValue: ' Europe/Berlin ', version: p.version });
    expect(ok.code).toBe(200);
    expect(ok.data.paramValue).toBe('Europe/Berlin');
    const clock = await s.t.get(s.admin, CLOCK);
    expect(clock.data.timeZone).toBe('Europe/Berlin');
    expect(['+01:00', '+02:00']).toContain(clock.data.offset);
    const back = await zoneParam();
    expect((await s.t.post(s.admin, `${P}/submit`, { id: back.id, paramValue: 'Asia/Singapore', version: back.version })).code).toBe(200);
  });

  it('sees a change written elsewhere (another process, SQL) within 60 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T23:30:00Z'));
    const app = s.t.app;
    expect((await companyClock(app, s.t.db, { tenantId: '000000' })).timeZone).toBe('Asia/Singapore');
    const where = and(eq(param.tenantId, '000000'), eq(param.paramKey, 'company.timeZone'));
    await s.t.db.update(param).set({ paramValue: 'America/New_York' }).where(where);
    vi.setSystemTime(new Date(Date.now() + 30_000));
    expect((await companyClock(app, s.t.db, { tenantId: '000000' })).timeZone).toBe('Asia/Singapore');
    vi.setSystemTime(new Date(Date.now() + TIME_ZONE_REFRESH_MS));
    const clock = await companyClock(app, s.t.db, { tenantId: '000000' });
    expect(clock).toMatchObject({ timeZone: 'America/New_York', offset: '-05:00', today: '2026-12-01', now: '2026-12-01 18:31:30' });
    await s.t.db.update(param).set({ paramValue: 'Asia/Singapore' }).where(where);
  });
});

describe('DEFAULT_TIME_ZONE', () => {
  it('names the zone of new installs; an unknown zone stops the start naming the variable', () => {
    expect(loadConfig({}).defaultTimeZone).toBe('Asia/Singapore');
    expect(loadConfig({ DEFAULT_TIME_ZONE: 'Asia/Kuala_Lumpur' }).defaultTimeZone).toBe('Asia/Kuala_Lumpur');
    expect(() => loadConfig({ DEFAULT_TIME_ZONE: 'Asia/Atlantis' })).toThrow(/DEFAULT_TIME_ZONE.*Asia\/Atlantis/);
  });
});
