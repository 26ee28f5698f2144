import type { Locale } from './locale';
import { initFormatters } from './locales/formatters';
import type { TranslationFunctions, Translations } from './locales/i18n-types';
import { i18nObject, loadedFormatters, loadedLocales } from './locales/i18n-util';

/** The typed translation object: `t.newsletter.subscribe()`. */
export type Translator = TranslationFunctions;

/** A lazily imported dictionary per language: the whole one, or the browser's (./browser.ts). */
export type Dictionaries = Record<Locale, () => Promise<{ default: object }>>;

const loaded = new Set<Locale>();
const inFlight = new Map<Locale, Promise<void>>();
const translators = new Map<Locale, Translator>();

/**
 * A loader of one dictionary per language (once; a failed load is fetched again by the next
 * call). Its promise resolves to nothing on purpose: a translator is a Proxy that answers every
 * property, `then` included, so resolving a promise with it would wait forever on a fake thenable.
 */
export const dictionaryLoader =
  (dictionaries: Dictionaries) =>
  (locale: Locale): Promise<void> => {
    if (loaded.has(locale)) return Promise.resolve();
    const known = inFlight.get(locale);
    if (known) return known;
    const loading = dictionaries[locale]()
      .then((module) => {
        // The browser's dictionary leaves out the server-only sections (./browser.ts); the
        // type of the translator it serves (`BrowserTranslator`) leaves them out too.
        loadedLocales[locale] = module.default as Translations;
        loadedFormatters[locale] ??= initFormatters(locale);
        loaded.add(locale);
        translators.delete(locale);
      })
      .finally(() => inFlight.delete(locale));
    inFlight.set(locale, loading);
    return loading;
  };

/*
 * Explicit per-locale imports (rather than the generator's `import('./yo')`): each language's
 * dictionary is one chunk, so a Hausa user downloads none of the other three (ADR 0033), and
 * the paths name a file, which every bundler and test runner resolves the same way. Each
 * `index.ts` gathers that language's source files (`locales/<lang>/<file>.ts`).
 */
/** Loads one language's whole dictionary: the servers' (SMS, email, USSD, voice) and the build's. */
export const loadLocale = dictionaryLoader({
  en: () => import('./locales/en/index'),
  ha: () => import('./locales/ha/index'),
  yo: () => import('./locales/yo/index'),
  ig: () => import('./locales/ig/index'),
});

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
