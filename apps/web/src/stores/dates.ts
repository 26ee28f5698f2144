import {
  ENGLISH_MONTHS,
  formatDateTimeIn,
  formatDayMonthIn,
  formatFarmDayIn,
  isLocaleLoaded,
  translator,
} from '@kiwo/i18n';
import { localeStore } from './localeState';

/**
 * The dates every screen shows, with the months named in the screen's language: the same
 * dictionary (`farm.months`) the DatePicker's calendar and every SMS use, never the browser's
 * Intl data, which has no Hausa, Yorùbá or Igbo months (ADR 0046). Farm days in Africa/Lagos.
 * A screen that shows dates re-renders on a language switch through `useI18n`.
 */
const months = (): string => {
  const { locale } = localeStore;
  // Before any dictionary has come (the first paint), English abbreviations.
  return isLocaleLoaded(locale) ? translator(locale).farm.months() : ENGLISH_MONTHS;
};

/** "26 Nov 2026" ("26 Nuw 2026" in Hausa). */
export const formatDate = (date: Date | string | number): string => formatFarmDayIn(months(), date);

/** "23 Nov": chart axes and short lists. */
export const formatDayMonth = (date: Date | string | number): string =>
  formatDayMonthIn(months(), date);

/** "26 Nov 2026, 14:05", the time in Lagos. */
export const formatDateTime = (date: Date | string | number): string =>
  formatDateTimeIn(months(), date);
