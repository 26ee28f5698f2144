import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { newsletterSubscribers } from '../src/db/schema';
import { createNewsletterRepository } from '../src/modules/newsletter/repository';
import { json, testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

const URL = '/api/newsletter/subscribe';
let testDb: TestDb;
let app: App;
// The route is rate-limited per IP; every test speaks from its own address.
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

const subscribe = (payload: unknown, remoteAddress = nextIp()) =>
  app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress });
const rows = () => testDb.handle.db.select().from(newsletterSubscribers);

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(() => testDb.reset());
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`POST /api/newsletter/subscribe (${testDriver})`, () => {
  it('subscribes a new address: 201 and one row, stored trimmed and lower-cased', async () => {
    const res = await subscribe({ email: '  Amina.Bello@Example.COM ' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({
      success: true,
      status: true,
      message: 'You have successfully subscribed to our newsletter',
      data: { email: 'amina.bello@example.com', alreadySubscribed: false },
    });
    const stored = await rows();
    expect(stored.map((r) => r.email)).toEqual(['amina.bello@example.com']);
    expect(stored[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('answers 200 alreadySubscribed for the same address in another case, still one row', async () => {
    await subscribe({ email: 'chinedu@example.com' });
    const res = await subscribe({ email: 'CHINEDU@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      success: true,
      status: true,
      message: 'This email is already subscribed to our newsletter.',
      data: { email: 'chinedu@example.com', alreadySubscribed: true },
    });
    expect(await rows()).toHaveLength(1);
  });

  it('is race-free: concurrent requests for one address create exactly one row', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => subscribe({ email: i % 2 ? 'R@x.ng' : 'r@X.ng' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await rows()).toHaveLength(1);
  });

  const invalid = { code: 'invalid_email' };
  it.each([
    ['empty', '', 'Email is required', { code: 'required' }],
    ['no @', 'abc', 'Please enter a valid email address', invalid],
    ['no domain', 'a@', 'Please enter a valid email address', invalid],
    ['blank', '   ', 'Email is required', { code: 'required' }],
    // 200 characters: under the 254 limit, but the local part is over RFC 5321's 64.
    ['200-char', `${'a'.repeat(188)}@example.com`, 'Please enter a valid email address', invalid],
    ['256-char', `${'b'.repeat(250)}@x.co`, 'Email is too long', { code: 'too_long', max: 254 }],
  ])(
    'rejects the %s address with 400, a field message and no row',
    async (_, email, message, code) => {
      const res = await subscribe({ email });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({
        success: false,
        message,
        error: message,
        fields: { email: message },
        fieldCodes: { email: code },
      });
      expect(await rows()).toHaveLength(0);
    },
  );

  it('rejects a missing or non-string email with a field message', async () => {
    for (const payload of [{}, { email: 42 }]) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      const body = json(res) as { success: boolean; fields: Record<string, string> };
      expect(body.success).toBe(false);
      expect(body.fields.email).toEqual(expect.any(String));
    }
    expect(await rows()).toHaveLength(0);
  });

  it('rejects a JSON body that is not an object', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '"a@b.co"',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      success: false,
      error: 'The request body must be a JSON object',
    });
  });

  it('rejects malformed and empty JSON with 400 in the envelope', async () => {
    for (const payload of ['{"email": "a@b.co"', '']) {
      const res = await app.inject({
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        success: false,
        error: expect.stringMatching(/JSON|empty/),
      });
    }
    expect(await rows()).toHaveLength(0);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])(
    'rejects content-type %s with 415 in the envelope',
    async (type) => {
      const res = await app.inject({
        method: 'POST',
        url: URL,
        headers: { 'content-type': type },
        payload: type === 'text/plain' ? 'a@b.co' : 'email=a%40b.co',
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(415);
      expect(json(res)).toEqual({
        success: false,
        message: 'Send the request body as application/json',
        error: 'Send the request body as application/json',
      });
      expect(await rows()).toHaveLength(0);
    },
  );

  it('rate-limits per IP: 429 with Retry-After once the budget is spent', async () => {
    const client = nextIp();
    for (let i = 0; i < 10; i++) {
      const res = await subscribe({ email: `user${i}@example.com` }, client);
      expect(res.statusCode).toBe(201);
    }
    const limited = await subscribe({ email: 'one-more@example.com' }, client);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(limited)).toMatchObject({
      success: false,
      error: expect.stringMatching(/rate limit/i),
    });
    expect(await rows()).toHaveLength(10);
    // Another client is unaffected.
    expect((await subscribe({ email: 'other@example.com' })).statusCode).toBe(201);
  });
});

describe(`newsletter repository (${testDriver})`, () => {
  it('reports whether it inserted and counts rows', async () => {
    const repository = createNewsletterRepository(testDb.handle.db);
    expect(await repository.addIfAbsent('x@y.ng')).toBe(true);
    expect(await repository.addIfAbsent('x@y.ng')).toBe(false);
    expect(await repository.count()).toBe(1);
  });

  it('the database itself refuses a non-normalised address', async () => {
    await expect(
      testDb.handle.db.insert(newsletterSubscribers).values({ email: 'Upper@Case.ng' }),
    ).rejects.toThrow();
  });
});
