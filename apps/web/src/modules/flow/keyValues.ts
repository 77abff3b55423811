import { formatMoney } from '../../shared/fields/money';
import type { TFunction } from 'i18next';
import { displayDate } from '../../shared/fields/values';

type Row = Record<string, unknown>;

/** How long a task has waited, in the largest whole unit: "12 min", "5 h", "3 d". */
export function waitingLabel(t: TFunction, minutes: unknown): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) return '';
  if (minutes < 60) return t('dashboard.todo.waitMinutes', { n: Math.max(0, Math.floor(minutes)) });
  if (minutes < 24 * 60) return t('dashboard.todo.waitHours', { n: Math.floor(minutes / 60) });
  return t('dashboard.todo.waitDays', { n: Math.floor(minutes / (24 * 60)) });
}

const dayOf = (v: unknown) => (typeof v === 'string' && v ? displayDate(v.slice(0, 10)) : '');

/** A request's dates as one label: `01 Dec 2026 – 03 Dec 2026`, or the one date it has. */
export function datesLabel(row: Row): string {
  const from = dayOf(row.keyDateFrom);
  const to = dayOf(row.keyDateTo);
  if (from && to && from !== to) return `${from} – ${to}`;
  return from || to;
}

/** Days (`3 d`) or an amount (`1,250.00`) of a request, whichever its form carries. */
export function daysOrAmountLabel(t: TFunction, row: Row, locale?: string): string {
  if (typeof row.keyDays === 'number') return t('dashboard.todo.days', { n: row.keyDays });
  if (typeof row.keyAmount === 'number') return formatMoney(row.keyAmount, locale);
  return '';
}
