import { defineConfig } from 'vitest/config';

// `vitest run` here (or `--root apps/server`) runs both driver projects. The repo root lists
// `apps/server/vitest.*.config.ts` because Vitest ignores `projects` inside a project config.
export default defineConfig({
  test: { projects: ['./vitest.pglite.config.ts', './vitest.postgres.config.ts'] },
});
