import { calendarDay } from '@kiwo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { countRows } from './helpers/agent';
import { testApp } from './helpers/app';
import { signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { type Client, farmFixture, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
const TODAY = calendarDay(new Date()) as string;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
  const s = await signUp(app, { stateOfResidence: 'Kaduna' });
  const { sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 100);
  const saved = await w.farmerA.api.put(`/api/sections/${sectionId}/records/${TODAY}`, {
    mortality: 3,
    numberSold: 10,
    salesNaira: 25000,
  });
  if (saved.status >= 300) throw new Error(`record: ${saved.status} ${JSON.stringify(saved.body)}`);
  await testDb.handle.db.update(users).set({ status: 'suspended' }).where(eq(users.id, s.user._id));
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const inbox = async (api: Client) =>
  (await api.get('/api/notifications')).body.data as {
    type: string;
    title: string;
    body: string;
  }[];

describe(`admin notifications and analytics (${testDriver})`, () => {
  it('answers 403 to farmers and agents', async () => {
    for (const who of [w.farmerA, w.agentA]) {
      for (const url of [
        '/api/admin/notifications/recipients?role=farmer',
        '/api/admin/notifications/sent',
        '/api/admin/analytics',
      ]) {
        expect((await who.api.get(url)).status, url).toBe(403);
      }
      const send = await who.api.post('/api/admin/notifications', {
        audience: { role: 'farmer' },
        title: 'x',
        message: 'y',
      });
      expect(send.status).toBe(403);
    }
  });

  it('previews the recipients of an audience (active accounts only)', async () => {
    const count = async (q: string) =>
      (await w.admin.api.get(`/api/admin/notifications/recipients?${q}`)).body.data?.recipients;
    expect(await count('role=farmer')).toBe(2);
    expect(await count('role=farmer&state=Kaduna')).toBe(1);
    // Farmer A, both agents and the admin live in Kaduna; the suspended farmer is left out.
    expect(await count('state=Kaduna')).toBe(4);
    expect(await count(`userId=${w.agentB.id}`)).toBe(1);
    const none = await w.admin.api.get('/api/admin/notifications/recipients');
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Choose who receives it: a role, a state or one user');
    const both = await w.admin.api.get(
      `/api/admin/notifications/recipients?role=farmer&userId=${w.agentB.id}`,
    );
    expect(both.status).toBe(400);
  });

  it('sends to a role in a state, and to one user; lists what was sent', async () => {
    const res = await w.admin.api.post('/api/admin/notifications', {
      audience: { role: 'farmer', state: 'Kaduna' },
      title: 'Newcastle disease in Kaduna',
      message: 'Vaccinate your birds this week.',
      priority: 'urgent',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ sent: 1 });
    expect((await inbox(w.farmerA.api))[0]).toMatchObject({
      type: 'admin_message',
      title: 'Newcastle disease in Kaduna',
      body: 'Vaccinate your birds this week.',
    });
    expect(await inbox(w.farmerB.api)).toEqual([]);
    expect(await inbox(w.agentA.api)).toEqual([]);

    const one = await w.admin.api.post('/api/admin/notifications', {
      audience: { userId: w.agentB.id },
      title: 'Training on Monday',
      message: 'Please come to the Kano office.',
    });
    expect(one.body.data).toEqual({ sent: 1 });
    expect((await inbox(w.agentB.api))[0]).toMatchObject({ title: 'Training on Monday' });

    const sent = await w.admin.api.get('/api/admin/notifications/sent');
    expect(sent.body.data).toEqual([
      expect.objectContaining({
        title: 'Training on Monday',
        role: null,
        state: null,
        userName: `${w.agentB.session.user.firstName} ${w.agentB.session.user.lastName}`,
        recipients: 1,
      }),
      expect.objectContaining({ role: 'farmer', state: 'Kaduna', recipients: 1 }),
    ]);
  });

  it('refuses an unknown user or an empty message and writes nothing', async () => {
    const notes = await countRows(testDb.handle.db, 'notifications');
    const audits = await countRows(testDb.handle.db, 'admin_audit_log');
    const unknown = await w.admin.api.post('/api/admin/notifications', {
      audience: { userId: '00000000-0000-4000-8000-000000000000' },
      title: 'Hello',
      message: 'There',
    });
    expect(unknown.status).toBe(404);
    const blank = await w.admin.api.post('/api/admin/notifications', {
      audience: { role: 'agent' },
      title: '  ',
      message: 'There',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Title is required');
    expect(await countRows(testDb.handle.db, 'notifications')).toBe(notes);
    expect(await countRows(testDb.handle.db, 'admin_audit_log')).toBe(audits);
    const [row] = await testDb.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.status, 'suspended'));
    expect(
      (await testDb.handle.db.execute(
        sql`select count(*)::int as n from notifications where user_id = ${row?.id}`,
      )) as unknown as { rows: { n: number }[] },
    ).toMatchObject({ rows: [{ n: 0 }] });
  });

  it('gives sign-ups, activity, deaths and sales over time and by state and livestock', async () => {
    const res = await w.admin.api.get('/api/admin/analytics');
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({ days: 30, to: TODAY, bucket: 'day' });
    expect(a.signups).toHaveLength(30);
    expect(a.signups.at(-1)).toEqual({ date: TODAY, farmers: 3, agents: 2 });
    expect(a.activeFarmers.at(-1)).toEqual({ date: TODAY, farmers: 1 });
    expect(a.trend.at(-1)).toEqual({ date: TODAY, deaths: 3, sales: 25000 });
    expect(a.trend.slice(0, -1).every((d: { deaths: number }) => d.deaths === 0)).toBe(true);
    expect(a.byState).toEqual([{ state: 'Kaduna', deaths: 3, sales: 25000, sold: 10, farmers: 1 }]);
    expect(a.byLivestock).toEqual([
      { livestockType: 'poultry', deaths: 3, sales: 25000, sold: 10, farmers: 1 },
    ]);
    expect(a.totals).toEqual({ deaths: 3, sales: 25000, sold: 10, farmers: 1, signups: 5 });

    const year = await w.admin.api.get('/api/admin/analytics?days=365');
    expect(year.body.data.bucket).toBe('week');
    expect(year.body.data.trend.at(-1).deaths).toBe(3);
    expect(year.body.data.trend.length).toBeGreaterThanOrEqual(53);
    const lagos = await w.admin.api.get('/api/admin/analytics?state=Lagos');
    expect(lagos.body.data.totals).toMatchObject({ deaths: 0, farmers: 0 });
    const goats = await w.admin.api.get('/api/admin/analytics?livestock=goats');
    expect(goats.body.data.byLivestock).toEqual([]);
    expect((await w.admin.api.get('/api/admin/analytics?days=7')).status).toBe(400);
  });
});
