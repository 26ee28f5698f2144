import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { otpCodes, outboxMessages } from '../src/db/schema';
import { json, testApp } from './helpers/app';
import { call, farmerPayload, PASSWORD } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { codeIn, type SmtpSink, startSmtp } from './helpers/smtp';

// Real SMTP: the app sends with nodemailer over TCP to an in-process server; codes are read from
// the delivered message, exactly as an admin would read them.
let testDb: TestDb;
let app: App;
let smtp: SmtpSink;
let emailBase: string;

beforeAll(async () => {
  testDb = await openTestDb();
  smtp = await startSmtp();
  // The email base moved by configuration (spec §7 secondary base).
  app = await testApp({ db: testDb.handle }, { SMTP_URL: smtp.url, EMAIL_API_PREFIX: '/mail-api' });
  emailBase = '/mail-api';
});
beforeEach(() => testDb.reset());
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await testDb?.close();
});

let adminCounter = 0;
async function registerAdmin() {
  const email = `admin${++adminCounter}@kiwo.ng`;
  const since = smtp.inbox.length;
  const res = await call(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: farmerPayload({ role: 'admin', email, firstName: 'Ngozi' }),
  });
  expect(res.statusCode).toBe(201);
  const data = (
    json(res) as { data: { userId: string; otpCode: string | null; emailSent: boolean } }
  ).data;
  const mail = await smtp.next(email, since);
  return { email, data, mail, code: codeIn(mail.text) };
}

const verify = (userId: string, otp: string, ip?: string) =>
  call(app, {
    method: 'POST',
    url: `${emailBase}/auth/verify-admin-email`,
    payload: { userId, otp },
    ...(ip ? { ip } : {}),
  });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe(`admin email verification over real SMTP (${testDriver})`, () => {
  it('emails the code; otpCode is NOT in the response when SMTP is configured', async () => {
    const { email, data, mail } = await registerAdmin();
    expect(data.emailSent).toBe(true);
    expect(data.otpCode).toBeNull();
    expect(mail.subject).toBe('Your Kiwo admin verification code');
    expect(mail.text).toContain('Hello Ngozi');
    // The record of the sent mail masks the code.
    const [stored] = await testDb.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, email));
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect(stored?.body).not.toContain(codeIn(mail.text));
  });

  it('an unverified admin cannot log in: 403 with requiresEmailVerification details', async () => {
    const { email, data } = await registerAdmin();
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      success: false,
      message: 'Please verify your email before logging in',
      error: 'Please verify your email before logging in',
      details: { requiresEmailVerification: true, userId: data.userId, email },
    });
  });

  it('the emailed code verifies the admin, returns user and token, and then login works', async () => {
    const { email, data, code } = await registerAdmin();
    const res = await verify(data.userId, code);
    expect(res.statusCode).toBe(200);
    const body = json(res) as {
      data: { user: { role: string; emailVerification: { isVerified: boolean } }; token: string };
    };
    expect(body.data.user.role).toBe('admin');
    expect(body.data.user.emailVerification.isVerified).toBe(true);
    const me = await call(app, { method: 'GET', url: '/api/auth/me', token: body.data.token });
    expect(me.statusCode).toBe(200);
    const login = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a code is single use', async () => {
    const { data, code } = await registerAdmin();
    expect((await verify(data.userId, code)).statusCode).toBe(200);
    const again = await verify(data.userId, code);
    expect(again.statusCode).toBe(400);
  });

  it('the sixth try fails even with the right code', async () => {
    const { data, code } = await registerAdmin();
    for (let i = 0; i < 5; i++) {
      const res = await verify(data.userId, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ fields: { otp: expect.any(String) } });
    }
    const sixth = await verify(data.userId, code);
    expect(sixth.statusCode).toBe(400);
    expect(json(sixth)).toMatchObject({
      error: 'Too many wrong attempts. Please request a new code.',
    });
  });

  it('an expired code fails', async () => {
    const { data, code } = await registerAdmin();
    await testDb.handle.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.userId, data.userId));
    const res = await verify(data.userId, code);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      error: 'Invalid or expired code. Please request a new one.',
    });
  });

  it('resend voids the old code and mails a new one that works', async () => {
    const { email, data, code: oldCode } = await registerAdmin();
    const since = smtp.inbox.length;
    const resend = await call(app, {
      method: 'POST',
      url: `${emailBase}/auth/resend-admin-otp`,
      payload: { userId: data.userId },
    });
    expect(resend.statusCode).toBe(200);
    expect(json(resend)).toMatchObject({
      data: {
        sentTo: 'a***@kiwo.ng',
        channel: 'email',
        sent: true,
        emailSent: true,
        expiresInSeconds: 600,
        otpCode: null,
      },
    });
    const newCode = codeIn((await smtp.next(email, since)).text);
    if (newCode !== oldCode) expect((await verify(data.userId, oldCode)).statusCode).toBe(400);
    expect((await verify(data.userId, newCode)).statusCode).toBe(200);
  });

  it('stores only a keyed hash of each code', async () => {
    const { data, code } = await registerAdmin();
    const rows = await testDb.handle.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.userId, data.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('rejects a bad userId or otp shape with field messages; farmers have no admin code', async () => {
    const bad = await call(app, {
      method: 'POST',
      url: `${emailBase}/auth/verify-admin-email`,
      payload: { userId: 'x', otp: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      fields: { userId: 'User id is not valid', otp: 'Enter the 6-digit code' },
    });
    const farmer = await call(app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: farmerPayload(),
    });
    const farmerId = (json(farmer) as { data: { user: { _id: string } } }).data.user._id;
    expect((await verify(farmerId, '123456')).statusCode).toBe(400);
    const resend = await call(app, {
      method: 'POST',
      url: `${emailBase}/auth/resend-admin-otp`,
      payload: { userId: farmerId },
    });
    expect(resend.statusCode).toBe(400);
  });

  it('the email routes answer only on the configured email base', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/verify-admin-email',
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
