import { addDays, calendarDay } from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { rows } from '../src/db/sql';
import { generatedFarmer, insertManyFarmers } from '../src/modules/agents/many-farmers';
import { DEMO_PASSWORD } from '../src/modules/auth/seed';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { type Client, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
const T = calendarDay(new Date()) as string;
const COUNT = 1200;

/**
 * Agent A with the 1,200 generated farmers of `generatedFarmer` (every fourth never recorded, the
 * others one record `i % 30` days ago with `i % 13` deaths out of 200) plus farmer A, attached by
 * the world and never recorded: 1,201 in all. Agent B has none of them.
 */
beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
  await insertManyFarmers(testDb.handle.db, {
    agentId: w.agentA.id,
    count: COUNT,
    passwordHash: 'not-used',
    today: T,
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`the generated workspace's languages (${testDriver})`, () => {
  it("gives the four languages in turn and names each pen in the farmer's", async () => {
    const found = await rows<{ phone: string; language: string; pen: string }>(
      testDb.handle.db,
      sql`select u.phone, u.language, p.name as pen from users u join pens p on p.farmer_id = u.id
        where u.phone in ('+2348130000000', '+2348130000001', '+2348130000002', '+2348130000003')
        order by u.phone`,
    );
    const pens = found.map((f) => [f.language, f.pen.split(' ')[0]]);
    expect(found.map((f) => f.language)).toEqual(['english', 'hausa', 'yoruba', 'igbo']);
    expect(pens.map(([, pen]) => pen)).toEqual(['Main', 'Babban', 'Ilé', 'Ụlọ']);
  });
});

type Row = {
  _id: string;
  firstName: string;
  lastName: string;
  stateOfResidence: string | null;
  lastRecordAt: string | null;
  recentMortality: number;
};

/** Every page of a sort, 100 at a time, as the web walks them. */
async function walk(api: Client, query: string) {
  const all: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`/api/users/farmers/by-agent?limit=100&page=${page}&${query}`);
    expect(res.status).toBe(200);
    all.push(...(res.body.data as Row[]));
    if (page >= res.body.pagination.pages) break;
  }
  return all;
}
const nameOf = (r: Row) => `${r.firstName} ${r.lastName}`.toLowerCase();
const sortedBy = <T>(items: T[], cmp: (a: T, b: T) => number) => [...items].sort(cmp);

describe(`an agent with 1,200 farmers (${testDriver})`, () => {
  it('finds any farmer by name in one short page', async () => {
    const target = generatedFarmer(1111);
    const res = await w.agentA.api.get(
      `/api/users/farmers/by-agent?limit=10&search=${encodeURIComponent(`${target.firstName} ${target.lastName}`)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(1);
    expect(res.body.data[0]).toMatchObject({
      firstName: target.firstName,
      lastName: target.lastName,
      phone: target.phone,
    });
    // Another agent finds nobody by the same name.
    const other = await w.agentB.api.get(
      `/api/users/farmers/by-agent?search=${encodeURIComponent(target.firstName)}`,
    );
    expect(other.body.pagination.total).toBe(0);
  });

  it('sorts by last record: never recorded first, then the longest silent, every farmer once', async () => {
    const rows = await walk(w.agentA.api, 'sort=lastRecord');
    expect(rows).toHaveLength(COUNT + 1);
    expect(new Set(rows.map((r) => r._id)).size).toBe(COUNT + 1);
    const never = rows.filter((r) => r.lastRecordAt === null).length;
    expect(never).toBe(COUNT / 4 + 1);
    expect(rows.slice(0, never).every((r) => r.lastRecordAt === null)).toBe(true);
    const days = rows.slice(never).map((r) => r.lastRecordAt as string);
    expect(days).toEqual([...days].sort());
    expect(days[0]).toBe(addDays(T, -29));
    expect(days.at(-1)).toBe(T);

    // Newest record first when flipped: today's recorders lead, the never-recorded come last.
    const flipped = await w.agentA.api.get(
      '/api/users/farmers/by-agent?sort=lastRecord&order=desc&limit=5',
    );
    expect((flipped.body.data as Row[]).map((r) => r.lastRecordAt)).toEqual(Array(5).fill(T));
  });

  it('sorts by recent deaths, by name and by state, stably across pages', async () => {
    const byDeaths = await walk(w.agentA.api, 'sort=mortality');
    const deaths = byDeaths.map((r) => r.recentMortality);
    expect(deaths).toEqual(sortedBy(deaths, (a, b) => b - a));
    expect(deaths[0]).toBe(12);
    expect(new Set(byDeaths.map((r) => r._id)).size).toBe(COUNT + 1);

    const byName = await walk(w.agentA.api, 'sort=name');
    const names = byName.map(nameOf);
    expect(names).toEqual(sortedBy(names, (a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const backwards = await w.agentA.api.get(
      '/api/users/farmers/by-agent?sort=name&order=desc&limit=1',
    );
    expect(nameOf(backwards.body.data[0])).toBe(names.at(-1));

    const byState = await walk(w.agentA.api, 'sort=state&state=Kano');
    expect(byState.length).toBe(
      Array.from({ length: COUNT }, (_, i) => generatedFarmer(i)).filter(
        (f) => f.stateOfResidence === 'Kano',
      ).length,
    );
    const all = await walk(w.agentA.api, 'sort=state');
    const states = all.map((r) => r.stateOfResidence ?? '~');
    expect(states).toEqual(sortedBy(states, (a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses an unknown sort with a clear message', async () => {
    const res = await w.agentA.api.get('/api/users/farmers/by-agent?sort=age');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(
      'Sort must be one of: newest, lastRecord, mortality, name, state',
    );
  });

  it('lists every farmer who needs a visit, paged, each with why', async () => {
    const expected = Array.from({ length: COUNT }, (_, i) => generatedFarmer(i)).filter(
      (f) => f.lastRecordOffset === null || f.lastRecordOffset < -6 || f.mortality * 100 > 5 * 200,
    );
    const seen: { farmerId: string; reasons: { kind: string }[] }[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const res = await w.agentA.api.get(`/api/agents/me/visits?limit=100&page=${page}`);
      expect(res.status).toBe(200);
      total = res.body.pagination.total;
      seen.push(...res.body.data);
      if (page >= res.body.pagination.pages) break;
    }
    // Farmer A (never recorded) plus the generated ones; poultry batches placed 40 days ago at
    // day-old also have overdue vaccinations, which only add reasons to farmers already silent
    // or add farmers who recorded lately.
    expect(total).toBe(seen.length);
    expect(new Set(seen.map((s) => s.farmerId)).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(expected.length + 1);
    const kinds = (s: (typeof seen)[number]) => s.reasons.map((r) => r.kind);
    // Mortality alerts come first, then overdue health items, then silence alone.
    const firstNonAlert = seen.findIndex((s) => !kinds(s).includes('mortality'));
    expect(seen.slice(firstNonAlert).some((s) => kinds(s).includes('mortality'))).toBe(false);
    expect(seen[0]?.reasons[0]).toMatchObject({ kind: 'mortality', sectionName: 'House A' });
    const alerts = Array.from({ length: COUNT }, (_, i) => generatedFarmer(i)).filter(
      (f) => f.lastRecordOffset !== null && f.lastRecordOffset >= -6 && f.mortality * 100 > 5 * 200,
    );
    expect(firstNonAlert).toBe(alerts.length);
    const silent = seen.filter((s) => kinds(s).includes('noRecord'));
    expect(silent.length).toBe(
      expected.filter((f) => f.lastRecordOffset === null || f.lastRecordOffset < -6).length + 1,
    );
    expect(seen.some((s) => kinds(s).includes('overdueHealth'))).toBe(true);

    // Another agent has nobody to visit.
    const other = await w.agentB.api.get('/api/agents/me/visits');
    expect(other.body.pagination).toEqual({ page: 1, limit: 20, total: 0, pages: 0 });
  });
});

describe(`SEED_AGENT_FARMERS (${testDriver})`, () => {
  it('gives the demo agent that many generated farmers beside the demo ones, once', async () => {
    const db = await openTestDb();
    const demo = await testApp({ db: db.handle }, { SEED_DEMO: 'true', SEED_AGENT_FARMERS: '40' });
    try {
      expect(demo.seeded).toContain('agents/many-farmers');
      const login = await demo.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: '08030000002', password: DEMO_PASSWORD },
      });
      const token = login.json().data.token as string;
      const res = await demo.inject({
        method: 'GET',
        url: '/api/users/farmers/by-agent?limit=1',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.json().pagination.total).toBe(43);
    } finally {
      await demo.close();
      await db.close();
    }
  }, 120_000);
});
