#!/usr/bin/env node
/**
 * JavaScript a signed-in screen loads (route JavaScript budget: farmer dashboard ≤ 150 KB gzip),
 * without Lighthouse's timings, so it can be checked on a busy machine: starts the built
 * app on a spare port with a throwaway database (demo data), signs in the demo user, opens the path
 * in Debian's Chromium on a 412 × 823 phone screen with service workers blocked (the worker's
 * precache is not the page's JavaScript), waits for the network to go quiet, and reports every
 * script the page requested with the gzip -9 size of its body — what bench/lighthouse.mjs counts as
 * "page JS". Run `pnpm build` first (WEB_DIST=… measures another build folder).
 *   node bench/route-js.mjs [--as farmer|agent|admin] [path ...]   (default /farmer/dashboard)
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { DEMO, signInDemo, startBuiltApp, storedSession } from './support/app.mjs';

const args = process.argv.slice(2);
const asAt = args.indexOf('--as');
const as = asAt >= 0 ? args[asAt + 1] : 'farmer';
if (!(as in DEMO)) throw new Error(`--as: one of ${Object.keys(DEMO).join(', ')}`);
const paths = args.filter((arg, i) => !arg.startsWith('--') && (asAt < 0 || i !== asAt + 1));
if (paths.length === 0) paths.push(`/${as}/dashboard`);

const { base, stop: stopServer } = await startBuiltApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  const session = storedSession(await signInDemo(base, DEMO[as]));
  for (const path of paths) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // A JSON answer of the same origin: no app code runs.
    await page.goto(`${base}/api/ready`);
    await page.evaluate((stored) => localStorage.setItem('auth-storage', stored), session);
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const body = await (await request.response())?.body().catch(() => null);
      if (body)
        scripts.push({
          url: new URL(request.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        });
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended on ${page.url()}`);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(
      `${path} as ${as}: ${(total / 1024).toFixed(1)} KB gzip (${total} bytes) in ${scripts.length} files: ` +
        scripts
          .sort((a, b) => b.gzip - a.gzip)
          .map((s) => `${s.url.replace('/assets/', '')} ${(s.gzip / 1024).toFixed(1)}`)
          .join(', '),
    );
    await context.close();
  }
} finally {
  await browser.close();
  stopServer();
}
