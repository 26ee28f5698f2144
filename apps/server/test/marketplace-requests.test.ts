import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { countRows, tableSnapshot } from './helpers/agent';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmWorld, type World } from './helpers/farm';

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

const R = '/api/marketplace/requests';
const body = (overrides: Record<string, unknown> = {}) => ({
  transactionType: 'buy',
  productType: 'feed',
  productName: 'Layer mash',
  brand: 'Top Feeds',
  description: '60 bags a month',
  ...overrides,
});

describe(`marketplace buy/sell requests (${testDriver})`, () => {
  it('creates a request in the spec §3 shape; admins cannot post', async () => {
    const res = await w.agentA.api.post(R, body());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      agentId: w.agentA.id,
      agentName: 'Amina Bello',
      transactionType: 'buy',
      productType: 'feed',
      productName: 'Layer mash',
      brand: 'Top Feeds',
      status: 'active',
      isMine: true,
      answers: [],
      answerCount: 0,
    });
    expect(typeof res.body.data.id).toBe('string');
    expect((await w.admin.api.post(R, body())).status).toBe(403);
    expect((await w.agentA.api.post(R, body({ productName: '' }))).status).toBe(400);
  });

  it('lists my own (any status) apart from others’ active ones, with filters', async () => {
    const mine = (await w.agentA.api.post(R, body())).body.data;
    await w.farmerA.api.post(
      R,
      body({ transactionType: 'sell', productType: 'livestock', productName: 'Goats' }),
    );
    await w.agentA.api.patch(`${R}/${mine.id}`, { status: 'closed' });
    const own = await w.agentA.api.get(`${R}?mine=true`);
    expect(own.body.data.map((r: { productName: string }) => r.productName)).toEqual([
      'Layer mash',
    ]);
    const others = await w.agentA.api.get(R);
    expect(others.body.data.map((r: { productName: string }) => r.productName)).toEqual(['Goats']);
    // Closed requests are not browsed by others.
    expect((await w.farmerB.api.get(R)).body.pagination.total).toBe(1);
    expect((await w.farmerB.api.get(`${R}?transactionType=buy`)).body.pagination.total).toBe(0);
    expect((await w.farmerB.api.get(`${R}?search=goat`)).body.pagination.total).toBe(1);
  });

  it('only the owner edits or deletes (404 otherwise, nothing changes)', async () => {
    const mine = (await w.agentA.api.post(R, body())).body.data;
    const before = await tableSnapshot(testDb.handle.db, 'marketplace_requests');
    for (const other of [w.agentB, w.farmerA, w.admin]) {
      expect((await other.api.patch(`${R}/${mine.id}`, { status: 'closed' })).status).toBe(404);
      expect((await other.api.del(`${R}/${mine.id}`)).status).toBe(404);
    }
    expect(await tableSnapshot(testDb.handle.db, 'marketplace_requests')).toBe(before);
    const edited = await w.agentA.api.patch(`${R}/${mine.id}`, {
      brand: '',
      productName: 'Grower mash',
    });
    expect(edited.body.data).toMatchObject({ brand: null, productName: 'Grower mash' });
    expect((await w.agentA.api.del(`${R}/${mine.id}`)).status).toBe(200);
    expect(await countRows(testDb.handle.db, 'marketplace_requests')).toBe(0);
  });

  it('answering notifies the owner; the owner sees every answer, others only their own', async () => {
    const mine = (await w.agentA.api.post(R, body())).body.data;
    const answer = await w.farmerA.api.post(`${R}/${mine.id}/answers`, {
      message: 'I sell Top Feeds at 13,500 a bag',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.responder).toMatchObject({
      _id: w.farmerA.id,
      phone: w.farmerA.session.user.phone,
    });
    await w.farmerB.api.post(`${R}/${mine.id}/answers`, { message: 'Me too' });
    expect((await w.agentA.api.post(`${R}/${mine.id}/answers`, { message: 'x' })).status).toBe(400);

    const own = (await w.agentA.api.get(`${R}?mine=true`)).body.data[0];
    expect(own.answerCount).toBe(2);
    expect(own.answers.map((a: { message: string }) => a.message)).toEqual([
      'I sell Top Feeds at 13,500 a bag',
      'Me too',
    ]);
    const seenByA = (await w.farmerA.api.get(R)).body.data[0];
    expect(seenByA.answers.map((a: { message: string }) => a.message)).toEqual([
      'I sell Top Feeds at 13,500 a bag',
    ]);

    const notes = (await w.agentA.api.get('/api/notifications')).body.data;
    expect(notes).toHaveLength(2);
    expect(notes[1]).toMatchObject({
      type: 'marketplace_request_answer',
      priority: 'high',
      link: '/agent/marketplace',
      params: { product: 'Layer mash', message: 'I sell Top Feeds at 13,500 a bag' },
    });

    await w.agentA.api.patch(`${R}/${mine.id}`, { status: 'closed' });
    expect((await w.farmerA.api.post(`${R}/${mine.id}/answers`, { message: 'late' })).status).toBe(
      404,
    );
  });
});
