import type { ChangeFeed } from '../db/change-feed.js';

const MAX_ENTRIES = 10_000;
/** A bound for a notification that never came (a half-open listener connection): an entry is re-read after this. */
const MAX_AGE_MS = 30_000;

/**
 * The session rows of recent calls (issue 13: the session query was a statement on every call, a third of a
 * list page's database work). An entry is served only while the change feed is live and has not moved since
 * the entry was read: any update of a session, user, tenant or client row (migration 0026's triggers), and
 * the feed dropping, retire every entry at once. Read the feed's version with `mark()` before the query and
 * hand it to `set`: a change heard while the query ran keeps its answer out of the cache.
 */
export class SessionCache<Row> {
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
}
