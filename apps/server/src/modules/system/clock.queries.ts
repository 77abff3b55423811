import type { FastifyInstance } from 'fastify';
import { DEFAULT_REMINDER_HOUR, REMINDER_HOUR_PARAM, TIME_ZONE_PARAM, isValidTimeZone, nowIn, offsetOf, todayIn } from '@hr/contracts';
import { DEFAULT_TENANT, type Tenant } from '../../platform/auth/context.js';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { param } from './system.tables.js';

/**
 * The company clock (README "Time zone"): the IANA zone of the system parameter `company.timeZone` (System >
 * Parameters) of the caller's tenant, else of the system tenant 000000, else DEFAULT_TIME_ZONE.
 *
 * Read through a per-process cache of 60 seconds: a parameter write in this process forgets it at once
 * (param.queries.ts hooks), other processes read the new zone at their next read after 60 s. Chosen over the
 * change feed (platform/db/change-feed.ts) because that needs a trigger migration on `sys_param`, and a zone
 * changes perhaps once in an install's life.
 */
export const TIME_ZONE_REFRESH_MS = 60_000;

const cache = new WeakMap<FastifyInstance, Map<string, { zone: string; readAt: number }>>();

// read here, not through param.queries.ts (whose write hooks import this file)
async function paramText(db: Db, forTenant: Tenant, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: param.paramValue })
    .from(param)
    .where(and(eq(param.tenantId, forTenant.tenantId), eq(param.isDeleted, 0), eq(param.paramKey, key)))
    .limit(1);
  return row?.value.trim() || null;
}

/** Forgets every cached zone of the app (a parameter was written or removed in this process). */
export const forgetTimeZones = (app: FastifyInstance): void => {
  cache.get(app)?.clear();
  hours.get(app)?.clear();
};

/** The company time zone of a tenant (an IANA name). */
export async function companyTimeZone(app: FastifyInstance, db: Db, tenant: Tenant): Promise<string> {
  const { tenantId } = tenant;
  let zones = cache.get(app);
  if (!zones) cache.set(app, (zones = new Map()));
  const hit = zones.get(tenantId);
  if (hit && Date.now() - hit.readAt < TIME_ZONE_REFRESH_MS && Date.now() >= hit.readAt) return hit.zone;
  const own = await paramText(db, { tenantId: tenantId }, TIME_ZONE_PARAM);
  const system = own || tenantId === DEFAULT_TENANT ? null : await paramText(db, { tenantId: DEFAULT_TENANT }, TIME_ZONE_PARAM);
  const zone = [own, system].find(isValidTimeZone) ?? app.config.defaultTimeZone;
  zones.set(tenantId, { zone, readAt: Date.now() });
  return zone;
}

export interface CompanyClock {
  timeZone: string;
  /** The zone's offset from UTC now, `+08:00`. */
  offset: string;
  /** `YYYY-MM-DD` in the company zone. */
  today: string;
  /** `YYYY-MM-DD HH:mm:ss` in the company zone. */
  now: string;
}

/** A tenant's company clock now. */
export async function companyClock(app: FastifyInstance, db: Db, tenant: Tenant, at: Date = new Date()): Promise<CompanyClock> {
  const timeZone = await companyTimeZone(app, db, tenant);
  return { timeZone, offset: offsetOf(timeZone, at), today: todayIn(timeZone, at), now: nowIn(timeZone, at) };
}

/** A tenant's today (`YYYY-MM-DD`) in its company zone: what every "today" of the server should become. */
export const companyToday = async (app: FastifyInstance, db: Db, tenant: Tenant): Promise<string> => (await companyClock(app, db, tenant)).today;

const hours = new WeakMap<FastifyInstance, Map<string, { hour: number; readAt: number }>>();

/**
 * The company's local hour (0-23) of the daily reminders (system parameter `company.reminderHour` of the tenant, else
 * of the system tenant, else 8); read through the same 60-second cache as the zone. A value that is not a whole hour
 * 0-23 counts as 8.
 */
export async function companyReminderHour(app: FastifyInstance, db: Db, tenant: Tenant): Promise<number> {
  const { tenantId } = tenant;
  let byTenant = hours.get(app);
  if (!byTenant) hours.set(app, (byTenant = new Map()));
  const hit = byTenant.get(tenantId);
  if (hit && Date.now() - hit.readAt < TIME_ZONE_REFRESH_MS && Date.now() >= hit.readAt) return hit.hour;
  const valid = (v: string | null) => (v !== null && /^\d{1,2}$/.test(v) && Number(v) <= 23 ? Number(v) : null);
  const own = valid(await paramText(db, { tenantId: tenantId }, REMINDER_HOUR_PARAM));
  const hour =
    own ?? (tenantId === DEFAULT_TENANT ? null : valid(await paramText(db, { tenantId: DEFAULT_TENANT }, REMINDER_HOUR_PARAM))) ?? DEFAULT_REMINDER_HOUR;
  byTenant.set(tenantId, { hour, readAt: Date.now() });
  return hour;
}
