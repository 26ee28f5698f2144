import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- SMS alerts: preferences and incoming messages (ADR 0037) ------------------------------

/**
 * A user's choice about alerts by SMS. No row: alerts only while the user has had no app session
 * for 14 days (a USSD-only farmer). `opted_in`: alerts whatever the app use. A `STOP` reply or
 * the settings switch writes `opted_in = false` with `opted_out_at`: no alerts at all (codes the
 * user asks for are still sent).
 */
export const smsPreferences = pgTable('sms_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  optedIn: boolean('opted_in').notNull(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  /** settings (the app switch) or sms (a STOP / START reply). */
  source: text('source', { enum: ['settings', 'sms'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One incoming SMS from the gateway's callback, stored once per gateway id (the gateway retries
 * a callback it thinks failed: the second copy changes nothing).
 */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    from: text('from').notNull(),
    to: text('to'),
    text: text('text').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** stop, start, or ignored. */
    action: text('action').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sms_inbound_provider_id_key').on(t.provider, t.providerMessageId),
    index('sms_inbound_from_idx').on(t.from),
  ],
);
