import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

// ---- USSD channel (issue 9) ----------------------------------------

/**
 * One USSD callback (`kind = 'step'`: the inputs so far and the screen answered) or one
 * end-of-session notification (`kind = 'session_end'`: status, duration and cost from the
 * gateway). `user_id` is null for numbers that are not registered.
 */
export const ussdEvents = pgTable(
  'ussd_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['step', 'session_end'] })
      .notNull()
      .default('step'),
    sessionId: text('session_id').notNull(),
    phone: text('phone').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    serviceCode: text('service_code'),
    networkCode: text('network_code'),
    /** The inputs so far joined by `*` (empty on the first request). */
    text: text('text').notNull().default(''),
    /** The screen answered (`CON …` / `END …`); null on session-end rows. */
    response: text('response'),
    /** menu, invalid, saved, cancelled, summary, call_requested, language_changed, ... */
    outcome: text('outcome').notNull(),
    /** Session-end only: the gateway's status (Success, Incomplete, Failed). */
    status: text('status'),
    durationMs: integer('duration_ms'),
    /** Session-end only: as sent by the gateway, e.g. `NGN 2.5000`. */
    cost: text('cost'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ussd_events_created_idx').on(t.createdAt, t.id),
    index('ussd_events_session_idx').on(t.sessionId, t.createdAt),
  ],
);
