import { addDays } from '@kiwo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import {
  notifications,
  outboxMessages,
  reportLinks,
  smsPreferences,
  stockPurchases,
  users,
} from '../src/db/schema';
import { runStockAlerts } from '../src/modules/stock';
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

/** A broiler batch of `count` birds in one house, through the API. */
async function broilers(api: World['farmerA']['api'], farmerId: string, count = 100) {
  const pens = await api.get(`/api/pen/farmer/${farmerId}`);
  const batch = await api.post(`/api/pens/${pens.body.data[0].id}/batches`, {
    name: 'Broilers — March',
    livestockType: 'poultry',
  });
  expect(batch.status).toBe(201);
  const section = await api.post(`/api/batches/${batch.body.data.id}/sections`, {
    name: 'House A',
    livestockType: 'poultry',
    subType: 'broiler',
    count,
  });
  expect(section.status).toBe(201);
  return { batchId: batch.body.data.id as string, sectionId: section.body.data.id as string };
}

const tenBags = {
  kind: 'feed',
  item: 'Broiler Starter',
  quantity: 10,
  unit: 'bag',
  unitKg: 25,
  cost: 150_000,
  supplier: 'Vital Feeds, Kaduna',
};

describe(`stock (${testDriver})`, () => {
  it('ten bags of feed at two bags a day: 5 days left, then drawn down by the records', async () => {
    const api = w.farmerA.api;
    const { sectionId } = await broilers(api, w.farmerA.id);
    // Two bags (50 kg) a day on the two days before the purchase set the rate.
    for (const daysAgo of [2, 1]) {
      const saved = await api.put(
        `/api/sections/${sectionId}/records/${addDays(today(), -daysAgo)}`,
        {
          feedAmount: 50,
          feedType: 'broiler starter',
        },
      );
      expect(saved.status).toBe(201);
    }
    const bought = await api.post(`/api/farmers/${w.farmerA.id}/stock/purchases`, tenBags);
    expect(bought.status).toBe(201);
    expect(bought.body.data.items).toEqual([
      expect.objectContaining({
        kind: 'feed',
        item: 'Broiler Starter',
        bought: 10,
        boughtKg: 250,
        usedKg: 0,
        onHandKg: 250,
        onHand: 10,
        dailyKg: 50,
        daysLeft: 5,
        low: false,
        costNaira: 150_000,
      }),
    ]);
    expect(bought.body.data.purchases[0]).toMatchObject({
      item: 'Broiler Starter',
      supplier: 'Vital Feeds, Kaduna',
      channel: 'web',
      purchasedOn: today(),
    });
    // Today's two bags draw it down (a record without a type draws the only feed bought).
    await api.put(`/api/sections/${sectionId}/records/${today()}`, { feedAmount: 50 });
    const after = await api.get(`/api/farmers/${w.farmerA.id}/stock`);
    expect(after.body.data.items[0]).toMatchObject({ onHandKg: 200, onHand: 8, daysLeft: 4 });
    const [row] = await testDb.handle.db.select().from(stockPurchases);
    expect(row).toMatchObject({ actorId: w.farmerA.id, actorRole: 'farmer', costKobo: 15_000_000 });
  });

  it('alerts low feed once per crossing, in-app and by the away-from-app path', async () => {
    const api = w.farmerA.api;
    // Alerts by SMS on (the settings switch), as a farmer who mostly uses USSD would have.
    await testDb.handle.db
      .insert(smsPreferences)
      .values({ userId: w.farmerA.id, optedIn: true, source: 'settings' });
    const { sectionId } = await broilers(api, w.farmerA.id);
    await api.post(`/api/farmers/${w.farmerA.id}/stock/purchases`, { ...tenBags, quantity: 4 });
    const low = () =>
      testDb.handle.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, w.farmerA.id), eq(notifications.type, 'stock_low')));
    // 100 kg at 50 kg a day after today's record: 1 day left, at or below 3.
    await api.put(`/api/sections/${sectionId}/records/${today()}`, {
      feedAmount: 50,
      feedType: 'Broiler starter',
    });
    expect(await low()).toHaveLength(1);
    expect((await low())[0]).toMatchObject({
      params: { item: 'Broiler Starter', days: '1' },
      link: '/farmer/stock',
    });
    // Read again, the hourly run, another save: still one.
    await api.get(`/api/farmers/${w.farmerA.id}/stock`);
    expect(await runStockAlerts(testDb.handle.db)).toBe(0);
    await api.put(`/api/sections/${sectionId}/records/${today()}`, {
      feedAmount: 60,
      feedType: 'Broiler starter',
    });
    expect(await low()).toHaveLength(1);
    // A farmer away from the app (no session for weeks) gets it by SMS too.
    expect(
      await testDb.handle.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.userId, w.farmerA.id), eq(outboxMessages.kind, 'alert:stock_low')),
        ),
    ).toHaveLength(1);
    // Buying more starts a new crossing: two bags still leave 1 day, so it alerts once more.
    await api.post(`/api/farmers/${w.farmerA.id}/stock/purchases`, { ...tenBags, quantity: 2 });
    expect(await low()).toHaveLength(2);
  });

  it('refuses bad input with the field, and other farms with 403 or 404', async () => {
    const api = w.farmerA.api;
    const url = `/api/farmers/${w.farmerA.id}/stock/purchases`;
    const noWeight = await api.post(url, { ...tenBags, unitKg: undefined });
    expect(noWeight.status).toBe(400);
    expect(noWeight.body.fields).toEqual({ unitKg: 'Kilograms per unit is required for feed' });
    const zero = await api.post(url, { ...tenBags, quantity: 0 });
    expect(zero.status).toBe(400);
    const future = await api.post(url, { ...tenBags, purchasedOn: addDays(today(), 1) });
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ purchasedOn: 'Date bought cannot be after today' });
    const { batchId } = await broilers(w.farmerB.api, w.farmerB.id);
    const otherBatch = await api.post(url, {
      kind: 'medicine',
      item: 'Oxytetracycline',
      quantity: 1,
      unit: 'sachet',
      cost: 1500,
      batchId,
    });
    expect(otherBatch.status).toBe(400);
    expect(otherBatch.body.fields).toEqual({ batchId: 'Batch not found' });
    expect((await w.farmerB.api.post(url, tenBags)).status).toBe(403);
    expect((await w.agentB.api.get(`/api/farmers/${w.farmerA.id}/stock`)).status).toBe(403);
    expect(await testDb.handle.db.select().from(stockPurchases)).toHaveLength(0);
    // The farmer's agent records for them, as the agent.
    const byAgent = await w.agentA.api.send('POST', url, tenBags, {
      'x-record-channel': 'offline',
    });
    expect(byAgent.status).toBe(201);
    expect(byAgent.body.data.purchases[0]).toMatchObject({ channel: 'agent' });
  });

  it('writes an offline retry once', async () => {
    const api = w.farmerA.api;
    const url = `/api/farmers/${w.farmerA.id}/stock/purchases`;
    const body = { ...tenBags, clientKey: 'phone-1:purchase-1' };
    const headers = { 'x-record-channel': 'offline' };
    expect((await api.send('POST', url, body, headers)).status).toBe(201);
    const again = await api.send('POST', url, body, headers);
    expect(again.status).toBe(201);
    expect(again.body.data.purchases).toHaveLength(1);
    expect(again.body.data.purchases[0].channel).toBe('offline');
  });

  it("writes an outbox replay with the same Idempotency-Key once, and refuses the key's reuse", async () => {
    const api = w.farmerA.api;
    const url = `/api/farmers/${w.farmerA.id}/stock/purchases`;
    const headers = { 'x-record-channel': 'offline', 'idempotency-key': 'rec-purchase-1' };
    expect((await api.send('POST', url, tenBags, headers)).status).toBe(201);
    const replay = await api.send('POST', url, tenBags, headers);
    expect(replay.status).toBe(201);
    expect(replay.body.data.items[0]).toMatchObject({ bought: 10, boughtKg: 250 });
    const other = await api.send('POST', url, { ...tenBags, item: 'Grower mash' }, headers);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used for a different purchase',
    );
    expect(await testDb.handle.db.select().from(stockPurchases)).toHaveLength(1);
  });
});

describe(`purchase corrections (${testDriver})`, () => {
  it('a corrected quantity changes days left; a stale version is a 409; history says who', async () => {
    const api = w.farmerA.api;
    const { sectionId } = await broilers(api, w.farmerA.id);
    for (const daysAgo of [2, 1]) {
      await api.put(`/api/sections/${sectionId}/records/${addDays(today(), -daysAgo)}`, {
        feedAmount: 50,
        feedType: 'broiler starter',
      });
    }
    const bought = await api.post(`/api/farmers/${w.farmerA.id}/stock/purchases`, tenBags);
    const { id, version } = bought.body.data.purchases[0];
    expect(version).toBe(1);
    // Twelve bags were really bought, for ₦180,000: 300 kg at 50 kg a day is 6 days.
    const fixed = await api.patch(`/api/stock/purchases/${id}`, {
      version: 1,
      quantity: 12,
      cost: 180_000,
      supplier: null,
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.items[0]).toMatchObject({ bought: 12, onHandKg: 300, daysLeft: 6 });
    expect(fixed.body.data.items[0].costNaira).toBe(180_000);
    expect(fixed.body.data.purchases[0]).toMatchObject({ version: 2, supplier: null });
    // The agent still holding version 1 does not overwrite the farmer's correction.
    const stale = await w.agentA.api.patch(`/api/stock/purchases/${id}`, {
      version: 1,
      quantity: 8,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed this purchase since you opened it/);
    const byAgent = await w.agentA.api.patch(`/api/stock/purchases/${id}`, {
      version: 2,
      purchasedOn: addDays(today(), -1),
    });
    expect(byAgent.status).toBe(200);
    const history = await api.get(`/api/stock/purchases/${id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data).toHaveLength(2);
    expect(history.body.data[0]).toMatchObject({
      action: 'edit',
      role: 'farmer',
      channel: 'web',
      before: { quantity: 10, costNaira: 150_000, supplier: 'Vital Feeds, Kaduna' },
      after: { quantity: 12, costNaira: 180_000, supplier: null },
    });
    expect(history.body.data[1]).toMatchObject({
      action: 'edit',
      role: 'agent',
      channel: 'agent',
      before: { purchasedOn: today() },
      after: { purchasedOn: addDays(today(), -1) },
    });
    const [row] = await testDb.handle.db.select().from(stockPurchases);
    expect(row).toMatchObject({ quantity: 12, costKobo: 18_000_000, version: 3 });
  });

  it('a voided purchase stops counting in stock and the batch report, once', async () => {
    const api = w.farmerA.api;
    const { batchId } = await broilers(api, w.farmerA.id);
    const url = `/api/farmers/${w.farmerA.id}/stock/purchases`;
    const vaccine = {
      kind: 'medicine',
      item: 'Lasota',
      quantity: 2,
      unit: 'vial',
      cost: 3000,
      batchId,
    };
    await api.post(url, vaccine);
    const twice = await api.post(url, vaccine);
    expect(twice.body.data.items[0]).toMatchObject({ bought: 4, costNaira: 6000 });
    const report = async () => (await api.get(`/api/batches/${batchId}/report`)).body.data;
    expect((await report()).costs.medicineNaira).toBe(6000);
    const wrong = twice.body.data.purchases[0];
    const voided = await api.post(`/api/stock/purchases/${wrong.id}/void`, { version: 1 });
    expect(voided.status).toBe(200);
    expect(voided.body.data.purchases).toHaveLength(1);
    expect(voided.body.data.items[0]).toMatchObject({ bought: 2, costNaira: 3000 });
    expect((await report()).costs.medicineNaira).toBe(3000);
    // Voiding or correcting it again is refused: it no longer counts.
    const again = await api.post(`/api/stock/purchases/${wrong.id}/void`, { version: 2 });
    expect(again.status).toBe(409);
    const history = await api.get(`/api/stock/purchases/${wrong.id}/history`);
    expect(history.body.data).toEqual([
      expect.objectContaining({ action: 'void', role: 'farmer' }),
    ]);
  });

  it('refuses bad corrections with the field, and other farms with 404', async () => {
    const api = w.farmerA.api;
    const bought = await api.post(`/api/farmers/${w.farmerA.id}/stock/purchases`, tenBags);
    const { id } = bought.body.data.purchases[0];
    const nothing = await api.patch(`/api/stock/purchases/${id}`, { version: 1 });
    expect(nothing.status).toBe(400);
    const zero = await api.patch(`/api/stock/purchases/${id}`, { version: 1, quantity: 0 });
    expect(zero.status).toBe(400);
    const future = await api.patch(`/api/stock/purchases/${id}`, {
      version: 1,
      purchasedOn: addDays(today(), 1),
    });
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ purchasedOn: 'Date bought cannot be after today' });
    const noVersion = await api.patch(`/api/stock/purchases/${id}`, { quantity: 3 });
    expect(noVersion.status).toBe(400);
    expect(
      (await w.farmerB.api.patch(`/api/stock/purchases/${id}`, { version: 1, quantity: 1 })).status,
    ).toBe(404);
    expect((await w.agentB.api.get(`/api/stock/purchases/${id}/history`)).status).toBe(404);
    const [row] = await testDb.handle.db.select().from(stockPurchases);
    expect(row).toMatchObject({ quantity: 10, version: 1 });
  });
});

describe(`batch profit and loss (${testDriver})`, () => {
  it('adds up by hand: animals, feed used at its price, medicine, expenses against sales', async () => {
    const api = w.farmerA.api;
    const { batchId, sectionId } = await broilers(api, w.farmerA.id, 100);
    const url = `/api/farmers/${w.farmerA.id}/stock/purchases`;
    // 100 day-old chicks at ₦500, 10 bags (250 kg) at ₦15,000, a ₦3,000 vaccine.
    await api.post(url, {
      kind: 'animals',
      item: 'Day-old chicks',
      quantity: 100,
      unit: 'bird',
      cost: 50_000,
      batchId,
    });
    await api.post(url, tenBags);
    await api.post(url, {
      kind: 'medicine',
      item: 'Lasota',
      quantity: 1,
      unit: 'vial',
      cost: 3_000,
      batchId,
    });
    // 100 kg of feed used (₦600 a kg: ₦60,000), ₦2,000 of other expenses, 40 sold for ₦160,000.
    await api.put(`/api/sections/${sectionId}/records/${addDays(today(), -1)}`, {
      feedAmount: 60,
      feedType: 'Broiler Starter',
      expenses: 2_000,
      mortality: 2,
    });
    await api.put(`/api/sections/${sectionId}/records/${today()}`, {
      feedAmount: 40,
      feedType: 'Broiler Starter',
      salesNaira: 160_000,
      numberSold: 40,
      weight: 2.5,
    });
    const report = await api.get(`/api/batches/${batchId}/report`);
    expect(report.status).toBe(200);
    expect(report.body.data).toMatchObject({
      batchName: 'Broilers — March',
      farmerName: null,
      animalsPlaced: 100,
      costs: {
        animalsNaira: 50_000,
        feedNaira: 60_000,
        medicineNaira: 3_000,
        expensesNaira: 2_000,
        totalNaira: 115_000,
      },
      feedKg: 100,
      unpricedFeedKg: 0,
      salesNaira: 160_000,
      profitNaira: 45_000,
      costPerAnimalNaira: 1_150,
      profitPerAnimalNaira: 450,
      // 58 alive and 40 sold at 2.5 kg: 245 kg; ₦115,000 / 245 kg = ₦469.39.
      liveWeightKg: 245,
      costPerKgNaira: 469.39,
      sections: [{ name: 'House A', placed: 100, alive: 58, sold: 40, deaths: 2, weightKg: 2.5 }],
    });
    expect((await w.agentA.api.get(`/api/batches/${batchId}/report`)).status).toBe(200);
    expect((await w.farmerB.api.get(`/api/batches/${batchId}/report`)).status).toBe(404);
  });

  it('shares read-only until it expires or is stopped, with the name only when chosen', async () => {
    const api = w.farmerA.api;
    const { batchId } = await broilers(api, w.farmerA.id);
    const made = await api.post(`/api/batches/${batchId}/report-links`, {
      days: 7,
      showName: true,
    });
    expect(made.status).toBe(201);
    const token = made.body.data.token as string;
    const shared = await w.anonymous.api.get(`/api/shared/batch-reports/${token}`);
    expect(shared.status).toBe(200);
    const [farmer] = await testDb.handle.db.select().from(users).where(eq(users.id, w.farmerA.id));
    expect(shared.body.data.farmerName).toBe(`${farmer?.firstName} ${farmer?.lastName}`);
    const text = JSON.stringify(shared.body);
    for (const secret of [w.farmerA.id, batchId, farmer?.phone ?? 'x', token]) {
      expect(text).not.toContain(secret);
    }
    // Only the hash is kept.
    const [row] = await testDb.handle.db.select().from(reportLinks);
    expect(row?.tokenHash).not.toBe(token);
    // Agents may see and stop the links, not make them.
    expect(
      (await w.agentA.api.post(`/api/batches/${batchId}/report-links`, { days: 7 })).status,
    ).toBe(403);
    const listed = await w.agentA.api.get(`/api/batches/${batchId}/report-links`);
    expect(listed.body.data).toEqual([expect.objectContaining({ active: true, showName: true })]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect((await w.farmerB.api.del(`/api/report-links/${made.body.data.id}`)).status).toBe(404);
    const stopped = await api.del(`/api/report-links/${made.body.data.id}`);
    expect(stopped.body.data).toMatchObject({ active: false });
    const gone = await w.anonymous.api.get(`/api/shared/batch-reports/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('This link has expired or was stopped');
    // Expired: the same answer; without the name by default.
    const second = await api.post(`/api/batches/${batchId}/report-links`, { days: 1 });
    const fresh = await w.anonymous.api.get(`/api/shared/batch-reports/${second.body.data.token}`);
    expect(fresh.body.data.farmerName).toBeNull();
    await testDb.handle.db
      .update(reportLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportLinks.id, second.body.data.id));
    expect(
      (await w.anonymous.api.get(`/api/shared/batch-reports/${second.body.data.token}`)).status,
    ).toBe(404);
    expect((await api.post(`/api/batches/${batchId}/report-links`, { days: 91 })).status).toBe(400);
  });
});
