import { describe, expect, it } from 'vitest';
import { adaptField, isShown, testRule } from './serverFields';

describe('adaptField', () => {
  it('turns dicData into options and min/max into number limits', () => {
    const f = adaptField({ fieldName: 'u', fieldLabel: 'U', fieldType: 'radio', fieldOption: JSON.stringify({ dicData: [{ value: 1, label: 'Full day' }], min: 1, max: 5 }) });
    expect(f.fieldOption).toMatchObject({ options: [{ value: '1', label: 'Full day' }], numberMin: 1, numberMax: 5 });
  });
  it('types in a select whose URL answered no options, and uses loaded ones otherwise', () => {
    const def = { fieldName: 'v', fieldLabel: 'V', fieldType: 'select' as const, fieldOption: { dicUrl: '/x' } as never };
    expect(adaptField(def).fieldType).toBe('input');
    expect(adaptField(def, [{ value: 'a', label: 'A' }]).fieldType).toBe('select');
  });
  it('leaves conditional fields to the server to require', () => {
    expect(adaptField({ fieldName: 'd', fieldLabel: 'D', fieldType: 'date', required: 1, fieldOption: '{"showWhen":"isLeave == 1"}' }).required).toBe(0);
  });
});

describe('visibility rules', () => {
  it('compares numbers and numeric text alike', () => {
    expect(testRule('leaveUnit == 0.5', { leaveUnit: '0.5' })).toBe(true);
    expect(testRule('leaveUnit == 0.5', { leaveUnit: 1 })).toBe(false);
    expect(testRule("kind != 'a'", { kind: 'b' })).toBe(true);
  });
  it('joins with && and ||', () => {
    expect(testRule('a == 1 && b == 2 || c == 3', { a: 1, b: 0, c: 3 })).toBe(true);
    expect(testRule('a == 1 and b == 2', { a: 1, b: 0 })).toBe(false);
  });
  it('shows and hides fields (form 29: leaveEndTime hidden for half days)', () => {
    const end = { fieldName: 'leaveEndTime', fieldLabel: 'End', fieldType: 'datetime' as const, fieldOption: '{"hideWhen":"leaveUnit == 0.5"}' };
    expect(isShown(end, { leaveUnit: 0.5 })).toBe(false);
    expect(isShown(end, { leaveUnit: 1 })).toBe(true);
    const dep = { fieldName: 'departureDate', fieldLabel: 'D', fieldType: 'date' as const, fieldOption: '{"showWhen":"isLeave == 1"}' };
    expect(isShown(dep, { isLeave: '0' })).toBe(false);
    expect(isShown(dep, { isLeave: 1 })).toBe(true);
  });
});
