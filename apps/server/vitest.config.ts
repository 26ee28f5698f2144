import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Every API test runs twice: on embedded PGlite and on a real PostgreSQL 15 (DESIGN §4).
// Generous timeouts: PGlite boots a WASM Postgres and CI has 2 cores.
const project = (db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `server-${db}`,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { KIWO_TEST_DB: db },
    globalSetup: [`test/setup/${db}.ts`],
  },
});

export default defineConfig({
  test: { projects: [project('pglite'), project('postgres')] },
});
