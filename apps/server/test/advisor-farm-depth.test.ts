import { addDays } from '@kiwo/domain';
import { ENGLISH_MONTHS, formatFarmDayIn } from '@kiwo/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { type Client, farmWorld, type World } from './helpers/farm';

/** A farm day as an English reader reads it: "27 Nov 2026", never "2026-11-27". */
const read = (date: string) => formatFarmDayIn(ENGLISH_MONTHS, date);

// The assistant's answers about production, feed stock and the health calendar, through the
// real chat route, from records and purchases saved through the real routes: the figures must
// be the ones the production and stock screens show (ADR 0059, ADR 0063, ADR 0056).

const today = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

let testDb: TestDb;
let app: App;
let w: World;
let sectionId = '';

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
  const api = w.farmerA.api;
  const pens = await api.get(`/api/pen/farmer/${w.farmerA.id}`);
  // Day-old layers placed 60 days ago: fowl pox (days 42–56) is overdue, the Lasota booster
  // (days 56–70) is due.
  const batch = await api.post(`/api/pens/${pens.body.data[0].id}/batches`, {
    name: 'Layers House A',
    livestockType: 'poultry',
    placedOn: addDays(today(), -60),
    ageAtPlacementDays: 0,
  });
  expect(batch.status).toBe(201);
  const section = await api.post(`/api/batches/${batch.body.data.id}/sections`, {
    name: 'Main flock',
    livestockType: 'poultry',
    subType: 'layer',
    count: 1000,
  });
  expect(section.status).toBe(201);
  sectionId = section.body.data.id;
  // 95 %, 94 %, 93 %, then 80 % today: a drop of 15 points within 3 days.
  const days: [number, object][] = [
    [-3, { eggsCollected: 950, eggsCracked: 10, feedAmount: 50, feedType: 'layer mash' }],
    [-2, { eggsCollected: 940, eggsCracked: 8, feedAmount: 50, feedType: 'layer mash' }],
    [-1, { eggsCollected: 930, eggsCracked: 9, feedAmount: 50, feedType: 'layer mash' }],
    [0, { eggsCollected: 800, eggsCracked: 12 }],
  ];
  for (const [offset, body] of days) {
    const res = await api.put(
      `/api/sections/${sectionId}/records/${addDays(today(), offset)}`,
      body,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  // Four 25 kg bags bought today, at 50 kg a day: 2 days left, which is low.
  const bought = await api.post(`/api/farmers/${w.farmerA.id}/stock/purchases`, {
    kind: 'feed',
    item: 'Layer Mash',
    quantity: 4,
    unit: 'bag',
    unitKg: 25,
    cost: 60_000,
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const ask = async (api: Client, message: string, extra: object = {}) => {
  const res = await api.post('/api/whatsapp/chat', { message, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return String(res.body.data.response);
};

describe(`the assistant reads production, stock and health (${testDriver})`, () => {
  it('gives the lay rate, crates, cracked eggs and the drop the production screen shows', async () => {
    const api = w.farmerA.api;
    const production = (await api.get(`/api/sections/${sectionId}/production`)).body.data;
    const day = production.days.at(-1);
    expect(day).toMatchObject({ eggsCollected: 800, eggsCracked: 12, layRate: 80 });
    expect(production.drop).toMatchObject({ from: 95, to: 80, points: 15 });

    const answer = await ask(api, 'How is my laying?');
    expect(answer).toContain(
      `Layers House A: lay rate ${day.layRate}% on ${read(today())} (800 eggs from 1,000 hens: 26 crates and 20 eggs), 12 cracked.`,
    );
    expect(answer).toContain('Down from 94% on average over the days before.');
    expect(answer).toContain('fell 15 points in 3 days (from 95% to 80%)');
    expect(answer).not.toMatch(/emergency|anthrax/i);

    const yoruba = await ask(api, 'Ẹyin mélòó ni adìẹ mi yé?');
    expect(yoruba).toContain('ìwọ̀n ìyẹ́ ẹyin jẹ́ 80%');
    expect(yoruba).toContain('kírétì 26 àti ẹyin 20');
  });

  it('gives the feed left and its days as the stock screen does, and what is due', async () => {
    const api = w.farmerA.api;
    const stock = (await api.get(`/api/farmers/${w.farmerA.id}/stock`)).body.data;
    expect(stock.items[0]).toMatchObject({ onHandKg: 100, daysLeft: 2, low: true });
    const feed = await ask(api, 'How much feed is left?');
    expect(feed).toContain('Layer Mash: 100 kg left — about 2 days at 50 kg a day. That is low');
    const igbo = await ask(api, 'Nri ole fọdụrụ?');
    expect(igbo).toContain('Layer Mash: kilo 100 fọdụrụ — ụbọchị 2 fọdụrụ');

    // The calendar's due and overdue items, the earliest deadline first: the answer names the
    // first three as the health calendar does, in the calendar's own words.
    const health = (await api.get(`/api/sections/${sectionId}/health`)).body.data;
    const urgent = health.tasks
      .filter((t: { status: string }) => t.status === 'due' || t.status === 'overdue')
      .sort((a: { dueTo: string }, b: { dueTo: string }) => a.dueTo.localeCompare(b.dueTo));
    expect(urgent.map((t: { itemId: string }) => t.itemId).slice(0, 3)).toEqual([
      'ndHitchnerB1',
      'gumboro1',
      'ndLasota',
    ]);
    const next = await ask(api, 'When is the next vaccination?');
    expect(next).toBe(
      [
        `Newcastle (Hitchner B1) for Layers House A (Main flock) is overdue: it was due by ${read(urgent[0].dueTo)}.`,
        `Gumboro (1st) for Layers House A (Main flock) is overdue: it was due by ${read(urgent[1].dueTo)}.`,
        `Newcastle (Lasota) for Layers House A (Main flock) is overdue: it was due by ${read(urgent[2].dueTo)}.`,
      ].join(' '),
    );
    // Marked given on the health calendar, an item leaves the answer.
    const given = await api.post(`/api/sections/${sectionId}/health`, {
      itemId: 'ndHitchnerB1',
      product: 'Hitchner B1 (NVRI)',
      route: 'eyeDrop',
      withdrawalDays: 0,
    });
    expect(given.status, JSON.stringify(given.body)).toBeLessThan(300);
    const after = await ask(api, 'When is the next vaccination?');
    expect(after).not.toContain('Hitchner B1');
    expect(after).toMatch(/^Gumboro \(1st\) for Layers House A/);
  });

  it('addresses a woman in Hausa with ki, and an unknown reader with ku', async () => {
    const db = testDb.handle.db;
    await db.update(users).set({ gender: 'female' }).where(eq(users.id, w.farmerA.id));
    const her = await ask(w.farmerA.api, 'Yaya ƙwan kajina?');
    expect(her).toContain('yawan kwai 80%');
    expect(her).toContain('Ki duba ruwa, abinci');
    expect(her).not.toMatch(/\b(ka|kana)\b/);
    await db.update(users).set({ gender: null }).where(eq(users.id, w.farmerA.id));
    const unknown = await ask(w.farmerA.api, 'Yaya ƙwan kajina?');
    expect(unknown).toContain('Ku duba ruwa, abinci');
  });

  it("gives the farmer's agent the same figures on the farmer's farm, and no one else", async () => {
    const mine = await ask(w.farmerA.api, 'How is my laying?');
    const agents = await ask(w.agentA.api, 'How is my laying?', { farmerId: w.farmerA.id });
    expect(agents).toBe(mine);
    // Without the farm, an agent's assistant has no farm figures.
    const general = await ask(w.agentA.api, 'How is my laying?');
    expect(general).not.toContain('Layers House A');
    for (const outsider of [w.agentB.api, w.farmerB.api]) {
      const res = await outsider.post('/api/whatsapp/chat', {
        message: 'How is my laying?',
        farmerId: w.farmerA.id,
      });
      expect(res.status).toBe(403);
      const stream = await outsider.post('/api/whatsapp/chat/stream', {
        message: 'How is my laying?',
        farmerId: w.farmerA.id,
      });
      expect(stream.status).toBe(403);
    }
  });
});
