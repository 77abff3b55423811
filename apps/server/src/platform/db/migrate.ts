import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';
import { migrationsFolder } from '../paths.js';

export { migrationsFolder };

const MIGRATION_LOCK = 724_301;
const BOOT_LOCK = 724_302;

/**
 * Applies the committed SQL migrations (the same files on PGlite and PostgreSQL). On PostgreSQL an
 * advisory lock serialises processes that boot at once against one database.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/**
 * Serialises the first-boot work (bootstrap seeds) of processes that start at once against one
 * PostgreSQL database: the lock is held on its own connection until the returned release is called
 * (or the process ends). A no-op on PGlite, which has one process.
 */
export async function acquireBootLock(database: Database): Promise<() => Promise<void>> {
  if (database.kind !== 'postgres' || !database.pool) return async () => undefined;
  const { default: pg } = await import('pg');
  const client = new pg.Client(database.pool.options);
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [BOOT_LOCK]);
  return async () => {
    await client.query('select pg_advisory_unlock($1)', [BOOT_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
}
