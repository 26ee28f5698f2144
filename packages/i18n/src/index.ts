/**
 * Kiwo's own small i18n API. It fronts typesafe-i18n (community-maintained since 2023) so the
 * library can be swapped without touching the app: callers only see these names.
 */

export type { AddressGender } from './address';
export { addressed } from './address';
export type { Area, AreaTranslator, BrowserTranslator, ConsoleTranslator } from './browser';
export {
  AREA_FILES,
  isAreaLoaded,
  loadAreaStrings,
  loadBrowserLocale,
  SERVER_SECTIONS,
} from './browser';
export {
  ENGLISH_MONTHS,
  formatDateTimeIn,
  formatDayMonthIn,
  formatFarmDayIn,
  formatNaira,
} from './format';
export type { Locale, UserLanguage } from './locale';
export {
  DEFAULT_LOCALE,
  isLocale,
  LOADING_TEXT,
  LOCALE_DISPLAY_NAMES,
  LOCALES,
  localeFromUserLanguage,
  resolveLocale,
  userLanguageFromLocale,
} from './locale';
export type { Translator } from './translator';
export { isLocaleLoaded, loadLocale, translator } from './translator';
