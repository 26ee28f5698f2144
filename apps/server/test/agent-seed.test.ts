import { addDays, calendarDay } from '@kiwo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEMO_AGENT_SEEDER } from '../src/modules/agents/seed';
import { DEMO_PASSWORD } from '../src/modules/auth/seed';
import { json, testApp } from './helpers/app';
import { call, type Session } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as } from './helpers/farm';

let testDb: TestDb;
let app: App;
const T = calendarDay(new Date()) as string;

const login = async (identifier: string) => {
  const res = await call(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login ${identifier}: ${res.statusCode}`);
  return (json(res) as { data: Session }).data;
};

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle }, { SEED_DEMO: 'true' });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`demo agent workspace (${testDriver})`, () => {
  it('gives the demo agent three farmers, one needing a visit, a mortality alert and a report', async () => {
    expect(app.seeded).toContain(DEMO_AGENT_SEEDER);
    const agent = as(app, await login('08030000002'));
    const farmers = (await agent.get('/api/users/farmers/by-agent')).body;
    expect(farmers.pagination.total).toBe(3);
    expect(farmers.data.map((f: { phone: string }) => f.phone).sort()).toEqual([
      '+2348030000001',
      '+2348030000004',
      '+2348030000005',
    ]);

    const { data } = (await agent.get('/api/agents/me/dashboard')).body;
    expect(data.farmers).toBe(3);
    expect(data.animals).toBeGreaterThan(500);
    expect(data.needVisit).toEqual([
      expect.objectContaining({ name: 'Ngozi Eze', lastRecordAt: addDays(T, -10) }),
    ]);
    expect(data.mortalityAlerts).toEqual([
      expect.objectContaining({
        name: 'Musa Ibrahim',
        date: addDays(T, -2),
        mortality: 8,
        rate: 6.7,
      }),
    ]);
    expect(data.recentReports).toEqual([
      expect.objectContaining({
        reportType: 'visit',
        farmer: expect.objectContaining({ firstName: 'Amina' }),
      }),
    ]);
  });

  it('the new demo farmers log in with the demo password and see their farm', async () => {
    for (const phone of ['08030000004', '08030000005']) {
      const session = await login(phone);
      const api = as(app, session);
      const batches = (await api.get(`/api/farmers/${session.user._id}/batches`)).body.data;
      expect(batches).toHaveLength(1);
      const dash = (await api.get(`/api/farmers/${session.user._id}/dashboard`)).body.data;
      expect(dash.totals.animals).toBe(phone.endsWith('4') ? 111 : 16);
    }
  });

  it("names each demo farmer's pen in their language: Musa's in Hausa, Ngozi's in Igbo", async () => {
    for (const [phone, language, pen] of [
      ['08030000004', 'hausa', 'Babban gidan dabbobi'],
      ['08030000005', 'igbo', 'Ụlọ anụ bụ isi'],
    ] as const) {
      const session = await login(phone);
      expect(session.user.language).toBe(language);
      const pens = (await as(app, session).get(`/api/pen/farmer/${session.user._id}`)).body.data;
      expect(pens.map((p: { name: string }) => p.name).join(' ')).toContain(pen);
      expect(pens.map((p: { name: string }) => p.name).join(' ')).not.toMatch(/Pen/);
    }
  });

  it("names each demo farmer's batch and section in their language; Amina's stay in English", async () => {
    for (const [phone, batch, section] of [
      ['08030000004', 'Kajin ƙwai — sun kusa fara yin ƙwai', 'Gidan kajin ƙwai'],
      ['08030000005', 'Ewu — ìgwè ewu', 'Ìgwè ewu'],
    ] as const) {
      const session = await login(phone);
      const api = as(app, session);
      const batches = (await api.get(`/api/farmers/${session.user._id}/batches`)).body.data;
      expect(batches.map((b: { name: string }) => b.name)).toEqual([batch]);
      const detail = (await api.get(`/api/batches/${batches[0].id}`)).body.data;
      expect(detail.sections.map((s: { name: string }) => s.name)).toEqual([section]);
    }
    const amina = await login('08030000001');
    const names = (await as(app, amina).get(`/api/farmers/${amina.user._id}/batches`)).body.data;
    expect(names.map((b: { name: string }) => b.name)).toContain('Broilers — November');
  });
});
