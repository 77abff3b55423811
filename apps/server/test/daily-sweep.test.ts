import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { useTestApp } from './helpers.js';
import { dailySweep, drainJobs } from '../src/platform/jobs.js';
import { sysJob } from '../src/platform/db/platform.tables.js';
import { runInClockZone } from '../src/platform/clock-context.js';
import { param } from '../src/modules/system/system.tables.js';
import { forgetTimeZones } from '../src/modules/system/clock.queries.js';

/**
 * Daily sweeps (README "Time zone"): once per company day, from `company.reminderHour` (default 8) local, exactly
 * once across processes. The worker runs its ticks in the company zone (Asia/Singapore here); the process's own
 * zone is America/New_York (vitest.config.ts).
 */
const s = useTestApp();
let runs = 0;
const sweep = dailySweep('test.daily', async () => {
  runs++;
});
// the same sweep as another process would hold it (its own memory of the day)
const otherProcess = dailySweep('test.daily', async () => {
  runs++;
});

const jobsOfTheSweep = () => s.t.db.select({ key: sysJob.key, state: sysJob.state }).from(sysJob).where(like(sysJob.name, 'daily:test.daily'));
const tick = (fn: () => Promise<unknown>) => runInClockZone('Asia/Singapore', fn);

afterEach(() => {
  vi.useRealTimers();
});

describe('daily sweeps on the company clock', () => {
  it('waits for the reminder hour of the company day, then runs once however many processes tick', async () => {
    s.t.app.jobs.addSweep('test.daily', sweep);
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 UTC is 07:30 on 2 December in Singapore: before the reminder hour (8)
    vi.setSystemTime(new Date('2026-12-01T23:30:00Z'));
    await tick(() => sweep(s.t.app));
    expect(await jobsOfTheSweep()).toEqual([]);
    // 08:00 in Singapore (00:00 UTC): the day's job, once, whichever process ticks
    vi.setSystemTime(new Date('2026-12-02T00:00:05Z'));
    await tick(() => Promise.all([sweep(s.t.app), otherProcess(s.t.app)]));
    await tick(() => Promise.all([sweep(s.t.app), otherProcess(s.t.app)]));
    expect(await jobsOfTheSweep()).toEqual([{ key: '2026-12-02', state: 'pending' }]);
    await tick(() => drainJobs(s.t.app));
    await tick(() => drainJobs(s.t.app));
    expect(runs).toBe(1);
    // later that day: nothing more; the next company day at 08:00: once more
    vi.setSystemTime(new Date('2026-12-02T15:59:00Z'));
    await tick(() => Promise.all([sweep(s.t.app), otherProcess(s.t.app)]));
    expect(await jobsOfTheSweep()).toHaveLength(1);
    vi.setSystemTime(new Date('2026-12-03T00:01:00Z'));
    await tick(() => Promise.all([sweep(s.t.app), otherProcess(s.t.app)]));
    await tick(() => drainJobs(s.t.app));
    expect((await jobsOfTheSweep()).map((j) => j.key).sort()).toEqual(['2026-12-02', '2026-12-03']);
    expect(runs).toBe(2);
  });

  it('follows company.reminderHour', async () => {
    const where = and(eq(param.tenantId, '000000'), eq(param.paramKey, 'company.reminderHour'));
    expect((await s.t.db.select({ v: param.paramValue }).from(param).where(where))[0]?.v).toBe('8');
    await s.t.db.update(param).set({ paramValue: '6' }).where(where);
    forgetTimeZones(s.t.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    // 06:30 on 4 December in Singapore
    vi.setSystemTime(new Date('2026-12-03T22:30:00Z'));
    await tick(() => sweep(s.t.app));
    expect((await jobsOfTheSweep()).map((j) => j.key)).toContain('2026-12-04');
    await s.t.db.update(param).set({ paramValue: '8' }).where(where);
    forgetTimeZones(s.t.app);
  });
});
