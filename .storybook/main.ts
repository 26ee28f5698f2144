import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { kiwoAriaStrings } from '../packages/i18n/react-aria/vite-plugin.mjs';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Offline machines otherwise wait on the telemetry request (~9 s a run).
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // react-aria's built-in strings in ha, yo, ig too, as in the app (the locale toolbar).
      plugins: [vanillaExtractPlugin(), kiwoAriaStrings()],
      // Keep CI logs to what matters; the preview bundle (axe, react-aria) is large by nature.
      logLevel: 'warn',
      build: { chunkSizeWarningLimit: 2048 },
    }),
};

export default config;
