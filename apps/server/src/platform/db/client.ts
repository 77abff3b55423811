import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';
import { installTemplateFile } from '../paths.js';

export type Schema = typeof schema;
/** The database or an open transaction: repositories take either, never the global handle. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool behind `db` on PostgreSQL (migrations take a session-level advisory lock on one client). */
  pool?: pg.Pool;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar archive (`openDatabase({ inMemory, loadDataDir })` starts from it). */
  dumpDataDir?(): Promise<Blob>;
}

// int8 as text: ids keep every digit (bigId converts to string either way).
pg.types.setTypeParser(20, (v) => v);

export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; inMemory?: boolean; loadDataDir?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: Number(process.env.DB_POOL_MAX ?? 10) });
    pool.on('error', () => {
      /* idle client errors surface on the next query */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: the trigram indexes of the name / number filters (PostgreSQL ships it in contrib)
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  let client;
  if (opts.inMemory) {
    // an in-memory database may start from a dumped data directory (the test suite's migrated snapshot)
    client = await PGlite.create(opts.loadDataDir ? { loadDataDir: opts.loadDataDir, extensions } : { extensions });
  } else {
    const dir = join(opts.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
    // a new data directory starts from the build's seeded dump (the mechanism the test snapshot uses);
    // migrations added since the build still run at boot (runMigrations skips the applied ones)
    const fromSnapshot = !existsSync(join(dir, 'PG_VERSION')) && existsSync(installTemplateFile);
    client = await PGlite.create(dir, fromSnapshot ? { extensions, loadDataDir: new Blob([readFileSync(installTemplateFile)]) } : { extensions });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
