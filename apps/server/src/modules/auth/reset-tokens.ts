import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';

export const RESET_TTL_MINUTES = 30;

/** Password-reset links: 32 random bytes, stored as sha256, single use, 30 minutes. */
export function createResetTokens(db: Database) {
  return {
    /** A new token for the user; earlier unused ones stop working. */
    async issue(userId: string): Promise<string> {
      const token = randomToken();
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({
          userId,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
        });
      });
      return token;
    },

    /** The user id of a live (unused, unexpired) token, without using it. */
    async peek(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(live(token));
      return row?.userId;
    },

    /** Marks the token used; false when it was not live any more (raced, reused, expired). */
    async consume(token: string, tx: Db = db): Promise<boolean> {
      const used = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(live(token))
        .returning({ id: passwordResetTokens.id });
      return used.length > 0;
    },
  };
}

const live = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, sha256(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
