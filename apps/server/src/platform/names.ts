import { and, Column, eq, getTableColumns, getTableName, inArray, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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

type Row = Record<string, unknown>;

/** A name shown beside a table's rows: the row's id field that points at it, and where the name comes from. */
export interface NameColumn {
  from: string;
  source: NameSource;
}

/** Names declared once for a table: columns to read beside its rows, and a look-up for rows read without them. */
export interface JoinedNames {
  /** One scalar subquery per name, to select beside the table's columns (a list page's names ride in its statement). */
  columns: Record<string, SQL>;
  /** Adds the names a row lacks (a detail, rows of another query), in ONE look-up statement (`lookupNames`); rows already carrying a name keep it. */
  present(db: Db, rows: Row[]): Promise<Row[]>;
  /**
   * Some of the names as left joins, for reads of many rows (an export): the planner can hash a join, where
   * `columns`' subqueries probe an index once per row. `joins` follows the table in the FROM clause.
   */
  joined(names: readonly string[]): { columns: Record<string, SQL>; joins: SQL };
}

/**
 * The names of a table's list answers (a worker's project and team, a staff member's department), declared
 * once: `columns` reads them in the same statement as the rows (the repository's page and export select
 * them), `present` looks them up for rows that came without them.
 */
export function joinedNames(table: PgTable, defs: Record<string, NameColumn>): JoinedNames {
  const own = getTableColumns(table) as Record<string, AnyColumn>;
  const columns = Object.fromEntries(
    Object.entries(defs).map(([name, { from, source }]) => {
      const key = own[from];
      if (!key) throw new Error(`joinedNames: the table has no column ${from}`);
      return [name, sql<string | null>`(select ${source.name}::text from ${source.table} where ${source.id} = ${key} limit 1)`];
    }),
  );
  const present = async (db: Db, rows: Row[]): Promise<Row[]> => {
    // a name whose id field the rows do not carry (an export reading some columns only) stays absent
    const lacks = (r: Row, name: string) => !(name in r) && defs[name].from in r;
    const missing = Object.keys(defs).filter((name) => rows.some((r) => lacks(r, name)));
    if (missing.length === 0) return rows;
    const found = await lookupNames(
      db,
      Object.fromEntries(
        missing.map((name) => [
          name,
          {
            source: defs[name].source,
            ids: idsOf(
              rows.filter((r) => lacks(r, name)),
              defs[name].from,
            ),
          },
        ]),
      ),
    );
    return rows.map((r) => {
      const named = { ...r };
      for (const name of missing) if (lacks(r, name)) named[name] = found[name].get(r[defs[name].from] as string) ?? null;
      return named;
    });
  };
  const joined = (names: readonly string[]) => {
    const picked = names.filter((name) => name in defs);
    const alias = (name: string) => sql.identifier(`name_${name}`);
    return {
      columns: Object.fromEntries(picked.map((name) => [name, sql`${alias(name)}.name`])),
      joins: sql.join(
        picked.map((name) => {
          const { from, source } = defs[name];
          return sql` left join (select ${source.id} as id, ${source.name}::text as name from ${source.table}) ${alias(name)} on ${alias(name)}.id = ${own[from]}`;
        }),
      ),
    };
  };
  return { columns, present, joined };
}

/**
 * The outer row's key, qualified by its table: a select over one table writes its columns bare, and a bare key would
 * bind to the looked-up table whenever that table has a column of the same name.
 */
function outerKey(source: NameSource, key: AnyColumn | SQL): SQL {
  if (!is(key, Column)) return sql`${key}`;
  const table = getTableName(key.table);
  if (table === getTableName(source.table)) throw new Error(`nameOf: ${table}.${key.name} looks up its own table; alias the outer table`);
  return sql`${sql.identifier(table)}.${sql.identifier(key.name)}`;
}

/** A name as a scalar subquery beside a query's own columns: the source's name of the row `key` points at (null when none). */
export const nameOf = (source: NameSource, key: AnyColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select ${source.name}::text from ${source.table} where ${source.id} = ${outerKey(source, key)} limit 1)`;
