import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../../db/client';

/** Rows of a raw query; both drivers answer `{ rows }`. Sums arrive as text, bigint or number. */
export async function rows<T extends Record<string, unknown>>(db: Database, query: SQL) {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * `rows`, as a statement prepared by `name` on PostgreSQL: each pooled connection parses and
 * plans it once (the farm dashboard's four aggregates spent more time being planned than run).
 * The query's text must be the same on every call (values only as parameters, never inlined),
 * or PostgreSQL refuses the name. PGlite (one in-process connection) runs it plainly. Rows come
 * with node-postgres' own type parsing: timestamps as Date, dates and sums cast to text in SQL.
 */
export async function namedRows<T extends Record<string, unknown>>(
  db: Database,
  name: string,
  query: SQL,
): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query<T>({ name, text, values: params })).rows;
}

/** A SQL sum (numeric/bigint as text or bigint) as a JS number; null → 0. */
export const n = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

/** Rounds a measure summed in SQL to its stored precision (2 decimals), without drift. */
export const two = (value: unknown): number => Math.round(n(value) * 100) / 100;
