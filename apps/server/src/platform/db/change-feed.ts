import type pg from 'pg';

/** The channel of migration 0026's triggers: a session, user, tenant or client row changed. */
export const AUTH_CHANNEL = 'hr_auth_changed';
/** The channel of migration 0027's triggers: a form, its fields, a process definition or a webhook endpoint changed. */
export const CONFIG_CHANNEL = 'hr_config_changed';

/** The feeds a database keeps, by the channel each one hears. */
export type Feeds = Record<string, ChangeFeed>;

/**
 * What the database says about the rows a session is resolved from (issue 13): `version` moves on every
 * notification of `AUTH_CHANNEL`, and whenever the feed drops or comes back; `live` is true only while every
 * change is heard. A cache of those rows keeps the version it read under and serves an entry only while the
 * feed is live and the version has not moved (feed-cache.ts).
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

/** Moves the feed of a notification's channel. */
const hear = (feeds: Feeds) => (n: pg.Notification) => feeds[n.channel]?.changed();
const listen = async (client: pg.ClientBase, feeds: Feeds) => {
  for (const channel of Object.keys(feeds)) await client.query(`LISTEN ${channel}`);
};

/** Every connection of the pool listens (pg-pool's `onConnect`, awaited before the connection is handed out). */
export function listenOnConnect(feeds: Feeds): (client: pg.ClientBase) => Promise<void> {
  return async (client) => {
    client.on('notification', hear(feeds));
    await listen(client, feeds);
  };
}

/**
 * The dedicated listener: `live` while it is connected and listening; when it drops, the feed is not live (the
 * cache is bypassed) and it reconnects after a second, then a growing pause up to 30 s.
 */
export function startListener(Client: typeof pg.Client, connectionString: string, feeds: Feeds): { stop(): Promise<void> } {
  const setLive = (live: boolean) => {
    for (const f of Object.values(feeds)) f.setLive(live);
  };
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
      setLive(false);
      client.end().catch(() => undefined);
      if (!stopped) timer = setTimeout(connect, pause).unref();
      pause = Math.min(pause * 2, 30_000);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', hear(feeds));
    try {
      await client.connect();
      await listen(client, feeds);
      if (stopped || current !== client) return;
      pause = 1000;
      setLive(true);
    } catch {
      drop();
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      setLive(false);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
