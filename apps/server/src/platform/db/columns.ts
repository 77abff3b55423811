import { customType, integer, smallint } from 'drizzle-orm/pg-core';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { nextId } from './ids.js';
import { clockZone, instantText, storedToWallTime, wallTimeOf } from '../clock-context.js';

/** A bigint column that reads and writes decimal strings (ids travel as strings in JSON). */
export const bigId = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (v) => String(v),
  toDriver: (v) => v,
});

/**
 * An instant (`timestamptz(0)`), read and written as the company's wall time `YYYY-MM-DD HH:mm:ss` (the API's
 * date-time format) in the zone of the current request or tick (clock-context.ts): a stored instant reads as that
 * zone's wall time; a wall time written is that zone's, an ISO text with an offset or a `Date` its own instant.
 */
export const dateTime = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp(0) with time zone',
  toDriver: (v) => instantText(v),
  fromDriver: (v) => (typeof v === 'string' ? storedToWallTime(v) : wallTimeOf(v as unknown as Date)),
});

/** The column default of the instants a row is written at (the transaction's start, whatever the session's zone). */
export const nowSql = sql`CURRENT_TIMESTAMP(0)`;

/**
 * The company's today as a SQL date, read when the statement is rendered (a parameter whose value is the clock's
 * at that moment, so a statement built once still asks today's date): never `current_date`, the session's (UTC).
 */
export const companyTodaySql: SQL = sql`${sql.param('today', { mapToDriverValue: () => wallTimeOf(new Date()).slice(0, 10) })}::date`;

/** The company's time zone as a SQL text, read when the statement is rendered (`instant at time zone ...`). */
export const companyZoneSql: SQL = sql`${sql.param('zone', { mapToDriverValue: () => clockZone() })}::text`;

/** The company date of an instant column (`create_time` on the company's calendar, not UTC's). */
export const companyDateOf = (instant: SQLWrapper): SQL => sql`(${instant} at time zone ${companyZoneSql})::date`;

/**
 * A wall time (or ISO instant) compared with a `dateTime` column inside hand-written SQL: encoded as the column
 * encodes it (the company wall time's instant). A bare `${value}` would be read in the session's zone (UTC).
 */
export const instantParam = (value: string | Date): SQL => sql`${sql.param(value, { mapToDriverValue: (v: string | Date) => instantText(v) })}::timestamptz`;

/** The columns every business table has (BRIEF section 5). */
export const businessColumns = () => ({
  id: bigId('id').primaryKey().$defaultFn(nextId),
  tenantId: customType<{ data: string }>({ dataType: () => 'varchar(12)' })('tenant_id')
    .notNull()
    .default('000000'),
  createUser: bigId('create_user'),
  createDept: bigId('create_dept'),
  createTime: dateTime('create_time').notNull().default(nowSql),
  updateUser: bigId('update_user'),
  updateTime: dateTime('update_time').notNull().default(nowSql),
  status: integer('status').notNull().default(1),
  isDeleted: smallint('is_deleted').notNull().default(0),
  version: integer('version').notNull().default(1),
});
