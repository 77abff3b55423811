import type pg from 'pg';

/** The channel of migration 0026's triggers: a session, user, tenant or client row changed. */
export const AUTH_CHANNEL = 'hr_auth_changed';

/**
 * What the database says about the rows a session is resolved from (issue 13): `version` moves on every
 * notification of `AUTH_CHANNEL`, and whenever the feed drops or comes back; `live` is true only while every
 * change is heard. A cache of those rows keeps the version it read under and serves an entry only while the
 * feed is live and the version has not moved (platform/auth/session-cache.ts).
 *
 * Every connection of the pool listens, so a write of this process moves the version before its own commit
 * returns: PostgreSQL (and PGlite) deliver a session's own notification ahead of the reply to its COMMIT.
 * A dedicated connection listens as well, so changes of other processes are heard while the pool is idle.
 */
export class ChangeFeed {
  version = 0;
  live = false;

  changed(): void {
    this.version++;
  }

  setLive(live: boolean): void {
    this.live = live;
    this.version++;
  }
}

/** Every connection of the pool listens (pg-pool's `onConnect`, awaited before the connection is handed out). */
export function listenOnConnect(feed: ChangeFeed): (client: pg.ClientBase) => Promise<void> {
  return async (client) => {
    client.on('notification', (n) => {
      if (n.channel === AUTH_CHANNEL) feed.changed();
    });
    await client.query(`LISTEN ${AUTH_CHANNEL}`);
  };
}

/**
 * The dedicated listener: `live` while it is connected and listening; when it drops, the feed is not live (the
 * cache is bypassed) and it reconnects after a second, then a growing pause up to 30 s.
 */
export function startListener(Client: typeof pg.Client, connectionString: string, feed: ChangeFeed): { stop(): Promise<void> } {
  let stopped = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let pause = 1000;
  const connect = async () => {
    if (stopped) return;
    const client = new Client({ connectionString, keepAlive: true });
    current = client;
    const drop = () => {
      if (current !== client) return;
      current = undefined;
      feed.setLive(false);
      client.end().catch(() => undefined);
      if (!stopped) timer = setTimeout(connect, pause).unref();
      pause = Math.min(pause * 2, 30_000);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (n) => {
      if (n.channel === AUTH_CHANNEL) feed.changed();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
      if (stopped || current !== client) return;
      pause = 1000;
      feed.setLive(true);
    } catch {
      drop();
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      feed.setLive(false);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
