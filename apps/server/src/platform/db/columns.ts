import { customType, integer, smallint, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { nextId } from './ids.js';

/** A bigint column that reads and writes decimal strings (ids travel as strings in JSON). */
export const bigId = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (v) => String(v),
  toDriver: (v) => v,
});

/** Date-time as `YYYY-MM-DD HH:mm:ss` text both ways (the API's date-time format). */
export const dateTime = (name: string) => timestamp(name, { mode: 'string', precision: 0 });

export const nowSql = sql`LOCALTIMESTAMP(0)`;

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
