import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { pens } from '../src/db/schema';
import { testApp } from './helpers/app';
import { signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmFixture, farmSnapshot, farmWorld, type World } from './helpers/farm';

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

describe(`pens (${testDriver})`, () => {
  it('a new farmer gets the spec §3 default pen at sign-up; agents and admins do not', async () => {
    const a = await w.farmerA.api.get(`/api/pen/farmer/${w.farmerA.id}`);
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual([
      {
        _id: expect.any(String),
        id: a.body.data[0]._id,
        farmerId: w.farmerA.id,
        name: 'Main Pen',
        description: 'Primary livestock pen',
        location: 'Kaduna',
        createdAt: expect.any(String),
      },
    ]);
    const b = await w.farmerB.api.get(`/api/pen/farmer/${w.farmerB.id}`);
    expect(b.body.data[0]).toMatchObject({ name: 'Main Pen', location: 'N/A' });
    const agentPens = await testDb.handle.db
      .select()
      .from(pens)
      .where(eq(pens.farmerId, w.agentA.id));
    expect(agentPens).toEqual([]);
  });

  it('creates, lists (main pen first), renames and deletes a pen', async () => {
    const url = `/api/pen/farmer/${w.farmerA.id}`;
    const created = await w.farmerA.api.post(url, { name: '  Goat Shed ', location: 'Zaria' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      data: { name: 'Goat Shed', description: '', location: 'Zaria', farmerId: w.farmerA.id },
    });
    const id = created.body.data.id;
    const list = await w.farmerA.api.get(url);
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['Main Pen', 'Goat Shed']);

    const patched = await w.farmerA.api.patch(`/api/pens/${id}`, {
      description: 'Behind the house',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ name: 'Goat Shed', description: 'Behind the house' });

    const deleted = await w.farmerA.api.del(`/api/pens/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ kind: 'pen', itemId: id, name: 'Goat Shed' });
    expect((await w.farmerA.api.get(url)).body.data).toHaveLength(1);
  });

  it('refuses to delete a pen whose batches have records (409) and keeps it', async () => {
    const { penId, sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id);
    const day = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    await w.farmerA.api.put(`/api/sections/${sectionId}/records/${day}`, { mortality: 1 });
    const before = await farmSnapshot(testDb.handle.db);
    const res = await w.farmerA.api.del(`/api/pens/${penId}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^This pen has batches with records, so it cannot be deleted/);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });

  it('bad input is a 400 per field and writes nothing', async () => {
    const url = `/api/pen/farmer/${w.farmerA.id}`;
    const before = await farmSnapshot(testDb.handle.db);
    const res = await w.farmerA.api.post(url, {
      name: '',
      description: 'x'.repeat(501),
      location: 7,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: 'Pen name is required',
      description: 'Description must be at most 500 characters',
      location: 'Location must be text',
    });
    expect((await w.farmerA.api.get('/api/pen/farmer/not-a-uuid')).status).toBe(400);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });

  it('the default pen is part of the sign-up transaction (a refused sign-up leaves no pen)', async () => {
    const dup = await signUp(app);
    const before = await farmSnapshot(testDb.handle.db);
    await expect(signUp(app, { phone: dup.user.phone })).rejects.toThrow(/409/);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });
});
