import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { adminAuditLog, contactChanges, users } from '../src/db/schema';
import { MUST_CHANGE_PASSWORD } from '../src/plugins/auth';
import { json, testApp } from './helpers/app';
import { call, nextPhone, PASSWORD, printerSpy, type Session, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

// ADR 0025: a login phone or email changes only with the new contact's code; the old contact is
// told; every change is kept (contact_changes); a forced password change is enforced by the API.

let testDb: TestDb;
let app: App;
const outbox = printerSpy();

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle, outboxPrinter: outbox.printer });
});
beforeEach(() => testDb.reset());
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const e164 = (local: string) => `+234${local.slice(1)}`;
const rowOf = async (id: string) =>
  (await testDb.handle.db.select().from(users).where(eq(users.id, id)))[0];
const login = (identifier: string, password = PASSWORD) =>
  call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
const confirm = (id: string, token: string, otp: string) =>
  call(app, {
    method: 'POST',
    url: `/api/users/contact-changes/${id}/confirm`,
    token,
    payload: { otp },
  });
type Change = { id: string; kind: string; sentTo: string; otpCode: string | null };
const changesOf = (res: { body: string }) =>
  (json(res) as { contactChanges: Change[] }).contactChanges;

/** An agent with a farmer attached (the farmer signed up on their own). */
async function agentWithFarmer(): Promise<{ agent: Session; farmer: Session }> {
  const agent = await signUp(app, { role: 'agent', email: `agent-${nextPhone()}@example.ng` });
  const farmer = await signUp(app);
  await testDb.handle.db
    .update(users)
    .set({ agentId: agent.user._id })
    .where(eq(users.id, farmer.user._id));
  return { agent, farmer };
}

describe(`an agent changes a farmer's login phone (${testDriver})`, () => {
  it('waits for the new phone’s code, tells the old phone, and keeps the history', async () => {
    const { agent, farmer } = await agentWithFarmer();
    const newPhone = nextPhone();
    const res = await call(app, {
      method: 'PUT',
      url: `/api/users/${farmer.user._id}`,
      token: agent.token,
      payload: { phone: newPhone, farmName: 'Renamed by agent' },
    });
    expect(res.statusCode).toBe(200);
    // The rest is saved; the phone is not, yet.
    expect(json(res)).toMatchObject({
      data: { phone: farmer.user.phone, farmName: 'Renamed by agent' },
    });
    const [change] = changesOf(res);
    expect(change).toMatchObject({ kind: 'phone', otpCode: null });
    expect(res.body).not.toContain(outbox.code(e164(newPhone)));

    // The old phone is told who asked, and it still logs in; the new one does not.
    expect(outbox.last(farmer.user.phone)?.text).toMatch(/asked to change your login phone number/);
    expect((await login(farmer.user.phone)).statusCode).toBe(200);
    expect((await login(newPhone)).statusCode).toBe(401);
    // "Forgot password" still goes to the old phone.
    expect((await rowOf(farmer.user._id))?.phone).toBe(farmer.user.phone);

    const wrong = outbox.code(e164(newPhone)) === '000000' ? '000001' : '000000';
    const bad = await confirm(String(change?.id), agent.token, wrong);
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ fields: { otp: expect.stringMatching(/Incorrect code/) } });

    const ok = await confirm(String(change?.id), agent.token, outbox.code(e164(newPhone)));
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({
      data: { phone: e164(newPhone), phoneVerification: { isVerified: true } },
    });
    expect((await login(newPhone)).statusCode).toBe(200);
    expect((await login(farmer.user.phone)).statusCode).toBe(401);

    // Single use.
    const again = await confirm(String(change?.id), agent.token, outbox.code(e164(newPhone)));
    expect(again.statusCode).toBe(400);

    const history = await testDb.handle.db
      .select()
      .from(contactChanges)
      .where(eq(contactChanges.userId, farmer.user._id));
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'phone',
        oldValue: farmer.user.phone,
        newValue: e164(newPhone),
        requestedBy: agent.user._id,
        requestedByRole: 'agent',
        status: 'confirmed',
        closedAt: expect.any(Date),
      }),
    ]);
    // The code itself is stored only as an HMAC.
    expect(JSON.stringify(history)).not.toContain(outbox.code(e164(newPhone)));
  });

  it('nobody else may confirm it; five wrong tries end the code', async () => {
    const { agent, farmer } = await agentWithFarmer();
    const other = await signUp(app, { role: 'agent', email: `other-${nextPhone()}@example.ng` });
    const stranger = await signUp(app);
    const newPhone = nextPhone();
    const res = await call(app, {
      method: 'PUT',
      url: `/api/users/${farmer.user._id}`,
      token: agent.token,
      payload: { phone: newPhone },
    });
    const id = String(changesOf(res)[0]?.id);
    const code = outbox.code(e164(newPhone));
    for (const token of [other.token, stranger.token]) {
      expect((await confirm(id, token, code)).statusCode).toBe(404);
    }
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) await confirm(id, agent.token, wrong);
    const sixth = await confirm(id, agent.token, code);
    expect(sixth.statusCode).toBe(400);
    expect(json(sixth)).toMatchObject({
      fields: { otp: 'Too many wrong attempts. Please request a new code.' },
    });
    expect((await rowOf(farmer.user._id))?.phone).toBe(farmer.user.phone);
  });

  it('a phone that belongs to someone else is a 409 and nothing is sent or saved', async () => {
    const { agent, farmer } = await agentWithFarmer();
    const taken = await signUp(app);
    const sentBefore = outbox.printed.length;
    const res = await call(app, {
      method: 'PUT',
      url: `/api/users/${farmer.user._id}`,
      token: agent.token,
      payload: { phone: taken.user.phone, farmName: 'Not saved' },
    });
    expect(res.statusCode).toBe(409);
    expect(outbox.printed.length).toBe(sentBefore);
    expect((await rowOf(farmer.user._id))?.farmName).not.toBe('Not saved');
  });
});

describe(`an admin changes an email (${testDriver})`, () => {
  it('the code goes to the new address, the old address is told, the audit log has both steps', async () => {
    const admin = await signUp(app, { role: 'agent', email: `boss-${nextPhone()}@example.ng` });
    await testDb.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    const farmer = await signUp(app, { email: 'first@example.ng' });
    const res = await call(app, {
      method: 'PUT',
      url: `/api/users/${farmer.user._id}`,
      token: admin.token,
      payload: { email: 'second@example.ng' },
    });
    expect(res.statusCode).toBe(200);
    const [change] = changesOf(res);
    expect(change).toMatchObject({ kind: 'email', sentTo: 's***@example.ng' });
    expect(outbox.last('first@example.ng')?.text).toMatch(/asked to change your login email/);
    const ok = await confirm(String(change?.id), admin.token, outbox.code('second@example.ng'));
    expect(ok.statusCode).toBe(200);
    expect(await rowOf(farmer.user._id)).toMatchObject({
      email: 'second@example.ng',
      emailVerified: true,
    });
    const audit = await testDb.handle.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.userId, farmer.user._id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'contact_change_requested',
      'contact_changed',
    ]);
  });
});

describe(`DEV_SHOW_CODES (${testDriver})`, () => {
  it('only with the development switch does the pending change carry its code', async () => {
    const devApp = await testApp(
      { db: testDb.handle, outboxPrinter: outbox.printer },
      { DEV_SHOW_CODES: 'true' },
    );
    try {
      const me = await signUp(devApp);
      const newPhone = nextPhone();
      const res = await call(devApp, {
        method: 'PUT',
        url: '/api/auth/updatedetails',
        token: me.token,
        payload: { phone: newPhone },
      });
      expect(changesOf(res)[0]?.otpCode).toBe(outbox.code(e164(newPhone)));
    } finally {
      await devApp.close();
    }
  });
});

describe(`a forced password change is enforced by the API (${testDriver})`, () => {
  it('a farmer registered by an agent gets 403 everywhere but the change, /auth/me and logout', async () => {
    const { agent } = await agentWithFarmer();
    const phone = nextPhone();
    const created = await call(app, {
      method: 'POST',
      url: '/api/users/farmers',
      token: agent.token,
      payload: {
        firstName: 'Musa',
        lastName: 'Ibrahim',
        phone,
        password: 'temporary-pass-1',
      },
    });
    expect(created.statusCode).toBe(201);
    const session = json(await login(phone, 'temporary-pass-1')) as {
      data: { token: string; user: { _id: string; mustChangePassword: boolean } };
    };
    expect(session.data.user.mustChangePassword).toBe(true);
    const token = session.data.token;
    const farmerId = session.data.user._id;

    for (const [method, url] of [
      ['GET', `/api/pen/farmer/${farmerId}`],
      ['GET', '/api/notifications'],
      ['PUT', '/api/auth/updatedetails'],
    ] as const) {
      const res = await call(app, {
        method,
        url,
        token,
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(403);
      expect(json(res)).toMatchObject({ success: false, error: MUST_CHANGE_PASSWORD });
    }
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    const changed = await call(app, {
      method: 'PUT',
      url: '/api/auth/updatepassword',
      token,
      payload: { currentPassword: 'temporary-pass-1', newPassword: 'my own passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = (json(changed) as { data: { token: string } }).data.token;
    const pens = await call(app, {
      method: 'GET',
      url: `/api/pen/farmer/${farmerId}`,
      token: fresh,
    });
    expect(pens.statusCode).toBe(200);
  });
});
