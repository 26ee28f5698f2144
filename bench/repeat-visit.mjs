#!/usr/bin/env node
import { mkdtempSync } from 'node:fs';
/**
 * Repeat-visit speed with a warm service worker (target: LCP ≤ 1.0 s on the Lighthouse
 * mobile preset). Run `pnpm build` first, then:
 *   node bench/repeat-visit.mjs [--runs 5] [/farmer/records /farmer/dashboard /]
 *
 * Starts the built app on a spare port with a throwaway database (demo data), and puts a
 * throttling TCP proxy in front of it that every request crosses — the page's and the service
 * worker's alike (DevTools throttling of a page does not reach its worker's fetches): Lighthouse's
 * mobile "slow 4G" as DevTools applies it, 562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up.
 * The page runs on a 412 × 823 phone screen with the CPU slowed 4× (CDP), like Lighthouse's
 * moto g power. LCP comes from a PerformanceObserver (the last `largest-contentful-paint` entry
 * once the page has settled).
 *
 * For each path: `cold` = a first visit (no worker, empty HTTP cache, signed in by token);
 * `warm` = the same phone after earlier visits: Kiwo's worker installed and controlling, its
 * caches filled by a normal unthrottled visit. Medians of --runs visits each.
 */
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO, signInDemo, startBuiltApp, storedSession } from './support/app.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const traceAt = args.indexOf('--trace');
const traceDir = traceAt >= 0 ? args[traceAt + 1] : '';
const paths = args.filter(
  (arg, i) => !arg.startsWith('--') && i !== runsAt + 1 && (traceAt < 0 || i !== traceAt + 1),
);
// --no-worker: the same repeat visits with service workers blocked (HTTP cache only), to see
// what the worker itself adds or saves.
const noWorker = args.includes('--no-worker');
// --warm-only: skip the cold visits (they take most of the run) when comparing builds.
const warmOnly = args.includes('--warm-only');
// --detail: for the first warm visit of each path, print its waterfall (every resource with its
// start and end, whether the worker answered it) and the main thread's long tasks.
// --trace DIR: also save a Chromium performance trace of that visit (open in DevTools).
const detail = args.includes('--detail') || args.includes('--trace');
if (paths.length === 0) paths.push('/farmer/records', '/farmer/dashboard', '/');

// Lighthouse mobile (DevTools throttling): RTT 150 ms × 3.75, 1.6 Mbit/s × 0.9, 750 kbit/s × 0.9.
const RTT_MS = 562.5;
const DOWN_BYTES_PER_MS = (1.6 * 0.9 * 1024 * 1024) / 8 / 1000;
const UP_BYTES_PER_MS = (750 * 0.9 * 1024) / 8 / 1000;
const CPU_SLOWDOWN = 4;

// ---- the app ---------------------------------------------------------------------------------
const { port, stop: stopServer } = await startBuiltApp();

// ---- the slow network: one shared link each way, with latency and a bandwidth cap ------------
let throttled = false;
const linkFreeAt = { down: 0, up: 0 };
/** Relays `from` → `to`, each chunk leaving after half the round trip and its turn on the link. */
function relay(from, to, direction) {
  let lastAt = 0;
  from.on('data', (chunk) => {
    if (!throttled) {
      to.write(chunk);
      return;
    }
    const rate = direction === 'down' ? DOWN_BYTES_PER_MS : UP_BYTES_PER_MS;
    const start = Math.max(Date.now() + RTT_MS / 2, linkFreeAt[direction]);
    const done = start + chunk.length / rate;
    linkFreeAt[direction] = done;
    lastAt = Math.max(lastAt, done);
    setTimeout(() => to.write(chunk), done - Date.now());
  });
  from.on('end', () => setTimeout(() => to.end(), Math.max(0, lastAt - Date.now())));
  from.on('error', () => to.destroy());
}
const link = createServer((client) => {
  const upstream = createConnection(port, '127.0.0.1');
  relay(client, upstream, 'up');
  relay(upstream, client, 'down');
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
});
await new Promise((resolve) => link.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${link.address().port}`;

// ---- the phone --------------------------------------------------------------------------------
// --profile: each phone is a browser with its own on-disk profile (launchPersistentContext), as a
// real phone's Chrome is. Playwright's usual contexts are off the record, and Chromium keeps no
// V8 code cache for those, so every warm visit there compiles every script again.
const ownProfile = args.includes('--profile');
const launchOptions = {
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
};
const browser = await chromium.launch(launchOptions);
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};
const session = storedSession(await signInDemo(`http://127.0.0.1:${port}`, DEMO.farmer));

/** A context signed in as the demo farmer (the spec's auth-storage key) that records LCP. */
async function newPhone({ worker = true } = {}) {
  const options = { ...phone, serviceWorkers: worker ? 'allow' : 'block' };
  const context = ownProfile
    ? await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'kiwo-phone-')), {
        ...launchOptions,
        ...options,
      })
    : await browser.newContext(options);
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('auth-storage')) localStorage.setItem('auth-storage', stored);
    window.__lcp = 0;
    window.__lcpWhat = '';
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__lcp = entry.startTime;
        const element = entry.element;
        window.__lcpWhat = element
          ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`
          : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, session);
  return context;
}

/** One measured visit: throttled network and CPU; LCP once nothing has painted for a while. */
async function visit(context, path, phase, { explain = false } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const tracing = explain && traceDir && !ownProfile;
  if (tracing) {
    await browser.startTracing(page, {
      path: join(traceDir, `${phase}${path.replaceAll('/', '_') || '_'}.json`),
      screenshots: true,
      // TRACE_CATEGORIES=a,b: Chromium's trace categories instead of Playwright's defaults, e.g.
      // with disabled-by-default-v8.compile to see whether V8's code cache was used.
      ...(process.env.TRACE_CATEGORIES
        ? { categories: process.env.TRACE_CATEGORIES.split(',') }
        : {}),
    });
  }
  throttled = true;
  const started = Date.now();
  await page.goto(base + path, { waitUntil: 'load', timeout: 120_000 });
  // Settled: LCP unchanged for 3 s (a late render would still count).
  let last = -1;
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(1500);
    const lcp = await page.evaluate(() => window.__lcp);
    if (lcp > 0 && lcp === last) break;
    last = lcp;
  }
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  const what = await page.evaluate(() => window.__lcpWhat);
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  );
  if (process.env.BENCH_DEBUG || explain)
    console.log(path, phase, `LCP ${Math.round(last)}`, `FCP ${Math.round(fcp)}`, what);
  if (explain) await explainVisit(page);
  if (tracing) await browser.stopTracing();
  throttled = false;
  await page.close();
  return { lcp: last, controlled, wallMs: Date.now() - started };
}

/** Prints the visit's waterfall: each resource's start → end (ms), how it came, and long tasks. */
async function explainVisit(page) {
  const { resources, longTasks, nav } = await page.evaluate(() => ({
    nav: performance.getEntriesByType('navigation').map((n) => ({
      workerStart: Math.round(n.workerStart),
      responseStart: Math.round(n.responseStart),
      responseEnd: Math.round(n.responseEnd),
      domInteractive: Math.round(n.domInteractive),
      domContentLoaded: Math.round(n.domContentLoadedEventEnd),
      load: Math.round(n.loadEventEnd),
    }))[0],
    resources: performance.getEntriesByType('resource').map((r) => ({
      name: new URL(r.name).pathname,
      start: Math.round(r.startTime),
      end: Math.round(r.responseEnd),
      worker: r.workerStart > 0,
      bytes: r.transferSize,
    })),
    longTasks: window.__longTasks,
  }));
  console.log('  navigation', JSON.stringify(nav));
  for (const r of resources) {
    console.log(
      `  ${String(r.start).padStart(6)} → ${String(r.end).padStart(6)}  ${r.worker ? 'sw ' : 'net'} ${r.name}`,
    );
  }
  const busy = longTasks.reduce((sum, [, duration]) => sum + duration, 0);
  console.log(`  long tasks (${busy} ms): ${longTasks.map(([at, d]) => `${at}+${d}`).join(' ')}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const results = [];
try {
  for (const path of paths) {
    const cold = [];
    for (let i = 0; i < (noWorker || warmOnly ? 0 : runs); i++) {
      const context = await newPhone();
      cold.push(await visit(context, path, 'cold'));
      await context.close();
    }
    // Earlier visits, unthrottled: the worker installs and takes control, the farm reads and
    // the user's dictionary are cached as the farmer browses.
    const context = await newPhone({ worker: !noWorker });
    const warmUp = await context.newPage();
    await warmUp.goto(base + path);
    if (!noWorker) {
      await warmUp.waitForFunction(() => navigator.serviceWorker?.controller, null, {
        timeout: 120_000,
      });
    }
    await warmUp.reload();
    await warmUp.waitForLoadState('networkidle');
    // The farmer reads the screen for a few seconds before leaving, as people do (kept from when
    // the app copied a screen shown for 2 s, ADR 0020, so figures stay comparable).
    await warmUp.waitForTimeout(3000);
    await warmUp.close();
    const warm = [];
    for (let i = 0; i < runs; i++) {
      warm.push(await visit(context, path, 'warm', { explain: detail && i === 0 }));
    }
    await context.close();
    results.push({ path, cold, warm });
  }
} finally {
  await browser.close();
  link.close();
  stopServer();
}

const ms = (value) => `${Math.round(value)} ms`;
console.log(
  `${noWorker ? 'Service workers BLOCKED. ' : ''}Repeat visit, Lighthouse mobile throttling (RTT ${RTT_MS} ms, ${(DOWN_BYTES_PER_MS * 8).toFixed(0)} kbit/s down, CPU ${CPU_SLOWDOWN}×), ${runs} runs each`,
);
console.log(
  '| page | cold LCP (median) | warm LCP (median) | warm LCP (all runs) | worker controlled |',
);
console.log('|---|---:|---:|---|---|');
for (const { path, cold, warm } of results) {
  console.log(
    `| \`${path}\` | ${cold.length ? ms(median(cold.map((r) => r.lcp))) : '–'} | ${ms(median(warm.map((r) => r.lcp)))} | ${warm
      .map((r) => ms(r.lcp))
      .join(', ')} | ${warm.every((r) => r.controlled) ? 'yes' : 'NO'} |`,
  );
}
const worst = Math.max(...results.map((r) => median(r.warm.map((v) => v.lcp))));
console.log(worst <= 1000 ? 'Target LCP ≤ 1.0 s: met' : 'Target LCP ≤ 1.0 s: MISSED');
