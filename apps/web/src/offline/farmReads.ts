import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { FARM_READS_CHANNEL, type FarmReadMessage, userOf } from './caching';

/**
 * How the service worker answers farm reads (ADR 0016): a page opening shows the farm as last
 * seen at once, and everything after its first paint is as fresh as the network allows.
 *
 * - A page's **first** read of a URL is answered from the cache when there is a copy, and the
 *   worker asks the server in the background; if the answer differs, it says so on
 *   {@link FARM_READS_CHANNEL} and the page reads again.
 * - Every later read of that URL by the same page (a refresh after a save, a retry, a
 *   revalidation) goes to the network first, the cache only when there is no answer.
 * - A copy older than the user's last write seen by this worker is never shown first: after a
 *   save, the next reads wait for the server (a farmer must not see the figures before it).
 * - A copy fetched in the last few seconds is served as is (the page's re-read after a
 *   background refresh, several components asking for the same thing).
 * No network at all: the last copy, as before.
 */

/** When the copy was asked from the server (ms since 1970), on the cached copy only. */
const FETCHED_AT = 'x-kiwo-fetched-at';
/** A copy this young is served without asking again. */
const JUST_FETCHED_MS = 10_000;

/** `clientId + URL` of the reads already answered per page (lost with the worker: harmless). */
const answered = new Set<string>();
/** When each user (by token hash) last sent a write through this worker. */
const writtenAt = new Map<string, number>();

const markerUrl = (user: string) =>
  new URL(`/__kiwo/farm-written?kiwo-user=${user}`, location.origin).href;

/**
 * Notes a write by the user of `request` (any authorized non-GET API call from a page, or the
 * worker's own Background Sync): their cached farm reads are older than the server's now.
 * Kept in the cache too, so it outlives the worker being stopped between two visits.
 */
export async function noteFarmWrite(cacheName: string, request: Request) {
  const user = await userOf(request);
  const now = Date.now();
  writtenAt.set(user, now);
  const cache = await caches.open(cacheName);
  await cache.put(markerUrl(user), new Response(String(now)));
}

async function lastWriteOf(cacheName: string, user: string) {
  const known = writtenAt.get(user);
  if (known !== undefined) return known;
  const marker = await (await caches.open(cacheName)).match(markerUrl(user));
  const at = marker ? Number(await marker.text()) || 0 : 0;
  writtenAt.set(user, at);
  return at;
}

const announce = (request: Request) => {
  const message: FarmReadMessage = { path: new URL(request.url).pathname };
  const channel = new BroadcastChannel(FARM_READS_CHANNEL);
  channel.postMessage(message);
  channel.close();
};

/** The farm-read strategy described above; use with the per-user cache key plugin. */
export class LastSeenFirst extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const [cached, lastWrite] = await Promise.all([
      handler.cacheMatch(request),
      userOf(request).then((user) => lastWriteOf(this.cacheName, user)),
    ]);
    const fetchedAt = Number(cached?.headers.get(FETCHED_AT) ?? 0);
    const current = cached && fetchedAt > lastWrite ? cached : undefined;

    const clientId = (handler.event as { clientId?: string }).clientId ?? '';
    const seen = `${clientId} ${request.url}`;
    const first = clientId !== '' && !answered.has(seen);
    if (answered.size > 2000) answered.clear();
    answered.add(seen);

    if (current && Date.now() - fetchedAt < JUST_FETCHED_MS) return current;
    if (current && first) {
      void handler.waitUntil(this.refresh(request, handler, current.clone()));
      return current;
    }
    try {
      return await this.fetchAndKeep(request, handler);
    } catch (error) {
      if (cached) return cached;
      throw error;
    }
  }

  /** Asks the server; keeps a 200 with the time it was asked. */
  private async fetchAndKeep(request: Request, handler: StrategyHandler) {
    const askedAt = Date.now();
    const response = await handler.fetch(request.clone());
    if (response.status === 200) {
      const headers = new Headers(response.headers);
      headers.set(FETCHED_AT, String(askedAt));
      const copy = new Response(await response.clone().blob(), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
      void handler.waitUntil(handler.cachePut(request, copy));
    }
    return response;
  }

  /** The background half of a first read: tell the page if the server's answer changed. */
  private async refresh(request: Request, handler: StrategyHandler, shown: Response) {
    let fresh: Response;
    try {
      fresh = await this.fetchAndKeep(request, handler);
    } catch {
      return; // No network: the copy shown is the best there is.
    }
    if (fresh.status !== 200) {
      // Signed out elsewhere, access removed, gone: never show this copy again; the page's
      // re-read meets the server's answer and handles it.
      const cache = await caches.open(this.cacheName);
      await cache.delete(await handler.getCacheKey(request, 'read'));
      announce(request);
      return;
    }
    const [before, after] = await Promise.all([shown.text(), fresh.text()]);
    if (before !== after) announce(request);
  }
}
