import type { Locale } from './locale';
import { initFormatters } from './locales/formatters';
import type { TranslationFunctions, Translations } from './locales/i18n-types';
import { i18nObject, loadedFormatters, loadedLocales } from './locales/i18n-util';
import { type AreaPart, PART_NAMES, type Part } from './parts';

/** The typed translation object: `t.newsletter.subscribe()`. */
export type Translator = TranslationFunctions;

/*
 * Explicit per-locale, per-part imports (rather than the generator's `import('./yo')`): each
 * part of each dictionary becomes its own chunk, so a Hausa farmer on the dashboard downloads
 * neither the other three languages nor the admin's or the landing page's strings (ADR 0018),
 * and the paths name a file, which every bundler and test runner resolves the same way.
 */
const dictionaries: Record<Locale, Record<Part, () => Promise<{ default: object }>>> = {
  en: {
    core: () => import('./locales/en/core'),
    site: () => import('./locales/en/site'),
    auth: () => import('./locales/en/auth'),
    farm: () => import('./locales/en/farm'),
    agent: () => import('./locales/en/agent'),
    admin: () => import('./locales/en/admin'),
    marketplace: () => import('./locales/en/marketplace'),
    consultations: () => import('./locales/en/consultations'),
    notifications: () => import('./locales/en/notifications'),
    chat: () => import('./locales/en/chat'),
    voice: () => import('./locales/en/voice'),
    settings: () => import('./locales/en/settings'),
    ussd: () => import('./locales/en/ussd'),
    messages: () => import('./locales/en/messages'),
  },
  ha: {
    core: () => import('./locales/ha/core'),
    site: () => import('./locales/ha/site'),
    auth: () => import('./locales/ha/auth'),
    farm: () => import('./locales/ha/farm'),
    agent: () => import('./locales/ha/agent'),
    admin: () => import('./locales/ha/admin'),
    marketplace: () => import('./locales/ha/marketplace'),
    consultations: () => import('./locales/ha/consultations'),
    notifications: () => import('./locales/ha/notifications'),
    chat: () => import('./locales/ha/chat'),
    voice: () => import('./locales/ha/voice'),
    settings: () => import('./locales/ha/settings'),
    ussd: () => import('./locales/ha/ussd'),
    messages: () => import('./locales/ha/messages'),
  },
  yo: {
    core: () => import('./locales/yo/core'),
    site: () => import('./locales/yo/site'),
    auth: () => import('./locales/yo/auth'),
    farm: () => import('./locales/yo/farm'),
    agent: () => import('./locales/yo/agent'),
    admin: () => import('./locales/yo/admin'),
    marketplace: () => import('./locales/yo/marketplace'),
    consultations: () => import('./locales/yo/consultations'),
    notifications: () => import('./locales/yo/notifications'),
    chat: () => import('./locales/yo/chat'),
    voice: () => import('./locales/yo/voice'),
    settings: () => import('./locales/yo/settings'),
    ussd: () => import('./locales/yo/ussd'),
    messages: () => import('./locales/yo/messages'),
  },
  ig: {
    core: () => import('./locales/ig/core'),
    site: () => import('./locales/ig/site'),
    auth: () => import('./locales/ig/auth'),
    farm: () => import('./locales/ig/farm'),
    agent: () => import('./locales/ig/agent'),
    admin: () => import('./locales/ig/admin'),
    marketplace: () => import('./locales/ig/marketplace'),
    consultations: () => import('./locales/ig/consultations'),
    notifications: () => import('./locales/ig/notifications'),
    chat: () => import('./locales/ig/chat'),
    voice: () => import('./locales/ig/voice'),
    settings: () => import('./locales/ig/settings'),
    ussd: () => import('./locales/ig/ussd'),
    messages: () => import('./locales/ig/messages'),
  },
};

const loadedParts: Record<Locale, Set<Part>> = {
  en: new Set(),
  ha: new Set(),
  yo: new Set(),
  ig: new Set(),
};
const inFlight = new Map<string, Promise<void>>();
const translators = new Map<Locale, Translator>();

const loadPart = (locale: Locale, part: Part): Promise<void> => {
  if (loadedParts[locale].has(part)) return Promise.resolve();
  const key = `${locale}/${part}`;
  const known = inFlight.get(key);
  if (known) return known;
  const loading = dictionaries[locale]
    [part]()
    .then((module) => {
      // A new object, not a mutation: a translator copies the top-level sections it was made
      // with, so the cached one is dropped and the next `translator()` sees the new part.
      loadedLocales[locale] = { ...loadedLocales[locale], ...module.default } as Translations;
      loadedParts[locale].add(part);
      translators.delete(locale);
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, loading);
  return loading;
};

/**
 * Loads `core` and the given parts of one locale's dictionary (each once; a failed part is
 * fetched again by the next call). It resolves to nothing on purpose: a translator is a Proxy
 * that answers every property, `then` included, so resolving a promise with it would make the
 * promise wait forever on a fake thenable.
 */
export const loadParts = async (locale: Locale, parts: readonly Part[] = []): Promise<void> => {
  await Promise.all(['core' as const, ...parts].map((part) => loadPart(locale, part)));
  loadedFormatters[locale] ??= initFormatters(locale);
};

/** The whole dictionary of one locale (build-time rendering, tests, the full translator). */
export const loadLocale = (locale: Locale): Promise<void> => loadParts(locale, PART_NAMES);

/**
 * Settles when the parts of a locale being fetched now have arrived or failed: the first
 * screen's parts, asked for with the page, before the app shows it (ADR 0016, ADR 0018).
 */
export const partsInFlight = async (locale: Locale): Promise<void> => {
  const loading = [...inFlight].filter(([key]) => key.startsWith(`${locale}/`));
  await Promise.allSettled(loading.map(([, promise]) => promise));
};

/** Whether `core` and the given parts of a locale are loaded (a translator may use them). */
export const hasParts = (locale: Locale, parts: readonly Part[] = []): boolean =>
  loadedParts[locale].has('core') && parts.every((part) => loadedParts[locale].has(part));

/** The area parts (all but `core`) loaded for a locale, e.g. to load the same in another. */
export const loadedAreaParts = (locale: Locale): AreaPart[] =>
  [...loadedParts[locale]].filter((part): part is AreaPart => part !== 'core');

/** Whether a locale's whole dictionary is loaded. */
export const isLocaleLoaded = (locale: Locale): boolean =>
  PART_NAMES.every((part) => loadedParts[locale].has(part));

/**
 * The translator of a locale whose `core` is loaded; call {@link loadParts} first. A key of a
 * part not loaded yet translates to '' (typesafe-i18n's answer for an unknown key): the web
 * app's route test checks that each screen's parts are loaded with it.
 */
export const translator = (locale: Locale): Translator => {
  if (!loadedParts[locale].has('core')) throw new Error(`Locale ${locale} is not loaded yet`);
  let t = translators.get(locale);
  if (!t) {
    t = i18nObject(locale);
    translators.set(locale, t);
  }
  return t;
};
