// What scripts/backup.mjs and scripts/restore.mjs share: the build's configuration schema and facts (dist/ops.js),
// the arguments, the embedded server's control socket, the system tools (tar, pg_dump, pg_restore).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repo = fileURLToPath(new URL('..', import.meta.url));

/** The build's operator entry (loadConfig, the backup SQL, the migrations folder); stops when there is no build. */
export async function loadOps() {
  const file = join(repo, 'apps/server/dist/ops.js');
  if (!existsSync(file)) fail('No build found (apps/server/dist/ops.js): run `npm run build` first.');
  const ops = await import(pathToFileURL(file).href);
  try {
    return { ops, config: ops.loadConfig(process.env) };
  } catch (err) {
    if (err instanceof ops.ConfigError) fail(err.message, 2);
    throw err;
  }
}

/** `--name value` of the command line (`npm run backup -- --out FILE`). */
export function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

export function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

/** Runs a tool, stopping with its own words when it fails. */
export function run(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (r.error)
    fail(
      `${command} could not run (${r.error.message}); ${command.startsWith('pg_') ? 'install the PostgreSQL client (Debian: postgresql-client)' : 'is it installed?'}`,
    );
  if (r.status !== 0) fail(`${command} ${args.filter((a) => !a.includes('://')).join(' ')} failed:\n${r.stderr || r.stdout}`);
  return r;
}

/**
 * Asks the embedded server running on this DATA_DIR (its control socket, platform/db/control-socket.ts); answers
 * null when none runs there.
 */
export function askServer(dataDir, socketName, request) {
  const path = join(dataDir, socketName);
  if (!existsSync(path)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer));
      } catch {
        reject(new Error(`unexpected answer from the server: ${answer}`));
      }
    });
    socket.on('error', (err) => (err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolve(null) : reject(err)));
  });
}

/** The embedded database's folder and PGlite with the extensions the schema uses. */
export async function openPglite(dir, extra = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dir, { extensions: { pg_trgm }, ...extra });
}

/** The manifest's migration entries from rows of MIGRATIONS_SQL. */
export const migrationList = (rows) => rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));

/** Whether the process of DATA_DIR/server.pid (an embedded server) is alive. */
export function serverAlive(dataDir, pidName) {
  const file = join(dataDir, pidName);
  if (!existsSync(file)) return false;
  const pid = Number(readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid !== process.pid;
  } catch (err) {
    return err.code === 'EPERM';
  }
}
