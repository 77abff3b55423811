// `npm run backup -- --out FILE`: the whole product in one tar file: manifest.json (what and when, the applied
// migrations, the stored files that live in object storage, named, not copied), the database (embedded: the data
// folder as PGlite dumps it, taken through the running server when there is one; PostgreSQL: `pg_dump` in custom
// format) and files/ (the uploads on this disk, DATA_DIR/files). Restore with `npm run restore -- --from FILE`.
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { askServer, fail, serverAlive, loadOps, migrationList, openPglite, option, run } from './ops-common.mjs';

const out = option('out');
if (!out) fail('Usage: npm run backup -- --out FILE');
const target = resolve(out);
if (!existsSync(dirname(target))) fail(`The folder of ${target} does not exist.`);

const { ops, config } = await loadOps();
const staging = mkdtempSync(join(tmpdir(), 'hr-backup-'));
try {
  let facts;
  let database;
  if (config.databaseUrl) {
    database = 'database.pgdump';
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${join(staging, database)}`, `--dbname=${config.databaseUrl}`]);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      facts = { migrations: migrationList((await client.query(ops.MIGRATIONS_SQL)).rows), objects: (await client.query(ops.OBJECTS_SQL)).rows };
    } finally {
      await client.end();
    }
  } else {
    database = 'pglite.tar.gz';
    const live = await askServer(config.dataDir, ops.CONTROL_SOCKET, { op: 'backup', path: join(staging, database) });
    if (live) {
      if (!live.ok) fail(`The running server could not write the backup: ${live.error}`);
      facts = { migrations: live.migrations, objects: live.objects };
    } else {
      const dir = join(config.dataDir, 'pglite');
      if (serverAlive(config.dataDir, ops.SERVER_PID)) fail(`A server runs on ${config.dataDir} without its control socket (see its log): stop it to back up.`);
      if (!existsSync(join(dir, 'PG_VERSION'))) fail(`No embedded database in ${config.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
      const db = await openPglite(dir);
      try {
        writeFileSync(join(staging, database), Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
        facts = { migrations: migrationList((await db.query(ops.MIGRATIONS_SQL)).rows), objects: (await db.query(ops.OBJECTS_SQL)).rows };
      } finally {
        await db.close();
      }
    }
  }
  const manifest = {
    format: 'hr-platform-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgresql' : 'embedded',
    migrations: facts.migrations,
    files: 'files/ holds DATA_DIR/files (the uploads on disk)',
    objectStorage: {
      note: 'these objects stay in their bucket and are not in this file; keep that bucket versioned or replicated',
      defaultBucket: config.s3 ? { bucket: config.s3.bucket, endpoint: config.s3.endpoint ?? null, region: config.s3.region } : null,
      objects: facts.objects,
    },
  };
  writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const files = join(config.dataDir, 'files');
  const withFiles = existsSync(files) && readdirSync(files).length > 0;
  const partial = `${target}.partial`;
  run('tar', ['-cf', partial, '-C', staging, 'manifest.json', database, ...(withFiles ? ['-C', config.dataDir, 'files'] : [])]);
  renameSync(partial, target);
  console.log(
    `Backup written to ${target}: the ${manifest.database} database at migration ${facts.migrations.length}` +
      `${withFiles ? ', the files on disk' : ''}${facts.objects.length ? `, ${facts.objects.length} object-storage files named` : ''}.`,
  );
} finally {
  rmSync(staging, { recursive: true, force: true });
}
