import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import type { UserRow } from '../users';

const DAY_MS = 86_400_000;
// Sliding expiry without a write on every request: refresh at most every five minutes.
const SLIDE_EVERY_MS = 5 * 60_000;

export interface ResolvedSession {
  sessionId: string;
  user: UserRow;
}

export interface SessionStoreOptions {
  /**
   * Tells live voice calls, here and in the other processes, that this user's sessions were
   * revoked or the user suspended or deleted (ADR 0030). Default: nobody is told.
   */
  announce?: (userId: string) => void;
}

/**
 * Opaque bearer sessions: the client holds 32 random bytes, the table holds their sha256. Every
 * request reads its session joined with its user (ADR 0030), so revoking is a row update and
 * logout, password change, suspension and account deletion count on the next request, in every
 * process, with nothing to invalidate.
 */
export function createSessionStore(db: Database, ttlDays: number, opts: SessionStoreOptions = {}) {
  const ttlMs = ttlDays * DAY_MS;
  const announce = opts.announce ?? (() => {});
  // Every authenticated request runs it: prepared (ADR 0031 addendum).
  const resolveQuery = db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('sessions_resolve');

  return {
    /** A new session for `userId`; returns the bearer token (the only time it exists in clear). */
    async create(userId: string, tx: Db = db): Promise<string> {
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
      const [row] = await resolveQuery.execute({ tokenHash: sha256(token) });
      if (!row) return undefined;
      const now = Date.now();
      if (now - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastUsedAt: new Date(now), expiresAt: new Date(now + ttlMs) })
          .where(eq(sessions.id, row.sessionId));
      }
      return { sessionId: row.sessionId, user: row.user };
    },

    /**
     * Tells the user's live voice calls, in every process, to check their session now (ADR 0030).
     * Run it after the write that revoked sessions, suspended or deleted the user has committed:
     * a call that checks before the commit still finds its session live.
     */
    announceRevoked: announce,

    /** Revokes one session (logout). */
    async revoke(sessionId: string, userId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      announce(userId);
    },

    /**
     * Ends every session of the user (optionally but one) inside the caller's transaction; the
     * caller runs `announceRevoked` once it has committed.
     */
    async revokeAll(userId: string, tx: Transaction, exceptSessionId?: string) {
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
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
