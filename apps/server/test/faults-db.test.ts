import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { DATABASE_UNAVAILABLE, TRY_AGAIN_LATER } from '../src/plugins/errors';
import { json, testApp, testConfig } from './helpers/app';
import { nextIp, signUp } from './helpers/auth';
import { openTestDb, testDriver } from './helpers/db';
import { type PrivatePostgres, startPrivatePostgres } from './helpers/private-pg';

/*
 * The database going away under a write load (ADR 0023). On server-postgres: a private
 * PostgreSQL 15 (never the shared one) is crashed (`pg_ctl stop -m immediate`) while eight
 * writers create pens, then started again. The server must stay up, answer 503 in the envelope
 * while the database is gone, recover by itself, and every write it acknowledged must be in the
 * database afterwards, by id. On server-pglite: the embedded database is closed under the same
 * load (what a shutdown looks like) and the server must answer 503 the same way.
 * Timings are printed as figures (docs/OPERATIONS.md), never asserted. The production scenario
 * (Kiwo as its own process, 24 clients saving records, backends terminated, connections cut and
 * silenced, fast and immediate restarts) is production-faults.test.ts.
 */

interface Outcome {
  status: number;
  ms: number;
  at: number;
  id?: string;
  body: string;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Writers creating pens as fast as the server answers, until `stop()`. */
function writeLoad(app: App, token: string, farmerId: string, writers = 8) {
  const outcomes: Outcome[] = [];
  const started = performance.now();
  let running = true;
  let n = 0;
  const loops = Array.from({ length: writers }, async () => {
    while (running) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/pen/farmer/${farmerId}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { name: `Load pen ${++n}` },
        remoteAddress: nextIp(),
      });
      const body = res.body;
      const id = res.statusCode === 201 ? (JSON.parse(body).data.id as string) : undefined;
      outcomes.push({
        status: res.statusCode,
        ms: performance.now() - t0,
        at: t0 - started,
        id,
        body,
      });
      // A refused write is retried soon, as a client would; no busy loop against a dead database.
      if (res.statusCode !== 201) await new Promise((r) => setTimeout(r, 20));
    }
  });
  return {
    outcomes,
    now: () => performance.now() - started,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function expectUnavailableEnvelope(outcome: Outcome) {
  expect(JSON.parse(outcome.body)).toEqual({
    success: false,
    message: DATABASE_UNAVAILABLE,
    error: TRY_AGAIN_LATER,
  });
}

const summary = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return `${label}: n=${sorted.length} p50=${q(0.5).toFixed(1)} ms p99=${q(0.99).toFixed(1)} ms max=${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
};

describe(`the database going away under write load (${testDriver})`, () => {
  if (testDriver === 'postgres') {
    it('crash and restart of PostgreSQL: 503 while gone, recovers by itself, keeps every acknowledged write', {
      timeout: 180_000,
    }, async () => {
      const server: PrivatePostgres = await startPrivatePostgres();
      cleanups.push(() => server.destroy());
      const app = await buildApp(testConfig({ DATABASE_URL: server.url }), { logger: false });
      cleanups.push(() => app.close());
      const farmer = await signUp(app);

      const load = writeLoad(app, farmer.token, farmer.user._id);
      await wait(1500);
      const crashAt = load.now();
      await server.stop('immediate');
      const goneAt = load.now();
      await wait(2000);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      const restartAt = load.now();
      await server.start();
      const upAt = load.now();
      // Recovered = the first acknowledged write after the database accepts connections again.
      let recoveredAt: number | undefined;
      for (let i = 0; i < 300 && recoveredAt === undefined; i++) {
        await wait(50);
        recoveredAt = load.outcomes.find((o) => o.status === 201 && o.at > upAt)?.at;
      }
      await wait(1500);
      await load.stop();

      const { outcomes } = load;
      const during = outcomes.filter((o) => o.at > goneAt && o.at < restartAt);
      const unavailable = outcomes.filter((o) => o.status === 503);
      console.log(
        `db fault: ${outcomes.length} writes, ${outcomes.filter((o) => o.status === 201).length} acknowledged, ` +
          `${unavailable.length} answered 503; stop took ${(goneAt - crashAt).toFixed(0)} ms, restart ${(upAt - restartAt).toFixed(0)} ms; ` +
          `first write acknowledged ${((recoveredAt ?? Number.NaN) - upAt).toFixed(0)} ms after the database was up; ` +
          summary(
            '503 answers',
            unavailable.map((o) => o.ms),
          ),
      );

      // The server stayed up and said what was wrong.
      expect(health.statusCode).toBe(200);
      expect(ready.statusCode).toBe(503);
      expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
      expect(outcomes.every((o) => o.status === 201 || o.status === 503)).toBe(true);
      expect(during.length).toBeGreaterThan(10);
      expect(during.every((o) => o.status === 503)).toBe(true);
      for (const o of unavailable.slice(0, 20)) expectUnavailableEnvelope(o);
      // It recovered without help, and kept writing.
      expect(recoveredAt).toBeDefined();
      expect(outcomes.filter((o) => o.status === 201 && o.at > upAt).length).toBeGreaterThan(10);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

      // Every acknowledged write is there, by id (read with a separate connection).
      const acked = outcomes.flatMap((o) => (o.id ? [o.id] : []));
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string }>(
          'select id from pens where id = any($1::uuid[])',
          [acked],
        );
        expect(new Set(rows.map((r) => r.id))).toEqual(new Set(acked));
      } finally {
        await client.end();
      }
    });
  } else {
    it('the embedded database closed under load: 503 in the envelope, the server stays up', {
      timeout: 90_000,
    }, async () => {
      const testDb = await openTestDb();
      const app = await testApp({ db: testDb.handle });
      cleanups.push(async () => {
        await app.close();
        await testDb.close();
      });
      const farmer = await signUp(app);
      const load = writeLoad(app, farmer.token, farmer.user._id, 4);
      await wait(500);
      const closedAt = load.now();
      await testDb.handle.close();
      await wait(500);
      await load.stop();
      const after = load.outcomes.filter((o) => o.at > closedAt + 50);
      console.log(
        `pglite closed: ${summary(
          '503 answers',
          after.map((o) => o.ms),
        )}`,
      );
      expect(load.outcomes.filter((o) => o.status === 201).length).toBeGreaterThan(0);
      expect(after.length).toBeGreaterThan(5);
      expect(after.every((o) => o.status === 503)).toBe(true);
      expectUnavailableEnvelope(after[0] as Outcome);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(json(await app.inject({ method: 'GET', url: '/api/ready' }))).toMatchObject({
        success: false,
      });
    });
  }
});
