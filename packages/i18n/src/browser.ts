import type { Locale } from './locale';
import type { PARTS } from './parts';
import { dictionaryLoader, sectionsLoader, type Translator } from './translator';

/**
 * Sections no browser screen shows — the landing page, rendered into HTML at build time
 * (`landing`, `home`, `newsletter`), and what only servers speak: USSD screens, SMS, email,
 * WhatsApp, the phone line, CSV files and the offline advisor — so the browser's dictionary
 * leaves them out (`locales/<lang>/browser.ts`, ADR 0033): about 3.5 KB gzip of every language's
 * chunk, on every first visit. They are whole source files (`landing.ts`, `ussd.ts`,
 * `messages.ts`, `whatsapp.ts`, `phone.ts`; the CSV files' `exports.ts`; `advisor.ts`), so adding
 * a string never means choosing a list: a string for a screen goes in any other file.
 */
export const SERVER_SECTIONS = [
  'landing',
  'home',
  'newsletter',
  'ussd',
  'messages',
  'whatsapp',
  'phone',
  'csv',
  'demo',
  'advisor',
] as const;

/**
 * One rule (ADR 0051, ADR 0076, ADR 0077): **a role's own strings load with that role's area**,
 * a document's text with its screen, and the strings of screens no first screen shows with
 * those screens. Each is one whole file per language, named after its area: `agent.ts` (only
 * agent screens show it), `admin.ts` (the admin console), `site.ts` (the privacy policy and the
 * API reference), `marketplace.ts`, `consultations.ts`, `settings.ts` (settings and profile),
 * `notifications.ts`. The browser's dictionary leaves them out; the routes that show them load
 * the file (`loadAreaStrings`) in the current language, and a language switch brings it again.
 * A string another screen shows too goes in a shared file (`core`, `farm`, `auth`…), so a
 * newcomer only chooses the file.
 */
export const AREA_FILES = [
  'agent',
  'admin',
  'site',
  'marketplace',
  'consultations',
  'settings',
  'notifications',
] as const;

/** An area with its own strings file (see {@link AREA_FILES}). */
export type Area = (typeof AREA_FILES)[number];

type AreaSections<A extends Area> = (typeof PARTS)[A][number];

/** What a browser screen may translate: every section but the server-only and the areas' own. */
export type BrowserTranslator = Omit<
  Translator,
  (typeof SERVER_SECTIONS)[number] | AreaSections<Area>
>;

/** What a screen of an area may translate: the browser's dictionary and that area's file. */
export type AreaTranslator<A extends Area> = BrowserTranslator & Pick<Translator, AreaSections<A>>;

/** What an admin screen may translate: with the admin console's strings (ADR 0051). */
export type ConsoleTranslator = AreaTranslator<'admin'>;

/** Loads the language a browser shows (once); then `translator(locale)` serves it. */
export const loadBrowserLocale = dictionaryLoader({
  en: () => import('./locales/en/browser'),
  ha: () => import('./locales/ha/browser'),
  yo: () => import('./locales/yo/browser'),
  ig: () => import('./locales/ig/browser'),
});

/*
 * Each area's file, one chunk per language, merged into that language's browser dictionary
 * (once): from then on `translator(locale)` serves it too. The imports are written out so each
 * names a file (one chunk per area and language, which the service worker precaches).
 */
const areaLoaders: Record<Area, ReturnType<typeof sectionsLoader>> = {
  agent: sectionsLoader(loadBrowserLocale, {
    en: () => import('./locales/en/agent'),
    ha: () => import('./locales/ha/agent'),
    yo: () => import('./locales/yo/agent'),
    ig: () => import('./locales/ig/agent'),
  }),
  admin: sectionsLoader(loadBrowserLocale, {
    en: () => import('./locales/en/admin'),
    ha: () => import('./locales/ha/admin'),
    yo: () => import('./locales/yo/admin'),
    ig: () => import('./locales/ig/admin'),
  }),
  site: sectionsLoader(loadBrowserLocale, {
    en: () => import('./locales/en/site'),
    ha: () => import('./locales/ha/site'),
    yo: () => import('./locales/yo/site'),
    ig: () => import('./locales/ig/site'),
  }),
  marketplace: sectionsLoader(loadBrowserLocale, {
    en: () => import('./locales/en/marketplace'),
    ha: () => import('./locales/ha/marketplace'),
    yo: () => import('./locales/yo/marketplace'),
    ig: () => import('./locales/ig/marketplace'),
  }),
  consultations: sectionsLoader(loadBrowserLocale, {
    en: () => import('./locales/en/consultations'),
    ha: () => import('./locales/ha/consultations'),
    yo: () => import('./locales/yo/consultations'),
    ig: () => import('./locales/ig/consultations'),
  }),
  settings: sectionsLoader(loadBrowserLocale, {
    en: () => import('./locales/en/settings'),
    ha: () => import('./locales/ha/settings'),
    yo: () => import('./locales/yo/settings'),
    ig: () => import('./locales/ig/settings'),
  }),
  notifications: sectionsLoader(loadBrowserLocale, {
    en: () => import('./locales/en/notifications'),
    ha: () => import('./locales/ha/notifications'),
    yo: () => import('./locales/yo/notifications'),
    ig: () => import('./locales/ig/notifications'),
  }),
};

/**
 * Loads the language a browser shows and an area's own strings in it (once per area and
 * language); a screen of that area then reads them through an {@link AreaTranslator}.
 */
export const loadAreaStrings = (area: Area, locale: Locale): Promise<void> =>
  areaLoaders[area](locale);

/** Whether an area's own strings are loaded in that language (a screen may read them now). */
export const isAreaLoaded = (area: Area, locale: Locale): boolean =>
  areaLoaders[area].isLoaded(locale);
