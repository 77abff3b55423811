import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * THE date arithmetic of the product, for the server and the web (docs/platform.md, "Dates and the company
 * clock"). Two kinds of value:
 * - a plain date `YYYY-MM-DD` (a leave's day, a permit's expiry) or wall time `YYYY-MM-DD HH:mm:ss`: a calendar
 *   value with no zone, whose arithmetic (`addDays`, `daysBetween`) counts calendar days and never meets a
 *   daylight-saving change;
 * - an instant (a `Date`, a moment on every clock at once), which a zone turns into a wall time
 *   (`instantToWallTime`, `todayIn`, `nowIn`) and a wall time in a zone back into an instant
 *   (`wallTimeToInstant`). Zones are IANA names (`Asia/Singapore`); the zone rules come from the platform's
 *   Intl data through `@date-fns/tz`.
 * Never add `86_400_000` to an instant to move a day: in a zone with daylight saving a day is 23 or 25 hours.
 */

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
// IANA names: Area/Location[/Sub] (letters, digits, _ + -), or UTC-like single names (UTC, GMT, Etc/...)
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The days since 1970-01-01 of a plain date; a RangeError names anything that is not `YYYY-MM-DD` with a month
 * of 01-12 and a day of 01-31 (a day past the month's end, `2026-02-30`, rolls over as `Date.parse` reads it;
 * `isPlainDate` is strict).
 */
function epochDay(date: string): number {
  const m = PLAIN_DATE.exec(date);
  const [month, day] = m ? [Number(m[2]), Number(m[3])] : [0, 0];
  if (!m || month < 1 || month > 12 || day < 1 || day > 31) throw new RangeError(`not a date (YYYY-MM-DD): ${date}`);
  return Date.UTC(Number(m[1]), month - 1, day) / 86_400_000;
}

const dateOfEpochDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Whether a text is a plain `YYYY-MM-DD` date that exists in the calendar. */
export function isPlainDate(date: string): boolean {
  try {
    return dateOfEpochDay(epochDay(date)) === date;
  } catch {
    return false;
  }
}

/** A plain date moved by whole calendar days (`addDays('2026-12-30', 3)` is `2027-01-02`). */
export const addDays = (date: string, days: number): string => dateOfEpochDay(epochDay(date) + days);

/** The calendar days from `from` to `to` (negative when `to` is earlier): `daysBetween('2026-03-28', '2026-03-30')` is 2. */
export const daysBetween = (from: string, to: string): number => epochDay(to) - epochDay(from);

/** The weekday of a plain date, 0 (Sunday) to 6 (Saturday), whatever the zone. */
export const dayOfWeek = (date: string): number => new Date(epochDay(date) * 86_400_000).getUTCDay();

/** Whether `zone` is an IANA time-zone name this platform knows (`Asia/Singapore`, `UTC`); offsets and abbreviations are not. */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !IANA_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// zones already checked: the server converts every stored instant it reads, and a check builds an Intl format
const knownZones = new Set<string>();
function checkZone(zone: string): void {
  if (knownZones.has(zone)) return;
  if (!isValidTimeZone(zone)) throw new RangeError(`not a known time zone: ${zone}`);
  knownZones.add(zone);
}

/** The wall time `YYYY-MM-DD HH:mm:ss` an instant shows on the clocks of `zone`. */
export function instantToWallTime(instant: Date | number, zone: string): string {
  checkZone(zone);
  const d = new TZDate(typeof instant === 'number' ? instant : instant.getTime(), zone);
  if (Number.isNaN(d.getTime())) throw new RangeError('not an instant');
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * The instant at which the clocks of `zone` show a wall time (`YYYY-MM-DD HH:mm[:ss]`, or a plain date: its
 * midnight). A wall time skipped by a daylight-saving change (02:30 on a spring-forward night in Berlin) is read
 * forward by the change (03:30); a wall time that happens twice (the fall-back hour) is its first occurrence.
 */
export function wallTimeToInstant(wall: string, zone: string): Date {
  checkZone(zone);
  const text = PLAIN_DATE.test(wall) ? `${wall} 00:00:00` : wall;
  const m = WALL_TIME.exec(text);
  if (!m) throw new RangeError(`not a wall time (YYYY-MM-DD HH:mm:ss): ${wall}`);
  if (!isPlainDate(`${m[1]}-${m[2]}-${m[3]}`)) throw new RangeError(`not a wall time (YYYY-MM-DD HH:mm:ss): ${wall}`);
  const [h, mi, s] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) throw new RangeError(`not a wall time (YYYY-MM-DD HH:mm:ss): ${wall}`);
  const at = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), h, mi, s, zone).getTime();
  // TZDate reads a repeated wall time as its later occurrence; the earlier is an hour (or half an hour) before
  const shown = instantToWallTime(at, zone);
  for (const back of [3_600_000, 1_800_000]) if (instantToWallTime(at - back, zone) === shown) return new Date(at - back);
  return new Date(at);
}

/** The instant a plain date starts in `zone` (its first wall time). */
export const startOfDayIn = (date: string, zone: string): Date => wallTimeToInstant(date, zone);

/** Now (or `now`) as the wall time `YYYY-MM-DD HH:mm:ss` of `zone`. */
export const nowIn = (zone: string, now: Date = new Date()): string => instantToWallTime(now, zone);

/** Today (or the day of `now`) as the plain date `YYYY-MM-DD` of `zone`. */
export const todayIn = (zone: string, now: Date = new Date()): string => nowIn(zone, now).slice(0, 10);

/** The minutes `zone` is ahead of UTC at an instant (480 for Singapore; 60 or 120 for Berlin, by the season). */
export function offsetMinutesOf(zone: string, instant: Date = new Date()): number {
  checkZone(zone);
  return tzOffset(zone, instant);
}

/** The offset of `zone` from UTC at an instant, as `+08:00` / `-05:00`. */
export function offsetOf(zone: string, instant: Date = new Date()): string {
  const minutes = offsetMinutesOf(zone, instant);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The zone a new install's company clock starts in (the server's DEFAULT_TIME_ZONE may name another). */
export const DEFAULT_COMPANY_TIME_ZONE = 'Asia/Singapore';
/** The system parameter (System > Parameters) that holds the company's IANA time zone. */
export const TIME_ZONE_PARAM = 'company.timeZone';
/** The system parameter with the company's local hour (0-23, default 8) at which the daily reminders and notices go out. */
export const REMINDER_HOUR_PARAM = 'company.reminderHour';
export const DEFAULT_REMINDER_HOUR = 8;
