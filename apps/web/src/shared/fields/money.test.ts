import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('reads every amount one way: thousands separator and two decimals, from numbers and decimal strings alike', () => {
    expect(formatMoney(1553, 'en')).toBe('1,553.00');
    expect(formatMoney('1915', 'en')).toBe('1,915.00');
    expect(formatMoney('-24.5', 'en')).toBe('-24.50');
    expect(formatMoney(3000, 'zh')).toBe('3,000.00');
  });

  it('gives nothing for what is not an amount', () => {
    expect(formatMoney(null, 'en')).toBe('');
    expect(formatMoney('', 'en')).toBe('');
    expect(formatMoney('abc', 'en')).toBe('');
  });
});
