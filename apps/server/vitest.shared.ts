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
      sequence: { groupOrder: 1 },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { KIWO_TEST_DB: db },
      globalSetup: [`test/setup/${db}.ts`],
    },
  });
