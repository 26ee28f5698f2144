import type { Locale } from './locale';
import { initFormatters } from './locales/formatters';
import type { TranslationFunctions, Translations } from './locales/i18n-types';
import { i18nObject, loadedFormatters, loadedLocales } from './locales/i18n-util';

/** The typed translation object: `t.newsletter.subscribe()`. */
export type Translator = TranslationFunctions;

/*
 * Explicit per-locale imports (rather than the generator's `import('./yo')`): each language's
 * dictionary is one chunk, so a Hausa farmer downloads none of the other three (ADR 0033), and
 * the paths name a file, which every bundler and test runner resolves the same way. Each
 * `index.ts` gathers that language's source files (`locales/<lang>/<file>.ts`).
 */
const dictionaries: Record<Locale, () => Promise<{ default: Translations }>> = {
  en: () => import('./locales/en/index') as Promise<{ default: Translations }>,
  ha: () => import('./locales/ha/index'),
  yo: () => import('./locales/yo/index'),
  ig: () => import('./locales/ig/index'),
};

const loaded = new Set<Locale>();
const inFlight = new Map<Locale, Promise<void>>();
const translators = new Map<Locale, Translator>();

/**
 * Loads one locale's whole dictionary (once; a failed load is fetched again by the next call).
 * It resolves to nothing on purpose: a translator is a Proxy that answers every property,
 * `then` included, so resolving a promise with it would make the promise wait forever on a
 * fake thenable.
 */
export const loadLocale = (locale: Locale): Promise<void> => {
  if (loaded.has(locale)) return Promise.resolve();
  const known = inFlight.get(locale);
  if (known) return known;
  const loading = dictionaries[locale]()
    .then((module) => {
      loadedLocales[locale] = module.default;
      loadedFormatters[locale] ??= initFormatters(locale);
      loaded.add(locale);
      translators.delete(locale);
    })
    .finally(() => inFlight.delete(locale));
  inFlight.set(locale, loading);
  return loading;
};

/** Whether a locale's dictionary is loaded (its translator may be used). */
export const isLocaleLoaded = (locale: Locale): boolean => loaded.has(locale);

/** The translator of a loaded locale; call {@link loadLocale} first. */
export const translator = (locale: Locale): Translator => {
  if (!loaded.has(locale)) throw new Error(`Locale ${locale} is not loaded yet`);
  let t = translators.get(locale);
  if (!t) {
    t = i18nObject(locale);
    translators.set(locale, t);
  }
  return t;
};
