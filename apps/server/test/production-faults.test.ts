import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { POOL_OPTIONS } from '../src/db/client';
import { DATABASE_UNAVAILABLE, TRY_AGAIN_LATER } from '../src/plugins/errors';
import { farmerPayload } from './helpers/auth';
import { startPrivatePostgres } from './helpers/private-pg';
import { startPrivateRedis } from './helpers/private-redis';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import { startTcpProxy } from './helpers/tcp-proxy';

/*
 * Production faults as an operator meets them (docs/OPERATIONS.md "Faults", ADR 0023): Kiwo runs
 * as its own process with NODE_ENV=production while 24 clients save daily records over HTTP (each
 * save a transaction of several statements, with an Idempotency-Key), and the database goes away
 * under them: its backends are terminated again and again, its TCP connections are cut (a
 * proxy in between resets them) and then silenced for good (a firewall that forgot them), then PostgreSQL is restarted with `pg_ctl -m fast` and once with
 * `-m immediate` — a private PostgreSQL of this test, never the shared one. The process must never exit, every answer must be 2xx or the 503 envelope with
 * Retry-After (no refused connection, no other 5xx), writes must succeed again once the database
 * is back, and every acknowledged write must be a row. Then the same load runs on a fresh
 * database of the shared PostgreSQL while the process's own Redis is killed and started again.
 * Both run real processes on PostgreSQL whichever driver the vitest project is for.
 * Recovery times are printed as figures, never asserted.
 */

const CLIENTS = 24;
const DAYS_PER_SECTION = 360;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `n` days before today (UTC, never after Lagos's today). */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

interface Outcome {
  what: 'save' | 'section' | 'other';
  status: number; // 0: no HTTP answer at all (refused, reset, timed out)
  at: number;
  ms: number;
  retryAfter: string | null;
  body: string;
}

interface Ack {
  sectionId: string;
  date: string;
  notes: string;
}

function productionEnv(extra: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kiwo-prod-faults-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://kiwo.example',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    REMINDERS: 'false',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    NIN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ...extra,
  };
}

/** A farmer with a batch, over HTTP. */
async function farmerWithBatch(server: ServerProcess) {
  const register = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(farmerPayload()),
  });
  const session = (await register.json()) as { data: { token: string; user: { _id: string } } };
  expect(register.status, JSON.stringify(session)).toBe(201);
  const token = session.data.token;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const pens = (await (
    await fetch(`${server.url}/api/pen/farmer/${session.data.user._id}`, { headers: auth })
  ).json()) as { data: { id: string }[] };
  const batch = await fetch(`${server.url}/api/pens/${pens.data[0]?.id}/batches`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: 'Broilers', livestockType: 'poultry' }),
  });
  expect(batch.status).toBe(201);
  const batchId = ((await batch.json()) as { data: { id: string } }).data.id;
  return { token, batchId };
}

/**
 * `CLIENTS` clients saving records as fast as the server answers, each in sections of its own
 * (a new one when it ran out of days), so every acknowledged save is a distinct row. A refused
 * save is retried with the same Idempotency-Key after 50 ms, as the offline sync does.
 */
function recordLoad(server: ServerProcess, token: string, batchId: string) {
  const outcomes: Outcome[] = [];
  const acked: Ack[] = [];
  const started = performance.now();
  const now = () => performance.now() - started;
  let running = true;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const send = async (
    what: Outcome['what'],
    method: string,
    path: string,
    body: unknown,
    extra: Record<string, string> = {},
  ) => {
    const at = now();
    let outcome: Outcome;
    try {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { ...headers, ...extra },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      outcome = {
        what,
        status: res.status,
        at,
        ms: now() - at,
        retryAfter: res.headers.get('retry-after'),
        body: text,
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      outcome = {
        what,
        status: 0,
        at,
        ms: now() - at,
        retryAfter: null,
        body: `${(error as Error).message}: ${cause?.code ?? ''} ${cause?.message ?? ''}`,
      };
    }
    outcomes.push(outcome);
    return outcome;
  };

  let sections = 0;
  const newSection = async (client: number) => {
    const name = `Load ${client}.${++sections}`;
    while (running) {
      const res = await send('section', 'POST', `/api/batches/${batchId}/sections`, {
        name,
        livestockType: 'poultry',
        subType: 'broiler',
        count: 500,
      });
      if (res.status === 201) return (JSON.parse(res.body) as { data: { id: string } }).data.id;
      await wait(50);
    }
    return undefined;
  };

  const loops = Array.from({ length: CLIENTS }, async (_, client) => {
    let sectionId = await newSection(client);
    let day = 1;
    while (running && sectionId) {
      const date = daysAgo(day);
      const notes = `c${client} ${sectionId} ${date}`;
      const res = await send(
        'save',
        'PUT',
        `/api/sections/${sectionId}/records/${date}`,
        { feedAmount: 12.5, waterConsumption: 40, notes },
        { 'idempotency-key': `${sectionId}/${date}` },
      );
      if (res.status === 200 || res.status === 201) {
        acked.push({ sectionId, date, notes });
        if (++day > DAYS_PER_SECTION) {
          sectionId = await newSection(client);
          day = 1;
        }
      } else await wait(50);
    }
  });

  return {
    outcomes,
    acked,
    now,
    /** The first acknowledged save sent after `since` (ms on this load's clock), if any yet. */
    firstAckAfter: (since: number) =>
      outcomes.find((o) => o.what === 'save' && o.status < 300 && o.status > 0 && o.at >= since),
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Polls up to `boundMs` (a bound for the test to end, not a timing claim). */
async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, boundMs = 30_000) {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) return undefined;
    await wait(50);
  }
}

function expectOnlyCleanAnswers(outcomes: Outcome[], output: () => string) {
  const noAnswer = outcomes.filter((o) => o.status === 0);
  expect(noAnswer.slice(0, 5), `requests with no HTTP answer\n${output()}`).toEqual([]);
  const bad = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 503);
  expect(
    bad.slice(0, 5).map((o) => `${o.what} ${o.status} ${o.body}`),
    'only 2xx or 503',
  ).toEqual([]);
  for (const o of outcomes.filter((o) => o.status === 503)) {
    expect(o.retryAfter).toMatch(/^\d+$/);
    expect(JSON.parse(o.body)).toEqual({
      success: false,
      message: DATABASE_UNAVAILABLE,
      error: TRY_AGAIN_LATER,
    });
  }
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return `n=${sorted.length} p50=${q(0.5).toFixed(0)} ms p99=${q(0.99).toFixed(0)} ms max=${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
};

/** One short-lived connection to the private server (it may be going down meanwhile). */
async function adminQuery<T extends pg.QueryResultRow>(url: string, text: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

describe('production faults', () => {
  it('backends terminated, PostgreSQL restarted fast and immediate: the process stays up, answers 503, keeps every acknowledged write', {
    timeout: 240_000,
  }, async () => {
    const pgServer = await startPrivatePostgres();
    cleanups.push(() => pgServer.destroy());
    const proxy = await startTcpProxy({ port: pgServer.port });
    cleanups.push(() => proxy.close());
    const server = await startServerProcess({
      env: productionEnv({ DATABASE_URL: proxy.via(pgServer.url) }),
    });
    cleanups.push(() => server.stop());
    const alive = () => server.child.exitCode === null && server.child.signalCode === null;

    const { token, batchId } = await farmerWithBatch(server);
    const load = recordLoad(server, token, batchId);
    await wait(2000);

    // (a) Every backend of the private server terminated, eight times, 400 ms apart: the
    // pooled connections mid-transaction and idle ones alike.
    const terminateFrom = load.now();
    let terminated = 0;
    for (let round = 0; round < 8; round++) {
      const rows = await adminQuery<{ n: number }>(
        pgServer.url,
        `select count(*)::int as n from (
             select pg_terminate_backend(pid) from pg_stat_activity
             where backend_type = 'client backend' and pid <> pg_backend_pid()) t`,
      );
      terminated += rows[0]?.n ?? 0;
      await wait(400);
    }
    const terminateTo = load.now();
    const afterTerminate = await waitFor(() => load.firstAckAfter(terminateTo));
    expect(alive(), server.output()).toBe(true);

    // (c) Every TCP connection cut (RST) six times, 400 ms apart; then for a second every
    // connection is reset the moment Kiwo sends on it (alive in the pool, dead on use).
    await wait(1000);
    const cutFrom = load.now();
    let cut = 0;
    for (let round = 0; round < 6; round++) {
      cut += proxy.cutAll();
      await wait(400);
    }
    proxy.resetOnWrite(true);
    await wait(1000);
    proxy.resetOnWrite(false);
    const cutTo = load.now();
    const afterCut = await waitFor(() => load.firstAckAfter(cutTo));
    expect(afterCut, `no save acknowledged after the cuts\n${server.output()}`).toBeDefined();
    expect(alive(), server.output()).toBe(true);

    // (d) Every open connection silenced for good: no error, no answer, ever. Only timeouts
    // can free what waits on them (ADR 0023); new connections work.
    await wait(1000);
    const frozenAt = load.now();
    const frozen = proxy.freezeAll();
    // 45 s: the query timeout (10 s) plus a wait for a connection (5 s), on a busy machine.
    const afterFreeze = await waitFor(() => load.firstAckAfter(frozenAt + 100), 45_000);
    expect(afterFreeze, `no save acknowledged after the freeze\n${server.output()}`).toBeDefined();
    expect(alive(), server.output()).toBe(true);

    // (b) Restarts: a clean fast shutdown, then a crash (immediate: WAL recovery on start).
    const restarts: string[] = [];
    for (const mode of ['fast', 'fast', 'immediate'] as const) {
      await wait(1500);
      const stopAt = load.now();
      await pgServer.stop(mode);
      const downAt = load.now();
      await wait(1000);
      // While it is down the process says so: alive (do not restart it), not ready.
      const health = await fetch(`${server.url}/api/health`);
      const ready = await fetch(`${server.url}/api/ready`);
      expect([health.status, ready.status]).toEqual([200, 503]);
      await wait(1000);
      const restartAt = load.now();
      await pgServer.start();
      const upAt = load.now();
      const first = await waitFor(() => load.firstAckAfter(upAt));
      expect(
        first,
        `no save acknowledged after the ${mode} restart\n${server.output()}`,
      ).toBeDefined();
      const during = load.outcomes.filter((o) => o.at > downAt && o.at + o.ms < restartAt);
      expect(during.length).toBeGreaterThan(0);
      expect(during.every((o) => o.status === 503)).toBe(true);
      restarts.push(
        `-m ${mode}: stop ${(downAt - stopAt).toFixed(0)} ms, start ${(upAt - restartAt).toFixed(0)} ms, ` +
          `first save acknowledged ${((first?.at ?? Number.NaN) + (first?.ms ?? 0) - upAt).toFixed(0)} ms after the database was up ` +
          `(sent ${((first?.at ?? Number.NaN) - upAt).toFixed(0)} ms after)`,
      );
      expect(alive(), server.output()).toBe(true);
    }
    await wait(1500);
    const endAt = load.now();
    await load.stop();

    const { outcomes, acked } = load;
    const unavailable = outcomes.filter((o) => o.status === 503);
    console.log(
      `production faults (PostgreSQL): ${CLIENTS} clients, ${outcomes.length} requests, ` +
        `${acked.length} saves acknowledged, ${unavailable.length} answered 503 ` +
        `(${summary(unavailable.map((o) => o.ms))}); ${terminated} backends terminated in 8 rounds, ` +
        `first save acknowledged ${((afterTerminate?.at ?? Number.NaN) - terminateTo).toFixed(0)} ms after the last round ` +
        `(${outcomes.filter((o) => o.at >= terminateFrom && o.at < terminateTo && o.status < 300).length} acknowledged during them); ` +
        `${cut} connections cut in 6 rounds + 1 s of reset-on-write (${proxy.cuts()} resets in all), first save acknowledged ` +
        `${((afterCut?.at ?? Number.NaN) - cutTo).toFixed(0)} ms after (${outcomes.filter((o) => o.at >= cutFrom && o.at < cutTo && o.status < 300).length} acknowledged during them); ` +
        `${frozen} connections silenced, first save sent after it acknowledged ${((afterFreeze?.at ?? Number.NaN) + (afterFreeze?.ms ?? 0) - frozenAt).toFixed(0)} ms after; ` +
        restarts.join('; '),
    );

    expect(alive(), server.output()).toBe(true);
    expectOnlyCleanAnswers(outcomes, server.output);
    expect(terminated).toBeGreaterThan(8);
    expect(cut).toBeGreaterThan(6);
    expect(afterTerminate).toBeDefined();
    expect(unavailable.length).toBeGreaterThan(0);
    // Still saving at the end, after the last restart.
    expect(
      outcomes.filter((o) => o.what === 'save' && o.status < 300 && o.at > endAt - 1500).length,
    ).toBeGreaterThan(0);

    // Every acknowledged save is a row with its own notes (read on a separate connection).
    const rows = await adminQuery<{ k: string }>(
      pgServer.url,
      `select section_id::text || '|' || date::text || '|' || notes as k from daily_records`,
    );
    const present = new Set(rows.map((r) => r.k));
    const lost = acked.filter((a) => !present.has(`${a.sectionId}|${a.date}|${a.notes}`));
    expect(lost.slice(0, 5)).toEqual([]);

    // The server says it is ready, and none of the faults left it holding more connections than
    // its pool's (no connection outside the pool: ADR 0029).
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const held = await adminQuery<{ n: number }>(
      pgServer.url,
      `select count(*)::int as n from pg_stat_activity
       where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    expect(held[0]?.n).toBeLessThanOrEqual(POOL_OPTIONS.max);

    // Each 503 is logged with the driver's reason only: no query text, no parameters.
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"database unavailable"'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => /Failed query|params/.test(line)).slice(0, 2)).toEqual([]);

    await server.stop();
    expect(await server.exited, server.output()).toBe(0);
  });
  it('Redis killed and started again under the same load: the process stays up, every answer 2xx', {
    timeout: 180_000,
  }, async () => {
    // Production runs on PostgreSQL: a fresh database on the shared server (only created and
    // dropped, never stopped), and a Redis of this test's own, which it kills.
    const adminUrl = process.env.KIWO_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const dbName = `kiwo_prodfaults_${process.pid}_${Date.now()}`;
    await adminQuery(adminUrl, `create database "${dbName}"`);
    cleanups.push(() => adminQuery(adminUrl, `drop database if exists "${dbName}" with (force)`));
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
    const redis = await startPrivateRedis();
    cleanups.push(() => redis.destroy());
    const server = await startServerProcess({
      env: productionEnv({ DATABASE_URL: databaseUrl, REDIS_URL: redis.url }),
    });
    cleanups.push(() => server.stop());
    const alive = () => server.child.exitCode === null && server.child.signalCode === null;

    const { token, batchId } = await farmerWithBatch(server);
    const load = recordLoad(server, token, batchId);
    await wait(1500);
    await redis.kill();
    const killedAt = load.now();
    // Signing in and out while Redis is gone: the revocation cannot be published.
    const login = farmerPayload();
    const other = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    });
    expect(other.status).toBe(201);
    const otherToken = ((await other.json()) as { data: { token: string } }).data.token;
    const logout = await fetch(`${server.url}/api/auth/logout`, {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(logout.status).toBeLessThan(300);
    await wait(3000);
    await redis.start();
    await wait(1500);
    await load.stop();

    const { outcomes, acked } = load;
    console.log(
      `production faults (Redis killed): ${CLIENTS} clients, ${outcomes.length} requests, ` +
        `${acked.length} saves acknowledged, ${outcomes.filter((o) => o.at > killedAt).length} while Redis was down or back`,
    );
    expect(alive(), server.output()).toBe(true);
    expectOnlyCleanAnswers(outcomes, server.output);
    expect(outcomes.every((o) => o.status < 300)).toBe(true);
    expect(outcomes.filter((o) => o.at > killedAt).length).toBeGreaterThan(10);
    const rows = await adminQuery<{ k: string }>(
      databaseUrl,
      `select section_id::text || '|' || date::text || '|' || notes as k from daily_records`,
    );
    const present = new Set(rows.map((r) => r.k));
    expect(acked.filter((a) => !present.has(`${a.sectionId}|${a.date}|${a.notes}`))).toEqual([]);
    expect(
      (
        await fetch(`${server.url}/api/auth/me`, {
          headers: { authorization: `Bearer ${otherToken}` },
        })
      ).status,
    ).toBe(401);
    await server.stop();
    expect(await server.exited, server.output()).toBe(0);
  });
});
