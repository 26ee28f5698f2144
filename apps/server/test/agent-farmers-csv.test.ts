import { agentFarmersCsvQuery } from '@kiwo/api-client/schemas';
import { calendarDay } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { parseCsv } from '../src/lib/csv-parse';
import { farmerChunks } from '../src/modules/agents/farmers-csv';
import { insertManyFarmers } from '../src/modules/agents/many-farmers';
import { testApp } from './helpers/app';
import { farmerPayload } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { type Client, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
const T = calendarDay(new Date()) as string;
/** More than one 500-farmer chunk of the export, so the stream's joins are read. */
const MANY = 620;

/** The CSV of a call: its raw text and its parsed rows (header first). */
async function csvOf(api: Client, query = '') {
  const res = await api.get(`/api/agents/farmers.csv${query ? `?${query}` : ''}`);
  return { ...res, text: res.res.body, rows: parseCsv(res.res.body).map((r) => r.cells) };
}

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
  await insertManyFarmers(testDb.handle.db, {
    agentId: w.agentA.id,
    count: MANY,
    passwordHash: 'not-used',
    today: T,
  });
  const registered = await w.agentA.api.post(
    '/api/users/farmers',
    farmerPayload({
      firstName: '=cmd',
      lastName: 'Ọ̀kẹ́',
      gender: 'female',
      age: '36-45',
      stateOfResidence: 'Oyo',
      primaryLivestock: 'poultry',
      totalLivestockCount: 250,
    }),
  );
  expect(registered.status).toBe(201);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`the agent's farmers as CSV (${testDriver})`, () => {
  it('exports every farmer of the agent, not one page, with a BOM and neutralised formulas', async () => {
    const csv = await csvOf(w.agentA.api);
    expect(csv.status).toBe(200);
    expect(csv.res.headers['content-type']).toContain('text/csv');
    expect(csv.res.headers['content-disposition']).toContain('kiwo-farmers');
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csv.rows;
    expect(header).toEqual([
      'Name',
      'Phone',
      'Gender',
      'Age range',
      'State',
      'Livestock',
      'Animals',
      'Animals declared at registration',
      'Last record',
      'Days since last record',
      'Mortality alert',
      'Needs a visit because',
    ]);
    // The generated farmers, farmer A of the world and the one just registered.
    expect(rows).toHaveLength(MANY + 2);
    expect(new Set(rows.map((r) => r[1])).size).toBe(MANY + 2);
    const her = rows.find((r) => r[0]?.includes('Ọ̀kẹ́'));
    expect(her).toEqual([
      "'=cmd Ọ̀kẹ́",
      expect.stringMatching(/^\+234/),
      'Female',
      '36 to 45',
      'Oyo',
      'Poultry',
      '250',
      '250',
      '',
      '',
      '',
      'No record yet',
    ]);
    // A phone is not a formula: never prefixed.
    expect(rows.every((r) => r[1]?.startsWith('+234'))).toBe(true);
  });

  it('follows the search, filters and sort of the list', async () => {
    const csv = await csvOf(w.agentA.api, 'search=%3Dcmd');
    expect(csv.rows.slice(1).map((r) => r[0])).toEqual(["'=cmd Ọ̀kẹ́"]);
    const kano = await csvOf(w.agentA.api, 'state=Kano&sort=name');
    const names = kano.rows.slice(1).map((r) => r[0] as string);
    expect(names.length).toBeGreaterThan(0);
    expect(kano.rows.slice(1).every((r) => r[4] === 'Kano')).toBe(true);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const page = await w.agentA.api.get('/api/users/farmers/by-agent?state=Kano&limit=100');
    expect(names).toHaveLength(page.body.pagination.total);
  });

  it('says why a farmer needs a visit and flags a mortality alert', async () => {
    const { rows } = await csvOf(w.agentA.api, 'sort=mortality');
    // Generated farmer 12 lost 12 of 200 on their record day (6 % > the 5 % alert).
    const alerted = rows.slice(1).filter((r) => r[10] !== '');
    expect(alerted.length).toBeGreaterThan(0);
    for (const r of alerted) expect(r[11]).toContain('Mortality alert');
    const silent = rows.slice(1).find((r) => Number(r[9]) > 7);
    expect(silent?.[11]).toMatch(/No record for \d+ days/);
  });

  it("writes the headers and words in the agent's language", async () => {
    await testDb.handle.db
      .update(users)
      .set({ language: 'yoruba' })
      .where(eq(users.id, w.agentA.id));
    try {
      const { rows } = await csvOf(w.agentA.api, 'search=%3Dcmd');
      expect(rows[0]?.[0]).toBe('Orúkọ');
      expect(rows[1]?.[2]).toBe('Abo');
    } finally {
      await testDb.handle.db
        .update(users)
        .set({ language: 'english' })
        .where(eq(users.id, w.agentA.id));
    }
  });

  it("never gives another agent's farmers; an agent with none gets no file", async () => {
    const other = await csvOf(w.agentB.api);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('No data to export');
    // A named agentId is ignored for an agent: still their own (none).
    const named = await csvOf(w.agentB.api, `agentId=${w.agentA.id}`);
    expect(named.status).toBe(404);
    expect((await csvOf(w.farmerA.api)).status).toBe(403);
    expect((await csvOf(w.anonymous.api)).status).toBe(401);
  });

  it('lets an admin export a named agent, with a clear 400 otherwise', async () => {
    const missing = await csvOf(w.admin.api);
    expect(missing.status).toBe(400);
    expect(missing.body.fields.agentId).toMatch(/agent/i);
    const notAgent = await csvOf(w.admin.api, `agentId=${w.farmerA.id}`);
    expect(notAgent.status).toBe(400);
    expect((await csvOf(w.admin.api, 'agentId=nope')).status).toBe(400);
    expect((await csvOf(w.admin.api, 'sort=sideways')).status).toBe(400);
    const ok = await csvOf(w.admin.api, `agentId=${w.agentA.id}`);
    expect(ok.status).toBe(200);
    expect(ok.rows).toHaveLength(MANY + 3);
  });

  it.each([
    ['newest', ''],
    ['name', 'sort=name'],
    ['last record', 'sort=lastRecord'],
    ['deaths this week', 'sort=mortality'],
    ['state, reversed', 'sort=state&order=desc'],
  ])('a farmer registered mid-download repeats or drops no row (%s)', async (_, params) => {
    const query = agentFarmersCsvQuery.parse(Object.fromEntries(new URLSearchParams(params)));
    const db = testDb.handle.db;
    const before = new Set<string>();
    for await (const chunk of farmerChunks(db, w.agentA.id, query)) {
      for (const f of chunk) before.add(f._id);
    }
    const seen: string[] = [];
    let chunks = 0;
    // Chunks of 50: after the first, a new farmer who sorts first (newest, "Aa…", no record)
    // joins, which moved every later OFFSET page one row on.
    for await (const chunk of farmerChunks(db, w.agentA.id, query, 50)) {
      seen.push(...chunk.map((f) => f._id));
      if (chunks++ === 0) {
        const res = await w.agentA.api.post(
          '/api/users/farmers',
          farmerPayload({ firstName: 'Aaliyah', lastName: 'Abba', stateOfResidence: 'Zamfara' }),
        );
        expect(res.status).toBe(201);
      }
    }
    expect(chunks).toBeGreaterThan(10);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => before.has(id))).toHaveLength(before.size);
  });
});
