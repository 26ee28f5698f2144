import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { outboxMessages, users } from '../src/db/schema';
import { json, testApp } from './helpers/app';
import { call, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import {
  type GatewayStandIn,
  postTermiiReport,
  startTermii,
  TERMII_SECRET_KEY,
  termiiEnv,
} from './helpers/sms-gateways';

/*
 * Termii's signed delivery reports (ADR 0037) over real HTTP: the stand-in posts them as Termii's
 * webhook does, with X-Termii-Signature (HMAC-SHA512 of the raw body with the secret key); and
 * the admin messages page over what the gateway reported.
 */

let testDb: TestDb;
let termii: GatewayStandIn;
beforeAll(async () => {
  testDb = await openTestDb();
  termii = await startTermii();
});
beforeEach(async () => {
  await testDb.reset();
  termii.requests.length = 0;
});
afterAll(async () => {
  await termii?.down();
  await testDb?.close();
});

const TOKEN = 'callback-token-0123456789';
const rows = () => testDb.handle.db.select().from(outboxMessages).orderBy(outboxMessages.createdAt);

/** The server on a real port, Termii's reports signed with TERMII_SECRET_KEY. */
async function signedApp(env: Record<string, string> = {}) {
  const app = await testApp(
    { db: testDb.handle },
    { ...termiiEnv(termii), TERMII_SECRET_KEY, ...env },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base };
}

async function makeAdmin(app: App) {
  const admin = await signUp(app);
  await testDb.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
  return admin;
}

/** A farmer's code sent through the Termii stand-in; returns its stored row. */
async function sentCode(app: App, overrides: Record<string, unknown> = {}) {
  const farmer = await signUp(app, overrides);
  await call(app, { method: 'POST', url: '/api/auth/send-phone-otp', token: farmer.token });
  const row = (await rows()).find((r) => r.to === farmer.user.phone);
  if (!row?.providerMessageId) throw new Error('the code was not sent');
  return { farmer, row };
}

const reportFor = (messageId: string, receiver: string) => ({
  type: 'outbound',
  id: 'req-7',
  message_id: messageId,
  receiver: receiver.replace(/^\+/, ''),
  sender: 'Kiwo',
  message: 'hidden',
  sent_at: '2026-11-26 11:34:36',
  cost: '3.9',
  status: 'DELIVERED | Message delivered to handset',
  channel: 'dnd',
});

describe(`Termii signed delivery reports (${testDriver})`, () => {
  it('accepts a report signed with the secret key and refuses a wrong or missing signature', async () => {
    const { app, base } = await signedApp();
    try {
      const { farmer, row } = await sentCode(app);
      const url = `${base}/api/sms/termii/delivery?token=${TOKEN}`;
      const report = reportFor(String(row.providerMessageId), farmer.user.phone);

      const unsigned = await postTermiiReport(url, report, { sign: false });
      expect(unsigned).toMatchObject({
        status: 401,
        body: { success: false, error: 'X-Termii-Signature is missing' },
      });
      const otherKey = await postTermiiReport(url, report, { secret: 'TLtestkey0123456789' });
      expect(otherKey.status).toBe(401);
      expect(otherKey.body.error).toBe('X-Termii-Signature does not match the body');
      // A valid signature of another body: the report was changed on the way.
      const { createHmac } = await import('node:crypto');
      const forged = createHmac('sha512', TERMII_SECRET_KEY)
        .update(JSON.stringify({ ...report, status: 'Message Failed' }))
        .digest('hex');
      expect((await postTermiiReport(url, report, { signature: forged })).status).toBe(401);
      expect((await postTermiiReport(url, report, { signature: 'not-hex' })).status).toBe(401);
      expect((await rows())[0]).toMatchObject({ status: 'sent', costNaira: null });

      // Signed, but without the URL secret: the token is still checked when it is set.
      const noToken = await postTermiiReport(`${base}/api/sms/termii/delivery`, report);
      expect(noToken.status).toBe(403);

      const signed = await postTermiiReport(url, report);
      expect(signed).toMatchObject({ status: 200, body: { success: true } });
      expect((await rows())[0]).toMatchObject({ status: 'delivered', costNaira: '3.9000' });
      // Termii retries a report it thinks was lost: the same signed report changes nothing.
      expect((await postTermiiReport(url, report)).status).toBe(200);
      expect(await rows()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('accepts an uppercase hex signature and refuses a body over the size limit', async () => {
    const { app, base } = await signedApp();
    try {
      const { farmer, row } = await sentCode(app);
      const url = `${base}/api/sms/termii/delivery?token=${TOKEN}`;
      const report = reportFor(String(row.providerMessageId), farmer.user.phone);
      const { createHmac } = await import('node:crypto');
      const upper = createHmac('sha512', TERMII_SECRET_KEY)
        .update(JSON.stringify(report))
        .digest('hex')
        .toUpperCase();
      expect((await postTermiiReport(url, report, { signature: upper })).status).toBe(200);
      const huge = await postTermiiReport(url, { ...report, message: 'x'.repeat(20_000) });
      expect(huge.status).toBe(413);
    } finally {
      await app.close();
    }
  });
  it('in production without the URL secret: signed Termii reports only, the rest refused', async () => {
    const { SMS_CALLBACK_TOKEN: _none, ...withoutToken } = termiiEnv(termii);
    const env = { ...withoutToken, TERMII_SECRET_KEY, NODE_ENV: 'production' };
    const app = await testApp({ db: testDb.handle }, env);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const { farmer, row } = await sentCode(app);
      const url = `${base}/api/sms/termii/delivery`;
      const report = reportFor(String(row.providerMessageId), farmer.user.phone);
      expect((await postTermiiReport(url, report, { sign: false })).status).toBe(401);
      expect((await postTermiiReport(url, report)).status).toBe(200);
      expect((await rows())[0]).toMatchObject({ status: 'delivered' });
      const at = await fetch(`${base}/api/sms/africastalking/delivery`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'id=ATXid_1&status=Success',
      });
      expect(at.status).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe(`admin messages page (${testDriver})`, () => {
  it('pages, finds by any form of the phone, filters by status and shows the settings', async () => {
    const { app, base } = await signedApp();
    try {
      const admin = await makeAdmin(app);
      const first = await sentCode(app, { phone: '08031112222' });
      await sentCode(app, { phone: '08039998888' });
      const report = reportFor(String(first.row.providerMessageId), first.farmer.user.phone);
      const url = `${base}/api/sms/termii/delivery?token=${TOKEN}`;
      expect((await postTermiiReport(url, report)).status).toBe(200);

      const get = (path: string) => call(app, { method: 'GET', url: path, token: admin.token });
      const page1 = json(await get('/api/admin/messages?limit=1'));
      expect(page1.pagination).toEqual({ page: 1, limit: 1, total: 2, pages: 2 });
      const page2 = json(await get('/api/admin/messages?limit=1&page=2'));
      expect((page2.data as { to: string }[])[0]?.to).toBe('+2348031112222');

      for (const phone of ['0803 111 2222', '+2348031112222', '1112222', '(0803) 111-2222']) {
        const found = json(await get(`/api/admin/messages?phone=${encodeURIComponent(phone)}`));
        expect(found.data, phone).toMatchObject([
          {
            to: '+2348031112222',
            status: 'delivered',
            provider: 'termii',
            costNaira: '3.9000',
            channel: 'sms',
          },
        ]);
        expect((found.data as { deliveredAt: string }[])[0]?.deliveredAt).toMatch(
          /^\d{4}-\d{2}-\d{2}T/,
        );
      }
      const sent = json(await get('/api/admin/messages?status=sent&channel=sms'));
      expect(sent.data).toMatchObject([{ to: '+2348039998888', status: 'sent' }]);
      expect(json(await get('/api/admin/messages?status=failed')).data).toEqual([]);
      const badPhone = await get('/api/admin/messages?phone=abc');
      expect(badPhone.statusCode).toBe(400);
      expect(json(badPhone).error).toMatch(/Phone must be digits/);

      const summary = await get('/api/admin/messages/summary');
      expect(json(summary).data).toMatchObject({
        settings: {
          provider: 'termii',
          senderId: 'Kiwo',
          callbacksAuthenticated: true,
          termiiReportsSigned: true,
          dailyCapPerUser: 5,
          dailyBudgetNaira: 5000,
        },
        today: { spentNaira: 3.9 },
        month: { spentNaira: 3.9, byStatus: { delivered: 1, sent: 1 } },
      });
      expect(summary.body).not.toContain(TERMII_SECRET_KEY);
      expect(summary.body).not.toContain(termiiEnv(termii).TERMII_API_KEY);
    } finally {
      await app.close();
    }
  });
});
