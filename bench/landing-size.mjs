#!/usr/bin/env node
/**
 * Landing-page weight (budget: JS ≤ 75 KB gzip, all first-load transfer ≤ 300 KB).
 * Starts the built app on a spare port with a throwaway database, opens `/` in Debian's
 * Chromium at 360 × 740 as a first-time visitor (empty cache), waits for the network to go
 * quiet (so chunks fetched after `load` count too), and reports every response: the bytes that
 * really crossed the wire (the server sends pre-compressed brotli/gzip, ADR 0014) and, to
 * compare with earlier rows, each body's gzip -9 size. Run `pnpm build` first.
 *   node bench/landing-size.mjs [--all-languages] [path]     (--all-languages: en, ha, yo, ig)
 * WEB_DIST=… measures another build folder.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltApp } from './support/app.mjs';

const args = process.argv.slice(2);
const allLanguages = args.includes('--all-languages');
const path = args.find((arg) => !arg.startsWith('--')) ?? '/';
const { base, stop: stopServer } = await startBuiltApp();

const browser = await chromium.launch({
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
});

/** One first visit: every same-origin response with its wire and gzip -9 sizes. */
async function firstLoad(language) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== base || url.pathname.startsWith('/api/')) return;
    pending.push(
      (async () => {
        const response = await request.response();
        const body = (await response?.body().catch(() => null)) ?? Buffer.alloc(0);
        const sizes = await request.sizes();
        return {
          path: url.pathname + url.search,
          type: response?.headers()['content-type'] ?? '',
          encoding: response?.headers()['content-encoding'] ?? 'none',
          raw: body.length,
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
          gzip: gzipSync(body, { level: 9 }).length,
        };
      })(),
    );
  });
  // `?lang=` asks for one language explicitly (a cookie alone, without the matching local
  // choice, would be corrected by the page's head script with a reload).
  const url = new URL(path, base);
  if (language) url.searchParams.set('lang', language);
  await page.goto(url.href, { waitUntil: 'networkidle' });
  const files = await Promise.all(pending);
  await context.close();
  return files;
}

const kb = (n) => (n / 1024).toFixed(1);
const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
const isJs = (f) => f.type.includes('javascript');
const rows = [];
try {
  for (const language of allLanguages ? ['en', 'ha', 'yo', 'ig'] : [undefined]) {
    const files = await firstLoad(language);
    const js = files.filter(isJs);
    console.log(`\n${path}${language ? ` (${language})` : ''}`);
    for (const f of files.sort((a, b) => b.wire - a.wire)) {
      console.log(
        `${kb(f.wire).padStart(7)} KB wire (${f.encoding.padEnd(4)}) ${kb(f.gzip).padStart(7)} KB gzip-9 ${kb(f.raw).padStart(7)} KB raw  ${f.path}`,
      );
    }
    const row = {
      language: language ?? 'en',
      jsWire: sum(js, 'wire'),
      jsGzip: sum(js, 'gzip'),
      jsFiles: js.length,
      allWire: sum(files, 'wire'),
      allGzip: sum(files, 'gzip'),
      allFiles: files.length,
    };
    rows.push(row);
    console.log(
      `JavaScript: ${kb(row.jsWire)} KB on the wire, ${kb(row.jsGzip)} KB gzip-9, ${row.jsFiles} files (budget 75 KB gzip)`,
    );
    console.log(
      `Everything: ${kb(row.allWire)} KB on the wire (headers included), ${kb(row.allGzip)} KB gzip-9, ${row.allFiles} files (budget 300 KB)`,
    );
  }
} finally {
  await browser.close();
  stopServer();
}
const worst = (key) => Math.max(...rows.map((r) => r[key]));
const jsOk = worst('jsGzip') <= 75 * 1024 && worst('jsWire') <= 75 * 1024;
const allOk = worst('allGzip') <= 300 * 1024 && worst('allWire') <= 300 * 1024;
console.log(
  `\nVerdict: JavaScript ${jsOk ? 'within' : 'OVER'} 75 KB, first load ${allOk ? 'within' : 'OVER'} 300 KB`,
);
