import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.KIWO_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria has no Hausa, Yorùbá or Igbo strings (it falls back to en-US), and every
    // visible string comes from @kiwo/i18n: ship only its en-US built-ins.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
  ],
  build: {
    target: 'es2020',
    // Budgets are measured by bench/, not enforced by a warning threshold here.
    chunkSizeWarningLimit: 200,
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
});
