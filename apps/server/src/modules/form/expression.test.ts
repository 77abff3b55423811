import { describe, expect, it } from 'vitest';
import { ExpressionError, expressionNames, parseExpression, test } from './expression.js';

describe('condition expressions (parsed, never evaluated as code)', () => {
  it('compares numbers, strings and lists', () => {
    expect(test('leaveDays > 3', { leaveDays: 5 })).toBe(true);
    expect(test('leaveDays > 3', { leaveDays: '2.5' })).toBe(false);
    expect(test('isLeave == 1', { isLeave: '1' })).toBe(true);
    expect(test('leaveUnit == 0.5', { leaveUnit: '0.5' })).toBe(true);
    expect(test("offerTemplate in ['offer_contract', 'offer_parmanent']", { offerTemplate: 'offer_contract' })).toBe(true);
    expect(test('resignation contains 5', { resignation: '1,5' })).toBe(true);
    expect(test('resignation contains 5', { resignation: [1, 2] })).toBe(false);
    expect(test('a >= 1 and (b != "x" or not c)', { a: 1, b: 'x', c: 0 })).toBe(true);
    expect(test('!(a < 2) || a.b == null', { a: 3 })).toBe(true);
    expect(test('endDate > startDate', { startDate: '2026-01-01', endDate: '2026-02-01' })).toBe(true);
    expect(test('missing > 3', {})).toBe(false);
    expect(test('flag', { flag: true })).toBe(true);
  });

  it('refuses anything outside the grammar', () => {
    for (const bad of ['', 'a ===', 'a > ', 'process.exit()', 'a; b', '`x`', 'a = 1', 'x'.repeat(600), '('.repeat(60) + 'a' + ')'.repeat(60)]) {
      expect(() => parseExpression(bad), bad.slice(0, 20)).toThrow(ExpressionError);
    }
    expect(test('constructor == 1', {})).toBe(false);
    expect(test('__proto__.polluted == 1', {})).toBe(false);
  });

  it('lists the form values an expression reads', () => {
    expect(expressionNames(parseExpression('a > 1 && b.c in [d, 2]'))).toEqual(['a', 'b', 'd']);
  });
});
