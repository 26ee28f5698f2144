import { readFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openPglite, openPostgres } from '../../src/db/client';

export type TestDriver = 'pglite' | 'postgres';

/** Set by the vitest project (server-pglite / server-postgres). */
export const testDriver: TestDriver =
  process.env.KIWO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDb {
  handle: DbHandle;
  /** postgres only: the fresh database's URL, to start a full app against it. */
  url: string | undefined;
  /** Empties every table (keeps migrations) so each test starts from nothing. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

/** A migrated, empty database for one test file. Always `close()` it in afterAll. */
export async function openTestDb(): Promise<TestDb> {
  if (testDriver === 'pglite') {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    const handle = await openPglite(client);
    return { handle, url: undefined, reset: () => truncateAll(handle), close: handle.close };
  }

  const adminUrl = inject('pgAdminUrl');
  // Worker threads share one pid (ADR 0060): the thread id tells side-by-side files apart.
  const name = `${inject('pgRunId')}_${process.pid}_${threadId}_${++counter}`;
  await createFromTemplate(adminUrl, name, inject('pgTemplate'));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    handle,
    url: url.toString(),
    reset: () => truncateAll(handle),
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * A copy of the run's migrated template. Two copies of one template cannot start at the same
 * instant ("source database is being accessed by other users" while the other copy runs), so a
 * parallel test file waits briefly and tries again.
 */
async function createFromTemplate(adminUrl: string, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Empties every table of `public` between tests. One DO block that locks every table as TRUNCATE
 * would (a write still in flight from the test before finishes first, then goes), then deletes
 * their rows with foreign-key checks off for this transaction (`session_replication_role`, which
 * needs the superuser the test servers run as). TRUNCATE gives each table a new file: 2.3 s a
 * reset on a loaded PostgreSQL against 14 ms for the deletes, and 75 against 9 ms of CPU on PGlite
 * (docs/BENCHMARKS.md, "Test suite wall time"). A role that may not set it falls back to TRUNCATE.
 */
async function truncateAll({ db }: DbHandle) {
  // Both drivers return `{ rows }`; the shared Drizzle type does not know which.
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const tables = result.rows.map((r) => `"${r.tablename}"`);
  if (tables.length === 0) return;
  const deletes = tables.map((t) => `delete from ${t};`).join(' ');
  try {
    await db.execute(
      sql.raw(
        `do $$ begin set local session_replication_role = replica; ` +
          `lock table ${tables.join(', ')} in access exclusive mode; ${deletes} end $$`,
      ),
    );
  } catch (error) {
    // 42501: insufficient privilege (a KIWO_TEST_PG_URL role that is not a superuser).
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if ((code ?? cause?.code) !== '42501') throw error;
    await db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`));
  }
}
