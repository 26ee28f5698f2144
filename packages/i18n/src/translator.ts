import { i18nObject } from 'typesafe-i18n';
import type { Locale } from './locale';
import { initFormatters } from './locales/formatters';
import type { Formatters, TranslationFunctions, Translations } from './locales/i18n-types';

/** The typed translation object: `t.newsletter.subscribe()`. */
export type Translator = TranslationFunctions;

/** A lazily imported dictionary per language: the whole one, or the browser's (./browser.ts). */
export type Dictionaries = Record<Locale, () => Promise<{ default: object }>>;

// The loaded dictionaries and formatters: kept here, not in the generated `i18n-util.ts`, whose
// `detectLocale` pulls typesafe-i18n's browser detectors (~0.5 KB gzip) into the web's entry.
const loadedLocales = {} as Record<Locale, Translations>;
const loadedFormatters = {} as Record<Locale, Formatters>;
const loaded = new Set<Locale>();
const inFlight = new Map<Locale, Promise<void>>();
const translators = new Map<Locale, Translator>();

/**
 * Runs `load` once per language (a failed load runs again on the next call), then drops the
 * language's cached translator: typesafe-i18n copies a dictionary's top-level sections into the
 * translator it makes, so a section added later is only seen by a new one. Resolves to nothing
 * on purpose: a translator is a Proxy that answers every property, `then` included, so
 * resolving a promise with it would wait forever on a fake thenable.
 */
const oncePerLocale =
  (done: Set<Locale>, pending: Map<Locale, Promise<void>>, load: (l: Locale) => Promise<void>) =>
  (locale: Locale): Promise<void> => {
    if (done.has(locale)) return Promise.resolve();
    const known = pending.get(locale);
    if (known) return known;
    const loading = load(locale)
      .then(() => {
        done.add(locale);
        translators.delete(locale);
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, loading);
    return loading;
  };

/** A loader of one dictionary per language: the whole one, or the browser's (./browser.ts). */
export const dictionaryLoader = (dictionaries: Dictionaries) =>
  oncePerLocale(loaded, inFlight, async (locale) => {
    const module = await dictionaries[locale]();
    // The browser's dictionary leaves out the server-only sections (./browser.ts); the
    // type of the translator it serves (`BrowserTranslator`) leaves them out too.
    loadedLocales[locale] = module.default as Translations;
    loadedFormatters[locale] ??= initFormatters(locale);
  });

/**
 * A loader of sections that join a language's dictionary once it is loaded (`dictionary`), in
 * place, so the language's translator serves them from then on: the admin console's strings
 * (./browser.ts, ADR 0051). Once per language; a dictionary that already holds them (the whole
 * one, `loadLocale`) simply gets the same sections again.
 */
export const sectionsLoader = (
  dictionary: (locale: Locale) => Promise<void>,
  files: Dictionaries,
) => {
  const done = new Set<Locale>();
  const load = oncePerLocale(done, new Map(), async (locale) => {
    const [, module] = await Promise.all([dictionary(locale), files[locale]()]);
    Object.assign(loadedLocales[locale], module.default);
  });
  /** Whether the sections are in that language's dictionary already (no wait needed). */
  const isLoaded = (locale: Locale) => done.has(locale);
  return Object.assign(load, { isLoaded });
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
    t = i18nObject<Locale, Translations, TranslationFunctions, Formatters>(
      locale,
      loadedLocales[locale],
      loadedFormatters[locale],
    );
    translators.set(locale, t);
  }
  return t;
};
