import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmFixture, farmSnapshot, farmWorld, storedCount, type World } from './helpers/farm';

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

const today = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

describe(`count corrections (${testDriver})`, () => {
  it('corrects 150 to 148 with an entry, keeps the start count and the mortality honest', async () => {
    const api = w.farmerA.api;
    const { batchId, sectionId } = await farmFixture(api, w.farmerA.id, 150);
    await api.put(`/api/sections/${sectionId}/records/${today()}`, { mortality: 5 });

    const fixed = await api.post(`/api/sections/${sectionId}/count-corrections`, {
      from: 145,
      to: 143,
      reason: 'Counted again: 2 chicks were never delivered',
    });
    expect(fixed.status).toBe(201);
    expect(fixed.body.data).toMatchObject({ initialCount: 150, placedCount: 148, count: 143 });
    expect(await storedCount(testDb.handle.db, sectionId)).toBe(143);

    const changes = await api.get(`/api/sections/${sectionId}/changes`);
    expect(changes.status).toBe(200);
    expect(changes.body.data.changes).toEqual([
      {
        id: expect.any(String),
        kind: 'correction',
        at: expect.any(String),
        channel: 'web',
        actor: { id: w.farmerA.id, name: expect.any(String), role: 'farmer' },
        countBefore: 145,
        countAfter: 143,
        reason: 'Counted again: 2 chicks were never delivered',
        otherSection: null,
        names: null,
      },
    ]);

    const batch = await api.get(`/api/batches/${batchId}`);
    expect(batch.body.data).toMatchObject({ totalAnimals: 143, initialAnimals: 148 });
    // ADR 0040: 5 deaths over 148 placed, not over the 150 typed by mistake.
    const dashboard = await api.get(`/api/farmers/${w.farmerA.id}/dashboard`);
    expect(dashboard.body.data.totals.animals).toBe(143);
    expect(dashboard.body.data.mortalityRate).toBe(3.4);
  });

  it('refuses a correction from a count that moved since (two writers), changing nothing', async () => {
    const api = w.farmerA.api;
    const { sectionId } = await farmFixture(api, w.farmerA.id, 150);
    // The agent records 2 deaths while the farmer looks at 150.
    await w.agentA.api.put(`/api/sections/${sectionId}/records/${today()}`, { mortality: 2 });
    const before = await farmSnapshot(testDb.handle.db);
    const stale = await api.post(`/api/sections/${sectionId}/count-corrections`, {
      from: 150,
      to: 148,
      reason: 'Recount',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/count changed since you looked/);
    expect(stale.body.details.current).toMatchObject({ id: sectionId, count: 148 });
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
    expect((await api.get(`/api/sections/${sectionId}/changes`)).body.data.changes).toEqual([]);
  });

  it('counts a retried correction once, and stores the outbox and agent channels', async () => {
    const api = w.farmerA.api;
    const { sectionId } = await farmFixture(api, w.farmerA.id, 150);
    const body = { from: 150, to: 148, reason: 'Recount' };
    const url = `/api/sections/${sectionId}/count-corrections`;
    const offline = { 'x-record-channel': 'offline' };
    expect((await api.send('POST', url, body, offline)).status).toBe(201);
    const again = await api.send('POST', url, body, offline);
    expect(again.status).toBe(201);
    expect(again.body.data.count).toBe(148);
    const agent = await w.agentA.api.post(url, { from: 148, to: 149, reason: 'One was hiding' });
    expect(agent.status).toBe(201);
    const { changes } = (await api.get(`/api/sections/${sectionId}/changes`)).body.data;
    expect(
      changes.map((c: { channel: string; countAfter: number }) => [c.channel, c.countAfter]),
    ).toEqual([
      ['agent', 149],
      ['offline', 148],
    ]);
    expect(await storedCount(testDb.handle.db, sectionId)).toBe(149);
  });

  it('answers bad corrections with a specific 4xx and writes nothing', async () => {
    const api = w.farmerA.api;
    const { batchId, sectionId } = await farmFixture(api, w.farmerA.id, 150);
    const url = `/api/sections/${sectionId}/count-corrections`;
    const before = await farmSnapshot(testDb.handle.db);
    const same = await api.post(url, { from: 150, to: 150, reason: 'x' });
    expect(same.status).toBe(400);
    expect(same.body.fields).toEqual({ to: 'The correct count is the same as now (150)' });
    const noReason = await api.post(url, { from: 150, to: 148 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toBe('Reason is required');
    const negative = await api.post(url, { from: 150, to: -1, reason: 'x' });
    expect(negative.body.fields.to).toBe('Correct count cannot be negative');
    const stranger = await w.farmerB.api.post(url, { from: 150, to: 148, reason: 'x' });
    expect(stranger.status).toBe(404);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);

    await api.post(`/api/batches/${batchId}/complete`, { outcome: 'other' });
    const done = await api.post(url, { from: 150, to: 148, reason: 'late' });
    expect(done.status).toBe(409);
  });

  it('lets ten concurrent corrections from the same count through exactly once', async () => {
    const api = w.farmerA.api;
    const { sectionId } = await farmFixture(api, w.farmerA.id, 150);
    const url = `/api/sections/${sectionId}/count-corrections`;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post(url, { from: 150, to: 140 + i, reason: `writer ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const { changes } = (await api.get(`/api/sections/${sectionId}/changes`)).body.data;
    expect(changes).toHaveLength(1);
    expect(await storedCount(testDb.handle.db, sectionId)).toBe(changes[0].countAfter);
  });
});

describe(`moves between sections (${testDriver})`, () => {
  it('moves animals in one transaction; both sides get an entry and placed counts follow', async () => {
    const api = w.farmerA.api;
    const { batchId, sectionId } = await farmFixture(api, w.farmerA.id, 100);
    const other = await api.post(`/api/batches/${batchId}/sections`, {
      name: 'House B',
      livestockType: 'poultry',
      subType: 'broiler',
      count: 20,
    });
    const toSectionId = other.body.data.id as string;
    const moved = await api.post(`/api/sections/${sectionId}/moves`, {
      toSectionId,
      count: 30,
      reason: 'House A is crowded',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.from).toMatchObject({ count: 70, placedCount: 70, initialCount: 100 });
    expect(moved.body.data.to).toMatchObject({ count: 50, placedCount: 50, initialCount: 20 });
    const outOf = (await api.get(`/api/sections/${sectionId}/changes`)).body.data.changes;
    expect(outOf).toMatchObject([
      {
        kind: 'move_out',
        countBefore: 100,
        countAfter: 70,
        otherSection: { id: toSectionId, name: 'House B' },
        names: null,
      },
    ]);
    const into = (await api.get(`/api/sections/${toSectionId}/changes`)).body.data.changes;
    expect(into).toMatchObject([
      {
        kind: 'move_in',
        countBefore: 20,
        countAfter: 50,
        otherSection: { id: sectionId, name: 'House A' },
        names: null,
      },
    ]);
    const batch = await api.get(`/api/batches/${batchId}`);
    expect(batch.body.data).toMatchObject({ totalAnimals: 120, initialAnimals: 120 });
  });

  it('refuses moving more than are alive, to itself, or to another farm, writing nothing', async () => {
    const api = w.farmerA.api;
    const { sectionId } = await farmFixture(api, w.farmerA.id, 10);
    const theirs = await farmFixture(w.farmerB.api, w.farmerB.id, 10);
    const mine = await farmFixture(api, w.farmerA.id, 5);
    const before = await farmSnapshot(testDb.handle.db);
    const url = `/api/sections/${sectionId}/moves`;
    const tooMany = await api.post(url, { toSectionId: mine.sectionId, count: 11 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.count).toBe(
      'Only 10 animals are alive in House A; you cannot move 11',
    );
    const itself = await api.post(url, { toSectionId: sectionId, count: 1 });
    expect(itself.status).toBe(400);
    expect(itself.body.fields.toSectionId).toBeDefined();
    const elsewhere = await api.post(url, { toSectionId: theirs.sectionId, count: 1 });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('Section to move to not found');
    const zero = await api.post(url, { toSectionId: mine.sectionId, count: 0 });
    expect(zero.body.fields.count).toBe('Move at least 1 animal');
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });
});

describe(`renames in the history (${testDriver})`, () => {
  const renamesOf = async (api: World['farmerA']['api'], sectionId: string) =>
    (await api.get(`/api/sections/${sectionId}/changes`)).body.data.changes.map(
      (c: {
        kind: string;
        channel: string;
        names: unknown;
        countBefore: number;
        countAfter: number;
      }) => [c.kind, c.channel, c.names, c.countBefore, c.countAfter],
    );

  it('keeps who renamed a section, its batch and its pen, old → new, by channel', async () => {
    const api = w.farmerA.api;
    const { penId, batchId, sectionId } = await farmFixture(api, w.farmerA.id, 150);
    const renamed = await api.send(
      'PATCH',
      `/api/sections/${sectionId}`,
      { name: 'House C' },
      { 'x-record-channel': 'offline' },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('House C');
    expect((await api.patch(`/api/batches/${batchId}`, { name: 'Kaji' })).status).toBe(200);
    const pen = await api.get(`/api/pen/farmer/${w.farmerA.id}`);
    const penName = pen.body.data[0].name as string;
    expect((await api.patch(`/api/pens/${penId}`, { name: 'Gidan kaji' })).status).toBe(200);
    // The same name again, or progress alone, is no rename: nothing more is written.
    expect((await api.patch(`/api/sections/${sectionId}`, { name: 'House C' })).status).toBe(200);
    expect((await api.patch(`/api/batches/${batchId}`, { progress: 40 })).status).toBe(200);

    const history = await renamesOf(api, sectionId);
    expect(history).toEqual([
      ['pen_rename', 'web', { before: penName, after: 'Gidan kaji' }, 150, 150],
      ['batch_rename', 'web', { before: 'Broilers', after: 'Kaji' }, 150, 150],
      ['rename', 'offline', { before: 'House A', after: 'House C' }, 150, 150],
    ]);
    const [last] = (await api.get(`/api/sections/${sectionId}/changes`)).body.data.changes;
    expect(last.actor).toEqual({ id: w.farmerA.id, name: expect.any(String), role: 'farmer' });
    // A rename is no count history: the renamed, record-less section can still be deleted.
    expect((await api.del(`/api/sections/${sectionId}`)).status).toBe(200);
  });

  it("refuses another farmer's rename and a bad channel, writing nothing", async () => {
    const { sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 150);
    const before = await farmSnapshot(testDb.handle.db);
    const other = await w.farmerB.api.patch(`/api/sections/${sectionId}`, { name: 'Mine' });
    expect(other.status).toBe(404);
    const bad = await w.farmerA.api.send(
      'PATCH',
      `/api/sections/${sectionId}`,
      { name: 'House D' },
      { 'x-record-channel': 'ussd' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/X-Record-Channel must be web or offline/);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });
});

describe(`sold and reopened batches (${testDriver})`, () => {
  it('asks the price of a sold batch, stores it in kobo, and reopens a completed batch', async () => {
    const api = w.farmerA.api;
    const { batchId, sectionId } = await farmFixture(api, w.farmerA.id, 40);
    const noPrice = await api.post(`/api/batches/${batchId}/complete`, { outcome: 'sold' });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.fields).toEqual({
      salePriceNaira: 'Sale price is required when the batch was sold',
    });
    const sold = await api.post(`/api/batches/${batchId}/complete`, {
      outcome: 'sold',
      salePriceNaira: 180000.25,
    });
    expect(sold.status).toBe(200);
    expect(sold.body.data.completion).toMatchObject({ outcome: 'sold', salePriceNaira: 180000.25 });

    const reopened = await api.post(`/api/batches/${batchId}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ status: 'Active', completion: null });
    const record = await api.put(`/api/sections/${sectionId}/records/${today()}`, {
      mortality: 1,
    });
    expect(record.status).toBe(201);
    const again = await api.post(`/api/batches/${batchId}/reopen`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This batch is already active');
    expect((await w.farmerB.api.post(`/api/batches/${batchId}/reopen`)).status).toBe(404);
  });
});

describe(`delete with Undo (${testDriver})`, () => {
  const addSection = async (batchId: string, name: string) => {
    const res = await w.farmerA.api.post(`/api/batches/${batchId}/sections`, {
      name,
      livestockType: 'poultry',
      subType: 'broiler',
      count: 40,
    });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };

  it('refuses to delete a section, batch or pen with records, saying to complete it, writing nothing', async () => {
    const api = w.farmerA.api;
    const { penId, batchId, sectionId } = await farmFixture(api, w.farmerA.id, 150);
    await api.put(`/api/sections/${sectionId}/records/${today()}`, { mortality: 1 });
    const before = await farmSnapshot(testDb.handle.db);
    const section = await api.del(`/api/sections/${sectionId}`);
    expect(section.status).toBe(409);
    expect(section.body.error).toMatch(/has records.*complete its batch instead/);
    expect((await api.del(`/api/batches/${batchId}`)).body.error).toMatch(/complete it instead/);
    expect((await api.del(`/api/pens/${penId}`)).body.error).toMatch(/complete its batches/);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
    expect((await api.get(`/api/farmers/${w.farmerA.id}/deletions`)).body.data.deletions).toEqual(
      [],
    );
  });

  it('a moved-into section is history too: refused', async () => {
    const api = w.farmerA.api;
    const { batchId, sectionId } = await farmFixture(api, w.farmerA.id, 150);
    const other = await addSection(batchId, 'House B');
    const moved = await api.post(`/api/sections/${sectionId}/moves`, {
      toSectionId: other,
      count: 5,
    });
    expect(moved.status).toBe(200);
    expect((await api.del(`/api/sections/${other}`)).status).toBe(409);
  });

  it('deletes an empty section and restores it with its id; both are in the history', async () => {
    const api = w.farmerA.api;
    const { batchId } = await farmFixture(api, w.farmerA.id, 150);
    const sectionId = await addSection(batchId, 'House B');
    const shown = (await api.get(`/api/sections/${sectionId}`)).body.data;
    const deleted = await api.del(`/api/sections/${sectionId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({
      kind: 'section',
      itemId: sectionId,
      name: 'House B',
      channel: 'web',
      actor: { id: w.farmerA.id, role: 'farmer' },
      restored: null,
    });
    expect((await api.get(`/api/sections/${sectionId}`)).status).toBe(404);

    const undo = `/api/deletions/${deleted.body.data.id}/restore`;
    const restored = await api.send('POST', undo, undefined, { 'x-record-channel': 'offline' });
    expect(restored.status).toBe(200);
    expect(restored.body.data.restored).toMatchObject({
      channel: 'offline',
      actor: { id: w.farmerA.id, role: 'farmer' },
    });
    expect((await api.get(`/api/sections/${sectionId}`)).body.data).toEqual(shown);
    // Undo twice is refused, and nothing is doubled.
    expect((await api.post(undo)).status).toBe(409);
    const history = (await api.get(`/api/farmers/${w.farmerA.id}/deletions`)).body.data;
    expect(history.deletions).toHaveLength(1);
    expect(history.deletions[0].restored.channel).toBe('offline');
  });

  it('deletes a batch with its empty sections; the agent restores it (channel agent)', async () => {
    const api = w.farmerA.api;
    const { batchId, sectionId } = await farmFixture(api, w.farmerA.id, 150);
    const second = await addSection(batchId, 'House B');
    // The section deleted first cannot come back while its batch is gone.
    const sectionGone = await api.del(`/api/sections/${second}`);
    const batchGone = await api.del(`/api/batches/${batchId}`);
    expect(batchGone.status).toBe(200);
    expect((await api.get(`/api/sections/${sectionId}`)).status).toBe(404);
    const early = await api.post(`/api/deletions/${sectionGone.body.data.id}/restore`);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/restore the batch first/);

    const byAgent = await w.agentA.api.post(`/api/deletions/${batchGone.body.data.id}/restore`);
    expect(byAgent.status).toBe(200);
    expect(byAgent.body.data.restored).toMatchObject({
      channel: 'agent',
      actor: { role: 'agent' },
    });
    expect((await api.get(`/api/sections/${sectionId}`)).body.data.count).toBe(150);
    expect((await api.post(`/api/deletions/${sectionGone.body.data.id}/restore`)).status).toBe(200);
    const batch = (await api.get(`/api/batches/${batchId}`)).body.data;
    expect(batch.sections.map((s: { name: string }) => s.name).sort()).toEqual([
      'House A',
      'House B',
    ]);
  });

  it("another farmer cannot restore or list A's deletes; a late Undo is refused", async () => {
    const api = w.farmerA.api;
    const { batchId } = await farmFixture(api, w.farmerA.id, 150);
    const sectionId = await addSection(batchId, 'House B');
    const deleted = (await api.del(`/api/sections/${sectionId}`)).body.data;
    const undo = `/api/deletions/${deleted.id}/restore`;
    expect((await w.farmerB.api.post(undo)).status).toBe(404);
    expect((await w.farmerB.api.get(`/api/farmers/${w.farmerA.id}/deletions`)).status).toBe(403);
    await testDb.handle.db.execute(
      sql`update deleted_items set restore_until = now() - interval '1 second'`,
    );
    const late = await api.post(undo);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/too late/);
    expect((await api.get(`/api/sections/${sectionId}`)).status).toBe(404);
  });
});
