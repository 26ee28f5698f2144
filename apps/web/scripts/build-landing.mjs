#!/usr/bin/env node
/**
 * Prerenders the landing page (ADR 0014). Runs after `vite build`, before compress-dist:
 *  1. builds the island script (src/landing-island/main.ts) into dist/assets/, with its own
 *     manifest, dist/.vite/landing-manifest.json;
 *  2. builds src/landing-island/prerender/render.tsx for Node (Vite SSR, same plugins, so the
 *     vanilla-extract class names and the CSS match the markup);
 *  3. renders the real React landing components to HTML in each language and writes
 *     dist/landing/{en,ha,yo,ig}.html, with the CSS the pages use inlined (purgeCss.ts).
 * The server sends one of them for `/` (apps/server/src/plugins/static.ts).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, loadEnv } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
// The app's build folder: dist/ unless given (`node scripts/build-landing.mjs <outDir>`).
const dist = resolve(process.argv[2] ?? join(webRoot, 'dist'));
const ssrOut = join(webRoot, 'node_modules', '.cache', 'kiwo-landing-ssr');
const manifestFile = '.vite/landing-manifest.json';

// The same transforms as vite.config.ts (react-aria's strings trimmed to en-US; every visible
// string comes from @kiwo/i18n), without its copy and service-worker steps.
const plugins = () => [
  react(),
  vanillaExtractPlugin(),
  { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
];
const shared = { configFile: false, root: webRoot, logLevel: 'warn', plugins: plugins() };

const started = Date.now();

await build({
  ...shared,
  plugins: plugins(),
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: manifestFile,
    target: 'es2020',
    rolldownOptions: { input: { landing: join(webRoot, 'src/landing-island/main.ts') } },
  },
});

rmSync(ssrOut, { recursive: true, force: true });
await build({
  ...shared,
  plugins: plugins(),
  ssr: { noExternal: true },
  build: {
    ssr: join(webRoot, 'src/landing-island/prerender/render.tsx'),
    outDir: ssrOut,
    ssrEmitAssets: true,
    cssMinify: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'render.mjs' } },
  },
});

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}
const css = [...filesUnder(ssrOut)]
  .filter((file) => file.endsWith('.css'))
  .sort()
  .map((file) => readFileSync(file, 'utf8'))
  .join('');
if (!css) throw new Error('build-landing: the SSR build emitted no CSS');

const manifest = JSON.parse(readFileSync(join(dist, manifestFile), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === 'landing');
if (!entry) throw new Error(`build-landing: no landing entry in ${manifestFile}`);
const islandImports = (entry.imports ?? []).map((key) => `/${manifest[key].file}`);

const env = loadEnv('production', webRoot, 'VITE_');
const { renderLandingPages } = await import(pathToFileURL(join(ssrOut, 'render.mjs')).href);
const pages = await renderLandingPages(css, {
  islandScript: `/${entry.file}`,
  islandImports,
  publicUrl: process.env.VITE_PUBLIC_URL ?? env.VITE_PUBLIC_URL,
});
mkdirSync(join(dist, 'landing'), { recursive: true });
for (const { locale, html } of pages) writeFileSync(join(dist, 'landing', `${locale}.html`), html);
const size = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
console.log(
  `build-landing: ${pages.map((p) => `${p.locale} ${size(p.html)}`).join(', ')}; island /${entry.file} (${Date.now() - started} ms)`,
);
