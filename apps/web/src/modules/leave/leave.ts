import { UserType, type LeaveStatus } from '@hr/contracts';
import type { Page } from '../../app/http/client';
import type { ApiRow } from '../../app/http/api';

/** The locale key of each leave status (`leave.status_<key>`), indexed by the status (LeaveStatus of @hr/contracts). */
export const STATUS_KEYS = ['pending', 'approved', 'rejected', 'cancelLeave', 'recalled', 'cancelled'] as const satisfies Record<LeaveStatus, string>;

export const TYPE_BASE = '/api/mcc-base/baseVacationInfo';
export const RULE_BASE = '/api/mcc-base/basevacationrule';
export const RULE_VALUE_BASE = '/api/mcc-base/basevacationrulevalue';
export const CREDIT_BASE = '/api/mcc-staff/vacationCreditDetail';
export const STAFF_LEAVE_BASE = '/api/mcc-staff/leaverecord';
export const WORKER_LEAVE_BASE = '/api/mcc-worker/vacation';

/** A leave record as the calendar answers it (typed from the OpenAPI document). */
export type LeaveRecord = ApiRow<'/api/mcc-staff/leaverecord/calendar'>;

/** The leave-history call of a request: staff forms (2) read staff records, worker forms (29, category 2) worker records. */
export function leaveHistoryCall(request: { category?: number; formId?: string | number; processInstanceId?: string | null }, page: { current: number; vacationName?: string }) {
  const worker = request.category === 2 || String(request.formId) === '29';
  return {
    url: worker ? `${WORKER_LEAVE_BASE}/page1` : `${STAFF_LEAVE_BASE}/page`,
    params: { processInstanceId: request.processInstanceId ?? undefined, current: page.current, size: 10, vacationName: page.vacationName || undefined },
  };
}

export const emptyPage = <T>(): Page<T> => ({ records: [], total: 0, size: 10, current: 1, pages: 0 });

const dayMs = 86_400_000;
const dayOf = (dateTime: string) => dateTime.slice(0, 10);
const utc = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** The calendar's view of leave: for each day (YYYY-MM-DD) the leave records covering it. */
export function leaveByDay(records: LeaveRecord[], from: string, to: string): Map<string, LeaveRecord[]> {
  const out = new Map<string, LeaveRecord[]>();
  for (const r of records) {
    const start = Math.max(utc(dayOf(r.leaveStartTime)), utc(from));
    const end = Math.min(utc(dayOf(r.leaveEndTime)), utc(to));
    for (let d = start; d <= end; d += dayMs) {
      const key = new Date(d).toISOString().slice(0, 10);
      out.set(key, [...(out.get(key) ?? []), r]);
    }
  }
  return out;
}

/** Days of leave per month (YYYY-MM) for the year view: sums the leave days of records starting that month. */
export function leaveDaysByMonth(records: LeaveRecord[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of records) {
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

/** A credit form's person field is a staff or a worker picker; the server takes one personId. */
export function creditPayload(values: Record<string, unknown>, userType: number): Record<string, unknown> {
  const { staffId, workerId, ...rest } = values;
  return { ...rest, userType, personId: userType === UserType.WORKER ? (workerId ?? rest.personId) : (staffId ?? rest.personId) };
}
