import { countLeaveDays, leaveSpan } from '@hr/contracts';

/** What the leave form's preview needs from the server: the leave's calendar, the balance and other leave. */
export interface PreviewCheck {
  restDays: number[];
  holidays: { date: string; name: string; isLeave: number }[];
  remaining: number | null;
  overlap: boolean;
}

export interface LeavePreview {
  /** The working days the dates cover (the shared count the server applies), null until the dates are complete. */
  days: number | null;
  /** Public holidays inside the leave (not counted). */
  holidays: string[];
  /** The balance of the type before this leave and what would remain after; null for a type without balances. */
  before: number | null;
  after: number | null;
  /** The spec's refusals the server would give: more days than remain, an overlap with other leave, no working day. */
  shortage: boolean;
  overlap: boolean;
  noWorkingDay: boolean;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The leave's dates as the day count reads them, or null while they are incomplete. */
export function leaveOfValues(values: Record<string, unknown>) {
  const start = text(values.leaveStartTime);
  if (!start) return null;
  const unit = Number(values.leaveUnit ?? 1) === 0.5 ? 0.5 : 1;
  const end = text(values.leaveEndTime);
  if (unit === 1 && !end) return null;
  const leave = { start, end: unit === 1 ? end : null, unit, period: text(values.leavePeriod) };
  return leaveSpan(leave) ? leave : null;
}

/**
 * The preview of a leave form: its days counted from the dates with the person's calendar (weekends and
 * holidays off, half days), the balance before and after, and the refusals to expect. Without the server's
 * check yet, Saturday and Sunday are the only days off and nothing is known of the balance.
 */
export function leavePreview(values: Record<string, unknown>, check?: PreviewCheck | null): LeavePreview {
  const leave = leaveOfValues(values);
  const empty: LeavePreview = { days: null, holidays: [], before: check?.remaining ?? null, after: null, shortage: false, overlap: false, noWorkingDay: false };
  if (!leave) return empty;
  const off = (check?.holidays ?? []).filter((h) => h.isLeave === 1);
  const days = countLeaveDays(leave, { restDays: check?.restDays ?? [0, 6], holidays: new Map((check?.holidays ?? []).map((h) => [h.date, h.isLeave])) });
  if (days === null) return empty;
  const span = leaveSpan(leave)!;
  const before = check?.remaining ?? null;
  const after = before === null ? null : Math.round((before - days) * 10) / 10;
  return {
    days,
    holidays: off.filter((h) => h.date >= span.from && h.date <= span.to).map((h) => h.name),
    before,
    after,
    shortage: after !== null && after < 0,
    overlap: Boolean(check?.overlap),
    noWorkingDay: days === 0,
  };
}
