import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { json, testApp } from './helpers/app';
import { call } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

let testDb: TestDb;
let app: App;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** Routes anyone may call; everything else under /api must refuse a request without a session. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/openapi.json',
  'POST /api/newsletter/subscribe',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'PUT /api/auth/resetpassword/:resetToken',
  // ADR 0061: what an invitation link offers, read before the invitee has an account.
  'GET /api/auth/invites/:token',
  'POST /api/auth/forgotpassword',
  'POST /api/auth/verify-admin-email',
  'POST /api/auth/resend-admin-otp',
  // The USSD gateway's callbacks (ADR 0027): the caller is identified by phone number.
  'POST /api/ussd',
  'POST /api/ussd/events',
  // The SMS gateways' callbacks (ADR 0037): a shared secret in the URL, not a session.
  'POST /api/sms/africastalking/delivery',
  'POST /api/sms/africastalking/inbound',
  'POST /api/sms/termii/delivery',
  // The phone line's gateway callback and the audio it plays (ADR 0043): the caller is
  // identified by number; the audio by an unguessable, expiring token.
  'POST /api/voice/callback',
  'GET /api/voice/audio/:token',
  // The number "Chat with Us" opens (ADR 0041): public like the landing page that shows it.
  'GET /api/whatsapp/number',
  // Product events (ADR 0052): the sign-in screens report before anyone is signed in.
  'POST /api/events',
  // A batch report the farmer shared (ADR 0063): an unguessable,
  // expiring, revocable token.
  'GET /api/shared/batch-reports/:token',
]);

describe(`every non-public API route requires a session (${testDriver})`, () => {
  it('collects every documented route from the OpenAPI document', async () => {
    const doc = json(await app.inject({ method: 'GET', url: '/api/openapi.json' })) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        routes.push({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ':$1') });
      }
    }
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/auth/me',
      'GET /api/auth/logout',
      'DELETE /api/auth/account',
      'PUT /api/auth/updatedetails',
      'PUT /api/auth/updatepassword',
      'GET /api/auth/report-settings',
      'PUT /api/auth/report-settings',
      'GET /api/auth/verification-status',
      'POST /api/auth/send-phone-otp',
      'POST /api/auth/verify-phone-otp',
      'POST /api/auth/send-email-otp',
      'POST /api/auth/verify-email-otp',
      'POST /api/auth/validate-nin',
      'PATCH /api/users/profile',
      ...PUBLIC,
    ]) {
      if (expected !== 'GET /api/openapi.json') expect(names).toContain(expected);
    }
  });

  it('answers 401 in the envelope to each non-public one, with and without a body', async () => {
    const guarded = routes.filter((r) => !PUBLIC.has(`${r.method} ${r.url}`));
    expect(guarded.length).toBeGreaterThanOrEqual(14);
    for (const { method, url } of guarded) {
      for (const payload of [undefined, { otp: '123456', nin: '12345678901', language: 'hausa' }]) {
        const res = await call(app, {
          method: method as 'GET',
          url,
          ...(payload && method !== 'GET' ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(json(res)).toMatchObject({ success: false, error: 'Please log in to continue' });
      }
    }
  });
});
