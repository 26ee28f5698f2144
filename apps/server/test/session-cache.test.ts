import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { sessions, users } from '../src/db/schema';
import { createResetTokens } from '../src/modules/auth/reset-tokens';
import { testApp } from './helpers/app';
import { call, nextIp, PASSWORD, type Session, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as, farmWorld, type World } from './helpers/farm';

/**
 * ADR 0019: verified sessions are served from memory, and every revocation or change of what a
 * session carries counts on the very next request. The cache is kept for a minute here, so only
 * the revocation itself (never the expiry) can explain a refusal.
 */

// DEV_SHOW_CODES: this file reads the phone code from the response (the switch ADR 0025 keeps).
const LONG = { SESSION_CACHE_TTL_MS: '60000', IVR_ENABLED: 'false', DEV_SHOW_CODES: 'true' };

let testDb: TestDb;
let app: App;
let w: World;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle }, LONG);
  w = await farmWorld(app, testDb.handle.db);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const me = (target: App, session: Session) => as(target, session).get('/api/auth/me');

/** Two reads: the first fills the cache, the second is served from it. */
async function warm(session: Session, target: App = app) {
  for (let i = 0; i < 2; i++) expect((await me(target, session)).status).toBe(200);
}

async function login(target: App, identifier: string, password = PASSWORD): Promise<Session> {
  const res = await call(target, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Session }).data;
}

/** Revokes the session in SQL, behind the app's back (what no route does). */
const revokeInSql = (session: Session) =>
  testDb.handle.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, session.user._id), isNull(sessions.revokedAt)));

describe(`session cache: one process (${testDriver})`, () => {
  it('serves a verified session from memory: a change made behind the app is not read', async () => {
    const amina = await signUp(app);
    await warm(amina);
    await revokeInSql(amina);
    // No database read for the session: the cached copy still answers (the expiry bounds this,
    // see below); every route that revokes also drops the cache, as the tests below show.
    expect((await me(app, amina)).status).toBe(200);
    await app.sessions.forgetUser(amina.user._id);
    expect((await me(app, amina)).status).toBe(401);
  });

  it('sign-out: the token is refused on the next request; other sessions live on', async () => {
    const amina = await signUp(app);
    const phone = await login(app, amina.user.phone);
    await warm(amina);
    await warm(phone);
    expect((await as(app, amina).get('/api/auth/logout')).status).toBe(200);
    expect((await me(app, amina)).status).toBe(401);
    expect((await me(app, phone)).status).toBe(200);
  });

  it('password change: every other session is refused on the next request', async () => {
    const amina = await signUp(app);
    const phone = await login(app, amina.user.phone);
    await warm(amina);
    await warm(phone);
    const res = await as(app, amina).put('/api/auth/updatepassword', {
      currentPassword: PASSWORD,
      newPassword: 'a new long password',
    });
    expect(res.status).toBe(200);
    const fresh = res.body.data.token as string;
    expect((await me(app, amina)).status).toBe(401);
    expect((await me(app, phone)).status).toBe(401);
    expect((await me(app, { ...amina, token: fresh })).status).toBe(200);
  });

  it('password reset: every session is refused on the next request', async () => {
    const amina = await signUp(app);
    await warm(amina);
    const token = await createResetTokens(testDb.handle.db).issue(amina.user._id);
    const res = await call(app, {
      method: 'PUT',
      url: `/api/auth/resetpassword/${token}`,
      payload: { password: 'a new long password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(app, amina)).status).toBe(401);
  });

  it('suspension: refused on the next request; after reactivation a new login works', async () => {
    const amina = await signUp(app);
    await warm(amina);
    const suspended = await w.admin.api.post(`/api/admin/users/${amina.user._id}/suspend`, {
      reason: 'Selling fake vaccines',
    });
    expect(suspended.status).toBe(200);
    expect([401, 403]).toContain((await me(app, amina)).status);

    const reactivated = await w.admin.api.post(`/api/admin/users/${amina.user._id}/reactivate`, {
      reason: 'Cleared',
    });
    expect(reactivated.status).toBe(200);
    expect((await me(app, amina)).status).toBe(401); // old sessions stay revoked
    const again = await login(app, amina.user.phone);
    expect((await me(app, again)).body.data).toMatchObject({ _id: amina.user._id });
  });

  it('a suspended user with a live session (status written in SQL) is refused once dropped', async () => {
    const amina = await signUp(app);
    await warm(amina);
    await testDb.handle.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, amina.user._id));
    await app.sessions.forgetUser(amina.user._id);
    expect((await me(app, amina)).status).toBe(403);
    await testDb.handle.db
      .update(users)
      .set({ status: 'active' })
      .where(eq(users.id, amina.user._id));
    await app.sessions.forgetUser(amina.user._id);
    expect((await me(app, amina)).status).toBe(200);
  });

  it('account deletion: refused on the next request', async () => {
    const amina = await signUp(app);
    const phone = await login(app, amina.user.phone);
    await warm(amina);
    await warm(phone);
    const gone = await as(app, amina).send('DELETE', '/api/auth/account', { password: PASSWORD });
    expect(gone.status).toBe(200);
    expect((await me(app, amina)).status).toBe(401);
    expect((await me(app, phone)).status).toBe(401);
  });

  it("the user's own changes show on the next request of every session", async () => {
    const amina = await signUp(app);
    const phone = await login(app, amina.user.phone);
    await warm(amina);
    await warm(phone);
    const api = as(app, amina);
    expect((await api.put('/api/auth/updatedetails', { firstName: 'Halima' })).status).toBe(200);
    expect((await me(app, phone)).body.data.firstName).toBe('Halima');
    expect((await api.patch('/api/users/profile', { language: 'hausa' })).status).toBe(200);
    expect((await me(app, phone)).body.data.language).toBe('hausa');

    const sent = await api.post('/api/auth/send-phone-otp');
    expect(sent.status).toBe(200);
    const otp = sent.body.data.otpCode as string;
    expect((await api.post('/api/auth/verify-phone-otp', { otp })).status).toBe(200);
    expect((await me(app, phone)).body.data.phoneVerification).toEqual({ isVerified: true });
  });

  it("changes others make show on the user's next request: agent, admin, USSD", async () => {
    const farmer = w.farmerA.session;
    await warm(farmer);

    // The farmer's agent edits their details.
    const edited = await w.agentA.api.put(`/api/users/${w.farmerA.id}`, { farmName: 'New Farm' });
    expect(edited.status).toBe(200);
    expect((await me(app, farmer)).body.data.farmName).toBe('New Farm');

    // An admin moves them to another agent, then back.
    const moved = await w.admin.api.put(`/api/admin/farmers/${w.farmerA.id}/agent`, {
      agentId: w.agentB.id,
    });
    expect(moved.status).toBe(200);
    expect((await me(app, farmer)).body.data.agentId).toBe(w.agentB.id);
    await w.admin.api.put(`/api/admin/farmers/${w.farmerA.id}/agent`, { agentId: w.agentA.id });
    expect((await me(app, farmer)).body.data.agentId).toBe(w.agentA.id);

    // NIN submitted (pending), then approved by an admin.
    const nin = await as(app, farmer).post('/api/auth/validate-nin', { nin: '12345678901' });
    expect(nin.status).toBe(200);
    expect((await me(app, farmer)).body.data.NINData.verificationStatus).toBe('pending');
    const approved = await w.admin.api.post(`/api/admin/users/${w.farmerA.id}/nin`, {
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    expect((await me(app, farmer)).body.data.NINData).toMatchObject({ isVerified: true });

    // The language chosen on a feature phone (USSD: 5 Settings → 1 Language → 3 Yoruba).
    for (const text of ['', '5', '5*1', '5*1*3']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ussd',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          sessionId: `ATUid_cache_${testDriver}`,
          serviceCode: '*347*754#',
          phoneNumber: farmer.user.phone,
          text,
        }).toString(),
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await me(app, farmer)).body.data.language).toBe('yoruba');
  });
});

describe(`session cache: expiry bound (${testDriver})`, () => {
  it('a change no process announced counts once the entry expires (SESSION_CACHE_TTL_MS)', async () => {
    const short = await testApp({ db: testDb.handle }, { SESSION_CACHE_TTL_MS: '300' });
    try {
      const amina = await signUp(short);
      await warm(amina, short);
      await revokeInSql(amina);
      await new Promise((r) => setTimeout(r, 350));
      expect((await me(short, amina)).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

const REDIS_URL = process.env.KIWO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe(`session cache: two processes sharing Redis (${testDriver})`, () => {
  // Two apps on one database, like two processes behind a load balancer; a channel of their own
  // (the PGlite and PostgreSQL runs of this file may overlap on one Redis).
  const env = { ...LONG, REDIS_URL, SESSION_REVOKE_CHANNEL: `kiwo-test-${randomUUID()}` };
  let one: App;
  let two: App;
  beforeAll(async () => {
    one = await testApp({ db: testDb.handle }, env);
    two = await testApp({ db: testDb.handle }, env);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  /**
   * The other process hears of it within moments (the message), long before the minute; each
   * try waits a little so the Redis socket gets a turn (PGlite answers without any I/O).
   */
  async function refusedOn(target: App, session: Session) {
    const deadline = Date.now() + 2000;
    for (;;) {
      await new Promise((r) => setTimeout(r, 10));
      const status = (await me(target, session)).status;
      if (status !== 200 || Date.now() > deadline) return status;
    }
  }

  it('a suspension on one is refused by the other', async () => {
    const amina = await signUp(one);
    await warm(amina, one);
    await warm(amina, two);
    const res = await as(one, w.admin.session).post(`/api/admin/users/${amina.user._id}/suspend`, {
      reason: 'Selling fake vaccines',
    });
    expect(res.status).toBe(200);
    expect([401, 403]).toContain((await me(one, amina)).status);
    expect([401, 403]).toContain(await refusedOn(two, amina));
  });

  it('a sign-out and a profile change on one count on the other', async () => {
    const amina = await signUp(one);
    const phone = await login(one, amina.user.phone);
    await warm(amina, two);
    await warm(phone, two);
    expect((await as(one, phone).patch('/api/users/profile', { language: 'igbo' })).status).toBe(
      200,
    );
    const deadline = Date.now() + 2000;
    let language = '';
    while (language !== 'igbo' && Date.now() < deadline) {
      // A turn of the event loop for the Redis socket (PGlite answers without any I/O).
      await new Promise((r) => setTimeout(r, 10));
      language = (await me(two, amina)).body.data.language as string;
    }
    expect(language).toBe('igbo');
    expect((await as(one, amina).get('/api/auth/logout')).status).toBe(200);
    expect(await refusedOn(two, amina)).toBe(401);
    expect((await me(two, phone)).status).toBe(200);
  });
});
