import {
  type Area,
  type AreaTranslator,
  addressed,
  type BrowserTranslator,
  isAreaLoaded,
  isLocale,
  LOCALE_DISPLAY_NAMES,
  type Locale,
  loadAreaStrings,
  loadBrowserLocale,
  resolveLocale,
  translator,
  userLanguageFromLocale,
} from '@kiwo/i18n';
import { use } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { api } from '../data/api';
import { languageCookie } from '../landing-island/contract';
import { authStore } from './auth';
import { areasOpened, loadArea, localeStore } from './localeState';
import { toast } from './toast';

/**
 * A screen's translator: the browser's dictionary has no server-only sections (ADR 0033), and
 * it speaks to the signed-in user — Hausa in a woman's or a man's words by their profile's
 * gender, the respectful plural when it is unknown or no one is signed in (ADR 0053).
 */
export const screenText = (
  locale: Locale,
  gender: unknown = authStore.user?.gender,
): BrowserTranslator => addressed(translator(locale), gender);

/** Where the language choice is kept on this device (used when no one is signed in). */
const KEY = 'language';

export { localeStore };

/** The language's dictionary with the strings of every area opened so far (ADR 0051). */
const loadOpened = (locale: Locale) =>
  Promise.all([loadBrowserLocale(locale), ...areasOpened().map((a) => loadAreaStrings(a, locale))]);

/**
 * Spec §4 Language: load the language's dictionary (one per language, ADR 0033; with the own
 * strings of each area opened, ADR 0076), switch at once, save
 * locally, update <html lang>.
 */
export const setLocale = async (locale: Locale) => {
  await loadOpened(locale);
  // An area's route may have started loading while the language came (a no-op otherwise).
  await loadOpened(locale);
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
  const t = screenText(locale);
  try {
    const user = await api.users.updateProfile({ language: userLanguageFromLocale(locale) });
    authStore.user = user;
    toast({
      title: t.shell.languageUpdated(),
      description: t.shell.languageChangedTo({ language: LOCALE_DISPLAY_NAMES[locale] }),
      variant: 'success',
    });
  } catch {
    if (authStore.user) authStore.user.language = userLanguageFromLocale(locale);
    toast({
      title: t.shell.languageFailed(),
      description: t.shell.languageFailedBody(),
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
  const gender = useSnapshot(authStore).user?.gender;
  return { locale, t: screenText(locale, gender) };
};

/**
 * {@link useI18n} for a screen of an area with its own strings: `useAreaI18n('agent')`,
 * `useAreaI18n('admin', 'marketplace')`. The area's routes fetch them beside the screen
 * (routes/table.ts, ADR 0076); a component reached some other way waits for them here
 * (the nearest `Suspense`), so it never reads a string that is not loaded.
 */
export const useAreaI18n = <A extends Area>(...areas: A[]) => {
  const i18n = useI18n();
  for (const area of areas) if (!isAreaLoaded(area, i18n.locale)) use(loadArea(area));
  return i18n as { locale: Locale; t: AreaTranslator<A> };
};

/** {@link useAreaI18n} for an admin screen (ADR 0051). */
export const useConsoleI18n = () => useAreaI18n('admin');

export const useLocaleReady = () => useSnapshot(localeStore).ready;
