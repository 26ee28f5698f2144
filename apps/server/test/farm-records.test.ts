import { addDays, calendarDay } from '@kiwo/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
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

let testDb: TestDb;
let app: App;
let w: World;
let api: Client;
let sectionId: string;
const today = calendarDay(new Date()) as string;
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(async () => {
  await testDb.reset();
  w = await farmWorld(app, testDb.handle.db);
  api = w.farmerA.api;
  ({ sectionId } = await farmFixture(api, w.farmerA.id, 100));
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const url = (date: string) => `/api/sections/${sectionId}/records/${date}`;
const count = () => storedCount(testDb.handle.db, sectionId);

describe(`daily records (${testDriver})`, () => {
  it('saves every field; money is exact kobo and comes back in naira', async () => {
    const full = {
      feedAmount: 12.5,
      feedType: 'Broiler starter',
      waterConsumption: 24.75,
      healthStatus: 'good',
      temperature: 31.5,
      weather: 'sunny',
      mortality: 2,
      newBirths: 0,
      weight: 1.125,
      culling: 1,
      salesNaira: 1500.5,
      expenses: 0.1,
      numberSold: 3,
      notes: 'Two weak birds died',
      medicationGiven: 'Amprolium',
      vaccination: 'Lasota',
    };
    const res = await api.put(url(day(-1)), full);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Record saved' });
    expect(res.body.data).toEqual({
      id: expect.any(String),
      sectionId,
      date: day(-1),
      ...full,
      // Production (ADR 0059) applies to layers and dairy only: empty for this section.
      eggsCollected: null,
      eggsCracked: null,
      milkLitres: null,
      mortalityCause: null,
      cullingReason: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const rows = (await testDb.handle.db.execute(
      'select sales_kobo::text as s, expenses_kobo::text as e from daily_records' as never,
    )) as unknown as { rows: { s: string; e: string }[] };
    expect(rows.rows).toEqual([{ s: '150050', e: '10' }]);
    expect(await count()).toBe(94);
  });

  it('one record per section and date: a second save updates it and moves the count by the difference', async () => {
    const first = await api.put(url(today), { mortality: 5, newBirths: 0, feedAmount: 10 });
    expect(first.status).toBe(201);
    expect(await count()).toBe(95);
    const second = await api.put(url(today), { mortality: 2, culling: 1, newBirths: 4 });
    expect(second.status).toBe(200);
    expect(second.body.message).toBe('Record updated');
    expect(second.body.data.id).toBe(first.body.data.id);
    // PUT replaces the day: feed not sent this time is cleared.
    expect(second.body.data.feedAmount).toBeNull();
    expect(await count()).toBe(101); // 100 − 2 − 1 + 4
    const page = await api.get(`/api/sections/${sectionId}/records`);
    expect(page.body.data.items).toHaveLength(1);
    const section = await api.get(`/api/sections/${sectionId}`);
    expect(section.body.data.count).toBe(101);
  });

  it('refuses a record that would leave fewer than 0 animals, naming the field, and saves nothing', async () => {
    await api.put(url(day(-2)), { mortality: 60 });
    const before = await farmSnapshot(testDb.handle.db);
    const res = await api.put(url(day(-1)), { mortality: 30, numberSold: 20 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: 'This would leave fewer than 0 animals in the section (40 alive)',
      fields: { mortality: 'This would leave fewer than 0 animals in the section (40 alive)' },
    });
    const sold = await api.put(url(day(-1)), { numberSold: 41 });
    expect(sold.body.fields).toEqual({
      numberSold: 'This would leave fewer than 0 animals in the section (40 alive)',
    });
    // Raising an existing record by more than are alive is refused too; births the same day count.
    const raise = await api.put(url(day(-2)), { mortality: 101 });
    expect(raise.status).toBe(400);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
    const offset = await api.put(url(day(-1)), { mortality: 45, newBirths: 5 });
    expect(offset.status).toBe(201);
    expect(await count()).toBe(0);
  });

  it('deleting a record reverses its effect; a delete that would go below 0 is refused', async () => {
    const a = await api.put(url(day(-3)), { mortality: 4, culling: 1, numberSold: 5 });
    const b = await api.put(url(day(-2)), { newBirths: 10 });
    await api.put(url(day(-1)), { numberSold: 100 });
    expect(await count()).toBe(0);
    const before = await farmSnapshot(testDb.handle.db);
    const refused = await api.del(`/api/records/${b.body.data.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      newBirths: 'This would leave fewer than 0 animals in the section (0 alive)',
    });
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
    const ok = await api.del(`/api/records/${a.body.data.id}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ id: a.body.data.id });
    expect(await count()).toBe(10);
    expect((await api.get(`/api/records/${a.body.data.id}`)).status).toBe(404);
  });

  it('an Idempotency-Key replays the stored result instead of saving twice', async () => {
    const key = { 'idempotency-key': 'offline-7f3a' };
    const first = await api.put(url(today), { mortality: 3 }, key);
    expect(first.status).toBe(201);
    // Meanwhile the record was edited elsewhere; the replay still answers the original result.
    await api.put(url(today), { mortality: 4 });
    const replay = await api.put(url(today), { mortality: 3 }, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await count()).toBe(96);
    const reused = await api.put(url(day(-1)), { mortality: 1 }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.error).toBe('This Idempotency-Key was already used for a different request');
    // Keys are per user: another user with the same key is a new request.
    const admin = await w.admin.api.put(url(day(-1)), { mortality: 1 }, key);
    expect(admin.status).toBe(201);
    expect(await count()).toBe(95);
  });

  it('concurrent saves cannot overdraw a section (the section row is locked)', async () => {
    const results = await Promise.all([
      api.put(url(day(-1)), { mortality: 60 }),
      api.put(url(day(-2)), { numberSold: 60 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await count()).toBe(40);
  });

  it('concurrent retries with one Idempotency-Key save once and answer alike', async () => {
    const key = { 'idempotency-key': 'race-1' };
    const [a, b] = await Promise.all([
      api.put(url(today), { mortality: 7 }, key),
      api.put(url(today), { mortality: 7 }, key),
    ]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(await count()).toBe(93);
  });

  it('dates: not after today (Lagos), not more than a year before the section, real days only', async () => {
    const before = await farmSnapshot(testDb.handle.db);
    const future = await api.put(url(day(1)), { mortality: 1 });
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ date: `The date cannot be after today (${today})` });
    const old = await api.put(url(day(-366)), {});
    expect(old.body.fields).toEqual({
      date: `The date cannot be before ${day(-365)}, a year before the section was added`,
    });
    expect((await api.put(url('2025-02-30'), {})).body.fields).toEqual({
      date: 'Date is not a real calendar day',
    });
    expect((await api.put(url('yesterday'), {})).status).toBe(400);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
    expect((await api.put(url(day(-365)), {})).status).toBe(201);
  });

  it('bad input: negative counts, text in number fields, unknown enums, long text, fractions of kobo', async () => {
    const before = await farmSnapshot(testDb.handle.db);
    const res = await api.put(url(today), {
      mortality: -1,
      newBirths: 1.5,
      feedAmount: '12kg',
      waterConsumption: -3,
      healthStatus: 'sick',
      temperature: 99,
      salesNaira: 10.005,
      expenses: 'a lot',
      numberSold: '2',
      notes: 'n'.repeat(1001),
      weather: 42,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      mortality: 'Mortality cannot be negative',
      newBirths: 'New births must be a whole number',
      feedAmount: 'Feed amount must be a number',
      waterConsumption: 'Water consumption cannot be negative',
      healthStatus: 'Health status must be one of: excellent, good, fair, poor',
      temperature: 'Temperature must be at most 60',
      salesNaira: 'Sales can have at most 2 decimals',
      expenses: 'Expenses must be a number',
      numberSold: 'Number sold must be a number',
      notes: 'Notes must be at most 1000 characters',
      weather: 'Weather must be text',
    });
    expect((await api.put(url(today), [1, 2])).status).toBe(400);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });

  it('bad input carries a machine code and its figures per field, beside the English', async () => {
    const before = await farmSnapshot(testDb.handle.db);
    const res = await api.put(url(today), {
      mortality: -1,
      newBirths: 1.5,
      feedAmount: '12kg',
      temperature: 99,
      salesNaira: 20_000_000_000,
      expenses: 10.005,
      healthStatus: 'sick',
      notes: 'n'.repeat(1001),
      feedType: '   ',
      weather: 42,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.salesNaira).toBe('Sales is too large');
    expect(res.body.fieldCodes).toEqual({
      mortality: { code: 'too_small', min: 0 },
      newBirths: { code: 'not_whole_number' },
      feedAmount: { code: 'not_number' },
      temperature: { code: 'too_big', max: 60 },
      salesNaira: { code: 'too_big', max: 10_000_000_000, unit: 'naira' },
      expenses: { code: 'too_many_decimals', places: 2 },
      healthStatus: { code: 'invalid_choice' },
      notes: { code: 'too_long', max: 1000 },
      // Spaces only: blank after trimming, whichever rule noticed it.
      feedType: { code: 'required' },
    });
    // A number where text belongs has no code of its own: the web shows its generic line.
    expect(res.body.fields.weather).toBe('Weather must be text');

    // A business rule in the service names its code too: a day after today.
    const tomorrow = day(1);
    const future = await api.put(url(tomorrow), { mortality: 1 });
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ date: `The date cannot be after today (${today})` });
    expect(future.body.fieldCodes).toEqual({ date: { code: 'future_date', max: today } });
    const notADay = await api.put(url('2026-02-30'), {});
    expect(notADay.body.fieldCodes).toEqual({ date: { code: 'invalid_date' } });
    const notAForm = await api.put(url('yesterday'), {});
    expect(notAForm.body.fieldCodes).toEqual({ date: { code: 'invalid_date' } });
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });

  it('lists newest first with a cursor and a date range; reads one record with its names', async () => {
    for (let i = 1; i <= 5; i++) await api.put(url(day(-i)), { feedAmount: i });
    const first = await api.get(`/api/sections/${sectionId}/records?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((r: { date: string }) => r.date)).toEqual([day(-1), day(-2)]);
    expect(first.body.data.nextCursor).toBe(day(-2));
    const next = await api.get(`/api/sections/${sectionId}/records?limit=2&cursor=${day(-2)}`);
    expect(next.body.data.items.map((r: { date: string }) => r.date)).toEqual([day(-3), day(-4)]);
    const last = await api.get(`/api/sections/${sectionId}/records?limit=2&cursor=${day(-4)}`);
    expect(last.body.data).toMatchObject({ nextCursor: null });
    const range = await api.get(`/api/sections/${sectionId}/records?from=${day(-4)}&to=${day(-3)}`);
    expect(range.body.data.items).toHaveLength(2);
    expect((await api.get(`/api/sections/${sectionId}/records?limit=0`)).status).toBe(400);

    const id = first.body.data.items[0].id;
    const detail = await api.get(`/api/records/${id}`);
    expect(detail.body.data).toMatchObject({
      id,
      sectionId,
      sectionName: 'House A',
      livestockType: 'poultry',
      batchName: 'Broilers',
      batchStatus: 'Active',
      sectionCount: 100,
      feedAmount: 1,
    });
  });
});
