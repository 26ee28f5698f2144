import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { sessions, users } from '../src/db/schema';
import { loggerOptions } from '../src/logger';
import { json, testApp } from './helpers/app';
import { call, PASSWORD, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

let testDb: TestDb;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(() => testDb.reset());
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const login = (identifier: string, password: string, ip?: string) =>
  call(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
    ...(ip ? { ip } : {}),
  });
const me = (token: string) => call(app, { method: 'GET', url: '/api/auth/me', token });

describe(`POST /api/auth/login (${testDriver})`, () => {
  it.each([
    '08031230001',
    '+2348031230001',
    '2348031230001',
    '0803 123 0001',
    '+234 (0)803-123-0001',
  ])('accepts the phone written as %s', async (identifier) => {
    await signUp(app, { phone: '08031230001' });
    const res = await login(identifier, PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = json(res) as { data: { user: { phone: string }; token: string } };
    expect(body.data.user.phone).toBe('+2348031230001');
    expect((await me(body.data.token)).statusCode).toBe(200);
  });

  it('accepts the email in any case', async () => {
    await signUp(app, { email: 'musa@example.ng' });
    const res = await login('  MUSA@Example.ng ', PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('unknown account and wrong password look identical (status, body) and both cost a hash', async () => {
    await signUp(app, { phone: '08031230002' });
    const before = app.passwords.calls;
    const wrong = await login('08031230002', 'not the password');
    const unknown = await login('08039999999', 'not the password');
    const unknownEmail = await login('nobody@example.ng', 'not the password');
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(wrong.body);
    }
    expect(json(wrong)).toEqual({
      success: false,
      message: 'Invalid phone/email or password',
      error: 'Invalid phone/email or password',
      code: 'invalid_credentials',
    });
    expect(app.passwords.calls - before).toBe(3);
  });

  it('a suspended account cannot log in (403) and its open sessions are refused', async () => {
    const { token, user } = await signUp(app, { phone: '08031230003' });
    await testDb.handle.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user._id));
    const res = await login('08031230003', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ error: expect.stringMatching(/suspended/) });
    const stale = await me(token);
    expect(stale.statusCode).toBe(403);
  });

  it('bad input is a 400 with field messages, before any hashing', async () => {
    const before = app.passwords.calls;
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: '', password: 'x'.repeat(129) },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      fields: {
        identifier: 'Phone or email is required',
        password: 'Password must be at most 128 characters',
      },
    });
    const missing = await call(app, { method: 'POST', url: '/api/auth/login', payload: {} });
    expect(json(missing)).toMatchObject({
      fields: { identifier: 'Phone or email is required', password: 'Password is required' },
    });
    expect(app.passwords.calls).toBe(before);
  });
});

describe(`sessions (${testDriver})`, () => {
  it('GET /api/auth/logout revokes the presented token at once; other sessions live on', async () => {
    const { token: first } = await signUp(app, { phone: '08031230004' });
    const second = (json(await login('08031230004', PASSWORD)) as { data: { token: string } }).data
      .token;
    const out = await call(app, { method: 'GET', url: '/api/auth/logout', token: first });
    expect(out.statusCode).toBe(200);
    expect(json(out)).toEqual({ success: true, message: 'Logged out', data: null });
    const refused = await me(first);
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({
      success: false,
      error: 'Your session has ended. Please log in again.',
    });
    expect((await me(second)).statusCode).toBe(200);
  });

  it('an expired session is refused', async () => {
    const { token, user } = await signUp(app);
    await testDb.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user._id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('missing, malformed and made-up tokens are 401 in the envelope', async () => {
    const none = await call(app, { method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(json(none)).toEqual({
      success: false,
      message: 'Please log in to continue',
      error: 'Please log in to continue',
    });
    for (const authorization of [
      'Bearer',
      'Basic abc',
      'Bearer short',
      `Bearer ${'A'.repeat(43)}`,
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('stores only a sha256 of the token, and slides the expiry on use', async () => {
    const { token, user } = await signUp(app);
    const [row] = await testDb.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user._id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    const old = new Date(Date.now() - 10 * 60_000);
    await testDb.handle.db
      .update(sessions)
      .set({ lastUsedAt: old, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, user._id));
    expect((await me(token)).statusCode).toBe(200);
    const [slid] = await testDb.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user._id));
    expect(slid?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});

describe(`login rate limits (${testDriver})`, () => {
  it('per identifier: past 5 failures the next try waits (429, Retry-After), before any hashing', async () => {
    await signUp(app, { phone: '08031230005' });
    for (let i = 0; i < 5; i++) {
      expect((await login('08031230005', `wrong-${i}-password`)).statusCode).toBe(401);
    }
    const before = app.passwords.calls;
    // Even the right password, from a new address, in another written form of the number: the
    // account's delay (at most a minute, test/login-throttle.test.ts) applies to every client.
    const limited = await login('+2348031230005', PASSWORD, '198.51.100.5');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(json(limited)).toMatchObject({
      success: false,
      error: expect.stringMatching(/Too many attempts/),
    });
    expect(app.passwords.calls).toBe(before);
  });

  it('per IP: the 21st call in a minute is a 429, answered before the body is read or hashed', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 20; i++) {
      expect((await login(`0803123${String(1000 + i)}`, 'whatever-pw', ip)).statusCode).toBe(401);
    }
    const before = app.passwords.calls;
    const limited = await login('08031231999', 'whatever-pw', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(app.passwords.calls).toBe(before);
    expect((await login('08031231999', 'whatever-pw')).statusCode).toBe(401);
  });

  it('behind a listed proxy (TRUST_PROXY=addresses) a client cannot choose its address with X-Forwarded-For', async () => {
    // Found by the attack review: TRUST_PROXY=true took the first X-Forwarded-For entry, which a
    // client writes itself whenever the proxy appends to the header (nginx's usual
    // $proxy_add_x_forwarded_for, most load balancers), so every per-IP limit could be dodged.
    const proxied = await testApp({ db: testDb.handle }, { TRUST_PROXY: '10.0.0.0/8, ::1' });
    try {
      const viaProxy = (spoofed: string, identifier = '08031232999') =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier, password: 'whatever-pw' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.88` },
        });
      for (let i = 0; i < 20; i++) {
        const res = await viaProxy(`203.0.113.${i}`, `0803123${String(2000 + i)}`);
        expect(res.statusCode).toBe(401);
      }
      expect((await viaProxy('203.0.113.250')).statusCode).toBe(429);
      // The address the proxy saw is the client's; another client is not affected.
      const other = await proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: '08031232998', password: 'whatever-pw' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '198.51.100.89' },
      });
      expect(other.statusCode, other.body).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe(`device tokens (${testDriver})`, () => {
  const loginWith = (payload: Record<string, unknown>) =>
    call(app, { method: 'POST', url: '/api/auth/login', payload });
  const deviceTokenOf = (res: { body: string }) =>
    (json(res) as { data: { deviceToken?: string } }).data.deviceToken;

  it('a login answers a device token; sending it back keeps it; a stale one is replaced', async () => {
    await signUp(app, { phone: '08031230021' });
    const first = await login('08031230021', PASSWORD);
    expect(first.statusCode).toBe(200);
    const deviceToken = deviceTokenOf(first);
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    const again = await loginWith({
      identifier: '+2348031230021',
      password: PASSWORD,
      deviceToken,
    });
    expect(again.statusCode).toBe(200);
    expect(deviceTokenOf(again)).toBe(deviceToken);
    // A token this account never had (another browser's, a made-up one) is ignored, not a 400.
    for (const stale of [`${'x'.repeat(22)}.${'y'.repeat(43)}`, 'garbage', '']) {
      const res = await loginWith({
        identifier: '08031230021',
        password: PASSWORD,
        deviceToken: stale,
      });
      expect(res.statusCode, stale).toBe(200);
      expect(deviceTokenOf(res)).toMatch(/^[A-Za-z0-9_-]{22}\./);
      expect(deviceTokenOf(res)).not.toBe(stale);
    }
    // A wrong password with a valid token is the same 401 as without one.
    const wrong = await loginWith({
      identifier: '08031230021',
      password: 'nope-nope',
      deviceToken,
    });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toEqual({
      success: false,
      message: 'Invalid phone/email or password',
      error: 'Invalid phone/email or password',
      code: 'invalid_credentials',
    });
  });

  it('a device token that is not a short string is a 400 on the field, before any hashing', async () => {
    const before = app.passwords.calls;
    for (const deviceToken of ['z'.repeat(201), 42, ['a']]) {
      const res = await loginWith({ identifier: '08031230022', password: PASSWORD, deviceToken });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ fields: { deviceToken: expect.any(String) } });
    }
    expect(app.passwords.calls).toBe(before);
  });

  it('the device token never appears in the logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await testApp({
      db: testDb.handle,
      logger: { ...(loggerOptions('trace') as object), stream },
    });
    // What a careless log line of a login would carry: the body, at every depth we redact.
    logged.post('/api/test/log-body', async (request) => {
      request.log.info({ body: request.body }, 'body');
      request.log.info({ deviceToken: 'top-level' }, 'flat');
      return { ok: true };
    });
    try {
      await signUp(logged, { phone: '08031230023' });
      const res = await call(logged, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: '08031230023', password: PASSWORD },
      });
      const deviceToken = deviceTokenOf(res) as string;
      expect(deviceToken).toBeTruthy();
      for (const password of [PASSWORD, 'wrong-password']) {
        await call(logged, {
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: '08031230023', password, deviceToken },
        });
      }
      await call(logged, {
        method: 'POST',
        url: '/api/test/log-body',
        payload: { identifier: '08031230023', deviceToken },
      });
      const log = lines.join('');
      expect(log).toContain('"deviceToken":"[redacted]"');
      expect(log).not.toContain('top-level');
      expect(log).not.toContain(deviceToken);
      expect(log).not.toContain(deviceToken.split('.')[0]);
    } finally {
      await logged.close();
    }
  });
});
