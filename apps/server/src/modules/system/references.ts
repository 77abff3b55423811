import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { badRequest } from '../../platform/errors.js';

/** Every id of `ids` must be a row of `table` matching `where`; otherwise a 400 naming the field and the unknown ids. */
export async function assertIdsExist(
  db: Db,
  table: PgTable & { id: PgColumn },
  where: SQL,
  ids: readonly string[],
  field: string,
  what: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(where, inArray(table.id, [...ids])));
  const known = new Set(found.map((f) => String(f.id)));
  const missing = ids.filter((i) => !known.has(i));
  if (missing.length) throw badRequest(`${field}: unknown ${what} ${missing.join(',')}`);
}
