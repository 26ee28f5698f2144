import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

type Row = Record<string, unknown>;
/** Every row of every public table, by table and row key. */
export type Snapshot = Map<string, Map<string, Row>>;

export interface RowChange {
  table: string;
  key: string;
  kind: 'added' | 'removed' | 'changed';
  before: Row | undefined;
  after: Row | undefined;
}

/** Columns that move on their own (a session's sliding expiry), never evidence of a write. */
const VOLATILE: Record<string, string[]> = { sessions: ['last_used_at', 'expires_at'] };

const tablesOf = new WeakMap<Database, Promise<string[]>>();

function publicTables(db: Database) {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = (
      db.execute(
        sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
      ) as unknown as Promise<{ rows: { tablename: string }[] }>
    ).then((r) => r.rows.map((t) => t.tablename).filter((t) => !t.startsWith('__drizzle')));
    tablesOf.set(db, tables);
  }
  return tables;
}

const rowKey = (row: Row) =>
  typeof row.id === 'string'
    ? row.id
    : typeof row.name === 'string'
      ? row.name
      : JSON.stringify(row, Object.keys(row).sort());

/**
 * One read of the whole database (a few statements of ≤ 40 tables each), to prove a refused
 * call wrote nothing and to see exactly what an allowed call changed.
 */
export async function snapshotDb(db: Database): Promise<Snapshot> {
  const tables = await publicTables(db);
  const snapshot: Snapshot = new Map();
  for (let i = 0; i < tables.length; i += 40) {
    const chunk = tables.slice(i, i + 40);
    const parts = chunk.map((t) => {
      const drop = (VOLATILE[t] ?? []).map((c) => ` - '${c}'`).join('');
      return `'${t}', (select coalesce(jsonb_agg(to_jsonb(x)${drop}), '[]'::jsonb) from "${t}" x)`;
    });
    const result = (await db.execute(
      sql.raw(`select jsonb_build_object(${parts.join(', ')})::text as j`),
    )) as unknown as { rows: { j: string }[] };
    const all = JSON.parse(result.rows[0]?.j ?? '{}') as Record<string, Row[]>;
    for (const table of chunk) {
      snapshot.set(table, new Map((all[table] ?? []).map((row) => [rowKey(row), row])));
    }
  }
  return snapshot;
}

const same = (a: Row, b: Row) => JSON.stringify(a) === JSON.stringify(b);

/** Rows added, removed or changed between two snapshots. */
export function diffSnapshots(before: Snapshot, after: Snapshot): RowChange[] {
  const changes: RowChange[] = [];
  for (const [table, rowsAfter] of after) {
    const rowsBefore = before.get(table) ?? new Map<string, Row>();
    for (const [key, row] of rowsAfter) {
      const old = rowsBefore.get(key);
      if (!old) changes.push({ table, key, kind: 'added', before: undefined, after: row });
      else if (!same(old, row))
        changes.push({ table, key, kind: 'changed', before: old, after: row });
    }
    for (const [key, row] of rowsBefore) {
      if (!rowsAfter.has(key))
        changes.push({ table, key, kind: 'removed', before: row, after: undefined });
    }
  }
  return changes;
}

/** A short human description of changes for an assertion message. */
export const describeChanges = (changes: RowChange[]) =>
  changes
    .slice(0, 5)
    .map((c) => {
      if (c.kind !== 'changed') return `${c.kind} ${c.table} ${c.key}`;
      const cols = Object.keys(c.after ?? {}).filter(
        (k) => JSON.stringify(c.before?.[k]) !== JSON.stringify(c.after?.[k]),
      );
      return `changed ${c.table} ${c.key}: ${cols.join(', ')}`;
    })
    .join('; ');

/**
 * The rows that belong to a user: the user's own row, rows that name the user's id, and rows
 * that name any of those rows' ids (pens → batches → sections → records …), to a fixed point.
 */
export function ownedRows(snapshot: Snapshot, userId: string): Map<string, Row> {
  const ids = new Set([userId]);
  const owned = new Map<string, Row>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [table, rows] of snapshot) {
      for (const [key, row] of rows) {
        const tag = `${table}/${key}`;
        if (owned.has(tag)) continue;
        const text = JSON.stringify(row);
        if (![...ids].some((id) => text.includes(id))) continue;
        owned.set(tag, row);
        if (typeof row.id === 'string' && !ids.has(row.id)) {
          ids.add(row.id);
          grew = true;
        }
      }
    }
  }
  return owned;
}
