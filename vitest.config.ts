import { defineConfig } from 'vitest/config';

/**
 * Every vitest suite of the repo: pure packages, the web app's logic, and the server's API
 * tests on PGlite and on PostgreSQL (apps/server/vitest.config.ts defines those two).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/web/vitest.config.ts',
      // Two projects: server-pglite and server-postgres (vitest.pglite / vitest.postgres).
      'apps/server/vitest.*.config.ts',
    ],
  },
});
