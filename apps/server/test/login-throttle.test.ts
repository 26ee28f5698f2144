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
  const login = (identifier: string, password: string, ip: string, deviceToken?: string) =>
    call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: deviceToken ? { identifier, password, deviceToken } : { identifier, password },
      ip,
    });
  /** Signs up, then signs in once from the owner's phone: that browser's device token. */
  const ownerWithDevice = async () => {
    const phone = nextPhone();
    await signUp(app, { phone });
    const res = await login(phone, PASSWORD, freshIp());
    expect(res.statusCode).toBe(200);
    const deviceToken = (res.json() as { data: { deviceToken?: string } }).data.deviceToken;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    return { phone, deviceToken: deviceToken as string };
  };
  /**
   * The attack review's case: guessers on six addresses take turns, each firing as soon as the
   * account's delay opens (the 429's Retry-After says when), so the delay never ends. Runs
   * `rounds` judged guesses and calls `meanwhile` while the delay is running after each.
   */
  const sixAddressAttack = async (
    phone: string,
    rounds: number,
    meanwhile: (round: number) => Promise<void> = async () => {},
  ) => {
    const attackers = Array.from({ length: 6 }, freshIp);
    let judged = 0;
    for (let i = 0; judged < rounds && i < rounds * 4; i++) {
      const res = await login(phone, `guess-${i}`, attackers[i % attackers.length] as string);
      if (res.statusCode === 429) {
        time.advance(Number(res.headers['retry-after']) * 1000);
        continue;
      }
      expect(res.statusCode).toBe(401);
      judged++;
      await meanwhile(judged);
    }
    expect(judged).toBe(rounds);
  };

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

  describe('device trust (ADR 0024 addendum)', () => {
    it('the six-address attack keeps a new device waiting but never the owner’s known phone', async () => {
      const { phone, deviceToken } = await ownerWithDevice();
      const ownerIp = freshIp();
      let ownerIn = 0;
      let newDeviceRefused = 0;
      // 20 judged guesses: past the fifth, the account's delay is running after every one.
      await sixAddressAttack(phone, 20, async (round) => {
        if (round < 6) return;
        time.advance(1_000);
        // A browser that never signed in here waits, whatever the password...
        const fresh = await login(phone, PASSWORD, freshIp());
        expect(fresh.statusCode).toBe(429);
        newDeviceRefused++;
        // ...the owner's phone, with its device token, gets in with the right password.
        const owner = await login(phone, PASSWORD, ownerIp, deviceToken);
        expect(owner.statusCode).toBe(200);
        expect(owner.json().data.deviceToken).toBe(deviceToken);
        ownerIn++;
      });
      expect(ownerIn).toBe(15);
      expect(newDeviceRefused).toBe(15);
      // The owner's sign-ins did not wipe the strangers' delay: the next untrusted try still waits.
      expect((await login(phone, 'another-guess', freshIp())).statusCode).toBe(429);
    });

    it('a known device that guesses wrong ten times loses its bypass until the window passes', async () => {
      const { phone, deviceToken } = await ownerWithDevice();
      const device = freshIp();
      await sixAddressAttack(phone, 6);
      // With the account's delay running, the device's own ten failures are judged...
      for (let i = 0; i < 10; i++) {
        expect((await login(phone, `fumbled-${i}`, device, deviceToken)).statusCode).toBe(401);
      }
      // ...then its token stops bypassing: it waits like any other browser, even when right.
      const before = app.passwords.calls;
      const spent = await login(phone, PASSWORD, device, deviceToken);
      expect(spent.statusCode).toBe(429);
      expect(app.passwords.calls).toBe(before);
      // Fifteen minutes on (the device's window), with the strangers still at it, it is back.
      time.advance(15 * 60_000 + 1_000);
      await sixAddressAttack(phone, 6);
      expect((await login(phone, PASSWORD, device, deviceToken)).statusCode).toBe(200);
    });

    it('a success on the known device forgets only that device’s failures', async () => {
      const { phone, deviceToken } = await ownerWithDevice();
      const device = freshIp();
      await sixAddressAttack(phone, 6);
      for (let round = 0; round < 3; round++) {
        // (The route's own limit of 20 calls a minute from one address still applies.)
        time.advance(60_000);
        for (let i = 0; i < 9; i++) {
          expect((await login(phone, `typo-${round}-${i}`, device, deviceToken)).statusCode).toBe(
            401,
          );
        }
        expect((await login(phone, PASSWORD, device, deviceToken)).statusCode).toBe(200);
      }
    });

    it('a forged token, another account’s token or one from before a password change gives no bypass', async () => {
      const { phone, deviceToken } = await ownerWithDevice();
      const other = await ownerWithDevice();
      const [id] = deviceToken.split('.');
      const forged = [
        `${id}.${'A'.repeat(43)}`,
        `${'B'.repeat(22)}.${deviceToken.split('.')[1]}`,
        other.deviceToken,
        'not-a-device-token',
      ];
      await sixAddressAttack(phone, 6);
      for (const token of forged) {
        const res = await login(phone, PASSWORD, freshIp(), token);
        expect(res.statusCode, token).toBe(429);
      }
      // The real one still works; then the owner changes the password and the old token is spent.
      const signedIn = await login(phone, PASSWORD, freshIp(), deviceToken);
      expect(signedIn.statusCode).toBe(200);
      const changed = await call(app, {
        method: 'PUT',
        url: '/api/auth/updatepassword',
        token: signedIn.json().data.token,
        payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase 9' },
      });
      expect(changed.statusCode).toBe(200);
      time.advance(1_000);
      const stale = await login(phone, 'a brand new passphrase 9', freshIp(), deviceToken);
      expect(stale.statusCode).toBe(429);
    });
  });
});
