import { defineConfig } from 'vitest/config';

/**
 * Every vitest suite of the repo: pure packages, the web app's logic, and the server's API
 * tests on PGlite and on PostgreSQL (apps/server/vitest.config.ts defines those two).
 */
export default defineConfig({
  test: {
    // Every project without its own maxWorkers (the pure packages and the web app's logic).
    // Vitest's default on 2 cores is one worker, and it runs one-worker projects' files one after
    // another, after every other group, with the second core idle. Two workers, one a core: three
    // (as the server projects use) left one hook past its 10 s limit on a machine at load 30.
    // docs/BENCHMARKS.md, "Test suite wall time".
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/web/vitest.config.ts',
      // Two projects: server-pglite and server-postgres (vitest.pglite / vitest.postgres).
      'apps/server/vitest.*.config.ts',
    ],
  },
});
