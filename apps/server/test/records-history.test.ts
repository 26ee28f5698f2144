import { calendarDay } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { createRecordsService } from '../src/modules/records';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { type Client, farmFixture, farmWorld, type World } from './helpers/farm';

// Who changed a day's record, through which channel, and what it was before (ADR 0026).

let testDb: TestDb;
let app: App;
let w: World;
let api: Client;
let sectionId: string;
const today = calendarDay(new Date()) as string;
const url = () => `/api/sections/${sectionId}/records/${today}`;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(async () => {
  await testDb.reset();
  w = await farmWorld(app, testDb.handle.db);
  api = w.farmerA.api;
  ({ sectionId } = await farmFixture(api, w.farmerA.id, 100));
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const ussdEntry = async (entry: { mortality?: number; numberSold?: number; sales?: number }) => {
  const [farmer] = await testDb.handle.db.select().from(users).where(eq(users.id, w.farmerA.id));
  if (!farmer) throw new Error('no farmer');
  return createRecordsService(testDb.handle.db).addEntry(farmer, 'ussd', sectionId, today, entry);
};

describe(`record history (${testDriver})`, () => {
  it('keeps every change: who, role, channel, when, before and after', async () => {
    const agentSave = await w.agentA.api.put(url(), {
      mortality: 1,
      numberSold: 1,
      salesNaira: 45000,
    });
    expect(agentSave.status).toBe(201);
    const recordId = agentSave.body.data.id as string;
    await ussdEntry({ mortality: 1 });
    await ussdEntry({ numberSold: 1, sales: 20000 });
    const offline = await api.put(
      url(),
      { mortality: 2, numberSold: 2, salesNaira: 65000, notes: 'Counted again' },
      { 'idempotency-key': 'outbox-1', 'x-record-channel': 'offline' },
    );
    expect(offline.status).toBe(200);

    const res = await api.get(`/api/records/${recordId}/history`);
    expect(res.status).toBe(200);
    const { revisions } = res.body.data;
    expect(revisions.map((r: { channel: string }) => r.channel)).toEqual([
      'agent',
      'ussd',
      'ussd',
      'offline',
    ]);
    const [created, death, sale, edit] = revisions;
    expect(created).toMatchObject({
      actor: { id: w.agentA.id, name: 'Amina Bello', role: 'agent' },
      before: null,
      after: { mortality: 1, numberSold: 1, salesNaira: 45000 },
    });
    expect(created.changed).toEqual(expect.arrayContaining(['mortality', 'salesNaira']));
    expect(death).toMatchObject({
      actor: { id: w.farmerA.id, role: 'farmer' },
      before: { mortality: 1 },
      after: { mortality: 2 },
      changed: ['mortality'],
    });
    expect(sale).toMatchObject({
      before: { numberSold: 1, salesNaira: 45000 },
      after: { numberSold: 2, salesNaira: 65000 },
      changed: ['numberSold', 'salesNaira'],
    });
    expect(edit).toMatchObject({ changed: ['notes'], after: { notes: 'Counted again' } });
    const times = revisions.map((r: { at: string }) => Date.parse(r.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // The farmer's agent and an admin read it too; strangers get the same 404 as a missing id.
    expect((await w.agentA.api.get(`/api/records/${recordId}/history`)).status).toBe(200);
    expect((await w.admin.api.get(`/api/records/${recordId}/history`)).status).toBe(200);
    for (const other of [w.farmerB.api, w.agentB.api]) {
      const refused = await other.get(`/api/records/${recordId}/history`);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain('Counted again');
    }
  });

  it('an admin save is web, the form default; a deleted record keeps its history', async () => {
    const saved = await w.admin.api.put(url(), { mortality: 3 });
    const recordId = saved.body.data.id as string;
    expect((await api.del(`/api/records/${recordId}`)).status).toBe(200);
    const res = await w.agentA.api.get(`/api/records/${recordId}/history`);
    expect(res.status).toBe(200);
    expect(res.body.data.revisions).toMatchObject([
      { channel: 'web', actor: { role: 'admin' }, before: null, after: { mortality: 3 } },
      { channel: 'web', actor: { role: 'farmer' }, before: { mortality: 3 }, after: null },
    ]);
    expect((await w.farmerB.api.get(`/api/records/${recordId}/history`)).status).toBe(404);
  });

  it('a refused save writes no revision; an unknown channel header is a 400', async () => {
    const first = await api.put(url(), { mortality: 1 });
    const recordId = first.body.data.id as string;
    expect((await api.put(url(), { mortality: 500 })).status).toBe(400);
    const bad = await api.put(url(), { mortality: 2 }, { 'x-record-channel': 'ussd' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const res = await api.get(`/api/records/${recordId}/history`);
    expect(res.body.data.revisions).toHaveLength(1);
    expect(
      (await api.get('/api/records/00000000-0000-4000-8000-000000000000/history')).status,
    ).toBe(404);
  });
});
