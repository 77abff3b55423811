import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { installTemplateDir } from '../paths.js';
import { AUTH_CHANNEL, ChangeFeed, CONFIG_CHANNEL, listenOnConnect, startListener } from './change-feed.js';
import { registerConfigFeed } from './feed-cache.js';

/** No relational schema (nothing uses `db.query`): the handle's type names no table, so the platform imports no module. */
type NoSchema = Record<string, never>;
/** The database or an open transaction: repositories take either, never the global handle. */
export type Db = PgDatabase<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool behind `db` on PostgreSQL (migrations take a session-level advisory lock on one client). */
  pool?: pg.Pool;
  /** The database's word that session, user, tenant or client rows changed (change-feed.ts). */
  authFeed: ChangeFeed;
  /** Its word that forms, fields, process definitions or webhook endpoints changed (feed-cache.ts `configRead`). */
  configFeed: ChangeFeed;
  /**
   * PostgreSQL only: a handle on a pool of its own (two connections) for the statements that commit on their own
   * while the caller's transaction goes on (a request's number: its counter row is locked for one statement, not
   * until the start commits). Its own pool, so transactions waiting on it never wait for their own pool's
   * connections. PGlite has one connection: its callers write in their transaction.
   */
  autonomous?: Db;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar archive (`openDatabase({ inMemory, loadDataDir })` starts from it). */
  dumpDataDir?(compression?: 'none' | 'gzip'): Promise<Blob>;
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  loadDataDir?: Blob;
  /** PostgreSQL connections of the pool (DB_POOL_MAX; default 10). */
  poolMax?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // loaded only for PostgreSQL: an embedded install's boot never reads the driver (issue 13, first boot)
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    // int8 as text: ids keep every digit (bigId converts to string either way).
    pg.types.setTypeParser(20, (v) => v);
    // sessions in UTC, as the server's own clock is read (util.ts formatDateTime / today): LOCALTIMESTAMP and
    // current_date then agree with the dates the code writes, whatever the database server's time zone
    const feeds = { [AUTH_CHANNEL]: new ChangeFeed(), [CONFIG_CHANNEL]: new ChangeFeed() };
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10, options: '-c TimeZone=UTC', onConnect: listenOnConnect(feeds) });
    pool.on('error', () => {
      /* idle client errors surface on the next query */
    });
    const listener = startListener(pg.Client, opts.databaseUrl, feeds);
    // no relational schema: nothing uses drizzle's `db.query` API, and it built a query builder per table for every transaction
    const db = drizzlePg(pool) as unknown as Db;
    registerConfigFeed(db, feeds[CONFIG_CHANNEL]);
    // its statements commit without waiting for their WAL to reach the disk (the request number's counter,
    // request-no.ts): the request that uses a number commits after it, and a commit flushes all the WAL before its
    // own, so a committed request's number is always on disk; a crash in between loses the number with the request
    // that never committed. The counter's row lock is then held for the statement, not for a disk flush as well.
    const ownPool = new pg.Pool({ connectionString: opts.databaseUrl, max: 2, options: '-c TimeZone=UTC -c synchronous_commit=off' });
    ownPool.on('error', () => undefined);
    return {
      db,
      kind: 'postgres',
      pool,
      authFeed: feeds[AUTH_CHANNEL],
      configFeed: feeds[CONFIG_CHANNEL],
      autonomous: drizzlePg(ownPool) as unknown as Db,
      close: async () => {
        await listener.stop();
        await Promise.all([pool.end(), ownPool.end()]);
      },
    };
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
    // a new data directory starts as a copy of the build's seeded one (a native file copy: loading a dumped tar
    // through PGlite's file system took 0.6 s longer); migrations added since the build still run at boot
    // (runMigrations skips the applied ones), and the seeds find their rows
    if (!existsSync(join(dir, 'PG_VERSION')) && existsSync(join(installTemplateDir, 'PG_VERSION'))) cpSync(installTemplateDir, dir, { recursive: true });
    client = await PGlite.create(dir, { extensions });
  }
  // one connection, this process's own: every change is heard before the statement that made it returns
  const [authFeed, configFeed] = [new ChangeFeed(), new ChangeFeed()];
  await client.listen(AUTH_CHANNEL, () => authFeed.changed());
  await client.listen(CONFIG_CHANNEL, () => configFeed.changed());
  authFeed.setLive(true);
  configFeed.setLive(true);
  const db = drizzlePglite(client) as unknown as Db;
  registerConfigFeed(db, configFeed);
  return {
    db,
    kind: 'pglite',
    authFeed,
    configFeed,
    close: () => client.close(),
    dumpDataDir: async (compression = 'none') => (await client.dumpDataDir(compression)) as Blob,
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
