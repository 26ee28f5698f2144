import { addDays, calendarDay } from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { ConfigError } from '../src/config';
import { registeredFarmer } from './helpers/agent';
import { testApp, testConfig } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as, type Client, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
const T = calendarDay(new Date()) as string;
const day = (offset: number) => addDays(T, offset);
const f: Record<string, string> = {};
const s: Record<string, string> = {};

/**
 * The fixture, by hand (T = today in Lagos). Agent A's farmers:
 * - Amina (farmer A, attached by the world): no records at all.
 * - Fatima: Broilers (Active): S1 100 birds, S2 20 birds; Old (Completed): C 50 birds.
 * - Garba: Goats (Active): G 10, H 20.
 * - Hauwa: Pigs (Active): P 5.
 *
 *  section  day   mort  sold  births  start of day  rate
 *  S1       T-7   10                  100           10.0 %  (outside the 7 days)
 *  S1       T-3   2                   90            2.2 %
 *  S1       T-1   6                   88            6.8 %   ← alert at 5 %
 *  S1       T     1                   82            1.2 %
 *  S2       T-2   2     5             20            10.0 %  ← alert at 5 %
 *  C        T-1   10                  50            20.0 %  (batch completed: no alert)
 *  G        T-5               2       10
 *  H        T-4   1                   20            5.0 %   (not above 5 %)
 *  P        T-7   -                   5             (last record 7 days ago: needs a visit)
 *
 * Live in active batches: S1 81 + S2 13 + G 12 + H 19 + P 5 = 130.
 * Agent B: Ivy, one section of 10 with 5 deaths today (50 %). Farmer B (nobody's): the same.
 */
beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
  const a = w.agentA.api;
  for (const [key, firstName] of [
    ['fatima', 'Fatima'],
    ['garba', 'Garba'],
    ['hauwa', 'Hauwa'],
  ] as const) {
    f[key] = (await registeredFarmer(app, w.agentA.session, { firstName, lastName: 'Test' }))._id;
  }
  f.ivy = (await registeredFarmer(app, w.agentB.session, { firstName: 'Ivy', lastName: 'B' }))._id;

  const fatima = await penOf(a, f.fatima);
  const broilers = await batch(a, fatima, 'Broilers', 'poultry');
  s.S1 = await section(a, broilers, 'S1', 'poultry', 100);
  s.S2 = await section(a, broilers, 'S2', 'poultry', 20);
  const old = await batch(a, fatima, 'Old', 'poultry');
  s.C = await section(a, old, 'C', 'poultry', 50);
  await put(a, s.S1, -7, { mortality: 10 });
  await put(a, s.S1, -3, { mortality: 2 });
  await put(a, s.S1, -1, { mortality: 6 });
  await put(a, s.S1, 0, { mortality: 1 });
  await put(a, s.S2, -2, { mortality: 2, numberSold: 5 });
  await put(a, s.C, -1, { mortality: 10 });
  expect(
    (await a.post(`/api/batches/${old}/complete`, { outcome: 'sold', salePriceNaira: 250000 }))
      .status,
  ).toBe(200);

  const goats = await batch(a, await penOf(a, f.garba), 'Goats', 'goats');
  s.G = await section(a, goats, 'G', 'goats', 10);
  s.H = await section(a, goats, 'H', 'goats', 20);
  await put(a, s.G, -5, { newBirths: 2 });
  await put(a, s.H, -4, { mortality: 1 });

  const pigs = await batch(a, await penOf(a, f.hauwa), 'Pigs', 'pigs');
  s.P = await section(a, pigs, 'P', 'pigs', 5);
  await put(a, s.P, -7, { feedAmount: 3 });

  for (const [api, farmerId] of [
    [w.agentB.api, f.ivy],
    [w.farmerB.api, w.farmerB.id],
  ] as const) {
    const b = await batch(api, await penOf(api, farmerId), 'Layers', 'poultry');
    const sec = await section(api, b, 'L', 'poultry', 10);
    await put(api, sec, 0, { mortality: 5 });
  }

  for (let i = 1; i <= 6; i++) {
    const farmerId = i % 2 ? f.fatima : w.farmerA.id;
    const res = await a.post('/api/reports', { farmerId, reportType: 'visit', issue: `r${i}` });
    expect(res.status).toBe(201);
  }
  await w.agentB.api.post('/api/reports', { farmerId: f.ivy, reportType: 'other', issue: 'b1' });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function penOf(api: Client, farmerId: string | undefined) {
  return (await api.get(`/api/pen/farmer/${farmerId}`)).body.data[0].id as string;
}
async function batch(api: Client, penId: string, name: string, livestockType: string) {
  const res = await api.post(`/api/pens/${penId}/batches`, { name, livestockType });
  if (res.status !== 201) throw new Error(`batch: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}
async function section(api: Client, batchId: string, name: string, type: string, count: number) {
  const res = await api.post(`/api/batches/${batchId}/sections`, {
    name,
    livestockType: type,
    count,
  });
  if (res.status !== 201) throw new Error(`section: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}
async function put(api: Client, sectionId: string | undefined, offset: number, body: object) {
  const res = await api.put(`/api/sections/${sectionId}/records/${day(offset)}`, body);
  if (res.status !== 201) throw new Error(`record: ${res.status} ${JSON.stringify(res.body)}`);
}

const dashboard = (api: Client) => api.get('/api/agents/me/dashboard');

describe(`GET /api/agents/me/dashboard (${testDriver})`, () => {
  it("counts the agent's farmers and the live animals of their active batches", async () => {
    const res = await dashboard(w.agentA.api);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { farmers: 4, animals: 130 } });
    expect(res.body.data.mortalityAlertPercent).toBe(5);
  });

  it('lists who needs a visit: never recorded first, then no record in the last 7 days', async () => {
    const { data } = (await dashboard(w.agentA.api)).body;
    expect(data.needVisit).toEqual([
      {
        farmerId: w.farmerA.id,
        name: 'Amina Bello',
        phone: w.farmerA.session.user.phone,
        lastRecordAt: null,
      },
      {
        farmerId: f.hauwa,
        name: 'Hauwa Test',
        phone: expect.stringMatching(/^\+234/),
        lastRecordAt: day(-7),
      },
    ]);
    expect(data.needVisitCount).toBe(2);
  });

  it('alerts on days a section of an active batch lost more than 5 % of its animals', async () => {
    const { data } = (await dashboard(w.agentA.api)).body;
    expect(data.mortalityAlerts).toEqual([
      {
        farmerId: f.fatima,
        name: 'Fatima Test',
        sectionId: s.S1,
        sectionName: 'S1',
        batchName: 'Broilers',
        date: day(-1),
        mortality: 6,
        rate: 6.8,
      },
      {
        farmerId: f.fatima,
        name: 'Fatima Test',
        sectionId: s.S2,
        sectionName: 'S2',
        batchName: 'Broilers',
        date: day(-2),
        mortality: 2,
        rate: 10,
      },
    ]);
  });

  it('takes the threshold from MORTALITY_ALERT_PERCENT', async () => {
    const strict = await testApp({ db: testDb.handle }, { MORTALITY_ALERT_PERCENT: '2' });
    try {
      const { data } = (await dashboard(as(strict, w.agentA.session))).body;
      expect(data.mortalityAlertPercent).toBe(2);
      expect(
        data.mortalityAlerts.map((a: { sectionName: string; date: string; rate: number }) => [
          a.sectionName,
          a.date,
          a.rate,
        ]),
      ).toEqual([
        ['S1', day(-1), 6.8],
        ['S2', day(-2), 10],
        ['S1', day(-3), 2.2],
        ['H', day(-4), 5],
      ]);
    } finally {
      await strict.close();
    }
    expect(testConfig({ MORTALITY_ALERT_PERCENT: '7.5' }).mortalityAlertPercent).toBe(7.5);
    expect(() => testConfig({ MORTALITY_ALERT_PERCENT: '101' })).toThrow(ConfigError);
    expect(() => testConfig({ MORTALITY_ALERT_PERCENT: 'lots' })).toThrow(
      /MORTALITY_ALERT_PERCENT must be a number from 0 to 100/,
    );
  });

  it("shows the agent's 5 newest reports", async () => {
    const { data } = (await dashboard(w.agentA.api)).body;
    expect(data.recentReports.map((r: { issue: string }) => r.issue)).toEqual([
      'r6',
      'r5',
      'r4',
      'r3',
      'r2',
    ]);
    expect(data.recentReports[0]).toMatchObject({ agentId: w.agentA.id, farmerId: w.farmerA.id });
  });

  it('agent B sees only their own figures; farmers and admins get 403', async () => {
    const { data } = (await dashboard(w.agentB.api)).body;
    expect(data).toMatchObject({ farmers: 1, animals: 5, needVisit: [], needVisitCount: 0 });
    expect(data.mortalityAlerts).toEqual([
      expect.objectContaining({ farmerId: f.ivy, date: T, mortality: 5, rate: 50 }),
    ]);
    expect(data.recentReports.map((r: { issue: string }) => r.issue)).toEqual(['b1']);
    expect((await dashboard(w.farmerA.api)).status).toBe(403);
    expect((await dashboard(w.admin.api)).status).toBe(403);
    expect((await dashboard(w.anonymous.api)).status).toBe(401);
  });

  it('an agent with no farmers gets zeros and empty lists', async () => {
    const { data } = (await dashboard(w.agentA.api)).body;
    expect(data.farmers).toBe(4);
    await testDb.handle.db.execute(
      sql`update users set agent_id = null where agent_id = ${w.agentB.id}`,
    );
    await testDb.handle.db.execute(sql`delete from agent_reports where agent_id = ${w.agentB.id}`);
    expect((await dashboard(w.agentB.api)).body.data).toEqual({
      farmers: 0,
      animals: 0,
      needVisit: [],
      needVisitCount: 0,
      mortalityAlerts: [],
      mortalityAlertPercent: 5,
      recentReports: [],
    });
  });
});
