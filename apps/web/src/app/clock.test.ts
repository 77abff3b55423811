import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyNow, companyTimeZone, companyToday, setCompanyClock } from './clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('the company clock of the web', () => {
  it("answers the company zone's today, not the browser's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T23:30:00Z'));
    setCompanyClock({ timeZone: 'Asia/Singapore', offset: '+08:00', today: '2026-12-02', now: '2026-12-02 07:30:00' });
    expect(companyTimeZone()).toBe('Asia/Singapore');
    expect(companyToday()).toBe('2026-12-02');
    expect(companyNow()).toBe('2026-12-02 07:30:00');
    setCompanyClock({ timeZone: 'America/New_York', offset: '-05:00', today: '2026-12-01', now: '2026-12-01 18:30:00' });
    expect(companyToday()).toBe('2026-12-01');
  });

  it("takes off the browser clock's error", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // the browser is two hours slow: its 21:30 UTC is the server's 23:30 UTC
    vi.setSystemTime(new Date('2026-12-01T21:30:00Z'));
    setCompanyClock({ timeZone: 'Asia/Singapore', offset: '+08:00', today: '2026-12-02', now: '2026-12-02 07:30:00' });
    expect(companyToday()).toBe('2026-12-02');
    setCompanyClock({ timeZone: 'Asia/Singapore', offset: '+08:00', today: '2026-12-02', now: '2026-12-02 05:30:00' });
  });

  it('ignores an answer with an unknown zone', () => {
    setCompanyClock({ timeZone: 'Asia/Singapore', offset: '+08:00', today: '', now: '' });
    setCompanyClock({ timeZone: 'Mars/Olympus', offset: '', today: '', now: '' });
    expect(companyTimeZone()).toBe('Asia/Singapore');
  });
});
