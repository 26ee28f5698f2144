import { HTML_HEADER, keyOf, SNAPSHOT_CACHE, STYLE_HEADER, USER_HEADER } from './snapshot';

/** The page: keeps a copy of what #root shows now, for the next visit of this path. */
export async function saveSnapshot(path: string, userId: string) {
  const root = document.getElementById('root');
  const style = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href;
  if (!root || !style || typeof caches === 'undefined') return;
  // A copy of a copy (React has not replaced it yet) is not taken.
  if (root.querySelector(':scope > [data-kiwo-snapshot]')) return;
  const html = root.innerHTML;
  const cache = await caches.open(SNAPSHOT_CACHE);
  await cache.put(
    keyOf(path),
    new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        [USER_HEADER]: userId,
        [STYLE_HEADER]: new URL(style).pathname,
        [HTML_HEADER]: JSON.stringify([
          document.documentElement.className,
          document.documentElement.lang,
        ]),
      },
    }),
  );
}
