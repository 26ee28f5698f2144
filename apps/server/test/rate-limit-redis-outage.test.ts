import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
import { call, nextPhone, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { freePort } from './helpers/server-process';

/*
 * A Redis outage degrades the shared rate limits to per-process ones (ADR 0024): one warning
 * line, never a 5xx, limits still enforced; once Redis answers again they are shared again.
 * The Redis here is a private redis-server of this test on a free port (never the machine's).
 */
let testDb: TestDb;
let port: number;
let redis: ChildProcess | undefined;
let app: App;
const lines: { level: number; msg: string }[] = [];
const prefix = `kiwo-test:${randomUUID()}:`;

async function startRedis() {
  redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 50 });
  probe.on('error', () => {});
  await probe.connect().catch(() => {});
  for (;;) {
    if ((await probe.ping().catch(() => '')) === 'PONG') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  probe.disconnect();
}

async function stopRedis() {
  const child = redis;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  testDb = await openTestDb();
  port = await freePort();
  await startRedis();
  app = await testApp(
    {
      db: testDb.handle,
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      },
    },
    {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_KEY_PREFIX: prefix,
      AUTH_RATE_LIMIT_PER_IP: '4',
      SESSION_REVOKE_CHANNEL: `kiwo-test-${randomUUID()}`,
      IVR_REDIS_CHANNEL: `kiwo-test-${randomUUID()}`,
    },
  );
}, 60_000);
afterAll(async () => {
  await app?.close();
  await stopRedis();
  await testDb?.close();
});

const forgot = (ip: string) =>
  call(app, {
    method: 'POST',
    url: '/api/auth/forgotpassword',
    payload: { identifier: nextPhone() },
    ip,
  });
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 25));
};
const outageLines = () =>
  lines.filter((l) => l.level === 40 && l.msg.startsWith('rate limits: Redis is not answering'));

describe(`rate limits when Redis goes away (${testDriver})`, () => {
  it('count in Redis, fall back to per-process limits with one warning, and share again', async () => {
    expect(app.limits.shared).toBe(true);
    const user = await signUp(app);
    expect((await forgot('198.51.100.1')).statusCode).toBe(200);
    // The count is in Redis, under this run's prefix.
    const probe = new Redis(port, '127.0.0.1');
    expect((await probe.keys(`${prefix}*`)).length).toBeGreaterThan(0);
    probe.disconnect();

    await stopRedis();
    await until(() => !app.limits.shared);

    // Every kind of limited call still answers, none with a 5xx; the limit still holds.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await forgot('198.51.100.2')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const login = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: nextPhone(), password: 'wrong-password' },
      ip: '198.51.100.3',
    });
    expect(login.statusCode).toBe(401);
    const me = await call(app, { method: 'GET', url: '/api/auth/me', token: user.token });
    expect(me.statusCode).toBe(200);
    expect(outageLines()).toHaveLength(1);

    await startRedis();
    await until(() => app.limits.shared);
    expect(lines.some((l) => l.msg === 'rate limits are shared through Redis again')).toBe(true);
    expect((await forgot('198.51.100.4')).statusCode).toBe(200);
    expect(outageLines()).toHaveLength(1);
  });
});
