import { buildApp } from './app.js';
import { initialPassword } from './platform/auth/initial-password.js';
import { ConfigError, describeConfig, loadConfig } from './platform/config.js';
import { openControlSocket } from './platform/db/control-socket.js';

/** Starts the server and shuts down gracefully: in-flight requests finish, the database closes cleanly. */

// the configuration first: a wrong variable stops the start at once, naming it (no stack trace, exit code 2)
try {
  if (process.argv.includes('--check-config')) {
    process.stdout.write(`${describeConfig()}\n`);
    process.exit(0);
  }
  loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(2);
}

const app = await buildApp();
// the embedded database's live backups (`npm run backup`) go through this process
await openControlSocket(app);
const signals = ['SIGTERM', 'SIGINT'] as const;
let closing = false;
for (const signal of signals) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  });
}
if (!app.config.runHttp) {
  // RUN_HTTP=0: a worker only (outbox, jobs, sweeps); it opens no port
  await app.ready();
  process.stdout.write('\nHR platform worker is running (RUN_HTTP=0: no HTTP port).\n\n');
} else {
  try {
    await app.listen({ port: app.config.port, host: app.config.host });
  } catch (err) {
    app.log.error({ err }, 'could not start');
    process.exit(1);
  }
  printReady();
}

// Plain lines of their own (not log records), so a person reading the terminal or the log file knows what to do.
function printReady(): void {
  const host = ['0.0.0.0', '::', ''].includes(app.config.host) ? 'localhost' : app.config.host;
  const lines = [`HR platform is ready: open http://${host}:${app.config.port}`];
  // a demo's first boot has printed its accounts table already (modules/demo)
  if (app.firstBoot && !app.config.demoData) {
    lines.push(
      app.config.adminPassword
        ? 'Sign in to tenant 000000 as "admin" with the password set in ADMIN_PASSWORD.'
        : `Sign in to tenant 000000 as "admin" with the initial password "${initialPassword()}"; you will be asked to choose a new one.`,
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}
