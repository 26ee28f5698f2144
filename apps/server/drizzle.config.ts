import { defineConfig } from 'drizzle-kit';

// Generation only (`pnpm db:generate`); the server applies ./drizzle itself at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
