import { useSyncExternalStore } from 'react';
import { isValidTimeZone, todayIn, nowIn, wallTimeToInstant } from '@hr/contracts';
import { http } from './http/client';

/**
 * The company clock (README "Time zone"): `GET /api/blade-system/clock` read at sign-in and after the time-zone
 * parameter changes. Every "today" of the web is the company zone's (`companyToday()`, `useCompanyToday()`),
 * never the browser's clock zone: a browser in Berlin, or a laptop set to UTC, shows Singapore's today. The
 * server's `now` also gives the browser clock's error, which is taken off.
 */
export interface CompanyClock {
  timeZone: string;
  offset: string;
  today: string;
  now: string;
}

// before sign-in (and in unit tests) the company zone is the default of new installs
const FALLBACK_ZONE = 'Asia/Singapore';

let state: { timeZone: string; skewMs: number } = { timeZone: FALLBACK_ZONE, skewMs: 0 };
const listeners = new Set<() => void>();
const publish = () => {
  for (const l of listeners) l();
};

/** Takes a clock answer (exported for tests). */
export function setCompanyClock(clock: CompanyClock, receivedAt: number = Date.now()): void {
  if (!isValidTimeZone(clock.timeZone)) return;
  let skewMs = 0;
  try {
    skewMs = wallTimeToInstant(clock.now, clock.timeZone).getTime() - receivedAt;
  } catch {
    skewMs = 0;
  }
  // a second or two is the call's own time, not the clock's error
  state = { timeZone: clock.timeZone, skewMs: Math.abs(skewMs) < 5_000 ? 0 : skewMs };
  publish();
}

/** Reads the caller's company clock (sign-in, a change of the time-zone parameter); a failure keeps what was known. */
export async function loadCompanyClock(): Promise<void> {
  const clock = await http.get<CompanyClock>('/api/blade-system/clock', undefined, { quiet: true }).catch(() => undefined);
  if (clock) setCompanyClock(clock);
}

/** The company's time zone (an IANA name). */
export const companyTimeZone = (): string => state.timeZone;
const instantNow = () => new Date(Date.now() + state.skewMs);
/** Today (`YYYY-MM-DD`) on the company clock. */
export const companyToday = (): string => todayIn(state.timeZone, instantNow());
/** Now (`YYYY-MM-DD HH:mm:ss`) on the company clock. */
export const companyNow = (): string => nowIn(state.timeZone, instantNow());

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Today on the company clock, re-rendered when the clock is read again. */
export function useCompanyToday(): string {
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return companyToday();
}
