import { addDays, calendarDay } from '@kiwo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { createRecordsService } from '../src/modules/records';
import type { UserRow } from '../src/modules/users/repository';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import {
  type Client,
  farmFixture,
  farmSnapshot,
  farmWorld,
  storedCount,
  type World,
} from './helpers/farm';

// Entries from event channels (ADR 0026): amounts are added to the day's totals.

let testDb: TestDb;
let app: App;
let w: World;
let api: Client;
let sectionId: string;
let batchId: string;
let farmer: UserRow;
let service: ReturnType<typeof createRecordsService>;
const today = calendarDay(new Date()) as string;
const day = (offset: number) => addDays(today, offset);

const userRow = async (id: string) => {
  const [row] = await testDb.handle.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
};
/** Every farm table and the revisions: proves a refused entry wrote nothing. */
const snapshot = async () => {
  const result = (await testDb.handle.db.execute(
    sql`select coalesce(json_agg(t order by t::text), '[]')::text as j from record_revisions t`,
  )) as unknown as { rows: { j: string }[] };
  return `${await farmSnapshot(testDb.handle.db)}\nrevisions: ${result.rows[0]?.j}`;
};
const count = () => storedCount(testDb.handle.db, sectionId);
const url = (date: string) => `/api/sections/${sectionId}/records/${date}`;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  service = createRecordsService(testDb.handle.db);
});
beforeEach(async () => {
  await testDb.reset();
  w = await farmWorld(app, testDb.handle.db);
  api = w.farmerA.api;
  ({ sectionId, batchId } = await farmFixture(api, w.farmerA.id, 100));
  farmer = await userRow(w.farmerA.id);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`addEntry (${testDriver})`, () => {
  it('two "1 death" entries in one day give 2, and the live count falls by each', async () => {
    const first = await service.addEntry(farmer, 'ussd', sectionId, today, { mortality: 1 });
    expect(first.before).toBeNull();
    expect(first.after.mortality).toBe(1);
    expect(first.liveCount).toBe(99);
    const second = await service.addEntry(farmer, 'ussd', sectionId, today, { mortality: 1 });
    expect(second.before?.mortality).toBe(1);
    expect(second.after.mortality).toBe(2);
    expect(second.after.id).toBe(first.after.id);
    expect(second.liveCount).toBe(98);
    expect(await count()).toBe(98);
  });

  it('a sale entry adds to the sale the web form saved (₦45,000 + ₦20,000)', async () => {
    const agent = w.agentA.api;
    const web = await agent.put(url(today), { mortality: 1, numberSold: 1, salesNaira: 45000 });
    expect(web.status).toBe(201);
    const entry = await service.addEntry(farmer, 'ussd', sectionId, today, {
      numberSold: 1,
      sales: 20000,
    });
    expect(entry.after).toMatchObject({ mortality: 1, numberSold: 2, salesNaira: 65000 });
    expect(entry.liveCount).toBe(97);
    const stored = await api.get(`/api/records/${web.body.data.id}`);
    expect(stored.body.data).toMatchObject({ numberSold: 2, salesNaira: 65000, mortality: 1 });
  });

  it('selling 3 lowers the live count by 3, even after a larger sale the same day', async () => {
    // The replaced-field USSD save put 3 in place of an earlier 8 and gave 5 animals back.
    await api.put(url(today), { numberSold: 8, salesNaira: 80000 });
    expect(await count()).toBe(92);
    const entry = await service.addEntry(farmer, 'ussd', sectionId, today, {
      numberSold: 3,
      sales: 13500.5,
    });
    expect(entry.liveCount).toBe(89);
    expect(entry.after).toMatchObject({ numberSold: 11, salesNaira: 93500.5 });
    expect(await count()).toBe(89);
  });

  it('adds feed and water with decimals, births back to the count, and appends texts', async () => {
    await api.put(url(day(-1)), {
      feedAmount: 10.25,
      notes: 'Morning feed',
      vaccination: 'Lasota',
    });
    const entry = await service.addEntry(farmer, 'whatsapp', sectionId, day(-1), {
      feedAmount: 25.5,
      waterConsumption: 12.75,
      newBirths: 2,
      expenses: 1500.25,
      notes: 'Evening feed',
      vaccination: 'Gumboro',
      medicationGiven: 'Vitamins',
    });
    expect(entry.after).toMatchObject({
      feedAmount: 35.75,
      waterConsumption: 12.75,
      newBirths: 2,
      expenses: 1500.25,
      notes: 'Morning feed; Evening feed',
      vaccination: 'Lasota; Gumboro',
      medicationGiven: 'Vitamins',
    });
    expect(entry.liveCount).toBe(102);
  });

  it('refuses deaths beyond the live animals with a 400 naming the field, writing nothing', async () => {
    await service.addEntry(farmer, 'ussd', sectionId, today, { mortality: 95 });
    const before = await snapshot();
    const refused = service.addEntry(farmer, 'ussd', sectionId, today, { mortality: 6 });
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: 'This would leave fewer than 0 animals in the section (5 alive)',
      extra: { fields: { mortality: expect.any(String) } },
    });
    expect(await snapshot()).toBe(before);
    expect(await count()).toBe(5);
  });

  it('refuses bad entries, other farmers, completed batches and out-of-range dates (4xx, nothing written)', async () => {
    const before = await snapshot();
    const cases: [Parameters<typeof service.addEntry>, number, string][] = [
      [[farmer, 'ussd', sectionId, today, {}], 400, 'Enter at least one amount to add'],
      [[farmer, 'ussd', sectionId, today, { mortality: -1 }], 400, 'Mortality cannot be negative'],
      [
        [farmer, 'ussd', sectionId, today, { mortality: 1.5 }],
        400,
        'Mortality must be a whole number',
      ],
      [
        [farmer, 'ussd', sectionId, today, { sales: 10.005 }],
        400,
        'Sales can have at most 2 decimals',
      ],
      [
        [farmer, 'ussd', sectionId, today, { feedAmount: 1.234 }],
        400,
        'Feed amount can have at most 2 decimals',
      ],
      [
        [farmer, 'ussd', sectionId, day(1), { mortality: 1 }],
        400,
        `The date cannot be after today (${today})`,
      ],
      [[farmer, 'ussd', sectionId, day(-400), { mortality: 1 }], 400, 'The date cannot be before'],
      [[farmer, 'ussd', sectionId, today, { mortality: 1, bogus: 1 } as never], 400, ''],
      [
        [await userRow(w.farmerB.id), 'ussd', sectionId, today, { mortality: 1 }],
        404,
        'Section not found',
      ],
      [
        [await userRow(w.agentB.id), 'agent', sectionId, today, { mortality: 1 }],
        404,
        'Section not found',
      ],
    ];
    for (const [args, status, message] of cases) {
      const error = await service.addEntry(...args).then(
        () => undefined,
        (e: unknown) => e as { statusCode: number; message: string },
      );
      expect(error, JSON.stringify(args[4])).toMatchObject({ statusCode: status });
      expect(error?.message).toContain(message);
    }
    expect(await snapshot()).toBe(before);
    // A day's total over the form's limit is refused like the form's own value.
    await api.put(url(today), { notes: 'x'.repeat(995) });
    const snap = await snapshot();
    await expect(
      service.addEntry(farmer, 'ussd', sectionId, today, { notes: 'longer' }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Notes must be at most 1000 characters' });
    expect(await snapshot()).toBe(snap);
  });

  it('refuses an entry for a completed batch with a 409', async () => {
    const done = await api.post(`/api/batches/${batchId}/complete`, {
      outcome: 'sold',
      salePriceNaira: 250000,
    });
    expect(done.status).toBe(200);
    const before = await snapshot();
    await expect(
      service.addEntry(farmer, 'ussd', sectionId, today, { mortality: 1 }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await snapshot()).toBe(before);
  });

  it('ten entries on the same day at once are all counted', async () => {
    const entries = Array.from({ length: 10 }, (_, i) =>
      service.addEntry(farmer, 'ussd', sectionId, today, {
        mortality: 1,
        feedAmount: 0.5,
        notes: `entry ${i}`,
      }),
    );
    const results = await Promise.all(entries);
    expect(results.map((r) => r.liveCount).sort((a, b) => b - a)).toEqual([
      99, 98, 97, 96, 95, 94, 93, 92, 91, 90,
    ]);
    const page = await api.get(`/api/sections/${sectionId}/records`);
    expect(page.body.data.items).toHaveLength(1);
    expect(page.body.data.items[0]).toMatchObject({ mortality: 10, feedAmount: 5 });
    expect(page.body.data.items[0].notes.split('; ')).toHaveLength(10);
    expect(await count()).toBe(90);
  });

  it('an Idempotency-Key adds a retried entry once; the same key for another entry is refused', async () => {
    const a = await service.addEntry(farmer, 'ussd', sectionId, today, { mortality: 2 }, 'ussd-s1');
    const again = await service.addEntry(
      farmer,
      'ussd',
      sectionId,
      today,
      { mortality: 2 },
      'ussd-s1',
    );
    expect(again).toEqual(a);
    expect(await count()).toBe(98);
    await expect(
      service.addEntry(farmer, 'ussd', sectionId, today, { mortality: 3 }, 'ussd-s1'),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await count()).toBe(98);
  });
});
