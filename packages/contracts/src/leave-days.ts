/**
 * THE leave day count: how many working days a leave from its dates takes. The server computes it when a
 * leave request starts and when it is approved (and refuses a form whose days differ); the web shows the
 * same number while the form is filled in. Pure: the caller brings the holidays.
 */

/** Half days: a morning ends at 13:00, an afternoon starts there. */
export const NOON = '13:00';

/** A holiday calendar: date (YYYY-MM-DD) -> 1 a day off (public holiday), 0 a working day (a replacement working day). */
export type HolidayMap = ReadonlyMap<string, number> | Readonly<Record<string, number>>;

export interface LeaveCalendar {
  holidays?: HolidayMap;
  /** Weekdays off (0 Sunday .. 6 Saturday); Saturday and Sunday unless given. */
  restDays?: readonly number[];
}

export interface LeaveDaysInput {
  /** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]`. */
  start: string;
  /** Same format; ignored for a half-day leave. */
  end?: string | null;
  /** 1 full days (default), 0.5 a half day (`period` AM or PM of the start day). */
  unit?: number | string | null;
  period?: string | null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2})?)?$/;
const DAY_MS = 86_400_000;

function parse(v: string): { day: number; time: string | null } | null {
  const m = DATE.exec(v.trim());
  if (!m) return null;
  const [, y, mo, d, hh, mm] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d));
  const back = new Date(ms);
  if (back.getUTCFullYear() !== Number(y) || back.getUTCMonth() !== Number(mo) - 1 || back.getUTCDate() !== Number(d)) return null;
  return { day: ms / DAY_MS, time: hh === undefined ? null : `${hh}:${mm}` };
}

const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function holidayOf(holidays: HolidayMap | undefined, iso: string): number | undefined {
  if (!holidays) return undefined;
  return holidays instanceof Map ? holidays.get(iso) : (holidays as Record<string, number>)[iso];
}

/** Whether a date (YYYY-MM-DD) is a working day: not a rest day nor a public holiday; a replacement working day works. */
export function isWorkingDay(iso: string, cal: LeaveCalendar = {}): boolean {
  const h = holidayOf(cal.holidays, iso);
  if (h === 1) return false;
  if (h === 0) return true;
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return !(cal.restDays ?? [0, 6]).includes(weekday);
}

/** The longest leave counted (guards the loop against absurd dates). */
export const MAX_LEAVE_SPAN_DAYS = 732;

/**
 * The working days a leave takes, in half days: every working day from the start date to the end date
 * (inclusive) counts 1; a start at or after 13:00 counts its day as an afternoon (0.5), an end after
 * midnight and at or before 13:00 counts its day as a morning (0.5); a half-day leave is 0.5 on a working
 * day. Null when the dates cannot be read, the end is before the start, or the span is too long.
 */
export function countLeaveDays(input: LeaveDaysInput, cal: LeaveCalendar = {}): number | null {
  const start = parse(input.start ?? '');
  if (!start) return null;
  if (Number(input.unit ?? 1) === 0.5) return isWorkingDay(isoOf(start.day), cal) ? 0.5 : 0;
  const end = input.end ? parse(input.end) : null;
  if (!end || end.day < start.day || end.day - start.day > MAX_LEAVE_SPAN_DAYS) return null;
  let days = 0;
  for (let d = start.day; d <= end.day; d++) {
    if (!isWorkingDay(isoOf(d), cal)) continue;
    let share = 1;
    if (d === start.day && start.time !== null && start.time >= NOON) share -= 0.5;
    if (d === end.day && end.time !== null && end.time > '00:00' && end.time <= NOON) share -= 0.5;
    days += Math.max(share, 0);
  }
  return days;
}

/** The first and last dates (YYYY-MM-DD) a leave covers, to look its holidays up. */
export function leaveSpan(input: LeaveDaysInput): { from: string; to: string } | null {
  const start = parse(input.start ?? '');
  if (!start) return null;
  const end = Number(input.unit ?? 1) === 0.5 || !input.end ? start : parse(input.end);
  if (!end || end.day < start.day) return null;
  return { from: isoOf(start.day), to: isoOf(end.day) };
}
