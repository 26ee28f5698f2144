import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEMO_PASSWORD } from '../src/modules/auth/seed';
import { DEMO_MARKET_SEEDER } from '../src/modules/marketplace/seed';
import { DEMO_NOTIFICATIONS_SEEDER } from '../src/modules/notifications/seed';
import { json, testApp } from './helpers/app';
import { call, type Session } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as } from './helpers/farm';

let testDb: TestDb;
let app: App;

const login = async (identifier: string) => {
  const res = await call(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login ${identifier}: ${res.statusCode}`);
  return as(app, (json(res) as { data: Session }).data);
};

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle }, { SEED_DEMO: 'true' });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`demo market (${testDriver})`, () => {
  it('seeds listings across every category and several states, requests and notifications', async () => {
    expect(app.seeded).toEqual(
      expect.arrayContaining([DEMO_MARKET_SEEDER, DEMO_NOTIFICATIONS_SEEDER]),
    );
    const farmer = await login('08030000001');
    const all = await farmer.get('/api/marketplace/listings?limit=100');
    expect(all.body.pagination.total).toBeGreaterThanOrEqual(25);
    const categories = new Set(all.body.data.map((l: { category: string }) => l.category));
    expect(categories.size).toBe(5);
    const states = new Set(all.body.data.map((l: { location: string }) => l.location));
    expect(states.size).toBeGreaterThanOrEqual(8);

    const notes = await farmer.get('/api/notifications');
    expect(notes.body.totalNotifications).toBe(4);
    expect((await farmer.get('/api/notifications/unread-count')).body.data.unreadCount).toBe(3);
    const interest = notes.body.data.find(
      (n: { type: string }) => n.type === 'marketplace_interest',
    );
    const answered = await farmer.post(`/api/notifications/${interest._id}/action`, {
      action: 'accept',
    });
    expect(answered.body.message).toBe('Your answer was sent');

    const requests = await farmer.get('/api/marketplace/requests?mine=true');
    expect(requests.body.data[0].answers).toHaveLength(1);
    const agent = await login('08030000002');
    expect((await agent.get('/api/marketplace/requests')).body.pagination.total).toBe(1);
  });
});
