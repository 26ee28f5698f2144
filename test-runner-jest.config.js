import { getJestConfig } from '@storybook/test-runner';

// The default Jest configuration comes from @storybook/test-runner (ejected with
// `test-storybook --eject`); only the browser launch is changed.
const testRunnerConfig = getJestConfig();

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  // Each story is also photographed four times (ADR 0036), about a second more per story; on a
  // loaded 2-core machine the slowest stories reached 14 s of the runner's default 15 s.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // Debian's Chromium: browsers are never downloaded on this project's machines.
      launchOptions: {
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
  },
};
