import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema';
import type { SmsAdapter } from '../src/plugins/sms';
import { json, testApp } from './helpers/app';
import { call, farmerPayload, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
beforeEach(() => testDb.reset());
afterAll(() => testDb?.close());

const messages = () => testDb.handle.db.select().from(outboxMessages);

describe(`SMS adapter (${testDriver})`, () => {
  it('with a provider, codes go through it and are never returned in the response', async () => {
    const sent: { to: string; text: string }[] = [];
    const adapter: SmsAdapter = {
      name: 'fake',
      send: async (to, text) => void sent.push({ to, text }),
    };
    const app = await testApp({ db: testDb.handle, smsAdapter: adapter });
    try {
      const { token, user } = await signUp(app);
      const res = await call(app, { method: 'POST', url: '/api/auth/send-phone-otp', token });
      expect(json(res)).toMatchObject({ data: { channel: 'sms', sent: true, otpCode: null } });
      expect(sent).toEqual([{ to: user.phone, text: expect.stringMatching(/code is \d{6}/) }]);
      const [row] = await messages();
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.body).not.toMatch(/\d{6}/);
    } finally {
      await app.close();
    }
  });

  it('a refusing provider is reported as sent: false and recorded with its error', async () => {
    const adapter: SmsAdapter = {
      name: 'broken',
      send: async () => {
        throw new Error('gateway said no');
      },
    };
    const app = await testApp({ db: testDb.handle, smsAdapter: adapter });
    try {
      const { token } = await signUp(app);
      const res = await call(app, { method: 'POST', url: '/api/auth/send-phone-otp', token });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ data: { sent: false, otpCode: null } });
      expect((await messages())[0]).toMatchObject({ sentAt: null, error: 'gateway said no' });
    } finally {
      await app.close();
    }
  });
});

describe(`SMTP unreachable (${testDriver})`, () => {
  it('admin sign-up still succeeds with emailSent: false and no code; the failure is recorded', async () => {
    const app = await testApp({ db: testDb.handle }, { SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await call(app, {
        method: 'POST',
        url: '/api/auth/register',
        payload: farmerPayload({ role: 'admin', email: 'offline@kiwo.ng' }),
      });
      expect(res.statusCode).toBe(201);
      expect(json(res)).toMatchObject({ data: { emailSent: false, otpCode: null } });
      const [row] = await messages();
      expect(row).toMatchObject({ channel: 'email', to: 'offline@kiwo.ng', sentAt: null });
      expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await app.close();
    }
  });
});
