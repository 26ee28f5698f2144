import type { ChatFeedback } from '@kiwo/api-client/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { rows } from '../../db/sql';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Exchange {
  userId: string;
  question: string;
  answer: string;
  provider: string;
  askedAt: Date;
  answeredAt: Date;
}

export function createChatRepository(db: Database) {
  return {
    /** The question and its answer, stored together once the answer is complete. */
    async saveExchange(e: Exchange) {
      return db.transaction(async (tx) => {
        const [asked] = await tx
          .insert(chatMessages)
          .values({ userId: e.userId, role: 'user', content: e.question, createdAt: e.askedAt })
          .returning({ id: chatMessages.id });
        const [answered] = await tx
          .insert(chatMessages)
          .values({
            userId: e.userId,
            role: 'assistant',
            content: e.answer,
            provider: e.provider,
            // Strictly after the question, so history order never depends on the clock's grain.
            createdAt: new Date(Math.max(e.answeredAt.getTime(), e.askedAt.getTime() + 1)),
          })
          .returning({ id: chatMessages.id });
        if (!asked || !answered) throw new Error('chat insert returned no row');
        return { userMessageId: asked.id, messageId: answered.id };
      });
    },

    /** The newest `limit` messages of a user, returned oldest first. */
    async latest(userId: string, limit: number): Promise<ChatMessageRow[]> {
      const newest = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit);
      return newest.reverse();
    },

    /**
     * Sets (or clears, with null) the rating of one of the user's own assistant messages.
     * Undefined when there is no such message — someone else's, a user line, or no id at all.
     */
    async setFeedback(userId: string, messageId: string, feedback: ChatFeedback | null) {
      if (!UUID.test(messageId)) return undefined;
      const [row] = await db
        .update(chatMessages)
        .set({ feedback, feedbackAt: new Date() })
        .where(
          and(
            eq(chatMessages.id, messageId),
            eq(chatMessages.userId, userId),
            eq(chatMessages.role, 'assistant'),
          ),
        )
        .returning({ id: chatMessages.id, feedback: chatMessages.feedback });
      return row;
    },

    /** Likes, dislikes, cleared and unrated answers, overall and per provider. */
    async feedbackStats() {
      const stats = await rows<{
        provider: string;
        total: number;
        likes: number;
        dislikes: number;
        cleared: number;
      }>(
        db,
        sql`
        select coalesce(provider, 'unknown') as provider,
               count(*)::int as total,
               (count(*) filter (where feedback = 'like'))::int as likes,
               (count(*) filter (where feedback = 'dislike'))::int as dislikes,
               (count(*) filter (where feedback is null and feedback_at is not null))::int as cleared
        from ${chatMessages}
        where role = 'assistant'
        group by 1
        order by 1`,
      );
      return stats.map((r) => ({
        provider: r.provider,
        total: Number(r.total),
        likes: Number(r.likes),
        dislikes: Number(r.dislikes),
        cleared: Number(r.cleared),
      }));
    },
  };
}
