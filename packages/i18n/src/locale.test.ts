import { describe, expect, it } from 'vitest';
import { formatNaira } from './format';
import { localeFromUserLanguage, resolveLocale, userLanguageFromLocale } from './locale';
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
  it('shows NGN with 0 to 2 decimals', () => {
    expect(formatNaira(1500)).toBe('₦1,500');
    expect(formatNaira(1234.5)).toBe('₦1,234.5');
    expect(formatNaira(0.125)).toMatch(/^₦0\.1[23]$/);
  });
});

describe('translator before loading', () => {
  it('refuses a locale that is not loaded', () => {
    expect(() => translator('ig')).toThrow(/not loaded/);
  });
});
