import { describe, expect, it } from 'vitest';
import { countLeaveDays, isWorkingDay, leaveSpan } from '@hr/contracts';

// 2026-08-10 is a Monday (National Day observed in Singapore), 2026-08-07 a Friday
const SG = new Map([
  ['2026-08-10', 1],
  ['2026-12-25', 1],
  ['2026-09-05', 0], // a Saturday made a working day
]);

describe('countLeaveDays (packages/contracts, shared by server and web)', () => {
  it('counts working days from start to end, leaving out weekends', () => {
    expect(countLeaveDays({ start: '2026-03-02 09:00:00', end: '2026-03-06 18:00:00' })).toBe(5); // Mon..Fri
    expect(countLeaveDays({ start: '2026-03-06 09:00', end: '2026-03-09 18:00' })).toBe(2); // Fri..Mon over a weekend
    expect(countLeaveDays({ start: '2026-03-07', end: '2026-03-08' })).toBe(0); // a weekend only
    expect(countLeaveDays({ start: '2026-03-02', end: '2026-03-02' })).toBe(1); // dates without times: whole days
  });

  it("leaves out the holiday scheme's days off and counts its replacement working days", () => {
    expect(countLeaveDays({ start: '2026-08-07 09:00', end: '2026-08-11 18:00' }, { holidays: SG })).toBe(2); // Fri, (Sat, Sun, holiday Mon), Tue
    expect(countLeaveDays({ start: '2026-12-21', end: '2026-12-25' }, { holidays: SG })).toBe(4);
    expect(countLeaveDays({ start: '2026-09-04', end: '2026-09-07' }, { holidays: SG })).toBe(3); // Fri, working Sat, Mon
    expect(countLeaveDays({ start: '2026-12-21', end: '2026-12-25' }, { holidays: { '2026-12-25': 1 } })).toBe(4); // a plain object works too
    expect(isWorkingDay('2026-08-10', { holidays: SG })).toBe(false);
    expect(isWorkingDay('2026-09-05', { holidays: SG })).toBe(true);
  });

  it('counts half days: a half-day leave, an afternoon start and a morning end', () => {
    expect(countLeaveDays({ start: '2026-03-02 09:00', unit: 0.5, period: 'AM' })).toBe(0.5);
    expect(countLeaveDays({ start: '2026-03-02 14:00', unit: '0.5', period: 'PM', end: '2026-03-20' })).toBe(0.5); // the end is ignored
    expect(countLeaveDays({ start: '2026-03-07 09:00', unit: 0.5, period: 'AM' })).toBe(0); // a Saturday
    expect(countLeaveDays({ start: '2026-03-02 13:00', end: '2026-03-04 18:00' })).toBe(2.5);
    expect(countLeaveDays({ start: '2026-03-02 09:00', end: '2026-03-04 12:00' })).toBe(2.5);
    expect(countLeaveDays({ start: '2026-03-02 14:00', end: '2026-03-03 13:00' })).toBe(1);
    expect(countLeaveDays({ start: '2026-03-02 14:00', end: '2026-03-02 18:00' })).toBe(0.5);
  });

  it('crosses months and years', () => {
    expect(countLeaveDays({ start: '2026-01-29', end: '2026-02-03' })).toBe(4); // Thu, Fri, Mon, Tue
    expect(countLeaveDays({ start: '2026-12-24', end: '2027-01-04' }, { holidays: SG })).toBe(7); // 24, (25), 28..31, 1 Jan 2027 not in this map, 4
    expect(countLeaveDays({ start: '2028-02-28', end: '2028-03-01' })).toBe(3); // a leap year's 29 February
  });

  it('gives null for dates it cannot read, an end before the start, or a span over two years', () => {
    expect(countLeaveDays({ start: '2026-02-31', end: '2026-03-02' })).toBeNull();
    expect(countLeaveDays({ start: 'soon', end: '2026-03-02' })).toBeNull();
    expect(countLeaveDays({ start: '2026-03-05', end: '2026-03-02' })).toBeNull();
    expect(countLeaveDays({ start: '2026-03-05' })).toBeNull();
    expect(countLeaveDays({ start: '2020-01-01', end: '2026-01-01' })).toBeNull();
    expect(leaveSpan({ start: '2026-03-02 09:00', end: '2026-03-06 18:00' })).toEqual({ from: '2026-03-02', to: '2026-03-06' });
    expect(leaveSpan({ start: '2026-03-02 09:00', unit: 0.5 })).toEqual({ from: '2026-03-02', to: '2026-03-02' });
  });
});
