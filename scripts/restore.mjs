// `npm run restore -- --from FILE [--force]`: puts a backup of `npm run backup` back into DATA_DIR (and the
// PostgreSQL database of DATABASE_URL when the backup is of one). It refuses a target that holds data unless
// --force (which replaces it), a backup whose migrations this version does not have (a newer version's, or another
// history), and an embedded target a server is running on. Migrations the backup lacks run at the next start.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { askServer, fail, serverAlive, loadOps, openPglite, option, run } from './ops-common.mjs';

const from = option('from');
if (!from) fail('Usage: npm run restore -- --from FILE [--force]');
const force = process.argv.includes('--force');
const source = resolve(from);
if (!existsSync(source)) fail(`No backup at ${source}.`);

const { ops, config } = await loadOps();
const staging = mkdtempSync(join(tmpdir(), 'hr-restore-'));
try {
  run('tar', ['-xf', source, '-C', staging]);
  const manifestFile = join(staging, 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  if (manifest?.format !== 'hr-platform-backup') fail(`${source} is not a backup of this product (no manifest.json).`);

  // the backup's migrations must be this version's first ones: a later version's backup needs that version
  const journal = JSON.parse(readFileSync(join(ops.migrationsFolder, 'meta', '_journal.json'), 'utf8')).entries;
  const theirs = manifest.migrations;
  if (theirs.length > journal.length)
    fail(`The backup is from a newer version (${theirs.length} migrations; this version has ${journal.length}): restore it with that version or a later one.`);
  const differs = theirs.findIndex((m, i) => m.createdAt !== journal[i].when);
  if (differs >= 0) fail(`The backup's migration ${differs + 1} is not this version's (${journal[differs].tag}): it comes from another history.`);

  const kind = config.databaseUrl ? 'postgresql' : 'embedded';
  if (manifest.database !== kind)
    fail(
      `The backup holds the ${manifest.database} database; set ${kind === 'embedded' ? 'DATABASE_URL to the PostgreSQL database to restore into' : 'no DATABASE_URL to restore into DATA_DIR'}.`,
    );

  const files = join(config.dataDir, 'files');
  const pgliteDir = join(config.dataDir, 'pglite');
  const held = [];
  if (existsSync(files) && readdirSync(files).length > 0) held.push(`files in ${files}`);
  let client;
  if (kind === 'postgresql') {
    const { default: pg } = await import('pg');
    client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0].n > 0) held.push(`${rows[0].n} tables in the database of DATABASE_URL`);
  } else {
    if ((await askServer(config.dataDir, ops.CONTROL_SOCKET, { op: 'ping' })) || serverAlive(config.dataDir, ops.SERVER_PID))
      fail(`A server is running on ${config.dataDir}: stop it first.`);
    if (existsSync(join(pgliteDir, 'PG_VERSION'))) held.push(`a database in ${pgliteDir}`);
  }
  if (held.length > 0 && !force) {
    await client?.end();
    fail(`The target is not empty (${held.join('; ')}): restore into an empty one, or add --force to replace it.`);
  }

  if (kind === 'postgresql') {
    if (force) {
      // what the dump holds, made again from nothing: the schemas of the product, dropped first
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
    }
    await client.end();
    run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${config.databaseUrl}`, join(staging, 'database.pgdump')]);
  } else {
    rmSync(pgliteDir, { recursive: true, force: true });
    mkdirSync(config.dataDir, { recursive: true });
    const db = await openPglite(pgliteDir, { loadDataDir: new Blob([readFileSync(join(staging, 'pglite.tar.gz'))]) });
    await db.close();
  }
  rmSync(files, { recursive: true, force: true });
  if (existsSync(join(staging, 'files'))) cpSync(join(staging, 'files'), files, { recursive: true });

  const missing = journal.length - theirs.length;
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${kind === 'embedded' ? config.dataDir : 'the database of DATABASE_URL'}` +
      `${missing > 0 ? `; ${missing} newer migrations run at the next start` : ''}.` +
      `${manifest.objectStorage.objects.length ? ` ${manifest.objectStorage.objects.length} files live in object storage and were not in the backup.` : ''}`,
  );
} finally {
  rmSync(staging, { recursive: true, force: true });
}
