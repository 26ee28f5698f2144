import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { outboxMessages, users } from '../src/db/schema';
import { decrypt } from '../src/lib/crypto';
import type { NinVerifier } from '../src/modules/auth/nin';
import { json, testApp, testConfig } from './helpers/app';
import { call, printerSpy, signUp } from './helpers/auth';
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
const post = (url: string, token: string, payload?: unknown) =>
  call(app, { method: 'POST', url, token, ...(payload === undefined ? {} : { payload }) });
const status = async (token: string) =>
  data(await call(app, { method: 'GET', url: '/api/auth/verification-status', token }));

describe(`phone OTP via the SMS outbox (${testDriver})`, () => {
  it('texts a code (printed by the outbox, never in the response) and verifies the phone', async () => {
    const { token, user } = await signUp(app);
    expect(await status(token)).toEqual({
      email: { isVerified: false },
      phone: { isVerified: false },
      nin: { status: 'pending', isVerified: false },
    });
    const sent = await post('/api/auth/send-phone-otp', token);
    expect(sent.statusCode).toBe(200);
    const body = data(sent);
    expect(body).toMatchObject({
      channel: 'sms',
      sent: true,
      expiresInSeconds: 600,
      otpCode: null,
    });
    expect(body.sentTo).toMatch(/^\+234803\*{4}\d{3}$/);
    const code = outbox.code(user.phone);
    expect(outbox.last(user.phone)?.text).toContain(code);
    expect(sent.body).not.toContain(code);
    // Stored masked: the code is visible only on the console.
    const [row] = await testDb.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, user.phone));
    expect(row).toMatchObject({ channel: 'sms', sentAt: null, error: null });
    expect(row?.body).not.toContain(code);

    const ok = await post('/api/auth/verify-phone-otp', token, { otp: code });
    expect(ok.statusCode).toBe(200);
    expect(data(ok).user).toMatchObject({ phoneVerification: { isVerified: true } });
    expect((await status(token)).phone).toEqual({ isVerified: true });
    const again = await post('/api/auth/send-phone-otp', token);
    expect(again.statusCode).toBe(400);
  });

  it('the sixth try fails even with the right code; a resend voids the old code', async () => {
    const { token, user } = await signUp(app);
    await post('/api/auth/send-phone-otp', token);
    const first = outbox.code(user.phone);
    await post('/api/auth/send-phone-otp', token);
    const second = outbox.code(user.phone);
    if (first !== second) {
      expect((await post('/api/auth/verify-phone-otp', token, { otp: first })).statusCode).toBe(
        400,
      );
    } else {
      await post('/api/auth/verify-phone-otp', token, {
        otp: '000000' === first ? '000001' : '000000',
      });
    }
    const wrong = second === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) await post('/api/auth/verify-phone-otp', token, { otp: wrong });
    const sixth = await post('/api/auth/verify-phone-otp', token, { otp: second });
    expect(sixth.statusCode).toBe(400);
    expect(json(sixth)).toMatchObject({
      fields: { otp: 'Too many wrong attempts. Please request a new code.' },
    });
  });

  it('requires a session and a 6-digit otp', async () => {
    expect((await call(app, { method: 'POST', url: '/api/auth/send-phone-otp' })).statusCode).toBe(
      401,
    );
    const { token } = await signUp(app);
    const bad = await post('/api/auth/verify-phone-otp', token, { otp: '12ab56' });
    expect(json(bad)).toMatchObject({ fields: { otp: 'Enter the 6-digit code' } });
    const missing = await post('/api/auth/verify-phone-otp', token, {});
    expect(json(missing)).toMatchObject({ fields: { otp: 'Code is required' } });
  });
});

describe(`email OTP (${testDriver})`, () => {
  it('needs an email on the account, then sends and verifies it', async () => {
    const phoneOnly = await signUp(app);
    const none = await post('/api/auth/send-email-otp', phoneOnly.token);
    expect(none.statusCode).toBe(400);
    expect(json(none)).toMatchObject({ error: 'Add an email address to your profile first' });

    const { token } = await signUp(app, { email: 'zainab@example.ng' });
    const sent = await post('/api/auth/send-email-otp', token);
    expect(data(sent)).toMatchObject({
      sentTo: 'z***@example.ng',
      channel: 'email',
      emailSent: true,
    });
    expect(data(sent).otpCode).toBeNull();
    const code = outbox.code('zainab@example.ng');
    expect(outbox.last('zainab@example.ng')?.text).toContain(code);
    const ok = await post('/api/auth/verify-email-otp', token, { otp: code });
    expect(data(ok).user).toMatchObject({ emailVerification: { isVerified: true } });
  });

  it('a phone code does not verify the email', async () => {
    const { token, user } = await signUp(app, { email: 'mixed@example.ng' });
    await post('/api/auth/send-phone-otp', token);
    const phoneCode = outbox.code(user.phone);
    await post('/api/auth/send-email-otp', token);
    const emailCode = outbox.code('mixed@example.ng');
    const res = await post('/api/auth/verify-email-otp', token, { otp: phoneCode });
    // The two codes are independent; they coincide once in a million runs.
    expect(res.statusCode).toBe(phoneCode === emailCode ? 200 : 400);
    if (phoneCode !== emailCode) {
      const ok = await post('/api/auth/verify-email-otp', token, { otp: emailCode });
      expect(data(ok).user).toMatchObject({
        emailVerification: { isVerified: true },
        phoneVerification: { isVerified: false },
      });
    }
  });
});

describe(`POST /api/auth/validate-nin (${testDriver})`, () => {
  it('stores the NIN encrypted with a keyed look-up hash, answers masked and pending', async () => {
    const { token, user } = await signUp(app);
    const res = await post('/api/auth/validate-nin', token, { nin: '12345678901' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: 'NIN submitted for verification',
      data: {
        user: {
          NINData: {
            nin: '*******8901',
            isVerified: false,
            verificationStatus: 'pending',
            rejectionReason: null,
          },
        },
      },
    });
    expect(res.body).not.toContain('12345678901');
    const [row] = await testDb.handle.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.ninCiphertext).toMatch(/^v1:/);
    expect(row?.ninLookup).toMatch(/^[0-9a-f]{64}$/);
    const key = testConfig().ninEncryptionKey;
    expect(key && row?.ninCiphertext ? decrypt(key, row.ninCiphertext) : '').toBe('12345678901');
    expect((await status(token)).nin).toEqual({ status: 'pending', isVerified: false });
  });

  it('the same NIN on another account is a 409; bad shapes are 400', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await post('/api/auth/validate-nin', a.token, { nin: '11122233344' });
    const dup = await post('/api/auth/validate-nin', b.token, { nin: '11122233344' });
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toMatchObject({
      fields: { nin: 'This NIN is already linked to another account' },
    });
    for (const nin of ['1234567890', '123456789012', '1234567890a', 12345678901]) {
      const res = await post('/api/auth/validate-nin', b.token, { nin });
      expect(res.statusCode).toBe(400);
      expect((json(res) as { fields: { nin: string } }).fields.nin).toMatch(/NIN/);
    }
  });

  it('a NinVerifier adapter can verify or reject; a failing one leaves the NIN pending', async () => {
    const calls: string[] = [];
    const verifier: NinVerifier = {
      name: 'fake-provider',
      async verify({ nin }) {
        calls.push(nin);
        if (nin.startsWith('9')) throw new Error('provider down');
        return nin.endsWith('0')
          ? { status: 'verified' }
          : { status: 'rejected', reason: 'Name does not match' };
      },
    };
    const withProvider = await testApp({ db: testDb.handle, ninVerifier: verifier });
    try {
      const ok = await signUp(withProvider);
      const verified = await post2(withProvider, ok.token, '22233344450');
      expect(verified).toMatchObject({
        message: 'NIN verified',
        data: { user: { NINData: { isVerified: true, verificationStatus: 'verified' } } },
      });
      const no = await signUp(withProvider);
      expect(await post2(withProvider, no.token, '22233344451')).toMatchObject({
        data: {
          user: {
            NINData: { verificationStatus: 'rejected', rejectionReason: 'Name does not match' },
          },
        },
      });
      const down = await signUp(withProvider);
      expect(await post2(withProvider, down.token, '92233344451')).toMatchObject({
        data: { user: { NINData: { verificationStatus: 'pending' } } },
      });
      const again = await call(withProvider, {
        method: 'POST',
        url: '/api/auth/validate-nin',
        token: ok.token,
        payload: { nin: '22233344450' },
      });
      expect(again.statusCode).toBe(400);
      expect(calls).toHaveLength(3);
    } finally {
      await withProvider.close();
    }
  });
});

async function post2(target: App, token: string, nin: string) {
  return json(
    await call(target, { method: 'POST', url: '/api/auth/validate-nin', token, payload: { nin } }),
  );
}
