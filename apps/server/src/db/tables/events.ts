import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- product events (ADR 0052) ----------------------------------------------------------------

/**
 * One product event: what happened, through which channel, for which role and language, on
 * which route pattern, with which error code. Never a phone number, email, name, NIN, free text
 * or IP (ADR 0052; `test/events.test.ts` searches the rows for them). `user_id` is kept only for
 * events about an account (sign-up, record saved), so the admin funnel can follow one account.
 */
export const productEvents = pgTable(
  'product_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** web, ussd, whatsapp, agent, sms, phone, voice. */
    channel: text('channel').notNull(),
    /** farmer, agent, admin, or anonymous. */
    role: text('role').notNull().default('anonymous'),
    /** en, ha, yo, ig, or null when unknown. */
    language: text('language'),
    /** A route pattern (`/api/auth/login`, `/farm/:id`), never a URL with its ids. */
    route: text('route'),
    /** A short machine code (`invalid_credentials`, `rate_limited`), never a message. */
    errorCode: text('error_code'),
    /** `server` (recorded by the API itself) or `client` (sent to POST /events). */
    source: text('source', { enum: ['server', 'client'] })
      .notNull()
      .default('server'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_events_name_created_idx').on(t.name, t.createdAt),
    index('product_events_user_idx').on(t.userId, t.name),
  ],
);
