import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../src/platform/db/migrate.js';
import { openDatabase, type Database } from '../src/platform/db/client.js';
import { createPostgresDatabase, onPostgres } from './helpers.js';

/**
 * Migration 0030 turns every date-time column into an instant (timestamptz). The values stored before were UTC
 * wall times (the server wrote its clock in UTC, its sessions ran in UTC): none of them may move, whatever the
 * zone of the session that runs the migration.
 */
const BEFORE = '0029_queue-due-order';

function foldersUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hr-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrateTo(database: Database, folder: string, sessionZone?: string): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    if (sessionZone) await database.db.execute(sql.raw(`set timezone = '${sessionZone}'`));
    await migrate(database.db as never, { migrationsFolder: folder });
    if (sessionZone) await database.db.execute(sql.raw(`set timezone = 'UTC'`));
    return;
  }
  const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
  const client = await database.pool!.connect();
  try {
    if (sessionZone) await client.query(`set timezone = '${sessionZone}'`);
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.query(`set timezone = 'UTC'`);
    client.release();
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('migration 0030: date-times become instants', () => {
  it('keeps every stored instant (UTC wall times read as UTC), whatever the zone of the migrating session', async () => {
    let database: Database;
    if (onPostgres) {
      const created = await createPostgresDatabase('hr_tz_migration');
      database = await openDatabase({ databaseUrl: created.url });
      cleanups.push(created.drop);
    } else {
      database = await openDatabase({ inMemory: true });
    }
    cleanups.push(() => database.close());
    const before = foldersUpTo(BEFORE);
    cleanups.push(async () => rmSync(before, { recursive: true, force: true }));
    await migrateTo(database, before);
    const { rows: types } = (await database.db.execute(
      sql`select data_type from information_schema.columns where table_name = 'sys_param' and column_name = 'create_time'`,
    )) as unknown as { rows: { data_type: string }[] };
    expect(types[0].data_type).toBe('timestamp without time zone');
    // the server wrote 07:30 UTC (15:30 in Singapore) as the wall time `2026-12-01 23:30:00`... of UTC
    await database.db.execute(sql`insert into sys_param (id, param_name, param_key, param_value, create_time, update_time)
      values (1, 'probe', 'probe.key', 'v', '2026-12-01 23:30:00', '2026-03-29 01:30:00')`);

    await migrateTo(database, migrationsFolder, 'Asia/Singapore');

    const { rows } = (await database.db.execute(
      sql`select extract(epoch from create_time)::bigint::text as created, extract(epoch from update_time)::bigint::text as updated,
        (select data_type from information_schema.columns where table_name = 'sys_param' and column_name = 'create_time') as type
        from sys_param where param_key = 'probe.key'`,
    )) as unknown as { rows: { created: string; updated: string; type: string }[] };
    expect(rows[0].type).toBe('timestamp with time zone');
    expect(Number(rows[0].created) * 1000).toBe(Date.parse('2026-12-01T23:30:00Z'));
    // across Europe's spring-forward night: still the same instant
    expect(Number(rows[0].updated) * 1000).toBe(Date.parse('2026-03-29T01:30:00Z'));
    // no date-time column is left without its zone
    const { rows: left } = (await database.db.execute(
      sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'timestamp without time zone'`,
    )) as unknown as { rows: unknown[] };
    expect(left).toEqual([]);
    // the defaults are the transaction's instant, not the session's wall time
    const { rows: defaults } = (await database.db.execute(
      sql`select count(*)::int as n from information_schema.columns where table_schema = 'public' and column_default ilike '%localtimestamp%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(defaults[0].n).toBe(0);
  }, 120_000);
});
