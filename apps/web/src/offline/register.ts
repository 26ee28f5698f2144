import { Workbox } from 'workbox-window';
import { isKiwoWorker, KIWO_SW_URL, unregisterOldServiceWorkers } from '../boot/serviceWorkers';
import { ASSET_CACHE } from './caching';
import { announceUpdate } from './updates';

/** Where Kiwo's worker lives (the landing page's island keeps it when it cleans up). */
export const SW_URL = KIWO_SW_URL;

/**
 * The files this page loaded before the worker controlled it (the user's dictionary, the
 * screen's chunks) go into the asset cache, so the next visit opens offline in their language.
 */
async function cacheLoadedAssets() {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'));
  const cache = await caches.open(ASSET_CACHE);
  for (const url of urls) {
    if (await caches.match(url.href, { ignoreSearch: true })) continue;
    await cache.add(url.href).catch(() => {});
  }
}

/**
 * Spec §1: old service workers are unregistered at start; Kiwo's own versioned worker replaces
 * them. A new version installs in the background and waits; the app shell offers "Reload".
 */
export async function startServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
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
  await cacheLoadedAssets();
}
