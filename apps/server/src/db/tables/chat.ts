import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- AI farming assistant (ADR 0005) ---------------------------------------------------------

/**
 * Spec §3 Chat message: one line of a user's conversation with the advisor. Feedback (§4) is
 * like / dislike / null on assistant lines only; `feedback_at` is set on every change, so a
 * cleared rating (null after a like or dislike) still counts as a quality signal for admins.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    feedback: text('feedback', { enum: ['like', 'dislike'] }),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    /** Which advisor answered (`offline`, `llm`); null on the user's own lines. */
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_role_known', sql`${t.role} in ('user', 'assistant')`),
    check(
      'chat_messages_feedback_known',
      sql`${t.feedback} is null or (${t.feedback} in ('like', 'dislike') and ${t.role} = 'assistant')`,
    ),
    check('chat_messages_content_length', sql`char_length(${t.content}) between 1 and 20000`),
    // A user's history in order; the id breaks ties between a question and its answer.
    index('chat_messages_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
