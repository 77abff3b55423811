import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { offsetMinutesOf, wallTimeToInstant } from '@hr/contracts';
import { environment } from './config.js';
import { DEFAULT_TENANT } from './auth/context.js';

/**
 * The zone the server's wall times are in (docs/platform.md, "Dates and the company clock").
 *
 * Instants are stored (`timestamptz`); the application holds and answers date-times as wall times
 * `YYYY-MM-DD HH:mm:ss` of the company clock. The conversion happens at the database's edge, in one zone per
 * unit of work: a request runs in its caller's company zone (set after authentication, registerClockContext), a
 * background tick in the system tenant's (runInClockZone). A `dateTime` column (db/columns.ts) reads a stored
 * instant as the wall time of that zone and writes a wall time of that zone as its instant; `formatDateTime` and
 * `today` (util.ts) read the clock in it. Outside any unit (scripts, tests calling services directly) the zone is
 * the app's DEFAULT_TIME_ZONE.
 */
interface ClockStore {
  zone: string;
  /** The moment the unit of work runs at (runAt), in epoch milliseconds; else the system clock's. */
  at?: number;
}

const storage = new AsyncLocalStorage<ClockStore>();
/** Until buildApp sets it: the process's DEFAULT_TIME_ZONE, read through the one configuration schema. */
let fallbackZone: string | undefined;

/** The zone of the current unit of work. */
export const clockZone = (): string => storage.getStore()?.zone ?? (fallbackZone ??= environment().defaultTimeZone);

/** The zone outside any unit of work (buildApp: config.defaultTimeZone). */
export const setFallbackZone = (zone: string): void => {
  fallbackZone = zone;
};

/** Runs `fn` with its wall times in `zone`. */
export const runInClockZone = <T>(zone: string, fn: () => T): T => storage.run({ zone }, fn);

/** The current instant: the system clock's, or inside `runAt` the moment its unit of work runs at. */
export const clockNow = (): Date => {
  const at = storage.getStore()?.at;
  return at === undefined ? new Date() : new Date(at);
};

/**
 * Runs `fn` as a unit of work at a past (or future) moment, in the current zone: `clockNow()`, and so `today()`
 * and what services record as "now" through it, answer `instant` (it does not advance). Only for history dated
 * in the past (the demo company's, DEMO_DATA=1) and tests: a request never runs at another moment. Column
 * defaults (`create_time`, the database's clock) are not moved; a service that dates a row it writes passes
 * `clockNow()`.
 */
export const runAt = <T>(instant: Date, fn: () => T): T => storage.run({ zone: clockZone(), at: instant.getTime() }, fn);

// the text PostgreSQL writes a timestamptz in (DateStyle ISO): `2026-12-02 07:30:00+00`, `...:00.5+05:30`
const STORED = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;
const WALL = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Whether a value is the text of a stored instant as the database writes it (`2026-12-02 07:30:00+00`). */
export const isStoredInstant = (v: unknown): v is string => typeof v === 'string' && v.length >= 22 && v.length <= 32 && STORED.test(v);

/** An instant (a `Date`, or epoch milliseconds) as the wall time `YYYY-MM-DD HH:mm:ss` of `zone`. */
export function wallTimeOf(instant: Date | number, zone: string = clockZone()): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const shifted = new Date(Math.floor(ms / 1000) * 1000 + offsetMinutesOf(zone, new Date(ms)) * 60_000);
  const y = shifted.getUTCFullYear();
  return `${y}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
}

/** The wall time of the current zone a stored instant's text shows (`2026-12-02 07:30:00+00` -> `2026-12-02 15:30:00` in Singapore). */
export function storedToWallTime(text: string, zone: string = clockZone()): string {
  const m = STORED.exec(text);
  if (!m) return text;
  return wallTimeOf(new Date(`${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}`), zone);
}

/**
 * The text of the instant a value written to a `dateTime` column names: a wall time `YYYY-MM-DD HH:mm[:ss]` (or a
 * plain date, its midnight) of the current zone, an ISO text with its offset, or a `Date`. Anything else goes as it
 * is (PostgreSQL refuses it: a 400).
 */
export function instantText(value: string | Date, zone: string = clockZone()): string {
  if (value instanceof Date) return value.toISOString();
  if (!WALL.test(value)) return value;
  try {
    return wallTimeToInstant(value, zone).toISOString();
  } catch {
    return value;
  }
}

/** Rows of a raw statement with every stored instant's text as a wall time of the current zone (in place). */
export function wallTimesOfRows<T>(rows: T[]): T[] {
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    if (Array.isArray(row)) {
      for (let i = 0; i < row.length; i++) if (isStoredInstant(row[i])) row[i] = storedToWallTime(row[i]);
    } else {
      const r = row as Record<string, unknown>;
      for (const k in r) {
        const v = r[k];
        if (isStoredInstant(v)) r[k] = storedToWallTime(v);
      }
    }
  }
  return rows;
}

/** The first hook of every request: the request is a unit of work (in the fallback zone until its caller is known). */
export function registerClockContext(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, _reply, done) => {
    storage.run({ zone: (fallbackZone ??= environment().defaultTimeZone) }, done);
  });
}

/**
 * The hook, registered after authentication, that moves the request's unit of work into its caller's company zone
 * (`app.companyZone`: system/clock.queries.ts, cached 60 s), or the system tenant's for an anonymous call.
 */
export function registerCallerZone(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const store = storage.getStore();
    if (store) store.zone = await app.companyZone(req.auth?.tenantId ?? DEFAULT_TENANT);
  });
}

/** Runs background work (a worker tick) in the system tenant's company zone. */
export async function inSystemZone<T>(app: FastifyInstance, fn: () => Promise<T>): Promise<T> {
  return runInClockZone(await app.companyZone(DEFAULT_TENANT), fn);
}

/** The instant a company wall time `YYYY-MM-DD HH:mm:ss` (a `dateTime` value, formatDateTime's text) names in the current zone. */
export const instantOf = (wall: string, zone: string = clockZone()): Date => wallTimeToInstant(wall, zone);
