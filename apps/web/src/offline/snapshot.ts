/**
 * The last screen a signed-in user saw, painted with the page on a repeat visit (ADR 0020).
 * Shared by the page, which keeps a copy of its rendered screen, and the service
 * worker, which puts that copy into the app shell it answers a navigation with — so the phone
 * paints the screen as it was left while the app's code is still starting, and React then
 * replaces it with the live one.
 *
 * The copy is only a picture: it is `inert` (no focus, no clicks, hidden from screen readers)
 * until the app takes over. It is used only for the same user (the worker's sync identity,
 * cleared at sign-out) and the same build (its stylesheet is the shell's), and is deleted at
 * sign-out with the cached farm data.
 */
export const SNAPSHOT_CACHE = 'kiwo-snapshots-v1';

export const USER_HEADER = 'x-kiwo-user';
export const STYLE_HEADER = 'x-kiwo-style';
/** `<html>`'s class (the theme, set by the app's script) and language when the copy was taken. */
export const HTML_HEADER = 'x-kiwo-html';
/** The app shell's empty mount point, as index.html writes it. */
const EMPTY_ROOT = '<div id="root"></div>';
const HTML_TAG = '<html lang="en">';
/** Class names and language tags only: nothing from the copy's headers can open a tag. */
const attribute = (value: string | undefined) => (value ?? '').replace(/[^\w -]/g, '');

export const keyOf = (path: string) => new URL(`/__kiwo/snapshot${path}`, location.origin).href;

/**
 * The worker: the app shell with the user's last copy of `path` inside #root, or the shell as
 * it is when there is no copy, it is another user's, or it was taken under another build.
 */
export async function withSnapshot(shell: Response, path: string, userId: string | undefined) {
  if (!userId || typeof caches === 'undefined') return shell;
  const copy = await (await caches.open(SNAPSHOT_CACHE)).match(keyOf(path));
  if (!copy || copy.headers.get(USER_HEADER) !== userId) return shell;
  const html = await shell.clone().text();
  const style = copy.headers.get(STYLE_HEADER);
  if (!style || !html.includes(`"${style}"`) || !html.includes(EMPTY_ROOT)) return shell;
  // Without the theme's class the copy would paint without the theme's colours until the app
  // sets it: the class and language <html> had when the copy was taken come with it.
  const [className, lang] = JSON.parse(copy.headers.get(HTML_HEADER) ?? '[]') as string[];
  // The shell's scripts and module preloads move below the copy: in <head> the parser met them
  // first, and a phone compiled every preloaded module before it reached <body> and painted.
  const scripts: string[] = [];
  const body = html
    .replace(/\s*<script\b[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, (tag) => {
      scripts.push(tag.trim());
      return '';
    })
    .replace(HTML_TAG, `<html lang="${attribute(lang) || 'en'}" class="${attribute(className)}">`)
    .replace(
      EMPTY_ROOT,
      `<div id="root"><div inert data-kiwo-snapshot>${await copy.text()}</div></div>`,
    )
    .replace('</body>', `${scripts.join('\n')}\n</body>`);
  const headers = new Headers(shell.headers);
  headers.delete('content-length');
  return new Response(body, { status: shell.status, statusText: shell.statusText, headers });
}

/** Sign-out: no screen of this user is painted again. */
export const clearSnapshots = async () => {
  if (typeof caches === 'undefined') return;
  await caches.delete(SNAPSHOT_CACHE);
};
