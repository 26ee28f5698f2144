import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { newsletterSubscribers, users } from '../src/db/schema';
import { sealNin } from '../src/modules/auth/nin';
import { registeredFarmer } from './helpers/agent';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmFixture, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
let sectionId: string;
const extra: string[] = [];

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
  ({ sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 50));
  for (let i = 1; i <= 25; i++) {
    const f = await registeredFarmer(app, w.agentA.session, {
      firstName: 'Filler',
      lastName: String(i),
      stateOfResidence: i <= 5 ? 'Lagos' : 'Kano',
    });
    extra.push(f._id);
  }
  await testDb.handle.db
    .update(users)
    .set({
      ...sealNin('10987658901', app.secrets),
      ninSubmittedAt: new Date(),
      ninStatus: 'pending',
    })
    .where(eq(users.id, w.farmerB.id));
  await testDb.handle.db
    .insert(newsletterSubscribers)
    .values([{ email: 'a@example.ng' }, { email: '=b@example.ng' }]);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** Every documented `/api/admin…` route, from the OpenAPI document (new ones join by themselves). */
async function adminRoutes() {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const found: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin')) continue;
    for (const method of Object.keys(methods)) {
      // Path parameters get a well-formed id: the refusal must come before any look-up.
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      found.push({ method: method.toUpperCase() as 'GET', url });
    }
  }
  return found;
}

describe(`admin API (${testDriver})`, () => {
  it('answers 403 to farmers and agents on every admin route, 401 without a session', async () => {
    const routes = await adminRoutes();
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/admin/overview',
      'GET /api/admin/farmers',
      'POST /api/admin/users/00000000-0000-4000-8000-000000000000/suspend',
      'GET /api/admin/consultations',
      'POST /api/admin/notifications',
      'GET /api/admin/analytics',
    ]) {
      expect(names).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const { method, url } of routes) {
      for (const who of [w.farmerA, w.agentA]) {
        for (const payload of method === 'GET' ? [undefined] : [undefined, { reason: 'x' }]) {
          const res = await who.api.send(method, url, payload);
          expect(res.status, `${who === w.farmerA ? 'farmer' : 'agent'} ${method} ${url}`).toBe(
            403,
          );
          expect(res.body).toMatchObject({
            success: false,
            error: 'You do not have permission to do this',
          });
        }
      }
      const anon = await w.anonymous.api.send(method, url);
      expect(anon.status, `anonymous ${method} ${url}`).toBe(401);
    }
  });

  it('gives the overview figures', async () => {
    await w.farmerA.api.put(
      `/api/sections/${sectionId}/records/${new Date().toISOString().slice(0, 10)}`,
      {
        mortality: 1,
      },
    );
    const res = await w.admin.api.get('/api/admin/overview');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.usersByRole).toEqual(
      expect.arrayContaining([
        { role: 'farmer', count: 27 },
        { role: 'agent', count: 2 },
        { role: 'admin', count: 1 },
      ]),
    );
    expect(d.usersByState).toEqual(expect.arrayContaining([{ state: 'Kano', count: 20 }]));
    expect(d.totalFarmers).toBe(27);
    expect(d.activeFarmers7d).toBe(1);
    expect(d.animalsByLivestock).toEqual([{ livestockType: 'poultry', animals: 49 }]);
    expect(d.pendingNinReviews).toBe(1);
  });

  it('lists farmers and agents with search, state filter and pages', async () => {
    const page1 = await w.admin.api.get('/api/admin/farmers?limit=10');
    expect(page1.status).toBe(200);
    expect(page1.body.data).toHaveLength(10);
    expect(page1.body.pagination).toEqual({ page: 1, limit: 10, total: 27, pages: 3 });
    const page3 = await w.admin.api.get('/api/admin/farmers?limit=10&page=3');
    expect(page3.body.data).toHaveLength(7);
    const lagos = await w.admin.api.get('/api/admin/farmers?state=Lagos');
    expect(lagos.body.pagination.total).toBe(5);
    const search = await w.admin.api.get('/api/admin/farmers?search=filler%2012');
    expect(search.body.data.map((u: { lastName: string }) => u.lastName)).toEqual(['12']);
    expect(search.body.data[0].agentName).toBeTruthy();
    const a = await w.admin.api.get(
      `/api/admin/farmers?search=${w.farmerA.session.user.firstName}`,
    );
    expect(a.body.data.find((u: { _id: string }) => u._id === w.farmerA.id)?.animals).toBe(49);
    const agents = await w.admin.api.get('/api/admin/agents');
    expect(agents.body.pagination.total).toBe(2);
    const agentA = agents.body.data.find((u: { _id: string }) => u._id === w.agentA.id);
    expect(agentA.farmers).toBe(26);
    const bad = await w.admin.api.get('/api/admin/farmers?limit=1000');
    expect(bad.status).toBe(400);
  });

  it('approves or rejects a pending NIN, once', async () => {
    const pending = await w.admin.api.get('/api/admin/farmers?ninStatus=pending');
    expect(pending.body.data.map((u: { _id: string }) => u._id)).toEqual([w.farmerB.id]);
    const noReason = await w.admin.api.post(`/api/admin/users/${w.farmerB.id}/nin`, {
      decision: 'reject',
    });
    expect(noReason.status).toBe(400);
    const rejected = await w.admin.api.post(`/api/admin/users/${w.farmerB.id}/nin`, {
      decision: 'reject',
      reason: 'Name does not match',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.NINData).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'Name does not match',
    });
    const again = await w.admin.api.post(`/api/admin/users/${w.farmerB.id}/nin`, {
      decision: 'approve',
    });
    expect(again.status).toBe(409);
    await testDb.handle.db
      .update(users)
      .set({ ninStatus: 'pending' })
      .where(eq(users.id, w.farmerB.id));
    const unchecked = await w.admin.api.post(`/api/admin/users/${w.farmerB.id}/nin`, {
      decision: 'approve',
    });
    expect(unchecked.body.message).toBe('Run the NIN check before approving');
    const name = `${w.farmerB.session.user.firstName} ${w.farmerB.session.user.lastName}`;
    const check = await w.admin.api.post(`/api/admin/users/${w.farmerB.id}/nin/check`, {
      documentName: name,
    });
    expect(check.body.data).toMatchObject({ outcome: 'passed', needsAttestation: true });
    const approved = await w.admin.api.post(`/api/admin/users/${w.farmerB.id}/nin`, {
      decision: 'approve',
      attest: true,
    });
    expect(approved.body.data.NINData).toMatchObject({
      verificationStatus: 'verified',
      isVerified: true,
    });
    const me = await w.farmerB.api.get('/api/auth/me');
    if (me.status === 200) expect(me.body.data.NINData.verificationStatus).toBe('verified');
    const never = await w.admin.api.post(`/api/admin/users/${w.farmerA.id}/nin`, {
      decision: 'approve',
    });
    expect(never.status).toBe(409);
    const missing = await w.admin.api.post(
      '/api/admin/users/00000000-0000-4000-8000-000000000000/nin',
      { decision: 'approve' },
    );
    expect(missing.status).toBe(404);
  });

  it('lists USSD events, newest first, with the caller', async () => {
    const [row] = await testDb.handle.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, w.farmerA.id));
    // Menu option 3: today's summary (ADR 0027).
    for (const text of ['', '3']) {
      await app.inject({
        method: 'POST',
        url: '/api/ussd',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          sessionId: 'ATUid_admin',
          phoneNumber: row?.phone as string,
          serviceCode: '*347*754#',
          text,
        }).toString(),
      });
    }
    const res = await w.admin.api.get('/api/admin/ussd-events?limit=1');
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(2);
    expect(res.body.data[0]).toMatchObject({
      sessionId: 'ATUid_admin',
      text: '3',
      outcome: 'summary',
      userId: w.farmerA.id,
    });
    expect(res.body.data[0].response).toMatch(/^END Today:/);
    const bySession = await w.admin.api.get('/api/admin/ussd-events?search=ATUid_admin');
    expect(bySession.body.pagination.total).toBe(2);
  });

  it('lists newsletter subscribers and exports them as CSV', async () => {
    const res = await w.admin.api.get('/api/admin/newsletter-subscribers?search=a@');
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { email: string }) => s.email)).toEqual(['a@example.ng']);
    const csv = await w.admin.api.get('/api/admin/newsletter-subscribers.csv');
    expect(csv.status).toBe(200);
    expect(csv.res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.res.body.replace(/^\uFEFF/, '').split('\n');
    expect(lines[0]).toBe('Email,Subscribed at');
    expect(lines).toHaveLength(3);
    // A cell starting with = is neutralised for spreadsheets.
    expect(lines.some((l: string) => /^'=b@example\.ng,/.test(l))).toBe(true);
  });

  it("heads the newsletter CSV in the admin's language", async () => {
    const speaks = (language: 'hausa' | 'english') =>
      testDb.handle.db.update(users).set({ language }).where(eq(users.id, w.admin.id));
    await speaks('hausa');
    try {
      const csv = await w.admin.api.get('/api/admin/newsletter-subscribers.csv');
      expect(csv.status).toBe(200);
      expect(csv.res.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe('Imel,Ranar rajista');
      expect(csv.res.headers['content-disposition']).toContain('kiwo-masu-karbar-labarai');
    } finally {
      await speaks('english');
    }
  });
});
