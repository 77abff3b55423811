import type { FastifyInstance } from 'fastify';
import { chmodSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/*
 * The embedded database's backup while the server runs (scripts/backup.mjs). PGlite is one process's: a second
 * process must not open its folder. So a running embedded server listens on a Unix socket in its data folder
 * (DATA_DIR/control.sock, mode 0600: whoever may read the database's files may ask, nobody else), and on
 * `{"op":"backup","path":...}` writes the data folder as a gzipped tar there (PGlite's dumpDataDir, taken between two
 * statements: a crash-consistent copy PostgreSQL recovers from) and answers what the backup's manifest records.
 */

export const CONTROL_SOCKET = 'control.sock';
/** The running embedded server's process id: the backup and restore scripts never open the folder beside it. */
export const SERVER_PID = 'server.pid';
/** The applied migrations, in order (drizzle's own table), as a backup's manifest records them. */
export const MIGRATIONS_SQL = 'select hash, created_at from drizzle.__drizzle_migrations order by created_at, id';
/** The stored files that live in object storage, not on this disk: a backup names them (they stay where they are). */
export const OBJECTS_SQL = "select storage, domain, name from sys_attach where storage <> 'local' and is_deleted = 0 order by id";

/** What a backup's manifest records of the database: the applied migrations and the files not on this disk. */
export async function backupFacts(db: Db): Promise<{ migrations: { hash: string; createdAt: number }[]; objects: unknown[] }> {
  const migrations = await db.execute(sql.raw(MIGRATIONS_SQL));
  const objects = await db.execute(sql.raw(OBJECTS_SQL));
  return {
    migrations: rowsOf<{ hash: string; created_at: string }>(migrations).map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) })),
    objects: rowsOf(objects),
  };
}

/** node-postgres answers `{rows}`, PGlite the same through drizzle; both read as rows. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Opens the control socket of an embedded server (server.ts); closed with the app. */
export async function openControlSocket(app: FastifyInstance): Promise<void> {
  const dump = app.database.dumpDataDir;
  if (!dump) return;
  const path = join(app.config.dataDir, CONTROL_SOCKET);
  const pidFile = join(app.config.dataDir, SERVER_PID);
  writeFileSync(pidFile, `${process.pid}\n`);
  app.addHook('onClose', async () => rmSync(pidFile, { force: true }));
  // a socket left by a process that died; a live server on the same folder would be a second PGlite on it anyway
  if (existsSync(path)) rmSync(path);
  const server: Server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', async (chunk: string) => {
      input += chunk;
      if (!input.includes('\n')) return;
      try {
        const request = JSON.parse(input.slice(0, input.indexOf('\n'))) as { op?: string; path?: string };
        if (request.op !== 'backup' || typeof request.path !== 'string') throw new Error('expected {"op":"backup","path":...}');
        const archive = await dump('gzip');
        writeFileSync(request.path, Buffer.from(await archive.arrayBuffer()));
        socket.end(`${JSON.stringify({ ok: true, ...(await backupFacts(app.db)) })}\n`);
        app.log.info({ path: request.path }, 'backup: embedded database written');
      } catch (err) {
        socket.end(`${JSON.stringify({ ok: false, error: err instanceof Error ? err.message : String(err) })}\n`);
      }
    });
    socket.on('error', () => undefined);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } catch (err) {
    // e.g. a DATA_DIR path longer than a socket's name may be (about 100 characters): the server runs on, and
    // `npm run backup` finds no socket and asks for the server to be stopped first
    app.log.warn({ err, path }, 'no control socket: live backups of the embedded database are off');
    return;
  }
  chmodSync(path, 0o600);
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(path, { force: true });
  });
}
