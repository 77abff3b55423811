import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db/client.js';

/** Where names come from: a table's id and name columns (or a name expression), and its tenant column, to stay in the caller's tenant. */
export interface NameSource {
  table: PgTable;
  id: AnyColumn;
  name: AnyColumn | SQL;
  tenant?: AnyColumn;
}

/**
 * THE name look-up of list answers: the names of many ids from several tables in ONE statement
 * (`union all`), one map per key. A list page costs one round trip for its names whatever the number
 * of name columns it shows (the project, team, trade and specialist of workers; the departments and
 * project of staff).
 */
export async function lookupNames<K extends string>(
  db: Db,
  wanted: Record<K, { source: NameSource; ids: Iterable<string>; tenantId?: string }>,
): Promise<Record<K, Map<string, string>>> {
  const keys = Object.keys(wanted) as K[];
  const out = Object.fromEntries(keys.map((k) => [k, new Map<string, string>()])) as Record<K, Map<string, string>>;
  const parts: SQL[] = [];
  for (const key of keys) {
    const { source, ids, tenantId } = wanted[key];
    const list = [...new Set(ids)];
    if (list.length === 0) continue;
    const where = and(inArray(source.id, list), source.tenant && tenantId ? eq(source.tenant, tenantId) : undefined);
    parts.push(sql`select ${key}::text as k, ${source.id}::text as id, ${source.name}::text as name from ${source.table} where ${where}`);
  }
  if (parts.length === 0) return out;
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: { k: K; id: string; name: string | null }[] };
  for (const row of result.rows) if (row.name !== null) out[row.k].set(row.id, row.name);
  return out;
}

/** The distinct string values of `field` over the rows (the ids a name look-up needs). */
export const idsOf = (rows: readonly Record<string, unknown>[], ...fields: string[]): string[] => [
  ...new Set(rows.flatMap((r) => fields.map((f) => r[f])).filter((v): v is string => typeof v === 'string' && v !== '')),
];
