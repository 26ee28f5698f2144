import type { Locale } from './locale';
import type { TranslationFunctions, Translations } from './locales/i18n-types';
import { i18nObject, loadedLocales } from './locales/i18n-util';
import { loadFormatters } from './locales/i18n-util.async';

/** The typed translation object: `t.newsletter.subscribe()`. */
export type Translator = TranslationFunctions;

/*
 * Explicit per-locale imports (rather than the generator's `import('./yo')`): each dictionary
 * becomes its own chunk, so a Hausa reader never downloads the other three, and the paths
 * name a file, which every bundler and test runner resolves the same way.
 */
const dictionaries: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('./locales/en/index'),
  ha: () => import('./locales/ha/index'),
  yo: () => import('./locales/yo/index'),
  ig: () => import('./locales/ig/index'),
};

/**
 * Loads one locale's dictionary on demand. It resolves to nothing on purpose: a translator is
 * a Proxy that answers every property, `then` included, so resolving a promise with it would
 * make the promise wait forever on a fake thenable.
 */
export const loadLocale = async (locale: Locale): Promise<void> => {
  if (loadedLocales[locale]) return;
  loadedLocales[locale] = (await dictionaries[locale]()).default as Translations;
  loadFormatters(locale);
};

export const isLocaleLoaded = (locale: Locale): boolean => Boolean(loadedLocales[locale]);

/** The translator of a loaded locale; call {@link loadLocale} first. */
export const translator = (locale: Locale): Translator => {
  if (!loadedLocales[locale]) throw new Error(`Locale ${locale} is not loaded yet`);
  return i18nObject(locale);
};
