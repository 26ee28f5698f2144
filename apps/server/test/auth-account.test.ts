import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { otpCodes, outboxMessages, passwordResetTokens, sessions, users } from '../src/db/schema';
import { json, testApp } from './helpers/app';
import { call, dumpAllTables, PASSWORD, printerSpy, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

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

type Body = { data: Record<string, unknown> & { user?: Record<string, unknown> } };
const data = (res: { body: string }) => (json(res) as Body).data;
const rowOf = async (id: string) =>
  (await testDb.handle.db.select().from(users).where(eq(users.id, id)))[0];

describe(`PUT /api/auth/updatedetails (${testDriver})`, () => {
  it('updates listed fields and ignores role, ids and verification flags (mass assignment)', async () => {
    const { token, user } = await signUp(app);
    await testDb.handle.db.update(users).set({ phoneVerified: true }).where(eq(users.id, user._id));
    const res = await call(app, {
      method: 'PUT',
      url: '/api/auth/updatedetails',
      token,
      payload: {
        firstName: ' Halima ',
        farmName: 'Sunrise Poultry',
        totalLivestockCount: 300,
        picture: 'https://cdn.example.ng/me.jpg',
        role: 'admin',
        _id: '00000000-0000-0000-0000-000000000000',
        emailVerification: { isVerified: true },
        NINData: { verificationStatus: 'verified', isVerified: true },
        mustChangePassword: true,
        status: 'suspended',
        passwordHash: 'x',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({
      firstName: 'Halima',
      farmName: 'Sunrise Poultry',
      role: 'farmer',
    });
    expect(await rowOf(user._id)).toMatchObject({
      id: user._id,
      role: 'farmer',
      status: 'active',
      emailVerified: false,
      phoneVerified: true,
      ninStatus: 'pending',
      mustChangePassword: false,
      totalLivestockCount: 300,
      picture: 'https://cdn.example.ng/me.jpg',
    });
  });

  it('a new phone or email waits for its own code; an unchanged one keeps its state', async () => {
    const { token, user } = await signUp(app, { email: 'old@example.ng' });
    await testDb.handle.db
      .update(users)
      .set({ phoneVerified: true, emailVerified: true })
      .where(eq(users.id, user._id));
    const same = await call(app, {
      method: 'PUT',
      url: '/api/auth/updatedetails',
      token,
      payload: { email: 'OLD@example.ng' },
    });
    expect(json(same)).toMatchObject({ contactChanges: [] });
    expect(await rowOf(user._id)).toMatchObject({ emailVerified: true, phoneVerified: true });
    const res = await call(app, {
      method: 'PUT',
      url: '/api/auth/updatedetails',
      token,
      payload: { email: 'new@example.ng', phone: '0810 000 0009' },
    });
    expect(res.statusCode).toBe(200);
    // The old contacts stay the login until the new ones' codes are entered (ADR 0025).
    expect(data(res)).toMatchObject({
      email: 'old@example.ng',
      phone: user.phone,
      emailVerification: { isVerified: true },
      phoneVerification: { isVerified: true },
    });
    const changes = (json(res) as { contactChanges: { id: string; kind: string }[] })
      .contactChanges;
    expect(changes.map((c) => c.kind)).toEqual(['phone', 'email']);
    for (const change of changes) {
      const to = change.kind === 'phone' ? '+2348100000009' : 'new@example.ng';
      const ok = await call(app, {
        method: 'POST',
        url: `/api/users/contact-changes/${change.id}/confirm`,
        token,
        payload: { otp: outbox.code(to) },
      });
      expect(ok.statusCode).toBe(200);
    }
    expect(await rowOf(user._id)).toMatchObject({
      email: 'new@example.ng',
      phone: '+2348100000009',
      emailVerified: true,
      phoneVerified: true,
    });
  });

  it("taking another account's phone or email is a 409 on that field", async () => {
    const other = await signUp(app, { email: 'taken@example.ng' });
    const { token } = await signUp(app);
    const res = await call(app, {
      method: 'PUT',
      url: '/api/auth/updatedetails',
      token,
      payload: { email: 'taken@example.ng', phone: other.user.phone },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      fields: {
        email: 'An account with this email address already exists',
        phone: 'An account with this phone number already exists',
      },
    });
  });

  it('bad values are 400 per field and change nothing', async () => {
    const { token, user } = await signUp(app);
    const res = await call(app, {
      method: 'PUT',
      url: '/api/auth/updatedetails',
      token,
      payload: {
        firstName: 'ok',
        lastName: 7,
        stateOfResidence: 'FCT',
        picture: 'javascript:alert(1)',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((json(res) as { fields: object }).fields).sort()).toEqual([
      'lastName',
      'picture',
      'stateOfResidence',
    ]);
    expect((await rowOf(user._id))?.firstName).toBe('Amina');
  });
});

describe(`PUT /api/auth/updatepassword (${testDriver})`, () => {
  it('needs the current password; then revokes every session and returns a new token', async () => {
    const { token, user } = await signUp(app);
    await testDb.handle.db
      .update(users)
      .set({ mustChangePassword: true })
      .where(eq(users.id, user._id));
    const wrong = await call(app, {
      method: 'PUT',
      url: '/api/auth/updatepassword',
      token,
      payload: { currentPassword: 'not it at all', newPassword: 'another password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      fields: { currentPassword: 'Current password is incorrect' },
    });

    const res = await call(app, {
      method: 'PUT',
      url: '/api/auth/updatepassword',
      token,
      payload: { currentPassword: PASSWORD, newPassword: 'another password' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = String(data(res).token);
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    const me = await call(app, { method: 'GET', url: '/api/auth/me', token: fresh });
    expect(data(me)).toMatchObject({ mustChangePassword: false });
  });

  it('enforces 8-128 characters on the new password', async () => {
    const { token } = await signUp(app);
    const res = await call(app, {
      method: 'PUT',
      url: '/api/auth/updatepassword',
      token,
      payload: { currentPassword: PASSWORD, newPassword: 'x'.repeat(129) },
    });
    expect(json(res)).toMatchObject({
      fields: { newPassword: 'New password must be at most 128 characters' },
    });
  });
});

describe(`report settings and profile (${testDriver})`, () => {
  it('GET has defaults; PUT saves; bad values are 400 per field', async () => {
    const { token } = await signUp(app);
    const got = await call(app, { method: 'GET', url: '/api/auth/report-settings', token });
    expect(data(got)).toEqual({
      frequency: 'weekly',
      channels: { email: true, sms: false },
      language: 'english',
    });
    const put = await call(app, {
      method: 'PUT',
      url: '/api/auth/report-settings',
      token,
      payload: { frequency: 'daily', channels: { email: false, sms: true }, language: 'hausa' },
    });
    expect(data(put)).toEqual({
      frequency: 'daily',
      channels: { email: false, sms: true },
      language: 'hausa',
    });
    const bad = await call(app, {
      method: 'PUT',
      url: '/api/auth/report-settings',
      token,
      payload: { frequency: 'hourly', channels: { email: 'yes' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      fields: {
        frequency: 'Frequency must be one of: daily, weekly, monthly, never',
        'channels.email': 'Email channel must be true or false',
        'channels.sms': 'SMS channel must be true or false',
      },
    });
    expect(
      data(await call(app, { method: 'GET', url: '/api/auth/report-settings', token })),
    ).toMatchObject({
      frequency: 'daily',
    });
  });

  it('PATCH /api/users/profile saves language and farm mode', async () => {
    const { token } = await signUp(app);
    const res = await call(app, {
      method: 'PATCH',
      url: '/api/users/profile',
      token,
      payload: { language: 'yoruba', farmMode: 'simple' },
    });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ language: 'yoruba', farmMode: 'simple' });
    const bad = await call(app, {
      method: 'PATCH',
      url: '/api/users/profile',
      token,
      payload: { language: 'french' },
    });
    expect(json(bad)).toMatchObject({
      fields: { language: 'Language must be one of: english, hausa, yoruba, igbo' },
    });
  });
});

describe(`DELETE /api/auth/account (${testDriver})`, () => {
  it('revokes every session and removes the user and everything tied to it', async () => {
    const { token, user } = await signUp(app, { email: 'gone@example.ng', nin: '98765432109' });
    const second = data(
      await call(app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: 'gone@example.ng', password: PASSWORD },
      }),
    ).token as string;
    await call(app, { method: 'POST', url: '/api/auth/send-phone-otp', token });
    await call(app, {
      method: 'POST',
      url: '/api/auth/forgotpassword',
      payload: { identifier: 'gone@example.ng' },
    });
    await app.background.drain();
    const keep = await signUp(app);

    const res = await call(app, {
      method: 'DELETE',
      url: '/api/auth/account',
      token,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      success: true,
      message: 'Your account has been deleted',
      data: null,
    });
    for (const t of [token, second]) {
      expect((await call(app, { method: 'GET', url: '/api/auth/me', token: t })).statusCode).toBe(
        401,
      );
    }
    const db = testDb.handle.db;
    expect(await rowOf(user._id)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user._id))).toEqual([]);
    expect(await db.select().from(otpCodes).where(eq(otpCodes.userId, user._id))).toEqual([]);
    expect(
      await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user._id)),
    ).toEqual([]);
    expect(
      await db.select().from(outboxMessages).where(eq(outboxMessages.to, 'gone@example.ng')),
    ).toEqual([]);
    const everything = await dumpAllTables(db);
    for (const trace of [user._id, 'gone@example.ng', user.phone])
      expect(everything).not.toContain(trace);
    expect(await rowOf(keep.user._id)).toBeDefined();
    // The phone and email are free again.
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: 'gone@example.ng', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });
});
