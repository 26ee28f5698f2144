import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEMO_PASSWORD } from '../src/modules/auth/seed';
import { DEMO_FARM_SEEDER } from '../src/modules/pens/seed';
import { json, testApp } from './helpers/app';
import { call, type Session } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as } from './helpers/farm';

let testDb: TestDb;
let app: App;
let farmer: Session;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle }, { SEED_DEMO: 'true' });
  const login = await call(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: '08030000001', password: DEMO_PASSWORD },
  });
  farmer = (json(login) as { data: Session }).data;
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`demo farm (${testDriver})`, () => {
  it('gives the demo farmer a main pen, a 500-broiler batch in two houses and a goat batch', async () => {
    expect(app.seeded).toContain(DEMO_FARM_SEEDER);
    const api = as(app, farmer);
    const pens = await api.get(`/api/pen/farmer/${farmer.user._id}`);
    expect(pens.body.data).toEqual([
      expect.objectContaining({ name: 'Main Pen', location: 'Kaduna' }),
    ]);
    const batches = (await api.get(`/api/farmers/${farmer.user._id}/batches`)).body.data;
    const broilers = batches.find((b: { name: string }) => b.name === 'Broilers — November');
    expect(broilers).toMatchObject({
      livestockType: 'poultry',
      initialAnimals: 500,
      sectionCount: 2,
    });
    expect(broilers.totalAnimals).toBeGreaterThan(250);
    expect(batches.some((b: { livestockType: string }) => b.livestockType === 'goats')).toBe(true);
    const detail = (await api.get(`/api/batches/${broilers.id}`)).body.data;
    expect(
      detail.sections.map((s: { initialCount: number; subType: string }) => [
        s.initialCount,
        s.subType,
      ]),
    ).toEqual([
      [250, 'broiler'],
      [250, 'broiler'],
    ]);
    const page = await api.get(`/api/sections/${detail.sections[0].id}/records?limit=100`);
    expect(page.body.data.items).toHaveLength(45);
    // The stored live count agrees with the records.
    const moved = page.body.data.items.reduce(
      (
        n: number,
        r: { mortality: number; culling: number; numberSold: number; newBirths: number },
      ) => n - r.mortality - r.culling - r.numberSold + r.newBirths,
      250,
    );
    expect(detail.sections[0].count).toBe(moved);
  });

  it('the dashboard shows real figures and trends on first start', async () => {
    const d = (await as(app, farmer).get(`/api/farmers/${farmer.user._id}/dashboard`)).body.data;
    expect(d.totals.animals).toBeGreaterThan(250);
    expect(d.totals.sales30d).toBeGreaterThan(0);
    expect(d.totals.mortality30d).toBeGreaterThan(0);
    expect(d.trends.expenses.kind).not.toBe('new');
    expect(d.trends.feed.kind).toBe('up');
    expect(d.mortalityRate).toBeGreaterThan(0);
    expect(d.mortalityRate).toBeLessThan(10);
    expect(d.feedConversion).toBeGreaterThan(0);
    expect(d.recentActivity).toHaveLength(10);
    expect(d.weekly.some((b: { sales: number }) => b.sales > 0)).toBe(true);
  });

  it('runs once: a restart does not add a second farm', async () => {
    const again = await testApp({ db: testDb.handle }, { SEED_DEMO: 'true' });
    try {
      expect(again.seeded).toEqual([]);
    } finally {
      await again.close();
    }
    const batches = (await as(app, farmer).get(`/api/farmers/${farmer.user._id}/batches`)).body
      .data;
    expect(batches).toHaveLength(2);
  });
});
