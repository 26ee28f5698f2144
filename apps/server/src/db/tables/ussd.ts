import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- USSD channel (ADR 0027) ----------------------------------------

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
    /** Step rows: the top-level menu the session is in (record, summary, call, settings,
     * register), null on the first screen; the admin page's completion rate per menu (ADR 0027). */
    menu: text('menu'),
    /** Step rows: the screen the caller was on after this step (the engine's node). */
    node: text('node'),
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
 * A farmer's USSD PIN (ADR 0027): an argon2id hash like a password, and the guess counter. Kept
 * apart from `users` so only the USSD module reads or writes it. No row: no PIN, USSD saves
 * without one.
 */
export const ussdPins = pgTable('ussd_pins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  /** Wrong guesses since the last right one; at USSD_PIN_MAX_TRIES the PIN locks. */
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A farmer who registered themself by USSD (ADR 0027), waiting for the agent chosen for them to
 * approve (or an admin, when no agent was free). `decided_at` is set by the approval.
 */
export const ussdRegistrations = pgTable(
  'ussd_registrations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ussd_registrations_agent_idx').on(t.agentId, t.status)],
);
