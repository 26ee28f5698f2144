import { addDays, calendarDay, currentWeek } from '@kiwo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFarmContext } from '../src/advisor';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
import { signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as, type Client, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
const T = calendarDay(new Date()) as string;
const day = (offset: number) => addDays(T, offset);

/**
 * The fixture, by hand (T = today in Lagos):
 * - Broilers (Active, progress 40): S1 100 birds, S2 50 birds.  Goats (Active, 80): G 10.
 * - Old (Completed): C 30 birds, sales ₦3000 at T-40.
 *
 *  section  day   mort  feed  sales    expenses  other
 *  C        T-50   -     -     -        -
 *  C        T-40   -     -     3000     -
 *  S1       T-35   5     6     2000     200
 *  S1       T-10   -     5     -        -        weight 1.0
 *  S1       T-1    1     8     -        100
 *  S1       T      2     10    1000     500.25   weight 1.5
 *  S2       T-60   3     100   -        -
 *  S2       T-30   -     3     -        50
 *  S2       T-29   -     1     -        -
 *  S2       T-2    1     4     500.50   -        sold 5, weight 2.0
 *  G        T-3    -     2     -        49.75    births 2
 *
 * Live: S1 92, S2 41, G 12 → 145 animals in active batches.
 */
async function seedFixture(api: Client, farmerId: string) {
  const pen = (await api.get(`/api/pen/farmer/${farmerId}`)).body.data[0].id;
  const batch = async (name: string, livestockType: string, progress: number) =>
    (await api.post(`/api/pens/${pen}/batches`, { name, livestockType, progress })).body.data.id;
  const section = async (batchId: string, name: string, livestockType: string, count: number) =>
    (await api.post(`/api/batches/${batchId}/sections`, { name, livestockType, count })).body.data
      .id as string;
  const put = async (sectionId: string, offset: number, body: object) => {
    const res = await api.put(`/api/sections/${sectionId}/records/${day(offset)}`, body);
    if (res.status !== 201) throw new Error(`record: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const old = await batch('Old', 'poultry', 10);
  const c = await section(old, 'C', 'poultry', 30);
  await put(c, -50, {});
  await put(c, -40, { salesNaira: 3000 });
  await api.post(`/api/batches/${old}/complete`, { outcome: 'sold', salePriceNaira: 250000 });

  const broilers = await batch('Broilers', 'poultry', 40);
  const goats = await batch('Goats', 'goats', 80);
  const s1 = await section(broilers, 'S1', 'poultry', 100);
  const s2 = await section(broilers, 'S2', 'poultry', 50);
  const g = await section(goats, 'G', 'goats', 10);
  await put(s1, -35, { mortality: 5, feedAmount: 6, salesNaira: 2000, expenses: 200 });
  await put(s1, -10, { feedAmount: 5, weight: 1.0 });
  await put(s1, -1, { mortality: 1, feedAmount: 8, expenses: 100 });
  await put(s1, 0, {
    mortality: 2,
    feedAmount: 10,
    salesNaira: 1000,
    expenses: 500.25,
    weight: 1.5,
  });
  await put(s2, -60, { mortality: 3, feedAmount: 100 });
  await put(s2, -30, { feedAmount: 3, expenses: 50 });
  await put(s2, -29, { feedAmount: 1 });
  await put(s2, -2, { mortality: 1, feedAmount: 4, salesNaira: 500.5, numberSold: 5, weight: 2.0 });
  await put(g, -3, { newBirths: 2, feedAmount: 2, expenses: 49.75 });
}

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
  await seedFixture(w.farmerA.api, w.farmerA.id);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`dashboard (${testDriver})`, () => {
  it('totals and 30-day windows (T-29..T against T-59..T-30), in naira', async () => {
    const res = await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/dashboard`);
    expect(res.status).toBe(200);
    expect(res.body.data.totals).toEqual({
      animals: 145,
      batches: 3,
      activeBatches: 2,
      sections: 3,
      mortality30d: 4,
      sales30d: 1500.5,
      expenses30d: 650,
      feed30d: 30,
    });
  });

  it('spec §9 trends with labels; mortality inverted', async () => {
    const { trends } = (await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/dashboard`)).body
      .data;
    // sales 1500.50 vs 5000; expenses 650 vs 250; mortality 4 vs 5; feed 30 vs 9.
    expect(trends).toEqual({
      sales: { kind: 'down', percent: -70, direction: 'down', isGood: false, label: '-70.0%' },
      expenses: { kind: 'up', percent: 160, direction: 'up', isGood: true, label: '+160.0%' },
      mortality: { kind: 'up', percent: 20, direction: 'down', isGood: true, label: '+20.0%' },
      feed: { kind: 'up', percent: 233.3, direction: 'up', isGood: true, label: '+233.3%' },
    });
  });

  it('mortality rate, feed conversion, average productivity, revenue per animal', async () => {
    const d = (await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/dashboard`)).body.data;
    // Lifetime of the active sections: mortality 8 + 4 = 12; feed 29 + 108 + 2 = 139;
    // expenses 800.25 + 50 + 49.75 = 900. Latest weights 1.5 (92 birds), 2.0 (41): 220/133 kg.
    // Deaths ÷ animals placed: 12 / (100 + 50 + 10 placed + 2 born) = 7.41 %.
    expect(d.mortalityRate).toBe(7.4);
    expect(d.feedConversion).toBe(0.6); // 139 / 145 / 1.654 = 0.58
    expect(d.averageProductivity).toBe(60); // (40 + 80) / 2
    expect(d.revenuePerAnimal).toBe(993.79); // max(1000, 1.654 × 80) − 900 / 145
  });

  it('measured figures beside the estimates: sales per animal sold, feed per kg gained', async () => {
    const d = (await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/dashboard`)).body.data;
    // Sold animals only on S2 at T-2: ₦500.50 for 5. S1's ₦2000 and ₦1000 sold none (eggs):
    // they stay out, or an animal would be "worth" ₦700.10.
    // S1 weighed 1.0 kg at T-10 and 1.5 kg at T: feed after T-10 up to T 8 + 10 = 18 kg for
    // 0.5 kg × 92 birds = 46 kg gained → 0.39. S2 was weighed once: it adds nothing.
    expect(d.measured).toEqual({
      salesPerAnimalSold: 100.1,
      animalsSold: 5,
      feedConversion: 0.4,
      feedConversionByBatch: [
        {
          batchId: expect.any(String),
          batchName: 'Broilers',
          feedKg: 18,
          gainKg: 46,
          feedConversion: 0.4,
        },
      ],
    });
  });

  it('weekly chart: the current week Mon-Sun, each bar a real date, later days empty', async () => {
    const { weekly } = (await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/dashboard`)).body
      .data;
    expect(weekly.map((b: { day: string }) => b.day)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    const week = currentWeek(T);
    expect(weekly.map((b: { date: string }) => b.date)).toEqual(week);
    // The fixture's last four days, where they fall in this week; the rest of it is empty.
    const fixture: Record<string, object> = {
      [day(0)]: { sales: 1000, expenses: 500.25, mortality: 2, feed: 10 },
      [day(-1)]: { sales: 0, expenses: 100, mortality: 1, feed: 8 },
      [day(-2)]: { sales: 500.5, expenses: 0, mortality: 1, feed: 4 },
      [day(-3)]: { sales: 0, expenses: 49.75, mortality: 0, feed: 2 },
    };
    const empty = { sales: 0, expenses: 0, mortality: 0, feed: 0 };
    for (const bar of weekly) expect(bar).toMatchObject(fixture[bar.date] ?? empty);
  });

  it('recent activity: the 10 latest saves, newest first, with names', async () => {
    const { recentActivity } = (await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/dashboard`))
      .body.data;
    expect(recentActivity).toHaveLength(10);
    expect(recentActivity[0]).toEqual({
      id: expect.any(String),
      kind: 'record',
      sectionId: expect.any(String),
      sectionName: 'G',
      batchName: 'Goats',
      date: day(-3),
      mortality: 0,
      salesNaira: 0,
      feedAmount: 2,
      updatedAt: expect.any(String),
    });
    expect(recentActivity[1]).toMatchObject({ sectionName: 'S2', salesNaira: 500.5 });
    // 11 records in all: the oldest save (C at T-50) is left out.
    expect(recentActivity.map((r: { date: string }) => r.date)).not.toContain(day(-50));
  });

  it('a farm with nothing: zeros, "New" trends and the 1500 revenue fallback', async () => {
    const d = (await w.farmerB.api.get(`/api/farmers/${w.farmerB.id}/dashboard`)).body.data;
    expect(d.totals).toEqual({
      animals: 0,
      batches: 0,
      activeBatches: 0,
      sections: 0,
      mortality30d: 0,
      sales30d: 0,
      expenses30d: 0,
      feed30d: 0,
    });
    expect(d.trends.sales).toEqual({ kind: 'new', label: 'New' });
    expect(d.mortalityRate).toBe(0);
    expect(d.feedConversion).toBe(0);
    expect(d.averageProductivity).toBe(0);
    expect(d.revenuePerAnimal).toBe(1500);
    expect(d.measured).toEqual({
      salesPerAnimalSold: null,
      animalsSold: 0,
      feedConversion: null,
      feedConversionByBatch: [],
    });
    expect(d.weekly).toHaveLength(7);
    expect(d.recentActivity).toEqual([]);
  });
});

describe(`analytics (${testDriver})`, () => {
  it('30 days: one entry per day, per-livestock figures and totals', async () => {
    const res = await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/analytics`);
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({ days: 30, from: day(-29), to: T });
    expect(a.daily).toHaveLength(30);
    expect(a.daily[0]).toEqual({
      date: day(-29),
      sales: 0,
      expenses: 0,
      mortality: 0,
      feed: 1,
      births: 0,
    });
    expect(a.daily[29]).toEqual({
      date: T,
      sales: 1000,
      expenses: 500.25,
      mortality: 2,
      feed: 10,
      births: 0,
    });
    expect(a.daily[26]).toMatchObject({ date: day(-3), births: 2, expenses: 49.75 });
    expect(a.byLivestock).toEqual([
      { livestockType: 'goats', animals: 12, mortality: 0, sales: 0 },
      { livestockType: 'poultry', animals: 133, mortality: 4, sales: 1500.5 },
    ]);
    expect(a.totals).toEqual({
      sales: 1500.5,
      expenses: 650,
      net: 850.5,
      mortality: 4,
      feed: 30,
      births: 2,
      numberSold: 5,
      salesPerAnimalSold: 100.1, // ₦500.50 ÷ 5: S1's sales sold no animals
      animals: 145,
      // 4 deaths of the 154 placed: 145 alive now + 4 dead + 5 sold − 2 born at the start,
      // and the 2 born.
      mortalityRate: 2.6,
    });
  });

  it('90 days reach the completed batch and the older records; other ranges are refused', async () => {
    const a = (await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/analytics?days=90`)).body.data;
    expect(a.daily).toHaveLength(90);
    expect(a.totals).toMatchObject({
      sales: 6500.5,
      expenses: 900,
      net: 5600.5,
      mortality: 12,
      feed: 139,
    });
    expect(a.byLivestock[1]).toEqual({
      livestockType: 'poultry',
      animals: 133,
      mortality: 12,
      sales: 6500.5,
    });
    const year = await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/analytics?days=365`);
    expect(year.body.data.daily).toHaveLength(365);
    const bad = await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/analytics?days=7`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ days: 'Days must be 30, 90 or 365' });
  });
});

describe(`mortality rate of a batch that lost most of its birds (${testDriver})`, () => {
  it('200 layers, 132 deaths: 66.0 % on the dashboard, in analytics and for the advisor', async () => {
    const session = await signUp(app, { stateOfResidence: 'Ogun' });
    const api = as(app, session);
    const id = session.user._id;
    const pen = (await api.get(`/api/pen/farmer/${id}`)).body.data[0].id;
    const batch = (
      await api.post(`/api/pens/${pen}/batches`, { name: 'Layers', livestockType: 'poultry' })
    ).body.data.id;
    const layers = (
      await api.post(`/api/batches/${batch}/sections`, {
        name: 'House A',
        livestockType: 'poultry',
        count: 200,
      })
    ).body.data.id;
    for (const [offset, mortality] of [
      [-20, 70],
      [-5, 40],
      [0, 22],
    ] as const) {
      const res = await api.put(`/api/sections/${layers}/records/${day(offset)}`, { mortality });
      expect(res.status).toBe(201);
    }
    const dashboard = (await api.get(`/api/farmers/${id}/dashboard`)).body.data;
    expect(dashboard.totals.animals).toBe(68);
    expect(dashboard.mortalityRate).toBe(66); // 132 ÷ 200, not 132 ÷ 68 = 194.1
    const analytics = (await api.get(`/api/farmers/${id}/analytics`)).body.data;
    expect(analytics.totals.mortalityRate).toBe(66);
    const context = await loadFarmContext(testDb.handle.db, {
      id,
      firstName: 'Test',
      role: 'farmer',
      stateOfResidence: 'Ogun',
    });
    expect(context.farm?.mortalityRate).toBe(66);
    expect(context.farm?.batches[0]?.mortalityRate).toBe(66);
  });
});
