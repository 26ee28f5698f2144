/**
 * Answers of hot authenticated reads kept in this process's memory, already serialized (ADR 0021).
 * An entry is the exact body a route sent one user for one URL; it carries tags naming the data it
 * was read from (`farm:<farmerId>`, `section:<id>`, `user:<id>`, `market`). Three things keep an
 * entry from outliving that data:
 *
 * - `invalidate(tags)` drops every entry carrying one of the tags. The database tells every
 *   process which tags a committed write touched (triggers → NOTIFY, migration 0014), and the
 *   process that answered a write drops the writer's own entries before it answers.
 * - A fill that read the database before an invalidation of one of its tags is not stored:
 *   `begin()` hands out a ticket and `set` refuses it if a tag was invalidated since. Otherwise a
 *   read that saw the old rows just before a write could store them just after the drop.
 * - Entries expire `ttlMs` after they were read (the bound for a dependency no trigger names, and
 *   for answers that move with the clock), and the least recently used go first past `maxBytes`.
 */

export interface CachedAnswer {
  body: string;
  contentType: string;
}

interface Entry extends CachedAnswer {
  tags: readonly string[];
  bytes: number;
  staleAt: number;
}

export interface ReadCacheOptions {
  /** How long an answer is served without reading again; 0 disables the cache. */
  ttlMs: number;
  /** Upper bound of the bodies kept, in UTF-16 code units (≈ bytes for JSON); LRU beyond it. */
  maxBytes: number;
  /** Clock, for tests. */
  now?: () => number;
}

export interface ReadCache {
  /** A ticket for a fill: take it before reading the database, pass it to `set`. */
  begin(): number;
  get(key: string): CachedAnswer | undefined;
  /** Stores an answer unless one of its tags was invalidated since `ticket` (or disabled). */
  set(ticket: number, key: string, tags: readonly string[], answer: CachedAnswer): void;
  /** Drops every entry carrying one of these tags. */
  invalidate(tags: Iterable<string>): void;
  /** Drops everything; while disabled nothing is served or stored (no change feed). */
  setEnabled(enabled: boolean): void;
  readonly enabled: boolean;
  readonly size: number;
  readonly bytes: number;
}

const MAX_REMEMBERED_INVALIDATIONS = 10_000;

export function createReadCache(opts: ReadCacheOptions): ReadCache {
  const now = opts.now ?? Date.now;
  // Insertion order is recency order: a hit re-inserts, so the first key is the least recent.
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  /** The sequence number of the last invalidation of each tag (kept while entries may race). */
  const invalidatedAt = new Map<string, number>();
  let sequence = 0;
  /** Before this ticket every fill is refused (a clear, or the cache switched on again). */
  let floor = 0;
  let bytes = 0;
  let enabled = opts.ttlMs > 0 && opts.maxBytes > 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };

  const clear = () => {
    sequence++;
    floor = sequence;
    entries.clear();
    byTag.clear();
    invalidatedAt.clear();
    bytes = 0;
  };

  return {
    begin() {
      if (invalidatedAt.size > MAX_REMEMBERED_INVALIDATIONS) {
        // Forget them all and refuse every fill already under way instead (it only costs those
        // few requests their entry), so this map cannot grow with every farm ever written.
        invalidatedAt.clear();
        floor = sequence;
      }
      return sequence;
    },
    get(key) {
      if (!enabled) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.staleAt <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(ticket, key, tags, answer) {
      if (!enabled || ticket < floor) return;
      for (const tag of tags) {
        if ((invalidatedAt.get(tag) ?? -1) > ticket) return;
      }
      remove(key);
      const entry: Entry = {
        ...answer,
        tags: [...tags],
        bytes: answer.body.length,
        staleAt: now() + opts.ttlMs,
      };
      if (entry.bytes > opts.maxBytes) return;
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const tag of tags) {
        const keys = byTag.get(tag) ?? new Set<string>();
        keys.add(key);
        byTag.set(tag, keys);
      }
      for (const oldest of entries.keys()) {
        if (bytes <= opts.maxBytes) break;
        remove(oldest);
      }
    },
    invalidate(tags) {
      sequence++;
      for (const tag of tags) {
        invalidatedAt.set(tag, sequence);
        const keys = byTag.get(tag);
        if (!keys) continue;
        for (const key of [...keys]) remove(key);
      }
    },
    setEnabled(next) {
      clear();
      enabled = next && opts.ttlMs > 0 && opts.maxBytes > 0;
    },
    get enabled() {
      return enabled;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
