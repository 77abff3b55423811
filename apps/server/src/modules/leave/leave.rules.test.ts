import { describe, expect, it } from 'vitest';
import { UserType } from '@hr/contracts';
import { checkLeaveShape, checkTiers, entitledDays, ineligibility, leaveInputFromForm, remainingOf, type Person, type VacationType } from './leave.rules.js';

const type = (o: Partial<VacationType> = {}) =>
  ({
    id: '1',
    name: 'Annual leave',
    userType: UserType.STAFF,
    leaveType: 0,
    day: 14,
    minDay: 0.5,
    maxDay: 14,
    sex: null,
    minAge: null,
    maxAge: null,
    minService: 3,
    nationality: null,
    marital: null,
    ...o,
  }) as VacationType;
const staff = (o: Partial<Person> = {}): Person => ({
  userType: UserType.STAFF,
  id: '2',
  userId: null,
  deptId: null,
  no: 'E1',
  name: 'Eddie',
  status: 1,
  sex: 1,
  birthday: '1990-06-15',
  entryDate: '2021-03-01',
  nationality: 'SG',
  maritalStatus: null,
  ...o,
});
const leave = (o: Record<string, unknown> = {}) => ({
  userType: UserType.STAFF,
  personId: '2',
  vacationInfoId: '1',
  leaveDays: 2,
  leaveUnit: 1,
  leaveStartTime: '2026-03-02 09:00:00',
  leaveEndTime: '2026-03-03 18:00:00',
  ...o,
});

describe('leave rules', () => {
  it('opens a type to a person by side, probation, sex, age, service, nationality and marital status', () => {
    expect(ineligibility(type(), staff(), '2026-03-02')).toBeNull();
    expect(ineligibility(type({ userType: UserType.WORKER }), staff(), '2026-03-02')).toBe('this leave type is for workers');
    expect(ineligibility(type(), staff({ status: 0 }), '2026-03-02')).toBe('this leave type is not open to staff on probation');
    expect(ineligibility(type({ leaveType: 1 }), staff({ status: 0 }), '2026-03-02')).toBeNull();
    expect(ineligibility(type({ sex: 2 }), staff(), '2026-03-02')).toBe('this leave type does not apply to this person');
    expect(ineligibility(type({ minAge: 40 }), staff(), '2026-03-02')).toMatch(/age of at least 40/);
    expect(ineligibility(type({ minService: 3 }), staff({ entryDate: '2026-01-05' }), '2026-03-02')).toMatch(/3 months of service/);
    expect(ineligibility(type({ minService: 3 }), staff({ entryDate: '2026-01-05' }), '2026-04-05')).toBeNull();
    expect(ineligibility(type({ nationality: 'MY, IN' }), staff(), '2026-03-02')).toMatch(/nationality/);
    expect(ineligibility(type({ marital: 'married' }), staff(), '2026-03-02')).toMatch(/marital status/);
  });

  it('entitles by the tier the years of service (or age) fall in, else the type days', () => {
    const tiers = [
      { minValue: 0, maxValue: 1, day: 7 },
      { minValue: 1, maxValue: 5, day: 10 },
      { minValue: 5, maxValue: null, day: 14 },
    ];
    const rule = (basis: string) => ({ basis }) as never;
    expect(entitledDays(type(), rule('service'), tiers, staff({ entryDate: '2025-06-01' }), '2026-01-01')).toBe(7);
    expect(entitledDays(type(), rule('service'), tiers, staff({ entryDate: '2021-03-01' }), '2026-01-01')).toBe(10);
    expect(entitledDays(type(), rule('service'), tiers, staff({ entryDate: '2021-01-01' }), '2026-01-01')).toBe(14);
    expect(entitledDays(type(), rule('age'), tiers, staff({ birthday: '1990-06-15' }), '2026-01-01')).toBe(14);
    expect(entitledDays(type({ day: 3 }), null, [], staff(), '2026-01-01')).toBe(3);
  });

  it('refuses overlapping or empty tiers, naming the row', () => {
    expect(() =>
      checkTiers([
        { minValue: 0, maxValue: 2 },
        { minValue: 1, maxValue: null },
      ]),
    ).toThrow('values.1.minValue: overlaps another tier');
    expect(() => checkTiers([{ minValue: 3, maxValue: 3 }])).toThrow('values.0.maxValue: must be more than 3');
    expect(() =>
      checkTiers([
        { minValue: 0, maxValue: null },
        { minValue: 5, maxValue: null },
      ]),
    ).toThrow(/values.1.minValue/);
    expect(() =>
      checkTiers([
        { minValue: 1, maxValue: null },
        { minValue: 0, maxValue: 1 },
      ]),
    ).not.toThrow();
  });

  it('checks days and dates with the spec hints; a half day ends at 13:00 or 18:00', () => {
    expect(checkLeaveShape(leave(), type())).toBe('2026-03-03 18:00:00');
    expect(checkLeaveShape(leave({ leaveDays: 0.5, leaveUnit: 0.5, leavePeriod: 'AM', leaveEndTime: null }), type())).toBe('2026-03-02 13:00:00');
    expect(checkLeaveShape(leave({ leaveDays: 0.5, leaveUnit: 0.5, leavePeriod: 'PM', leaveEndTime: null }), type())).toBe('2026-03-02 18:00:00');
    expect(() => checkLeaveShape(leave({ leaveDays: 0 }), type())).toThrow('leaveDays: Leave days cannot be less than or equal to 0');
    expect(() => checkLeaveShape(leave({ leaveDays: 1.2 }), type())).toThrow('leaveDays: must be in half days');
    expect(() => checkLeaveShape(leave({ leaveDays: 3 }), type())).toThrow(/more days than the dates/);
    expect(() => checkLeaveShape(leave({ leaveEndTime: '2026-03-01 18:00:00' }), type())).toThrow(/leaveEndTime/);
    expect(() => checkLeaveShape(leave({ leaveDays: 2, leaveEndTime: '2026-03-05 18:00:00' }), type({ maxDay: 1 }))).toThrow(
      'leaveDays: The maximum leave days cannot be exceeded',
    );
    expect(() => checkLeaveShape(leave({ leaveDays: 1, leaveEndTime: '2026-03-02 18:00:00' }), type({ minDay: 2 }))).toThrow(/at least 2 days/);
  });

  it('reads a leave form and what remains of a balance', () => {
    expect(
      leaveInputFromForm({ workerId: '9', vacationInfoId: '1', leaveDays: '1', leaveStartTime: '2026-03-02 09:00', tickets: 'a' }, UserType.WORKER),
    ).toMatchObject({ personId: '9', leaveDays: 1, leaveUnit: 1, leaveStartTime: '2026-03-02 09:00:00', ticketIds: 'a' });
    expect(() => leaveInputFromForm({ vacationInfoId: '1' }, UserType.STAFF)).toThrow('staffId: required');
    expect(remainingOf({ days: 14, usedDays: 3.5, pendingDays: 0.5 })).toBe(10);
  });
});
