import { calendarDay } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { registeredFarmer, tableSnapshot } from './helpers/agent';
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

/** Farmer X, registered by agent A, with a farm agent A built for them. */
let x: { id: string; penId: string; batchId: string; sectionId: string; recordId: string };

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(async () => {
  await testDb.reset();
  w = await farmWorld(app, testDb.handle.db);
  const id = (await registeredFarmer(app, w.agentA.session, { firstName: 'Xavier' }))._id;
  const farm = await farmFixture(w.agentA.api, id, 40);
  const record = await w.agentA.api.put(`/api/sections/${farm.sectionId}/records/${today}`, {
    mortality: 1,
  });
  await w.agentA.api.post('/api/reports', { farmerId: id, reportType: 'visit', issue: 'ok' });
  x = { id, ...farm, recordId: record.body.data.id };
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

interface Route {
  method: Method;
  url: string;
  payload?: unknown;
  /** 403 for a `:farmerId` (or a body farmerId), 404 for an entity id (same as a missing one). */
  refused: 403 | 404;
}

/** Every table an agent's call could touch, as text: equal before and after means no change. */
const everything = async () =>
  [
    await farmSnapshot(testDb.handle.db),
    await tableSnapshot(testDb.handle.db, 'users'),
    await tableSnapshot(testDb.handle.db, 'agent_reports'),
  ].join('\n');

/**
 * Agent B is refused on every route of the family, the database is re-read to prove nothing
 * changed, and then agent A — farmer X's agent — succeeds on the same routes.
 */
async function refusedForOtherAgent(routes: Route[]) {
  const before = await everything();
  for (const r of routes) {
    const res = await w.agentB.api.send(r.method, r.url, r.payload);
    expect(res.status, `agent B ${r.method} ${r.url}`).toBe(r.refused);
    expect(res.body.success).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('Xavier');
  }
  expect(await everything()).toBe(before);
  for (const r of routes) {
    const res = await w.agentA.api.send(r.method, r.url, r.payload);
    expect(res.status, `agent A ${r.method} ${r.url}`).toBeLessThan(300);
  }
}

describe(`an agent never reaches a farmer who is not attached to them (${testDriver})`, () => {
  it('farmer details and reports', async () => {
    await refusedForOtherAgent([
      { method: 'PUT', url: `/api/users/${x.id}`, payload: { farmName: 'Hijack' }, refused: 404 },
      {
        method: 'POST',
        url: '/api/reports',
        payload: { farmerId: x.id, reportType: 'other', issue: 'not mine' },
        refused: 403,
      },
    ]);
    // Lists never show someone else's farmer or reports.
    const list = await w.agentB.api.get('/api/users/farmers/by-agent?search=xavier');
    expect(list.body.data).toEqual([]);
    expect((await w.agentB.api.get(`/api/reports?farmerId=${x.id}`)).body.data).toEqual([]);
  });

  it('pens', async () => {
    const spare = await w.agentA.api.post(`/api/pen/farmer/${x.id}`, { name: 'Spare' });
    await refusedForOtherAgent([
      { method: 'GET', url: `/api/pen/farmer/${x.id}`, refused: 403 },
      { method: 'POST', url: `/api/pen/farmer/${x.id}`, payload: { name: 'B pen' }, refused: 403 },
      { method: 'PATCH', url: `/api/pens/${x.penId}`, payload: { name: 'B' }, refused: 404 },
      { method: 'DELETE', url: `/api/pens/${spare.body.data.id}`, refused: 404 },
    ]);
  });

  it('batches and sections', async () => {
    const { batchId, sectionId, penId } = x;
    await refusedForOtherAgent([
      { method: 'GET', url: `/api/farmers/${x.id}/batches`, refused: 403 },
      {
        method: 'POST',
        url: `/api/pens/${penId}/batches`,
        payload: { name: 'B batch', livestockType: 'goats' },
        refused: 404,
      },
      { method: 'GET', url: `/api/batches/${batchId}`, refused: 404 },
      { method: 'PATCH', url: `/api/batches/${batchId}`, payload: { progress: 50 }, refused: 404 },
      {
        method: 'POST',
        url: `/api/batches/${batchId}/sections`,
        payload: { name: 'B house', livestockType: 'poultry', count: 5 },
        refused: 404,
      },
      { method: 'GET', url: `/api/sections/${sectionId}`, refused: 404 },
      { method: 'PATCH', url: `/api/sections/${sectionId}`, payload: { name: 'B' }, refused: 404 },
      {
        method: 'POST',
        url: `/api/batches/${batchId}/complete`,
        payload: { outcome: 'sold', salePriceNaira: 250000 },
        refused: 404,
      },
    ]);
  });

  it('daily records', async () => {
    const { sectionId, recordId } = x;
    await refusedForOtherAgent([
      { method: 'GET', url: `/api/sections/${sectionId}/records`, refused: 404 },
      { method: 'GET', url: `/api/records/${recordId}`, refused: 404 },
      {
        method: 'PUT',
        url: `/api/sections/${sectionId}/records/${today}`,
        payload: { mortality: 30 },
        refused: 404,
      },
      { method: 'DELETE', url: `/api/records/${recordId}`, refused: 404 },
    ]);
  });

  it('dashboard, analytics and CSV exports', async () => {
    await refusedForOtherAgent([
      { method: 'GET', url: `/api/farmers/${x.id}/dashboard`, refused: 403 },
      { method: 'GET', url: `/api/farmers/${x.id}/analytics`, refused: 403 },
      { method: 'GET', url: `/api/farmers/${x.id}/records.csv`, refused: 403 },
      { method: 'GET', url: `/api/sections/${x.sectionId}/records.csv`, refused: 404 },
    ]);
  });

  it('access follows the attachment: moved to agent B, the farmer is out of agent A’s reach at once', async () => {
    await testDb.handle.db.update(users).set({ agentId: w.agentB.id }).where(eq(users.id, x.id));
    const a: Client = w.agentA.api;
    expect((await a.get(`/api/pen/farmer/${x.id}`)).status).toBe(403);
    expect((await a.get(`/api/batches/${x.batchId}`)).status).toBe(404);
    expect((await a.get(`/api/records/${x.recordId}`)).status).toBe(404);
    const filed = await a.post('/api/reports', { farmerId: x.id, reportType: 'visit', issue: 'x' });
    expect(filed.status).toBe(403);
    expect((await w.agentB.api.get(`/api/batches/${x.batchId}`)).status).toBe(200);
    // Agent A's earlier report stays theirs; agent B does not inherit it.
    expect((await a.get('/api/reports')).body.data).toHaveLength(1);
    expect((await w.agentB.api.get('/api/reports')).body.data).toEqual([]);
  });
});
