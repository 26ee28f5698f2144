import { isOneOf } from './guard';

/**
 * Spec §3: the values stored on the user record. Interface locales (en, ha, yo, ig), their
 * display names and the mapping to these values belong to `@kiwo/i18n`.
 */
export const USER_LANGUAGES = ['english', 'hausa', 'yoruba', 'igbo'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

export const DEFAULT_USER_LANGUAGE: UserLanguage = 'english';

export const isUserLanguage = (value: unknown): value is UserLanguage =>
  isOneOf(USER_LANGUAGES, value);
