import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_REFUSED } from '../src/ivr/admission';
import { farmerPayload, nextPhone } from './helpers/auth';
import { ivrClient } from './helpers/ivr';
import { productionScenario } from './helpers/production';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

/*
 * Scale-out on real parts (ADR 0024): two Kiwo processes, NODE_ENV=production, on one fresh
 * PostgreSQL database and one Redis (127.0.0.1:5432 and :6379; the key prefix and channels are
 * this run's own, so parallel runs never meet). Sessions, rate limits and voice-call quotas are
 * shared; a call works through either process.
 */
const REDIS_URL = process.env.KIWO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PER_IP = 8;

let scenario: Awaited<ReturnType<typeof productionScenario>>;
const servers: ServerProcess[] = [];
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  scenario = await productionScenario('scaleout');
  const run = randomUUID();
  const shared = {
    REDIS_URL,
    RATE_LIMIT_KEY_PREFIX: `kiwo-test:${run}:`,
    SESSION_REVOKE_CHANNEL: `kiwo-test-revoke-${run}`,
    IVR_REDIS_CHANNEL: `kiwo-test-ivr-${run}`,
    AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
  };
  // One database and one pair of keys for both: they are two processes of one deployment.
  const start = () => startServerProcess({ env: scenario.env(shared) });
  // Both migrate the same database at start: the migration lock lets one at a time.
  [a, b] = await Promise.all([start(), start()]);
  servers.push(a, b);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await scenario.cleanup();
}, 60_000);

const post = (server: ServerProcess, path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
const get = (server: ServerProcess, path: string, token: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

async function signUp(server: ServerProcess) {
  const res = await post(server, '/api/auth/register', farmerPayload());
  expect(res.status, a.output() + b.output()).toBe(201);
  const body = (await res.json()) as { data: { token: string; user: { _id: string } } };
  return body.data;
}

/** Polls until `check` holds (at most 5 s), for what crosses processes through Redis. */
async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

describe('two production processes on PostgreSQL and Redis', () => {
  it('a session revoked on one is refused on the other', async () => {
    const farmer = await signUp(a);
    // B has read (and cached) the session before the logout.
    expect((await get(b, '/api/auth/me', farmer.token)).status).toBe(200);
    expect((await get(a, '/api/auth/logout', farmer.token)).status).toBe(200);
    expect(
      await until(async () => (await get(b, '/api/auth/me', farmer.token)).status === 401),
    ).toBe(true);
    expect((await get(a, '/api/auth/me', farmer.token)).status).toBe(401);
  });

  it('the per-IP limit of a route counts calls to both processes together', async () => {
    // Both processes see this test as 127.0.0.1: half the budget on each spends all of it.
    for (let i = 0; i < PER_IP; i++) {
      const res = await post(i % 2 ? b : a, '/api/auth/forgotpassword', {
        identifier: nextPhone(),
      });
      expect(res.status).toBe(200);
    }
    for (const server of [a, b]) {
      const refused = await post(server, '/api/auth/forgotpassword', { identifier: nextPhone() });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('the login throttle of an account counts failures on both processes together', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) {
      const res = await post(i % 2 ? b : a, '/api/auth/login', {
        identifier: phone,
        password: `wrong-password-${i}`,
      });
      expect(res.status).toBe(401);
    }
    for (const server of [a, b]) {
      const waiting = await post(server, '/api/auth/login', {
        identifier: phone,
        password: 'wrong-password-x',
      });
      expect(waiting.status).toBe(429);
    }
  });

  it('a voice call works through either process, and the per-account quota is shared', async () => {
    const farmer = await signUp(b);
    const calls: ReturnType<typeof ivrClient>[] = [];
    try {
      for (const server of [a, b]) {
        const client = ivrClient(server.url, farmer.token);
        calls.push(client);
        await client.connected();
        client.socket.emit('authenticate', {});
        expect(await client.next('authenticated')).toEqual({ userId: farmer.user._id });
        client.socket.emit('ai_text_input', {
          text: 'My goats are coughing',
          language: 'en',
          useTTS: false,
        });
        expect((await client.next('ai_response', 30_000)).aiResponse).toMatch(/goat/i);
      }
      // One call on each process: a third, on either, is one too many for the account.
      const third = ivrClient(a.url, farmer.token);
      calls.push(third);
      await third.connected();
      third.socket.emit('authenticate', {});
      expect(await third.next('error')).toEqual({ message: CALL_REFUSED.perAccount(2) });
      expect(third.all('authenticated')).toEqual([]);
    } finally {
      for (const c of calls) c.close();
    }
  });
});
