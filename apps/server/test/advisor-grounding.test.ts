import { addDays, calendarDay, currentWeek } from '@kiwo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { type Client, farmWorld, type World } from './helpers/farm';

// The assistant's answers to "my farm" questions, through the real chat route, from records
// saved through the real record routes (ADR 0047 and grounding).

const T = calendarDay(new Date()) as string;
const MONDAY = currentWeek(T)[0] as string;

let testDb: TestDb;
let app: App;
let w: World;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function batch(
  api: Client,
  farmerId: string,
  name: string,
  section: { livestockType: string; subType?: string; count: number },
) {
  const pens = await api.get(`/api/pen/farmer/${farmerId}`);
  const penId = pens.body.data[0].id as string;
  const b = await api.post(`/api/pens/${penId}/batches`, {
    name,
    livestockType: section.livestockType,
  });
  expect(b.status).toBe(201);
  const s = await api.post(`/api/batches/${b.body.data.id}/sections`, { name, ...section });
  expect(s.status).toBe(201);
  return s.body.data.id as string;
}

const record = async (api: Client, sectionId: string, date: string, body: object) => {
  const res = await api.put(`/api/sections/${sectionId}/records/${date}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

const ask = async (api: Client, message: string, language?: string) => {
  const res = await api.post('/api/whatsapp/chat', { message, ...(language ? { language } : {}) });
  expect(res.status).toBe(200);
  return String(res.body.data.response);
};

describe(`the assistant answers from the farm's records (${testDriver})`, () => {
  it('names the batch doing worst this week with its figures, in the asker’s language', async () => {
    const api = w.farmerA.api;
    const broilers = await batch(api, w.farmerA.id, 'Broiler Batch 3', {
      livestockType: 'poultry',
      subType: 'broiler',
      count: 500,
    });
    const layers = await batch(api, w.farmerA.id, 'Layers House A', {
      livestockType: 'poultry',
      subType: 'layer',
      count: 300,
    });
    const goats = await batch(api, w.farmerA.id, 'Goat Herd', {
      livestockType: 'goats',
      count: 20,
    });
    // Before this week: deaths that must not count as "this week".
    await record(api, broilers, addDays(MONDAY, -3), { mortality: 10, weight: 1.2 });
    await record(api, layers, addDays(MONDAY, -2), { mortality: 1 });
    // This week (today is always inside it).
    await record(api, broilers, T, { mortality: 18, weight: 1.6, feedAmount: 120 });
    await record(api, layers, T, { mortality: 2 });
    await record(api, goats, T, { salesNaira: 260000, expenses: 95000, numberSold: 4 });

    const worst = await ask(api, 'Which batch is doing worst this week?');
    // 18 deaths of the 490 alive on Monday (500 − 10): 3.7 %; layers 2 of 299: 0.7 %.
    expect(worst).toContain('Broiler Batch 3 is doing worst: 18 deaths, 3.7% of its animals');
    expect(worst).toContain('Layers House A 2 (0.7%)');
    expect(worst).not.toMatch(/emergency|anthrax/i);

    const week = await ask(api, 'How many of my animals died this week?');
    expect(week).toContain('20 animals died this week (since Monday)');
    expect(week).not.toMatch(/emergency|anthrax/i);

    // The rate the dashboard shows, and none of the advisor's own.
    const dashboard = (await api.get(`/api/farmers/${w.farmerA.id}/dashboard`)).body.data;
    const rate = await ask(api, 'What is my mortality rate?');
    expect(dashboard.mortalityRate).toBe(3.8); // 31 deaths of 820 placed
    expect(rate).toContain(`Your mortality rate is ${dashboard.mortalityRate}%`);

    const money = await ask(api, 'Am I making money on the goats?');
    expect(money).toContain('Goat Herd: sales ₦260,000 and expenses ₦95,000');
    expect(money).toContain('₦165,000 profit');

    // Hausa wording with an English profile: answered in Hausa, from the same figures.
    const hausa = await ask(api, 'Wane rukuni ne ya fi muni a wannan makon?');
    expect(hausa).toContain('Broiler Batch 3 ne ya fi muni: mutuwa 18, wato 3.7%');

    const weight = await ask(api, 'Are my broilers gaining weight?');
    expect(weight).toContain('average weight 1.6 kg at the last weigh-in, up from 1.2 kg');
  });

  it('answers "Kajina suna tari" with poultry respiratory advice in Hausa, whatever the profile', async () => {
    const answer = await ask(w.farmerB.api, 'Kajina suna tari, me zan yi?', 'en');
    expect(answer).toContain('cutar numfashi ce (CRD, mycoplasma)');
    expect(answer).toContain('iska mai kyau');
    expect(answer).not.toMatch(/Ban tabbata|I’m not sure|English only/);
    // The sources line follows the answer's language too.
    expect(answer).toMatch(/\n\nMadogara: /);
  });
});
