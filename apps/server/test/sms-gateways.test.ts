import { calendarDay } from '@kiwo/domain';
import { ENGLISH_MONTHS, formatFarmDayIn } from '@kiwo/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { outboxMessages, sessions, smsPreferences, users } from '../src/db/schema';
import { json, testApp } from './helpers/app';
import { call, type Session, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as, farmFixture, farmWorld } from './helpers/farm';
import {
  africasTalkingEnv,
  type GatewayStandIn,
  startAfricasTalking,
  startTermii,
  termiiEnv,
} from './helpers/sms-gateways';

/*
 * The SMS gateways (ADR 0037) and the outbound queue (ADR 0038), tried against local servers that
 * answer like Africa's Talking and Termii: what goes on the wire, what each answer does to the
 * stored message, delivery reports, STOP, alerts to a farmer who no longer uses the app.
 */

let testDb: TestDb;
let at: GatewayStandIn;
let termii: GatewayStandIn;
beforeAll(async () => {
  testDb = await openTestDb();
  at = await startAfricasTalking();
  termii = await startTermii();
});
beforeEach(async () => {
  await testDb.reset();
  at.requests.length = 0;
  termii.requests.length = 0;
});
afterAll(async () => {
  await at?.down();
  await termii?.down();
  await testDb?.close();
});

const TOKEN = 'callback-token-0123456789';
const rows = () => testDb.handle.db.select().from(outboxMessages).orderBy(outboxMessages.createdAt);
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const e164 = (s: Session) => s.user.phone;

const atApp = (env: Record<string, string> = {}) =>
  testApp({ db: testDb.handle }, { ...africasTalkingEnv(at), ...env });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postForm = (app: App, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });

/** The farmer last used the app `days` ago (their sessions were last seen then). */
const awayFor = (s: Session, days: number) =>
  testDb.handle.db
    .update(sessions)
    .set({ lastUsedAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(sessions.userId, s.user._id));

async function makeAdmin(app: App) {
  const admin = await signUp(app);
  await testDb.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
  return admin;
}

describe(`Africa's Talking (${testDriver})`, () => {
  it("sends a Hausa farmer's code in Hausa, GSM-7, in exactly one well-formed request", async () => {
    const app = await atApp();
    try {
      const farmer = await signUp(app, { language: 'hausa' });
      const res = await call(app, {
        method: 'POST',
        url: '/api/auth/send-phone-otp',
        token: farmer.token,
      });
      expect(json(res)).toMatchObject({ data: { channel: 'sms', sent: true, otpCode: null } });
      expect(at.requests).toHaveLength(1);
      const [req] = at.requests;
      expect(req?.path).toBe('/version1/messaging');
      expect(req?.headers).toMatchObject({
        apikey: africasTalkingEnv(at).AT_API_KEY,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      });
      const message = String(req?.fields.message);
      expect(req?.fields).toMatchObject({ username: 'kiwo', to: e164(farmer), from: 'KIWO' });
      // The test farmer is a woman (helpers/auth.ts): Hausa says "-ki" to her (ADR 0053).
      // Hausa, with ƙ written k: GSM-7, one segment.
      expect(message).toMatch(
        /^Lambar tantancewarki ta Kiwo ita ce \d{6}\. Za ta kare cikin minti 10\.$/,
      );
      expect(message.length).toBeLessThanOrEqual(160);
      const [row] = await rows();
      expect(row).toMatchObject({
        status: 'sent',
        provider: 'africastalking',
        providerMessageId: expect.stringMatching(/^ATXid_/),
        costNaira: '2.2000',
        segments: 1,
        attempts: 1,
        kind: 'otp',
        userId: farmer.user._id,
        sealed: null,
      });
      expect(row?.body).not.toContain(codeIn(message));

      // The code that went out verifies the phone.
      const verified = await call(app, {
        method: 'POST',
        url: '/api/auth/verify-phone-otp',
        token: farmer.token,
        payload: { otp: codeIn(message) },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answering 500 twice then 201 gives one delivered message, the report stored', async () => {
    const app = await atApp();
    try {
      const farmer = await signUp(app);
      const boom = { status: 500, body: 'Internal Server Error', contentType: 'text/plain' };
      at.fail(boom, boom);
      const res = await call(app, {
        method: 'POST',
        url: '/api/auth/send-phone-otp',
        token: farmer.token,
      });
      expect(json(res)).toMatchObject({ data: { sent: false } });
      const [queued] = await rows();
      expect(queued).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
      expect(queued?.error).toMatch(/answered 500/);
      expect(queued?.sealed).toMatch(/^v1:/);

      // Not due yet: nothing is sent.
      expect(await app.retryOutbox()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
      expect(await app.retryOutbox(later(31))).toEqual({ sent: 0, failed: 1, givenUp: 0 });
      expect(await app.retryOutbox(later(31 + 61))).toEqual({ sent: 1, failed: 0, givenUp: 0 });
      expect(await app.retryOutbox(later(3600))).toEqual({ sent: 0, failed: 0, givenUp: 0 });
      expect(at.requests).toHaveLength(3);
      // The same text each time.
      expect(new Set(at.requests.map((r) => r.fields.message)).size).toBe(1);
      const [sent] = await rows();
      expect(sent).toMatchObject({ status: 'sent', attempts: 3, sealed: null, retryAt: null });

      const report = {
        id: String(sent?.providerMessageId),
        status: 'Success',
        phoneNumber: e164(farmer),
        networkCode: '62130',
        retryCount: '0',
      };
      const url = `/api/sms/africastalking/delivery?token=${TOKEN}`;
      const denied = await postForm(app, '/api/sms/africastalking/delivery?token=wrong', report);
      expect(denied.statusCode).toBe(403);
      expect((await rows())[0]?.status).toBe('sent');
      expect((await postForm(app, url, report)).statusCode).toBe(200);
      const [delivered] = await rows();
      expect(delivered).toMatchObject({ status: 'delivered', failureReason: null });
      expect(delivered?.deliveredAt).toBeInstanceOf(Date);
      // A late "Sent" report does not undo it; a report for an unknown id is accepted, ignored.
      await postForm(app, url, { ...report, status: 'Sent' });
      await postForm(app, url, { ...report, id: 'ATXid_unknown' });
      expect((await rows())[0]?.status).toBe('delivered');
      expect((await postForm(app, url, { status: 'Success' })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('a failed delivery report is stored with its reason', async () => {
    const app = await atApp();
    try {
      const farmer = await signUp(app);
      await call(app, { method: 'POST', url: '/api/auth/send-phone-otp', token: farmer.token });
      const [row] = await rows();
      await postForm(app, `/api/sms/africastalking/delivery?token=${TOKEN}`, {
        id: String(row?.providerMessageId),
        status: 'Failed',
        phoneNumber: e164(farmer),
        failureReason: 'AbsentSubscriber',
        retryCount: '0',
      });
      expect((await rows())[0]).toMatchObject({
        status: 'failed',
        failureReason: 'AbsentSubscriber',
      });
    } finally {
      await app.close();
    }
  });

  it('a bad key (401) fails at once and is not retried; 429 and a down gateway are', async () => {
    const app = await atApp({ AT_API_KEY: 'wrong-key' });
    try {
      const farmer = await signUp(app);
      await call(app, { method: 'POST', url: '/api/auth/send-phone-otp', token: farmer.token });
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', retryAt: null, sealed: null, attempts: 1 });
      expect(row?.error).toMatch(/credentials \(401\)/);
      expect(await app.retryOutbox(later(3600))).toEqual({ sent: 0, failed: 0, givenUp: 0 });
      expect(at.requests).toHaveLength(1);
    } finally {
      await app.close();
    }

    await testDb.reset();
    at.requests.length = 0;
    const app2 = await atApp();
    try {
      const farmer = await signUp(app2);
      at.fail({ status: 429, body: 'Too Many Requests', contentType: 'text/plain' });
      await call(app2, { method: 'POST', url: '/api/auth/send-phone-otp', token: farmer.token });
      expect((await rows())[0]).toMatchObject({ status: 'queued', attempts: 1 });
      await at.down();
      expect(await app2.retryOutbox(later(31))).toEqual({ sent: 0, failed: 1, givenUp: 0 });
      expect((await rows())[0]?.error).toMatch(/unreachable/);
      await at.start();
      expect(await app2.retryOutbox(later(31 + 61))).toMatchObject({ sent: 1 });
      expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 3 });
    } finally {
      await at.start().catch(() => {});
      await app2.close();
    }
  });

  it('a number the network refuses (statusCode 403) is failed, not retried', async () => {
    const app = await atApp();
    try {
      const sent = await app.sms.send({ to: '+1555000', text: 'hello' });
      expect(sent).toBe(false);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', retryAt: null });
      expect(row?.error).toMatch(/InvalidPhoneNumber \(403\)/);
    } finally {
      await app.close();
    }
  });

  it('nothing is lost across a restart, and two processes draining never send twice', async () => {
    await at.down();
    const first = await atApp();
    let farmers: Session[] = [];
    try {
      farmers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signUp(first)));
      for (const f of farmers) {
        await call(first, { method: 'POST', url: '/api/auth/send-phone-otp', token: f.token });
      }
      expect((await rows()).map((r) => r.status)).toEqual(Array(6).fill('queued'));
    } finally {
      await first.close();
    }
    await at.start();
    // Two servers on the same database drain at the same moment.
    const a = await atApp();
    const b = await atApp();
    try {
      const [ra, rb] = await Promise.all([a.retryOutbox(later(31)), b.retryOutbox(later(31))]);
      expect(ra.sent + rb.sent).toBe(6);
      expect(at.requests.map((r) => r.fields.to).sort()).toEqual(farmers.map(e164).sort());
      expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 2)).toBe(true);
      // Each code that went out still works.
      const f = farmers[0] as Session;
      const text = String(at.requests.find((r) => r.fields.to === e164(f))?.fields.message);
      const verified = await call(a, {
        method: 'POST',
        url: '/api/auth/verify-phone-otp',
        token: f.token,
        payload: { otp: codeIn(text) },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe(`alerts by SMS and STOP (${testDriver})`, () => {
  /** The farmer asks (using the app), then is away for `away` days, then an admin answers. */
  async function answered(app: App, farmer: Session, admin: Session, answer: string, away = 0) {
    const asked = await call(app, {
      method: 'POST',
      url: '/api/consultations',
      token: farmer.token,
      payload: {
        kind: 'extension',
        topic: 'Goats not eating',
        livestockType: 'poultry',
        description: 'Three goats stopped eating since yesterday.',
        urgency: 'medium',
      },
    });
    expect(asked.statusCode).toBe(201);
    const id = (json(asked).data as { id: string }).id;
    if (away > 0) await awayFor(farmer, away);
    const res = await call(app, {
      method: 'POST',
      url: `/api/admin/consultations/${id}/answer`,
      token: admin.token,
      payload: { answer },
    });
    expect(res.statusCode).toBe(200);
  }

  it('speaks to a Hausa woman as ki and a Hausa man as ka, answer and STOP alike (ADR 0053)', async () => {
    const app = await atApp();
    try {
      const admin = await makeAdmin(app);
      const amina = await signUp(app, { language: 'hausa', gender: 'female' });
      const musa = await signUp(app, { language: 'hausa', gender: 'male' });
      await answered(app, amina, admin, 'Ki ba su ruwa.', 20);
      await answered(app, musa, admin, 'Ka ba su ruwa.', 20);
      expect(await app.retryOutbox()).toMatchObject({ sent: 2 });
      const to = (who: Session) =>
        at.requests.filter((r) => r.fields.to === e164(who)).map((r) => String(r.fields.message));
      expect(to(amina)[0]).toMatch(/^Kiwo: an amsa tambayarki "Goats not eating"/);
      expect(to(musa)[0]).toMatch(/^Kiwo: an amsa tambayarka "Goats not eating"/);
      const url = `/api/sms/africastalking/inbound?token=${TOKEN}`;
      const stop = { to: '24123', text: 'STOP', date: '2026-11-26 10:00:00' };
      await postForm(app, url, { ...stop, from: e164(amina), id: 'in-a', linkId: 'l-a' });
      await postForm(app, url, { ...stop, from: e164(musa), id: 'in-m', linkId: 'l-m' });
      expect(await app.retryOutbox()).toMatchObject({ sent: 2 });
      expect(to(amina)[1]).toMatch(/^Kiwo: ba za ki kara samun/);
      expect(to(musa)[1]).toMatch(/^Kiwo: ba za ka kara samun/);
    } finally {
      await app.close();
    }
  });

  it('a consultation answer reaches a USSD-only farmer by SMS, in their language; STOP ends it', async () => {
    const app = await atApp();
    try {
      const admin = await makeAdmin(app);
      const farmer = await signUp(app, { language: 'yoruba' });
      const inApp = await signUp(app);

      await answered(
        app,
        farmer,
        admin,
        'Give fresh water and soft grass; call a vet in two days.',
        20,
      );
      await answered(app, inApp, admin, 'Same advice.');
      // Queued with the notification; the drain sends it.
      expect(at.requests).toHaveLength(0);
      expect(await app.retryOutbox()).toMatchObject({ sent: 1 });
      expect(at.requests).toHaveLength(1);
      const sms = at.requests[0];
      expect(sms?.fields.to).toBe(e164(farmer));
      expect(String(sms?.fields.message)).toMatch(
        /^Kiwo: a ti dahun ibeere re "Goats not eating": Give fresh water/,
      );
      expect(String(sms?.fields.message).length).toBeLessThanOrEqual(160);
      expect(String(sms?.fields.message)).toContain('STOP');

      // STOP from the farmer's phone (AT sends the number in E.164).
      const inbound = {
        from: e164(farmer),
        to: '24123',
        text: ' stop ',
        date: '2026-11-26 10:00:00',
        id: 'inbound-1',
        linkId: 'link-1',
      };
      const url = `/api/sms/africastalking/inbound?token=${TOKEN}`;
      expect((await postForm(app, '/api/sms/africastalking/inbound', inbound)).statusCode).toBe(
        403,
      );
      expect((await postForm(app, url, inbound)).statusCode).toBe(200);
      expect((await postForm(app, url, inbound)).statusCode).toBe(200); // the gateway's retry
      const [pref] = await testDb.handle.db
        .select()
        .from(smsPreferences)
        .where(eq(smsPreferences.userId, farmer.user._id));
      expect(pref).toMatchObject({ optedIn: false, source: 'sms' });
      // One confirmation, in Yorùbá.
      expect(await app.retryOutbox()).toMatchObject({ sent: 1 });
      expect(at.requests).toHaveLength(2);
      expect(String(at.requests[1]?.fields.message)).toMatch(/^Kiwo: o ko ni gba ikilo SMS mo/);

      await answered(app, farmer, admin, 'Another answer.', 20);
      expect(await app.retryOutbox()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
      expect(at.requests).toHaveLength(2);

      // The settings switch turns them back on.
      const on = await call(app, {
        method: 'PUT',
        url: '/api/users/sms-alerts',
        token: farmer.token,
        payload: { enabled: true },
      });
      expect(json(on)).toMatchObject({ data: { mode: 'on' } });
      await answered(app, farmer, admin, 'Third answer.');
      expect(await app.retryOutbox()).toMatchObject({ sent: 1 });
    } finally {
      await app.close();
    }
  });

  it('an urgent notice goes by SMS, in each language, only to those away or opted in', async () => {
    const app = await atApp();
    try {
      const admin = await makeAdmin(app);
      const away = await signUp(app, { language: 'igbo', stateOfResidence: 'Enugu' });
      const inApp = await signUp(app, { stateOfResidence: 'Enugu' });
      const stopped = await signUp(app, { stateOfResidence: 'Enugu' });
      const elsewhere = await signUp(app, { stateOfResidence: 'Kano' });
      for (const f of [away, stopped, elsewhere]) await awayFor(f, 15);
      await testDb.handle.db
        .insert(smsPreferences)
        .values({ userId: stopped.user._id, optedIn: false, source: 'sms' });
      const notice = (priority: string) =>
        call(app, {
          method: 'POST',
          url: '/api/admin/notifications',
          token: admin.token,
          payload: {
            audience: { role: 'farmer', state: 'Enugu' },
            title: 'Ịdọ aka na ntị',
            message: 'Ọrịa ọkụkọ dị na Enugu: kpochaa ụlọ ọkụkọ gị taa.',
            priority,
          },
        });
      expect((await notice('medium')).statusCode).toBe(201);
      expect(await app.retryOutbox()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
      const urgent = await notice('urgent');
      expect(urgent.statusCode, urgent.body).toBe(201);
      expect(await app.retryOutbox()).toMatchObject({ sent: 1 });
      expect(at.requests.map((r) => r.fields.to)).toEqual([e164(away)]);
      expect(String(at.requests[0]?.fields.message)).toBe(
        'Okwa Kiwo: Ido aka na nti. Oria okuko di na Enugu: kpochaa ulo okuko gi taa. Zaa STOP ka ozi kwusi.',
      );
      expect(inApp.user.phone).not.toBe(away.user.phone);
    } finally {
      await app.close();
    }
  });

  it('a USSD save is confirmed by SMS to a farmer who only uses USSD', async () => {
    const app = await atApp();
    try {
      const w = await farmWorld(app, testDb.handle.db);
      await farmFixture(w.farmerA.api, w.farmerA.id, 100);
      await awayFor(w.farmerA.session, 30);
      const phone = w.farmerA.session.user.phone;
      const dial = (text: string) =>
        postForm(app, '/api/ussd', {
          sessionId: 'ATUid_sms_confirm',
          serviceCode: '*347*754#',
          phoneNumber: phone,
          networkCode: '62130',
          text,
        });
      // Record, House A, deaths, 1, cause 1 (disease), then confirm.
      for (const text of ['', '1', '1*1', '1*1*1', '1*1*1*1', '1*1*1*1*1']) await dial(text);
      const saved = await dial('1*1*1*1*1*1');
      expect(saved.body).toMatch(/^CON Saved\. House A has 99 animals\./);
      expect(await app.retryOutbox()).toMatchObject({ sent: 1 });
      expect(at.requests.map((r) => r.fields.to)).toEqual([phone]);
      // The day as a farmer reads it, "26 Nov 2026", never "2026-11-26".
      const today = formatFarmDayIn(ENGLISH_MONTHS, calendarDay(new Date()) as string);
      expect(String(at.requests[0]?.fields.message)).toMatch(
        new RegExp(`^Kiwo: your record for House A on ${today} is saved\\. 99 animals alive\\.`),
      );
    } finally {
      await app.close();
    }
  });

  it("a high-mortality alert names the day in the farmer's language, never 2026-11-26", async () => {
    const app = await atApp();
    try {
      const farmer = await signUp(app, { language: 'hausa' });
      const api = as(app, farmer);
      const { sectionId } = await farmFixture(api, farmer.user._id, 100);
      // Recording on the web keeps the session in use: the farmer asked for SMS alerts.
      await testDb.handle.db
        .insert(smsPreferences)
        .values({ userId: farmer.user._id, optedIn: true, source: 'settings' });
      const day = calendarDay(new Date()) as string;
      const res = await api.put(`/api/sections/${sectionId}/records/${day}`, { mortality: 9 });
      expect(res.status).toBe(201);
      expect(await app.retryOutbox()).toMatchObject({ sent: 1 });
      const text = String(at.requests[0]?.fields.message);
      // Hausa's own month abbreviation, as the platform's CLDR data names it ("26 Nuw 2026").
      const parts = new Intl.DateTimeFormat('ha', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Africa/Lagos',
      }).formatToParts(new Date(`${day}T12:00:00+01:00`));
      const part = (type: string) => parts.find((p) => p.type === type)?.value;
      expect(text).toContain(`${part('day')} ${part('month')} ${part('year')}`);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    } finally {
      await app.close();
    }
  });

  it("a farmer's reply reaches the away agent by SMS in the agent's language, not one in the app", async () => {
    const app = await atApp();
    try {
      const w = await farmWorld(app, testDb.handle.db);
      const db = testDb.handle.db;
      await db.update(users).set({ language: 'hausa' }).where(eq(users.id, w.agentA.id));
      const asked = await w.farmerA.api.post('/api/consultations', {
        kind: 'extension',
        topic: 'Kaji ba sa cin abinci',
        livestockType: 'poultry',
        description: 'My hens stopped eating since yesterday.',
        urgency: 'medium',
      });
      expect(asked.status).toBe(201);
      const id = asked.body.data.id as string;
      const assigned = await w.admin.api.post(`/api/admin/consultations/${id}/assign`, {
        assigneeId: w.agentA.id,
      });
      expect(assigned.status).toBe(200);
      const answered = await w.agentA.api.post(`/api/consultations/${id}/answer`, {
        answer: 'How much water do they drink?',
      });
      expect(answered.status).toBe(200);
      await app.retryOutbox();
      at.requests.length = 0;

      // The agent is in the app: in-app only.
      const first = await w.farmerA.api.post(`/api/consultations/${id}/reply`, {
        message: 'Half of what they drank last week.',
      });
      expect(first.status).toBe(200);
      await app.retryOutbox();
      expect(at.requests).toHaveLength(0);

      // The agent has been away for 15 days: the next reply also goes by SMS, in Hausa.
      await awayFor(w.agentA.session, 15);
      const second = await w.farmerA.api.post(`/api/consultations/${id}/reply`, {
        message: 'Two more stopped eating.',
      });
      expect(second.status).toBe(200);
      expect(await app.retryOutbox()).toMatchObject({ sent: 1 });
      expect(at.requests.map((r) => r.fields.to)).toEqual([e164(w.agentA.session)]);
      expect(String(at.requests[0]?.fields.message)).toMatch(
        /^Kiwo: amsa daga .+ game da "Kaji ba sa cin abinci": Two more stopped eating\./,
      );
      const told = (await w.agentA.api.get('/api/notifications')).body.data.filter(
        (x: { type: string }) => x.type === 'consultation_reply',
      );
      expect(told).toHaveLength(2);
      expect(told[0].link).toBe(`/agent/consultations?open=${id}`);
    } finally {
      await app.close();
    }
  });

  it('keeps to the daily cap per user', async () => {
    const app = await atApp({ SMS_DAILY_CAP_PER_USER: '1' });
    try {
      const admin = await makeAdmin(app);
      const farmer = await signUp(app);
      await answered(app, farmer, admin, 'First.', 30);
      await answered(app, farmer, admin, 'Second.', 30);
      expect(await app.retryOutbox()).toMatchObject({ sent: 1 });
      expect(at.requests).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('shows the admin the messages and the SMS settings, never the key', async () => {
    const app = await atApp();
    try {
      const admin = await makeAdmin(app);
      const farmer = await signUp(app);
      await call(app, { method: 'POST', url: '/api/auth/send-phone-otp', token: farmer.token });
      const list = await call(app, {
        method: 'GET',
        url: `/api/admin/messages?phone=${encodeURIComponent(e164(farmer))}&status=sent`,
        token: admin.token,
      });
      expect(list.statusCode).toBe(200);
      expect(json(list)).toMatchObject({
        data: [{ to: e164(farmer), status: 'sent', costNaira: '2.2000', kind: 'otp' }],
        pagination: { page: 1, limit: 20, total: 1, pages: 1 },
      });
      const summary = await call(app, {
        method: 'GET',
        url: '/api/admin/messages/summary',
        token: admin.token,
      });
      expect(json(summary).data).toMatchObject({
        settings: { provider: 'africastalking', senderId: 'KIWO', callbacksAuthenticated: true },
        month: { spentNaira: 2.2 },
      });
      expect(summary.body).not.toContain(africasTalkingEnv(at).AT_API_KEY);
      const bad = await call(app, {
        method: 'GET',
        url: '/api/admin/messages?status=lost',
        token: admin.token,
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe(`Termii (${testDriver})`, () => {
  it('sends JSON with the key, number without +, plain type and channel; reads message_id', async () => {
    const app = await testApp({ db: testDb.handle }, termiiEnv(termii));
    try {
      const farmer = await signUp(app, { language: 'igbo' });
      const res = await call(app, {
        method: 'POST',
        url: '/api/auth/send-phone-otp',
        token: farmer.token,
      });
      expect(json(res)).toMatchObject({ data: { sent: true } });
      expect(termii.requests).toHaveLength(1);
      const [req] = termii.requests;
      expect(req?.path).toBe('/api/sms/send');
      expect(req?.headers['content-type']).toBe('application/json');
      expect(req?.fields).toMatchObject({
        api_key: termiiEnv(termii).TERMII_API_KEY,
        to: e164(farmer).slice(1),
        from: 'Kiwo',
        type: 'plain',
        channel: 'dnd',
      });
      expect(String(req?.fields.sms)).toMatch(
        /^Koodu nkwenye Kiwo gi bu \d{6}\. O ga-agwu n'ime nkeji 10\.$/,
      );
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'sent', provider: 'termii', costNaira: null });

      const report = {
        type: 'outbound',
        id: 'req-1',
        message_id: String(row?.providerMessageId),
        receiver: e164(farmer).slice(1),
        sender: 'Kiwo',
        message: 'hidden',
        sent_at: '2026-11-26 11:34:36',
        cost: '3.9',
        status: 'DELIVERED | Message delivered to handset',
        channel: 'dnd',
      };
      const url = `/api/sms/termii/delivery?token=${TOKEN}`;
      expect(
        (await app.inject({ method: 'POST', url: '/api/sms/termii/delivery', payload: report }))
          .statusCode,
      ).toBe(403);
      expect((await app.inject({ method: 'POST', url, payload: report })).statusCode).toBe(200);
      expect((await rows())[0]).toMatchObject({ status: 'delivered', costNaira: '3.9000' });
    } finally {
      await app.close();
    }
  });

  it('a bad key fails at once; a 503 is retried', async () => {
    const app = await testApp(
      { db: testDb.handle },
      { ...termiiEnv(termii), TERMII_API_KEY: 'not-the-key' },
    );
    try {
      expect(await app.sms.send({ to: '+2348030000001', text: 'one' })).toBe(false);
      expect((await rows())[0]).toMatchObject({ status: 'failed' });
      expect((await rows())[0]?.error).toMatch(/credentials \(401\)/);
    } finally {
      await app.close();
    }
    await testDb.reset();
    const app2 = await testApp({ db: testDb.handle }, termiiEnv(termii));
    try {
      termii.fail({ status: 503, body: JSON.stringify({ message: 'Service Unavailable' }) });
      expect(await app2.sms.send({ to: '+2348030000002', text: 'two' })).toBe(false);
      expect((await rows())[0]).toMatchObject({ status: 'queued' });
      expect((await rows())[0]?.error).toMatch(/503: Service Unavailable/);
      expect(await app2.retryOutbox(later(31))).toMatchObject({ sent: 1 });
    } finally {
      await app2.close();
    }
  });
});
