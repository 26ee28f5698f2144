import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { createSessionCache, type SessionCache } from '../../lib/session-cache';
import type { UserRow } from '../users/repository';

const DAY_MS = 86_400_000;
// Sliding expiry without a write on every request: refresh at most every five minutes.
const SLIDE_EVERY_MS = 5 * 60_000;

export interface ResolvedSession {
  sessionId: string;
  user: UserRow;
}

export interface SessionStoreOptions {
  /** Verified sessions kept in memory (ADR 0019); default: none, every call reads the table. */
  cache?: SessionCache<UserRow>;
  /** Tells the other processes (Redis); the local cache has already dropped the user. */
  announce?: (userId: string) => Promise<void>;
}

/**
 * Opaque bearer sessions: the client holds 32 random bytes, the table holds their sha256. Revoking
 * is a row update, so logout, password change and account deletion take effect on the next call:
 * in this process because every write that revokes or changes a user runs `forgetUser` after it
 * commits, in the others through `announce` (or, if that message is lost, the cache's expiry).
 */
export function createSessionStore(db: Database, ttlDays: number, opts: SessionStoreOptions = {}) {
  const ttlMs = ttlDays * DAY_MS;
  const cache = opts.cache ?? createSessionCache<UserRow>({ max: 0, ttlMs: 0 });
  // A miss runs this: built once and prepared by name, so neither Drizzle (which spent a quarter
  // of the server's CPU building this SQL on each call) nor PostgreSQL (parse and plan, once per
  // pooled connection) redo the work.
  const live = db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('kiwo_session_live');

  const slide = async (sessionId: string, now: number) => {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now), expiresAt: new Date(now + ttlMs) })
      .where(eq(sessions.id, sessionId));
  };

  async function forgetUser(userId: string) {
    cache.forgetUser(userId);
    await opts.announce?.(userId);
  }

  return {
    /** A new session for `userId`; returns the bearer token (the only time it exists in clear). */
    async create(userId: string, tx: Database = db): Promise<string> {
      const token = randomToken();
      await tx.insert(sessions).values({
        userId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + ttlMs),
      });
      return token;
    },

    /** The live session and its user, or undefined (unknown, revoked or expired token). */
    async resolve(token: string): Promise<ResolvedSession | undefined> {
      const tokenHash = sha256(token);
      const now = Date.now();
      const hit = cache.get(tokenHash);
      if (hit) {
        if (now - hit.lastUsedAt > SLIDE_EVERY_MS) {
          hit.lastUsedAt = now;
          await slide(hit.sessionId, now);
        }
        return { sessionId: hit.sessionId, user: hit.user };
      }
      const ticket = cache.begin();
      const [row] = await live.execute({ tokenHash });
      if (!row) return undefined;
      let lastUsedAt = row.lastUsedAt.getTime();
      let expiresAt = row.expiresAt.getTime();
      if (now - lastUsedAt > SLIDE_EVERY_MS) {
        await slide(row.sessionId, now);
        lastUsedAt = now;
        expiresAt = now + ttlMs;
      }
      // Frozen: every request of this session shares the object for a few seconds.
      const user = Object.freeze(row.user);
      cache.set(ticket, tokenHash, user.id, {
        sessionId: row.sessionId,
        user,
        sessionExpiresAt: expiresAt,
        lastUsedAt,
      });
      return { sessionId: row.sessionId, user };
    },

    /**
     * Drops the user's cached sessions here and tells the other processes. Run it after the write
     * that revoked or changed the user has committed (a transaction: after it returns), before the
     * answer goes out; a write inside a transaction needs it again after the commit.
     */
    forgetUser,

    /** Revokes one session (logout); the caller's other sessions are read again once. */
    async revoke(sessionId: string, userId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      await forgetUser(userId);
    },

    /**
     * Ends every session of the user (optionally but one). Inside a transaction (`tx`) the
     * caller runs `forgetUser` once it has committed: dropping the cache before the commit
     * would let a concurrent request cache the old row again.
     */
    async revokeAll(userId: string, tx: Database = db, exceptSessionId?: string) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        );
      if (tx === db) await forgetUser(userId);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
