import { calendarDay } from '@kiwo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { FEED_APPLICATION_NAME } from '../src/db/listen';
import { users } from '../src/db/schema';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { type Client, farmFixture, farmWorld, type World } from './helpers/farm';

/**
 * ADR 0021: hot reads answered from memory, dropped by the database's change feed. Each test reads
 * once to fill the cache, proves the second read is served from it, changes the data by some path
 * (the user's own write, another user's write, plain SQL as a job would, a move between agents),
 * and proves the next read sees the change.
 */

let testDb: TestDb;
let app: App;
let w: World;
let farm: { penId: string; batchId: string; sectionId: string };
const today = calendarDay(new Date()) as string;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(async () => {
  await testDb.reset();
  w = await farmWorld(app, testDb.handle.db);
  farm = await farmFixture(w.farmerA.api, w.farmerA.id, 50);
  await app.readCache.settle();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const cacheState = (res: { res: { headers: Record<string, unknown> } }) =>
  res.res.headers['x-read-cache'];

/** Reads twice: the first fills, the second must be served from memory with the same body. */
async function filled(api: Client, url: string) {
  const first = await api.get(url);
  expect(first.status, url).toBe(200);
  const second = await api.get(url);
  expect(cacheState(second), url).toBe('hit');
  expect(second.body).toEqual(first.body);
  return second.body;
}

const pensOf = (id: string) => `/api/pen/farmer/${id}`;
const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name);

describe('read cache', () => {
  it('is on, and answers the five hot reads from memory the second time', async () => {
    expect(app.readCache.enabled).toBe(true);
    await filled(w.farmerA.api, pensOf(w.farmerA.id));
    await filled(w.farmerA.api, `/api/farmers/${w.farmerA.id}/dashboard`);
    await filled(w.farmerA.api, `/api/sections/${farm.sectionId}/records`);
    await filled(w.farmerA.api, '/api/marketplace/listings');
    await filled(w.farmerA.api, '/api/notifications');
    // A route that did not opt in never says anything.
    expect(cacheState(await w.farmerA.api.get('/api/auth/me'))).toBeUndefined();
  });

  it('keeps answers per user: nobody is served what another user was answered', async () => {
    await filled(w.farmerA.api, pensOf(w.farmerA.id));
    const other = await w.agentB.api.get(pensOf(w.farmerA.id));
    expect(other.status).toBe(403);
    expect(cacheState(other)).toBe('miss');
    // The refusal is not kept either.
    expect(cacheState(await w.agentB.api.get(pensOf(w.farmerA.id)))).toBe('miss');
    const admin = await w.admin.api.get(pensOf(w.farmerA.id));
    expect([admin.status, cacheState(admin)]).toEqual([200, 'miss']);
  });

  it("drops the writer's answers before the write is answered", async () => {
    await filled(w.farmerA.api, pensOf(w.farmerA.id));
    const created = await w.farmerA.api.post(pensOf(w.farmerA.id), { name: 'Goat shed' });
    expect(created.status).toBe(201);
    // No settle: the writer's own next read must already be fresh.
    const after = await w.farmerA.api.get(pensOf(w.farmerA.id));
    expect(cacheState(after)).toBe('miss');
    expect(names(after.body as never)).toContain('Goat shed');
  });

  it("another user's write reaches the farmer's cached answers through the feed", async () => {
    const url = `/api/farmers/${w.farmerA.id}/dashboard`;
    const before = await filled(w.farmerA.api, url);
    const records = `/api/sections/${farm.sectionId}/records`;
    await filled(w.farmerA.api, records);
    const saved = await w.agentA.api.put(`${records}/${today}`, { mortality: 3, feedAmount: 20 });
    expect(saved.status).toBe(201);
    await app.readCache.settle();
    const dashboard = await w.farmerA.api.get(url);
    expect(cacheState(dashboard)).toBe('miss');
    expect(dashboard.body).not.toEqual(before);
    const page = await w.farmerA.api.get(records);
    expect(cacheState(page)).toBe('miss');
    expect(page.body.data.items.map((r: { date: string }) => r.date)).toEqual([today]);
  });

  it('once a write is answered, every later read this process answers sees it (no settle)', async () => {
    for (let i = 0; i < 15; i++) {
      await filled(w.farmerA.api, pensOf(w.farmerA.id));
      const name = `Agent's pen ${i}`;
      expect((await w.agentA.api.post(pensOf(w.farmerA.id), { name })).status).toBe(201);
      const after = await w.farmerA.api.get(pensOf(w.farmerA.id));
      expect(names(after.body as never), `round ${i}`).toContain(name);
    }
  });

  it('a write made outside any request (plain SQL, as a job would) is seen too', async () => {
    await filled(w.farmerA.api, pensOf(w.farmerA.id));
    await testDb.handle.db.execute(
      sql`insert into pens (farmer_id, name) values (${w.farmerA.id}, 'Written by a job')`,
    );
    await app.readCache.settle();
    const after = await w.farmerA.api.get(pensOf(w.farmerA.id));
    expect(names(after.body as never)).toContain('Written by a job');
  });

  it("an agent's access follows the farmer's row: moved away, the cached answer is gone", async () => {
    await filled(w.agentA.api, pensOf(w.farmerA.id));
    await filled(w.agentA.api, `/api/sections/${farm.sectionId}/records`);
    await testDb.handle.db
      .update(users)
      .set({ agentId: w.agentB.id })
      .where(eq(users.id, w.farmerA.id));
    await app.readCache.settle();
    expect((await w.agentA.api.get(pensOf(w.farmerA.id))).status).toBe(403);
    expect((await w.agentA.api.get(`/api/sections/${farm.sectionId}/records`)).status).toBe(404);
    expect((await w.agentB.api.get(pensOf(w.farmerA.id))).status).toBe(200);
  });

  it('a notification for the user and a new listing drop their lists', async () => {
    await filled(w.farmerA.api, '/api/notifications');
    await filled(w.farmerB.api, '/api/marketplace/listings');
    // As the hourly reminder job does: straight into the table, no request involved.
    await testDb.handle.db.execute(
      sql`insert into notifications (user_id, type, title, body)
          values (${w.farmerA.id}, 'record_reminder', 'Hello', 'A message from a job')`,
    );
    const listing = await w.farmerA.api.post('/api/marketplace/listings', {
      title: 'Twenty broilers',
      description: 'Healthy, eight weeks old, ready for sale',
      transactionType: 'sell',
      category: 'livestock',
      price: 4500,
      quantity: 20,
      unit: 'birds',
      location: 'Kaduna',
    });
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    await app.readCache.settle();
    const inbox = await w.farmerA.api.get('/api/notifications');
    expect(inbox.body.data.map((n: { title: string }) => n.title)).toContain('Hello');
    const market = await w.farmerB.api.get('/api/marketplace/listings');
    expect(cacheState(market)).toBe('miss');
    expect(market.body.data.map((l: { title: string }) => l.title)).toContain('Twenty broilers');
  });

  it('emptying a table (TRUNCATE fires no row trigger) drops everything', async () => {
    await filled(w.farmerA.api, pensOf(w.farmerA.id));
    await testDb.handle.db.execute(sql`truncate pens cascade`);
    await app.readCache.settle();
    const after = await w.farmerA.api.get(pensOf(w.farmerA.id));
    expect([cacheState(after), after.body.data]).toEqual(['miss', []]);
  });

  // PGlite runs in this process: its feed cannot drop, so this case exists on PostgreSQL only.
  if (testDriver === 'postgres') {
    it('serves nothing while the change feed is down, and comes back by itself', async () => {
      await filled(w.farmerA.api, pensOf(w.farmerA.id));
      await testDb.handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = ${FEED_APPLICATION_NAME}`,
      );
      await expect.poll(() => app.readCache.enabled, { timeout: 2000, interval: 5 }).toBe(false);
      expect(cacheState(await w.farmerA.api.get(pensOf(w.farmerA.id)))).toBeUndefined();
      // A write while nobody listens must not leave an old answer behind.
      await w.agentA.api.post(pensOf(w.farmerA.id), { name: 'While deaf' });
      await expect.poll(() => app.readCache.enabled, { timeout: 5000, interval: 20 }).toBe(true);
      const after = await w.farmerA.api.get(pensOf(w.farmerA.id));
      expect(cacheState(after)).toBe('miss');
      expect(names(after.body as never)).toContain('While deaf');
    });
  }
});

describe('read cache switched off', () => {
  it('READ_CACHE_TTL_MS=0: every read goes to the database', async () => {
    const off = await testApp({ db: testDb.handle }, { READ_CACHE_TTL_MS: '0' });
    try {
      const api = (await import('./helpers/farm')).as(off, w.farmerA.session);
      const res = await api.get(pensOf(w.farmerA.id));
      expect([res.status, cacheState(res)]).toEqual([200, undefined]);
      expect(off.readCache.enabled).toBe(false);
    } finally {
      await off.close();
    }
  });
});
