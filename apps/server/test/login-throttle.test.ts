import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
import { call, nextPhone, PASSWORD, signUp } from './helpers/auth';
import { clock } from './helpers/clock';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

/*
 * Login throttling without a lockout switch (ADR 0024, docs/SECURITY.md "Login throttling"),
 * once with the counters in memory and once in Redis (127.0.0.1:6379, a key prefix of this run:
 * the atomic scripts are the code under test there). The limits' clock is moved by hand.
 */
const REDIS_URL = process.env.KIWO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

const stores = [
  ['memory', {}],
  [
    'redis',
    {
      REDIS_URL,
      RATE_LIMIT_KEY_PREFIX: `kiwo-test:${randomUUID()}:`,
      IVR_REDIS_CHANNEL: `kiwo-test-${randomUUID()}`,
      SESSION_REVOKE_CHANNEL: `kiwo-test-${randomUUID()}`,
    },
  ],
] as const;

describe.each(stores)(`login throttling, counters in %s (${testDriver})`, (_name, env) => {
  let app: App;
  const time = clock(Date.now());
  beforeAll(async () => {
    app = await testApp(
      { db: testDb.handle, clock: time.now },
      { ...env, LOGIN_FAILURES_PER_IP: '12' },
    );
    if ('REDIS_URL' in env) expect(app.limits.shared).toBe(true);
  });
  afterAll(async () => {
    await app?.close();
  });

  let ipCounter = 0;
  const freshIp = () => `192.0.2.${++ipCounter}`;
  const login = (identifier: string, password: string, ip: string) =>
    call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier, password }, ip });

  it('ten tries from one client, five refused by the delay, leave that client free a minute later', async () => {
    const phone = nextPhone();
    await signUp(app, { phone });
    const client = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await login(phone, `wrong-password-${i}`, client);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    }
    // The first five are judged; then the account's delay answers before any hashing.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    time.advance(61_000);
    // From the very client that guessed (a shared address, a family phone).
    expect((await login(phone, PASSWORD, client)).statusCode).toBe(200);
  });

  it('ten wrong passwords from one client, each after its wait, do not stop the owner a minute later', async () => {
    // The attack review's case: a guesser who honours every Retry-After gets ten wrong passwords
    // judged in about 32 s. The owner, from their own phone, signs in a minute later; the
    // guessing client itself has spent its (account, IP) budget and waits out the window
    // (documented trade-off: an owner sharing that address waits too).
    const phone = nextPhone();
    await signUp(app, { phone });
    const guesser = freshIp();
    let judged = 0;
    const refusals: string[] = [];
    for (let i = 0; judged < 10 && i < 40; i++) {
      const res = await login(phone, `wrong-password-${i}`, guesser);
      if (res.statusCode === 401) judged++;
      else {
        expect(res.statusCode).toBe(429);
        refusals.push(res.json().message);
        const wait = Number(res.headers['retry-after']);
        expect(wait).toBeLessThanOrEqual(60);
        time.advance(wait * 1000);
      }
    }
    expect(judged).toBe(10);
    expect(refusals.slice(0, 2)).toEqual([
      'Too many attempts. Please try again in 1 second.',
      'Too many attempts. Please try again in 2 seconds.',
    ]);
    time.advance(60_000);
    expect((await login(phone, PASSWORD, freshIp())).statusCode).toBe(200);
    const sameClient = await login(phone, PASSWORD, guesser);
    expect(sameClient.statusCode).toBe(429);
    expect(Number(sameClient.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('a client guessing one account slowly is stopped; the owner elsewhere still signs in', async () => {
    const phone = nextPhone();
    await signUp(app, { phone });
    const guesser = freshIp();
    // Waiting out every delay: ten guesses are judged...
    for (let i = 0; i < 10; i++) {
      time.advance(61_000);
      expect((await login(phone, `wrong-password-${i}`, guesser)).statusCode).toBe(401);
    }
    // ...then that client waits out the 15-minute window, right password or not.
    time.advance(61_000);
    const before = app.passwords.calls;
    const stopped = await login(phone, `wrong-password-x`, guesser);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(60);
    expect((await login(phone, PASSWORD, guesser)).statusCode).toBe(429);
    expect(app.passwords.calls).toBe(before);
    // The owner, from their own phone, is not refused.
    expect((await login(phone, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('guessing many accounts from one IP is stopped for every account', async () => {
    const phone = nextPhone();
    await signUp(app, { phone });
    const sprayer = freshIp();
    // LOGIN_FAILURES_PER_IP is 12 here (100 by default).
    for (let i = 0; i < 12; i++) {
      time.advance(5_000);
      expect((await login(nextPhone(), 'any-password-1', sprayer)).statusCode).toBe(401);
    }
    const refused = await login(phone, PASSWORD, sprayer);
    expect(refused.statusCode).toBe(429);
    expect((await login(phone, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('parallel guesses cannot slip past the delay', async () => {
    const phone = nextPhone();
    await signUp(app, { phone });
    time.advance(61_000);
    const ip = freshIp();
    const all = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(phone, `wrong-password-${i}`, ip)),
    );
    const judged = all.filter((r) => r.statusCode === 401).length;
    expect(judged).toBe(5);
    expect(all.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('a successful sign-in forgets the account’s failures', async () => {
    const phone = nextPhone();
    await signUp(app, { phone });
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      expect((await login(phone, `wrong-password-${i}`, ip)).statusCode).toBe(401);
    }
    expect((await login(phone, PASSWORD, ip)).statusCode).toBe(200);
    // Five more are judged again before any delay.
    for (let i = 0; i < 5; i++) {
      expect((await login(phone, `wrong-again-${i}`, ip)).statusCode).toBe(401);
    }
    expect((await login(phone, PASSWORD, ip)).statusCode).toBe(429);
  });
});
