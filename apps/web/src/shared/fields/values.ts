import dayjs, { type Dayjs } from 'dayjs';

/** Value and display formats of the date widgets (seed 001 section 9). */
export const DATE_VALUE = 'YYYY-MM-DD';
export const DATE_DISPLAY = 'DD MMM YYYY';
export const DATETIME_VALUE = 'YYYY-MM-DD HH:mm:ss';
export const DATETIME_DISPLAY = 'DD MMM YYYY HH:mm';
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

/** Shows a stored YYYY-MM-DD date as DD MMM YYYY; anything else is shown as it is. */
export function displayDate(value: unknown): string {
  const parsed = parseValue(value, DATE_VALUE);
  return parsed ? parsed.format(DATE_DISPLAY) : String(value ?? '');
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
