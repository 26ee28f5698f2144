/**
 * Statements whose SQL is written once and that run on the connection of the `Database` they are
 * given — a transaction's own connection included. Drizzle builds a query's SQL on every call, and
 * its `.prepare()`d queries belong to the pool they were made from (`prepared.ts`), so a hot write
 * path inside a transaction rebuilt every statement on every request (a third of the record
 * save's server CPU, bench/load-api.ts).
 *
 * On node-postgres a statement runs as a named statement (`{ name, text, values }`): each pooled
 * connection parses and plans it once. On PGlite it runs through `query(text, params)`.
 *
 * Raw rows come back as the drivers give them, not as Drizzle maps them: alias columns to the
 * camelCase names the code uses, cast `date` columns to text (`date::text`; the drivers would make
 * a Date of them), and convert `numeric`/`bigint` (strings or numbers, by driver) in `map`.
 * Timestamps (`timestamptz`) arrive as Date on both drivers.
 */
import { getTableColumns, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';

export interface TxStatement<Row> {
  /** The node-postgres statement name: unique per text (`kiwo_tx_…`). */
  readonly name: string;
  readonly text: string;
  readonly map: (raw: Record<string, unknown>) => Row;
}

const NAME = /^kiwo_tx_[a-z0-9_]+$/;
const names = new Map<string, string>();

/**
 * A statement with positional parameters (`$1`, `$2`, …). `name` (after the `kiwo_tx_` prefix)
 * must be unique in the process: node-postgres refuses one name used for two texts.
 */
export function txStatement<Row = Record<string, unknown>>(
  name: string,
  text: string,
  map: (raw: Record<string, unknown>) => Row = (raw) => raw as Row,
): TxStatement<Row> {
  const full = `kiwo_tx_${name}`;
  if (!NAME.test(full)) throw new Error(`bad statement name: ${full}`);
  const known = names.get(full);
  if (known !== undefined && known !== text) throw new Error(`statement ${full} defined twice`);
  names.set(full, text);
  return { name: full, text, map };
}

interface Rows {
  rows: Record<string, unknown>[];
}
type PgQueryable = { query(config: pg.QueryConfig): Promise<Rows> };
type TextQueryable = { query(text: string, params: unknown[]): Promise<Rows> };

/** The driver client behind a Drizzle database or transaction (a pg client/pool, or PGlite). */
function clientOf(db: Database): PgQueryable | TextQueryable {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function') {
    throw new Error('tx-statements: no driver client behind this database');
  }
  return client as PgQueryable | TextQueryable;
}

const isNodePg = (client: unknown): client is PgQueryable =>
  client instanceof pg.Client || client instanceof pg.Pool;

/** Runs `statement` with `values` on `db`'s connection (inside its transaction, if it is one). */
export async function runStatement<Row>(
  db: Database,
  statement: TxStatement<Row>,
  values: unknown[],
): Promise<Row[]> {
  const client = clientOf(db);
  const { rows } = isNodePg(client)
    ? await client.query({ name: statement.name, text: statement.text, values })
    : await (client as TextQueryable).query(statement.text, values);
  return rows.map(statement.map);
}

/**
 * A table's whole row, built once from its Drizzle definition: `list` is the select (or
 * `returning`) list with every column aliased to its property name (`"t"."feed_amount" as
 * "feedAmount"`, dates as text), `map` turns a raw row into what Drizzle's `select()` gives
 * (`$inferSelect`) with each column's own `mapFromDriverValue` (numeric → number, …).
 * `qualifier` prefixes the columns (a table alias); omit it for `returning`.
 */
export function wholeRow<T extends Table>(table: T, qualifier?: string) {
  const columns = Object.entries(getTableColumns(table));
  const prefix = qualifier ? `"${qualifier}".` : '';
  const list = columns
    .map(([key, column]) => {
      const ref = `${prefix}"${column.name}"`;
      // The drivers would parse a date into a Date at local midnight; Drizzle's string mode
      // wants the text.
      return `${column.getSQLType() === 'date' ? `${ref}::text` : ref} as "${key}"`;
    })
    .join(', ');
  const map = (raw: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[key];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
  return { list, map };
}
