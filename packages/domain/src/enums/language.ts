import { isOneOf } from './guard';

/** Spec §3: the values stored on the user record. */
export const USER_LANGUAGES = ['english', 'hausa', 'yoruba', 'igbo'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

/** Spec §9: interface locales, in the order the language menu lists them. */
export const LOCALES = ['en', 'ha', 'yo', 'ig'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
export const DEFAULT_USER_LANGUAGE: UserLanguage = 'english';

/** Spec §3: each language's name in its own language (shown as-is in every locale). */
export const LOCALE_DISPLAY_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
};

const LOCALE_BY_USER_LANGUAGE: Readonly<Record<UserLanguage, Locale>> = {
  english: 'en',
  hausa: 'ha',
  yoruba: 'yo',
  igbo: 'ig',
};

const USER_LANGUAGE_BY_LOCALE: Readonly<Record<Locale, UserLanguage>> = {
  en: 'english',
  ha: 'hausa',
  yo: 'yoruba',
  ig: 'igbo',
};

export const isUserLanguage = (value: unknown): value is UserLanguage =>
  isOneOf(USER_LANGUAGES, value);

export const isLocale = (value: unknown): value is Locale => isOneOf(LOCALES, value);

/** User language → locale; anything unknown falls back to `en` (spec §9). */
export const userLanguageToLocale = (value: unknown): Locale =>
  isUserLanguage(value) ? LOCALE_BY_USER_LANGUAGE[value] : DEFAULT_LOCALE;

/** Locale → user language, for saving the choice to the profile; unknown → `english`. */
export const localeToUserLanguage = (value: unknown): UserLanguage =>
  isLocale(value) ? USER_LANGUAGE_BY_LOCALE[value] : DEFAULT_USER_LANGUAGE;

/**
 * Spec §4 "Language": the user's language wins; with no (or an unrecognised) user language the
 * locally stored choice is used; otherwise `en`.
 */
export const resolveLocale = (userLanguage: unknown, storedLocale: unknown): Locale => {
  if (isUserLanguage(userLanguage)) return LOCALE_BY_USER_LANGUAGE[userLanguage];
  if (isLocale(storedLocale)) return storedLocale;
  return DEFAULT_LOCALE;
};
