import { isLocale, type Locale, resolveLocale, userLanguageFromLocale } from '@kiwo/i18n';
import { landingApi } from './api';
import { ISLAND_STRINGS_ID, LANGUAGE_KEY, LANGUAGE_QUERY, languageCookie } from './contract';
import { currentSession, saveUser } from './session';
import { strings } from './strings';
import { showToast } from './toast';

/** What must happen around a page swap (the chat unmounts, the new page gets its state). */
export interface SwapHooks {
  before: () => void;
  after: () => void;
}

let hooks: SwapHooks = { before: () => {}, after: () => {} };
export const onPageSwap = (next: SwapHooks) => {
  hooks = next;
};

/** Saves the choice on this device: localStorage for the app, the cookie for the server. */
export function rememberLanguage(locale: Locale) {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage blocked: the cookie below still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on many phones.
  document.cookie = languageCookie(locale);
}

/** Spec §4: the signed-in user's language, else the stored choice, else English. */
const wantedLanguage = (): Locale =>
  resolveLocale(currentSession()?.user.language, localStorage.getItem(LANGUAGE_KEY));

/** The page was asked for one language explicitly (`/?lang=yo`): leave it as it is. */
const explicitLanguage = () => new URLSearchParams(location.search).has(LANGUAGE_QUERY);

/**
 * Replaces the page with the server's prerendered page in `locale` — one small fetch, no
 * reload, no flash, the scroll position kept. Anywhere else (the Vite dev server answers with
 * the app) it reloads, and the app picks the stored choice up.
 */
export async function showLanguage(locale: Locale) {
  if (document.documentElement.lang === locale) return;
  const response = await fetch(`/?${LANGUAGE_QUERY}=${locale}`, {
    headers: { accept: 'text/html' },
  });
  const next = new DOMParser().parseFromString(
    response.ok ? await response.text() : '',
    'text/html',
  );
  if (!next.getElementById(ISLAND_STRINGS_ID)) {
    location.reload();
    return;
  }
  hooks.before();
  document.documentElement.lang = next.documentElement.lang;
  document.title = next.title;
  for (const meta of next.head.querySelectorAll<HTMLMetaElement>('meta[name], meta[property]')) {
    const key = meta.name ? `name="${meta.name}"` : `property="${meta.getAttribute('property')}"`;
    document.head.querySelector(`meta[${key}]`)?.setAttribute('content', meta.content);
  }
  // Copy the list first: adopting a node removes it from the live `childNodes`.
  const nodes = Array.from(next.body.childNodes);
  document.body.replaceChildren(...nodes.map((node) => document.adoptNode(node)));
  hooks.after();
}

/** The visitor picked a language in the menu (spec §4 Language). */
export async function chooseLanguage(value: string) {
  if (!isLocale(value)) return;
  rememberLanguage(value);
  try {
    await showLanguage(value);
  } catch {
    // Offline: the choice is saved and the next visit is served in it.
    return;
  }
  // A `?lang=` in the address would win over the new choice on the next reload: drop it.
  if (explicitLanguage()) {
    const url = new URL(location.href);
    url.searchParams.delete(LANGUAGE_QUERY);
    history.replaceState(history.state, '', url);
  }
  document.querySelector<HTMLElement>('[data-menu-button="language"]')?.focus();
  const session = currentSession();
  if (!session) return;
  // Signed in: also save it to the profile; a failed save keeps the local change (spec §8).
  const language = userLanguageFromLocale(value);
  try {
    saveUser(await landingApi.updateProfile({ language }));
    showToast(strings().languageUpdated, 'success');
  } catch {
    saveUser({ ...session.user, language });
    showToast(strings().languageFailed, 'destructive');
  }
}

/** Brings the page to the language spec §4 asks for, when the server sent another one. */
export async function syncLanguage() {
  const wanted = wantedLanguage();
  if (explicitLanguage() || document.documentElement.lang === wanted) return;
  rememberLanguage(wanted);
  await showLanguage(wanted).catch(() => {});
}
