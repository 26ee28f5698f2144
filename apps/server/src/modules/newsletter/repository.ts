import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

export interface NewsletterRepository {
  /** Inserts `email` (already normalised) unless present. True when a row was created. */
  addIfAbsent(email: string): Promise<boolean>;
  count(): Promise<number>;
}

export function createNewsletterRepository(db: Database): NewsletterRepository {
  return {
    async addIfAbsent(email) {
      // ON CONFLICT makes "already subscribed" race-free: two concurrent requests for one
      // address both succeed and exactly one row exists afterwards.
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      return inserted.length > 0;
    },
    async count() {
      const [row] = await db.select({ n: count() }).from(newsletterSubscribers);
      return row?.n ?? 0;
    },
  };
}
