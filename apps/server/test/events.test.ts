import { calendarDay } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { productEvents, users } from '../src/db/schema';
import { json, testApp } from './helpers/app';
import { call, farmerPayload, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmFixture, farmWorld } from './helpers/farm';

let testDb: TestDb;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(() => testDb.reset());
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const stored = () => testDb.handle.db.select().from(productEvents).orderBy(productEvents.createdAt);
const send = (events: unknown, token?: string) =>
  call(app, { method: 'POST', url: '/api/events', payload: { events }, token });

describe(`POST /api/events (${testDriver})`, () => {
  it('stores a batch from the web with the role of the session, never the account', async () => {
    const farmer = await signUp(app, { language: 'hausa' });
    const res = await send(
      [
        { name: 'page_view', route: '/farm/:id' },
        { name: 'form_error', route: '/auth/login', errorCode: 'invalid_input', language: 'yo' },
      ],
      farmer.token,
    );
    expect(res.statusCode).toBe(202);
    expect(json(res)).toMatchObject({ data: { stored: 2 } });
    const client = (await stored()).filter((e) => e.source === 'client');
    expect(client).toHaveLength(2);
    expect(client[0]).toMatchObject({
      name: 'page_view',
      channel: 'web',
      role: 'farmer',
      language: 'ha',
      route: '/farm/:id',
      userId: null,
    });
    expect(client[1]).toMatchObject({
      name: 'form_error',
      language: 'yo',
      errorCode: 'invalid_input',
    });
    expect((await send([{ name: 'page_view' }])).statusCode).toBe(202);
    expect((await stored()).at(-1)).toMatchObject({ role: 'anonymous', language: null });
  });

  it.each([
    ['an empty batch', []],
    ['more than 20', Array.from({ length: 21 }, () => ({ name: 'page_view' }))],
    ['a name outside the list', [{ name: 'signup' }]],
    ['a made-up name', [{ name: 'whatever' }]],
    ['a phone number as a field', [{ name: 'page_view', phone: '08031234567' }]],
    [
      'a route with an id',
      [{ name: 'page_view', route: '/farm/8f14e45f-ea9b-4c1d-9e3a-1b2c3d4e5f60' }],
    ],
    ['a route with a phone number', [{ name: 'page_view', route: '/admin/users/08031234567' }]],
    ['an email as a route', [{ name: 'page_view', route: '/musa@example.ng' }]],
    ['a message as the error code', [{ name: 'form_error', errorCode: 'Wrong password for Musa' }]],
    ['an unknown language', [{ name: 'page_view', language: 'fr' }]],
  ])('refuses %s with a 400 and stores nothing', async (_, events) => {
    const res = await send(events);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false });
    expect(await stored()).toHaveLength(0);
  });

  it('is rate-limited per client address', async () => {
    const ip = '198.51.100.77';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/events',
        payload: { events: [{ name: 'page_view' }] },
        ip,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 202)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe(`events the server records itself (${testDriver})`, () => {
  it('a failed login: its error code, no phone number or email', async () => {
    await signUp(app, { phone: '08035551234', email: 'amina.bello@example.ng' });
    await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: '08035551234', password: 'not the password' },
    });
    await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'amina.bello@example.ng', password: 'not the password' },
    });
    await call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier: '' } });
    // Written once the answer has gone (the route's onResponse), so each may land a moment
    // after its request returned, and in any order.
    const failed = async () => (await stored()).filter((e) => e.name === 'login_failed');
    await expect
      .poll(async () => (await failed()).map((e) => e.errorCode).sort())
      .toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_input']);
    for (const event of await failed()) {
      expect(event).toMatchObject({
        channel: 'web',
        role: 'anonymous',
        route: '/api/auth/login',
        userId: null,
      });
    }
  });

  it('a refused sign-up: its error code, none of what was typed', async () => {
    await signUp(app, { phone: '08035559876' });
    const taken = await call(app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: farmerPayload({ firstName: 'Hauwa', lastName: 'Sani', phone: '08035559876' }),
    });
    expect(taken.statusCode).toBe(409);
    const bad = await call(app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Hauwa', phone: '0803' },
    });
    expect(bad.statusCode).toBe(400);
    // Written once the answer has gone (the route's onResponse): poll, in any order.
    const refused = async () => (await stored()).filter((e) => e.name === 'signup_failed');
    await expect
      .poll(async () => (await refused()).map((e) => e.errorCode).sort())
      .toEqual(['conflict', 'invalid_input']);
    for (const event of await refused()) {
      expect(event).toMatchObject({
        channel: 'web',
        role: 'anonymous',
        route: '/api/auth/register',
        userId: null,
      });
      const text = JSON.stringify(event);
      for (const typed of ['Hauwa', 'Sani', '8035559876', '0803'])
        expect(text).not.toContain(typed);
    }
  });

  it('sign-ups by channel (web, agent) and records saved by channel, with the offline sync', async () => {
    const w = await farmWorld(app, testDb.handle.db);
    const { sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 50);
    const today = calendarDay(new Date()) as string;
    const saved = await w.farmerA.api.put(`/api/sections/${sectionId}/records/${today}`, {
      feedAmount: 3,
      mortality: 1,
    });
    expect(saved.status).toBe(201);
    // The outbox retries with the same key; a replay answers the first save and is not counted.
    const offlineSave = () =>
      w.agentA.api.put(
        `/api/sections/${sectionId}/records/${today}`,
        { feedAmount: 4 },
        { 'x-record-channel': 'offline', 'idempotency-key': 'outbox-entry-1' },
      );
    const offline = await offlineSave();
    expect(offline.status).toBeLessThan(300);
    expect((await offlineSave()).status).toBe(offline.status);
    const byAgent = await w.agentA.api.post('/api/users/farmers', farmerPayload());
    expect(byAgent.status).toBe(201);
    const events = await stored();
    const signups = events.filter((e) => e.name === 'signup');
    expect(signups.filter((e) => e.channel === 'web')).toHaveLength(5);
    expect(signups.filter((e) => e.channel === 'agent')).toHaveLength(1);
    const records = events.filter((e) => e.name === 'record_saved');
    expect(records.map((e) => [e.channel, e.role, e.userId])).toEqual([
      ['web', 'farmer', w.farmerA.id],
      ['agent', 'agent', w.agentA.id],
    ]);
    expect(events.filter((e) => e.name === 'offline_sync')).toHaveLength(1);
  });

  it('USSD sessions: completed, or abandoned with the gateway status as the code', async () => {
    for (const [sessionId, status] of [
      ['ATUid_1', 'Success'],
      ['ATUid_2', 'Incomplete'],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ussd/events',
        payload: `sessionId=${sessionId}&phoneNumber=%2B2348035550000&status=${status}&serviceCode=*384%23`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBeLessThan(300);
    }
    const ussd = (await stored()).filter((e) => e.channel === 'ussd');
    expect(ussd.map((e) => [e.name, e.errorCode])).toEqual([
      ['ussd_completed', null],
      ['ussd_abandoned', 'ussd_incomplete'],
    ]);
  });

  it('stores no phone number, name, email or NIN anywhere in the events', async () => {
    const farmer = await signUp(app, {
      phone: '08035557777',
      firstName: 'Chinedu',
      lastName: 'Okafor',
      email: 'chinedu.okafor@example.ng',
    });
    await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: '08035557777', password: 'wrong wrong wrong' },
    });
    await call(app, {
      method: 'PUT',
      url: '/api/auth/nin',
      payload: { nin: '12345678901' },
      token: farmer.token,
    });
    await send([{ name: 'page_view', route: '/settings' }], farmer.token);
    // The failed login's event is written after its answer (see above): wait for it.
    await expect
      .poll(async () => (await stored()).some((e) => e.name === 'login_failed'))
      .toBe(true);
    const events = await stored();
    expect(events.length).toBeGreaterThanOrEqual(3);
    // Every column of every event, as stored; the ids (UUIDs, whose hex may hold a run of
    // digits) set apart so that a run of digits can only be personal data.
    const text = JSON.stringify(events).replace(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
      '<id>',
    );
    for (const personal of [
      '08035557777',
      '2348035557777',
      '8035557777',
      'Chinedu',
      'Okafor',
      'chinedu.okafor',
      '12345678901',
    ]) {
      expect(text, personal).not.toContain(personal);
    }
    // No 10+ digit run at all (any phone number or NIN), no email address.
    expect(text).not.toMatch(/\d{10,}/);
    expect(text).not.toMatch(/[\w.]+@[\w.]+/);
  });

  it('deletes an account’s events with the account', async () => {
    const farmer = await signUp(app);
    expect((await stored()).some((e) => e.userId === farmer.user._id)).toBe(true);
    await testDb.handle.db.delete(users).where(eq(users.id, farmer.user._id));
    expect((await stored()).some((e) => e.userId === farmer.user._id)).toBe(false);
  });
});

describe(`GET /api/admin/analytics/funnel (${testDriver})`, () => {
  it('counts sign-up → first record → 7-day active over the last 30 days', async () => {
    const w = await farmWorld(app, testDb.handle.db);
    const { sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 50);
    const today = calendarDay(new Date()) as string;
    await w.farmerA.api.put(`/api/sections/${sectionId}/records/${today}`, { feedAmount: 1 });
    // Farmer A signed up 10 days ago: today's record is 7 days or more after.
    await testDb.handle.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(users.id, w.farmerA.id));
    // Farmer B signed up 40 days ago: outside the window.
    await testDb.handle.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(users.id, w.farmerB.id));
    const res = await w.admin.api.get('/api/admin/analytics/funnel');
    expect(res.status).toBe(200);
    // Farmers in the window: A and the admin's account was a farmer sign-up turned admin (not counted).
    expect(res.body.data).toMatchObject({
      days: 30,
      signedUp: 1,
      firstRecord: 1,
      eligible7d: 1,
      active7d: 1,
    });
    expect(res.body.data.channels).toEqual([{ channel: 'web', count: 5 }]);
    expect((await w.farmerA.api.get('/api/admin/analytics/funnel')).status).toBe(403);
  });
});
