import { buildApp } from './app.js';

/** Starts the server and shuts down gracefully: in-flight requests finish, the database closes cleanly. */
const app = await buildApp();
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
try {
  await app.listen({ port: app.config.port, host: app.config.host });
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
