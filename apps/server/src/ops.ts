// What the operator's scripts (scripts/backup.mjs, scripts/restore.mjs) read from the build: the server's own
// configuration schema and the backup's facts, bundled as dist/ops.js beside dist/server.js (build.mjs).
export { ConfigError, loadConfig } from './platform/config.js';
export { CONTROL_SOCKET, MIGRATIONS_SQL, OBJECTS_SQL, SERVER_PID } from './platform/db/control-socket.js';
export { migrationsFolder } from './platform/paths.js';
