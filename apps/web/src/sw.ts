/// <reference lib="webworker" />
import { createApiClient } from '@kiwo/api-client';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  ASSET_CACHE,
  FARM_READ,
  PAGE_CACHE,
  SERVER_PATHS,
  userCacheKey,
} from './offline/caching';
import { readSyncAuth } from './offline/outbox';
import { announceOutboxChange, flushOutbox, SYNC_TAG, sendWith } from './offline/sync';

/**
 * Kiwo's service worker (ADR 0012), built by vite-plugin-pwa (injectManifest) into /sw.js.
 * - Precache: the app shell and every route bundle of the build (not the voice call's VAD and
 *   ONNX files under /vad/, nor the four dictionaries: each user's own is cached when loaded).
 * - Navigations: the app shell, so any client route opens offline; `/` (the prerendered landing
 *   page) network first.
 * - Farm reads (GET): network first, the last answer when offline, kept per signed-in user.
 * - Background Sync: sends the outbox of daily records when the network returns, even with no
 *   Kiwo page open.
 * A new version waits until the page's "Reload" (SKIP_WAITING), so no page runs on a mix of
 * old and new files.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** Background Sync's event (not in TypeScript's worker library yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();
clientsClaim();

// `/` is the prerendered landing page in the visitor's language (the server picks it): from the
// network while there is one, else the last copy seen, else the app shell.
const landing = new NetworkFirst({
  cacheName: PAGE_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
  async (options) => {
    try {
      return await landing.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

// Every other page is a client route of the app shell, so it opens offline.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }),
);

// Hashed files never change: a dictionary or a chunk loaded once is served from the cache.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 90 }),
    ],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && FARM_READ.test(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => userCacheKey(request) },
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 }),
    ],
  }),
  'GET',
);

/** A short name of this build (a hash of its precache list), for support and debugging. */
const VERSION = (() => {
  let hash = 2166136261;
  for (const char of JSON.stringify(manifest)) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  }
  return (hash >>> 0).toString(36);
})();

// The landing page is fetched while the worker starts, not after (its network-first route reads
// the preloaded answer): a repeat visit to `/` never waits for the worker to boot first.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'GET_VERSION') event.ports[0]?.postMessage(VERSION);
});

/** Sends the outbox for the user last signed in on this phone. */
async function syncOutbox() {
  const auth = await readSyncAuth();
  if (!auth) return;
  const api = createApiClient({
    baseUrl: import.meta.env.VITE_API_BASE ?? '/api',
    getToken: () => auth.token,
  });
  const result = await flushOutbox(auth.userId, sendWith(api));
  const saved = result.tried.filter((tried) => tried.outcome.kind === 'saved').length;
  if (result.tried.length > 0) announceOutboxChange({ saved });
  // Rejecting asks the browser to fire the sync again later (with its own back-off).
  if (result.stoppedBy === 'offline' || result.stoppedBy === 'retry') {
    throw new Error('The outbox is not sent yet');
  }
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(syncOutbox());
});
