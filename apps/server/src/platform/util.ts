import { clockNow, clockZone, wallTimeOf } from './clock-context.js';

export { clockNow, instantOf, runAt } from './clock-context.js';

/** Splits a BladeX comma list ("1,2,3") into trimmed non-empty parts. */
export const splitIds = (v: string | null | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * An instant as the company's wall time `YYYY-MM-DD HH:mm:ss` (the zone of the current request or tick,
 * clock-context.ts). Written to a `dateTime` column it is read back as the same instant.
 */
export function formatDateTime(d: Date, zone: string = clockZone()): string {
  return wallTimeOf(d, zone);
}

/** Today's date `YYYY-MM-DD` on the company clock (the zone of the current request or tick; the moment of `runAt`). */
export const today = (zone: string = clockZone()): string => formatDateTime(clockNow(), zone).slice(0, 10);

export const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);
