import {
  type AreaPart,
  hasParts,
  isLocale,
  LOCALE_DISPLAY_NAMES,
  type Locale,
  loadParts,
  partsInFlight,
  resolveLocale,
  translator,
  userLanguageFromLocale,
} from '@kiwo/i18n';
import { use } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { api } from '../data/api';
import { languageCookie } from '../landing-island/contract';
import { authStore } from './auth';
import { toast } from './toast';

/** Where the language choice is kept on this device (used when no one is signed in). */
const KEY = 'language';

export const localeStore = proxy<{ locale: Locale; ready: boolean }>({
  locale: resolveLocale(authStore.user?.language, globalThis.localStorage?.getItem(KEY)),
  ready: false,
});

/**
 * Every dictionary part a screen or a lazy feature has needed in this page (ADR 0018): a
 * language switch loads them all in the new language before switching, so nothing on screen
 * (or kept mounted behind it) renders with a missing string.
 */
const needed = new Set<AreaPart>();

/**
 * Loads dictionary parts in the current language and keeps them for later switches. Resolves
 * once they are loaded in the language current at that time (it may change meanwhile).
 */
export const needStrings = async (parts: readonly AreaPart[]): Promise<void> => {
  for (const part of parts) needed.add(part);
  let locale: Locale;
  do {
    locale = localeStore.locale;
    await loadParts(locale, parts);
  } while (locale !== localeStore.locale);
};

/**
 * A lazy feature's loader that also loads the dictionary parts the feature shows, for
 * `React.lazy(withStrings(['chat'], () => import('./ChatPanel')))`: its code and its strings
 * arrive together, and routes/strings.test.ts lets the feature's modules use those parts.
 */
export const withStrings =
  <M>(parts: readonly AreaPart[], load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), needStrings(parts)]).then(([module]) => module);

const pending = new Map<string, Promise<void>>();

/**
 * Suspends the calling component until the given parts are loaded in the current language
 * (for `<Suspense>`); returns at once when they are, so a screen whose strings came with the
 * page renders in the same pass (ADR 0016). The router calls it for each route's parts.
 */
export const useStrings = (parts: readonly AreaPart[]): void => {
  const { locale } = useSnapshot(localeStore);
  if (hasParts(locale, parts)) return;
  const key = `${locale}:${[...parts].sort().join(',')}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = needStrings(parts).finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  use(loading);
};

/**
 * Spec §4 Language: load the dictionary (core and every part needed so far), switch at once,
 * save locally, update <html lang>.
 */
export const setLocale = async (locale: Locale) => {
  // Again while a screen asked for another part meanwhile.
  while (!hasParts(locale, [...needed])) await loadParts(locale, [...needed]);
  // Parts already on their way (at start, the first screen's, asked for with the page): the
  // screen then renders with the app, not after a committed "Loading..." (ADR 0016).
  await partsInFlight(locale);
  localeStore.locale = locale;
  localeStore.ready = true;
  document.documentElement.lang = locale;
  localStorage.setItem(KEY, locale);
  // The server picks the prerendered landing page's language by this cookie (ADR 0014).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on many phones.
  document.cookie = languageCookie(locale);
};

/**
 * The user picked a language: switch at once; if signed in, also save it to the profile and
 * the local user record. A failed save keeps the local change and says so (spec §8).
 */
export const changeLanguage = async (locale: Locale) => {
  await setLocale(locale);
  if (!authStore.user) return;
  await loadParts(locale, ['settings']);
  const t = translator(locale);
  try {
    const user = await api.users.updateProfile({ language: userLanguageFromLocale(locale) });
    authStore.user = user;
    toast({
      title: t.settings.languageUpdated(),
      description: t.settings.languageChangedTo({ language: LOCALE_DISPLAY_NAMES[locale] }),
      variant: 'success',
    });
  } catch {
    if (authStore.user) authStore.user.language = userLanguageFromLocale(locale);
    toast({
      title: t.settings.languageFailed(),
      description: t.settings.languageFailedBody(),
      variant: 'destructive',
    });
  }
};

export const startLocale = async () => {
  await setLocale(localeStore.locale);
  // A user fetched at start (or signed in later) brings their own language (spec §4).
  subscribe(authStore, () => {
    const wanted = resolveLocale(authStore.user?.language, localeStore.locale);
    if (authStore.user && wanted !== localeStore.locale) void setLocale(wanted);
  });
};

window.addEventListener('storage', (event) => {
  if (event.key === KEY && isLocale(event.newValue)) void setLocale(event.newValue);
});

/** The current locale and its translator; re-renders on a language switch. */
export const useI18n = () => {
  const { locale } = useSnapshot(localeStore);
  return { locale, t: translator(locale) };
};

export const useLocaleReady = () => useSnapshot(localeStore).ready;
