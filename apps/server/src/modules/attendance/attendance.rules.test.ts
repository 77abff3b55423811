import { describe, expect, it } from 'vitest';
import { attendanceDateOf, dayHours, dayTypeOf, DEFAULT_RULES, periodHours, shiftTimes, weekdayOf } from './attendance.rules.js';

describe('attendance rules', () => {
  it('takes the noon break off spans over 6 hours and splits normal hours from overtime', () => {
    expect(dayHours('2026-03-02 08:00:00', '2026-03-02 18:00:00', DEFAULT_RULES, 0)).toEqual({ hours: '8.00', overtimeHours: '1.00' });
    expect(dayHours('2026-03-02 08:00:00', '2026-03-02 14:00:00', DEFAULT_RULES, 0)).toEqual({ hours: '6.00', overtimeHours: '0.00' });
    expect(dayHours('2026-03-02 08:00:00', '2026-03-02 17:20:00', { ...DEFAULT_RULES, workingHours: 7.5, noonBreakHours: 0.5 }, 0)).toEqual({
      hours: '7.50',
      overtimeHours: '1.33',
    });
  });

  it('counts every hour of a rest day or public holiday as overtime; an open day counts nothing', () => {
    expect(dayHours('2026-03-01 08:00:00', '2026-03-01 12:00:00', DEFAULT_RULES, 1)).toEqual({ hours: '0.00', overtimeHours: '4.00' });
    expect(dayHours('2026-04-03 08:00:00', '2026-04-03 17:00:00', DEFAULT_RULES, 2)).toEqual({ hours: '0.00', overtimeHours: '8.00' });
    expect(dayHours('2026-03-02 08:00:00', null, DEFAULT_RULES, 0)).toEqual({ hours: '0.00', overtimeHours: '0.00' });
  });

  it('refuses a clock-out before the clock-in or a shift over 24 hours', () => {
    expect(() => dayHours('2026-03-02 08:00:00', '2026-03-02 07:00:00', DEFAULT_RULES, 0)).toThrow(/clockOutTime/);
    expect(() => dayHours('2026-03-02 08:00:00', '2026-03-03 09:00:00', DEFAULT_RULES, 0)).toThrow(/24 hours/);
  });

  it('puts a clock-out at or before the clock-in on the next day (night shift across midnight)', () => {
    expect(shiftTimes('2026-03-02', '20:00', '06:00')).toEqual({ clockIn: '2026-03-02 20:00:00', clockOut: '2026-03-03 06:00:00' });
    expect(shiftTimes('2026-03-31', '22:00', '05:30:00')).toEqual({ clockIn: '2026-03-31 22:00:00', clockOut: '2026-04-01 05:30:00' });
    expect(shiftTimes('2026-03-02', '08:00', '17:00').clockOut).toBe('2026-03-02 17:00:00');
    const night = shiftTimes('2026-03-02', '20:00', '06:00');
    expect(dayHours(night.clockIn, night.clockOut, DEFAULT_RULES, 0)).toEqual({ hours: '8.00', overtimeHours: '1.00' });
  });

  it('gives a clock-in before the new-day start to the previous day', () => {
    expect(attendanceDateOf('2026-03-03 02:00:00', DEFAULT_RULES)).toBe('2026-03-02');
    expect(attendanceDateOf('2026-03-01 04:00:00', DEFAULT_RULES)).toBe('2026-03-01');
    expect(attendanceDateOf('2026-03-01 00:30:00', DEFAULT_RULES)).toBe('2026-02-28');
  });

  it('knows Sundays, public holidays and replacement working days', () => {
    const holidays = new Map([
      ['2026-04-03', 1],
      ['2026-03-08', 0],
    ]);
    expect(weekdayOf('2026-03-01')).toBe('Sun');
    expect(dayTypeOf('2026-03-01', holidays)).toBe(1);
    expect(dayTypeOf('2026-04-03', holidays)).toBe(2);
    expect(dayTypeOf('2026-03-08', holidays)).toBe(0);
    expect(dayTypeOf('2026-03-02', holidays)).toBe(0);
  });

  it('measures overtime periods', () => {
    expect(periodHours('2026-03-02 18:00:00', '2026-03-02 20:30:00')).toBe('2.50');
    expect(() => periodHours('2026-03-02 18:00:00', '2026-03-02 18:00:00')).toThrow(/endTime/);
  });
});
