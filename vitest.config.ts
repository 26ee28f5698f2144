import { defineConfig } from 'vitest/config';

/**
 * Every vitest suite of the repo: pure packages, the web app's logic, and the server's API
 * tests on PGlite and on PostgreSQL (apps/server/vitest.config.ts defines those two).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/i18n',
      'packages/api-client',
      'packages/ui/vitest.config.ts',
      'apps/web',
      'apps/server/vitest.config.ts',
    ],
  },
});
