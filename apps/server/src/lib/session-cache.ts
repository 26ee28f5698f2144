/**
 * Verified sessions kept in this process's memory, so an authenticated request costs no database
 * round trip for its session (ADR 0019). Keys are the sha256 of the bearer token (the table's own
 * key), never the token. Three things keep an entry from outliving what it vouches for:
 *
 * - `forgetUser` drops every entry of a user; callers run it after the write that revoked or
 *   changed something has committed, and before they answer.
 * - A fill that read the database before a `forgetUser` is not stored: `begin()` hands out the
 *   current generation and `set` refuses a ticket from an older one. Otherwise a request that
 *   read the old row just before a suspension could store it just after the drop.
 * - Entries expire `ttlMs` after they were read (the bound when a revocation from another process
 *   is lost), and the least recently used go first past `max`.
 */

export interface CachedSession<User> {
  sessionId: string;
  user: User;
  /** When the session itself ends (the row's `expires_at`), ms since the epoch. */
  sessionExpiresAt: number;
  /** The row's `last_used_at`, ms since the epoch: the sliding expiry is refreshed from it. */
  lastUsedAt: number;
}

interface Entry<User> extends CachedSession<User> {
  userId: string;
  /** This copy is not used after this time, ms since the epoch. */
  staleAt: number;
}

export interface SessionCacheOptions {
  /** Entries at most; the least recently used is dropped first. */
  max: number;
  /** How long a verified session is trusted without asking the database again; 0 disables. */
  ttlMs: number;
  /** Clock, for tests. */
  now?: () => number;
}

export interface SessionCache<User> {
  /** A ticket for a fill: read it before the database lookup, pass it to `set`. */
  begin(): number;
  /** The cached session of this token hash, or undefined (unknown, expired or disabled). */
  get(tokenHash: string): CachedSession<User> | undefined;
  /** Stores a session read from the database, unless a `forgetUser` ran since `ticket`. */
  set(ticket: number, tokenHash: string, userId: string, value: CachedSession<User>): void;
  /** Drops every entry of the user (revoked, suspended, changed or deleted). */
  forgetUser(userId: string): void;
  /**
   * Calls `listener` after each `forgetUser` (here or, through the revocation bus, in another
   * process): live voice calls re-check their session at once (ADR 0024). Returns the unsubscribe.
   */
  onForget(listener: (userId: string) => void): () => void;
  /** Drops everything; while disabled, nothing is served or stored (e.g. Redis is unreachable). */
  setEnabled(enabled: boolean): void;
  readonly size: number;
  readonly enabled: boolean;
}

export function createSessionCache<User>(opts: SessionCacheOptions): SessionCache<User> {
  const now = opts.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least
  // recently used one.
  const entries = new Map<string, Entry<User>>();
  const byUser = new Map<string, Set<string>>();
  let generation = 0;
  let enabled = opts.ttlMs > 0 && opts.max > 0;
  const listeners = new Set<(userId: string) => void>();

  const remove = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const hashes = byUser.get(entry.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) byUser.delete(entry.userId);
  };

  const clear = () => {
    generation++;
    entries.clear();
    byUser.clear();
  };

  return {
    begin: () => generation,

    get(tokenHash) {
      if (!enabled) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const t = now();
      if (t >= entry.staleAt || t >= entry.sessionExpiresAt) {
        remove(tokenHash);
        return undefined;
      }
      entries.delete(tokenHash);
      entries.set(tokenHash, entry);
      return entry;
    },

    set(ticket, tokenHash, userId, value) {
      if (!enabled || ticket !== generation) return;
      remove(tokenHash);
      entries.set(tokenHash, { ...value, userId, staleAt: now() + opts.ttlMs });
      const hashes = byUser.get(userId) ?? new Set<string>();
      byUser.set(userId, hashes.add(tokenHash));
      while (entries.size > opts.max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },

    forgetUser(userId) {
      generation++;
      for (const tokenHash of byUser.get(userId) ?? []) entries.delete(tokenHash);
      byUser.delete(userId);
      for (const listener of listeners) listener(userId);
    },

    onForget(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    setEnabled(on) {
      clear();
      enabled = on && opts.ttlMs > 0 && opts.max > 0;
    },

    get size() {
      return entries.size;
    },
    get enabled() {
      return enabled;
    },
  };
}
