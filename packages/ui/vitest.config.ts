import { defineConfig } from 'vitest/config';

// Plain-TypeScript tests only (token contrast); components are tested as Storybook stories.
export default defineConfig({ test: { name: 'ui', include: ['src/**/*.test.ts'] } });
