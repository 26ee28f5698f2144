import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { outboxMessages, passwordResetTokens } from '../src/db/schema';
import { createResetTokens } from '../src/modules/auth/reset-tokens';
import { json, testApp } from './helpers/app';
import { call, eventually, PASSWORD, printerSpy, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { type SmtpSink, startSmtp } from './helpers/smtp';

let testDb: TestDb;
let app: App;
let smtp: SmtpSink;
const sms = printerSpy();

beforeAll(async () => {
  testDb = await openTestDb();
  smtp = await startSmtp();
  app = await testApp(
    { db: testDb.handle, outboxPrinter: sms.printer },
    { SMTP_URL: smtp.url, PUBLIC_URL: 'https://kiwo.example' },
  );
});
beforeEach(() => testDb.reset());
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await testDb?.close();
});

const forgot = (identifier: string, ip?: string) =>
  call(app, {
    method: 'POST',
    url: '/api/auth/forgotpassword',
    payload: { identifier },
    ...(ip ? { ip } : {}),
  });
const reset = (token: string, password: string) =>
  call(app, { method: 'PUT', url: `/api/auth/resetpassword/${token}`, payload: { password } });
const login = (identifier: string, password: string) =>
  call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
const linkToken = (text: string) => {
  const token = /https:\/\/kiwo\.example\/resetpassword\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return token;
};

async function emailedToken(email: string) {
  const since = smtp.inbox.length;
  const res = await forgot(email);
  expect(res.statusCode).toBe(200);
  return linkToken((await smtp.next(email, since)).text);
}

describe(`forgot password (${testDriver})`, () => {
  it('answers identically for a known and an unknown account', async () => {
    await signUp(app, { email: 'kemi@example.ng' });
    const known = await forgot('kemi@example.ng');
    const unknown = await forgot('ghost@example.ng');
    const unknownPhone = await forgot('08039990000');
    for (const res of [known, unknown, unknownPhone]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(known.body);
    }
    expect(json(known)).toEqual({
      success: true,
      message:
        'If an account exists for that phone number or email, we have sent it a link to reset the password.',
      data: null,
    });
  });

  it('emails a PUBLIC_URL/resetpassword/{token} link; the table keeps only a sha256', async () => {
    await signUp(app, { email: 'tunde@example.ng' });
    const token = await emailedToken('tunde@example.ng');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await testDb.handle.db.select().from(passwordResetTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    const sent = await testDb.handle.db.select().from(outboxMessages);
    expect(JSON.stringify(sent)).not.toContain(token);
  });

  it('texts the link through the SMS outbox to a phone-only account', async () => {
    await signUp(app, { phone: '08035550001' });
    expect((await forgot('08035550001')).statusCode).toBe(200);
    const text = await eventually(() => sms.last('+2348035550001')?.text);
    expect(text).toMatch(
      /Kiwo: reset your password within 30 minutes at https:\/\/kiwo\.example\/resetpassword\//,
    );
  });

  it("speaks the user's language: an Igbo user's email and SMS are in Igbo", async () => {
    await signUp(app, { email: 'ngozi@example.ng', language: 'igbo' });
    const since = smtp.inbox.length;
    await forgot('ngozi@example.ng');
    const mail = await smtp.next('ngozi@example.ng', since);
    // An RFC 2047 encoded word: "=?UTF-8?Q?Dozie_okwuntughe_Kiwo_g=E1=BB=8B?=".
    const subject = mail.subject.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, q: string) =>
      decodeURIComponent(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
    expect(subject).toBe('Dozie okwuntughe Kiwo gị');
    expect(mail.text).toContain('Ndeewo Amina');
    await signUp(app, { phone: '08035550002', language: 'igbo' });
    await forgot('08035550002');
    // GSM-7 (ADR 0037): ị → i, ’ → '.
    expect(await eventually(() => sms.last('+2348035550002')?.text)).toMatch(
      /^Kiwo: dozie okwuntughe gi n'ime nkeji 30 na https:\/\/kiwo\.example\/resetpassword\//,
    );
  });

  it('speaks Hausa to a woman as a woman and to an unknown reader in the plural', async () => {
    await signUp(app, { phone: '08035550003', language: 'hausa', gender: 'female' });
    await forgot('08035550003');
    expect(await eventually(() => sms.last('+2348035550003')?.text)).toMatch(
      /^Kiwo: sake saita kalmar sirrinki cikin minti 30 a https:/,
    );
    await signUp(app, { phone: '08035550004', language: 'hausa', gender: undefined });
    await forgot('08035550004');
    expect(await eventually(() => sms.last('+2348035550004')?.text)).toMatch(
      /^Kiwo: sake saita kalmar sirrinku cikin minti 30 a https:/,
    );
  });
});

describe(`reset password (${testDriver})`, () => {
  it('sets the new password, signs in, and ends every other session', async () => {
    const { token: oldSession } = await signUp(app, { email: 'bola@example.ng' });
    const resetToken = await emailedToken('bola@example.ng');
    const res = await reset(resetToken, 'a brand new password');
    expect(res.statusCode).toBe(200);
    const body = json(res) as { data: { user: { email: string }; token: string } };
    expect(body.data.user.email).toBe('bola@example.ng');
    expect(
      (await call(app, { method: 'GET', url: '/api/auth/me', token: body.data.token })).statusCode,
    ).toBe(200);
    expect(
      (await call(app, { method: 'GET', url: '/api/auth/me', token: oldSession })).statusCode,
    ).toBe(401);
    expect((await login('bola@example.ng', PASSWORD)).statusCode).toBe(401);
    expect((await login('bola@example.ng', 'a brand new password')).statusCode).toBe(200);
  });

  it('a used token fails the second time', async () => {
    await signUp(app, { email: 'used@example.ng' });
    const resetToken = await emailedToken('used@example.ng');
    expect((await reset(resetToken, 'first new password')).statusCode).toBe(200);
    const again = await reset(resetToken, 'second new password');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ error: 'Invalid or expired reset link' });
    expect((await login('used@example.ng', 'first new password')).statusCode).toBe(200);
  });

  it('an expired token fails', async () => {
    await signUp(app, { email: 'late@example.ng' });
    const resetToken = await emailedToken('late@example.ng');
    await testDb.handle.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await reset(resetToken, 'too late password');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ error: 'Invalid or expired reset link' });
  });

  it('a newer link voids the older one; a made-up token fails', async () => {
    await signUp(app, { email: 'twice@example.ng' });
    const first = await emailedToken('twice@example.ng');
    const second = await emailedToken('twice@example.ng');
    expect((await reset(first, 'password one!')).statusCode).toBe(400);
    expect((await reset(second, 'password two!')).statusCode).toBe(200);
    expect((await reset('A'.repeat(43), 'password three')).statusCode).toBe(400);
  });

  it('validates the new password (8-128) before using the token', async () => {
    await signUp(app, { email: 'short@example.ng' });
    const resetToken = await emailedToken('short@example.ng');
    const res = await reset(resetToken, 'short');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      fields: { password: 'Password must be at least 8 characters' },
    });
    expect((await reset(resetToken, 'long enough now')).statusCode).toBe(200);
  });

  it('two concurrent resets with one token: exactly one wins', async () => {
    await signUp(app, { email: 'race@example.ng' });
    const resetToken = await emailedToken('race@example.ng');
    const results = await Promise.all([
      reset(resetToken, 'racer number 1'),
      reset(resetToken, 'racer number 2'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe(`recovery rate limits (${testDriver})`, () => {
  it('forgot password per identifier: 429 after 10 in 15 minutes, from any address', async () => {
    for (let i = 0; i < 10; i++) expect((await forgot('flood@example.ng')).statusCode).toBe(200);
    const limited = await forgot('FLOOD@example.ng');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('forgot password per IP: 429 after 20 a minute', async () => {
    const ip = '198.51.100.88';
    for (let i = 0; i < 20; i++)
      expect((await forgot(`p${i}@example.ng`, ip)).statusCode).toBe(200);
    expect((await forgot('p99@example.ng', ip)).statusCode).toBe(429);
  });

  it('reset per account: over the budget the next reset is a 429 before any hashing', async () => {
    const strict = await testApp({ db: testDb.handle }, { AUTH_RATE_LIMIT_PER_ACCOUNT: '2' });
    try {
      const { user } = await signUp(strict, { email: 'hammer@example.ng' });
      const tokens = createResetTokens(testDb.handle.db);
      for (let i = 0; i < 2; i++) {
        const t = await tokens.issue(user._id);
        const res = await call(strict, {
          method: 'PUT',
          url: `/api/auth/resetpassword/${t}`,
          payload: { password: `new password ${i}` },
        });
        expect(res.statusCode).toBe(200);
      }
      const t = await tokens.issue(user._id);
      const before = strict.passwords.calls;
      const limited = await call(strict, {
        method: 'PUT',
        url: `/api/auth/resetpassword/${t}`,
        payload: { password: 'one too many' },
      });
      expect(limited.statusCode).toBe(429);
      expect(strict.passwords.calls).toBe(before);
    } finally {
      await strict.close();
    }
  });
});
