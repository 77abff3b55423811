import { describe, expect, it } from 'vitest';
import { clockNow, clockZone, runAt, runInClockZone } from './clock-context.js';
import { formatDateTime, instantOf, today } from './util.js';

describe('runAt: a unit of work at another moment', () => {
  it('answers that moment from clockNow() and today(), in the zone it was started in, and the real clock outside', async () => {
    await runInClockZone('Asia/Singapore', async () => {
      const then = instantOf('2025-03-04 10:00:00');
      const inside = await runAt(then, async () => {
        await new Promise((r) => setTimeout(r, 5));
        return { zone: clockZone(), now: formatDateTime(clockNow()), today: today() };
      });
      expect(inside).toEqual({ zone: 'Asia/Singapore', now: '2025-03-04 10:00:00', today: '2025-03-04' });
      expect(Math.abs(clockNow().getTime() - Date.now())).toBeLessThan(1000);
      expect(today()).toBe(formatDateTime(new Date()).slice(0, 10));
    });
  });
});
