import { addDays } from '@hr/contracts';
import { formatDateTime } from '../../platform/util.js';

/** Today on the company clock (the zone of the request or tick, clock-context.ts) as `YYYY-MM-DD`. */
export const today = (now = new Date()) => formatDateTime(now).slice(0, 10);

/** Adds calendar months to a YYYY-MM-DD date, clamping to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** Plain-date arithmetic: the shared date module's (packages/contracts zoned-dates.ts). */
export { addDays };

/** The whole calendar months from one date to a later one, rounded (1 March to 31 May: 3), at least 1. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return Math.max(1, (ty - fy) * 12 + (tm - fm) + (td - fd >= 15 ? 1 : td - fd <= -15 ? -1 : 0));
}
