import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { json, testApp } from './helpers/app';
import { call, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

let testDb: TestDb;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(() => testDb.reset());
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

let n = 0;
const agent = () => signUp(app, { role: 'agent', email: `agent${++n}@example.ng` });
const attach = (farmerId: string, agentId: string) =>
  testDb.handle.db.update(users).set({ agentId }).where(eq(users.id, farmerId));

describe(`GET /api/users/farmers/by-agent (${testDriver})`, () => {
  it("lists only the signed-in agent's farmers; other roles get 403", async () => {
    const a = await agent();
    const b = await agent();
    const mine = await signUp(app);
    const theirs = await signUp(app);
    await attach(mine.user._id, a.user._id);
    await attach(theirs.user._id, b.user._id);
    const res = await call(app, {
      method: 'GET',
      url: '/api/users/farmers/by-agent',
      token: a.token,
    });
    expect(res.statusCode).toBe(200);
    const list = (json(res) as { data: { _id: string; agentId: string }[] }).data;
    expect(list.map((f) => f._id)).toEqual([mine.user._id]);
    expect(list[0]?.agentId).toBe(a.user._id);
    const farmer = await call(app, {
      method: 'GET',
      url: '/api/users/farmers/by-agent',
      token: mine.token,
    });
    expect(farmer.statusCode).toBe(403);
  });
});

describe(`PUT /api/users/:farmerId (${testDriver})`, () => {
  it('an agent updates an attached farmer; not another agent’s (404); role stays farmer', async () => {
    const a = await agent();
    const b = await agent();
    const farmer = await signUp(app);
    await attach(farmer.user._id, a.user._id);
    const url = `/api/users/${farmer.user._id}`;
    const res = await call(app, {
      method: 'PUT',
      url,
      token: a.token,
      payload: { farmName: 'Agent-Edited Farm', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ data: { farmName: 'Agent-Edited Farm', role: 'farmer' } });
    const other = await call(app, {
      method: 'PUT',
      url,
      token: b.token,
      payload: { farmName: 'Hijack' },
    });
    expect(other.statusCode).toBe(404);
    expect(json(other)).toMatchObject({ error: 'Farmer not found' });
  });

  it('an admin may update any farmer; a farmer may not use this route; agents are not farmers', async () => {
    const farmer = await signUp(app);
    await testDb.handle.db
      .update(users)
      .set({ role: 'admin', email: 'root@kiwo.ng', emailVerified: true })
      .where(eq(users.id, (await signUp(app)).user._id));
    const login = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'root@kiwo.ng', password: 'correct horse battery' },
    });
    const adminToken = (json(login) as { data: { token: string } }).data.token;
    const ok = await call(app, {
      method: 'PUT',
      url: `/api/users/${farmer.user._id}`,
      token: adminToken,
      payload: { totalLivestockCount: 9 },
    });
    expect(ok.statusCode).toBe(200);
    const self = await call(app, {
      method: 'PUT',
      url: `/api/users/${farmer.user._id}`,
      token: farmer.token,
      payload: {},
    });
    expect(self.statusCode).toBe(403);
    const a = await agent();
    const notFarmer = await call(app, {
      method: 'PUT',
      url: `/api/users/${a.user._id}`,
      token: adminToken,
      payload: {},
    });
    expect(notFarmer.statusCode).toBe(404);
    const badId = await call(app, {
      method: 'PUT',
      url: '/api/users/not-a-uuid',
      token: adminToken,
      payload: {},
    });
    expect(badId.statusCode).toBe(400);
  });
});
