import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/client';
import { openTestDb, type TestDb } from './helpers/db';

// A statement prepared once on the handle runs on the connection of the transaction it is given
// (ADR 0031, third addendum): it sees the transaction's uncommitted writes and its id.
describe('inTransaction', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb();
  });
  afterAll(() => testDb.close());

  it("runs a statement prepared on the pool inside the caller's transaction", async () => {
    const { db } = testDb.handle;
    const txid = db
      .select({ id: sql<string>`txid_current()::text` })
      .from(sql`(select 1) as one`)
      .prepare('test_in_transaction_txid');
    const seen = await db.transaction(async (tx) => {
      const [own] = await tx
        .execute<{ id: string }>(sql`select txid_current()::text as id`)
        .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
      const [prepared] = await inTransaction(txid, tx).execute();
      const [again] = await inTransaction(txid, tx).execute();
      return { own: own?.id, prepared: prepared?.id, again: again?.id };
    });
    expect(seen.prepared).toBe(seen.own);
    expect(seen.again).toBe(seen.own);
    // Outside, the same prepared statement runs in a transaction of its own.
    const [outside] = await txid.execute();
    expect(outside?.id).not.toBe(seen.own);

    // A read inside sees what the transaction made and wrote: a temporary table that exists
    // only there (PGlite would wait for the transaction forever if the read went elsewhere).
    const probe = db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`in_transaction_probe`)
      .prepare('test_in_transaction_probe');
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table in_transaction_probe (x int) on commit drop`);
      await tx.execute(sql`insert into in_transaction_probe values (1), (2)`);
      const [row] = await inTransaction(probe, tx).execute();
      return row?.n;
    });
    expect(inside).toBe(2);
  });
});
