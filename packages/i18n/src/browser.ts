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
  'advisor',
] as const;

/**
 * The admin console's strings: only admin screens show them, so the browser's dictionary leaves
 * them out and the admin routes load them (`loadConsoleStrings`, ADR 0051) — about 4 KB gzip of
 * English that a farmer's first screen no longer carries. One whole file, `admin.ts`, as before:
 * a string for an admin screen goes there, any other screen's string anywhere else.
 */
export const CONSOLE_SECTIONS = ['admin'] as const;

/** What an admin screen may translate: the browser's dictionary and the console's strings. */
export type ConsoleTranslator = Omit<Translator, (typeof SERVER_SECTIONS)[number]>;

/** What a browser screen may translate: every section but the server-only and console ones. */
export type BrowserTranslator = Omit<ConsoleTranslator, (typeof CONSOLE_SECTIONS)[number]>;

/** Loads the language a browser shows (once); then `translator(locale)` serves it. */
export const loadBrowserLocale = dictionaryLoader({
  en: () => import('./locales/en/browser'),
  ha: () => import('./locales/ha/browser'),
  yo: () => import('./locales/yo/browser'),
  ig: () => import('./locales/ig/browser'),
});

/**
 * Loads the language a browser shows and the admin console's strings in it, one chunk per
 * language, merged into that language's dictionary (once): from then on `translator(locale)`
 * serves them too, to a screen typed with `ConsoleTranslator`.
 */
export const loadConsoleStrings = sectionsLoader(loadBrowserLocale, {
  en: () => import('./locales/en/admin'),
  ha: () => import('./locales/ha/admin'),
  yo: () => import('./locales/yo/admin'),
  ig: () => import('./locales/ig/admin'),
});
