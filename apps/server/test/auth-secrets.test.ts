import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { loggerOptions } from '../src/logger';
import { json, testApp } from './helpers/app';
import { call, dumpAllTables, eventually, farmerPayload, printerSpy } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

// One full journey with every kind of secret, logged at trace level; then the log, every response
// and every column of every table are searched for each secret in clear.
let testDb: TestDb;
let app: App;
const lines: string[] = [];
const outbox = printerSpy();

beforeAll(async () => {
  testDb = await openTestDb();
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await testApp({
    db: testDb.handle,
    outboxPrinter: outbox.printer,
    logger: { ...(loggerOptions('trace') as object), stream },
  });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`no secret in clear in responses, logs or columns (${testDriver})`, () => {
  it('passwords, OTPs, session and reset tokens and the NIN appear nowhere', async () => {
    const secrets: string[] = [];
    const bodies: string[] = [];
    const record = (res: { body: string }) => {
      bodies.push(res.body);
      return json(res) as { data: Record<string, unknown> };
    };
    const password = 'Secret-Password-123';
    const newPassword = 'Even-More-Secret-456';
    const resetPassword = 'Reset-Secret-789';
    const nin = '55566677788';
    secrets.push(password, newPassword, resetPassword, nin);

    const reg = record(
      await call(app, {
        method: 'POST',
        url: '/api/auth/register',
        payload: farmerPayload({ email: 'secret@example.ng', password, nin }),
      }),
    );
    const token = String(reg.data.token);
    secrets.push(token);

    const sent = record(
      await call(app, { method: 'POST', url: '/api/auth/send-email-otp', token }),
    );
    expect(sent.data.otpCode).toBeNull();
    const emailCode = outbox.code('secret@example.ng');
    secrets.push(emailCode);
    record(
      await call(app, {
        method: 'POST',
        url: '/api/auth/verify-email-otp',
        token,
        payload: { otp: emailCode },
      }),
    );
    const phone = record(
      await call(app, { method: 'POST', url: '/api/auth/send-phone-otp', token }),
    );
    expect(phone.data.otpCode).toBeNull();
    const phoneCode = outbox.code(String((reg.data.user as { phone: string }).phone));
    secrets.push(phoneCode);
    record(
      await call(app, {
        method: 'POST',
        url: '/api/auth/verify-phone-otp',
        token,
        payload: { otp: phoneCode },
      }),
    );
    record(
      await call(app, { method: 'POST', url: '/api/auth/validate-nin', token, payload: { nin } }),
    );

    const changed = record(
      await call(app, {
        method: 'PUT',
        url: '/api/auth/updatepassword',
        token,
        payload: { currentPassword: password, newPassword },
      }),
    );
    secrets.push(String(changed.data.token));

    record(
      await call(app, {
        method: 'POST',
        url: '/api/auth/forgotpassword',
        payload: { identifier: 'secret@example.ng' },
      }),
    );
    const mail = await eventually(
      () => outbox.last('secret@example.ng')?.text.match(/resetpassword\/(\S+)/)?.[1],
    );
    secrets.push(mail);
    const reset = record(
      await call(app, {
        method: 'PUT',
        url: `/api/auth/resetpassword/${mail}`,
        payload: { password: resetPassword },
      }),
    );
    secrets.push(String(reset.data.token));
    record(
      await call(app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: 'secret@example.ng', password: resetPassword },
      }),
    );
    // A failed login and a malformed request log their own lines too.
    record(
      await call(app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: 'secret@example.ng', password },
      }),
    );
    record(
      await call(app, { method: 'POST', url: '/api/auth/register', payload: { password, nin } }),
    );

    const log = lines.join('');
    expect(log).toContain('resetpassword/[redacted]');
    const tables = await dumpAllTables(testDb.handle.db);
    expect(tables).toContain('secret@example.ng');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(6);
      expect(log, `log holds ${secret}`).not.toContain(secret);
      expect(tables, `a column holds ${secret}`).not.toContain(secret);
    }
    // Responses carry the tokens they hand out, nothing else: no code, no reset link (ADR 0025).
    const responses = bodies.join('\n');
    for (const secret of [password, newPassword, resetPassword, nin, emailCode, phoneCode])
      expect(responses).not.toContain(secret);
    expect(responses).not.toMatch(
      /passwordHash|password_hash|ninCiphertext|ninLookup|codeHash|tokenHash/,
    );
  });
});
