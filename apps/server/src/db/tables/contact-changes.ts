import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- Login contact changes (ADR 0025) ----------------------------------------

/**
 * A change of a user's login phone or email, by the user, their agent or an admin. The new
 * contact becomes the login only once the code sent to it is entered (`confirmedAt`); until then
 * the old one stays. The rows are also the history of who changed which contact, and when.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['phone', 'email'] }).notNull(),
    /** The contact when the change was asked for (null: the user had no email). */
    oldValue: text('old_value'),
    newValue: text('new_value').notNull(),
    /** Who asked: the user, their agent or an admin (null once that account is deleted). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByRole: text('requested_by_role').notNull(),
    /** HMAC-SHA256 of the code sent to the new contact, keyed with AUTH_SECRET. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'replaced', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the code was entered and the contact changed, or the request was replaced/failed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('contact_changes_user_idx').on(t.userId, t.createdAt)],
);
