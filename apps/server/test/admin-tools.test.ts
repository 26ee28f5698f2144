import { addDays, calendarDay } from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { rows } from '../src/db/sql';
import { registeredFarmer, tableSnapshot } from './helpers/agent';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmFixture, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;

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

type Note = { type: string; params: Record<string, string>; link: string | null };
const notesOf = async (api: World['admin']['api']) =>
  (await api.get('/api/notifications')).body.data as Note[];
const historyOf = async (id: string) =>
  (await w.admin.api.get(`/api/admin/users/${id}`)).body.data.history as {
    action: string;
    reason: string | null;
    details: Record<string, string | number>;
  }[];

describe(`admin moderates buy/sell requests (${testDriver})`, () => {
  const R = '/api/marketplace/requests';
  const post = async () => {
    const res = await w.farmerA.api.post(R, {
      transactionType: 'sell',
      productType: 'drugs_vaccines',
      productName: 'Newcastle vaccine',
    });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };

  it('lists every request with every answer for admins only', async () => {
    const id = await post();
    expect((await w.agentA.api.post(`${R}/${id}/answers`, { message: 'I need 5' })).status).toBe(
      201,
    );
    expect((await w.farmerB.api.post(`${R}/${id}/answers`, { message: 'Price?' })).status).toBe(
      201,
    );
    const admin = await w.admin.api.get(R);
    const seen = admin.body.data.find((r: { id: string }) => r.id === id);
    expect(seen.answers.map((a: { message: string }) => a.message)).toEqual(['I need 5', 'Price?']);
    // Another trader still sees only their own answer.
    const b = await w.farmerB.api.get(R);
    const theirs = b.body.data.find((r: { id: string }) => r.id === id);
    expect(theirs.answers.map((a: { message: string }) => a.message)).toEqual(['Price?']);
  });

  it('hides with a reason: gone from the market, author told, audited; shown again as closed', async () => {
    const id = await post();
    const url = `${R}/${id}/moderation`;
    expect((await w.admin.api.patch(url, { hidden: true })).body.message).toBe(
      'A reason is required to hide a request',
    );
    expect((await w.agentA.api.patch(url, { hidden: true, reason: 'x' })).status).toBe(403);
    const hidden = await w.admin.api.patch(url, { hidden: true, reason: 'Fake vaccine' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.status).toBe('hidden');
    expect((await w.admin.api.patch(url, { hidden: true, reason: 'again' })).status).toBe(409);
    const others = await w.farmerB.api.get(R);
    expect(others.body.data.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await w.farmerB.api.post(`${R}/${id}/answers`, { message: 'hi' })).status).toBe(404);
    const [note] = await notesOf(w.farmerA.api);
    expect(note).toMatchObject({
      type: 'request_hidden',
      params: { product: 'Newcastle vaccine', reason: 'Fake vaccine' },
    });
    // The author cannot reopen it.
    const reopen = await w.farmerA.api.patch(`${R}/${id}`, { status: 'active' });
    expect(reopen.status).toBe(409);
    expect((await w.farmerA.api.patch(`${R}/${id}`, { status: 'hidden' })).status).toBe(400);
    expect((await w.admin.api.get(`${R}?status=hidden`)).body.data).toHaveLength(1);
    const shown = await w.admin.api.patch(url, { hidden: false });
    expect(shown.body.data.status).toBe('closed');
    const history = await historyOf(w.farmerA.id);
    expect(history.map((h) => [h.action, h.reason])).toEqual([
      ['request_shown', null],
      ['request_hidden', 'Fake vaccine'],
    ]);
  });
});

describe(`admin moves farmers in bulk (${testDriver})`, () => {
  it('moves picked farmers, audits each, tells both agents once', async () => {
    const second = await registeredFarmer(app, w.agentA.session, { stateOfResidence: 'Kano' });
    const res = await w.admin.api.post('/api/admin/farmers/move', {
      toAgentId: w.agentB.id,
      farmerIds: [w.farmerA.id, second._id, w.farmerB.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ moved: 3, unchanged: 0 });
    const farmersOfB = await w.admin.api.get(`/api/admin/farmers?agentId=${w.agentB.id}`);
    expect(farmersOfB.body.pagination.total).toBe(3);
    const toB = (await notesOf(w.agentB.api)).filter((n) => n.type === 'farmers_moved');
    expect(toB).toEqual([expect.objectContaining({ params: { count: '3', direction: 'in' } })]);
    // The link opens the agent's farmer list (the web app's route is /agent/farmer).
    expect(toB[0]?.link).toBe('/agent/farmer');
    const toA = (await notesOf(w.agentA.api)).filter((n) => n.type === 'farmers_moved');
    expect(toA).toHaveLength(1);
    expect(toA[0]?.params).toMatchObject({ count: '2', direction: 'out' });
    const [line] = await historyOf(second._id);
    expect(line).toMatchObject({
      action: 'farmer_assigned',
      details: { from: w.agentA.id, to: w.agentB.id, bulk: 3 },
    });
    const again = await w.admin.api.post('/api/admin/farmers/move', {
      toAgentId: w.agentB.id,
      farmerIds: [w.farmerA.id],
    });
    expect(again.body).toMatchObject({ message: 'No change', data: { moved: 0, unchanged: 1 } });
  });

  it('moves every farmer matching a filter', async () => {
    for (const state of ['Kano', 'Kano', 'Oyo']) {
      await registeredFarmer(app, w.agentA.session, { stateOfResidence: state });
    }
    const res = await w.admin.api.post('/api/admin/farmers/move', {
      toAgentId: w.agentB.id,
      filter: { agentId: w.agentA.id, state: 'Kano' },
    });
    expect(res.body.data).toEqual({ moved: 2, unchanged: 0 });
    const left = await w.admin.api.get(`/api/admin/farmers?agentId=${w.agentA.id}`);
    expect(left.body.pagination.total).toBe(2);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = await tableSnapshot(testDb.handle.db, 'users');
    const move = (body: unknown) => w.admin.api.post('/api/admin/farmers/move', body);
    const both = await move({ toAgentId: w.agentB.id, farmerIds: [w.farmerA.id], filter: {} });
    expect(both.body.message).toBe('Give either farmerIds or filter');
    const agentAsFarmer = await move({ toAgentId: w.agentB.id, farmerIds: [w.agentA.id] });
    expect(agentAsFarmer.status).toBe(404);
    const toFarmer = await move({ toAgentId: w.farmerB.id, farmerIds: [w.farmerA.id] });
    expect(toFarmer.body.message).toBe('Agent not found');
    expect((await w.agentA.api.post('/api/admin/farmers/move', {})).status).toBe(403);
    expect(await tableSnapshot(testDb.handle.db, 'users')).toBe(before);
  });
});

describe(`agent performance (${testDriver})`, () => {
  it('counts the last 7 days per agent and sorts', async () => {
    // Agent A: farmer A records today (with deaths: an alert the agent then reads) and gets a
    // visit; agent B's farmer recorded 10 days ago only.
    const today = calendarDay(new Date()) as string;
    const a = await farmFixture(w.farmerA.api, w.farmerA.id, 40);
    const put = await w.farmerA.api.put(`/api/sections/${a.sectionId}/records/${today}`, {
      mortality: 10,
    });
    expect(put.status).toBe(201);
    expect((await w.agentA.api.put('/api/notifications/mark-all-read')).status).toBe(200);
    await w.agentA.api.post('/api/reports', {
      farmerId: w.farmerA.id,
      reportType: 'visit',
      issue: 'Visited the layers',
    });
    const stale = await registeredFarmer(app, w.agentB.session);
    const b = await farmFixture(w.agentB.api, stale._id, 10);
    const old = await w.agentB.api.put(
      `/api/sections/${b.sectionId}/records/${addDays(today, -10)}`,
      { mortality: 1 },
    );
    expect(old.status).toBe(201);
    const res = await w.admin.api.get('/api/admin/agents/performance?sort=visits');
    expect(res.status).toBe(200);
    const [first, second] = res.body.data;
    expect(first).toMatchObject({
      agentId: w.agentA.id,
      farmers: 1,
      visits7d: 1,
      recording7d: 1,
      alerts7d: 1,
      alertsHandled7d: 1,
    });
    expect(second).toMatchObject({ agentId: w.agentB.id, farmers: 1, visits7d: 0, recording7d: 0 });
    const asc = await w.admin.api.get('/api/admin/agents/performance?sort=visits&order=asc');
    expect(asc.body.data[0].agentId).toBe(w.agentB.id);
    expect((await w.admin.api.get('/api/admin/agents/performance?sort=nope')).status).toBe(400);
    expect((await w.agentA.api.get('/api/admin/agents/performance')).status).toBe(403);
  });
});

describe(`admin edits of a farmer are audited (${testDriver})`, () => {
  it('writes the fields changed, not their values, and the agent leaves no audit row', async () => {
    const put = await w.admin.api.put(`/api/users/${w.farmerA.id}`, {
      farmName: 'Sunrise',
      firstName: 'Amina',
    });
    expect(put.status).toBe(200);
    const [line] = await historyOf(w.farmerA.id);
    expect(line).toMatchObject({
      action: 'user_details_changed',
      details: { fields: 'farmName,firstName' },
    });
    await w.agentA.api.put(`/api/users/${w.farmerA.id}`, { farmName: 'Sunset' });
    const [count] = await rows<{ n: number }>(
      testDb.handle.db,
      sql`select count(*)::int as n from admin_audit_log where user_id = ${w.farmerA.id}`,
    );
    expect(Number(count?.n)).toBe(1);
  });
});
