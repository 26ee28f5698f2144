import { describe, expect, it } from 'vitest';
import {
  ENGLISH_MONTHS,
  formatDateTimeIn,
  formatDayMonthIn,
  formatFarmDayIn,
  formatNaira,
} from './format';
import { localeFromUserLanguage, resolveLocale, userLanguageFromLocale } from './locale';
import en from './locales/en';
import ha from './locales/ha';
import ig from './locales/ig';
import yo from './locales/yo';
import { loadLocale, translator } from './translator';

describe('locale resolution (spec §4 Language)', () => {
  it('prefers the user language, then the stored choice, then English', () => {
    expect(resolveLocale('hausa', 'yo')).toBe('ha');
    expect(resolveLocale(undefined, 'yo')).toBe('yo');
    expect(resolveLocale('klingon', 'xx')).toBe('en');
    expect(resolveLocale(null, null)).toBe('en');
  });

  it('maps user languages both ways', () => {
    for (const lang of ['english', 'hausa', 'yoruba', 'igbo'] as const) {
      const locale = localeFromUserLanguage(lang);
      expect(locale).toBeDefined();
      if (locale) expect(userLanguageFromLocale(locale)).toBe(lang);
    }
  });
});

describe('translator', () => {
  it('loads a locale on demand and fills parameters', async () => {
    await loadLocale('yo');
    const t = translator('yo');
    expect(t.notFound.goBack()).toBe('Padà Sẹ́yìn');
    expect(t.landing.ussdBadge({ code: '*347*754#' })).toContain('*347*754#');
  });
});

describe('naira', () => {
  it('shows whole naira without kobo, and kobo always as two digits', () => {
    expect(formatNaira(1500)).toBe('₦1,500');
    expect(formatNaira(1500.5)).toBe('₦1,500.50');
    expect(formatNaira(1234.05)).toBe('₦1,234.05');
    expect(formatNaira(0.125)).toMatch(/^₦0\.1[23]$/);
    expect(formatNaira(99.999)).toBe('₦100');
  });
});

describe('dates', () => {
  it('are farm days in Africa/Lagos, whatever the phone says', () => {
    // The runner's own zone does not matter: each date is read and shown in Lagos.
    expect(formatFarmDayIn(ENGLISH_MONTHS, '2026-11-26')).toBe('26 Nov 2026');
    expect(formatDayMonthIn(en.farm.months, '2026-11-23')).toBe('23 Nov');
    // 23:30 UTC on the 25th is already the 26th in Lagos.
    expect(formatFarmDayIn(ENGLISH_MONTHS, '2026-11-25T23:30:00Z')).toBe('26 Nov 2026');
  });

  it('read in the reader\'s language in messages: "26 Nuw 2026", never "2026-11-26"', () => {
    // The dictionaries as written (loading them here would load a language other tests need
    // unloaded).
    const dictionaries = { en, ha, yo, ig };
    const day = (locale: keyof typeof dictionaries, date: string) =>
      formatFarmDayIn(dictionaries[locale].farm.months, date);
    expect(day('en', '2026-11-26')).toBe('26 Nov 2026');
    expect(day('ha', '2026-11-26')).toBe('26 Nuw 2026');
    expect(day('ha', '2026-02-03')).toBe('3 Fab 2026');
    expect(day('yo', '2026-11-26')).toBe('26 Bél 2026');
    expect(day('ig', '2026-08-01')).toBe('1 Ọgọ 2026');
    // An instant is the Lagos day it falls in; every dictionary names twelve months.
    expect(day('en', '2026-12-31T23:30:00Z')).toBe('1 Jan 2027');
    for (const dictionary of Object.values(dictionaries))
      expect(dictionary.farm.months.split(' ')).toHaveLength(12);
    expect(formatFarmDayIn('Jan', 'not a date')).toBe('not a date');
  });

  it("read in the reader's language on screens too: day and month, date and Lagos time", () => {
    expect(formatDayMonthIn(ha.farm.months, '2026-11-23')).toBe('23 Nuw');
    expect(formatDayMonthIn(yo.farm.months, '2026-11-25T23:30:00Z')).toBe('26 Bél');
    // 13:05 UTC is 14:05 in Lagos, on a 24-hour clock in every language.
    expect(formatDateTimeIn(ig.farm.months, '2026-08-01T13:05:00Z')).toBe('1 Ọgọ 2026, 14:05');
    expect(formatDateTimeIn(en.farm.months, '2026-09-26T23:30:00Z')).toBe('27 Sep 2026, 00:30');
    expect(formatDateTimeIn(ha.farm.months, 'soon')).toBe('soon');
    expect(formatFarmDayIn(ENGLISH_MONTHS, '2026-09-26')).toBe('26 Sep 2026');
    expect(en.farm.months).toBe(ENGLISH_MONTHS);
  });
});

describe('English counts', () => {
  it('say "1 animal", "1 hour ago", "1 day ago" and plurals from 2', async () => {
    await loadLocale('en');
    const t = translator('en');
    expect(t.farm.animalsCount({ count: 1 })).toBe('1 animal');
    expect(t.farm.animalsCount({ count: 120 })).toBe('120 animals');
    expect(t.farm.hoursAgo({ n: 1 })).toBe('1 hour ago');
    expect(t.farm.daysAgo({ n: 1 })).toBe('1 day ago');
    expect(t.farm.daysAgo({ n: 3 })).toBe('3 days ago');
  });
});

describe('translator before loading', () => {
  it('refuses a locale that is not loaded', () => {
    expect(() => translator('ig')).toThrow(/not loaded/);
  });
});
