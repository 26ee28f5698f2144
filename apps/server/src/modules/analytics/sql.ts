import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Rows of a raw query; both drivers answer `{ rows }`. Sums arrive as text, bigint or number. */
export async function rows<T extends Record<string, unknown>>(db: Database, query: SQL) {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A SQL sum (numeric/bigint as text or bigint) as a JS number; null → 0. */
export const n = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

/** Rounds a measure summed in SQL to its stored precision (2 decimals), without drift. */
export const two = (value: unknown): number => Math.round(n(value) * 100) / 100;
