import type { SummaryGroup } from '../compliance/compliance.queries.js';
import * as q from './dashboard.queries.js';
import type { Caller, Statement } from './dashboard.queries.js';
import { environment } from '../../platform/config.js';

/*
 * The role dashboards: each panel is a set of named statements (dashboard.queries.ts), run side by side.
 * The benchmark reads the same table of statements to run their SQL through plain pg.
 */

export interface HrOptions {
  /** How the permit and passport expiries are grouped. */
  expiryGroup: SummaryGroup;
}

type Build<O> = (c: Caller, o: O) => Promise<{ query: Statement }>;
const plain =
  <O>(f: (c: Caller, o: O) => Statement): Build<O> =>
  async (c, o) => ({ query: f(c, o) });

/** HR's panel: one statement per chart or tile. */
export const HR_STATEMENTS: Record<string, Build<HrOptions>> = {
  headcountByDept: plain((c) => q.headcountByDept(c)),
  headcountByProject: plain((c) => q.headcountByProject(c)),
  headcountByNationality: plain((c) => q.headcountByNationality(c)),
  permits: plain((c, o) => q.documentExpiries(c, 'workPermit', o.expiryGroup)),
  passports: plain((c, o) => q.documentExpiries(c, 'passport', o.expiryGroup)),
  probations: (c) => q.probationsDue(c),
  renewals: plain((c) => q.renewalsDue(c)),
  dormitories: plain((c) => q.dormitoryOccupancy(c)),
  onLeave: plain((c) => q.onLeaveThisWeek(c)),
  approvalsWaiting: plain((c) => q.approvalsWaitingByAge(c)),
};

/** The directors' and department leaders' panel. */
export const DIRECTOR_STATEMENTS: Record<string, Build<Record<string, never>>> = {
  settlements: plain((c) => q.settlementsToReview(c)),
  approvalTimes: plain((c) => q.approvalTimes(c)),
  overdue: plain((c) => q.overdueByApprover(c)),
};

async function runAll<O>(c: Caller, table: Record<string, Build<O>>, o: O): Promise<Record<string, never[]>> {
  const entries = await Promise.all(Object.entries(table).map(async ([name, build]) => [name, (await (await build(c, o)).query) as never[]] as const));
  return Object.fromEntries(entries);
}

const ZERO = { expired: 0, due30: 0, due60: 0, due90: 0 };

/**
 * How long a caller's panel is reused (environment `DASHBOARD_CACHE_SECONDS`, default 30; 0 = never): a
 * dashboard is glanced at, reloaded and opened by many at once, and its figures are counts over whole
 * tables. Per app database, per user (the data scopes, and "waiting on me", are the user's), per panel and
 * options; callers asking while a panel is being computed share that computation.
 */
const cacheSeconds = () => environment().dashboardCacheSeconds;
const caches = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();

function cached<T>(c: Caller, key: string, compute: () => Promise<T>): Promise<T> {
  const ttl = cacheSeconds() * 1000;
  if (ttl === 0) return compute();
  let cache = caches.get(c.db);
  if (!cache) caches.set(c.db, (cache = new Map()));
  const k = `${c.auth.tenantId}|${c.auth.userId}|${key}`;
  const now = Date.now();
  const hit = cache.get(k);
  if (hit && now - hit.at < ttl) return hit.value as Promise<T>;
  if (cache.size > 5000) for (const [old, e] of cache) if (now - e.at >= ttl) cache.delete(old);
  const value = compute();
  cache.set(k, { at: now, value });
  // a failure is not kept
  value.catch(() => cache.delete(k));
  return value;
}

export const hrDashboard = (c: Caller, o: HrOptions) => cached(c, `hr|${o.expiryGroup}`, () => computeHr(c, o));
export const directorDashboard = (c: Caller) => cached(c, 'director', () => computeDirector(c));

async function computeHr(c: Caller, o: HrOptions) {
  const r = await runAll(c, HR_STATEMENTS, o);
  return {
    expiryGroup: o.expiryGroup,
    headcountByDept: r.headcountByDept,
    headcountByProject: r.headcountByProject,
    headcountByNationality: r.headcountByNationality,
    permits: r.permits,
    passports: r.passports,
    probations: r.probations[0] ?? { overdue: 0, due30: 0, due60: 0, due90: 0, assessing: 0 },
    renewals: r.renewals[0] ?? ZERO,
    dormitories: r.dormitories,
    onLeave: r.onLeave,
    onLeaveToday: (r.onLeave as { today: boolean }[]).filter((l) => l.today).length,
    approvalsWaiting: r.approvalsWaiting[0] ?? { lt1: 0, d1to3: 0, d3to7: 0, gt7: 0 },
  };
}

async function computeDirector(c: Caller) {
  const r = await runAll(c, DIRECTOR_STATEMENTS, {});
  return { settlements: r.settlements, approvalTimes: r.approvalTimes, overdue: r.overdue };
}
