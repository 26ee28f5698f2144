import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'voice-agent', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
