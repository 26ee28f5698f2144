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
 * A worker that is installed and waiting behind the one in control: offer "Reload", which tells
 * it to take over (the worker's SKIP_WAITING message) and reloads once it controls the page.
 */
const offerUpdate = (waiting: ServiceWorker) => {
  announceUpdate(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
};

/**
 * Spec §1: old service workers are unregistered at start; Kiwo's own versioned worker replaces
 * them. A new version installs in the background and waits; the app shell offers "Reload".
 * The platform's own registration API: these three calls were all the page used of
 * workbox-window (2.1 KB gzip on every signed-in first visit).
 */
export async function startServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  // Controlled from the start: every file of this page came through the worker, which kept it.
  const controlled = Boolean(navigator.serviceWorker.controller);
  await unregisterOldServiceWorkers(isKiwoWorker);
  // The dev server has no built worker (and must never be served by a stale one).
  if (!import.meta.env.PROD) return;
  // Some embedders and test browsers that block workers answer with no registration at all.
  const registration: ServiceWorkerRegistration | undefined =
    await navigator.serviceWorker.register(KIWO_SW_URL);
  if (!registration) return;
  // A version that finished installing on an earlier visit and still waits.
  if (registration.waiting && registration.active) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Installed with another worker active: it waits (the first install activates at once).
      if (installing.state === 'installed' && registration.active) offerUpdate(installing);
    });
  });
  await navigator.serviceWorker.ready;
  if (!controlled) await cacheLoadedAssets();
}
