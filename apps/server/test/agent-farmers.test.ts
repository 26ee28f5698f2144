import { addDays, calendarDay } from '@kiwo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { registeredFarmer } from './helpers/agent';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { type Client, farmFixture, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
const T = calendarDay(new Date()) as string;

/**
 * Agent A: farmer A (attached by the world, signed up herself) plus 22 farmers they registered:
 * Ada Obi (Lagos, fish), Bayo Cole (Lagos, poultry, farm "Sunrise Poultry"), Chika 100%
 * (Enugu, goats), and 19 "Filler n" (Kano, cattle). Agent B: 2 farmers of their own.
 */
const ids: Record<string, string> = {};
beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
  const a = w.agentA.session;
  for (let i = 1; i <= 19; i++) {
    await registeredFarmer(app, a, {
      firstName: 'Filler',
      lastName: String(i),
      stateOfResidence: 'Kano',
      primaryLivestock: 'cattle',
      farmName: `Herd ${i}`,
    });
  }
  const add = async (key: string, session = a, overrides: Record<string, unknown> = {}) => {
    ids[key] = (await registeredFarmer(app, session, overrides))._id;
  };
  await add('ada', a, {
    firstName: 'Ada',
    lastName: 'Obi',
    phone: '08091112222',
    stateOfResidence: 'Lagos',
    primaryLivestock: 'fish',
    farmName: 'Obi Fish Ponds',
  });
  await add('bayo', a, {
    firstName: 'Bayo',
    lastName: 'Cole',
    stateOfResidence: 'Lagos',
    primaryLivestock: 'poultry',
    farmName: 'Sunrise Poultry',
  });
  await add('chika', a, {
    firstName: 'Chika',
    lastName: '100%',
    stateOfResidence: 'Enugu',
    primaryLivestock: 'goats',
    farmName: 'Chika Goats',
  });
  await add('b1', w.agentB.session, { firstName: 'Ada', lastName: 'Other', farmName: 'Sunrise B' });
  await add('b2', w.agentB.session);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const list = (api: Client, query = '') => api.get(`/api/users/farmers/by-agent${query}`);
const names = (body: { data?: unknown }) =>
  (body.data as { firstName: string; lastName: string }[]).map(
    (f) => `${f.firstName} ${f.lastName}`,
  );

describe(`GET /api/users/farmers/by-agent (${testDriver})`, () => {
  it('pages the agent’s own farmers newest first: 20 by default, with pagination beside data', async () => {
    const first = await list(w.agentA.api);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['data', 'message', 'pagination', 'success']);
    expect(first.body.pagination).toEqual({ page: 1, limit: 20, total: 23, pages: 2 });
    expect(first.body.data).toHaveLength(20);
    expect(names(first.body).slice(0, 3)).toEqual(['Chika 100%', 'Bayo Cole', 'Ada Obi']);
    const second = await list(w.agentA.api, '?page=2');
    expect(second.body.pagination).toEqual({ page: 2, limit: 20, total: 23, pages: 2 });
    expect(second.body.data).toHaveLength(3);
    const all = [...first.body.data, ...second.body.data].map((f: { _id: string }) => f._id);
    expect(new Set(all).size).toBe(23);
    expect(all).toContain(w.farmerA.id);
    expect(all).not.toContain(ids.b1);
    const beyond = await list(w.agentA.api, '?page=9&limit=5');
    expect(beyond.body).toMatchObject({
      data: [],
      pagination: { page: 9, limit: 5, total: 23, pages: 5 },
    });
    const max = await list(w.agentA.api, '?limit=100');
    expect(max.body.data).toHaveLength(23);
  });

  it('agent B sees only their two; farmers and admins get 403', async () => {
    const b = await list(w.agentB.api);
    expect(b.body.data.map((f: { _id: string }) => f._id).sort()).toEqual([ids.b1, ids.b2].sort());
    expect(b.body.pagination.total).toBe(2);
    expect((await list(w.farmerA.api)).status).toBe(403);
    expect((await list(w.admin.api)).status).toBe(403);
    expect((await list(w.anonymous.api)).status).toBe(401);
  });

  it('searches name, phone (any written form) and farm name, case-insensitively', async () => {
    expect(names((await list(w.agentA.api, '?search=ada')).body)).toEqual(['Ada Obi']);
    expect(names((await list(w.agentA.api, '?search=ADA%20OBI')).body)).toEqual(['Ada Obi']);
    expect(names((await list(w.agentA.api, '?search=0809%20111')).body)).toEqual(['Ada Obi']);
    expect(names((await list(w.agentA.api, '?search=%2B2348091112222')).body)).toEqual(['Ada Obi']);
    expect(names((await list(w.agentA.api, '?search=sunrise')).body)).toEqual(['Bayo Cole']);
    const fillers = await list(w.agentA.api, '?search=filler&limit=5');
    expect(fillers.body.pagination).toEqual({ page: 1, limit: 5, total: 19, pages: 4 });
    // `%` and `_` are letters here, not wildcards.
    expect(names((await list(w.agentA.api, '?search=100%25')).body)).toEqual(['Chika 100%']);
    expect((await list(w.agentA.api, '?search=%25')).body.data).toHaveLength(1);
    expect((await list(w.agentA.api, '?search=_')).body.data).toHaveLength(0);
    expect((await list(w.agentA.api, '?search=nobody')).body).toMatchObject({
      data: [],
      pagination: { total: 0, pages: 0 },
    });
  });

  it('filters by state and livestock, alone and together with search', async () => {
    expect(names((await list(w.agentA.api, '?state=Lagos')).body).sort()).toEqual([
      'Ada Obi',
      'Bayo Cole',
    ]);
    expect(names((await list(w.agentA.api, '?livestock=fish')).body)).toEqual(['Ada Obi']);
    expect(names((await list(w.agentA.api, '?state=Lagos&livestock=poultry')).body)).toEqual([
      'Bayo Cole',
    ]);
    expect((await list(w.agentA.api, '?state=Kano&livestock=cattle')).body.pagination.total).toBe(
      19,
    );
    expect((await list(w.agentA.api, '?state=Kano&search=ada')).body.data).toEqual([]);
    // Empty filters mean "any".
    expect((await list(w.agentA.api, '?state=&livestock=&search=')).body.pagination.total).toBe(23);
  });

  it('bad query values are 400 per field', async () => {
    const res = await list(w.agentA.api, '?page=0&limit=101&state=Atlantis&livestock=dragons');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['limit', 'livestock', 'page', 'state']);
    expect(res.body.fields.limit).toBe('Limit must be at most 100');
    const text = await list(w.agentA.api, '?limit=ten');
    expect(text.body.fields).toEqual({ limit: 'Limit must be a number' });
  });

  it('each farmer carries the day of their last record and live animals in active batches', async () => {
    const api = w.agentA.api;
    const ada = ids.ada as string;
    const { sectionId } = await farmFixture(api, ada, 30);
    await api.put(`/api/sections/${sectionId}/records/${addDays(T, -9)}`, { mortality: 1 });
    await api.put(`/api/sections/${sectionId}/records/${addDays(T, -3)}`, { mortality: 2 });
    // A completed batch's animals no longer count.
    const done = await farmFixture(api, ada, 40);
    await api.post(`/api/batches/${done.batchId}/complete`, {
      outcome: 'sold',
      salePriceNaira: 250000,
    });

    const found = (await list(api, '?search=ada')).body.data[0];
    expect(found).toMatchObject({ _id: ada, lastRecordAt: addDays(T, -3), animals: 27 });
    const bayo = (await list(api, '?search=bayo')).body.data[0];
    expect(bayo).toMatchObject({ lastRecordAt: null, animals: 0 });
  });
});

describe(`GET /api/users/farmers/:farmerId (${testDriver})`, () => {
  const one = (api: Client, id: string) => api.get(`/api/users/farmers/${id}`);

  it('gives an agent one of their farmers with the list figures', async () => {
    const res = await one(w.agentA.api, ids.ada as string);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: ids.ada, firstName: 'Ada', lastName: 'Obi' });
    // The same figures as the list row (earlier tests gave Ada a farm).
    const row = (await list(w.agentA.api, '?search=Obi')).body.data[0];
    expect(res.body.data.animals).toBe(row.animals);
    expect(res.body.data.lastRecordAt).toBe(row.lastRecordAt);
  });

  it('answers another agent’s farmer exactly like a missing one, and refuses farmers', async () => {
    const other = await one(w.agentA.api, ids.b1 as string);
    const missing = await one(w.agentA.api, '00000000-0000-4000-8000-000000000000');
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect((await one(w.farmerA.api, ids.ada as string)).status).toBe(403);
    expect((await one(w.admin.api, ids.b1 as string)).status).toBe(200);
    expect((await one(w.agentA.api, 'not-a-uuid')).status).toBe(400);
  });
});
