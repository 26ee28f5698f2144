import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
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

const today = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

describe(`batches (${testDriver})`, () => {
  it('creates a batch in a pen, lists it with section sums, reads and updates it', async () => {
    const api = w.farmerA.api;
    const { penId, batchId, sectionId } = await farmFixture(api, w.farmerA.id, 250);
    const second = await api.post(`/api/batches/${batchId}/sections`, {
      name: 'House B',
      livestockType: 'poultry',
      subType: 'broiler',
      count: 250,
    });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({
      batchId,
      name: 'House B',
      livestockType: 'poultry',
      subType: 'broiler',
      gender: null,
      cattlePurpose: null,
      initialCount: 250,
      count: 250,
    });
    await api.put(`/api/sections/${sectionId}/records/${today()}`, { mortality: 3, numberSold: 7 });

    const list = await api.get(`/api/farmers/${w.farmerA.id}/batches`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: batchId,
        penId,
        penName: 'Main Pen',
        name: 'Broilers',
        livestockType: 'poultry',
        totalAnimals: 490,
        initialAnimals: 500,
        progress: 0,
        status: 'Active',
        completion: null,
        sectionCount: 2,
        placedOn: today(),
        ageAtPlacementDays: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);

    const detail = await api.get(`/api/batches/${batchId}`);
    expect(detail.body.data.sections.map((s: { count: number }) => s.count)).toEqual([240, 250]);

    const patched = await api.patch(`/api/batches/${batchId}`, {
      progress: 45,
      name: 'Broilers Nov',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      progress: 45,
      name: 'Broilers Nov',
      totalAnimals: 490,
    });

    const empty = await api.post(`/api/pens/${penId}/batches`, {
      name: 'Goats',
      livestockType: 'goats',
      progress: 10,
    });
    expect(empty.status).toBe(201);
    expect(empty.body.data).toMatchObject({ totalAnimals: 0, sectionCount: 0, progress: 10 });
    const newestFirst = await api.get(`/api/farmers/${w.farmerA.id}/batches`);
    expect(newestFirst.body.data.map((b: { name: string }) => b.name)).toEqual([
      'Goats',
      'Broilers Nov',
    ]);
  });

  it('completes a batch once with a stored completion record; then refuses new sections and records', async () => {
    const api = w.farmerA.api;
    const { batchId, sectionId } = await farmFixture(api, w.farmerA.id, 100);
    await api.put(`/api/sections/${sectionId}/records/${today()}`, { mortality: 2 });
    const done = await api.post(`/api/batches/${batchId}/complete`, {
      outcome: 'sold',
      notes: 'Sold at Kawo market',
      salePriceNaira: 450000.5,
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'Completed',
      progress: 100,
      completion: {
        outcome: 'sold',
        notes: 'Sold at Kawo market',
        finalCount: 98,
        salePriceNaira: 450000.5,
        completedAt: expect.any(String),
      },
    });
    const before = await farmSnapshot(testDb.handle.db);
    const again = await api.post(`/api/batches/${batchId}/complete`, { outcome: 'other' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This batch is already completed');
    const section = await api.post(`/api/batches/${batchId}/sections`, {
      name: 'Late',
      livestockType: 'poultry',
      count: 5,
    });
    expect(section.status).toBe(409);
    const record = await api.put(`/api/sections/${sectionId}/records/${today()}`, { mortality: 1 });
    expect(record.status).toBe(409);
    expect(record.body.error).toBe('This batch is completed; it can no longer change');
    expect(record.body.code).toBe('batch_completed');
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);

    const active = await api.get(`/api/farmers/${w.farmerA.id}/batches?status=Active`);
    expect(active.body.data).toEqual([]);
    const completed = await api.get(`/api/farmers/${w.farmerA.id}/batches?status=Completed`);
    expect(completed.body.data).toHaveLength(1);
    expect((await api.get(`/api/farmers/${w.farmerA.id}/batches?status=Sold`)).status).toBe(400);
  });

  it('validates batches: name, livestock type, progress 0-100, outcome', async () => {
    const api = w.farmerA.api;
    const { penId, batchId } = await farmFixture(api, w.farmerA.id);
    const before = await farmSnapshot(testDb.handle.db);
    const bad = await api.post(`/api/pens/${penId}/batches`, {
      name: 'x'.repeat(101),
      livestockType: 'camels',
      progress: 101,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: 'Batch name must be at most 100 characters',
      livestockType:
        'Livestock type must be one of: cattle, poultry, goats, sheep, pigs, fish, other',
      progress: 'Progress must be between 0 and 100',
    });
    const text = await api.patch(`/api/batches/${batchId}`, { progress: 'half' });
    expect(text.body.fields).toEqual({ progress: 'Progress must be a number' });
    const outcome = await api.post(`/api/batches/${batchId}/complete`, { outcome: 'eaten' });
    expect(outcome.body.fields).toEqual({
      outcome: 'Outcome must be one of: sold, harvested, other',
    });
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });
});

describe(`sections (${testDriver})`, () => {
  it('adds cattle with a purpose, reads and renames a section', async () => {
    const api = w.farmerA.api;
    const { batchId } = await farmFixture(api, w.farmerA.id);
    const cattle = await api.post(`/api/batches/${batchId}/sections`, {
      name: 'Dairy cows',
      livestockType: 'cattle',
      subType: 'adult',
      gender: 'female',
      cattlePurpose: 'dairy',
      count: 4,
    });
    expect(cattle.status).toBe(201);
    const id = cattle.body.data.id;
    const read = await api.get(`/api/sections/${id}`);
    expect(read.body.data).toMatchObject({
      cattlePurpose: 'dairy',
      gender: 'female',
      count: 4,
      initialCount: 4,
    });
    const renamed = await api.patch(`/api/sections/${id}`, { name: 'Milking herd' });
    expect(renamed.body.data).toMatchObject({ name: 'Milking herd', count: 4 });
  });

  it('sub-type must belong to the livestock type, purpose is for cattle, count is a whole number ≥ 1', async () => {
    const api = w.farmerA.api;
    const { batchId } = await farmFixture(api, w.farmerA.id);
    const before = await farmSnapshot(testDb.handle.db);
    const url = `/api/batches/${batchId}/sections`;
    const wrong = await api.post(url, {
      name: 'Pigs?',
      livestockType: 'poultry',
      subType: 'boar',
      gender: 'hen',
      cattlePurpose: 'beef',
      count: 0,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      subType: 'Sub-type for poultry must be one of: layer, pullet, broiler, cockerel, noiler',
      gender: 'Gender must be one of: male, female, castrated',
      cattlePurpose: 'Cattle purpose applies to cattle only',
      count: 'Number of animals must be at least 1',
    });
    const fraction = await api.post(url, { name: 'A', livestockType: 'fish', count: 2.5 });
    expect(fraction.body.fields).toEqual({ count: 'Number of animals must be a whole number' });
    const words = await api.post(url, { name: 'A', livestockType: 'fish', count: 'ten' });
    expect(words.body.fields).toEqual({ count: 'Number of animals must be a number' });
    const other = await api.post(url, {
      name: 'A',
      livestockType: 'other',
      subType: 'layer',
      count: 1,
    });
    expect(other.body.fields).toEqual({ subType: 'other has no sub-types' });
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });
});
