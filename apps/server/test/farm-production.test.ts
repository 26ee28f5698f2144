import { addDays, calendarDay } from '@kiwo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { notifications, users } from '../src/db/schema';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { type Client, farmSnapshot, farmWorld, type World } from './helpers/farm';

// Eggs, milk, causes of death and the lay-rate drop alert (ADR 0059), through the real routes on both drivers.

let testDb: TestDb;
let app: App;
let w: World;
const today = calendarDay(new Date()) as string;

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

/** A batch of one section; returns their ids. */
async function addSection(api: Client, farmerId: string, section: Record<string, unknown>) {
  const pens = await api.get(`/api/pen/farmer/${farmerId}`);
  const penId = pens.body.data[0].id as string;
  const batch = await api.post(`/api/pens/${penId}/batches`, {
    name: 'Flock',
    livestockType: section.livestockType,
  });
  expect(batch.status).toBe(201);
  const batchId = batch.body.data.id as string;
  const made = await api.post(`/api/batches/${batchId}/sections`, { name: 'House A', ...section });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { batchId, sectionId: made.body.data.id as string };
}
const layers = (count = 1000) =>
  addSection(w.farmerA.api, w.farmerA.id, { livestockType: 'poultry', subType: 'layer', count });

const save = (api: Client, sectionId: string, date: string, body: object) =>
  api.put(`/api/sections/${sectionId}/records/${date}`, body);

const dropsOf = (userId: string) =>
  testDb.handle.db
    .select()
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId} and ${notifications.type} = 'lay_rate_drop'`);

describe(`production (${testDriver})`, () => {
  it('900 eggs from 1,000 hens is 90 %; a drop to 75 % alerts the farmer and agent once, in-app and by SMS', async () => {
    const { sectionId, batchId } = await layers();
    // The farmer uses USSD only (asked for alerts by SMS).
    expect((await w.farmerA.api.put('/api/users/sms-alerts', { enabled: true })).status).toBe(200);
    const d = (n: number) => addDays(today, n);

    const first = await save(w.farmerA.api, sectionId, d(-3), {
      eggsCollected: 900,
      eggsCracked: 12,
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      eggsCollected: 900,
      eggsCracked: 12,
      milkLitres: null,
    });
    // 10 hens die that day: the next day has 990 at its start.
    expect(
      (
        await save(w.farmerA.api, sectionId, d(-2), {
          eggsCollected: 891,
          mortality: 10,
          mortalityCause: 'heat',
        })
      ).status,
    ).toBe(201);
    expect(await dropsOf(w.farmerA.id)).toHaveLength(0);

    // 742 of 990 = 75 %: 15 points below 90 within 3 days.
    expect((await save(w.farmerA.api, sectionId, d(-1), { eggsCollected: 742 })).status).toBe(201);
    const [farmer] = await dropsOf(w.farmerA.id);
    expect(farmer).toMatchObject({
      priority: 'high',
      params: { section: 'House A', date: d(-1), from: '90', to: '74.9' },
      link: `/farmer/reports/${sectionId}`,
    });
    const [agent] = await dropsOf(w.agentA.id);
    expect(agent?.params).toMatchObject({ name: 'Amina Bello', from: '90' });
    const sms = (await testDb.handle.db.execute(
      sql`select body from outbox_messages where kind = 'alert:lay_rate_drop' and user_id = ${w.farmerA.id}`,
    )) as unknown as { rows: { body: string }[] };
    expect(sms.rows.map((r) => r.body)).toEqual([
      expect.stringContaining('lay rate in House A fell from 90% to 74.9%'),
    ]);

    // Still low today, and the low day re-saved: the same drop, no second alert.
    expect((await save(w.farmerA.api, sectionId, today, { eggsCollected: 745 })).status).toBe(201);
    expect((await save(w.farmerA.api, sectionId, d(-1), { eggsCollected: 740 })).status).toBe(200);
    expect(await dropsOf(w.farmerA.id)).toHaveLength(1);
    expect(await dropsOf(w.agentA.id)).toHaveLength(1);

    // The section and the batch show the rate by day, with the fall and deaths by cause.
    const section = await w.farmerA.api.get(`/api/sections/${sectionId}/production`);
    expect(section.status).toBe(200);
    expect(section.body.data.recordsEggs).toBe(true);
    expect(
      section.body.data.days.map((x: { date: string; hens: number; layRate: number }) => [
        x.date,
        x.hens,
        x.layRate,
      ]),
    ).toEqual([
      [d(-3), 1000, 90],
      [d(-2), 1000, 89.1],
      [d(-1), 990, 74.7],
      [today, 990, 75.3],
    ]);
    expect(section.body.data.drop).toMatchObject({ from: 90, to: 75.3 });
    const batch = await w.farmerA.api.get(`/api/batches/${batchId}/production`);
    expect(batch.body.data.deathsByCause).toEqual([{ cause: 'heat', deaths: 10 }]);
    const farm = await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/production`);
    expect(farm.body.data.days.at(-1)).toMatchObject({ eggsCollected: 745, hens: 990 });
    // Another farmer's section is not found; their agent may read it.
    expect((await w.farmerB.api.get(`/api/sections/${sectionId}/production`)).status).toBe(404);
    expect((await w.agentA.api.get(`/api/batches/${batchId}/production`)).status).toBe(200);
  });

  it('refuses implausible or misplaced production with a clear field error, writing nothing', async () => {
    const { sectionId } = await layers(1000);
    const broilers = await addSection(w.farmerA.api, w.farmerA.id, {
      livestockType: 'poultry',
      subType: 'broiler',
      count: 50,
    });
    const before = await farmSnapshot(testDb.handle.db);
    const refused = async (id: string, body: object, field: string, message: RegExp) => {
      const res = await save(w.farmerA.api, id, today, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors?.[field] ?? res.body.message).toMatch(message);
    };
    await refused(
      sectionId,
      { eggsCollected: 1201 },
      'eggsCollected',
      /too many for 1000 hens: at most 1200/,
    );
    await refused(
      sectionId,
      { eggsCollected: 10, eggsCracked: 11 },
      'eggsCracked',
      /more than the eggs collected/,
    );
    await refused(sectionId, { eggsCracked: 1 }, 'eggsCracked', /more than the eggs collected/);
    await refused(sectionId, { milkLitres: 4 }, 'milkLitres', /dairy cattle and does only/);
    await refused(sectionId, { mortalityCause: 'heat' }, 'mortalityCause', /needs deaths/);
    await refused(
      sectionId,
      { culling: 0, cullingReason: 'old' },
      'cullingReason',
      /needs animals culled/,
    );
    await refused(
      sectionId,
      { mortality: 1, mortalityCause: 'lightning' },
      'mortalityCause',
      /one of: disease/,
    );
    await refused(broilers.sectionId, { eggsCollected: 5 }, 'eggsCollected', /layers only/);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
    // 1,200 is the most: accepted.
    expect((await save(w.farmerA.api, sectionId, today, { eggsCollected: 1200 })).status).toBe(201);
  });

  it('dairy cattle record litres; the CSV adds the production columns after the spec’s', async () => {
    const { sectionId } = await addSection(w.farmerA.api, w.farmerA.id, {
      livestockType: 'cattle',
      subType: 'adult',
      cattlePurpose: 'dairy',
      count: 12,
    });
    const saved = await save(w.farmerA.api, sectionId, today, {
      milkLitres: 84.5,
      culling: 1,
      cullingReason: 'low_production',
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ milkLitres: 84.5, cullingReason: 'low_production' });
    const production = await w.farmerA.api.get(`/api/sections/${sectionId}/production`);
    expect(production.body.data).toMatchObject({ recordsMilk: true, recordsEggs: false });
    expect(production.body.data.days).toEqual([
      expect.objectContaining({ date: today, milkLitres: 84.5, layRate: null }),
    ]);
    expect(production.body.data.cullsByReason).toEqual([{ reason: 'low_production', culls: 1 }]);
    const csv = await w.farmerA.api.get(`/api/sections/${sectionId}/records.csv`);
    const [header, row] = String(csv.res.body)
      .replace(/^\uFEFF/, '')
      .split('\n');
    expect(header).toMatch(
      /Vaccination,Eggs Collected,Eggs Cracked,Milk \(L\),Cause of Death,Culling Reason,Entered By,Channel$/,
    );
    expect(row).toMatch(/,,,84\.5,,low_production,[^,]+ \(farmer\),web$/);
    // Who and through which channel: the record's history names the fields changed.
    const history = await w.farmerA.api.get(`/api/records/${saved.body.data.id}/history`);
    expect(history.body.data.revisions[0]).toMatchObject({ channel: 'web' });
    expect(history.body.data.revisions[0].changed).toEqual(
      expect.arrayContaining(['milkLitres', 'cullingReason']),
    );
    const [farmer] = await testDb.handle.db.select().from(users).where(eq(users.id, w.farmerA.id));
    expect(farmer?.role).toBe('farmer');
  });

  it("USSD: a layer section has a 7th field for eggs, in the caller's language, checked the same", async () => {
    const { sectionId } = await layers(1000);
    const [row] = await testDb.handle.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, w.farmerA.id));
    let n = 0;
    const session = () => {
      const sessionId = `ATUid_production_${testDriver}_${++n}`;
      const inputs: string[] = [];
      return async (input?: string) => {
        if (input !== undefined) inputs.push(input);
        const res = await app.inject({
          method: 'POST',
          url: '/api/ussd',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            sessionId,
            serviceCode: '*347*754#',
            phoneNumber: String(row?.phone),
            networkCode: '62130',
            text: inputs.join('*'),
          }).toString(),
        });
        expect(res.body.length, res.body).toBeLessThanOrEqual(160);
        expect(res.body).toMatch(/^[\x20-\x7e\n]*$/);
        return res.body;
      };
    };
    const pick = (screen: string) => screen.match(/(\d) House A \(1000\)/)?.[1] ?? 'none';

    const say = session();
    await say();
    const fields = await say(pick(await say('1')));
    expect(fields).toMatch(/\n6 Births\n7 Eggs\n/);
    expect(await say('7')).toMatch(/^CON Eggs collected today in House A \(so far 0\):/);
    // Cracked eggs are asked after the eggs: "none" is a choice (0 is "back"), never more than
    // collected.
    expect(await say('900')).toMatch(/^CON Any cracked among the 900 eggs\?\n1 No\n2 Yes\n0 Back/);
    expect(await say('2')).toMatch(/^CON How many of the 900 eggs are cracked\?/);
    expect(await say('901')).toMatch(
      /^CON cracked eggs cannot be more than the 900 collected\nHow many of the 900 eggs/,
    );
    expect(await say('12')).toMatch(
      /^CON Eggs today in House A: 0 \+ 900 = 900\.\nCracked: 12\.\n1 Confirm 2 Cancel/,
    );
    expect(await say('1')).toMatch(/^CON Saved\./);
    const records = await w.farmerA.api.get(`/api/sections/${sectionId}/records`);
    expect(records.body.data.items[0]).toMatchObject({
      date: today,
      eggsCollected: 900,
      eggsCracked: 12,
    });
    const [revision] = (
      (await testDb.handle.db.execute(
        sql`select channel from record_revisions where section_id = ${sectionId}`,
      )) as unknown as { rows: { channel: string }[] }
    ).rows;
    expect(revision?.channel).toBe('ussd');

    // 900 + 400 is more than 1.2 eggs a hen: refused, in Hausa, in ASCII.
    await testDb.handle.db
      .update(users)
      .set({ language: 'hausa' })
      .where(eq(users.id, w.farmerA.id));
    const ha = session();
    await ha();
    const haFields = await ha(pick(await ha('1')));
    expect(haFields).toMatch(/\n7 Kwai\n/);
    expect(await ha('7')).toMatch(/^CON Kwan da aka tattara .* \(zuwa yanzu 900\):/);
    expect(await ha('400')).toMatch(/^CON Akwai fasassu cikin kwai 400\?\n1 A'a\n2 Eh/);
    expect(await ha('1')).toMatch(/: 900 \+ 400 = 1300\.\n1 Tabbatar/);
    expect(await ha('1')).toMatch(/^END .*kwai sun yi yawa ga kaji 1000 \(mafi yawa 1200\)/);
    const after = await w.farmerA.api.get(`/api/sections/${sectionId}/records`);
    expect(after.body.data.items[0]).toMatchObject({ eggsCollected: 900 });
  });
});
