import { dictionaryLoader, type Translator } from './translator';

/**
 * Sections no browser screen shows — the landing page, rendered into HTML at build time
 * (`landing`, `home`, `newsletter`), and what only servers speak: USSD screens, SMS, email,
 * WhatsApp and the phone line — so the browser's dictionary leaves them out
 * (`locales/<lang>/browser.ts`, ADR 0033): about 3.5 KB gzip of every language's chunk, on every
 * first visit. They are whole source files (`landing.ts`, `ussd.ts`, `messages.ts`,
 * `whatsapp.ts`, `phone.ts`), so adding a string never means choosing a list: a string for a
 * screen goes in any other file.
 */
export const SERVER_SECTIONS = [
  'landing',
  'home',
  'newsletter',
  'ussd',
  'messages',
  'whatsapp',
  'phone',
] as const;

/** What a browser screen may translate: every section but the server-only ones. */
export type BrowserTranslator = Omit<Translator, (typeof SERVER_SECTIONS)[number]>;

/** Loads the language a browser shows (once); then `translator(locale)` serves it. */
export const loadBrowserLocale = dictionaryLoader({
  en: () => import('./locales/en/browser'),
  ha: () => import('./locales/ha/browser'),
  yo: () => import('./locales/yo/browser'),
  ig: () => import('./locales/ig/browser'),
});
