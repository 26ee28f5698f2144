/**
 * What the service worker keeps, shared by the worker and the page (ADR 0012). Cache names
 * carry a version: a change of what is stored in them gets a new name, and the old cache is
 * dropped with the old worker.
 */
export const API_CACHE = 'kiwo-api-v1';
export const ASSET_CACHE = 'kiwo-assets-v1';
export const PAGE_CACHE = 'kiwo-pages-v1';

/**
 * The farm reads a farmer (or their agent) needs to keep working offline: the session's user,
 * pens, batches, sections and their records, the dashboard and analytics, and an agent's
 * farmers; stock and the health calendar too, whose purchases, corrections and "given" are
 * queued offline (ADR 0073). Never CSV exports, the logout call
 * (a GET), chat, notifications or admin data.
 */
export const FARM_READ =
  /^\/api\/(auth\/me|pen\/farmer\/[^/]+|farmers\/[^/]+\/(batches|dashboard|analytics|stock)|batches\/[^/]+|sections\/[^/]+(\/records|\/health)?|records\/[^/]+|users\/farmers\/[^/]+)$/;

/** The session's user: always asked from the server first (never shown from the cache first). */
export const SESSION_READ = '/api/auth/me';

/** Where the worker keeps its copy of the landing page (`/`) in one language. */
export const landingKey = (language: string) =>
  new URL(`/__kiwo/landing/${language}`, location.origin).href;

/** Server paths a navigation must reach for real, never answered with the app shell. */
export const SERVER_PATHS = [/^\/api(\/|$)/, /^\/socket\.io\//, /^\/ivr(\/|$)/, /^\/vad\//];

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Who a request is for on this phone: a short SHA-256 of its bearer token ('' hashes too). */
export const userOf = async (request: Request) => {
  const token = request.headers.get('authorization') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return hex(digest).slice(0, 24);
};

/**
 * The cache key of a farm read: its URL plus a hash of the bearer token, so on a shared phone
 * one user's cached farm is never served to another (nor to no one after a sign-out).
 */
export const userCacheKey = async (request: Request) => {
  const url = new URL(request.url);
  url.searchParams.set('kiwo-user', await userOf(request));
  return url.href;
};

/**
 * The worker says on this channel that a farm read it answered from the cache has changed on
 * the server since (ADR 0016); the page then reads it again.
 */
export const FARM_READS_CHANNEL = 'kiwo-farm-reads';
export interface FarmReadMessage {
  /** The path of the read that changed, e.g. `/api/farmers/…/dashboard`. */
  path: string;
}

/** Sign-out: forget the cached farm data of this phone (hashed assets may stay). */
export const clearCachedFarmData = async () => {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE);
};
