import { addDays } from '@kiwo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { dailyRecords, healthEvents, notifications } from '../src/db/schema';
import { runHealthReminders } from '../src/modules/health';
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

const today = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

/** Day-old layers placed `daysAgo` days ago, 1,000 of them, through the API. */
async function layers(api: World['farmerA']['api'], farmerId: string, daysAgo: number) {
  const pens = await api.get(`/api/pen/farmer/${farmerId}`);
  const batch = await api.post(`/api/pens/${pens.body.data[0].id}/batches`, {
    name: 'Layers',
    livestockType: 'poultry',
    placedOn: addDays(today(), -daysAgo),
    ageAtPlacementDays: 0,
  });
  expect(batch.status).toBe(201);
  const section = await api.post(`/api/batches/${batch.body.data.id}/sections`, {
    name: 'Layer house',
    livestockType: 'poultry',
    subType: 'layer',
    count: 1000,
  });
  expect(section.status).toBe(201);
  return { batchId: batch.body.data.id as string, sectionId: section.body.data.id as string };
}

const lasota = {
  itemId: 'ndLasota',
  product: 'Newcastle Lasota (NVRI)',
  route: 'drinkingWater',
  productBatch: 'NV-2611',
  withdrawalDays: 0,
};

describe(`health calendar (${testDriver})`, () => {
  it('keeps the placement day and age, and refuses a day after today', async () => {
    const api = w.farmerA.api;
    const { batchId } = await layers(api, w.farmerA.id, 21);
    const read = await api.get(`/api/batches/${batchId}`);
    expect(read.body.data).toMatchObject({
      placedOn: addDays(today(), -21),
      ageAtPlacementDays: 0,
    });
    const patched = await api.patch(`/api/batches/${batchId}`, { ageAtPlacementDays: 2 });
    expect(patched.body.data.ageAtPlacementDays).toBe(2);
    const future = await api.patch(`/api/batches/${batchId}`, { placedOn: addDays(today(), 1) });
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ placedOn: 'Date placed cannot be after today' });
    const negative = await api.patch(`/api/batches/${batchId}`, { ageAtPlacementDays: -1 });
    expect(negative.status).toBe(400);
  });

  it('day-old layers placed 21 days ago: Lasota due, reminded once; marking it given clears it', async () => {
    const api = w.farmerA.api;
    const { sectionId } = await layers(api, w.farmerA.id, 21);
    const first = await api.get(`/api/sections/${sectionId}/health`);
    expect(first.status).toBe(200);
    expect(first.body.data.ageDays).toBe(21);
    const status = (data: { tasks: { itemId: string; status: string }[] }) =>
      Object.fromEntries(data.tasks.map((t) => [t.itemId, t.status]));
    expect(status(first.body.data)).toEqual({
      ndHitchnerB1: 'overdue',
      gumboro1: 'overdue',
      ndLasota: 'due',
      gumboro2: 'upcoming',
    });

    // One reminder per due or overdue item, whatever the number of reads and hourly runs.
    await api.get(`/api/sections/${sectionId}/health`);
    expect(await runHealthReminders(testDb.handle.db)).toBe(0);
    const sent = await testDb.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.farmerA.id), eq(notifications.type, 'health_due')));
    expect(sent.map((n) => n.params.item).sort()).toEqual(['gumboro1', 'ndHitchnerB1', 'ndLasota']);
    expect(sent.find((n) => n.params.item === 'ndLasota')?.params).toMatchObject({
      section: 'Layer house',
      batch: 'Layers',
      dueTo: addDays(today(), 3),
    });

    // The agent marks it given: the day's record says so, attributed to the agent.
    const given = await w.agentA.api.post(`/api/sections/${sectionId}/health`, lasota);
    expect(given.status).toBe(200);
    expect(status(given.body.data).ndLasota).toBe('given');
    expect(given.body.data.tasks.at(-1)).toMatchObject({
      itemId: 'ndLasota',
      given: { givenOn: today(), product: lasota.product, productBatch: 'NV-2611' },
    });
    const [record] = await testDb.handle.db
      .select()
      .from(dailyRecords)
      .where(eq(dailyRecords.sectionId, sectionId));
    expect(record).toMatchObject({
      date: today(),
      vaccination: 'Newcastle Lasota (NVRI) (NV-2611)',
      enteredBy: w.agentA.id,
      channel: 'agent',
    });

    // Twice is a conflict, and the record keeps one copy of the words.
    const again = await api.post(`/api/sections/${sectionId}/health`, lasota);
    expect(again.status).toBe(409);
    const events = await testDb.handle.db.select().from(healthEvents);
    expect(events).toHaveLength(1);
  });

  it('refuses items of another schedule, bad bodies and other farms', async () => {
    const { sectionId } = await layers(w.farmerA.api, w.farmerA.id, 21);
    const wrong = await w.farmerA.api.post(`/api/sections/${sectionId}/health`, {
      ...lasota,
      itemId: 'ppr',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      itemId: "This item is not in these animals' health schedule",
    });
    const bad = await w.farmerA.api.post(`/api/sections/${sectionId}/health`, {
      ...lasota,
      withdrawalDays: 1.5,
      route: 'by magic',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['route', 'withdrawalDays']);
    const other = await w.farmerB.api.post(`/api/sections/${sectionId}/health`, lasota);
    expect(other.status).toBe(404);
    expect(await testDb.handle.db.select().from(healthEvents)).toEqual([]);
    expect(await testDb.handle.db.select().from(dailyRecords)).toEqual([]);
  });

  it('refuses a sale inside a withdrawal period and allows it after', async () => {
    const api = w.farmerA.api;
    const { sectionId } = await layers(api, w.farmerA.id, 130);
    const given = await api.post(`/api/sections/${sectionId}/health`, {
      itemId: 'dewormBirds',
      product: 'Piperazine',
      route: 'drinkingWater',
      withdrawalDays: 7,
      givenOn: addDays(today(), -3),
    });
    expect(given.status).toBe(200);
    expect(given.body.data.withdrawal).toEqual({
      product: 'Piperazine',
      givenOn: addDays(today(), -3),
      saleAllowedFrom: addDays(today(), 4),
    });
    const sale = await api.put(`/api/sections/${sectionId}/records/${today()}`, {
      numberSold: 10,
      salesNaira: 50000,
    });
    expect(sale.status).toBe(409);
    expect(sale.body.fields.numberSold).toBe(
      `These animals were given Piperazine on ${addDays(today(), -3)}: do not sell them before ${addDays(today(), 4)}, the end of its withdrawal period`,
    );
    // Before the treatment the sale stands.
    const before = await api.put(`/api/sections/${sectionId}/records/${addDays(today(), -4)}`, {
      numberSold: 10,
    });
    expect(before.status).toBe(201);
    // Other fields of a day inside the period still save.
    const feed = await api.put(`/api/sections/${sectionId}/records/${today()}`, {
      feedAmount: 100,
    });
    expect(feed.status).toBe(201);
  });
});

describe(`doses from stock (${testDriver})`, () => {
  it('a vaccine given from stock draws its medicine down and alerts once it cannot give another dose', async () => {
    const api = w.farmerA.api;
    const { batchId, sectionId } = await layers(api, w.farmerA.id, 21);
    const buy = (item: string, quantity: number) =>
      api.post(`/api/farmers/${w.farmerA.id}/stock/purchases`, {
        kind: 'medicine',
        item,
        quantity,
        unit: 'vial',
        cost: 3000 * quantity,
        batchId,
      });
    expect((await buy('Lasota', 3)).status).toBe(201);
    expect((await buy('Gumboro IBD', 1)).status).toBe(201);
    const stock = async () =>
      new Map<string, { onHand: number; low: boolean }>(
        (await api.get(`/api/farmers/${w.farmerA.id}/stock`)).body.data.items.map(
          (i: { item: string; onHand: number; low: boolean }) => [i.item, i],
        ),
      );
    // Not a medicine the farmer bought: refused on the field, nothing written.
    const unknown = await api.post(`/api/sections/${sectionId}/health`, {
      ...lasota,
      stock: { item: 'Oxytetracycline', quantity: 1 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({
      'stock.item': 'This medicine is not in stock: record its purchase first',
    });
    expect(await testDb.handle.db.select().from(healthEvents)).toHaveLength(0);
    // Two vials of Lasota (typed in another case) leave one: less than the dose, so low.
    const given = await api.post(`/api/sections/${sectionId}/health`, {
      ...lasota,
      stock: { item: ' lasota ', quantity: 2 },
    });
    expect(given.status).toBe(200);
    expect((await stock()).get('Lasota')).toMatchObject({ onHand: 1, low: true });
    expect((await stock()).get('Gumboro IBD')).toMatchObject({ onHand: 1, low: false });
    const alerts = await testDb.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.farmerA.id), eq(notifications.type, 'stock_low')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.params).toMatchObject({ item: 'Lasota', kind: 'medicine', left: '1' });
    // The last Gumboro vial, given by the agent: none left.
    const gumboro = await w.agentA.api.post(`/api/sections/${sectionId}/health`, {
      itemId: 'gumboro1',
      product: 'Gumboro IBD',
      route: 'drinkingWater',
      withdrawalDays: 0,
      stock: { item: 'Gumboro IBD', quantity: 1 },
    });
    expect(gumboro.status).toBe(200);
    expect((await stock()).get('Gumboro IBD')).toMatchObject({ onHand: 0, low: true });
    const bad = await api.post(`/api/sections/${sectionId}/health`, {
      ...lasota,
      itemId: 'gumboro2',
      stock: { item: 'Lasota', quantity: 0 },
    });
    expect(bad.status).toBe(400);
  });
});

describe(`"given" from the outbox (${testDriver})`, () => {
  it('a replay with the same Idempotency-Key gives and draws down once, and the key stays bound', async () => {
    const api = w.farmerA.api;
    const { batchId, sectionId } = await layers(api, w.farmerA.id, 21);
    const bought = await api.post(`/api/farmers/${w.farmerA.id}/stock/purchases`, {
      kind: 'medicine',
      item: 'Lasota',
      quantity: 3,
      unit: 'vial',
      cost: 9000,
      batchId,
    });
    expect(bought.status).toBe(201);
    const url = `/api/sections/${sectionId}/health`;
    const body = { ...lasota, stock: { item: 'Lasota', quantity: 2 } };
    const headers = { 'x-record-channel': 'offline', 'idempotency-key': 'rec-given-1' };
    const first = await api.send('POST', url, body, headers);
    expect(first.status).toBe(200);
    // The answer was lost: the outbox sends the same entry again.
    const replay = await api.send('POST', url, body, headers);
    expect(replay.status).toBe(200);
    expect(
      replay.body.data.tasks.find((t: { itemId: string }) => t.itemId === 'ndLasota'),
    ).toMatchObject({ given: { product: lasota.product } });
    const events = await testDb.handle.db.select().from(healthEvents);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ channel: 'offline', clientKey: 'rec-given-1' });
    const stock = await api.get(`/api/farmers/${w.farmerA.id}/stock`);
    expect(stock.body.data.items[0]).toMatchObject({ item: 'Lasota', onHand: 1 });
    // The record got the words once, through the offline channel.
    const [record] = await testDb.handle.db
      .select()
      .from(dailyRecords)
      .where(eq(dailyRecords.sectionId, sectionId));
    expect(record?.vaccination).toBe('Newcastle Lasota (NVRI) (NV-2611)');
    // The same key for another item is refused; a new key for the same item is "already given".
    const other = await api.send('POST', url, { ...lasota, itemId: 'gumboro1' }, headers);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This Idempotency-Key was already used for another item');
    const twice = await api.send('POST', url, body, { 'idempotency-key': 'rec-given-2' });
    expect(twice.status).toBe(409);
    expect(await testDb.handle.db.select().from(healthEvents)).toHaveLength(1);
    expect((await api.get(`/api/farmers/${w.farmerA.id}/stock`)).body.data.items[0]).toMatchObject({
      onHand: 1,
    });
  });

  it("another farmer's key is theirs: the same key on two farms gives on each", async () => {
    const a = await layers(w.farmerA.api, w.farmerA.id, 21);
    const b = await layers(w.farmerB.api, w.farmerB.id, 21);
    const headers = { 'idempotency-key': 'rec-same' };
    expect(
      (await w.farmerA.api.send('POST', `/api/sections/${a.sectionId}/health`, lasota, headers))
        .status,
    ).toBe(200);
    expect(
      (await w.farmerB.api.send('POST', `/api/sections/${b.sectionId}/health`, lasota, headers))
        .status,
    ).toBe(200);
    expect(await testDb.handle.db.select().from(healthEvents)).toHaveLength(2);
  });
});
