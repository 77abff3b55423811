import { describe, expect, it } from 'vitest';
import { fromCents, hourlyRateCents, settlementTotals, timesCents, toCents } from './settlement.rules.js';

describe('settlement money rules (seed 000 section 5)', () => {
  it('parses amounts into whole cents without float drift', () => {
    expect(toCents('0.1')).toBe(10);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('-3.10')).toBe(-310);
    expect(toCents('2.005')).toBe(201);
    expect(toCents(null)).toBe(0);
    expect(toCents('')).toBe(0);
    expect(() => toCents('12a')).toThrow(RangeError);
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(123456)).toBe('1234.56');
  });

  it('multiplies a rate by hours or days, rounding half away from zero', () => {
    expect(timesCents(1000, '8.5')).toBe(8500);
    expect(timesCents(1333, '0.5')).toBe(667);
    expect(timesCents(1500, null)).toBe(1500);
    expect(timesCents(-1333, '0.5')).toBe(-667);
  });

  it('gross wages = positive settlement amounts + positive item salaries', () => {
    const rows = [{ settleAmount: '800.00' }, { settleAmount: '-20.00' }, { settleAmount: '0.10' }];
    const items = [{ salary: '50.00' }, { salary: '-30.00' }, { salary: 0.2 }];
    expect(settlementTotals(rows, items).grossWages).toBe('850.30');
  });

  it('nett salary = all item salaries + positive settlement amounts (negative settlement amounts are ignored)', () => {
    const rows = [{ settleAmount: '800.00' }, { settleAmount: '-20.00' }, { settleAmount: '0.10' }];
    const items = [{ salary: '50.00' }, { salary: '-30.00' }, { salary: 0.2 }];
    expect(settlementTotals(rows, items).nettSalary).toBe('820.30');
  });

  it('answers 2 decimals for an empty settlement and for sums that drift in floating point', () => {
    expect(settlementTotals([], [])).toEqual({ grossWages: '0.00', nettSalary: '0.00' });
    const tenths = Array.from({ length: 10 }, () => ({ settleAmount: '0.1' }));
    expect(settlementTotals(tenths, [])).toEqual({ grossWages: '1.00', nettSalary: '1.00' });
  });

  it('derives the hourly rate of a monthly-rated worker as 12 x monthly / (52 x 44)', () => {
    expect(hourlyRateCents('12.50', '9999')).toBe(1250);
    expect(hourlyRateCents(null, '2288.00')).toBe(1200);
    expect(hourlyRateCents('0', null)).toBe(0);
  });
});
