import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL 15. Keep to features both have (no PG 16+ syntax):
 * drizzle-kit generates the migrations in ../../drizzle from this file.
 */

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored trimmed and lower-cased so the unique constraint is case-insensitive.
    email: text('email').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('newsletter_subscribers_email_normalized', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/** Which demo seeders have run, so demo data is created once and never re-created after edits. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
