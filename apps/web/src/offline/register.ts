import { Workbox } from 'workbox-window';
import { isKiwoWorker, KIWO_SW_URL, unregisterOldServiceWorkers } from '../boot/serviceWorkers';
import { ASSET_CACHE } from './caching';
import { announceUpdate } from './updates';

/** Where Kiwo's worker lives (the landing page's island keeps it when it cleans up). */
export const SW_URL = KIWO_SW_URL;

/**
 * The files this page loaded before the worker controlled it (the user's dictionary, the
 * screen's chunks) go into the asset cache, so the next visit opens offline in their language.
 * One look at what the caches hold, not one search per file: `caches.match` across every cache
 * with `ignoreSearch` cost ~50 ms of main thread per page load on a slow phone.
 */
async function cacheLoadedAssets() {
  const held = new Set<string>();
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) {
      held.add(request.url.split('?')[0] ?? '');
    }
  }
  const cache = await caches.open(ASSET_CACHE);
  const missing = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => `${url.origin}${url.pathname}`)
    .filter((href) => !held.has(href));
  await Promise.all(missing.map((href) => cache.add(href).catch(() => {})));
}

/**
 * Spec §1: old service workers are unregistered at start; Kiwo's own versioned worker replaces
 * them. A new version installs in the background and waits; the app shell offers "Reload".
 */
export async function startServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  // Controlled from the start: every file of this page came through the worker, which kept it.
  const controlled = Boolean(navigator.serviceWorker.controller);
  await unregisterOldServiceWorkers(isKiwoWorker);
  // The dev server has no built worker (and must never be served by a stale one).
  if (!import.meta.env.PROD) return;
  const workbox = new Workbox(KIWO_SW_URL);
  workbox.addEventListener('waiting', () => {
    announceUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
  await navigator.serviceWorker.ready;
  if (!controlled) await cacheLoadedAssets();
}
