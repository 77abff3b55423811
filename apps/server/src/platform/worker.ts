import type { FastifyInstance } from 'fastify';
import { drainJobs } from './jobs.js';
import { drainOutbox } from './outbox.js';
import { inSystemZone } from './clock-context.js';

/**
 * Starts the periodic worker (outbox, then jobs, then the sweeps) when the app is ready; stops it
 * before close and waits for the tick in flight. buildApp calls this when `config.backgroundJobs` is on.
 */
export function startBackgroundWorkers(app: FastifyInstance, intervalMs = 2000): void {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    inFlight = (async () => {
      try {
        // the tick's wall times (mails, notices, "today") on the company clock (clock-context.ts)
        await inSystemZone(app, async () => {
          await drainOutbox(app);
          await drainJobs(app);
          for (const [name, run] of app.jobs.sweeps) await run(app).catch((err) => app.log.error({ err, sweep: name }, 'sweep failed'));
        });
      } catch (err) {
        app.log.error({ err }, 'background worker tick failed');
      }
    })();
    void inFlight.then(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, 0).unref();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await inFlight;
  });
}
