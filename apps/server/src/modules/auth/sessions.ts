import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import type { UserRow } from '../users/repository';

const DAY_MS = 86_400_000;
// Sliding expiry without a write on every request: refresh at most every five minutes.
const SLIDE_EVERY_MS = 5 * 60_000;

export interface ResolvedSession {
  sessionId: string;
  user: UserRow;
}

/**
 * Opaque bearer sessions: the client holds 32 random bytes, the table holds their sha256. Revoking
 * is a row update, so logout, password change and account deletion take effect on the next call.
 */
export function createSessionStore(db: Database, ttlDays: number) {
  const ttlMs = ttlDays * DAY_MS;
  // Every authenticated request runs this: built once and prepared by name, so neither Drizzle
  // (which spent a quarter of the server's CPU building this SQL on each call) nor PostgreSQL
  // (parse and plan, once per pooled connection) redo the work. The user row is read afresh
  // every time, so a revoked session, a suspension or a role change counts on the next request.
  const live = db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
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
      const [row] = await live.execute({ tokenHash: sha256(token) });
      if (!row) return undefined;
      const now = new Date();
      if (now.getTime() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + ttlMs) })
          .where(eq(sessions.id, row.sessionId));
      }
      return { sessionId: row.sessionId, user: row.user };
    },

    async revoke(sessionId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every session of the user (optionally but one). */
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
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
