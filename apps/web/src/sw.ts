/// <reference lib="webworker" />
import { createHttp, farmCalls } from '@kiwo/api-client';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim } from 'workbox-core';
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
  landingKey,
  PAGE_CACHE,
  SERVER_PATHS,
  SESSION_READ,
  userCacheKey,
} from './offline/caching';
import { LastSeenFirst, noteFarmWrite } from './offline/farmReads';
import { announceOutboxChange, readSyncAuth, SYNC_TAG } from './offline/outbox';
import { flushOutbox, sendWith } from './offline/sync';

/**
 * Kiwo's service worker (ADR 0012, ADR 0016), built by vite-plugin-pwa (injectManifest) into
 * /sw.js.
 * - Precache: the app shell, every route bundle and every language's dictionary (not
 *   the voice call's VAD and ONNX files under /vad/).
 * - Navigations: the app shell, so any client route opens offline; `/` (the prerendered landing
 *   page) from the last copy in the visitor's language while the network refreshes it.
 * - Farm reads (GET), kept per signed-in user: a page's first read from the last copy while the
 *   server is asked in the background (the page hears when it changed), later reads network
 *   first; the session user network first. No network: the last answer.
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
/** Where ADR 0020's screen copies were kept. */
const RETIRED_SNAPSHOT_CACHE = 'kiwo-snapshots-v1';

// `/` is the prerendered landing page in the visitor's language (the server picks it by the
// `language` cookie, ADR 0014). Registered before the precache, whose route would otherwise
// answer `/` with the app shell (its index.html): the last copy in that language at once, the
// network refreshing it for next time; no copy yet, or `?lang=`: the network; offline with
// no copy: the app shell, which sends a signed-in user on to their dashboard (ADR 0033).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
  async ({ request, url, event }) => {
    const cache = await caches.open(PAGE_CACHE);
    const fromNetwork = fetch(request).then(async (response) => {
      const language = response.headers.get('content-language');
      if (response.status === 200 && language) {
        await cache.put(landingKey(language), response.clone());
      }
      return response;
    });
    const language = url.search === '' ? await landingLanguage() : undefined;
    const copy = language ? await cache.match(landingKey(language)) : undefined;
    if (copy) {
      event.waitUntil(fromNetwork.catch(() => undefined));
      return copy;
    }
    try {
      return await fromNetwork;
    } catch {
      const any = (await cache.keys()).find((key) => key.url.includes('/__kiwo/landing/'));
      return (
        (any && (await cache.match(any))) ??
        (await matchPrecache('/index.html')) ??
        Response.error()
      );
    }
  },
);

precacheAndRoute(manifest);
cleanupOutdatedCaches();
clientsClaim();

/** The static routing API's install-time routes (Chromium 123+; not in TypeScript's library). */
type AddRoutes = (rules: {
  condition: { urlPattern: { pathname: string }; requestMethod: string };
  source: { cacheName: string };
}) => Promise<void>;

// Hashed files straight from the precache, without running this worker's fetch handler: on a
// repeat visit each of a screen's ~60 chunks otherwise waits for the worker to start and answer
// it, which a slow phone pays for every file. Every /assets/ file is precached under its own URL
// (hashed names carry no revision); a file not there goes to the network, as before. Browsers
// without the API use the routes above.
self.addEventListener('install', (event) => {
  const addRoutes = (event as ExtendableEvent & { addRoutes?: AddRoutes }).addRoutes;
  if (!addRoutes) return;
  event.waitUntil(
    addRoutes.call(event, {
      condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' },
      source: { cacheName: cacheNames.precache },
    }),
  );
});

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

const farmReadPlugins = () => [
  { cacheKeyWillBeUsed: async ({ request }: { request: Request }) => userCacheKey(request) },
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 }),
];
const isFarmRead = (url: URL) =>
  url.origin === self.location.origin && FARM_READ.test(url.pathname);
// Who is signed in must come from the server whenever it answers (a session ended elsewhere
// ends here); nothing waits for it, the app starts from the stored user.
registerRoute(
  ({ url }) => isFarmRead(url) && url.pathname === SESSION_READ,
  new NetworkFirst({ cacheName: API_CACHE, plugins: farmReadPlugins() }),
  'GET',
);
registerRoute(
  ({ url }) => isFarmRead(url),
  new LastSeenFirst({ cacheName: API_CACHE, plugins: farmReadPlugins() }),
  'GET',
);

// A write by a signed-in user makes their cached farm reads older than the server's: the next
// ones wait for the network (offline/farmReads.ts). The write itself goes on untouched.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (
    request.method !== 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    request.headers.has('authorization')
  ) {
    event.waitUntil(noteFarmWrite(API_CACHE, request));
  }
});

/** A short name of this build (a hash of its precache list), for support and debugging. */
const VERSION = (() => {
  let hash = 2166136261;
  for (const char of JSON.stringify(manifest)) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  }
  return (hash >>> 0).toString(36);
})();

// No navigation preload: every navigation is answered from the cache (app shell, landing copy),
// so a preload request would only cost the slow network a page nobody reads. `disable()` also
// turns off what an earlier version of this worker enabled.
// It also deletes the copies of signed-in screens an earlier version kept to paint first (ADR
// 0020, retired by ADR 0033): they hold a farmer's figures and nothing reads them any more.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      self.registration.navigationPreload?.disable(),
      caches.delete(RETIRED_SNAPSHOT_CACHE),
    ]),
  );
});

/** The `language` cookie, which the server picks the landing page by ('' = English). */
async function landingLanguage() {
  const store = (
    self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
  ).cookieStore;
  // Without the Cookie Store API in workers (not Chromium): ask the network each time.
  if (!store) return undefined;
  return (await store.get('language').catch(() => null))?.value || 'en';
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'GET_VERSION') event.ports[0]?.postMessage(VERSION);
});

/** Sends the outbox for the user last signed in on this phone. */
async function syncOutbox() {
  const auth = await readSyncAuth();
  if (!auth) return;
  const http = createHttp({
    baseUrl: import.meta.env.VITE_API_BASE ?? '/api',
    getToken: () => auth.token,
  });
  const api = { farm: farmCalls(http) };
  const result = await flushOutbox(auth.userId, sendWith(api));
  const saved = result.tried.filter((tried) => tried.outcome.kind === 'saved').length;
  if (saved > 0) {
    const request = new Request('/api/', { headers: { authorization: `Bearer ${auth.token}` } });
    await noteFarmWrite(API_CACHE, request);
  }
  if (result.tried.length > 0) announceOutboxChange({ saved });
  // Rejecting asks the browser to fire the sync again later (with its own back-off). The
  // browser keeps the reason to itself: no reader sees it, so it is not in packages/i18n.
  if (result.stoppedBy === 'offline' || result.stoppedBy === 'retry') {
    throw new Error('The outbox is not sent yet');
  }
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(syncOutbox());
});
