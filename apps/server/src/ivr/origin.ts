import type { IncomingHttpHeaders } from 'node:http';

/**
 * The origin allowlist: a browser may open the voice socket from the page's own origin (the
 * Origin's host is the Host it connected to — the app, or the Vite dev server proxying to it)
 * or from a listed origin (`IVR_ALLOWED_ORIGINS`). Clients that send no Origin are not browsers
 * (a phone gateway, tests) and still need a session token to do anything.
 */
export function originAllowed(headers: IncomingHttpHeaders, allowed: readonly string[]): boolean {
  const origin = headers.origin;
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.host === headers.host) return true;
  return allowed.includes(parsed.origin);
}
