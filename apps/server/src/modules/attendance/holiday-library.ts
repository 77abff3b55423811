import type { FastifyInstance } from 'fastify';
import Holidays from 'date-holidays';
import { and, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { HolidayKind, addDays, dayOfWeek } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import { DEFAULT_TENANT, type Tenant } from '../../platform/auth/context.js';
import type { Sweep } from '../../platform/jobs.js';
import { tenant } from '../../platform/auth/identity.tables.js';
import { companyToday } from '../system/clock.queries.js';
import { holiday, holidayScheme } from './attendance.tables.js';
import { weekdayOf } from './attendance.rules.js';

/**
 * Holiday schemes kept from a maintained holiday library (`date-holidays`, docs/platform.md "Dates and the
 * company clock") instead of hand-typed lists: Singapore's (every tenant's default) and Malaysia's (for Malaysian
 * sites). Such a scheme carries its mark (`[holidays:SG]`) at the end of its remark; the boot seed and a daily
 * sweep add the current and the next year's holidays it lacks. A date the scheme already has, or had and an
 * administrator removed, is left as it is: an administrator's edits are kept and nothing is added twice.
 */
export const LIBRARY_SCHEMES = {
  SG: { title: 'Singapore public holidays', remark: 'Gazetted public holidays of Singapore', sundayObservedMonday: true },
  MY: { title: 'Malaysia public holidays', remark: 'National public holidays of Malaysia (a state may add its own)', sundayObservedMonday: false },
} as const;
export type LibraryCountry = keyof typeof LIBRARY_SCHEMES;

export const DEFAULT_HOLIDAY_SCHEME = LIBRARY_SCHEMES.SG.title;
/** The mark at the end of a library scheme's remark. */
export const libraryMark = (country: LibraryCountry) => `[holidays:${country}]`;
// the default scheme as seeded before the library (a hand-typed 2026): adopted as the Singapore library scheme
const LEGACY_SG_REMARK = 'Gazetted public holidays of Singapore';

const calendars = new Map<LibraryCountry, Holidays>();
const calendarOf = (country: LibraryCountry) => {
  let hd = calendars.get(country);
  if (!hd) calendars.set(country, (hd = new Holidays(country, { types: ['public'], languages: ['en'] })));
  return hd;
};

/**
 * A country's public holidays of a year from the library, as `[date, name]` in date order. Names are the
 * library's English ones; a day that makes up for a holiday on a Sunday is `<holiday> (observed)`, a holiday's
 * second day `<holiday> (second day)`. Singapore: a holiday on a Sunday is observed on the next day that is not
 * already a holiday (Holidays Act), also where the library has no substitute day for it.
 */
export function publicHolidays(country: LibraryCountry, year: number): [string, string][] {
  const seen = new Map<string, string>();
  const observedOf = new Set<string>();
  for (const h of calendarOf(country).getHolidays(year, 'en')) {
    if (h.type !== 'public') continue;
    const date = h.date.slice(0, 10);
    if (seen.has(date)) continue;
    const base = h.name.replace(/\s*\(substitute day\)$/i, '');
    const before = addDays(date, -1);
    const sameBefore = seen.get(before)?.replace(/ \((second day|observed)\)$/, '') === base;
    let name = base;
    if (h.substitute || (sameBefore && dayOfWeek(before) === 0)) {
      name = `${base} (observed)`;
      observedOf.add(base);
    } else if (sameBefore) name = `${base} (second day)`;
    seen.set(date, name);
  }
  if (LIBRARY_SCHEMES[country].sundayObservedMonday) {
    for (const [date, name] of [...seen].sort(([a], [b]) => a.localeCompare(b))) {
      const base = name.replace(/ \((second day|observed)\)$/, '');
      if (dayOfWeek(date) !== 0 || name.endsWith('(observed)') || observedOf.has(base)) continue;
      let next = addDays(date, 1);
      while (seen.has(next)) next = addDays(next, 1);
      seen.set(next, `${base} (observed)`);
      observedOf.add(base);
    }
  }
  return [...seen].sort(([a], [b]) => a.localeCompare(b));
}

/** The library schemes of a tenant (live), with their country; the pre-library default scheme is adopted (marked) on the way. */
async function librarySchemes(tx: Db, forTenant: Tenant): Promise<{ id: string; country: LibraryCountry }[]> {
  const rows = await tx
    .select({ id: holidayScheme.id, title: holidayScheme.title, remark: holidayScheme.remark })
    .from(holidayScheme)
    .where(and(eq(holidayScheme.tenantId, forTenant.tenantId), eq(holidayScheme.isDeleted, 0)));
  const found: { id: string; country: LibraryCountry }[] = [];
  for (const r of rows) {
    const country = (Object.keys(LIBRARY_SCHEMES) as LibraryCountry[]).find((c) => r.remark?.endsWith(libraryMark(c)));
    if (country) found.push({ id: r.id, country });
    else if (r.title === DEFAULT_HOLIDAY_SCHEME && r.remark === LEGACY_SG_REMARK) {
      await tx
        .update(holidayScheme)
        .set({ remark: `${LEGACY_SG_REMARK} ${libraryMark('SG')}` })
        .where(eq(holidayScheme.id, r.id));
      found.push({ id: r.id, country: 'SG' });
    }
  }
  return found;
}

/** Adds a scheme's missing library holidays of some years; answers how many it added. */
async function fillScheme(tx: Db, forTenant: Tenant, scheme: { id: string; country: LibraryCountry }, years: readonly number[]): Promise<number> {
  const wanted = years.flatMap((y) => publicHolidays(scheme.country, y));
  if (wanted.length === 0) return 0;
  // every row of these dates, removed ones too: a holiday an administrator removed stays removed
  const had = await tx
    .select({ date: holiday.date })
    .from(holiday)
    .where(
      and(
        eq(holiday.tenantId, forTenant.tenantId),
        eq(holiday.schemeId, scheme.id),
        or(...years.map((y) => and(gte(holiday.date, `${y}-01-01`), lte(holiday.date, `${y}-12-31`)))),
      ),
    );
  const have = new Set(had.map((h) => h.date));
  const missing = wanted.filter(([date]) => !have.has(date));
  if (missing.length === 0) return 0;
  await tx
    .insert(holiday)
    .values(
      missing.map(([date, name]) => ({ tenantId: forTenant.tenantId, schemeId: scheme.id, name, date, week: weekdayOf(date), isLeave: HolidayKind.DAY_OFF })),
    )
    .onConflictDoNothing();
  return missing.length;
}

/**
 * Every tenant: the Singapore scheme when it has no holiday scheme at all (the attendance default, the tenant's
 * oldest enabled scheme), the Malaysian one when it never had one; then the library schemes' missing holidays of
 * `years`. Idempotent; answers how many holidays it added.
 */
export async function ensureLibraryHolidays(db: Db, years: readonly number[], tenantIds?: readonly string[]): Promise<number> {
  let added = 0;
  const tenants = await db
    .select({ tenantId: tenant.tenantId })
    .from(tenant)
    .where(and(eq(tenant.isDeleted, 0), tenantIds ? inArray(tenant.tenantId, [...tenantIds]) : undefined));
  for (const { tenantId } of tenants) {
    added += await db.transaction(async (tx) => {
      const schemes = await tx
        .select({ remark: holidayScheme.remark, isDeleted: holidayScheme.isDeleted })
        .from(holidayScheme)
        .where(eq(holidayScheme.tenantId, tenantId));
      const create = (country: LibraryCountry) => {
        const s = LIBRARY_SCHEMES[country];
        return tx.insert(holidayScheme).values({ tenantId, title: s.title, remark: `${s.remark} ${libraryMark(country)}` });
      };
      if (!schemes.some((s) => s.isDeleted === 0)) await create('SG');
      if (!schemes.some((s) => s.remark?.endsWith(libraryMark('MY')))) await create('MY');
      let n = 0;
      for (const scheme of await librarySchemes(tx, { tenantId: tenantId })) n += await fillScheme(tx, { tenantId: tenantId }, scheme, years);
      return n;
    });
  }
  return added;
}

/** The current and the next year of the system tenant's company clock. */
export async function libraryYears(app: FastifyInstance): Promise<number[]> {
  const year = Number((await companyToday(app, app.db, { tenantId: DEFAULT_TENANT })).slice(0, 4));
  return [year, year + 1];
}

// the worker ticks every 2 s: the sweep works at its first tick, then once a day per process (a failed run is
// retried after 10 minutes); several processes sweeping at once add nothing twice (the scheme-date unique index)
const lastRun = new WeakMap<FastifyInstance, { day?: string; failedAt?: number }>();
export const holidayYearSweep: Sweep = async (app) => {
  const state = lastRun.get(app) ?? {};
  const day = await companyToday(app, app.db, { tenantId: DEFAULT_TENANT });
  if (state.day === day || (state.failedAt && Date.now() - state.failedAt < 600_000)) return;
  try {
    const added = await ensureLibraryHolidays(app.db, await libraryYears(app));
    lastRun.set(app, { day });
    if (added) app.log.info({ added }, 'holiday schemes: the next year added from the holiday library');
  } catch (err) {
    lastRun.set(app, { failedAt: Date.now() });
    throw err;
  }
};
