import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { kiwoAriaStrings } from '@kiwo/i18n/react-aria-vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { offlinePlugins } from './pwa.config';

// The voice dialog's VAD worklet and model and onnxruntime's wasm, served from our own origin
// under /vad/ (never a CDN; DESIGN §2): the files of VAD_ASSET_FILES in @kiwo/voice-agent.
// vad-web is resolved through @kiwo/voice-agent, which depends on it.
const requireHere = createRequire(import.meta.url);
const requireVoice = createRequire(requireHere.resolve('../../packages/voice-agent/package.json'));
const vadDist = dirname(requireVoice.resolve('@ricky0123/vad-web/dist/index.js'));
const ortDist = dirname(requireHere.resolve('onnxruntime-web'));
const vadAssets = [
  ...['vad.worklet.bundle.min.js', 'silero_vad_v5.onnx', 'silero_vad_legacy.onnx'].map(
    (file) => `${vadDist}/${file}`,
  ),
  ...['ort-wasm-simd-threaded.mjs', 'ort-wasm-simd-threaded.wasm'].map(
    (file) => `${ortDist}/${file}`,
  ),
];

const apiTarget = process.env.KIWO_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria has no Hausa, Yorùbá or Igbo strings: ship only its en-US built-ins and add
    // ours from @kiwo/i18n (hidden "Dismiss" buttons, date segments, combo-box announcements).
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    kiwoAriaStrings(),
    viteStaticCopy({ targets: vadAssets.map((src) => ({ src, dest: 'vad' })) }),
    // The offline service worker, /sw.js (ADR 0012).
    ...offlinePlugins(),
  ],
  build: {
    target: 'es2020',
    // Budgets are measured by bench/, not enforced by a warning threshold here.
    chunkSizeWarningLimit: 200,
    // One stylesheet for the whole app (~10 KB gzip), linked from index.html, instead of a CSS
    // file per chunk added from script: on a slow phone each added stylesheet cost milliseconds
    // of main thread and the signed-in screens loaded 8–9 of them (ADR 0016). The landing page
    // is built apart and keeps its own inlined CSS. Chunks are preloaded by Vite's own
    // `modulepreload` links and dynamic-import helper (ADR 0033).
    cssCodeSplit: false,
    // Script files named by their content hash alone: a name is written again in every import
    // of it and in Vite's dependency map, and the farmer's first screen paid ~3.3 KB gzip for
    // names nobody reads (ADR 0077). Source names stay in dev and in `vite build --sourcemap`.
    rolldownOptions: {
      output: { entryFileNames: 'assets/[hash].js', chunkFileNames: 'assets/[hash].js' },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
      // `/` is the prerendered landing page, not an app route (ADR 0033): the API server sends
      // it from the last `pnpm build`, with the island's files under /assets/.
      '^/(\\?.*)?$': apiTarget,
      '/assets/': apiTarget,
    },
  },
});
