import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Each run gets its own embedded database, so journeys never see an earlier run's data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kiwo-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: browsers are never downloaded (TOOLCHAIN.md).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // Exactly what a newcomer runs: `pnpm start` (build + serve), on its own port and data.
    // E2E_SERVER_COMMAND lets a developer serve an already built copy instead (e.g.
    // `WEB_DIST=/tmp/my-dist pnpm --filter @kiwo/server start`) while others build; the test
    // command (scripts/test-all.mjs) sets it to pnpm start's serve half when its production
    // stage has just run the same web build.
    command: process.env.E2E_SERVER_COMMAND ?? 'pnpm start',
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1; the per-IP limits are proven by the server tests.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      // Codes never leave the server in a response (ADR 0025) unless this development switch is
      // on; the journeys read the code the page shows, as a developer would on their own start.
      DEV_SHOW_CODES: 'true',
    },
  },
});
