import { daysBetween, UserType } from '@hr/contracts';
import { badRequest } from '../../platform/errors.js';
import type { vacationCredit, vacationInfo, vacationRule, vacationRuleValue } from './leave.tables.js';

/*
 * Pure leave arithmetic (no database): who may take a type, the entitlement tier, half days, what
 * remains of a balance, reading a leave form's values.
 */

export type VacationType = typeof vacationInfo.$inferSelect;
export type Credit = typeof vacationCredit.$inferSelect;
type Rule = typeof vacationRule.$inferSelect;
type Tier = Pick<typeof vacationRuleValue.$inferSelect, 'minValue' | 'maxValue' | 'day'>;

/** The messages of seed 001 section 5, word for word. */
export const HINT = {
  notPositive: 'Leave days cannot be less than or equal to 0',
  remaining: 'Cannot exceed the remaining leave days',
  maximum: 'The maximum leave days cannot be exceeded',
  exists: 'Leave already exists',
} as const;

/** A staff member or a worker as far as leave is concerned. */
export interface Person {
  userType: number;
  id: string;
  userId: string | null;
  deptId: string | null;
  no: string;
  name: string;
  /** Staff account status (0 probation); workers: null. */
  status: number | null;
  sex: number | null;
  birthday: string | null;
  entryDate: string | null;
  nationality: string | null;
  maritalStatus: string | null;
}

/** Whole years between two `YYYY-MM-DD` dates. */
function yearsBetween(from: string | null, to: string): number | null {
  if (!from) return null;
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}
const monthsBetween = (from: string | null, to: string): number | null => {
  if (!from) return null;
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
};
const listHas = (list: string | null, v: string | null) => {
  const items = (list ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  return items.length === 0 || (v !== null && items.includes(v));
};

/** Why a person may not take a type on `on` (a date), or null when they may. */
export function ineligibility(t: VacationType, p: Person, on: string): string | null {
  if (t.userType !== p.userType) return t.userType === UserType.WORKER ? 'this leave type is for workers' : 'this leave type is for staff';
  if (p.userType === UserType.STAFF && p.status === 0 && t.leaveType !== 1) return 'this leave type is not open to staff on probation';
  if (t.sex && p.sex && t.sex !== p.sex) return 'this leave type does not apply to this person';
  const age = yearsBetween(p.birthday, on);
  if (t.minAge !== null && (age === null || age < t.minAge)) return `this leave type needs an age of at least ${t.minAge}`;
  if (t.maxAge !== null && age !== null && age > t.maxAge) return `this leave type is for ages up to ${t.maxAge}`;
  const service = monthsBetween(p.entryDate, on);
  if (t.minService !== null && t.minService > 0 && (service === null || service < t.minService))
    return `this leave type needs ${t.minService} months of service`;
  if (!listHas(t.nationality, p.nationality)) return 'this leave type does not apply to this nationality';
  if (!listHas(t.marital, p.maritalStatus)) return 'this leave type does not apply to this marital status';
  return null;
}

/** The days a year a person is entitled to on a date: the rule tier their years of service (or age) fall in, else the type's days. */
export function entitledDays(t: VacationType, rule: Rule | null, tiers: readonly Tier[], p: Person, on: string): number {
  if (!rule || tiers.length === 0) return t.day;
  const years = yearsBetween(rule.basis === 'age' ? p.birthday : p.entryDate, on) ?? 0;
  const tier = tiers.find((v) => years >= v.minValue && (v.maxValue === null || years < v.maxValue));
  return tier ? tier.day : t.day;
}

/** Tiers must not overlap and each must end after it starts (messages name the row). */
export function checkTiers(values: readonly { minValue: number; maxValue?: number | null }[]): void {
  const sorted = values.map((v, i) => ({ ...v, i })).sort((a, b) => a.minValue - b.minValue);
  for (const [k, v] of sorted.entries()) {
    if (v.maxValue !== null && v.maxValue !== undefined && v.maxValue <= v.minValue)
      throw badRequest(`values.${v.i}.maxValue: must be more than ${v.minValue}`);
    const next = sorted[k + 1];
    if (next && (v.maxValue === null || v.maxValue === undefined || v.maxValue > next.minValue))
      throw badRequest(`values.${next.i}.minValue: overlaps another tier`);
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;
export const remainingOf = (c: Pick<Credit, 'days' | 'usedDays' | 'pendingDays'>) => round1(c.days - c.usedDays - c.pendingDays);

/** What a leave request or a leave record says, read from form values or an API body alike. */
export interface LeaveInput {
  userType: number;
  personId: string;
  vacationInfoId: string;
  leaveDays: number;
  leaveUnit: number;
  leavePeriod?: string | null;
  leaveStartTime: string;
  leaveEndTime?: string | null;
  isLeave?: number;
  departureDate?: string | null;
  arrivalDate?: string | null;
  leaveReason?: string | null;
  ticketIds?: string | null;
}

const dateTimeRe = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const normDateTime = (v: string) => (v.length === 10 ? `${v} 00:00:00` : v.length === 16 ? `${v}:00` : v);
const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

/** Reads a leave form's values (form 2 or 29); every problem names its field. */
export function leaveInputFromForm(values: Record<string, unknown>, userType: number): LeaveInput {
  const personField = userType === UserType.WORKER ? 'workerId' : 'staffId';
  const personId = text(values[personField]);
  if (!personId || !/^\d{1,19}$/.test(personId)) throw badRequest(`${personField}: required`);
  const vacationInfoId = text(values.vacationInfoId);
  if (!vacationInfoId || !/^\d{1,19}$/.test(vacationInfoId)) throw badRequest('vacationInfoId: choose a vacation type');
  const leaveDays = Number(values.leaveDays);
  if (!Number.isFinite(leaveDays)) throw badRequest('leaveDays: must be a number');
  const start = text(values.leaveStartTime);
  if (!start || !dateTimeRe.test(start)) throw badRequest('leaveStartTime: must be a date-time YYYY-MM-DD HH:mm:ss');
  const end = text(values.leaveEndTime);
  if (end && !dateTimeRe.test(end)) throw badRequest('leaveEndTime: must be a date-time YYYY-MM-DD HH:mm:ss');
  return {
    userType,
    personId,
    vacationInfoId,
    leaveDays,
    leaveUnit: Number(values.leaveUnit ?? 1) === 0.5 ? 0.5 : 1,
    leavePeriod: text(values.leavePeriod),
    leaveStartTime: normDateTime(start),
    leaveEndTime: end ? normDateTime(end) : null,
    isLeave: Number(values.isLeave ?? 0) === 1 ? 1 : 0,
    departureDate: text(values.departureDate),
    arrivalDate: text(values.arrivalDate),
    leaveReason: text(values.leaveReason)?.slice(0, 1000) ?? null,
    ticketIds: text(values.ticketIds ?? values.tickets)?.slice(0, 500) ?? null,
  };
}

export const dayOf = (dt: string) => dt.slice(0, 10);
const calendarDays = (from: string, to: string) => daysBetween(dayOf(from), dayOf(to)) + 1;

/**
 * The checks of a leave that need no database (days, half days, dates, the type's limits), each a 400
 * naming its field; answers the leave's end (a half day ends at 13:00 or 18:00).
 */
export function checkLeaveShape(input: LeaveInput, type: VacationType): string {
  const startDay = dayOf(input.leaveStartTime);
  if (input.leaveDays <= 0) throw badRequest(`leaveDays: ${HINT.notPositive}`);
  if (Math.round(input.leaveDays * 2) !== input.leaveDays * 2) throw badRequest('leaveDays: must be in half days');
  let end = input.leaveEndTime ?? null;
  if (input.leaveUnit === 0.5) {
    if (input.leaveDays !== 0.5) throw badRequest('leaveDays: a half-day leave is 0.5 days');
    if (input.leavePeriod !== 'AM' && input.leavePeriod !== 'PM') throw badRequest('leavePeriod: choose the morning or the afternoon');
    end = `${startDay} ${input.leavePeriod === 'AM' ? '13:00:00' : '18:00:00'}`;
  }
  if (!end) throw badRequest('leaveEndTime: required');
  if (end < input.leaveStartTime) throw badRequest('leaveEndTime: must not be before the leave start time');
  if (input.leaveDays > calendarDays(input.leaveStartTime, end)) throw badRequest('leaveDays: more days than the dates from start to end cover');
  if (input.leaveDays < type.minDay) throw badRequest(`leaveDays: at least ${type.minDay} days of ${type.name} are taken at a time`);
  if (type.maxDay !== null && type.maxDay > 0 && input.leaveDays > type.maxDay) throw badRequest(`leaveDays: ${HINT.maximum}`);
  if (input.isLeave === 1 && input.departureDate && input.arrivalDate && input.arrivalDate < input.departureDate)
    throw badRequest('arrivalDate: must not be before the departure date');
  return end;
}
