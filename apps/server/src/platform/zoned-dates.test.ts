import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfWeek,
  daysBetween,
  instantToWallTime,
  isPlainDate,
  isValidTimeZone,
  nowIn,
  offsetMinutesOf,
  offsetOf,
  startOfDayIn,
  todayIn,
  wallTimeToInstant,
} from '@hr/contracts';

// packages/contracts/src/zoned-dates.ts: THE date arithmetic of server and web (run here: the server suites hold the contracts' tests)
const H = 3_600_000;

describe('plain dates (no zone)', () => {
  it('moves and counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2027-01-04', '2027-01-01')).toBe(-3);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(dayOfWeek('2027-01-03')).toBe(0); // a Sunday
    expect(dayOfWeek('2026-12-02')).toBe(3);
  });

  it('refuses what is not a date, naming it', () => {
    expect(() => addDays('2026-1-5', 1)).toThrow(/2026-1-5/);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(isPlainDate('2026-02-29')).toBe(false);
    expect(isPlainDate('2028-02-29')).toBe(true);
  });

  it('counts calendar days over the daylight-saving changes whatever the process zone', () => {
    // Berlin: 2026-03-29 (23 h) and 2026-10-25 (25 h); New York: 2026-03-08 and 2026-11-01
    for (const [from, to] of [
      ['2026-03-28', '2026-03-30'],
      ['2026-10-24', '2026-10-26'],
      ['2026-03-07', '2026-03-09'],
      ['2026-10-31', '2026-11-02'],
    ] as const) {
      expect(addDays(from, 1)).toBe(addDays(to, -1));
      expect(daysBetween(from, to)).toBe(2);
    }
  });
});

describe('zones', () => {
  it('knows IANA names only', () => {
    expect(isValidTimeZone('Asia/Singapore')).toBe(true);
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Olympus', '', '+08:00', 'SGT ', 'Asia/Singapore; drop', 42, null]) expect(isValidTimeZone(bad), String(bad)).toBe(false);
    expect(() => todayIn('Mars/Olympus')).toThrow(/Mars\/Olympus/);
  });

  it("answers a zone's today, now and offset", () => {
    const at = new Date('2026-12-01T23:30:00Z');
    expect(todayIn('Asia/Singapore', at)).toBe('2026-12-02');
    expect(nowIn('Asia/Singapore', at)).toBe('2026-12-02 07:30:00');
    expect(todayIn('UTC', at)).toBe('2026-12-01');
    expect(todayIn('America/New_York', at)).toBe('2026-12-01');
    expect(offsetOf('Asia/Singapore', at)).toBe('+08:00');
    expect(offsetOf('America/New_York', at)).toBe('-05:00');
    expect(offsetOf('Asia/Kolkata', at)).toBe('+05:30');
    expect(offsetMinutesOf('Asia/Singapore', at)).toBe(480);
  });

  it('turns wall times into instants and back', () => {
    expect(wallTimeToInstant('2026-12-02 07:30:00', 'Asia/Singapore').toISOString()).toBe('2026-12-01T23:30:00.000Z');
    expect(wallTimeToInstant('2026-12-02 07:30', 'Asia/Singapore').toISOString()).toBe('2026-12-01T23:30:00.000Z');
    expect(wallTimeToInstant('2026-12-02', 'Asia/Singapore').toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(instantToWallTime(new Date('2026-12-01T16:00:00Z'), 'Asia/Singapore')).toBe('2026-12-02 00:00:00');
    expect(() => wallTimeToInstant('2026-02-30 10:00:00', 'Asia/Singapore')).toThrow(/2026-02-30/);
    expect(() => wallTimeToInstant('2026-12-02 24:00:00', 'Asia/Singapore')).toThrow(RangeError);
  });
});

describe('daylight saving (Europe/Berlin, America/New_York)', () => {
  it('has offsets by the season', () => {
    expect(offsetOf('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe('+01:00');
    expect(offsetOf('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe('+02:00');
    expect(offsetOf('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('-04:00');
    // Berlin springs forward at 01:00 UTC on 2026-03-29
    expect(offsetOf('Europe/Berlin', new Date('2026-03-29T00:59:59Z'))).toBe('+01:00');
    expect(offsetOf('Europe/Berlin', new Date('2026-03-29T01:00:00Z'))).toBe('+02:00');
  });

  it('has 23- and 25-hour days, and day arithmetic stays on the calendar', () => {
    const length = (date: string, zone: string) => startOfDayIn(addDays(date, 1), zone).getTime() - startOfDayIn(date, zone).getTime();
    expect(length('2026-03-29', 'Europe/Berlin')).toBe(23 * H);
    expect(length('2026-10-25', 'Europe/Berlin')).toBe(25 * H);
    expect(length('2026-03-08', 'America/New_York')).toBe(23 * H);
    expect(length('2026-11-01', 'America/New_York')).toBe(25 * H);
    expect(length('2026-06-01', 'Europe/Berlin')).toBe(24 * H);
    // what the hand-written arithmetic got wrong: midnight + 24 h on a 25-hour day is still the same date
    const midnight = startOfDayIn('2026-10-25', 'Europe/Berlin');
    expect(todayIn('Europe/Berlin', new Date(midnight.getTime() + 24 * H))).toBe('2026-10-25');
    expect(todayIn('Europe/Berlin', startOfDayIn(addDays('2026-10-25', 1), 'Europe/Berlin'))).toBe('2026-10-26');
  });

  it("walks every day of a year in each zone: a day's start reads back as that day", () => {
    for (const zone of ['Europe/Berlin', 'America/New_York']) {
      for (let d = '2026-01-01'; d < '2027-01-01'; d = addDays(d, 1)) {
        const start = startOfDayIn(d, zone);
        expect(instantToWallTime(start, zone)).toBe(`${d} 00:00:00`);
        expect(todayIn(zone, new Date(start.getTime() - 1))).toBe(addDays(d, -1));
      }
    }
  });

  it('reads a skipped wall time forward and a repeated one as its first occurrence', () => {
    // 2026-03-29 02:30 does not exist in Berlin; 2026-10-25 02:30 happens twice
    expect(instantToWallTime(wallTimeToInstant('2026-03-29 02:30:00', 'Europe/Berlin'), 'Europe/Berlin')).toBe('2026-03-29 03:30:00');
    expect(wallTimeToInstant('2026-10-25 02:30:00', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // New York: 2026-03-08 02:30 skipped, 2026-11-01 01:30 twice
    expect(instantToWallTime(wallTimeToInstant('2026-03-08 02:30:00', 'America/New_York'), 'America/New_York')).toBe('2026-03-08 03:30:00');
    expect(wallTimeToInstant('2026-11-01 01:30:00', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});
