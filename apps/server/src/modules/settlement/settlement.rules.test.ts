import { describe, expect, it } from 'vitest';
import { SettlementStatus } from '@hr/contracts';
import {
  assertEditable,
  derive,
  fromCents,
  hourlyRateCents,
  normalizeItems,
  normalizeRows,
  settlementTotals,
  timesCents,
  toCents,
} from './settlement.rules.js';

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

describe('settlement rows, items and states', () => {
  it('checks the rows HR sends: named, once each; settle = amount x attendance', () => {
    expect(
      normalizeRows([
        { item: 'totalHours', amount: '10', attendance: '7.5' },
        { item: 'levy', itemName: 'Levy refund', amount: '-20' },
      ]),
    ).toEqual([
      { item: 'totalHours', itemName: 'Total hours', amount: '10.00', attendance: '7.50', settleAmount: '75.00' },
      { item: 'levy', itemName: 'Levy refund', amount: '-20.00', attendance: null, settleAmount: '-20.00' },
    ]);
    expect(() => normalizeRows([{ item: 'levy', amount: '1' }])).toThrow("rows.0.itemName: is required for the item 'levy'");
    expect(() =>
      normalizeRows([
        { item: 'totalHours', amount: '1' },
        { item: 'totalHours', amount: '2' },
      ]),
    ).toThrow('rows.1.item');
  });

  it('takes salary items only from the dictionary', () => {
    const dict = { advance: 'Salary advance deduction' };
    expect(normalizeItems([{ item: 'advance', salary: '-300' }], dict)).toEqual([{ item: 'advance', salary: '-300.00', itemName: 'Salary advance deduction' }]);
    expect(() => normalizeItems([{ item: 'bitcoin', salary: '1' }], dict)).toThrow("items.0.item: 'bitcoin' is not a salary settlement item");
  });

  it('derives the overtime, meal and bonus fields and the totals from the rows', () => {
    const rows = normalizeRows([
      { item: 'overtimeHours', amount: '15', attendance: '2' },
      { item: 'mealAllowance', amount: '5', attendance: '3' },
      { item: 'achievementBonus', amount: '100' },
    ]);
    expect(derive(rows, [{ item: 'advance', salary: '-50' }])).toEqual({
      overtimeWorkAllowance: '15.00',
      totalOvertimePay: '30.00',
      mealAllowance: '15.00',
      additional: '100.00',
      grossWages: '145.00',
      nettSalary: '95.00',
    });
  });

  it('lets drafts and returned settlements change, not sent or approved ones', () => {
    expect(() => assertEditable({ settlementStatus: SettlementStatus.DRAFT })).not.toThrow();
    expect(() => assertEditable({ settlementStatus: SettlementStatus.RETURNED })).not.toThrow();
    expect(() => assertEditable({ settlementStatus: SettlementStatus.SENT })).toThrow('This settlement has been sent for approval and cannot be changed');
    expect(() => assertEditable({ settlementStatus: SettlementStatus.APPROVED })).toThrow('This settlement has been approved and cannot be changed');
  });
});
