import { dictionaryLoader, type Translator } from './translator';

/**
 * Sections only servers speak — USSD screens, SMS and email — which no browser screen shows,
 * so the browser's dictionary leaves them out (`locales/<lang>/browser.ts`, ADR 0033): about
 * 2 KB gzip of every language's chunk, on every first visit. They are whole source files, so
 * adding a string never means choosing a list: a string for a screen goes in any other file.
 */
export const SERVER_SECTIONS = ['ussd', 'messages', 'phone'] as const;

/** What a browser screen may translate: every section but the server-only ones. */
export type BrowserTranslator = Omit<Translator, (typeof SERVER_SECTIONS)[number]>;

/** Loads the language a browser shows (once); then `translator(locale)` serves it. */
export const loadBrowserLocale = dictionaryLoader({
  en: () => import('./locales/en/browser'),
  ha: () => import('./locales/ha/browser'),
  yo: () => import('./locales/yo/browser'),
  ig: () => import('./locales/ig/browser'),
});
