/** The four interface languages of spec §3, in the order they are offered. */
export const LOCALES = ['en', 'ha', 'yo', 'ig'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Display names are each language's own name for itself (spec §3). */
export const LOCALE_DISPLAY_NAMES: Record<Locale, string> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
};

/** The values a user profile stores (spec §3 User.language). */
export type UserLanguage = 'english' | 'hausa' | 'yoruba' | 'igbo';

const FROM_USER: Record<UserLanguage, Locale> = {
  english: 'en',
  hausa: 'ha',
  yoruba: 'yo',
  igbo: 'ig',
};

const TO_USER: Record<Locale, UserLanguage> = {
  en: 'english',
  ha: 'hausa',
  yo: 'yoruba',
  ig: 'igbo',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const localeFromUserLanguage = (value: unknown): Locale | undefined =>
  typeof value === 'string' && value in FROM_USER ? FROM_USER[value as UserLanguage] : undefined;

export const userLanguageFromLocale = (locale: Locale): UserLanguage => TO_USER[locale];

/**
 * Spec §4 Language: the signed-in user's language wins, else the locally stored choice,
 * else English.
 */
export const resolveLocale = (userLanguage: unknown, storedChoice: unknown): Locale =>
  localeFromUserLanguage(userLanguage) ?? (isLocale(storedChoice) ? storedChoice : DEFAULT_LOCALE);

/**
 * Shown before any dictionary has loaded (spec §4: "Loading..." until translations are ready),
 * so it cannot come from a dictionary; the completeness test keeps it equal to `app.loading`.
 */
export const LOADING_TEXT: Record<Locale, string> = {
  en: 'Loading...',
  ha: 'Ana lodawa...',
  yo: 'Ó ń bọ̀...',
  ig: 'Ọ na-ebu...',
};
