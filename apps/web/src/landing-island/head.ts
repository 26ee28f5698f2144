/**
 * The landing page's inline `<head>` script: it runs before the first paint so nothing flashes
 * (ADR 0014). The prerender inlines `String(bootLanding)` and the server allows it by its hash,
 * so it must stay self-contained: no imports, no outer variables. It
 * - applies the stored theme (spec §4: light by default on the landing page) using the theme
 *   class names the page carries in `data-theme-light` / `data-theme-dark`;
 * - marks a signed-in visitor (`data-session="farmer|agent|admin"`) so CSS shows Go to
 *   Dashboard and the name instead of the visitor buttons;
 * - checks the language (spec §4: the user's, else the stored choice, else en). If the server
 *   sent another one — the cookie it picks by was missing or stale — it writes the cookie and
 *   reloads once, hidden, so the wrong language never shows.
 */
export function bootLanding() {
  const root = document.documentElement;
  try {
    const store = localStorage;
    const stored = store.getItem('theme');
    const choice = stored === 'dark' || stored === 'system' ? stored : 'light';
    root.setAttribute('data-theme-choice', choice);
    const dark =
      choice === 'dark' ||
      (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) {
      root.classList.remove(root.getAttribute('data-theme-light') ?? '');
      root.classList.add(root.getAttribute('data-theme-dark') ?? '');
      root.style.colorScheme = 'dark';
    }

    const auth = JSON.parse(store.getItem('auth-storage') ?? 'null');
    const state = auth?.state;
    const user = state?.token ? state.user : null;
    if (user) {
      root.setAttribute(
        'data-session',
        user.role === 'agent' || user.role === 'admin' ? user.role : 'farmer',
      );
    }

    const languages: Record<string, string> = {
      english: 'en',
      hausa: 'ha',
      yoruba: 'yo',
      igbo: 'ig',
    };
    const local = store.getItem('language') ?? '';
    const wanted =
      languages[user?.language] ?? (['en', 'ha', 'yo', 'ig'].includes(local) ? local : 'en');
    const flag = 'kiwo-language-reload';
    if (wanted === root.lang || /[?&]lang=/.test(location.search)) {
      sessionStorage.removeItem(flag);
    } else {
      // biome-ignore lint/suspicious/noDocumentCookie: no Cookie Store API on many phones.
      document.cookie = `language=${wanted}; Path=/; Max-Age=31536000; SameSite=Lax`;
      // Once only: with cookies blocked the island swaps the language in place instead.
      if (document.cookie.includes(`language=${wanted}`) && !sessionStorage.getItem(flag)) {
        sessionStorage.setItem(flag, '1');
        root.style.visibility = 'hidden';
        location.replace(location.href);
      }
    }
  } catch {
    // Storage blocked (some private modes): the page stays as served, light and English.
  }
}
