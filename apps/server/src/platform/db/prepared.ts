import { getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** The driver client a drizzle handle runs on: the pool (or PGlite) for the database, one connection for a transaction. */
const clientOf = (db: Db): object => (db as unknown as { session: { client: object } }).session.client;
/** The driver behind a handle (node-postgres or PGlite): a statement is built once per driver. */
const driverOf = (db: Db): object => (db as unknown as { session: object }).session.constructor;

/**
 * A query of the hot path built once: `build` returns a drizzle `.prepare(name)` statement with
 * `sql.placeholder`s, so drizzle does not rebuild its SQL per call and PostgreSQL parses (and, after a
 * few runs, plans) it once per connection. It runs on the handle it is given, the database or an open
 * transaction (the built statement is bound to that handle's connection for the call), and still runs
 * on every call (no result caching). The SQL of a statement is the same on PGlite and PostgreSQL; it is
 * built once per driver, so its `build` must not capture the handle it is given.
 */
export function preparedPerDb<T extends object>(build: (db: Db) => T): (db: Db) => T {
  const byDriver = new WeakMap<object, T>();
  return (db) => {
    const driver = driverOf(db);
    let statement = byDriver.get(driver);
    if (!statement) byDriver.set(driver, (statement = build(db)));
    const client = clientOf(db);
    if ((statement as { client?: object }).client === client) return statement;
    // the same statement on this handle's connection (drizzle's prepared query reads `this.client`)
    return Object.create(statement, { client: { value: client } }) as T;
  };
}

/** `column = any(<placeholder name>)`: one prepared statement whatever the list's length. */
export const anyOf = (column: SQLWrapper, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;

/**
 * A column of the statement's own table, spelled out for a subquery inside its select list: drizzle writes a one-table
 * select's columns unqualified, which the subquery would take as its own.
 */
export const outerColumn = (column: PgColumn): SQL => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
