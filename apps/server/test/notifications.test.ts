import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { notifications } from '../src/db/schema';
import { notify } from '../src/modules/notifications';
import { tableSnapshot } from './helpers/agent';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmWorld, type World } from './helpers/farm';
import { postListing } from './helpers/market';

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

const N = '/api/notifications';
const unread = async (api: World['farmerA']['api']) =>
  (await api.get(`${N}/unread-count`)).body.data.unreadCount as number;

/** 25 notifications for farmer A: priorities cycle urgent/high/medium/low, every 5th read. */
async function seed25(userId: string) {
  const priorities = ['urgent', 'high', 'medium', 'low'] as const;
  for (let i = 0; i < 25; i++) {
    await notify(testDb.handle.db, userId, {
      type: i % 2 === 0 ? 'admin_message' : 'record_reminder',
      title: `Message ${i}`,
      body: `Body ${i}`,
      priority: priorities[i % 4],
    });
  }
  const rows = await testDb.handle.db.select().from(notifications);
  for (const [i, row] of rows.entries()) {
    if (i % 5 === 0) {
      await testDb.handle.db
        .update(notifications)
        .set({ isRead: true, readAt: new Date() })
        .where(eq(notifications.id, row.id));
    }
  }
}

describe(`notifications routes (${testDriver})`, () => {
  it('lists with page, limit, type, isRead and priority; totals match the filters', async () => {
    await seed25(w.farmerA.id);
    await notify(testDb.handle.db, w.farmerB.id, { type: 'admin_message', title: 'B', body: 'B' });
    const api = w.farmerA.api;
    const all = await api.get(`${N}?limit=10`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      success: true,
      totalNotifications: 25,
      pagination: { page: 1, limit: 10, total: 25, pages: 3 },
    });
    expect(all.body.data).toHaveLength(10);
    expect(Object.keys(all.body.data[0]).sort()).toEqual(
      [
        '_id',
        'actionTaken',
        'actions',
        'body',
        'createdAt',
        'isRead',
        'link',
        'params',
        'priority',
        'title',
        'type',
      ].sort(),
    );
    expect((await api.get(`${N}?page=3&limit=10`)).body.data).toHaveLength(5);
    expect((await api.get(`${N}?isRead=true`)).body.totalNotifications).toBe(5);
    expect((await api.get(`${N}?isRead=false`)).body.totalNotifications).toBe(20);
    expect((await api.get(`${N}?priority=urgent`)).body.totalNotifications).toBe(7);
    expect((await api.get(`${N}?type=record_reminder`)).body.totalNotifications).toBe(12);
    const both = await api.get(`${N}?type=admin_message&priority=urgent&isRead=false`);
    expect(
      both.body.data.every(
        (n: { type: string; priority: string; isRead: boolean }) =>
          n.type === 'admin_message' && n.priority === 'urgent' && !n.isRead,
      ),
    ).toBe(true);
    expect((await api.get(`${N}?priority=critical`)).status).toBe(400);
    expect((await api.get(`${N}?isRead=maybe`)).status).toBe(400);
    expect(await unread(api)).toBe(20);
    expect(await unread(w.farmerB.api)).toBe(1);
  });

  it('marks one read (own only: anyone else gets 404 and nothing changes)', async () => {
    const row = await notify(testDb.handle.db, w.farmerA.id, {
      type: 'admin_message',
      title: 'Hello',
      body: 'World',
    });
    const url = `${N}/${row?.id}/read`;
    const before = await tableSnapshot(testDb.handle.db, 'notifications');
    for (const other of [w.farmerB, w.agentA, w.admin]) {
      const res = await other.api.put(url);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Notification not found');
    }
    expect(await tableSnapshot(testDb.handle.db, 'notifications')).toBe(before);
    expect(await unread(w.farmerA.api)).toBe(1);
    const res = await w.farmerA.api.put(url);
    expect(res.body).toMatchObject({ success: true, data: { isRead: true } });
    expect(await unread(w.farmerA.api)).toBe(0);
    expect((await w.farmerA.api.put(url)).status).toBe(200);
    expect((await w.anonymous.api.put(url)).status).toBe(401);
  });

  it('marks all of the caller’s own read, nobody else’s', async () => {
    await seed25(w.farmerA.id);
    await notify(testDb.handle.db, w.farmerB.id, { type: 'admin_message', title: 'B', body: 'B' });
    const res = await w.farmerA.api.put(`${N}/mark-all-read`);
    expect(res.body).toMatchObject({
      message: 'All notifications marked as read',
      data: { updated: 20 },
    });
    expect(await unread(w.farmerA.api)).toBe(0);
    expect(await unread(w.farmerB.api)).toBe(1);
  });

  it('“I’m interested” notifies the seller; accepting tells the buyer, once', async () => {
    const listing = await postListing(w.farmerA.api);
    const interest = await w.farmerB.api.post(`/api/marketplace/listings/${listing._id}/interest`, {
      message: 'Can you deliver to Zaria?',
    });
    expect(interest.body).toMatchObject({
      message: 'The seller has been told',
      data: { interested: true },
    });
    const again = await w.farmerB.api.post(`/api/marketplace/listings/${listing._id}/interest`, {});
    expect(again.body.message).toBe('You already told the seller');
    expect(
      (await w.farmerA.api.post(`/api/marketplace/listings/${listing._id}/interest`, {})).status,
    ).toBe(400);
    expect(await unread(w.farmerA.api)).toBe(1);

    const [n] = (await w.farmerA.api.get(N)).body.data;
    expect(n).toMatchObject({
      type: 'marketplace_interest',
      priority: 'high',
      isRead: false,
      link: '/farmer/marketplace',
      params: { listing: '50 point-of-lay layers', message: 'Can you deliver to Zaria?' },
      actions: [{ id: 'accept' }, { id: 'decline' }],
      actionTaken: null,
    });
    expect(n.params.name).toBe('Amina Bello');
    expect(n).not.toHaveProperty('context');
    expect(
      (await w.farmerA.api.get(`/api/marketplace/listings?mine=true`)).body.data[0].interestCount,
    ).toBe(1);

    const act = `${N}/${n._id}/action`;
    expect((await w.farmerB.api.post(act, { action: 'accept' })).status).toBe(404);
    expect((await w.farmerA.api.post(act, { action: 'approve' })).status).toBe(400);
    const res = await w.farmerA.api.post(act, { action: 'accept', response: 'Yes, on Friday' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Your answer was sent',
      data: { actionTaken: 'accept', actions: [], isRead: true },
    });
    expect((await w.farmerA.api.post(act, { action: 'decline' })).status).toBe(409);
    const [reply] = (await w.farmerB.api.get(N)).body.data;
    expect(reply).toMatchObject({
      type: 'marketplace_interest_reply',
      params: {
        answer: 'accepted',
        phone: w.farmerA.session.user.phone,
        message: 'Yes, on Friday',
      },
    });
    expect(await unread(w.farmerA.api)).toBe(0);
  });

  it('a report filed by the farmer’s agent notifies the farmer', async () => {
    const res = await w.agentA.api.post('/api/reports', {
      farmerId: w.farmerA.id,
      reportType: 'disease',
      issue: 'Coughing birds in House A',
    });
    expect(res.status).toBe(201);
    const list = await w.farmerA.api.get(N);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      type: 'agent_report',
      priority: 'high',
      params: { reportType: 'disease', issue: 'Coughing birds in House A' },
    });
    // The English fallback names the kind with the dictionary's own word.
    expect(list.body.data[0].body).toMatch(
      /^.+ filed a report about your farm \(Disease\): Coughing birds in House A$/,
    );
    expect(await unread(w.agentA.api)).toBe(0);
  });

  it('answers every call without a session with 401', async () => {
    for (const [method, url] of [
      ['GET', N],
      ['GET', `${N}/unread-count`],
      ['PUT', `${N}/mark-all-read`],
      ['PUT', `${N}/00000000-0000-4000-8000-000000000000/read`],
      ['POST', `${N}/00000000-0000-4000-8000-000000000000/action`],
    ] as const) {
      expect(
        (await w.anonymous.api.send(method, url, method === 'POST' ? { action: 'x' } : undefined))
          .status,
      ).toBe(401);
    }
  });
});
