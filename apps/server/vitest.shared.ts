import { defineProject } from 'vitest/config';

/**
 * Every API test runs twice: on embedded PGlite and on a real PostgreSQL 15 (DESIGN §4).
 * Vitest does not nest `projects`, so each driver is its own config file
 * (vitest.pglite.config.ts, vitest.postgres.config.ts) that the root config can list directly.
 * Generous timeouts: PGlite boots a WASM Postgres and CI has 2 cores.
 */
export const serverProject = (db: 'pglite' | 'postgres') =>
  defineProject({
    test: {
      name: `server-${db}`,
      include: ['test/**/*.test.ts'],
      // The production scenarios run real server processes on PostgreSQL whichever driver the
      // project tests (production requires DATABASE_URL): once is enough.
      exclude: db === 'pglite' ? ['test/production-*.test.ts'] : [],
      environment: 'node',
      // Vitest's default on 2 cores is one worker; the PostgreSQL files mostly wait on the
      // database (each has its own), so three files run side by side, PGlite's CPU-bound ones
      // mixed in. Both projects form one group after the pure packages (vitest runs a group's
      // projects together only when they share maxWorkers).
      maxWorkers: 3,
      // A worker process runs its files one after another without starting afresh for each:
      // the server's module graph (Fastify, Drizzle, zod, PGlite's WASM) loads once per worker,
      // not once per file. Each file still builds its own app on its own database, and the
      // server keeps no state a file could leak but what a production process also shares
      // (ADR 0078: the server projects 730 → 295 s).
      isolate: false,
      sequence: { groupOrder: 1 },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { KIWO_TEST_DB: db },
      globalSetup: [`test/setup/${db}.ts`],
    },
  });
