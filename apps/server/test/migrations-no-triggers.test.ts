import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from './helpers/db';

/**
 * ADR 0029: no write fires a trigger. Migration 0019 drops the read cache's triggers and their
 * functions (migrations 0014, 0015); a migrated database has none left.
 */
let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb.close();
});

describe('migrations', () => {
  it('leave no triggers and no trigger functions in the public schema', async () => {
    const names = (result: unknown) =>
      (result as { rows: { name: string }[] }).rows.map((row) => row.name);
    const triggers = await testDb.handle.db.execute(
      sql`select tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          join pg_namespace n on n.oid = c.relnamespace
          where not t.tgisinternal and n.nspname = 'public' order by 1`,
    );
    const functions = await testDb.handle.db.execute(
      sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.prorettype = 'trigger'::regtype order by 1`,
    );
    expect(names(triggers)).toEqual([]);
    expect(names(functions)).toEqual([]);
  });
});
