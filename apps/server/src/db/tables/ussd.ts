import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

// ---- USSD channel and consultation requests (issue 9) ----------------------------------------

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

/**
 * A request for an extension agent's or a vet's call (USSD option 3, later the app's form).
 * Admins assign, answer and close them.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['extension', 'vet'] }).notNull(),
    channel: text('channel', { enum: ['ussd', 'app'] }).notNull(),
    topic: text('topic').notNull().default('Call request'),
    livestockType: text('livestock_type'),
    description: text('description').notNull().default(''),
    urgency: text('urgency', { enum: ['low', 'medium', 'high'] })
      .notNull()
      .default('medium'),
    status: text('status', { enum: ['open', 'assigned', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('consultations_kind_known', sql`${t.kind} in ('extension', 'vet')`),
    index('consultations_status_created_idx').on(t.status, t.createdAt),
    index('consultations_user_idx').on(t.userId, t.createdAt),
  ],
);
