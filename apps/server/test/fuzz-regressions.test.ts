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
      fieldCodes: { name: { code: 'invisible_characters' } },
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
    expect(json(query).fieldCodes).toEqual({ search: { code: 'invisible_characters' } });

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
      fieldCodes: { title: { code: 'invisible_characters' } },
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

/*
 * Loose input the security review found (ADR 0025): each of these passed before, quietly wrong.
 */
describe(`strict input (${testDriver})`, () => {
  const listing = {
    title: 'Layers for sale',
    transactionType: 'sell',
    category: 'livestock',
    price: 5500,
    quantity: 20,
    unit: 'birds',
    location: 'Kaduna',
  };
  const postListing = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/marketplace/listings',
      headers: auth(),
      payload: body,
    });

  it('a price of "", [], true or null is a 400 on price, never ₦0 or ₦1; nothing is stored', async () => {
    const before = await countRows(testDb.handle.db, 'marketplace_listings');
    for (const price of ['', [], true, false, null, {}, '12abc']) {
      const res = await postListing({ ...listing, price });
      expect(res.statusCode, JSON.stringify(price)).toBe(400);
      expect(json(res), JSON.stringify(price)).toMatchObject({
        success: false,
        fields: { price: expect.stringMatching(/^Price/) },
      });
    }
    for (const page of ['', '[]', 'true']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/marketplace/listings?minPrice=${page === '' ? 'x' : page}`,
        headers: auth(),
      });
      expect(res.statusCode, page).toBe(400);
    }
    expect(await countRows(testDb.handle.db, 'marketplace_listings')).toBe(before);
    // A numeric string, as a form or a query string sends it, is still read as the number.
    const ok = await postListing({ ...listing, price: '5500.50', quantity: '20' });
    expect(ok.statusCode).toBe(201);
    expect(json(ok)).toMatchObject({ data: { price: 5500.5, quantity: 20 } });
  });

  it('refuses text-direction overrides and zero-width characters in names, with the field', async () => {
    const trojan = 'Amina\u202egpj.exe';
    const cases = [
      { url: '/api/auth/register', body: { firstName: trojan }, field: 'firstName' },
      {
        url: `/api/pen/farmer/${farmer.user._id}`,
        body: { name: 'House\u200bA' },
        field: 'name',
      },
      {
        url: '/api/marketplace/listings',
        body: { ...listing, title: 'Goats\u2066x' },
        field: 'title',
      },
    ];
    for (const { url, body, field } of cases) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: auth(),
        payload: url.includes('register')
          ? { lastName: 'Bello', phone: '08039990077', password: 'long enough pass', ...body }
          : body,
      });
      expect(res.statusCode, url).toBe(400);
      expect((json(res) as { fields: Record<string, string> }).fields[field], url).toMatch(
        /cannot contain invisible or text-direction characters/,
      );
    }
    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/auth/updatedetails',
      headers: auth(),
      payload: { farmName: 'Sun\ufeffrise' },
    });
    expect(json(renamed)).toMatchObject({
      fields: { farmName: 'Farm name cannot contain invisible or text-direction characters' },
    });
  });

  it('refuses control characters, bidi marks, fillers and line separators in names', async () => {
    // Found by the attack review: a newline or an ESC in an agent's name reached the farmer's SMS
    // ("hello Bola, <name> (agent) asked…") and the operator's console through the outbox; a
    // right-to-left mark or a lone Hangul filler (a name that looks empty) were stored too.
    const before = await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth() });
    const hostile = [
      'Ada\nKiwo: your code is 123456',
      'Ada\u001b[2J',
      'Ada\rObi',
      'Ada\tObi',
      'Ada\u007fObi',
      'Ada\u0085Obi',
      'Ada\u200fObi',
      'Ada\u061cObi',
      'Ada\u2028Obi',
      'Ada\u00adObi',
      'Ada\u2063Obi',
      '\u3164',
    ];
    for (const firstName of hostile) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/auth/updatedetails',
        headers: auth(),
        payload: { firstName },
      });
      expect(res.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(json(res), JSON.stringify(firstName)).toMatchObject({
        fields: { firstName: 'First name cannot contain invisible or text-direction characters' },
      });
    }
    const pen = await app.inject({
      method: 'POST',
      url: `/api/pen/farmer/${farmer.user._id}`,
      headers: auth(),
      payload: { name: 'House\nA' },
    });
    expect(json(pen)).toMatchObject({
      fields: { name: 'Pen name cannot contain invisible or text-direction characters' },
    });
    const after = await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth() });
    expect(json(after)).toEqual(json(before));
    // Names in Nigerian languages keep their tone marks and hooked letters.
    const real = await app.inject({
      method: 'PUT',
      url: '/api/auth/updatedetails',
      headers: auth(),
      payload: { firstName: 'Ọláṣeñí', lastName: 'Ɓàƙo-Ị̀kẹ́' },
    });
    expect(real.statusCode).toBe(200);
  });

  it('a route without a body accepts an empty one sent as application/json', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/notifications/mark-all-read',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    // A route that needs a body still says so, in the envelope.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '  ',
    });
    expect(login.statusCode).toBe(400);
    expect(json(login)).toMatchObject({ success: false, error: expect.any(String) });
  });

  it('answers a 1 MB query with 431 and a 2 MB body with 413, both in the envelope', async () => {
    const { app: server, url } = await listeningApp({ db: testDb.handle });
    try {
      const huge = await fetch(`${url}/api/health?q=${'a'.repeat(1_000_000)}`);
      expect(huge.status).toBe(431);
      expect(await huge.json()).toEqual({
        success: false,
        message: 'The request address or headers are too large',
        error: 'The request address or headers are too large',
      });
      const big = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'x', password: 'y'.repeat(2_000_000) }),
      });
      expect(big.status).toBe(413);
      expect(await big.json()).toEqual({
        success: false,
        message: 'The request body is too large',
        error: 'The request body is too large',
      });
    } finally {
      await server.close();
    }
  });

  it('deleting an account needs the password: none or a wrong one is a 400 and nothing goes', async () => {
    const victim = await signUp(app);
    const headers = { authorization: `Bearer ${victim.token}` };
    const none = await app.inject({ method: 'DELETE', url: '/api/auth/account', headers });
    expect(none.statusCode).toBe(400);
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers,
      payload: { password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ fields: { password: 'Password is incorrect' } });
    const [row] = await testDb.handle.db.select().from(users).where(eq(users.id, victim.user._id));
    expect(row).toBeDefined();
  });
});
