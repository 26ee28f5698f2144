import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { BROKEN_UNICODE, NUL_IN_TEXT } from '../src/plugins/errors';
import { countRows } from './helpers/agent';
import { json, testApp } from './helpers/app';
import { type Session, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { fakeSpeech, ivrClient, listeningApp } from './helpers/ivr';

/*
 * What the fuzzer (fuzz.test.ts) found, pinned down: inputs that used to answer 500 or a body
 * outside the error envelope.
 */

let testDb: TestDb;
let app: App;
let farmer: Session;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  farmer = await signUp(app);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const auth = () => ({ authorization: `Bearer ${farmer.token}` });

describe(`inputs the fuzzer found (${testDriver})`, () => {
  it('refuses a NUL character in a body field with 400 and the field, and stores nothing', async () => {
    // PostgreSQL cannot store U+0000 in text: this was a 500 from deep inside the INSERT.
    const before = await countRows(testDb.handle.db, 'pens');
    const res = await app.inject({
      method: 'POST',
      url: `/api/pen/farmer/${farmer.user._id}`,
      headers: auth(),
      payload: { name: 'House\u0000A', location: 'Zaria' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      success: false,
      message: NUL_IN_TEXT,
      error: NUL_IN_TEXT,
      fields: { name: NUL_IN_TEXT },
    });
    expect(await countRows(testDb.handle.db, 'pens')).toBe(before);
  });

  it('refuses NUL in sign-up, nested bodies, queries, path parameters and USSD form fields', async () => {
    const signUpRes = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Amina\u0000',
        lastName: 'Bello',
        phone: '08039990001',
        password: 'x'.repeat(12),
      },
    });
    expect(signUpRes.statusCode).toBe(400);
    expect(json(signUpRes).fields).toEqual({ firstName: NUL_IN_TEXT });

    const nested = await app.inject({
      method: 'PUT',
      url: '/api/auth/report-settings',
      headers: auth(),
      payload: { frequency: 'daily', channels: { email: true, 'sms\u0000': false } },
    });
    expect(nested.statusCode).toBe(400);
    expect(json(nested).fields).toEqual({ channels: NUL_IN_TEXT });

    const query = await app.inject({
      method: 'GET',
      url: '/api/marketplace/listings?search=goat%00s',
      headers: auth(),
    });
    expect(query.statusCode).toBe(400);
    expect(json(query).fields).toEqual({ search: NUL_IN_TEXT });

    const param = await app.inject({ method: 'GET', url: '/api/batches/%00', headers: auth() });
    expect(param.statusCode).toBe(400);
    expect(json(param).fields).toEqual({ batchId: NUL_IN_TEXT });

    const ussd = await app.inject({
      method: 'POST',
      url: '/api/ussd',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'sessionId=s1&phoneNumber=%2B2348030000001&text=1%00',
    });
    expect(ussd.statusCode).toBe(400);
    expect(json(ussd)).toMatchObject({ success: false, fields: { text: NUL_IN_TEXT } });
  });

  it('refuses a lone UTF-16 surrogate in text with 400 (jsonb refused it as a 500)', async () => {
    // Found by the full-size run: an admin notification's text goes into jsonb, which rejects
    // an unpaired "\ud800" escape (the same reached consultations' answers).
    const admin = await signUp(app);
    await testDb.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    const sent = await app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        audience: { state: 'Katsina' },
        title: 'Vaccination day \ud800',
        message: 'Bring your birds',
        priority: 'high',
      },
    });
    expect(sent.statusCode).toBe(400);
    expect(json(sent)).toEqual({
      success: false,
      message: BROKEN_UNICODE,
      error: BROKEN_UNICODE,
      fields: { title: BROKEN_UNICODE },
    });
    // A whole pair (an emoji) is a real character and stays welcome.
    const emoji = await app.inject({
      method: 'POST',
      url: `/api/pen/farmer/${farmer.user._id}`,
      headers: auth(),
      payload: { name: 'Pen 🐔' },
    });
    expect(emoji.statusCode).toBe(201);
  });

  it('quotes a long answer full of emoji in the notification without cutting one in half', async () => {
    // Found by the full-size run: the 200-character excerpt split a surrogate pair → jsonb 500.
    const asked = await app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: auth(),
      payload: {
        kind: 'vet',
        topic: 'Coughing birds',
        livestockType: 'poultry',
        description: 'Ten birds are coughing since Monday.',
        urgency: 'high',
      },
    });
    expect(asked.statusCode).toBe(201);
    const id = (json(asked) as { data: { _id?: string; id?: string } }).data;
    const admin = await signUp(app);
    await testDb.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    // 198 letters, then emoji: the cut at 199 UTF-16 units falls inside the first one.
    const answer = `${'a'.repeat(198)}${'🐔'.repeat(20)}`;
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/consultations/${id._id ?? id.id}/answer`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { answer },
    });
    expect(res.statusCode).toBe(200);
    const mine = await app.inject({ method: 'GET', url: '/api/notifications', headers: auth() });
    const bodies = (json(mine) as { data: { body: string }[] }).data.map((n) => n.body);
    expect(bodies.some((b) => b.includes(`${'a'.repeat(198)}…`))).toBe(true);
  });

  it('answers an over-long path segment with 414 in the envelope, without echoing the URL', async () => {
    // Fastify's own FST_ERR_MAX_PARAM_LENGTH used to bypass the error handler.
    const res = await app.inject({
      method: 'GET',
      url: `/api/batches/${'A'.repeat(5000)}`,
      headers: auth(),
    });
    expect(res.statusCode).toBe(414);
    expect(json(res)).toEqual({
      success: false,
      message: 'The address is too long',
      error: 'The address is too long',
    });
  });

  it('answers a broken %-escape in the path with 400 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/batches/%E0%A4%A', headers: auth() });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      success: false,
      message: 'The address is not valid',
      error: 'The address is not valid',
    });
  });

  it('refuses a NUL character in IVR words with an error event, instead of losing the turn', async () => {
    // The answer used to come while the turn's INSERT failed (logged, the record lost).
    const logged: string[] = [];
    const stream = { write: (line: string) => void logged.push(line) };
    const { app: voice, url } = await listeningApp({
      db: testDb.handle,
      speech: fakeSpeech().speech,
      logger: { level: 'error', stream },
    });
    const caller = await signUp(voice);
    const client = ivrClient(url, caller.token);
    try {
      await client.connected();
      client.socket.emit('authenticate', {});
      await client.next('authenticated');
      client.socket.emit('ai_text_input', {
        text: 'my goats\u0000 cough',
        language: 'en',
        useTTS: false,
      });
      expect(await client.next('error')).toEqual({
        message: 'Invalid ai_text_input: text must not contain the NUL character',
      });
      client.socket.emit('ai_intelligent_interruption', {
        userInterruption: 'wait',
        previousAIResponse: 'Goats\u0000',
        language: 'en',
        useTTS: false,
        generateFiller: false,
      });
      expect(await client.next('error')).toEqual({
        message:
          'Invalid ai_intelligent_interruption: previousAIResponse must not contain the NUL character',
      });
      expect(client.all('ai_response')).toEqual([]);
      expect(logged).toEqual([]);
    } finally {
      client.close();
      await voice.close();
    }
  });
});
