import { DayType, HolidayKind, addDays } from '@hr/contracts';

/**
 * Pure attendance arithmetic (no database): which day a clock-in belongs to, across-midnight
 * shifts, worked hours after the noon break, normal and overtime hours by day type.
 * Durations are whole minutes; hours leave here as 2-decimal strings.
 */
export interface SchemeRules {
  workingHours: number;
  noonBreakHours: number;
  /** `HH:mm`: a clock-in before this time belongs to the previous day (night shifts). */
  newDayStartTime: string;
}

/** Used when no started scheme covers a person: 8 working hours, 1 hour noon break, day starts 04:00. */
export const DEFAULT_RULES: SchemeRules = { workingHours: 8, noonBreakHours: 1, newDayStartTime: '04:00' };

/** The break is taken off only from spans longer than this (no one works 6 hours straight without one). */
export const BREAK_AFTER_MINUTES = 6 * 60;

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export function minutesOfTime(hhmm: string): number {
  const m = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(hhmm);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw new RangeError(`not a time HH:mm: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Minutes since the epoch of a wall-clock `YYYY-MM-DD HH:mm[:ss]` (no time zone: all times are site-local). */
export function epochMinutes(dateTime: string): number {
  const [d, t = '00:00'] = dateTime.split(' ');
  const ms = Date.parse(`${d}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`not a date-time: ${dateTime}`);
  return ms / 60000 + minutesOfTime(t.slice(0, 5));
}

/** Plain-date arithmetic: the shared date module's (packages/contracts zoned-dates.ts). */
export { addDays };

export const weekdayOf = (date: string): (typeof WEEKDAYS)[number] => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** The attendance day of a clock-in: its calendar date, or the day before when it is before the new-day start. */
export function attendanceDateOf(clockIn: string, rules: Pick<SchemeRules, 'newDayStartTime'>): string {
  const [d, t] = clockIn.split(' ');
  return minutesOfTime(t.slice(0, 5)) < minutesOfTime(rules.newDayStartTime) ? addDays(d, -1) : d;
}

/**
 * Full clock-in and clock-out date-times from a day and two times (manual entries, imports): a
 * clock-out at or before the clock-in is on the next day (a night shift across midnight).
 */
export function shiftTimes(date: string, inTime: string, outTime: string | null | undefined): { clockIn: string; clockOut: string | null } {
  const norm = (t: string) => (t.length === 5 ? `${t}:00` : t);
  const clockIn = `${date} ${norm(inTime)}`;
  if (!outTime) return { clockIn, clockOut: null };
  const outDate = minutesOfTime(outTime) <= minutesOfTime(inTime) ? addDays(date, 1) : date;
  return { clockIn, clockOut: `${outDate} ${norm(outTime)}` };
}

const hoursText = (minutes: number) => (Math.round((minutes / 60) * 100) / 100).toFixed(2);

/**
 * Normal and overtime hours of one day. Worked time is the span less the noon break (spans over
 * 6 hours); on a working day hours beyond the scheme's working hours are overtime, on a rest day
 * or public holiday every hour is. An open day (no clock-out yet) counts nothing.
 */
export function dayHours(clockIn: string, clockOut: string | null, rules: SchemeRules, dayType: DayType): { hours: string; overtimeHours: string } {
  if (!clockOut) return { hours: '0.00', overtimeHours: '0.00' };
  const span = epochMinutes(clockOut) - epochMinutes(clockIn);
  if (span <= 0) throw new RangeError('clockOutTime: must be after the clock-in time');
  if (span > 24 * 60) throw new RangeError('clockOutTime: a shift cannot be longer than 24 hours');
  const worked = Math.max(0, span - (span > BREAK_AFTER_MINUTES ? Math.round(rules.noonBreakHours * 60) : 0));
  if (dayType !== DayType.WORKING) return { hours: '0.00', overtimeHours: hoursText(worked) };
  const normal = Math.min(worked, Math.round(rules.workingHours * 60));
  return { hours: hoursText(normal), overtimeHours: hoursText(worked - normal) };
}

/** Day type of a date given the holidays of the person's holiday scheme (date -> isLeave). */
export function dayTypeOf(date: string, holidays: ReadonlyMap<string, number>): DayType {
  const h = holidays.get(date);
  if (h === HolidayKind.DAY_OFF) return DayType.PUBLIC_HOLIDAY;
  if (h === HolidayKind.WORKING_DAY) return DayType.WORKING; // a replacement working day
  return weekdayOf(date) === 'Sun' ? DayType.REST : DayType.WORKING;
}

/** Hours between two date-times as a 2-decimal string (approved overtime periods). */
export function periodHours(start: string, end: string): string {
  const span = epochMinutes(end) - epochMinutes(start);
  if (span <= 0) throw new RangeError('endTime: must be after the start time');
  if (span > 24 * 60) throw new RangeError('endTime: an overtime period cannot be longer than 24 hours');
  return hoursText(span);
}
