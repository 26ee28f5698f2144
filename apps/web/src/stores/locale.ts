import { isLocale, type Locale, loadLocale, resolveLocale, translator } from '@kiwo/i18n';
import { proxy, useSnapshot } from 'valtio';
import { authStore } from './auth';

/** Where an anonymous visitor's language choice is kept on this device. */
const KEY = 'language';

export const localeStore = proxy<{ locale: Locale; ready: boolean }>({
  locale: resolveLocale(authStore.user?.language, globalThis.localStorage?.getItem(KEY)),
  ready: false,
});

/**
 * Spec §4 Language: load the dictionary, switch at once, save locally, update <html lang>.
 * Saving to a signed-in user's profile comes with the accounts work.
 */
export const setLocale = async (locale: Locale) => {
  await loadLocale(locale);
  localeStore.locale = locale;
  localeStore.ready = true;
  document.documentElement.lang = locale;
  localStorage.setItem(KEY, locale);
};

export const startLocale = () => setLocale(localeStore.locale);

window.addEventListener('storage', (event) => {
  if (event.key === KEY && isLocale(event.newValue)) void setLocale(event.newValue);
});

/** The current locale and its translator; re-renders on a language switch. */
export const useI18n = () => {
  const { locale } = useSnapshot(localeStore);
  return { locale, t: translator(locale) };
};

export const useLocaleReady = () => useSnapshot(localeStore).ready;
