import { addDays, calendarDay } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { dailyRecords, sections } from '../src/db/schema';
import { runStatement, txStatement, wholeRow } from '../src/db/tx-statements';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmFixture, farmWorld } from './helpers/farm';

/**
 * db/tx-statements.ts: SQL written once, run on the connection of the database or transaction it
 * is given, with rows in the shapes Drizzle's own queries give.
 */
let testDb: TestDb;
let app: App;
let sectionId: string;
const day = addDays(calendarDay(new Date()) as string, -3);

const record = wholeRow(dailyRecords, 'r');
const byId = txStatement(
  'test_record_by_id',
  `select ${record.list} from daily_records r where r.id = $1`,
  record.map,
);
const countOf = txStatement(
  'test_section_count',
  'select count from sections where id = $1',
  (raw) => raw.count as number,
);
const setCount = txStatement('test_set_count', 'update sections set count = $2 where id = $1');

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  const w = await farmWorld(app, testDb.handle.db);
  ({ sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 100));
  const saved = await w.farmerA.api.put(`/api/sections/${sectionId}/records/${day}`, {
    mortality: 2,
    feedAmount: 40.25,
    temperature: 31.5,
    weight: 1.125,
    salesNaira: 1234.56,
    expenses: 99.99,
    notes: 'ok',
  });
  if (saved.status !== 201) throw new Error(`record: ${saved.status}`);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`tx-statements (${testDriver})`, () => {
  it("maps a whole row exactly as Drizzle's select() does (dates as text, numerics as numbers)", async () => {
    const { db } = testDb.handle;
    const [drizzleRow] = await db.select().from(dailyRecords);
    expect(drizzleRow).toBeDefined();
    const [raw] = await runStatement(db, byId, [drizzleRow?.id]);
    expect(raw).toEqual(drizzleRow);
    expect(raw?.date).toBe(day);
    expect(raw?.feedAmount).toBe(40.25);
    expect(raw?.salesKobo).toBe(123_456);
    expect(raw?.updatedAt).toBeInstanceOf(Date);
    // Inside a transaction too, on its own connection.
    const inTx = await db.transaction(async (tx) =>
      runStatement(tx as never, byId, [drizzleRow?.id]),
    );
    expect(inTx[0]).toEqual(drizzleRow);
  });

  it("runs on the transaction's connection: its writes are seen inside and rolled back with it", async () => {
    const { db } = testDb.handle;
    // More than one round, so a named statement is reused on a connection that parsed it.
    for (let round = 0; round < 3; round++) {
      const seen = await db
        .transaction(async (tx) => {
          const t = tx as never;
          await runStatement(t, setCount, [sectionId, 7]);
          const [viaStatement] = await runStatement(t, countOf, [sectionId]);
          const [viaDrizzle] = await (tx as unknown as typeof db)
            .select({ count: sections.count })
            .from(sections)
            .where(eq(sections.id, sectionId));
          throw Object.assign(new Error('roll back'), { seen: [viaStatement, viaDrizzle?.count] });
        })
        .catch((error: { seen?: unknown }) => error.seen);
      expect(seen).toEqual([7, 7]);
      expect(await runStatement(db, countOf, [sectionId])).toEqual([98]);
    }
  });

  it('refuses one name for two texts and names that are not identifiers', () => {
    expect(() => txStatement('test_set_count', 'select 1')).toThrow(/defined twice/);
    expect(txStatement('test_set_count', setCount.text).name).toBe('kiwo_tx_test_set_count');
    expect(() => txStatement('Bad Name', 'select 1')).toThrow(/bad statement name/);
  });
});
