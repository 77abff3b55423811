import { and, type AnyColumn, asc, between, eq, exists, gte, lte, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { SchemeStatus } from '@hr/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Tenant } from '../../platform/auth/context.js';
import { liveRows } from '../../platform/repository.js';
import { attendanceRecord, holiday, holidayScheme } from './attendance.tables.js';

/*
 * What other modules read of attendance's holiday schemes: attendance's queries, so no other module imports
 * attendance.tables. A person's attendance scheme: attendance.queries.ts (schemeOf).
 */

/** The holiday scheme `named` (a worker's attendance scheme names it), else the tenant's first enabled one; null when none. */
export async function holidaySchemeNamed(db: Db, auth: Tenant, named: string | null | undefined): Promise<{ id: string; title: string } | null> {
  const [scheme] = await db
    .select({ id: holidayScheme.id, title: holidayScheme.title })
    .from(holidayScheme)
    .where(and(liveRows(holidayScheme, auth), named ? eq(holidayScheme.id, named) : eq(holidayScheme.status, SchemeStatus.ON)))
    .orderBy(asc(holidayScheme.createTime), asc(holidayScheme.id))
    .limit(1);
  return scheme ?? null;
}

/** The days off (public holidays) of a holiday scheme in a window (days, both included), with the scheme's name, by date. */
export function publicHolidaysIn(db: Db, auth: Tenant, schemeId: string, w: { from: string; to: string }) {
  return db
    .select({ id: holiday.id, name: holiday.name, date: holiday.date, updateTime: holiday.updateTime, schemeName: holidayScheme.title })
    .from(holiday)
    .innerJoin(holidayScheme, eq(holidayScheme.id, holiday.schemeId))
    .where(and(liveRows(holiday, auth), eq(holiday.schemeId, schemeId), eq(holiday.isLeave, 1), gte(holiday.date, w.from), lte(holiday.date, w.to)))
    .orderBy(asc(holiday.date));
}

/** Whether the worker `workerId` points at has live attendance between `from` and `to` (an `exists` condition for the caller's statement). */
export const attendedBetween = (auth: Tenant, workerId: AnyColumn | SQL, from: string, to: string): SQL =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(attendanceRecord)
      .where(and(liveRows(attendanceRecord, auth), eq(attendanceRecord.workerId, workerId), between(attendanceRecord.attendanceDate, from, to))),
  );
