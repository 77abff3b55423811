import type { Db } from './client.js';

/**
 * A query of the hot path built once per database handle: `build` returns a drizzle `.prepare(name)`
 * statement with `sql.placeholder`s, so drizzle does not rebuild its SQL per call and PostgreSQL parses
 * and plans it once per connection. It still runs on every call (no result caching).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = build(db)));
    return statement;
  };
}
