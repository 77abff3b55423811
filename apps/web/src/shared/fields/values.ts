import dayjs, { type Dayjs } from 'dayjs';
import { DATE_DISPLAY, DATE_FORMAT_CHOICES, DATETIME_DISPLAY, displayDateIn, displayPatternOf, monthPatternOf } from '@hr/contracts';

/** Value and display formats of the date widgets (seed 001 section 9). */
export const DATE_VALUE = 'YYYY-MM-DD';
export { DATE_DISPLAY, DATETIME_DISPLAY, DATE_FORMAT_CHOICES };
export const DATETIME_VALUE = 'YYYY-MM-DD HH:mm:ss';
export const MONTH_VALUE = 'YYYY-MM';
export const YEAR_VALUE = 'YYYY';
export const TIME_VALUE = 'HH:mm:ss';

export const TEXTAREA_MAX = 1000;
export const TEXTAREA_ROWS = 3;

/** A date-time typed without seconds ("2025-03-21 12:30") gets ":00" appended. */
export function normalizeDateTime(value: string): string {
  if (!value) return value;
  return (value.match(/:/g)?.length ?? 0) < 2 ? `${value}:00` : value;
}

export function parseValue(value: unknown, format: string): Dayjs | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = dayjs(String(value), format);
  return parsed.isValid() ? parsed : dayjs(String(value)).isValid() ? dayjs(String(value)) : null;
}

export function formatValue(date: Dayjs | null | undefined, format: string): string {
  return date ? date.format(format) : '';
}

/**
 * THE date display of the web app is the product's (`displayDateIn`, packages/contracts/src/dates.ts, which
 * the server's PDF documents use too): `DD MMM YYYY` and `DD MMM YYYY HH:mm` with month names in the chosen
 * language, in the order that language writes dates (Chinese `YYYY年M月D日`, German `D. MMM YYYY`). A user
 * who chose a numeric format in the account settings (seed 000 section 9: YYYY-MM-DD, DD/MM/YYYY, ...) sees
 * dates in it everywhere. dayjs's global locale follows the language (app/i18n) and names it here.
 */
let chosenFormat = '';

/** The user's chosen date format (account settings); '' for the language's own. */
export function setChosenDateFormat(format: string): void {
  chosenFormat = (DATE_FORMAT_CHOICES as readonly string[]).includes(format) ? format : '';
}
export const chosenDateFormat = (): string => chosenFormat;

/** The display pattern of dates (`time`: with hours and minutes) in the user's choice, else (or with `languageOwn`) the language's. */
export function displayPattern(time = false, languageOwn = false): string {
  return displayPatternOf(dayjs.locale(), time, languageOwn ? '' : chosenFormat);
}

/**
 * What a date field accepts when typed: the display pattern first (what the picker shows, e.g. "09 Dec 2026"),
 * then the common typed forms: ISO `2026-12-09`, day first `09/12/2026`, `9/12/2026`, `09.12.2026`, `09-12-2026`
 * (month first only for a user who chose a month-first format), and the month name `9 Dec 2026`. `time`: each
 * with ` HH:mm`.
 */
export function typedDatePatterns(time = false): string[] {
  const monthFirst = chosenFormat.startsWith('MM');
  const numeric = monthFirst ? ['MM/DD/YYYY', 'M/D/YYYY', 'MM-DD-YYYY'] : ['DD/MM/YYYY', 'D/M/YYYY', 'DD.MM.YYYY', 'D.M.YYYY', 'DD-MM-YYYY'];
  const dates = [displayPattern(false), displayPattern(false, true), 'YYYY-MM-DD', ...numeric, 'D MMM YYYY', 'DD MMMM YYYY', 'D MMMM YYYY', 'YYYYMMDD'];
  const all = time ? [displayPattern(true), displayPattern(true, true), ...dates.map((d) => `${d} HH:mm`), 'YYYY-MM-DDTHH:mm'] : dates;
  return [...new Set(all)];
}

/** A month as a calendar's title in the reader's language (`November 2026`, `2026年11月`). */
export const displayMonth = (value: Dayjs): string => value.format(monthPatternOf(dayjs.locale()));

// the API's dates and date-times: the company's calendar and wall clock, with no zone (README "Time zone")
const WALL_TEXT = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?$/;

/**
 * Shows a stored YYYY-MM-DD date (or the date of a date-time) as the display pattern; anything else as it is.
 * The API's texts are read as they are written, never through the browser's clock zone: a browser in New York
 * shows the company's (Singapore's) dates and times.
 */
export function displayDate(value: unknown): string {
  const wall = typeof value === 'string' ? WALL_TEXT.exec(value.trim()) : null;
  if (wall) return displayDateIn(wall[1], dayjs.locale(), { chosenFormat });
  const parsed = parseValue(value, DATE_VALUE);
  return parsed ? displayDateIn(parsed.format(DATE_VALUE), dayjs.locale(), { chosenFormat }) : String(value ?? '');
}

/** Shows a stored date-time (YYYY-MM-DD HH:mm[:ss]) as the date-time display pattern; a bare date as a date. */
export function displayDateTime(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return displayDate(value);
  const wall = typeof value === 'string' ? WALL_TEXT.exec(value.trim()) : null;
  if (wall) return displayDateIn(`${wall[1]} ${wall[2]}:${wall[3] ?? '00'}`, dayjs.locale(), { time: true, chosenFormat });
  const parsed = parseValue(value, DATETIME_VALUE);
  return parsed ? displayDateIn(parsed.format(DATETIME_VALUE), dayjs.locale(), { time: true, chosenFormat }) : String(value ?? '');
}

/** Dates outside [start, end] (either bound optional) cannot be picked. */
export function isOutsideRange(date: Dayjs, start?: string, end?: string): boolean {
  if (start && date.isBefore(dayjs(start), 'day')) return true;
  if (end && date.isAfter(dayjs(end), 'day')) return true;
  return false;
}

export interface NumberLimits {
  numberMin?: number;
  numberMax?: number;
  maxLength?: number;
}

/**
 * The number field's input rule: strip leading zeros, cut to maxLength characters, clamp to
 * [numberMin, numberMax]. Empty input stays empty.
 */
export function normalizeNumberInput(raw: string, limits: NumberLimits): string {
  let text = raw.trim();
  if (text === '' || text === '-') return text;
  const negative = text.startsWith('-');
  let digits = negative ? text.slice(1) : text;
  digits = digits.replace(/^0+(?=\d)/, '');
  text = (negative ? '-' : '') + digits;
  if (limits.maxLength && text.length > limits.maxLength) text = text.slice(0, limits.maxLength);
  const number = Number(text);
  if (Number.isNaN(number)) return text;
  if (limits.numberMin !== undefined && number < limits.numberMin) return String(limits.numberMin);
  if (limits.numberMax !== undefined && number > limits.numberMax) return String(limits.numberMax);
  return text;
}

/** Interview dates read DD/MM/YYYY (seed 000 section 9), or the user's chosen format. */
export function interviewDate(value: unknown): string {
  const parsed = parseValue(value, DATE_VALUE);
  return parsed ? parsed.format(chosenFormat || 'DD/MM/YYYY') : String(value ?? '');
}
