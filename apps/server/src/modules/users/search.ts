import { or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { containsPattern, phoneDigits } from '../../lib/paging';

/**
 * Name, farm, email or phone contains the search: one `LIKE` on the generated `search_text`
 * column (lower case), served by its trigram index on PostgreSQL (migration 0012).
 */
export function searchCondition(search: string): SQL | undefined {
  const digits = phoneDigits(search);
  return or(
    sql`${users.searchText} like ${containsPattern(search.toLowerCase())}`,
    digits ? sql`${users.searchText} like ${containsPattern(digits)}` : undefined,
  );
}
