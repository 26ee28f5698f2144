#!/usr/bin/env node
/**
 * Landing-page weight (issue 10 budget: JS ≤ 75 KB gzip, all first-load transfer ≤ 300 KB).
 * Starts the built app on a spare port with a throwaway database, opens `/` in Debian's
 * Chromium, records every response the first load makes, and reports each file's gzip size
 * (what a compressing server or CDN would send). Run `pnpm build` first.
 *   node bench/landing-size.mjs [path]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const path = process.argv[2] ?? '/';
const port = 3300 + Math.floor(Math.random() * 500);
const server = spawn('pnpm', ['--filter', '@kiwo/server', 'start'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kiwo-bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 120; i++) {
  const ok = await fetch(`${base}/api/ready`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((r) => setTimeout(r, 500));
}

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
const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
const files = [];
page.on('response', async (response) => {
  const url = new URL(response.url());
  if (url.origin !== base || url.pathname.startsWith('/api/')) return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  files.push({
    path: url.pathname,
    type: response.headers()['content-type'] ?? '',
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  });
});
await page.goto(base + path, { waitUntil: 'networkidle' });
await browser.close();
server.kill('SIGTERM');

const kb = (n) => (n / 1024).toFixed(1);
const js = files.filter((f) => f.type.includes('javascript'));
const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
for (const f of files.sort((a, b) => b.gzip - a.gzip))
  console.log(`${kb(f.gzip).padStart(7)} KB gz  ${kb(f.raw).padStart(7)} KB  ${f.path}`);
console.log(`\nJavaScript: ${kb(sum(js, 'gzip'))} KB gzip in ${js.length} files (budget 75 KB)`);
console.log(
  `Everything: ${kb(sum(files, 'gzip'))} KB gzip in ${files.length} files (budget 300 KB)`,
);
