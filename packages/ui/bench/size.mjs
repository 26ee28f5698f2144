#!/usr/bin/env node
// Bundle-size check for @kiwo/ui: builds bench/size-entry.ts (Button, TextField, Dialog, Toast,
// Table through the public entry) with Vite (rolldown) + vanilla-extract, react and react-dom
// external, and prints the minified and gzip sizes of the JS and the CSS. Target: JS ≤ 40 KB
// gzip. It only prints; nothing asserts it.
//
// react-aria ships its built-in strings (close, sort, "Notifications") for 34 locales. Kiwo's
// languages (ha, yo, ig) are not among them and fall back to en-US, so the app keeps en-US only
// with @react-aria/optimize-locales-plugin, as measured here ("all locales" shows the cost
// without it).
//
//   node packages/ui/bench/size.mjs
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { kiwoAriaStrings } from '@kiwo/i18n/react-aria-vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'kiwo-ui-size-'));
const TARGET_KB = 40;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Builds the entry and returns { '.js': [min, gzip], '.css': [min, gzip] } in bytes. */
async function measure(onlyEnglish) {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: here,
    plugins: [
      ...(onlyEnglish ? [optimizeLocales.vite({ locales: ['en-US'] })] : []),
      vanillaExtractPlugin(),
      // The app adds react-aria's strings in ha, yo, ig: count them as it ships them.
      kiwoAriaStrings(),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      cssCodeSplit: false,
      lib: { entry: join(here, 'size-entry.ts'), formats: ['es'], fileName: 'ui' },
      rollupOptions: {
        external: ['react', 'react-dom', 'react/jsx-runtime', /^react-dom\//, /^react\//],
      },
    },
  });

  const totals = { '.js': [0, 0], '.css': [0, 0] };
  for (const file of readdirSync(outDir, { recursive: true })) {
    const ext = extname(String(file));
    if (!(ext in totals)) continue;
    const content = readFileSync(join(outDir, String(file)));
    totals[ext][0] += content.length;
    totals[ext][1] += gzipSync(content, { level: 9 }).length;
  }
  return totals;
}

try {
  console.log('@kiwo/ui size (Button, TextField, Dialog, Toast, Table; react external)');
  for (const onlyEnglish of [true, false]) {
    const { '.js': js, '.css': css } = await measure(onlyEnglish);
    console.log(
      onlyEnglish ? '  react-aria strings: en-US only' : '  react-aria strings: all locales',
    );
    console.log(
      `    JS   ${kb(js[0])} minified, ${kb(js[1])} gzip (target ≤ ${TARGET_KB} KB gzip)`,
    );
    console.log(`    CSS  ${kb(css[0])} minified, ${kb(css[1])} gzip`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
