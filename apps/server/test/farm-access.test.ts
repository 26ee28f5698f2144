import { randomUUID } from 'node:crypto';
import { calendarDay } from '@kiwo/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import {
  type Client,
  farmFixture,
  farmSnapshot,
  farmWorld,
  type Method,
  type World,
} from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
const today = calendarDay(new Date()) as string;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(async () => {
  await testDb.reset();
  w = await farmWorld(app, testDb.handle.db);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

interface Route {
  method: Method;
  url: string;
  payload?: unknown;
  /** What someone who may not reach farmer A's farm gets: 403 for a farmerId, 404 for an id. */
  refused: 403 | 404;
}

/** Every farm route, aimed at farmer A's farm. */
async function routesOfFarmerA(): Promise<Route[]> {
  const a = w.farmerA.id;
  const { penId, batchId, sectionId } = await farmFixture(w.farmerA.api, a, 50);
  const record = await w.farmerA.api.put(`/api/sections/${sectionId}/records/${today}`, {
    mortality: 1,
  });
  const recordId = record.body.data.id;
  return [
    { method: 'GET', url: `/api/pen/farmer/${a}`, refused: 403 },
    { method: 'POST', url: `/api/pen/farmer/${a}`, payload: { name: 'X' }, refused: 403 },
    { method: 'PATCH', url: `/api/pens/${penId}`, payload: { name: 'X' }, refused: 404 },
    { method: 'DELETE', url: `/api/pens/${penId}`, refused: 404 },
    { method: 'GET', url: `/api/farmers/${a}/batches`, refused: 403 },
    {
      method: 'POST',
      url: `/api/pens/${penId}/batches`,
      payload: { name: 'X', livestockType: 'goats' },
      refused: 404,
    },
    { method: 'GET', url: `/api/batches/${batchId}`, refused: 404 },
    { method: 'PATCH', url: `/api/batches/${batchId}`, payload: { progress: 99 }, refused: 404 },
    {
      method: 'POST',
      url: `/api/batches/${batchId}/complete`,
      payload: { outcome: 'sold', salePriceNaira: 250000 },
      refused: 404,
    },
    {
      method: 'POST',
      url: `/api/batches/${batchId}/sections`,
      payload: { name: 'X', livestockType: 'goats', count: 3 },
      refused: 404,
    },
    { method: 'GET', url: `/api/sections/${sectionId}`, refused: 404 },
    { method: 'PATCH', url: `/api/sections/${sectionId}`, payload: { name: 'X' }, refused: 404 },
    {
      method: 'PUT',
      url: `/api/sections/${sectionId}/records/${today}`,
      payload: { mortality: 40 },
      refused: 404,
    },
    { method: 'GET', url: `/api/sections/${sectionId}/records`, refused: 404 },
    { method: 'GET', url: `/api/records/${recordId}`, refused: 404 },
    { method: 'DELETE', url: `/api/records/${recordId}`, refused: 404 },
    { method: 'GET', url: `/api/sections/${sectionId}/records.csv`, refused: 404 },
    { method: 'GET', url: `/api/farmers/${a}/records.csv`, refused: 403 },
    { method: 'GET', url: `/api/farmers/${a}/dashboard`, refused: 403 },
    { method: 'GET', url: `/api/farmers/${a}/analytics`, refused: 403 },
  ];
}

/** The same route with every id replaced by one that does not exist. */
const missing = (url: string, farmerId: string) =>
  url.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, (id) => (id === farmerId ? id : randomUUID()));

describe(`farm access rule (${testDriver})`, () => {
  it('farmer B and another agent are refused on every route; nothing changes; ids do not leak', async () => {
    const routes = await routesOfFarmerA();
    const before = await farmSnapshot(testDb.handle.db);
    for (const [who, api] of [
      ['farmer B', w.farmerB.api],
      ['agent B', w.agentB.api],
    ] as const) {
      for (const r of routes) {
        const res = await api.send(r.method, r.url, r.payload);
        expect(res.status, `${who} ${r.method} ${r.url}`).toBe(r.refused);
        expect(res.body.success).toBe(false);
        if (r.refused === 404) {
          // Exactly what a made-up id answers: existence is not revealed.
          const ghost = await api.send(r.method, missing(r.url, w.farmerA.id), r.payload);
          expect(ghost.status, `ghost ${r.url}`).toBe(404);
          expect(res.body).toEqual(ghost.body);
        }
      }
    }
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });

  it('anonymous calls are 401 on every route and change nothing', async () => {
    const routes = await routesOfFarmerA();
    const before = await farmSnapshot(testDb.handle.db);
    for (const r of routes) {
      const res = await w.anonymous.api.send(r.method, r.url, r.payload);
      expect(res.status, `${r.method} ${r.url}`).toBe(401);
    }
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });

  it('a farmerId of someone else is 403 even when it does not exist; an admin gets 404 for a non-farmer', async () => {
    const ghost = randomUUID();
    for (const api of [w.farmerB.api, w.agentA.api]) {
      expect((await api.get(`/api/farmers/${ghost}/dashboard`)).status).toBe(403);
    }
    expect((await w.admin.api.get(`/api/pen/farmer/${w.agentA.id}`)).status).toBe(404);
    expect((await w.admin.api.get(`/api/pen/farmer/${ghost}`)).status).toBe(404);
    // An agent reaches only the farmers attached to them: farmer B is nobody's.
    expect((await w.agentA.api.get(`/api/pen/farmer/${w.farmerB.id}`)).status).toBe(403);
  });

  for (const who of ['agentA', 'admin'] as const) {
    it(`${who === 'agentA' ? "farmer A's agent" : 'an admin'} reads and writes farmer A's farm`, async () => {
      const api: Client = w[who].api;
      const a = w.farmerA.id;
      const { penId, batchId, sectionId } = await farmFixture(api, a, 20);
      expect((await api.post(`/api/pen/farmer/${a}`, { name: 'Second pen' })).status).toBe(201);
      expect((await api.patch(`/api/pens/${penId}`, { location: 'Zaria' })).status).toBe(200);
      const saved = await api.put(`/api/sections/${sectionId}/records/${today}`, { mortality: 2 });
      expect(saved.status).toBe(201);
      expect((await api.get(`/api/records/${saved.body.data.id}`)).status).toBe(200);
      expect((await api.get(`/api/sections/${sectionId}/records`)).body.data.items).toHaveLength(1);
      expect((await api.get(`/api/farmers/${a}/dashboard`)).body.data.totals.animals).toBe(18);
      expect((await api.get(`/api/farmers/${a}/analytics?days=90`)).status).toBe(200);
      expect((await api.get(`/api/farmers/${a}/records.csv`)).status).toBe(200);
      expect((await api.get(`/api/sections/${sectionId}/records.csv`)).status).toBe(200);
      expect((await api.del(`/api/records/${saved.body.data.id}`)).status).toBe(200);
      expect((await api.patch(`/api/sections/${sectionId}`, { name: 'Y' })).status).toBe(200);
      expect(
        (await api.post(`/api/batches/${batchId}/complete`, { outcome: 'harvested' })).status,
      ).toBe(200);
      // The farmer sees what was done for them.
      const mine = await w.farmerA.api.get(`/api/farmers/${a}/batches`);
      expect(mine.body.data[0]).toMatchObject({
        id: batchId,
        status: 'Completed',
        totalAnimals: 20,
      });
    });
  }
});
