import type { ChangeFeed } from './change-feed.js';
import type { Db } from './client.js';

const MAX_ENTRIES = 10_000;
/** A bound for a notification that never came (a half-open listener connection): an entry is re-read after this. */
const MAX_AGE_MS = 30_000;

/**
 * Rows read often and written rarely, kept while the database says nothing changed (issue 13): the session rows
 * of recent calls (a third of a list page's database work was its session query), a start's form, definition and
 * fields, a tenant's webhook endpoints. An entry is served only while its change feed is live and has not moved
 * since the entry was read: any write of the feed's tables (migrations 0026 and 0027's triggers), and the feed
 * dropping, retire every entry at once. `read` marks the feed's version before the query: a change heard while the
 * query ran keeps its answer out of the cache.
 */
export class FeedCache<Row> {
  private readonly rows = new Map<string, { row: Row; at: number }>();
  private rowsVersion = -1;

  constructor(private readonly feed: ChangeFeed) {}

  mark(): number {
    return this.feed.version;
  }

  get(key: string): Row | undefined {
    if (!this.feed.live || this.rowsVersion !== this.feed.version) return undefined;
    const entry = this.rows.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at < MAX_AGE_MS) return entry.row;
    this.rows.delete(key);
    return undefined;
  }

  set(key: string, row: Row, version: number): void {
    if (!this.feed.live || version !== this.feed.version) return;
    if (this.rowsVersion !== version) {
      this.rows.clear();
      this.rowsVersion = version;
    }
    if (this.rows.size >= MAX_ENTRIES) this.rows.delete(this.rows.keys().next().value as string);
    this.rows.set(key, { row, at: Date.now() });
  }

  /** The entry of `key`, else what `load` answers (kept unless undefined, or a change was heard meanwhile). */
  async read(key: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const version = this.mark();
    const row = await load();
    if (row !== undefined) this.set(key, row, version);
    return row;
  }
}

// A database's handles (the database and each of its transactions) share drizzle's dialect object: it names the database.
const dialectOf = (db: Db): object => (db as unknown as { dialect: object }).dialect;
const configFeeds = new WeakMap<object, ChangeFeed>();
const configCaches = new WeakMap<ChangeFeed, Map<string, FeedCache<unknown>>>();

/** Registers a database's configuration feed (client.ts, at open). */
export function registerConfigFeed(db: Db, feed: ChangeFeed): void {
  configFeeds.set(dialectOf(db), feed);
}

/**
 * A read of configuration rows (forms, their fields, process definitions, webhook endpoints: migration 0027's
 * triggers) through the database's cache `name`, by `key`. Callers do not change what they are given (it is
 * shared), and read in transactions that do not write those tables: a transaction's own writes are heard when
 * it commits, so before that the cache may answer what the tables held.
 */
export async function configRead<Row>(db: Db, name: string, key: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
  const feed = configFeeds.get(dialectOf(db));
  if (!feed) return load();
  let caches = configCaches.get(feed);
  if (!caches) configCaches.set(feed, (caches = new Map()));
  let cache = caches.get(name) as FeedCache<Row> | undefined;
  if (!cache) caches.set(name, (cache = new FeedCache<Row>(feed) as FeedCache<unknown> as FeedCache<Row>));
  return cache.read(key, load);
}
