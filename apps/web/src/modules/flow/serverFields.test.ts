import { describe, expect, it } from 'vitest';
import { adaptField, isShown, leaveDateField, ownRequestFields, testRule, wholeDayValue } from './serverFields';
import type { FieldDefinition } from '../../shared/fields/definition';
import { CONDITION_CASES, UNPARSEABLE_CONDITIONS } from '@hr/contracts/conditions.cases';

describe('adaptField', () => {
  it('turns dicData into options and min/max into number limits', () => {
    const f = adaptField({
      fieldName: 'u',
      fieldLabel: 'U',
      fieldType: 'radio',
      fieldOption: JSON.stringify({ dicData: [{ value: 1, label: 'Full day' }], min: 1, max: 5 }),
    });
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

describe('the shared condition cases (the server runs the same table)', () => {
  const guarded = (rule: 'showWhen' | 'hideWhen', condition: string) => ({
    fieldName: 'probe',
    fieldLabel: 'Probe',
    fieldType: 'input' as const,
    fieldOption: JSON.stringify({ [rule]: condition }),
  });

  it.each(CONDITION_CASES)('$condition over $values is $expected', ({ condition, values, expected }) => {
    expect(testRule(condition, values)).toBe(expected);
    expect(isShown(guarded('showWhen', condition), values)).toBe(expected);
    expect(isShown(guarded('hideWhen', condition), values)).toBe(!expected);
  });

  it.each(UNPARSEABLE_CONDITIONS)('shows the field of the unreadable rule %s', (condition) => {
    expect(testRule(condition, {})).toBeUndefined();
    expect(isShown(guarded('showWhen', condition), {})).toBe(true);
    expect(isShown(guarded('hideWhen', condition), {})).toBe(true);
  });
});

describe("requests in one's own name", () => {
  const staff = { fieldName: 'staffId', fieldLabel: 'Staff', fieldType: 'staff' as const, required: 1 as const, fieldOption: '{"applicant":true}' };
  const days = { fieldName: 'leaveDays', fieldLabel: 'Leave days', fieldType: 'number' as const };
  it('hides the applicant from users who may not file for others; the server takes them from the session', () => {
    const own = ownRequestFields([staff, days], { mayFileForOthers: false, ownStaffId: '42' });
    expect(own.fields.map((f) => f.fieldName)).toEqual(['leaveDays']);
    expect(own.applicantHidden).toBe(true);
  });
  it('offers the picker to holders of the grant, starting with their own staff record', () => {
    const hr = ownRequestFields([staff, days], { mayFileForOthers: true, ownStaffId: '42' });
    expect(hr.fields.map((f) => f.fieldName)).toEqual(['staffId', 'leaveDays']);
    expect(hr.defaults).toEqual({ staffId: '42' });
    expect(ownRequestFields([staff, days], { mayFileForOthers: true, ownStaffId: '42', values: { staffId: '7' } }).defaults).toEqual({});
  });
  it('leaves forms without an applicant field (or with a subject field) alone', () => {
    const subject = { ...staff, fieldOption: '{}' };
    expect(ownRequestFields([subject, days], { mayFileForOthers: false }).fields).toHaveLength(2);
  });
});

describe('leave dates', () => {
  const start = { fieldName: 'leaveStartTime', fieldLabel: 'Leave start time', fieldType: 'datetime', fieldOption: { minDate: 'today' } } as FieldDefinition;
  const label = (edge: 'start' | 'end') => (edge === 'start' ? 'From' : 'To');

  it('a full-day leave picks its dates as dates labelled From and To', () => {
    const field = leaveDateField(start, { leaveUnit: '1' }, label);
    expect(field.fieldLabel).toBe('From');
    expect(field.fieldOption).toMatchObject({ minDate: 'today', wholeDay: 'start' });
    const end = leaveDateField({ ...start, fieldName: 'leaveEndTime', required: 0 }, {}, label);
    expect(end.fieldOption).toMatchObject({ wholeDay: 'end' });
    expect(end.required).toBe(1);
  });

  it('a half-day leave keeps its time', () => {
    const field = leaveDateField(start, { leaveUnit: '0.5' }, label);
    expect(field.fieldLabel).toBe('From');
    expect(field.fieldOption).toEqual({ minDate: 'today' });
  });

  it('a full day runs from 00:00:00 to 23:59:59 of its company date', () => {
    expect(wholeDayValue('2026-12-09 09:00:00', 'start')).toBe('2026-12-09 00:00:00');
    expect(wholeDayValue('2026-12-09 09:00:00', 'end')).toBe('2026-12-09 23:59:59');
    expect(wholeDayValue('', 'end')).toBe('');
  });
});
