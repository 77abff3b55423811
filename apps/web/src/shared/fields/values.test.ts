import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import {
  displayDate,
  displayDateTime,
  displayMonth,
  interviewDate,
  isOutsideRange,
  normalizeDateTime,
  normalizeNumberInput,
  setChosenDateFormat,
  typedDatePatterns,
  displayPattern,
} from './values';
import { FIELD_TYPES, toField, toFields } from './definition';

dayjs.extend(customParseFormat);

describe('date values', () => {
  it('appends ":00" to a date-time with fewer than two colons', () => {
    expect(normalizeDateTime('2025-03-21 12:30')).toBe('2025-03-21 12:30:00');
    expect(normalizeDateTime('2025-03-21 12:30:15')).toBe('2025-03-21 12:30:15');
  });

  it('displays a stored date as DD MMM YYYY', () => {
    expect(displayDate('2025-03-21')).toBe('21 Mar 2025');
  });

  it('refuses dates outside the disabled start and end bounds', () => {
    expect(isOutsideRange(dayjs('2025-01-01'), '2025-02-01', '2025-03-01')).toBe(true);
    expect(isOutsideRange(dayjs('2025-02-15'), '2025-02-01', '2025-03-01')).toBe(false);
    expect(isOutsideRange(dayjs('2025-03-02'), '2025-02-01', '2025-03-01')).toBe(true);
  });
});

describe('number input', () => {
  it('strips leading zeros', () => {
    expect(normalizeNumberInput('007', {})).toBe('7');
    expect(normalizeNumberInput('0.5', {})).toBe('0.5');
  });

  it('clamps to numberMin and numberMax', () => {
    expect(normalizeNumberInput('150', { numberMin: 0, numberMax: 100 })).toBe('100');
    expect(normalizeNumberInput('-3', { numberMin: 0, numberMax: 100 })).toBe('0');
  });

  it('truncates to maxLength', () => {
    expect(normalizeNumberInput('123456', { maxLength: 4 })).toBe('1234');
  });
});

describe('field definitions', () => {
  it('reads server flags and the fieldOption JSON', () => {
    const field = toField({ fieldName: 'email', fieldLabel: 'Email', fieldType: 'input', required: 1, search: 0, fieldOption: '{"rules":"email"}' });
    expect(field).toMatchObject({ required: true, search: false, option: { rules: 'email' } });
  });

  it('orders fields by sort', () => {
    const fields = toFields([
      { fieldName: 'b', fieldLabel: 'B', fieldType: 'input', sort: 2 },
      { fieldName: 'a', fieldLabel: 'A', fieldType: 'input', sort: 1 },
    ]);
    expect(fields.map((f) => f.fieldName)).toEqual(['a', 'b']);
  });

  it('renders the process-form types plus tree (code-defined pages only); an unknown type is typed in', () => {
    expect(toField({ fieldName: 'deptId', fieldLabel: 'Dept', fieldType: 'tree' }).fieldType).toBe('tree');
    expect(toField({ fieldName: 'x', fieldLabel: 'X', fieldType: 'rating' as never }).fieldType).toBe('input');
    // the form designer offers these, and the server stores no field of type tree
    expect(FIELD_TYPES).toContain('assessment');
    expect(FIELD_TYPES).not.toContain('tree');
  });
});

describe('the one date display of the app', () => {
  it('writes dates the way the chosen language does, with its month names', async () => {
    await import('dayjs/locale/zh-cn');
    await import('dayjs/locale/de');
    try {
      dayjs.locale('zh-cn');
      expect(displayDate('2028-01-18')).toBe('2028年1月18日');
      expect(displayDateTime('2028-01-18 09:05:00')).toBe('2028年1月18日 09:05');
      // a calendar's month title
      expect(displayMonth(dayjs('2026-11-01'))).toBe('2026年11月');
      dayjs.locale('de');
      expect(displayDate('2028-01-18')).toBe('18. Jan. 2028');
      expect(displayMonth(dayjs('2026-03-01'))).toBe('März 2026');
      dayjs.locale('en');
      expect(displayMonth(dayjs('2026-11-01'))).toBe('November 2026');
      expect(displayDate('2028-01-18')).toBe('18 Jan 2028');
      expect(displayDateTime('2028-01-18 09:05:00')).toBe('18 Jan 2028 09:05');
      expect(displayDateTime('2028-01-18')).toBe('18 Jan 2028');
    } finally {
      dayjs.locale('en');
    }
  });

  it('follows the numeric format a user chose in the account settings', () => {
    try {
      setChosenDateFormat('DD/MM/YYYY');
      expect(displayDate('2028-01-18')).toBe('18/01/2028');
      expect(displayDateTime('2028-01-18 09:05:00')).toBe('18/01/2028 09:05');
      expect(interviewDate('2028-01-18 10:00:00')).toBe('18/01/2028');
      setChosenDateFormat('not a format');
      expect(displayDate('2028-01-18')).toBe('18 Jan 2028');
    } finally {
      setChosenDateFormat('');
    }
  });
});

describe("the company's wall times whatever the browser's zone", () => {
  it("shows an answered date-time as written, even one the browser's own zone skips (New York, 8 March 2026 02:30)", () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(new Date(2026, 2, 8, 2, 30).getHours()).toBe(3);
      expect(displayDateTime('2026-03-08 02:30:00')).toBe('08 Mar 2026 02:30');
      expect(displayDateTime('2026-12-02 07:30:00')).toBe('02 Dec 2026 07:30');
      expect(displayDate('2026-03-08 02:30:00')).toBe('08 Mar 2026');
    } finally {
      process.env.TZ = before;
    }
  });
});

describe('typed dates', () => {
  it('accepts the display pattern first, then ISO and day-first numeric dates', () => {
    const patterns = typedDatePatterns();
    expect(patterns[0]).toBe(displayPattern());
    for (const [text, format] of [
      ['09 Dec 2026', 'DD MMM YYYY'],
      ['2026-12-09', 'YYYY-MM-DD'],
      ['09/12/2026', 'DD/MM/YYYY'],
      ['9/12/2026', 'D/M/YYYY'],
    ]) {
      expect(patterns).toContain(format);
      expect(dayjs(text, format, true).format('YYYY-MM-DD')).toBe('2026-12-09');
    }
    expect(typedDatePatterns(true)).toContain('DD/MM/YYYY HH:mm');
  });

  it('reads numeric dates month first only for a user who chose a month-first format', () => {
    setChosenDateFormat('MM/DD/YYYY');
    expect(typedDatePatterns()).not.toContain('DD/MM/YYYY');
    expect(typedDatePatterns()[0]).toBe('MM/DD/YYYY');
    setChosenDateFormat('');
  });
});
