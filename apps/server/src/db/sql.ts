import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a `sql` template (aggregates the query builder cannot say), run by Drizzle on
 * either driver (ADR 0031). Both answer `{ rows }` with Drizzle's type parsing: timestamps and
 * dates as text, sums (numeric, bigint) as text — read them with `n` / `two`.
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** A SQL sum (numeric/bigint as text or bigint) as a JS number; null → 0. */
export const n = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

/** Rounds a measure summed in SQL to its stored precision (2 decimals), without drift. */
export const two = (value: unknown): number => Math.round(n(value) * 100) / 100;

/**
 * `condition` on the placeholder `name`, or true when that parameter is null: an optional filter
 * inside one prepared statement (ADR 0031 addendum) rather than a statement per combination of
 * filters. `type` is the parameter's SQL type (PostgreSQL cannot infer it from `is null`).
 */
export function ifGiven(
  name: string,
  type: 'text' | 'boolean' | 'date',
  condition: (value: Placeholder) => SQL,
) {
  const value = sql.placeholder(name);
  return sql`(${value}::${sql.raw(type)} is null or ${condition(value)})`;
}
