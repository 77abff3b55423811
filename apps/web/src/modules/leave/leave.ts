import { addDays, dayOfWeek, isPlainDate, UserType, type LeaveStatus } from '@hr/contracts';
import type { Page } from '../../app/http/client';
import type { ApiData, ApiRow } from '../../app/http/api';

/** The locale key of each leave status (`leave.status_<key>`), indexed by the status (LeaveStatus of @hr/contracts). */
export const STATUS_KEYS = ['pending', 'approved', 'rejected', 'cancelLeave', 'recalled', 'cancelled'] as const satisfies Record<LeaveStatus, string>;

export const TYPE_BASE = '/api/mcc-base/baseVacationInfo';
export const RULE_BASE = '/api/mcc-base/basevacationrule';
export const RULE_VALUE_BASE = '/api/mcc-base/basevacationrulevalue';
export const CREDIT_BASE = '/api/mcc-staff/vacationCreditDetail';
export const STAFF_LEAVE_BASE = '/api/mcc-staff/leaverecord';
export const WORKER_LEAVE_BASE = '/api/mcc-worker/vacation';
/** The leave calendar in the shell (the menu's entry) and in the public layout (portal and app). */
export const CALENDAR_PATH = '/staff/vacation/leaveCalendar';
export const PUBLIC_CALENDAR_PATH = `${CALENDAR_PATH}/public`;

/** A leave record as the record pages answer it (typed from the OpenAPI document). */
export type LeaveRecord = ApiRow<'/api/mcc-staff/leaverecord/page'>;
/** The leave calendar of a period: entries, people away per day, holidays and rest days. */
export type LeaveCalendarData = ApiData<'/api/mcc-staff/leaverecord/calendar'>;
export type CalendarEntry = LeaveCalendarData['entries'][number];

/** The leave-history call of a request: staff forms (2) read staff records, worker forms (29, category 2) worker records. */
export function leaveHistoryCall(
  request: { category?: number; formId?: string | number; processInstanceId?: string | null },
  page: { current: number; vacationName?: string },
) {
  const worker = request.category === 2 || String(request.formId) === '29';
  return {
    url: worker ? `${WORKER_LEAVE_BASE}/page1` : `${STAFF_LEAVE_BASE}/page`,
    params: { processInstanceId: request.processInstanceId ?? undefined, current: page.current, size: 10, vacationName: page.vacationName || undefined },
  };
}

export const emptyPage = <T>(): Page<T> => ({ records: [], total: 0, size: 10, current: 1, pages: 0 });

const dayOf = (dateTime: string) => dateTime.slice(0, 10);

/** The days (YYYY-MM-DD) from one date to another, both included (none when either is not a date). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  if (!isPlainDate(from) || !isPlainDate(to)) return out;
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The calendar's view of leave: for each day (YYYY-MM-DD) the entries covering it, clipped to the period. */
export function leaveByDay<E extends { leaveStartTime: string; leaveEndTime: string }>(entries: readonly E[], from: string, to: string): Map<string, E[]> {
  const out = new Map<string, E[]>();
  for (const r of entries) {
    const [first, last] = [dayOf(r.leaveStartTime), dayOf(r.leaveEndTime)];
    if (!isPlainDate(first) || !isPlainDate(last)) continue;
    const start = first > from ? first : from;
    const end = last < to ? last : to;
    for (let d = start; d <= end; d = addDays(d, 1)) out.set(d, [...(out.get(d) ?? []), r]);
  }
  return out;
}

/** Days of leave per month (YYYY-MM) for the year view: sums the leave days of entries starting that month. */
export function leaveDaysByMonth(entries: readonly { leaveStartTime: string; leaveDays: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of entries) {
    const m = r.leaveStartTime.slice(0, 7);
    out.set(m, Math.round(((out.get(m) ?? 0) + Number(r.leaveDays)) * 10) / 10);
  }
  return out;
}

/** The first and last day of the month of a YYYY-MM-DD date. */
export function monthRange(date: string): { start: string; end: string } {
  const [y, m] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The Monday-to-Sunday week of a YYYY-MM-DD date. */
export function weekRange(date: string): { start: string; end: string } {
  const monday = addDays(date, -((dayOfWeek(date) + 6) % 7));
  return { start: monday, end: addDays(monday, 6) };
}

/** What a day is in the viewer's calendar: a public holiday (with its name), a rest day, or a working day. */
export function dayKind(
  date: string,
  holidays: ReadonlyMap<string, { name: string; isLeave: number }>,
  restDays: readonly number[],
): { kind: 'holiday' | 'rest' | 'work'; name?: string } {
  const h = holidays.get(date);
  if (h?.isLeave === 1) return { kind: 'holiday', name: h.name };
  if (h?.isLeave === 0) return { kind: 'work', name: h.name };
  return isPlainDate(date) && restDays.includes(dayOfWeek(date)) ? { kind: 'rest' } : { kind: 'work' };
}

/** Colours of leave types, in the order of the antd preset palette (readable on white with a light fill). */
export const TYPE_COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96', '#13c2c2', '#faad14', '#2f54eb', '#a0d911', '#f5222d'] as const;

/** A stable colour per leave type: the types seen, ordered by id, take the palette in turn (with the side, to tell same-named staff and worker types apart). */
export function typeColours(
  entries: readonly { vacationInfoId: string; vacationName: string | null; userType: number }[],
): Map<string, { colour: string; name: string; userType: number }> {
  const types = new Map(entries.map((e) => [e.vacationInfoId, { name: e.vacationName ?? '', userType: e.userType }]));
  const ids = [...types.keys()].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return new Map(ids.map((id, i) => [id, { colour: TYPE_COLOURS[i % TYPE_COLOURS.length], ...types.get(id)! }]));
}

/** The week view's rows: one per person with leave in the period (entries come sorted by name), the person's entries by day. */
export function personRows(
  entries: readonly CalendarEntry[],
  from: string,
  to: string,
): { key: string; name: string; no: string; group: string; byDay: Map<string, CalendarEntry[]> }[] {
  const people = new Map<string, CalendarEntry[]>();
  for (const e of entries) {
    const key = `${e.userType}-${e.personId ?? e.id}`;
    people.set(key, [...(people.get(key) ?? []), e]);
  }
  return [...people].map(([key, list]) => ({
    key,
    name: list[0].personName ?? '',
    no: list[0].personNo ?? '',
    group: list[0].deptName ?? list[0].teamName ?? '',
    byDay: leaveByDay(list, from, to),
  }));
}

/** A credit form's person field is a staff or a worker picker; the server takes one personId. */
export function creditPayload(values: Record<string, unknown>, userType: number): Record<string, unknown> {
  const { staffId, workerId, ...rest } = values;
  return { ...rest, userType, personId: userType === UserType.WORKER ? (workerId ?? rest.personId) : (staffId ?? rest.personId) };
}
