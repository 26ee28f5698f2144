import { loadBrowserLocale } from '@kiwo/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth } from './dates';
import { localeStore } from './localeState';

afterEach(() => {
  localeStore.locale = 'en';
});

describe('dates on screens', () => {
  it('name the month in the screen language, as the DatePicker and SMS do', async () => {
    await Promise.all([loadBrowserLocale('en'), loadBrowserLocale('ha'), loadBrowserLocale('yo')]);
    localeStore.locale = 'en';
    expect(formatDate('2026-11-26')).toBe('26 Nov 2026');
    localeStore.locale = 'ha';
    expect(formatDate('2026-11-26')).toBe('26 Nuw 2026');
    expect(formatDayMonth('2026-02-03')).toBe('3 Fab');
    // 13:05 UTC is 14:05 in Lagos.
    expect(formatDateTime('2026-11-26T13:05:00Z')).toBe('26 Nuw 2026, 14:05');
    localeStore.locale = 'yo';
    expect(formatDate('2026-11-26')).toBe('26 Bél 2026');
  });

  it('fall back to English months before a language has loaded', () => {
    localeStore.locale = 'ig';
    expect(formatDate('2026-08-01')).toBe('1 Aug 2026');
  });
});
